// Bulk writes for the benchmarks, through the store's own statements.
#include "models/store/benchfixtures.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

Result<void> insertBulkAnswers(ProjectStore &store, int count)
{
    QSqlDatabase &db = store.database();
    if (!db.transaction())
        return fail(db.lastError().text());
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, created_at, updated_at) "
                       "VALUES (1, 1, ?, 'bulk', '1', '2026-01-01', '2026-01-01')"));
    for (int i = 0; i < count; ++i) {
        q.bindValue(0, Target::round(i).toString());
        if (!q.exec()) {
            db.rollback();
            return fail(q.lastError().text());
        }
    }
    if (!db.commit())
        return fail(db.lastError().text());
    return {};
}

Result<qint64> replaceFirstReportText(ProjectStore &store, const QString &text)
{
    DRAUDIT_TRY(first, runQuery(store.database(), QStringLiteral("SELECT min(id) FROM responses")));
    if (!first.next() || first.value(0).isNull())
        return fail(QStringLiteral("the project has no reports"));
    const qint64 id = first.value(0).toLongLong();
    first.finish();
    DRAUDIT_TRY(
        update, runQuery(store.database(), QStringLiteral("UPDATE responses SET text = ? WHERE id = ?"), { text, id }));
    Q_UNUSED(update);
    return id;
}

} // namespace draudit::models
