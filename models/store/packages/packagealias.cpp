// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rewrite maps ids through temporary tables, one UPDATE per column, so a package of every round of the project
// (3,119 rounds, 6,238 reports) is rewritten in well under a second.
#include "models/store/packages/packagealias.h"

#include "models/core/resulttry.h"
#include "models/store/queries/referencetree.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <sodium.h>

namespace draudit::models {

namespace {
constexpr qint64 kAliasBase = qint64(1) << 51;

struct IdColumn
{
    QLatin1String table, column;
    IdAliases::Kind kind;
};
// Every column holding a round, report, comparison or task id, primary keys included.
const IdColumn kIdColumns[] = {
    { QLatin1String("tasks"), QLatin1String("id"), IdAliases::Kind::Task },
    { QLatin1String("responses"), QLatin1String("id"), IdAliases::Kind::Response },
    { QLatin1String("responses"), QLatin1String("task_id"), IdAliases::Kind::Task },
    { QLatin1String("rubrics"), QLatin1String("task_id"), IdAliases::Kind::Task },
    { QLatin1String("comparisons"), QLatin1String("id"), IdAliases::Kind::Comparison },
    { QLatin1String("rounds"), QLatin1String("id"), IdAliases::Kind::Round },
    { QLatin1String("rounds"), QLatin1String("comparison_id"), IdAliases::Kind::Comparison },
    { QLatin1String("rounds"), QLatin1String("task_id"), IdAliases::Kind::Task },
    { QLatin1String("rounds"), QLatin1String("response_a"), IdAliases::Kind::Response },
    { QLatin1String("rounds"), QLatin1String("response_b"), IdAliases::Kind::Response },
};
// The tables whose rows have their own ids (the ones above with column "id").
const IdColumn kOwnIds[] = { kIdColumns[0], kIdColumns[1], kIdColumns[4], kIdColumns[5] };

// Every column holding a target.
const std::pair<QLatin1String, QLatin1String> kTargetColumns[] = {
    { QLatin1String("study_items"), QLatin1String("target") },
    { QLatin1String("study_items"), QLatin1String("unit") },
    { QLatin1String("assignments"), QLatin1String("target") },
    { QLatin1String("blinding"), QLatin1String("target") },
    { QLatin1String("annotations"), QLatin1String("target") },
    { QLatin1String("annotation_history"), QLatin1String("target") },
    { QLatin1String("judge_records"), QLatin1String("target") },
    { QLatin1String("adjudications"), QLatin1String("target") },
    { QLatin1String("check_answers"), QLatin1String("target") },
};

// Each round's number becomes its rank among the package's rounds of its comparison. In two steps, through negative
// numbers, so no step meets the (comparison, number) key of a round not yet renumbered.
Result<void> rankRounds(QSqlDatabase &db, StatementCache &sql)
{
    DRAUDIT_TRY(
        q, runQuery(db, QStringLiteral("SELECT id, comparison_id FROM rounds ORDER BY comparison_id, round_no")));
    QList<std::pair<qint64, int>> ranks;
    qint64 comparison = -1;
    int rank = 0;
    while (q.next()) {
        const qint64 b = q.value(1).toLongLong();
        rank = b == comparison ? rank + 1 : 1;
        comparison = b;
        ranks.append({ q.value(0).toLongLong(), rank });
    }
    q.finish();
    for (const auto &[id, r] : std::as_const(ranks))
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE rounds SET round_no = ? WHERE id = ?"), { -r, id }));
    return sql.exec(QStringLiteral("UPDATE rounds SET round_no = -round_no"), {});
}

Result<void> aliasIds(QSqlDatabase &db, StatementCache &sql, const IdAliases &aliases)
{
    DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("CREATE TEMP TABLE draudit_id_alias (kind INTEGER NOT NULL, old INTEGER "
                                             "NOT NULL, new INTEGER NOT NULL, PRIMARY KEY (kind, old))"),
        {}));
    for (const IdColumn &own : kOwnIds) {
        DRAUDIT_TRY(q, runQuery(db, QStringLiteral("SELECT id FROM %1").arg(own.table)));
        QList<qint64> ids;
        while (q.next())
            ids << q.value(0).toLongLong();
        q.finish();
        for (const qint64 id : std::as_const(ids))
            DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("INSERT INTO temp.draudit_id_alias VALUES (?, ?, ?)"),
                { static_cast<int>(own.kind), id, aliases.alias(own.kind, id) }));
    }
    // A changed id is looked up in every column referring to it (the foreign keys, checked at the commit): without an
    // index on a referring column, each changed id was a scan of that table (1 min 50 s for 12,594 rounds).
    for (const char *column : { "task_id", "response_a", "response_b" })
        DRAUDIT_TRY_VOID(sql.exec(
            QStringLiteral("CREATE INDEX draudit_alias_rounds_%1 ON rounds(%1)").arg(QLatin1String(column)), {}));
    DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("CREATE INDEX draudit_alias_rubrics_task ON rubrics(task_id)"), {}));
    for (const IdColumn &c : kIdColumns)
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE %1 SET %2 = (SELECT new FROM temp.draudit_id_alias WHERE kind "
                                                 "= ? AND old = %1.%2) WHERE %2 IS NOT NULL")
                                      .arg(c.table, c.column),
            { static_cast<int>(c.kind) }));
    for (const char *index : { "rounds_task_id", "rounds_response_a", "rounds_response_b", "rubrics_task" })
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("DROP INDEX draudit_alias_%1").arg(QLatin1String(index)), {}));
    return sql.exec(QStringLiteral("DROP TABLE temp.draudit_id_alias"), {});
}

