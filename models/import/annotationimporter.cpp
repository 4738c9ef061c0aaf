// Imported answers go through the same history as edits made in draudit (reason names the file), so an import
// can be audited and never silently replaces an answer.
#include "models/import/annotationimporter.h"

#include "models/core/resulttry.h"
#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace draudit::models {

QString AnnotationImporter::description() const
{
    return QCoreApplication::translate("draudit::models::AnnotationImporter",
        "Human annotations in long format (annotator, target, field, value[, reason, study])");
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
    const int studyCol = table.column(QStringLiteral("study")); // optional: the study the answer belongs to
    const QString origin = QCoreApplication::translate("draudit::models::AnnotationImporter", "imported from %1")
                               .arg(QFileInfo(path).fileName());
    for (const TabularRow &row : table.rows()) {
        auto one = [&]() -> Result<void> {
            static const char *const names[] = { "annotator", "target", "field", "value" };
            for (int i = 0; i < 4; ++i)
                if (row.cells[cols[i]].trimmed().isEmpty())
                    return fail(QCoreApplication::translate("draudit::models::AnnotationImporter", "the %1 is empty")
                                    .arg(QString::fromLatin1(names[i])),
                        path, row.line, cols[i] + 1, QString::fromLatin1(names[i]));
            const QString annotator = row.cells[cols[0]].trimmed();
            const QString target = row.cells[cols[1]].trimmed();
            const QString field = row.cells[cols[2]].trimmed();
            const QString value = row.cells[cols[3]];
            const QString reason = reasonCol >= 0 && !row.cells[reasonCol].isEmpty() ? row.cells[reasonCol] : origin;
            DRAUDIT_TRY(study, c.study(studyCol >= 0 ? row.cells[studyCol].trimmed() : QString()));
            if (auto r = c.annotation(annotator, target, field, value, reason, study); !r)
                return r;
            return {};
        };
        if (auto r = c.finishRecord(one); !r)
            return r;
    }
    return {};
}

} // namespace draudit::models
