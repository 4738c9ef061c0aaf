// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Records attach to the imported battle or round when it exists, else to a stable placeholder target
// (flag "unlinked"), so import order never loses information.
#include "models/benchmarks/drarena/arenadashboardimporters.h"

#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/jsonlines.h"
#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace draudit::models {

namespace {
QVariant nullable(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}
} // namespace

QString ArenaVerdictsImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::ArenaDashboardImporters", "DR-Arena dashboard verdicts (verdicts.json)");
}

bool ArenaVerdictsImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"battle_id\"") && head.contains("\"verdict\"");
}

Result<void> ArenaVerdictsImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("dr-arena-examiner")));
    // A retried round repeats its number and a battle may be listed twice: each replay round links to one verdict.
    QSet<qint64> linked;
    qint64 index = 0;
    return forEachJsonDocument(path, [&](const JsonRecord &battle) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, battle.string("battle_id"));
            DRAUDIT_TRY(rounds, battle.objects("rounds"));
            for (const JsonRecord &r : rounds) {
                DRAUDIT_TRY(number, r.number("round"));
                DRAUDIT_TRY(verdictText, r.string("verdict"));
                const bool judgeError = arena::isJudgeError(verdictText);
                const QString verdict = judgeError ? QStringLiteral("UNKNOWN") : verdictText;
                if (!arena::isKnownVerdict(verdict))
                    return tl::unexpected(r.error("verdict",
                        QCoreApplication::translate(
                            "draudit::models::ArenaDashboardImporters", "'%1' is not a DR-Arena verdict")
                            .arg(verdict)));
                DRAUDIT_TRY(tie, r.optionalString("tie_quality"));
                DRAUDIT_TRY(failureText, r.optionalString("failure_type"));
                const QString failure = failureText.isEmpty() ? QString() : arena::canonicalFailure(failureText);
                if (!failureText.isEmpty() && failure.isEmpty())
                    return tl::unexpected(r.error("failure_type",
                        QCoreApplication::translate(
                            "draudit::models::ArenaDashboardImporters", "'%1' is not DEEP, WIDE, BOTH or NONE")
                            .arg(failureText)));
                // Link to the replay's round only when the round numbers line up one to one (retried rounds repeat a
                // number).
                DRAUDIT_TRY(round, c.lookups().onlyRound(kDrArena.toString(), id, static_cast<int>(number)));
                if (round && linked.contains(*round))
                    round = std::nullopt;
                if (round)
                    linked.insert(*round);
                const auto points = arena::verdictPoints(verdict);
                const QString target = round
                    ? Target::round(*round).toString()
                    : Target::external(kDrArena.toString(), QStringLiteral("%1#r%2#%3").arg(id).arg(number).arg(index))
                          .toString();
                QString flags = points ? QString()
                    : judgeError       ? QStringLiteral("judge-error")
                                       : QStringLiteral("unparsed");
                if (!round)
                    flags += flags.isEmpty() ? QStringLiteral("unlinked") : QStringLiteral(",unlinked");
                // A named examiner imported again from another file: the same verdict is a no-op, another an error.
                DRAUDIT_TRY(existing, c.lookups().judgeRecord(judge, target, QStringLiteral("verdict")));
                if (existing) {
                    DRAUDIT_TRY(same, c.lookups().judgeRecordHasScore(*existing, points.value_or(0), !points));
                    if (!same)
                        return tl::unexpected(r.error("verdict",
                            QCoreApplication::translate("draudit::models::ArenaDashboardImporters",
                                "this examiner already gave round %1 of battle %2 another verdict; another examiner "
                                "needs its own --judge name")
                                .arg(number)
                                .arg(id)));
                    ++index;
                    continue;
                }
                JudgeRecordRow record(judge, target, QStringLiteral("verdict"));
                record.value = verdict;
                record.score = points ? QVariant(*points) : QVariant();
                record.tieQuality = nullable(tie);
                record.failureType = nullable(failure);
                record.flags = nullable(flags);
                DRAUDIT_TRY(rec, c.judgeRecord(record));
                ++c.counts().judgeRecords;
                c.counts().flagged += points ? 0 : 1;
                ++index;
            }
            return {};
        };
        return c.finishRecord(one);
    });
}

QString ArenaBattlesImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::ArenaDashboardImporters", "DR-Arena dashboard battle summaries (battles.json)");
}

bool ArenaBattlesImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"replay_id\"") && head.contains("\"winner\"");
}

