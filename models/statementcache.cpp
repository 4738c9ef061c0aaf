// Each statement is finished after use so none is left active when the caller commits.
#include "models/statementcache.h"

#include <QCoreApplication>
#include <QSqlError>

namespace draudit::models {

Result<QSqlQuery> runQuery(QSqlDatabase &db, const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot read the project: %1")
                        .arg(q.lastError().text()));
    return q;
}

StatementCache::StatementCache(QSqlDatabase &db, QString file)
    : m_db(db)
    , m_file(std::move(file))
{
}

StatementCache::~StatementCache() = default;

QSqlQuery &StatementCache::prepared(const QString &sql, const QVariantList &values)
{
    auto it = m_queries.find(sql);
    if (it == m_queries.end()) {
        auto q = std::make_unique<QSqlQuery>(m_db);
        q->prepare(sql);
        it = m_queries.emplace(sql, std::move(q)).first;
    }
    for (int i = 0; i < values.size(); ++i)
        it->second->bindValue(i, values[i]);
    return *it->second;
}

Result<qint64> StatementCache::insert(const QString &sql, const QVariantList &values)
{
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec() || !q.next())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1")
                        .arg(q.lastError().text()),
            m_file);
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

Result<void> StatementCache::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot store a record: %1")
                        .arg(q.lastError().text()),
            m_file);
    return {};
}

Result<std::optional<qint64>> StatementCache::lookup(const QString &sql, const QVariantList &values)
{
    QSqlQuery &q = prepared(sql, values);
    if (!q.exec())
        return fail(QCoreApplication::translate("draudit::models::StatementCache", "cannot read the project: %1")
                        .arg(q.lastError().text()),
            m_file);
    std::optional<qint64> id;
    if (q.next() && !q.value(0).isNull())
        id = q.value(0).toLongLong();
    q.finish();
    return id;
}

} // namespace draudit::models
