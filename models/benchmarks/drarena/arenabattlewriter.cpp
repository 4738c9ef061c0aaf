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
    DRAUDIT_TRY(battleId,
        c.insert(
            QStringLiteral(
                "INSERT INTO comparisons (benchmark, external_id, title, system_a, system_b, winner, score_a, score_b, "
                "total_rounds, metadata, source_id) VALUES ('dr-arena', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
            { b.id, b.title, systemA, systemB, b.winner, b.finalA.value_or(0), b.finalB.value_or(0), b.rounds.size(),
                optional(b.metadataJson), c.sourceId() }));
    ++c.counts().battles;
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("dr-arena-examiner"), b.judgeRun));

    // A battle none of whose rounds has a task yet (the usual case) creates them without looking each one up.
    const QString benchmark = QStringLiteral("dr-arena");
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
    QVariantList responseRows;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        responseRows << tasks[i] << systemA << r.answerA.toVariant() << optional(r.secondsA) << tasks[i] << systemB
                     << r.answerB.toVariant() << optional(r.secondsB);
    }
    DRAUDIT_TRY(responses,
        c.insertRows(QStringLiteral("responses (task_id, system_id, text, duration_s)"), QStringLiteral("(?, ?, ?, ?)"),
            4, responseRows));
    c.counts().responses += responses.size();

    QVariantList roundRows;
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
        roundRows << battleId << r.number << tasks[i] << optional(r.depth) << optional(r.width) << r.wordLimit
                  << r.logicChainJson.toVariant() << r.sourceNodesJson.toVariant() << r.checklistWidthJson.toVariant()
                  << r.checklistDepthJson.toVariant() << responses[2 * i] << responses[2 * i + 1]
                  << r.scoreA.value_or(derivedA) << r.scoreB.value_or(derivedB) << optional(r.evolutionJson);
    }
    DRAUDIT_TRY(rounds,
        c.insertRows(QStringLiteral("rounds (comparison_id, round_no, task_id, depth, width, word_limit, logic_chain, "
                                    "source_nodes, checklist_width, checklist_depth, response_a, response_b, score_a, "
                                    "score_b, evolution)"),
            QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"), 15, roundRows));
    c.counts().rounds += rounds.size();

    QVariantList verdictRows;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        const bool unknown = !points[i];
        verdictRows << judge << Target::round(rounds[i]).toString() << r.verdict
                    << (unknown ? QVariant() : QVariant(*points[i])) << optional(r.tieQuality) << optional(r.failure)
                    << r.reasoning.toVariant()
                    << (unknown ? QVariant(r.flag.isEmpty() ? QStringLiteral("unparsed") : r.flag) : QVariant());
        c.counts().flagged += unknown ? 1 : 0;
    }
    DRAUDIT_TRY(records,
        c.insertRows(QStringLiteral("judge_records (judge_id, target, field, value, score, tie_quality, failure_type, "
                                    "reasoning, flags)"),
            QStringLiteral("(?, ?, 'verdict', ?, ?, ?, ?, ?, ?)"), 8, verdictRows));
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