// Rewrites the text values of the columns through `rewrite`, each distinct value once.
template<typename Columns, typename Rewrite>
Result<void> rewriteTexts(QSqlDatabase &db, StatementCache &sql, const Columns &columns, Rewrite rewrite)
{
    DRAUDIT_TRY_VOID(
        sql.exec(QStringLiteral("CREATE TEMP TABLE draudit_text_alias (old TEXT PRIMARY KEY, new TEXT NOT NULL)"), {}));
    for (const auto &[table, column] : columns) {
        DRAUDIT_TRY(q,
            runQuery(db,
                QStringLiteral("SELECT DISTINCT %2 FROM %1 WHERE %2 IS NOT NULL AND %2 NOT IN (SELECT old FROM "
                               "temp.draudit_text_alias)")
                    .arg(table, column)));
        QStringList values;
        while (q.next())
            values << q.value(0).toString();
        q.finish();
        for (const QString &v : std::as_const(values))
            if (const QString to = rewrite(v); to != v)
                DRAUDIT_TRY_VOID(
                    sql.exec(QStringLiteral("INSERT INTO temp.draudit_text_alias VALUES (?, ?)"), { v, to }));
    }
    for (const auto &[table, column] : columns)
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE %1 SET %2 = (SELECT new FROM temp.draudit_text_alias WHERE "
                                                 "old = %1.%2) WHERE %2 IN (SELECT old FROM temp.draudit_text_alias)")
                                      .arg(table, column),
            {}));
    return sql.exec(QStringLiteral("DROP TABLE temp.draudit_text_alias"), {});
}

// The aliased table of a Row target's id.
std::optional<IdAliases::Kind> rowKindOf(const TargetKind &kind)
{
    if (kind == TargetKind::Round)
        return IdAliases::Kind::Round;
    if (kind == TargetKind::Response)
        return IdAliases::Kind::Response;
    if (kind == TargetKind::Comparison)
        return IdAliases::Kind::Comparison;
    if (kind == TargetKind::Task)
        return IdAliases::Kind::Task;
    return std::nullopt;
}

// The documents a task cites are a tree named by the task's id.
QString aliasedTree(const IdAliases &aliases, const QString &tree)
{
    const std::optional<qint64> task = taskOfDocumentsTree(tree);
    return task ? taskDocumentsTree(aliases.alias(IdAliases::Kind::Task, *task)) : tree;
}
} // namespace

IdAliases::IdAliases(const QString &keyHex)
    : m_key(QByteArray::fromHex(keyHex.toLatin1()))
{
    if (m_key.size() != crypto_auth_hmacsha256_KEYBYTES)
        m_key.clear();
}

qint64 IdAliases::alias(Kind kind, qint64 id) const
{
    // Domain-separated from the package token (packagetoken.cpp), which the same key makes.
    return keyedAlias(QByteArrayLiteral("draudit id alias\x1f") + QByteArray::number(static_cast<int>(kind)) + '\x1f'
        + QByteArray::number(id));
}

