// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A state machine over lines. Markers are honoured only where the writer puts them: answer A ends at a
// well-formed "=== [AGENT B] (n.ns) ===" header, answer B at "[VERDICT FULL]" followed by "{" or at a judge
// error line; JSON blocks are read by balancing braces outside strings.
#include "models/benchmarks/drarena/arenalogparser.h"

#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QMutex>
#include <QRegularExpression>
#include <algorithm>
#include <unordered_map>

namespace draudit::models {

namespace {
// Each pattern compiled once, shared by every thread that parses logs (matching a const expression is thread-safe);
// the map's nodes do not move, so an expression handed out stays valid.
const QRegularExpression &re(const char *pattern)
{
    static QMutex mutex;
    static std::unordered_map<const char *, QRegularExpression> cache;
    const QMutexLocker lock(&mutex);
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.emplace(pattern, QRegularExpression(QString::fromLatin1(pattern))).first;
    return it->second;
}

// Depth change of a line inside a JSON value, tracking whether we are inside a string.
int braceDelta(const QString &line, bool *inString)
{
    int delta = 0;
    bool escaped = false;
    for (QChar c : line) {
        if (*inString) {
            if (escaped)
                escaped = false;
            else if (c == QLatin1Char('\\'))
                escaped = true;
            else if (c == QLatin1Char('"'))
                *inString = false;
        } else if (c == QLatin1Char('"')) {
            *inString = true;
        } else if (c == QLatin1Char('{') || c == QLatin1Char('[')) {
            ++delta;
        } else if (c == QLatin1Char('}') || c == QLatin1Char(']')) {
            --delta;
        }
    }
    return delta;
}

class LogReader
{
public:
    LogReader(QStringList lines, QString path)
        : m_lines(std::move(lines))
        , m_path(std::move(path))
    {
    }
    bool atEnd() const { return m_pos >= m_lines.size(); }
    const QString &peek(qsizetype ahead = 0) const
    {
        static const QString empty;
        return m_pos + ahead < m_lines.size() ? m_lines[m_pos + ahead] : empty;
    }
    QString take() { return m_lines[m_pos++]; }
    qint64 lineNumber() const { return m_pos + 1; }
    const QString &path() const { return m_path; }

    // Reads a JSON object starting at the current line ("{"), up to its matching "}".
    Result<QString> json()
    {
        if (!peek().trimmed().startsWith(QLatin1Char('{')))
            return fail(QCoreApplication::translate("draudit::models::ArenaLogParser", "expected a JSON object here"),
                m_path, lineNumber());
        const qint64 start = lineNumber();
        QStringList out;
        int depth = 0;
        bool inString = false;
        do {
            if (atEnd())
                return fail(QCoreApplication::translate(
                                "draudit::models::ArenaLogParser", "the JSON object that starts here is never closed"),
                    m_path, start);
            const QString l = take();
            depth += braceDelta(l, &inString);
            out << l;
        } while (depth > 0 || inString);
        return out.join(QLatin1Char('\n'));
    }

private:
    QStringList m_lines;
    QString m_path;
    qsizetype m_pos = 0;
};

bool isAgentHeader(const QString &line, QChar agent, double *seconds)
{
    const auto m = re("^=== \\[AGENT ([AB])\\] \\(([0-9.]+)s\\) ===$").match(line);
    if (!m.hasMatch() || m.captured(1) != agent)
        return false;
    *seconds = m.captured(2).toDouble();
    return true;
}

bool isSeparator(const QString &line)
{
    return line.size() >= 20 && line.count(QLatin1Char('=')) == line.size();
}
} // namespace

namespace {
const char *const kTimestampPrefix = "^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{3} - [A-Z]+ - ";

// main.py's logging writes "asctime - LEVEL - " before the first line of every record (never before the
// continuation lines of a multi-line record). When the log is written that way, the prefix is dropped from
// every line that carries it; line numbers are kept.
QStringList logLines(QString text)
{
    text.remove(QLatin1Char('\r'));
    QStringList lines = text.split(QLatin1Char('\n'));
    const QRegularExpression &prefix = re(kTimestampPrefix);
    const auto first = std::find_if(lines.cbegin(), lines.cend(), [](const QString &l) { return !l.isEmpty(); });
    if (first == lines.cend() || !prefix.match(*first).hasMatch())
        return lines;
    for (QString &l : lines) {
        if (const auto m = prefix.match(l); m.hasMatch())
            l.remove(0, m.capturedLength());
    }
    return lines;
}

// The writer's own bookkeeping, not an event of the battle.
bool isBookkeeping(const QString &line)
{
    return line.startsWith(QLatin1String("[TASK GEN]")) || line.startsWith(QLatin1String("[LOG]"));
}

bool isPreambleLine(const QString &line)
{
    const QString t = line.trimmed();
    return t.isEmpty() || t.startsWith(QLatin1String("Original: ")) || t.startsWith(QLatin1Char('['))
        || t.startsWith(QLatin1String("--- ["));
}

// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct ArenaLogParser
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ArenaLogParser)
};

