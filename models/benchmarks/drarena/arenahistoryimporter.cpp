// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seats are swapped on odd trees, so the gamekey's model order says nothing about seats: the winner is taken
// from the name in parentheses, and matched to a battle by tree and the pair of models in either order.
#include "models/benchmarks/drarena/arenahistoryimporter.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace draudit::models {

QString ArenaHistoryImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::ArenaHistoryImporter", "DR-Arena tournament history (all_debate_history.jsonl)");
}

bool ArenaHistoryImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"gamekey\"") && head.contains("\"result\"");
}

Result<void> ArenaHistoryImporter::run(const QString & /*path: the context reads it*/, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("dr-arena-examiner")));
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(key, row.stringList("gamekey"));
            if (key.size() != 3)
                return tl::unexpected(row.error("gamekey",
                    QCoreApplication::translate(
                        "draudit::models::ArenaHistoryImporter", "expected [tree_id, model, model]")));
            DRAUDIT_TRY(result, row.object("result"));
            DRAUDIT_TRY(winnerText, result.string("winner"));
            DRAUDIT_TRY(rounds, result.number("rounds"));
            QString winnerModel;
            if (winnerText != QLatin1String("Tie")) {
                const auto m = QRegularExpression(QStringLiteral("^Agent [AB] \\((.+)\\)$")).match(winnerText);
                if (!m.hasMatch() || (m.captured(1) != key[1] && m.captured(1) != key[2]))
                    return tl::unexpected(result.error("winner",
                        QCoreApplication::translate(
                            "draudit::models::ArenaHistoryImporter", "'%1' names neither %2 nor %3")
                            .arg(winnerText, key[1], key[2])));
                winnerModel = m.captured(1);
            }
            DRAUDIT_TRY(battle,
                c.lookups().latestComparisonBetween(
                    kDrArena.toString(), QStringLiteral("\"tree_id\":\"%1\"").arg(key[0]), key[1], key[2]));
            const QString target = battle ? Target::comparison(*battle).toString()
                                          : QStringLiteral("dr-arena:%1:%2:%3").arg(key[0], key[1], key[2]);
            JudgeRecordRow row(judge, target, QStringLiteral("winner"));
            row.value = winnerModel.isEmpty() ? QStringLiteral("Tie") : winnerModel;
            row.score = rounds;
            if (!battle)
                row.flags = QStringLiteral("unlinked");
            // The battle's log or replay records its result already: the same result is not stored twice, and another
            // one is listed below.
            DRAUDIT_TRY(existing, c.lookups().judgeRecord(judge, target, QStringLiteral("winner")));
            if (!existing) {
                DRAUDIT_TRY(record, c.judgeRecord(row));
                Q_UNUSED(record);
                ++c.counts().judgeRecords;
            }
            if (!battle) {
                ++c.counts().flagged;
                return {};
            }
            DRAUDIT_TRY(imported, c.lookups().comparisonWinner(*battle));
            DRAUDIT_TRY(expected, c.lookups().systemIdOrZero(winnerModel));
            if (imported.value_or(-1) != expected.value_or(-2))
                c.addCheck(QCoreApplication::translate("draudit::models::ArenaHistoryImporter",
                    "%1 %2 vs %3: the history says %4 won, the battle log says otherwise")
                               .arg(key[0], key[1], key[2], winnerText));
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