qint64 IdAliases::textAlias(const QString &text) const
{
    return keyedAlias(QByteArrayLiteral("draudit text alias\x1f") + text.toUtf8());
}

qint64 IdAliases::keyedAlias(const QByteArray &text) const
{
    if (!isValid())
        return 0;
    unsigned char mac[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256(mac, reinterpret_cast<const unsigned char *>(text.constData()),
        static_cast<unsigned long long>(text.size()), reinterpret_cast<const unsigned char *>(m_key.constData()));
    quint64 bits = 0;
    for (int i = 0; i < 8; ++i)
        bits = (bits << 8) | mac[i];
    return kAliasBase + static_cast<qint64>(bits % static_cast<quint64>(kAliasBase));
}

Target IdAliases::target(const Target &t) const
{
    // By shape: whatever kind a benchmark declared, its ids are rows of the schema's tables.
    const auto response = [&] { return alias(Kind::Response, t.responseId()); };
    switch (t.shape()) {
    case TargetShape::Row:
        if (const auto kind = rowKindOf(t.kind()))
            return Target::row(t.kind(), alias(*kind, t.id()));
        return t; // a system: not among the aliased tables (kIdColumns)
    case TargetShape::RoundList: {
        QList<qint64> rounds;
        for (const qint64 r : t.roundIds())
            rounds << alias(Kind::Round, r);
        return Target::roundList(t.kind(), rounds);
    }
    case TargetShape::PartOfReport:
        return Target::partOfReport(t.kind(), t.partIndex(), response());
    case TargetShape::KeyedPartOfReport:
        return Target::keyedPartOfReport(t.kind(), t.partIndex(), t.key(), response());
    case TargetShape::ReportPart:
        return Target::responsePart(response(), t.part());
    default:
        // Text that reads like a target but is none ("round:07") may still name a project id: never carried as is.
        return t.isMalformed()
            ? Target::external(QStringLiteral("unreadable"), QString::number(textAlias(t.toString())))
            : t;
    }
}

QHash<QString, QString> IdAliases::reverse(const QStringList &masterTargets) const
{
    QHash<QString, QString> out;
    for (const QString &t : masterTargets)
        out.insert(target(t), t);
    return out;
}

Result<void> aliasPackageIds(QSqlDatabase &db, StatementCache &sql, const IdAliases &aliases)
{
    if (!aliases.isValid())
        return fail(
            QCoreApplication::translate("draudit::models::StudyPackage", "the package's key is not a valid key"));
    // Checked at the commit: a primary key and the columns referring to it change one statement apart.
    DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("PRAGMA defer_foreign_keys = ON"), {}));
    DRAUDIT_TRY_VOID(rankRounds(db, sql));
    DRAUDIT_TRY_VOID(aliasIds(db, sql, aliases));
    DRAUDIT_TRY_VOID(rewriteTexts(db, sql, kTargetColumns, [&](const QString &t) { return aliases.target(t); }));
    const std::pair<QLatin1String, QLatin1String> trees[]
        = { { QLatin1String("reference_pages"), QLatin1String("tree_id") } };
    DRAUDIT_TRY_VOID(rewriteTexts(db, sql, trees, [&](const QString &t) { return aliasedTree(aliases, t); }));
    // Numbered in alias order, which says nothing; the id counters would keep the largest project id copied.
    // Each by its kind's stored name, as its targets spell it ("NAME-3" beside "NAME:3").
    for (const auto &[table, noun] : { std::pair { QLatin1String("comparisons"), TargetKind::Comparison.name() },
             std::pair { QLatin1String("tasks"), TargetKind::Task.name() } })
        DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE %1 SET external_id = '%2-' || n.rank FROM (SELECT id, "
                                                 "row_number() OVER (ORDER BY id) AS rank FROM %1) AS n WHERE "
                                                 "n.id = %1.id")
                                      .arg(table, noun),
            {}));
    return sql.exec(QStringLiteral("DELETE FROM sqlite_sequence WHERE name IN ('tasks', 'responses', 'comparisons', "
                                   "'rounds')"),
        {});
}

} // namespace draudit::models
