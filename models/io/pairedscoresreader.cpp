// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Strict: every used cell must be a finite number; errors name file, line, column and field.
#include "models/io/pairedscoresreader.h"

#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <cmath>

namespace draudit::models {

Result<judge::PairedScores> readPairedScores(const QString &path, const PairedScoresOptions &o)
{
    auto table = TabularFile::read(path);
    if (!table)
        return tl::unexpected(table.error());
    QStringList numeric { o.x, o.y };
    numeric << o.raterColumns;
    QList<int> cols;
    for (const QString &name : numeric) {
        const int c = table->column(name);
        if (c < 0)
            return tl::unexpected(table->missingColumn(name));
        cols << c;
    }
    int groupCol = -1;
    if (!o.group.isEmpty()) {
        groupCol = table->column(o.group);
        if (groupCol < 0)
            return tl::unexpected(table->missingColumn(o.group));
    }
    judge::PairedScores d;
    for (const TabularRow &row : table->rows()) {
        std::vector<double> values;
        for (int i = 0; i < cols.size(); ++i) {
            bool ok = false;
            const double v = row.cells[cols[i]].trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(v))
                return fail(QCoreApplication::translate("draudit::models::PairedScoresReader", "'%1' is not a number")
                                .arg(row.cells[cols[i]]),
                    path, row.line, cols[i] + 1, numeric[i]);
            values.push_back(v);
        }
        d.x.push_back(values[0]);
        d.y.push_back(values[1]);
        if (!o.raterColumns.isEmpty())
            d.raterScores.emplace_back(values.begin() + 2, values.end());
        if (groupCol >= 0)
            d.groups.push_back(row.cells[groupCol].trimmed().toStdString());
    }
    if (d.x.size() < 2)
        return fail(
            QCoreApplication::translate("draudit::models::PairedScoresReader", "at least 2 rows are needed, found %1")
                .arg(d.x.size()),
            path);
    return d;
}

} // namespace draudit::models
