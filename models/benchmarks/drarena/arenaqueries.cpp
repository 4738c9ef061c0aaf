// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/drarena/arenaqueries.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/answerbasis.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>
#include <iterator>

namespace draudit::models {

ArenaQueries::ArenaQueries(ProjectStore &store)
    : m_store(store)
{
}

// A round's unit is its battle; "tree" is the information tree the battle was built on (its replay's tree_id).
Result<QList<StudyCandidate>> ArenaQueries::roundCandidates() const
{
    QSqlDatabase &db = m_store.database();
    QList<StudyCandidate> out;
    DRAUDIT_TRY(q,
        runQuery(db,
            QStringLiteral("SELECT r.id, sa.name, sb.name, c.title, t.domain, t.language, r.round_no, "
                           "(SELECT jr.value FROM judge_records jr WHERE jr.target = ? || r.id AND jr.field "
                           "= 'verdict' "
                           "ORDER BY jr.id LIMIT 1), c.id, c.metadata FROM rounds r JOIN comparisons c ON c.id = "
                           "r.comparison_id "
                           "JOIN systems sa ON sa.id = c.system_a JOIN systems sb ON sb.id = c.system_b "
                           "JOIN tasks t ON t.id = r.task_id WHERE c.benchmark = ? ORDER BY r.id"),
            { Target::Kind::Round.prefix(), kDrArena.toString() }));
    QHash<qint64, QString> trees;
    while (q.next()) {
        QStringList pair { q.value(1).toString(), q.value(2).toString() };
        pair.sort();
        const qint64 battle = q.value(8).toLongLong();
        if (!trees.contains(battle))
            trees.insert(battle,
                QJsonDocument::fromJson(q.value(9).toString().toUtf8())
                    .object()
                    .value(QStringLiteral("tree_id"))
                    .toString());
        out.append({ Target::round(q.value(0).toLongLong()),
            { { QStringLiteral("model_pair"), pair.join(QStringLiteral(" vs ")) },
                { QStringLiteral("task"), q.value(3).toString() }, { QStringLiteral("domain"), q.value(4).toString() },
                { QStringLiteral("language"), q.value(5).toString() },
                { QStringLiteral("round"), q.value(6).toString() },
                { QStringLiteral("verdict"), q.value(7).toString() }, { QStringLiteral("tree"), trees.value(battle) } },
            Target::comparison(battle), q.value(6).toInt() });
    }
    return out;
}

namespace {
// Verdicts on DR-Arena's rounds only, in the order the statement gives them. The other benchmarks' comparisons are
// left out after the statement, not in it: a condition on the benchmark would change the plan, and with it the order
// the store keeps the rows in (a bootstrap over battles depends on it).
Result<QList<BattleVerdict>> battleVerdicts(ProjectStore &store, const QString &sql, const QVariantList &binds)
{
    DRAUDIT_TRY(own,
        queryRows<qint64>(store.database(), QStringLiteral("SELECT id FROM comparisons WHERE benchmark = ?"),
            { kDrArena.toString() }, [](const QSqlQuery &q) { return q.value(0).toLongLong(); }));
    const QSet<qint64> arena(own.cbegin(), own.cend());
    DRAUDIT_TRY(all, queryRows<BattleVerdict>(store.database(), sql, binds, [](const QSqlQuery &q) {
        return BattleVerdict { q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong(),
            q.value(3).toLongLong(), q.value(4).toString(), q.value(5).toInt(), q.value(6).toString(),
            q.record().count() > 7 ? q.value(7).toInt() : 0 };
    }));
    QList<BattleVerdict> out;
    out.reserve(all.size());
    std::copy_if(all.cbegin(), all.cend(), std::back_inserter(out),
        [&arena](const BattleVerdict &v) { return arena.contains(v.battle); });
    return out;
}

// Joins a target column to its round and battle.
QString roundsOf(const QString &targetColumn)
{
    return QStringLiteral("JOIN rounds r ON ? || r.id = %1 JOIN comparisons c ON c.id = r.comparison_id")
        .arg(targetColumn);
}
} // namespace

Result<QList<BattleVerdict>> ArenaQueries::judgeBattleVerdicts(const QString &field) const
{
    return battleVerdicts(m_store,
        QStringLiteral("SELECT 'judge ' || %1, c.id, c.system_a, c.system_b, jr.value, r.round_no, '' FROM "
                       "judge_records jr JOIN judges j ON j.id = jr.judge_id %2 WHERE jr.field = ?")
            .arg(LabelQueries::judgeKeySql(), roundsOf(QStringLiteral("jr.target"))),
        { Target::Kind::Round.prefix(), field });
}

Result<QList<BattleVerdict>> ArenaQueries::humanBattleVerdicts(qint64 studyId, const QString &field) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    return battleVerdicts(m_store,
        QStringLiteral("SELECT 'humans', c.id, c.system_a, c.system_b, a.value, r.round_no, n.name, (SELECT "
                       "count(*) FROM rounds rr WHERE rr.comparison_id = c.id) FROM %2 a "
                       "JOIN annotators n ON n.id = a.annotator_id %1 WHERE a.field = ? AND a.study_id = ? AND "
                       "a.value <> ''")
            .arg(roundsOf(QStringLiteral("a.target")), answers),
        { Target::Kind::Round.prefix(), field, studyId });
}