// Lines before "Start Loop:": the tournament's "Original: <a> vs <b>" and the examiner's [JUMP] lines.
Result<void> readPreamble(LogReader &r, ArenaLog &log)
{
    while (!r.atEnd() && !r.peek().startsWith(QLatin1String("Start Loop: "))) {
        const qint64 lineNo = r.lineNumber();
        const QString line = r.take();
        if (!isPreambleLine(line))
            return fail(ArenaLogParser::tr(
                            "not a DR-Arena battle log: expected \"Start Loop: Agent A (...) vs Agent B (...)\", "
                            "optionally after \"Original:\" and [JUMP] lines"),
                r.path(), lineNo);
        if (const auto m = re("^Original: (.+) vs (.+)$").match(line.trimmed()); m.hasMatch()) {
            log.originalA = m.captured(1);
            log.originalB = m.captured(2);
        } else if (!line.trimmed().isEmpty()) {
            log.otherLines << line.trimmed();
        }
    }
    const qint64 lineNo = r.lineNumber();
    const auto start = re("^Start Loop: Agent A \\((.+)\\) vs Agent B \\((.+)\\)$").match(r.peek().trimmed());
    if (!start.hasMatch())
        return fail(
            ArenaLogParser::tr("not a DR-Arena battle log: no \"Start Loop: Agent A (...) vs Agent B (...)\" line"),
            r.path(), lineNo);
    r.take();
    log.modelA = start.captured(1);
    log.modelB = start.captured(2);
    return {};
}

void readResources(const QString &text, ArenaLog &log)
{
    log.resources = text;
    if (const auto m = re("Tokens: ([0-9,]+) \\| Est\\. Cost: \\$([0-9.]+)").match(text); m.hasMatch()) {
        log.tokens = m.captured(1).remove(QLatin1Char(',')).toLongLong();
        log.costUsd = m.captured(2).toDouble();
    } else if (const auto t = re("'total_tokens': ([0-9]+)").match(text); t.hasMatch()) {
        log.tokens = t.captured(1).toLongLong();
    }
}

// Lines after FINAL RESULTS (or between rounds).
void readTrailer(const QString &line, ArenaLog &log)
{
    if (const auto s = re("^Final Score: A \\(([-0-9.]+)\\) - B \\(([-0-9.]+)\\)$").match(line); s.hasMatch()) {
        log.finalA = s.captured(1).toDouble();
        log.finalB = s.captured(2).toDouble();
    } else if (line.startsWith(QLatin1String("WINNER: "))) {
        log.winnerText = line.mid(8).trimmed();
    } else if (line.startsWith(QLatin1String("Resources: "))) {
        readResources(line.mid(11).trimmed(), log);
    } else if (isPreambleLine(line) && !line.trimmed().isEmpty()) {
        log.otherLines << line.trimmed();
    }
}

// The two answers and the verdict block of a round; the reader stands after "=== [AGENT A] (n s) ===".
Result<void> readAnswers(LogReader &r, ArenaLogRound &round, qint64 lineNo)
{
    double seconds = 0;
    QStringList answer;
    while (!r.atEnd() && !isAgentHeader(r.peek(), QLatin1Char('B'), &seconds))
        answer << r.take();
    if (r.atEnd())
        return fail(ArenaLogParser::tr("answer A of round %1 is not followed by \"=== [AGENT B] (...s) ===\"")
                        .arg(round.number),
            r.path(), lineNo);
    r.take();
    round.answerA = answer.join(QLatin1Char('\n')).trimmed();
    round.secondsB = seconds;
    answer.clear();
    // Answer B runs until the verdict block (a "[VERDICT FULL]" line followed by "{") or a judge error.
    while (!r.atEnd()) {
        if (r.peek() == QLatin1String("[VERDICT FULL]") && r.peek(1).trimmed().startsWith(QLatin1Char('{')))
            break;
        if (r.peek().startsWith(QLatin1String("[JUDGE ERROR]")))
            break;
        answer << r.take();
    }
    round.answerB = answer.join(QLatin1Char('\n')).trimmed();
    if (r.atEnd())
        return fail(ArenaLogParser::tr("round %1 ends without a verdict block").arg(round.number), r.path(), lineNo);
    if (r.peek().startsWith(QLatin1String("[JUDGE ERROR]"))) {
        round.judgeError = r.take();
        return {};
    }
    r.take();
    auto json = r.json();
    if (!json)
        return tl::unexpected(json.error());
    round.verdictJson = *json;
    return {};
}

