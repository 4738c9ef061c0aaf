// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// "[[A_BETTER]]" verdicts lose their brackets; a [JUDGE ERROR] round is kept as UNKNOWN with flag judge-error;
// a round skipped by a [GEN ERROR] never happened and is not imported.
#include "models/benchmarks/drarena/arenalogimporter.h"

#include "models/benchmarks/drarena/arenabattlewriter.h"
#include "models/benchmarks/drarena/arenalogparser.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace draudit::models {

namespace {
Utf8Text arrayJson(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QString::fromLatin1(key));
    return v.isArray() ? Utf8Text { QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact) }
                       : Utf8Text::fromLatin1("[]");
}

// Tournament logs are named R<round>_M<pair>_<a>_vs_<b>_<tree>.log, onboarding logs R<round>_<a>_<b>_<tree>.log.
Utf8Text metadata(const QString &id, const ArenaLog &log)
{
    QJsonObject meta;
    if (const auto tree = QRegularExpression(QStringLiteral("_(tree_\\d+)$")).match(id); tree.hasMatch())
        meta.insert(QStringLiteral("tree_id"), tree.captured(1));
    if (const auto round = QRegularExpression(QStringLiteral("^R(\\d+)_")).match(id); round.hasMatch())
        meta.insert(QStringLiteral("tournament_round"), round.captured(1).toInt());
    if (!log.originalA.isEmpty())
        meta.insert(QStringLiteral("original_pair"), QJsonArray { log.originalA, log.originalB });
    if (!log.resources.isEmpty())
        meta.insert(QStringLiteral("resources"), log.resources);
    if (log.tokens)
        meta.insert(QStringLiteral("tokens"), static_cast<double>(*log.tokens));
    if (log.costUsd)
        meta.insert(QStringLiteral("est_cost_usd"), *log.costUsd);
    if (!log.otherLines.isEmpty())
        meta.insert(QStringLiteral("log_events"), QJsonArray::fromStringList(log.otherLines));
    return Utf8Text { QJsonDocument(meta).toJson(QJsonDocument::Compact) };
}

Result<QJsonObject> object(const QString &json, const QString &path, qint64 line, const QString &what)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return fail(
            QCoreApplication::translate("draudit::models::ArenaLogImporter", "the %1 block is not valid JSON: %2")
                .arg(what, error.errorString()),
            path, line);
    return doc.object();
}

// The round's verdict block: a judge error or ERROR verdict is kept as UNKNOWN, flagged; other values checked.
Result<void> readVerdict(const ArenaLogRound &lr, const QString &path, ArenaRoundData &r)
{
    if (!lr.judgeError.isEmpty()) {
        r.verdict = QStringLiteral("UNKNOWN");
        r.flag = QStringLiteral("judge-error");
        r.reasoning = Utf8Text::fromString(lr.judgeError);
        return {};
    }
    DRAUDIT_TRY(verdict, object(lr.verdictJson, path, lr.line, QStringLiteral("[VERDICT FULL]")));
    QString v = verdict.value(QStringLiteral("verdict")).toString().trimmed();
    if (v.startsWith(QLatin1String("[[")) && v.endsWith(QLatin1String("]]")))
        v = v.mid(2, v.size() - 4);
    r.verdict = arena::isKnownVerdict(v) ? v : QStringLiteral("UNKNOWN");
    if (!arena::isKnownVerdict(v))
        r.flag = arena::isJudgeError(v) ? QStringLiteral("judge-error") : QStringLiteral("unparsed");
    r.tieQuality = verdict.value(QStringLiteral("tie_quality")).toString();
    if (!r.tieQuality.isEmpty() && !arena::isTieQuality(r.tieQuality))
        return fail(QCoreApplication::translate(
                        "draudit::models::ArenaLogImporter", "round %1: tie quality '%2' is not HIGH, LOW or N/A")
                        .arg(lr.number)
                        .arg(r.tieQuality),
            path, lr.line, 0, QStringLiteral("tie_quality"));
    const QString failure = verdict.value(QStringLiteral("loser_failure_type")).toString();
    r.failure = failure.isEmpty() ? QString() : arena::canonicalFailure(failure);
    if (!failure.isEmpty() && r.failure.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::ArenaLogImporter",
                        "round %1: failure type '%2' is not DEEP, WIDE, BOTH or NONE")
                        .arg(lr.number)
                        .arg(failure),
            path, lr.line, 0, QStringLiteral("loser_failure_type"));
    r.reasoning = Utf8Text::fromString(verdict.value(QStringLiteral("reasoning")).toString());
    return {};
}

