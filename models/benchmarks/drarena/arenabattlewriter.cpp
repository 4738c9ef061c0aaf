// The 2/1/0 rule is re-applied to the verdicts and compared with every cumulative score the file states.
#include "models/benchmarks/drarena/arenabattlewriter.h"

#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"

#include <QCoreApplication>
#include <cmath>

namespace draudit::models {

namespace {
QVariant optional(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

QVariant optional(const std::optional<int> &v)
{
    return v ? QVariant(*v) : QVariant();
}

QVariant optional(const QString &v)
{
    return v.isEmpty() ? QVariant() : QVariant(v);
}

QVariant optional(const Utf8Text &v)
{
    return v.isEmpty() ? QVariant() : v.toVariant();
}
} // namespace

Result<void> writeArenaBattle(ImportContext &c, const ArenaBattleData &b)
{
    DRAUDIT_TRY(systemA, c.system(b.modelA));
    DRAUDIT_TRY(systemB, c.system(b.modelB));
    const QString benchmark = QStringLiteral("dr-arena");
    DRAUDIT_TRY(battleId,
        c.writer().addBattle({ benchmark, b.id, b.title, systemA, systemB, b.winner, b.finalA.value_or(0),
            b.finalB.value_or(0), static_cast<int>(b.rounds.size()), optional(b.metadataJson), c.sourceId() }));
    ++c.counts().battles;
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("dr-arena-examiner"), b.judgeRun));

    // A battle none of whose rounds has a task yet (the usual case) creates them without looking each one up.
    QStringList taskIds;
    QList<Utf8Text> questions;
    for (const ArenaRoundData &r : b.rounds) {
        taskIds << b.id + QStringLiteral("#r") + QString::number(r.number);
        questions << r.question;
    }
    DRAUDIT_TRY(knownTasks, c.hasTasksUnder(benchmark, b.id + QLatin1Char('#')));
    QList<qint64> tasks;
    if (knownTasks) {
        for (qsizetype i = 0; i < b.rounds.size(); ++i) {
            DRAUDIT_TRY(task, c.task(benchmark, taskIds[i], {}, b.topic, questions[i].toString()));
            tasks << task;
        }
    } else {
        DRAUDIT_TRY(created, c.newTasks(benchmark, taskIds, b.topic, questions));
        tasks = created;
    }

    // Each kind of row goes in one statement per battle: the responses (A then B of each round), the rounds, the
    // verdicts.
    QList<ResponseRow> responseRows;
    responseRows.reserve(b.rounds.size() * 2);
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        responseRows << ResponseRow(tasks[i], systemA, r.answerA) << ResponseRow(tasks[i], systemB, r.answerB);
        responseRows[2 * i].durationSeconds = optional(r.secondsA);
        responseRows[2 * i + 1].durationSeconds = optional(r.secondsB);
    }
    DRAUDIT_TRY(responses, c.writer().addResponses(std::move(responseRows)));
    c.counts().responses += responses.size();

    QList<RoundRow> roundRows;
    roundRows.reserve(b.rounds.size());
    QList<std::optional<int>> points; // each round's verdict in points for A, none when UNKNOWN
    double derivedA = 0, derivedB = 0;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        points << arena::verdictPoints(r.verdict);
        if (points.back()) {
            const int p = *points.back();
            derivedA += std::max(0, p);
            derivedB += std::max(0, -p);
        }
        if ((r.scoreA && std::fabs(*r.scoreA - derivedA) > 1e-9)
            || (r.scoreB && std::fabs(*r.scoreB - derivedB) > 1e-9))
            c.addCheck(QCoreApplication::translate("draudit::models::ArenaBattleWriter",
                "%1 round %2: the file's cumulative score is %3–%4 but the verdicts give %5–%6")
                           .arg(b.id)
                           .arg(r.number)
                           .arg(r.scoreA.value_or(0))
                           .arg(r.scoreB.value_or(0))
                           .arg(derivedA)
                           .arg(derivedB));
        roundRows.append({ battleId, r.number, tasks[i], optional(r.depth), optional(r.width), r.wordLimit,
            r.logicChainJson.toVariant(), r.sourceNodesJson.toVariant(), r.checklistWidthJson.toVariant(),
            r.checklistDepthJson.toVariant(), responses[2 * i], responses[2 * i + 1], r.scoreA.value_or(derivedA),
            r.scoreB.value_or(derivedB), optional(r.evolutionJson) });
    }
    DRAUDIT_TRY(rounds, c.writer().addRounds(std::move(roundRows)));
    c.counts().rounds += rounds.size();

    QList<JudgeRecordRow> verdictRows;
    verdictRows.reserve(b.rounds.size());
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        const bool unknown = !points[i];
        JudgeRecordRow &v
            = verdictRows.emplace_back(judge, Target::round(rounds[i]).toString(), QStringLiteral("verdict"));
        v.value = r.verdict;
        v.score = unknown ? QVariant() : QVariant(*points[i]);
        v.tieQuality = optional(r.tieQuality);
        v.failureType = optional(r.failure);
        v.reasoning = r.reasoning.toVariant();
        v.flags = unknown ? QVariant(r.flag.isEmpty() ? QStringLiteral("unparsed") : r.flag) : QVariant();
        c.counts().flagged += unknown ? 1 : 0;
    }
    DRAUDIT_TRY(records, c.writer().addJudgeRecords(std::move(verdictRows)));
    c.counts().judgeRecords += records.size();

    if ((b.finalA && std::fabs(*b.finalA - derivedA) > 1e-9) || (b.finalB && std::fabs(*b.finalB - derivedB) > 1e-9))
        c.addCheck(QCoreApplication::translate(
            "draudit::models::ArenaBattleWriter", "%1: final score %2–%3 does not follow from its verdicts (%4–%5)")
                       .arg(b.id)
                       .arg(b.finalA.value_or(0))
                       .arg(b.finalB.value_or(0))
                       .arg(derivedA)
                       .arg(derivedB));
    return {};
}

} // namespace draudit::models
