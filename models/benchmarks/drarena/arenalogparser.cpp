// A state machine over lines. Markers are honoured only where the writer puts them: answer A ends at a
// well-formed "=== [AGENT B] (n.ns) ===" header, answer B at "[VERDICT FULL]" followed by "{" or at a judge
// error line; JSON blocks are read by balancing braces outside strings.
#include "models/benchmarks/drarena/arenalogparser.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace draudit::models {

namespace {
const QRegularExpression &re(const char *pattern)
{
    static QHash<const char *, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, QRegularExpression(QString::fromLatin1(pattern)));
    return *it;
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

Result<ArenaLog> parseArenaLog(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::ArenaLogParser", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    QString text = QString::fromUtf8(f.readAll());
    text.remove(QLatin1Char('\r'));
    LogReader r(text.split(QLatin1Char('\n')), path);
    ArenaLog log;
    const auto start = re("^Start Loop: Agent A \\((.+)\\) vs Agent B \\((.+)\\)$").match(r.peek());
    if (!start.hasMatch())
        return fail(
            QCoreApplication::translate("draudit::models::ArenaLogParser",
                "not a DR-Arena battle log: the first line should be \"Start Loop: Agent A (...) vs Agent B (...)\""),
            path, 1);
    r.take();
    log.modelA = start.captured(1);
    log.modelB = start.captured(2);

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
            if (const auto s = re("^Final Score: A \\(([-0-9.]+)\\) - B \\(([-0-9.]+)\\)$").match(line); s.hasMatch()) {
                log.finalA = s.captured(1).toDouble();
                log.finalB = s.captured(2).toDouble();
            } else if (line.startsWith(QLatin1String("WINNER: "))) {
                log.winnerText = line.mid(8).trimmed();
            } else if (line.startsWith(QLatin1String("Resources: "))) {
                log.resources = line.mid(11).trimmed();
            } else if (line.startsWith(QLatin1Char('['))) {
                log.otherLines << line;
            }
        } else if (const auto s = re("^\\[STATE\\] Depth: (\\d+) \\| Width Constraint: (\\d+)").match(line);
                   s.hasMatch()) {
            round->depth = s.captured(1).toInt();
            round->width = s.captured(2).toInt();
        } else if (line.startsWith(QLatin1String("[LOGIC CHAIN] "))) {
            round->logicChain = line.mid(14).split(QStringLiteral(" -> "));
        } else if (line.startsWith(QLatin1String("--- [EXAMINER CONTEXT VIEW] ---"))) {
            QStringList context;
            while (!r.atEnd() && !re("^-{10,}$").match(r.peek()).hasMatch())
                context << r.take();
            if (!r.atEnd())
                r.take();
            round->examinerContext = context.join(QLatin1Char('\n'));
        } else if (line == QLatin1String("[TASK JSON]")) {
            auto json = r.json();
            if (!json)
                return tl::unexpected(json.error());
            round->taskJson = *json;
        } else if (line.startsWith(QLatin1String("[GEN ERROR]"))) {
            round->generationError = line;
        } else if (double seconds = 0; isAgentHeader(line, QLatin1Char('A'), &seconds)) {
            round->secondsA = seconds;
            QStringList answer;
            while (!r.atEnd() && !isAgentHeader(r.peek(), QLatin1Char('B'), &seconds))
                answer << r.take();
            if (r.atEnd())
                return fail(QCoreApplication::translate("draudit::models::ArenaLogParser",
                                "answer A of round %1 is not followed by \"=== [AGENT B] (...s) ===\"")
                                .arg(round->number),
                    path, lineNo);
            r.take();
            round->answerA = answer.join(QLatin1Char('\n')).trimmed();
            round->secondsB = seconds;
            answer.clear();
            // Answer B runs until the verdict block (a "[VERDICT FULL]" line followed by "{") or a judge error.
            while (!r.atEnd()) {
                if (r.peek() == QLatin1String("[VERDICT FULL]") && r.peek(1).trimmed().startsWith(QLatin1Char('{')))
                    break;
                if (r.peek().startsWith(QLatin1String("[JUDGE ERROR]")))
                    break;
                answer << r.take();
            }
            round->answerB = answer.join(QLatin1Char('\n')).trimmed();
            if (r.atEnd())
                return fail(QCoreApplication::translate(
                                "draudit::models::ArenaLogParser", "round %1 ends without a verdict block")
                                .arg(round->number),
                    path, lineNo);
            if (r.peek().startsWith(QLatin1String("[JUDGE ERROR]"))) {
                round->judgeError = r.take();
            } else {
                r.take();
                auto json = r.json();
                if (!json)
                    return tl::unexpected(json.error());
                round->verdictJson = *json;
            }
        } else if (line.startsWith(QLatin1String("[JUDGE ERROR]"))) {
            round->judgeError = line;
        } else if (const auto s = re("^\\[SCORE\\] A: ([-0-9.]+) \\| B: ([-0-9.]+)$").match(line); s.hasMatch()) {
            round->scoreA = s.captured(1).toDouble();
            round->scoreB = s.captured(2).toDouble();
        } else if (line.startsWith(QLatin1String("[EVOLUTION]")) || line.startsWith(QLatin1String("[GAME OVER]"))
            || line.startsWith(QLatin1String("-> ")) || line.startsWith(QLatin1String(">>> "))) {
            round->evolution << line;
        } else if (line.startsWith(QLatin1Char('['))) {
            log.otherLines << line;
        }
        if (!line.isEmpty())
            sawSeparator = isSeparator(line);
    }
    if (log.rounds.isEmpty())
        return fail(QCoreApplication::translate(
                        "draudit::models::ArenaLogParser", "the log holds no \"=== ROUND n ===\" block"),
            path);
    return log;
}

} // namespace draudit::models