Result<QList<RecordedWinner>> ArenaQueries::recordedBattleWinners(
    const QString &unlinkedScheme, const QString &benchmark, int *unrated) const
{
    const auto rowOf = [](const QSqlQuery &q) {
        return RecordedWinner { q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong(),
            q.value(3).toLongLong(), q.value(4).toString() };
    };
    DRAUDIT_TRY(linked,
        queryRows<RecordedWinner>(m_store.database(),
            QStringLiteral("SELECT 'judge ' || %1, jr.target, c.system_a, c.system_b, jr.value FROM judge_records jr "
                           "JOIN judges j ON j.id = jr.judge_id JOIN comparisons c ON ? || c.id = jr.target WHERE "
                           "jr.field = 'winner' AND c.benchmark = ? ORDER BY jr.id")
                .arg(LabelQueries::judgeKeySql()),
            { Target::Kind::Comparison.prefix(), benchmark }, rowOf));
    // The file's model names, as two records of the same judge on the same target.
    const QString model = QStringLiteral(
        "JOIN judge_records m%1 ON m%1.judge_id = jr.judge_id AND m%1.target = jr.target AND m%1.field = 'model_%1' "
        "JOIN systems s%1 ON s%1.name = m%1.value ");
    DRAUDIT_TRY(unlinked,
        queryRows<RecordedWinner>(m_store.database(),
            QStringLiteral(
                "SELECT 'judge ' || %1, jr.target, sa.id, sb.id, jr.value FROM judge_records jr JOIN judges "
                "j ON j.id = jr.judge_id %2 %3 WHERE jr.field = 'winner' AND jr.target LIKE ? AND NOT EXISTS "
                "(SELECT 1 FROM judge_records rp JOIN comparisons c ON c.external_id = rp.value AND "
                "c.benchmark = ? WHERE rp.judge_id = jr.judge_id AND rp.target = jr.target AND rp.field = "
                "'replay') ORDER BY jr.id")
                .arg(LabelQueries::judgeKeySql(), model.arg(QLatin1Char('a')), model.arg(QLatin1Char('b'))),
            { unlinkedScheme + QStringLiteral(":%"), benchmark }, rowOf));
    if (unrated) {
        DRAUDIT_TRY(q,
            runQuery(m_store.database(),
                QStringLiteral("SELECT count(*) FROM judge_records jr WHERE jr.field = 'winner' AND jr.target LIKE ? "
                               "AND NOT EXISTS (SELECT 1 FROM judge_records m WHERE m.judge_id = jr.judge_id AND "
                               "m.target = jr.target AND m.field = 'model_a')"),
                { unlinkedScheme + QStringLiteral(":%") }));
        *unrated = q.next() ? q.value(0).toInt() : 0;
    }
    return linked + unlinked;
}

Result<QList<BattleLength>> ArenaQueries::battleLengths() const
{
    return queryRows<BattleLength>(m_store.database(),
        QStringLiteral(
            "SELECT c.id, c.system_a, c.system_b, count(r.id) FROM comparisons c JOIN rounds r ON "
            "r.comparison_id = c.id WHERE c.benchmark = ? GROUP BY c.id, c.system_a, c.system_b ORDER BY c.id"),
        { kDrArena.toString() }, [](const QSqlQuery &q) {
            return BattleLength { q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong(),
                q.value(3).toInt() };
        });
}

Result<QHash<QString, RoundPlace>> ArenaQueries::roundPlaces() const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT ? || r.id, r.round_no, r.round_no = (SELECT max(o.round_no) FROM rounds o WHERE "
                           "o.comparison_id = r.comparison_id) FROM rounds r JOIN comparisons c ON c.id = "
                           "r.comparison_id WHERE c.benchmark = ?"),
            { Target::Kind::Round.prefix(), kDrArena.toString() }));
    QHash<QString, RoundPlace> out;
    while (q.next())
        out.insert(q.value(0).toString(), { q.value(1).toInt(), q.value(2).toBool() });
    return out;
}

Result<QHash<QString, qint64>> ArenaQueries::roundBattles() const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT ? || r.id, r.comparison_id FROM rounds r JOIN comparisons c ON c.id = "
                           "r.comparison_id WHERE c.benchmark = ?"),
            { Target::Kind::Round.prefix(), kDrArena.toString() }));
    QHash<QString, qint64> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toLongLong());
    return out;
}

Result<QList<RoundAnswers>> ArenaQueries::roundAnswers() const
{
    return queryRows<RoundAnswers>(m_store.database(),
        QStringLiteral("SELECT ? || r.id, c.id, c.system_a, c.system_b, ra.text, rb.text FROM rounds r JOIN "
                       "comparisons c ON c.id = r.comparison_id JOIN responses ra ON ra.id = r.response_a JOIN "
                       "responses rb ON rb.id = r.response_b WHERE c.benchmark = ? ORDER BY r.id"),
        { Target::Kind::Round.prefix(), kDrArena.toString() }, [](const QSqlQuery &q) {
            return RoundAnswers { q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong(),
                q.value(3).toLongLong(), q.value(4).toString(), q.value(5).toString() };
        });
}

} // namespace draudit::models