// One round of the log as the battle writer takes it.
Result<ArenaRoundData> roundData(const ArenaLogRound &lr, const QString &path)
{
    DRAUDIT_TRY(task, object(lr.taskJson, path, lr.line, QStringLiteral("[TASK JSON]")));
    ArenaRoundData r;
    r.number = lr.number;
    r.depth = lr.depth;
    r.width = lr.width;
    r.question = Utf8Text::fromString(task.value(QStringLiteral("question")).toString());
    if (r.question.isEmpty())
        return fail(
            QCoreApplication::translate("draudit::models::ArenaLogImporter", "round %1: [TASK JSON] has no question")
                .arg(lr.number),
            path, lr.line, 0, QStringLiteral("question"));
    r.wordLimit = task.value(QStringLiteral("word_limit_instruction")).toString();
    r.logicChainJson = { QJsonDocument(QJsonArray::fromStringList(lr.logicChain)).toJson(QJsonDocument::Compact) };
    r.sourceNodesJson = arrayJson(task, "source_nodes");
    r.checklistWidthJson = arrayJson(task, "checklist_width");
    r.checklistDepthJson = arrayJson(task, "checklist_depth");
    r.answerA = Utf8Text::fromString(lr.answerA);
    r.answerB = Utf8Text::fromString(lr.answerB);
    r.secondsA = lr.secondsA;
    r.secondsB = lr.secondsB;
    r.scoreA = lr.scoreA;
    r.scoreB = lr.scoreB;
    r.evolutionJson = { QJsonDocument(QJsonArray::fromStringList(lr.evolution)).toJson(QJsonDocument::Compact) };
    DRAUDIT_TRY_VOID(readVerdict(lr, path, r));
    return r;
}
} // namespace

QString ArenaLogImporter::description() const
{
    return QCoreApplication::translate("draudit::models::ArenaLogImporter",
        "DR-Arena raw battle logs (R*_M*_*_vs_*_tree_*.log, R*_*_*_tree_*.log, main.py logs)");
}

bool ArenaLogImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return looksLikeArenaLog(head);
}

Result<void> ArenaLogImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(log, parseArenaLog(path));
    ArenaBattleData b;
    b.id = QFileInfo(path).completeBaseName();
    b.modelA = log.modelA;
    b.modelB = log.modelB;
    b.title = log.topic;
    b.finalA = log.finalA;
    b.finalB = log.finalB;
    const auto winner = QRegularExpression(QStringLiteral("^Agent ([AB]) \\((.+)\\)$")).match(log.winnerText);
    if (log.winnerText.isEmpty() || log.winnerText == QLatin1String("Tie"))
        b.winner = QStringLiteral("Tie");
    else if (winner.hasMatch()
        && winner.captured(2) == (winner.captured(1) == QLatin1String("A") ? log.modelA : log.modelB))
        b.winner = winner.captured(1);
    else
        return fail(QCoreApplication::translate(
                        "draudit::models::ArenaLogImporter", "WINNER line '%1' names neither seat's model")
                        .arg(log.winnerText),
            path);
    b.metadataJson = metadata(b.id, log);

    for (const ArenaLogRound &lr : log.rounds) {
        if (lr.taskJson.isEmpty() && !lr.generationError.isEmpty())
            continue; // [GEN ERROR] ... Skipping round.
        if (lr.taskJson.isEmpty())
            return fail(
                QCoreApplication::translate("draudit::models::ArenaLogImporter", "round %1 has no [TASK JSON] block")
                    .arg(lr.number),
                path, lr.line);
        DRAUDIT_TRY(r, roundData(lr, path));
        b.rounds << r;
    }
    if (log.finalRounds && *log.finalRounds != b.rounds.size())
        c.addCheck(QCoreApplication::translate(
            "draudit::models::ArenaLogImporter", "%1: FINAL RESULTS says %2 rounds but the log holds %3")
                       .arg(b.id)
                       .arg(*log.finalRounds)
                       .arg(b.rounds.size()));
    if (auto r = writeArenaBattle(c, b); !r)
        return r;
    return c.recordDone();
}

} // namespace draudit::models
