// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2/1/0 rule is re-applied to the verdicts and compared with every cumulative score the file states.
#include "models/benchmarks/drarena/arenabattlewriter.h"

#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
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

namespace {
// The battle's rounds as tasks ("<battle>#r<n>"): created in one statement when none exists yet (the usual case).
Result<QList<qint64>> roundTasks(ImportContext &c, const ArenaBattleData &b, const QString &benchmark)
{
    QStringList taskIds;
    QList<Utf8Text> questions;
    for (const ArenaRoundData &r : b.rounds) {
        taskIds << b.id + QStringLiteral("#r") + QString::number(r.number);
        questions << r.question;
    }
    DRAUDIT_TRY(knownTasks, c.hasTasksUnder(benchmark, b.id + QLatin1Char('#')));
    if (!knownTasks)
        return c.newTasks(benchmark, taskIds, b.topic, questions);
    QList<qint64> tasks;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        DRAUDIT_TRY(task, c.task(benchmark, taskIds[i], {}, b.topic, questions[i].toString()));
        tasks << task;
    }
    return tasks;
}

// The answers, A then B of each round, in one statement.
Result<QList<qint64>> roundResponses(
    ImportContext &c, const ArenaBattleData &b, const QList<qint64> &tasks, qint64 systemA, qint64 systemB)
{
    QList<ResponseRow> rows;
    rows.reserve(b.rounds.size() * 2);
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        rows << ResponseRow(tasks[i], systemA, r.answerA) << ResponseRow(tasks[i], systemB, r.answerB);
        rows[2 * i].durationSeconds = optional(r.secondsA);
        rows[2 * i + 1].durationSeconds = optional(r.secondsB);
        for (const qsizetype k : { 0, 1 }) {
            ResponseRow &row = rows[2 * i + k];
            row.line = b.line;
            row.field = QStringLiteral("%1 (round %2)").arg(k == 0 ? u"answer_a" : u"answer_b").arg(r.number);
            DRAUDIT_TRY_VOID(c.checkLength(row));
        }
    }
    DRAUDIT_TRY(ids, c.writer().addResponses(std::move(rows)));
    c.counts().responses += ids.size();
    return ids;
}

// The verdicts in points for A (none when UNKNOWN), and the cumulative scores they give, each round checked
// against the score the file states.
struct DerivedScores
{
    QList<std::optional<int>> points;
    QList<double> a, b; // after each round
};

DerivedScores deriveScores(ImportContext &c, const ArenaBattleData &battle)
{
    DerivedScores d;
    double a = 0, b = 0;
    for (const ArenaRoundData &r : battle.rounds) {
        d.points << arena::verdictPoints(r.verdict);
        if (d.points.back()) {
            a += std::max(0, *d.points.back());
            b += std::max(0, -*d.points.back());
        }
        d.a << a;
        d.b << b;
        if ((r.scoreA && std::fabs(*r.scoreA - a) > 1e-9) || (r.scoreB && std::fabs(*r.scoreB - b) > 1e-9))
            c.addCheck(QCoreApplication::translate("draudit::models::ArenaBattleWriter",
                "%1 round %2: the file's cumulative score is %3–%4 but the verdicts give %5–%6")
                           .arg(battle.id)
                           .arg(r.number)
                           .arg(r.scoreA.value_or(0))
                           .arg(r.scoreB.value_or(0))
                           .arg(a)
                           .arg(b));
    }
    return d;
}

Result<QList<qint64>> writeRounds(ImportContext &c, const ArenaBattleData &b, qint64 battleId,
    const QList<qint64> &tasks, const QList<qint64> &responses, const DerivedScores &d)
{
    QList<RoundRow> rows;
    rows.reserve(b.rounds.size());
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        rows.append({ battleId, r.number, tasks[i], optional(r.depth), optional(r.width), optional(r.wordLimit),
            r.logicChainJson.toVariant(), r.sourceNodesJson.toVariant(), r.checklistWidthJson.toVariant(),
            r.checklistDepthJson.toVariant(), responses[2 * i], responses[2 * i + 1], r.scoreA.value_or(d.a[i]),
            r.scoreB.value_or(d.b[i]), optional(r.evolutionJson) });
    }
    DRAUDIT_TRY(ids, c.writer().addRounds(std::move(rows)));
    c.counts().rounds += ids.size();
    return ids;
}

Result<void> writeVerdicts(
    ImportContext &c, const ArenaBattleData &b, qint64 judge, const QList<qint64> &rounds, const DerivedScores &d)
{
    QList<JudgeRecordRow> rows;
    rows.reserve(b.rounds.size());
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        const ArenaRoundData &r = b.rounds[i];
        const bool unknown = !d.points[i];
        JudgeRecordRow &v = rows.emplace_back(judge, Target::round(rounds[i]).toString(), QStringLiteral("verdict"));
        v.value = r.verdict;
        v.score = unknown ? QVariant() : QVariant(*d.points[i]);
        v.tieQuality = optional(r.tieQuality);
        v.failureType = optional(r.failure);
        v.reasoning = r.reasoning.toVariant();
        v.flags = unknown ? QVariant(r.flag.isEmpty() ? QStringLiteral("unparsed") : r.flag) : QVariant();
        c.counts().flagged += unknown ? 1 : 0;
    }
    DRAUDIT_TRY(ids, c.writer().addJudgeRecords(std::move(rows)));
    c.counts().judgeRecords += ids.size();
    return {};
}
} // namespace

Result<void> writeArenaBattle(ImportContext &c, const ArenaBattleData &b)
{
    DRAUDIT_TRY(systemA, c.system(b.modelA));
    DRAUDIT_TRY(systemB, c.system(b.modelB));
    const QString benchmark = kDrArena.toString();
    DRAUDIT_TRY(battleId,
        c.writer().addComparison({ benchmark, b.id, b.title, systemA, systemB, b.winner, b.finalA.value_or(0),
            b.finalB.value_or(0), static_cast<int>(b.rounds.size()), optional(b.metadataJson), c.sourceId() }));
    ++c.counts().comparisons;
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("dr-arena-examiner")));
    // Each kind of row goes in one statement per battle: the tasks, the responses, the rounds, the verdicts.
    DRAUDIT_TRY(tasks, roundTasks(c, b, benchmark));
    DRAUDIT_TRY(responses, roundResponses(c, b, tasks, systemA, systemB));
    const DerivedScores derived = deriveScores(c, b);
    DRAUDIT_TRY(rounds, writeRounds(c, b, battleId, tasks, responses, derived));
    DRAUDIT_TRY_VOID(writeVerdicts(c, b, judge, rounds, derived));
    // The battle's result as the file records it, as battles.json gives it: what the official leaderboard is fitted on.
    if (!b.winner.isEmpty()) {
        JudgeRecordRow result(judge, Target::comparison(battleId).toString(), QStringLiteral("winner"));
        result.value = b.winner == QLatin1String("A") ? b.modelA
            : b.winner == QLatin1String("B")          ? b.modelB
                                                      : QStringLiteral("Tie");
        result.score = static_cast<int>(b.rounds.size());
        // Through the batch the verdicts went through, so both backends number the records alike.
        DRAUDIT_TRY(ids, c.writer().addJudgeRecords({ result }));
        c.counts().judgeRecords += ids.size();
    }
    const double derivedA = derived.a.isEmpty() ? 0 : derived.a.back();
    const double derivedB = derived.b.isEmpty() ? 0 : derived.b.back();
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