bool isEvolutionLine(const QString &line)
{
    const QString t = line.trimmed();
    return t.startsWith(QLatin1String("[EVOLUTION]")) || t.startsWith(QLatin1String("[GAME OVER]"))
        || t.startsWith(QLatin1String("-> ")) || t.startsWith(QLatin1String(">>> "));
}

// One line inside a round (the reader stands after it).
Result<void> readRoundLine(LogReader &r, const QString &line, qint64 lineNo, ArenaLogRound &round, ArenaLog &log)
{
    double seconds = 0;
    if (const auto s = re("^\\[STATE\\] Depth: (\\d+) \\| Width Constraint: (\\d+)").match(line); s.hasMatch()) {
        round.depth = s.captured(1).toInt();
        round.width = s.captured(2).toInt();
    } else if (line.startsWith(QLatin1String("[LOGIC CHAIN] "))) {
        round.logicChain = line.mid(14).split(QStringLiteral(" -> "));
    } else if (line.startsWith(QLatin1String("--- [EXAMINER CONTEXT VIEW] ---"))) {
        QStringList context;
        while (!r.atEnd() && !re("^-{10,}$").match(r.peek()).hasMatch())
            context << r.take();
        if (!r.atEnd())
            r.take();
        round.examinerContext = context.join(QLatin1Char('\n'));
    } else if (line == QLatin1String("[TASK JSON]")) {
        auto json = r.json();
        if (!json)
            return tl::unexpected(json.error());
        round.taskJson = *json;
    } else if (line.startsWith(QLatin1String("[GEN ERROR]"))) {
        round.generationError = line;
    } else if (isAgentHeader(line, QLatin1Char('A'), &seconds)) {
        round.secondsA = seconds;
        return readAnswers(r, round, lineNo);
    } else if (line.startsWith(QLatin1String("[JUDGE ERROR]"))) {
        round.judgeError = line;
    } else if (const auto s = re("^\\[SCORE\\] A: ([-0-9.]+) \\| B: ([-0-9.]+)$").match(line); s.hasMatch()) {
        round.scoreA = s.captured(1).toDouble();
        round.scoreB = s.captured(2).toDouble();
    } else if (isEvolutionLine(line)) {
        round.evolution << line.trimmed();
    } else if (isPreambleLine(line) && !line.trimmed().isEmpty() && !isBookkeeping(line)) {
        log.otherLines << line.trimmed();
    }
    return {};
}
} // namespace

bool looksLikeArenaLog(const QByteArray &head)
{
    const QStringList lines = logLines(QString::fromUtf8(head));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("Start Loop: Agent A (")))
            return true;
        if (!isPreambleLine(line) || line.trimmed().startsWith(QLatin1Char('{')))
            return false;
    }
    return false;
}

Result<ArenaLog> parseArenaLog(const QString &path)
{
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(ArenaLogParser::tr("cannot read the file: %1").arg(f.errorString()), path);
    LogReader r(logLines(QString::fromUtf8(f.readAll())), path);
    ArenaLog log;
    if (auto preamble = readPreamble(r, log); !preamble)
        return tl::unexpected(preamble.error());
    ArenaLogRound *round = nullptr;
    bool sawSeparator = false;
    while (!r.atEnd()) {
        const qint64 lineNo = r.lineNumber();
        const QString line = r.take();
        if (line.startsWith(QLatin1String("Overall Domain/Topic: ")) && log.rounds.isEmpty()) {
            log.topic = line.mid(22).trimmed();
        } else if (isSeparator(line)) {
            sawSeparator = true;
            continue;
        } else if (const auto m = re("^=== ROUND (\\d+) ===$").match(line); m.hasMatch() && sawSeparator) {
            log.rounds.append(ArenaLogRound {});
            round = &log.rounds.last();
            round->number = m.captured(1).toInt();
            round->line = lineNo;
        } else if (const auto m = re("^=== FINAL RESULTS \\(Rounds: (\\d+)\\) ===$").match(line);
                   m.hasMatch() && sawSeparator) {
            log.finalRounds = m.captured(1).toInt();
            round = nullptr;
        } else if (!round) {
            readTrailer(line, log);
        } else if (auto read = readRoundLine(r, line, lineNo, *round, log); !read) {
            return tl::unexpected(read.error());
        }
        if (!line.isEmpty())
            sawSeparator = isSeparator(line);
    }
    if (log.rounds.isEmpty())
        return fail(ArenaLogParser::tr("the log holds no \"=== ROUND n ===\" block"), path);
    return log;
}

} // namespace draudit::models
