// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Imported answers go through the same history as edits made in draudit (reason names the file), so an import
// can be audited and never silently replaces an answer.
#include "models/import/annotationimporter.h"

#include "models/core/controlchars.h"
#include "models/core/resulttry.h"
#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

namespace draudit::models {

namespace {
struct AnnotationImporterText
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::AnnotationImporter)
};

// The rules every importer keeps: required cells present, text only (no JSON object or array), no control characters
// (a NUL would cut the answer short in some readers). cols: annotator, target, field, value, reason, study (or -1).
Result<void> checkCells(const TabularFile &table, const TabularRow &row, const QList<int> &cols)
{
    static const char *const names[] = { "annotator", "target", "field", "value", "reason", "study" };
    for (int i = 0; i < cols.size(); ++i) {
        const int col = cols[i];
        if (col < 0)
            continue;
        const QString name = QString::fromLatin1(names[i]);
        const QString &cell = row.cells[col];
        if (i < 4 && cell.trimmed().isEmpty())
            return fail(AnnotationImporterText::tr("the %1 is empty").arg(name), table.path(), row.line, col + 1, name);
        if (row.structured.contains(col))
            return fail(AnnotationImporterText::tr("the %1 must be text, not a JSON object or array").arg(name),
                table.path(), row.line, col + 1, name);
        if (const auto ch = firstControlCharacter(cell))
            return fail(AnnotationImporterText::tr("the %1 holds a control character (%2)").arg(name, codePoint(*ch)),
                table.path(), row.line, col + 1, name);
    }
    return {};
}
} // namespace

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
    cols << reasonCol << studyCol;
    QHash<QString, qint64> seen; // study, annotator, target and field → the line that gave them
    for (const TabularRow &row : table.rows()) {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY_VOID(checkCells(table, row, cols));
            const QString annotator = row.cells[cols[0]].trimmed();
            const QString target = row.cells[cols[1]].trimmed();
            const QString field = row.cells[cols[2]].trimmed();
            const QString value = row.cells[cols[3]];
            const QString reason = reasonCol >= 0 && !row.cells[reasonCol].isEmpty() ? row.cells[reasonCol] : origin;
            DRAUDIT_TRY(study, c.study(studyCol >= 0 ? row.cells[studyCol].trimmed() : QString()));
            // One answer per question in a file: a second one would replace the first with no word of it.
            const QString key = QStringList { QString::number(study), annotator, target, field }.join(QChar(0x1f));
            if (const qint64 first = seen.value(key); first > 0)
                return fail(QCoreApplication::translate(
                                "draudit::models::AnnotationImporter", "%1 answered %2 of %3 already on line %4")
                                .arg(annotator, field, target)
                                .arg(first),
                    path, row.line, cols[2] + 1, QStringLiteral("field"));
            seen.insert(key, row.line);
            if (auto r = c.annotation(annotator, target, field, value, reason, study); !r) {
                Error e = r.error();
                if (e.line == 0) { // named at the row's cell it is about: the target, else the annotator
                    e.line = row.line;
                    e.column = (e.field == QLatin1String("target") ? cols[1] : cols[0]) + 1;
                }
                return tl::unexpected(e);
            }
            return {};
        };
        if (auto r = c.finishRecord(one); !r)
            return r;
    }
    return {};
}

} // namespace draudit::models
