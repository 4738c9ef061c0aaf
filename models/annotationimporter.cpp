// Imported answers go through the same history as edits made in draudit (reason names the file), so an import
// can be audited and never silently replaces an answer.
#include "models/annotationimporter.h"

#include "models/resulttry.h"
#include "models/tabularfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

namespace draudit::models {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("draudit::models::AnnotationImporter", text);
}
} // namespace

QString AnnotationImporter::description() const
{
    return tr("Human annotations in long format (annotator, target, field, value[, reason])");
}

bool AnnotationImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("annotator") && head.contains("target") && head.contains("field") && head.contains("value");
}

Result<void> AnnotationImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(table, TabularFile::read(path));
    QList<int> cols;
    for (const char *name : { "annotator", "target", "field", "value" }) {
        const int col = table.column(QString::fromLatin1(name));
        if (col < 0)
            return tl::unexpected(table.missingColumn(QString::fromLatin1(name)));
        cols << col;
    }
    const int reasonCol = table.column(QStringLiteral("reason"));
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const QString origin = tr("imported from %1").arg(QFileInfo(path).fileName());
    for (const TabularRow &row : table.rows()) {
        auto one = [&]() -> Result<void> {
            static const char *const names[] = { "annotator", "target", "field", "value" };
            for (int i = 0; i < 4; ++i)
                if (row.cells[cols[i]].trimmed().isEmpty())
                    return fail(tr("the %1 is empty").arg(QString::fromLatin1(names[i])), path, row.line, cols[i] + 1,
                                QString::fromLatin1(names[i]));
            const QString annotator = row.cells[cols[0]].trimmed();
            const QString target = row.cells[cols[1]].trimmed();
            const QString field = row.cells[cols[2]].trimmed();
            const QString value = row.cells[cols[3]];
            const QString reason = reasonCol >= 0 && !row.cells[reasonCol].isEmpty() ? row.cells[reasonCol] : origin;
            DRAUDIT_TRY(a, c.insert(QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                                                   "ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id"),
                                    { annotator, annotator, now }));
            DRAUDIT_TRY(old, c.lookup(QStringLiteral("SELECT id FROM annotations WHERE study_id = 1 AND annotator_id = ? "
                                                     "AND target = ? AND field = ?"),
                                      { a, target, field }));
            if (old) {
                DRAUDIT_TRY(same, c.lookup(QStringLiteral("SELECT id FROM annotations WHERE id = ? AND value = ?"),
                                           { *old, value }));
                if (same)
                    return {}; // already so: nothing to record
            }
            DRAUDIT_TRY(annotation, c.insert(QStringLiteral(
                "INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, created_at, updated_at, "
                "client_id, version) VALUES (1, ?, ?, ?, ?, ?, ?, ?, 'import', 1) ON CONFLICT (study_id, annotator_id, "
                "target, field) DO UPDATE SET value = excluded.value, reason = excluded.reason, updated_at = "
                "excluded.updated_at, client_id = excluded.client_id, version = annotations.version + 1 RETURNING id"),
                { a, target, field, value, reason, now, now }));
            DRAUDIT_TRY(history, c.insert(QStringLiteral(
                "INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, old_value, new_value, "
                "reason, changed_at, client_id) VALUES (?, 1, ?, ?, ?, (SELECT new_value FROM annotation_history WHERE "
                "annotation_id = ? ORDER BY id DESC LIMIT 1), ?, ?, ?, 'import') RETURNING id"),
                { annotation, a, target, field, annotation, value, reason, now }));
            ++c.counts().annotations;
            return {};
        };
        if (auto r = one(); !r && !c.recordError(r.error()))
            return r;
        if (auto done = c.recordDone(); !done)
            return done;
    }
    return {};
}

} // namespace draudit::models