Result<void> ArenaBattlesImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("dr-arena-examiner")));
    return forEachJsonDocument(path, [&](const JsonRecord &b) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, b.string("id"));
            DRAUDIT_TRY(replay, b.optionalString("replay_id"));
            DRAUDIT_TRY(modelA, b.string("model_a"));
            DRAUDIT_TRY(modelB, b.string("model_b"));
            DRAUDIT_TRY(winner, b.optionalString("winner"));
            DRAUDIT_TRY(rounds, b.optionalNumber("rounds"));
            if (!winner.isEmpty() && winner != QLatin1String("Tie") && winner != modelA && winner != modelB)
                return tl::unexpected(b.error("winner",
                    QCoreApplication::translate(
                        "draudit::models::ArenaDashboardImporters", "'%1' is neither model_a, model_b nor null")
                        .arg(winner)));
            DRAUDIT_TRY(battle, c.lookups().latestComparison(kDrArena.toString(), replay));
            const QString target = battle ? Target::comparison(*battle).toString()
                                          : Target::external(QLatin1String(kUnlinkedBattleScheme), id).toString();
            JudgeRecordRow record(judge, target, QStringLiteral("winner"));
            record.value = winner.isEmpty() ? QStringLiteral("Tie") : winner;
            record.score = rounds ? QVariant(*rounds) : QVariant();
            if (!battle)
                record.flags = QStringLiteral("unlinked");
            // The replay's own record of the same result, when it was imported first, is the same record.
            DRAUDIT_TRY_VOID(c.judgeLabel(record, QStringLiteral("dr-arena-examiner")));
            if (battle)
                return {};
            // A battle without its replay is still a game of the official leaderboard: its models are kept with it,
            // and its replay's id, so the replay imported later counts it once.
            for (const auto &[field, value] :
                { std::pair { QStringLiteral("model_a"), modelA }, std::pair { QStringLiteral("model_b"), modelB },
                    std::pair { QStringLiteral("replay"), replay } }) {
                if (value.isEmpty())
                    continue;
                if (field != QLatin1String("replay"))
                    DRAUDIT_TRY_VOID(c.system(value));
                JudgeRecordRow part(judge, target, field);
                part.value = value;
                part.flags = QStringLiteral("unlinked");
                DRAUDIT_TRY_VOID(c.judgeLabel(part, QStringLiteral("dr-arena-examiner")));
            }
            return {};
        };
        return c.finishRecord(one);
    });
}

QString ArenaLeaderboardImporter::description() const
{
    return QCoreApplication::translate("draudit::models::ArenaDashboardImporters",
        "DR-Arena leaderboard (leaderboard.json or current_leaderboard.csv)");
}

bool ArenaLeaderboardImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return (head.contains("\"elo\"") && head.contains("\"model\""))
        || fileName.contains(QLatin1String("leaderboard"), Qt::CaseInsensitive);
}

Result<void> ArenaLeaderboardImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("leaderboard"), QFileInfo(path).completeBaseName()));
    const auto store = [&](const QString &model, double elo, const QVariant &rank) -> Result<void> {
        DRAUDIT_TRY(system, c.system(model));
        for (const auto &[field, value] :
            { std::pair { QStringLiteral("elo"), QVariant(elo) }, std::pair { QStringLiteral("rank"), rank } }) {
            if (!value.isValid())
                continue;
            JudgeRecordRow record(judge, Target::system(system).toString(), field);
            record.score = value;
            DRAUDIT_TRY(rec, c.judgeRecord(record));
            ++c.counts().judgeRecords;
        }
        return {};
    };
    if (QFileInfo(path).suffix().toLower() == QLatin1String("csv")) {
        DRAUDIT_TRY(table, TabularFile::read(path));
        if (table.columns().size() < 2)
            return fail(QCoreApplication::translate(
                            "draudit::models::ArenaDashboardImporters", "expected two columns: model and Elo rating"),
                path, 1);
        for (const TabularRow &row : table.rows()) {
            bool ok = false;
            const double elo = row.cells.value(1).trimmed().toDouble(&ok);
            if (!ok || row.cells.value(0).trimmed().isEmpty()) {
                const Error e { QCoreApplication::translate("draudit::models::ArenaDashboardImporters",
                                    "expected a model name and a numeric Elo rating"),
                    path, row.line, ok ? 1 : 2, {} };
                if (!c.recordError(e))
                    return tl::unexpected(e);
                continue;
            }
            if (auto r = c.finishRecord([&] { return store(row.cells.value(0).trimmed(), elo, {}); }); !r)
                return r;
        }
        return {};
    }
    return forEachJsonDocument(path, [&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(model, row.string("model"));
            DRAUDIT_TRY(elo, row.number("elo"));
            DRAUDIT_TRY(rank, row.optionalNumber("rank"));
            return store(model, elo, rank ? QVariant(*rank) : QVariant());
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
