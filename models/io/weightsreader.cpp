// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rows follow the declared category order; lines starting with # are comments.
#include "models/io/weightsreader.h"

#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QFile>

namespace draudit::models {

Result<judge::WeightMatrix> readWeightMatrix(const QString &path, std::size_t categories)
{
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::WeightsReader", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    std::vector<std::vector<double>> rows;
    qint64 line = 0;
    while (!f.atEnd()) {
        const QString text = QString::fromUtf8(f.readLine()).trimmed();
        ++line;
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        std::vector<double> row;
        const QStringList cells = text.split(QLatin1Char(','));
        for (int c = 0; c < cells.size(); ++c) {
            bool ok = false;
            const double v = cells[c].trimmed().toDouble(&ok);
            if (!ok || v < 0 || v > 1)
                return fail(QCoreApplication::translate(
                                "draudit::models::WeightsReader", "'%1' is not a weight between 0 and 1")
                                .arg(cells[c].trimmed()),
                    path, line, c + 1);
            row.push_back(v);
        }
        if (row.size() != categories)
            return fail(QCoreApplication::translate(
                            "draudit::models::WeightsReader", "expected %1 weights (one per category), found %2")
                            .arg(categories)
                            .arg(row.size()),
                path, line);
        if (rows.size() >= categories)
            return fail(QCoreApplication::translate("draudit::models::WeightsReader", "more rows than categories (%1)")
                            .arg(categories),
                path, line);
        if (row[rows.size()] != 1.0)
            return fail(QCoreApplication::translate("draudit::models::WeightsReader", "the diagonal weight must be 1"),
                path, line, static_cast<int>(rows.size()) + 1);
        rows.push_back(row);
    }
    if (rows.size() != categories)
        return fail(QCoreApplication::translate(
                        "draudit::models::WeightsReader", "expected %1 rows (one per category), found %2")
                        .arg(categories)
                        .arg(rows.size()),
            path);
    return judge::WeightMatrix::fromRows(rows);
}

} // namespace draudit::models
