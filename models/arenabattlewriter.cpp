// The 2/1/0 rule is re-applied to the verdicts and compared with every cumulative score the file states.
#include "models/arenabattlewriter.h"

#include "models/arenaverdict.h"
#include "models/resulttry.h"

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
    DRAUDIT_TRY(knownTasks, c.hasTasksUnder(benchmark, b.id + QLatin1Char('#')));
    double derivedA = 0, derivedB = 0;
    for (const ArenaRoundData &r : b.rounds) {
        const QString taskId = b.id + QStringLiteral("#r%1").arg(r.number);
        DRAUDIT_TRY(task,
            knownTasks ? c.task(benchmark, taskId, {}, b.topic, r.question)
                       : c.newTask(benchmark, taskId, {}, b.topic, r.question));
        const QString respSql = QStringLiteral("INSERT INTO responses (task_id, system_id, text, duration_s) "
                                               "VALUES (?, ?, ?, ?) RETURNING id");
        DRAUDIT_TRY(ra, c.insert(respSql, { task, systemA, r.answerA.toVariant(), optional(r.secondsA) }));
        DRAUDIT_TRY(rb, c.insert(respSql, { task, systemB, r.answerB.toVariant(), optional(r.secondsB) }));
        c.counts().responses += 2;
        const auto points = arena::verdictPoints(r.verdict);
        if (points) {
            derivedA += std::max(0, *points);
            derivedB += std::max(0, -*points);
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
        DRAUDIT_TRY(roundId,
            c.insert(
                QStringLiteral(
                    "INSERT INTO rounds (comparison_id, round_no, task_id, depth, width, word_limit, logic_chain, "
                    "source_nodes, "
                    "checklist_width, checklist_depth, response_a, response_b, score_a, score_b, evolution) VALUES "
                    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
                { battleId, r.number, task, optional(r.depth), optional(r.width), r.wordLimit,
                    r.logicChainJson.toVariant(), r.sourceNodesJson.toVariant(), r.checklistWidthJson.toVariant(),
                    r.checklistDepthJson.toVariant(), ra, rb, r.scoreA.value_or(derivedA), r.scoreB.value_or(derivedB),
                    optional(r.evolutionJson) }));
        ++c.counts().rounds;
        const bool unknown = !points.has_value();
        DRAUDIT_TRY(record,
            c.insert(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value, score, tie_quality, "
                                    "failure_type, reasoning, "
                                    "flags) VALUES (?, ?, 'verdict', ?, ?, ?, ?, ?, ?) RETURNING id"),
                { judge, QStringLiteral("round:%1").arg(roundId), r.verdict, unknown ? QVariant() : QVariant(*points),
                    optional(r.tieQuality), optional(r.failure), r.reasoning.toVariant(),
                    unknown ? QVariant(r.flag.isEmpty() ? QStringLiteral("unparsed") : r.flag) : QVariant() }));
        ++c.counts().judgeRecords;
        c.counts().flagged += unknown ? 1 : 0;
    }
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
