// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each line: a duel (a comparison of two systems) with a task, two answers and the judge's verdict per round, written
// through the import writer as every battle-shaped benchmark writes its rows.
#include "tests/benchmarks/tinyduel/tinyduelimporter.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/import/importcontext.h"
#include "models/io/jsonlines.h"
#include "models/io/jsonrecord.h"
#include "models/store/imports/importrows.h"
#include "models/store/imports/importwriter.h"
#include "models/store/imports/judgerecords.h"
#include "tests/benchmarks/tinyduel/tinyduelbenchmark.h"

namespace draudit::tests {

using namespace draudit::models;

namespace {
struct DuelRound
{
    QString question, answerA, answerB, verdict;
};

Result<DuelRound> readRound(const JsonRecord &r)
{
    DRAUDIT_TRY(question, r.string("question"));
    DRAUDIT_TRY(answerA, r.string("answer_a"));
    DRAUDIT_TRY(answerB, r.string("answer_b"));
    DRAUDIT_TRY(verdict, r.string("verdict"));
    if (verdict != QLatin1String("A") && verdict != QLatin1String("B") && verdict != QLatin1String("Tie"))
        return tl::unexpected(r.error("verdict", QStringLiteral("'%1' is not A, B or Tie").arg(verdict)));
    return DuelRound { question, answerA, answerB, verdict };
}
} // namespace

bool TinyDuelImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.endsWith(QLatin1String(".jsonl")) && head.startsWith("{\"duel\":");
}

Result<void> TinyDuelImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("duel-judge"), {}));
    return forEachJsonLine(path, [&](const JsonRecord &r) -> Result<void> {
        DRAUDIT_TRY(duel, r.string("duel"));
        DRAUDIT_TRY(modelA, r.string("model_a"));
        DRAUDIT_TRY(modelB, r.string("model_b"));
        DRAUDIT_TRY(records, r.objects("rounds"));
        QList<DuelRound> rounds;
        for (const JsonRecord &round : std::as_const(records)) {
            DRAUDIT_TRY(read, readRound(round));
            rounds << read;
        }
        DRAUDIT_TRY(systemA, c.system(modelA));
        DRAUDIT_TRY(systemB, c.system(modelB));
        DRAUDIT_TRY(battle,
            c.writer().addComparison({ kTinyDuel.toString(), duel, QStringLiteral("Duel %1").arg(duel), systemA,
                systemB, {}, {}, {}, static_cast<int>(rounds.size()), {}, c.sourceId() }));
        ++c.counts().comparisons;
        for (int n = 0; n < rounds.size(); ++n) {
            const DuelRound &round = rounds[n];
            DRAUDIT_TRY(task,
                c.task(kTinyDuel.toString(), QStringLiteral("%1#r%2").arg(duel).arg(n + 1), {}, {}, round.question));
            DRAUDIT_TRY(a, c.response(ResponseRow(task, systemA, round.answerA)));
            DRAUDIT_TRY(b, c.response(ResponseRow(task, systemB, round.answerB)));
            RoundRow row;
            row.comparisonId = battle;
            row.number = n + 1;
            row.taskId = task;
            row.responseA = a;
            row.responseB = b;
            DRAUDIT_TRY(roundId, c.writer().addRound(row));
            ++c.counts().rounds;
            JudgeRecordRow verdict(judge, Target::round(roundId).toString(), QStringLiteral("duel_verdict"));
            verdict.value = round.verdict;
            DRAUDIT_TRY_VOID(c.judgeLabel(verdict, QStringLiteral("duel-judge")));
        }
        return Result<void> {};
    });
}

} // namespace draudit::tests
