// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every rejected row names file, line, column and field; nothing is guessed or silently dropped.
#include "models/io/ratingsreader.h"

#include "judge/hugepages.h"
#include "models/core/resulttry.h"
#include "models/io/inputfile.h"
#include "models/io/simpleratings.h"
#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace draudit::models {

namespace {
// QString::toDouble ignores surrounding whitespace itself.
bool toNumber(const QString &s, double *out)
{
    bool ok = false;
    *out = s.toDouble(&ok);
    return ok && std::isfinite(*out);
}

struct Cell
{
    int item;
    int rater;
    QString value;
    qint64 line;
    std::optional<double> number; // the value as a number, parsed once (each parse was a third of `agree`)
};
} // namespace

namespace {
// The columns of the ratings file, by index (cluster -2 when none was named).
struct Columns
{
    int item, rater, value, cluster;
};

// The rows of the file, validated, with items and raters numbered in order of first appearance.
struct Collected
{
    QStringList items, raters;
    std::vector<std::size_t> clusters;
    std::vector<Cell> cells;
};

struct CheckedRow
{
    std::array<QString, 3> cells; // item, rater, value
    std::optional<double> number;
};

// The row's item, rater and value, or the error naming the first bad cell.
Result<CheckedRow> checkRow(const TabularRow &row, const Columns &c, const QString &path, const RatingsOptions &o)
{
    const std::array<QString, 3> cells { row.cells[c.item].trimmed(), row.cells[c.rater].trimmed(),
        row.cells[c.value].trimmed() };
    const QString &value = cells[2];
    if (cells[0].isEmpty())
        return fail(QCoreApplication::translate("draudit::models::RatingsReader", "the item is empty"), path, row.line,
            c.item + 1, o.itemColumn);
    if (cells[1].isEmpty())
        return fail(QCoreApplication::translate("draudit::models::RatingsReader", "the rater is empty"), path, row.line,
            c.rater + 1, o.raterColumn);
    if (value.isEmpty())
        return fail(QCoreApplication::translate(
                        "draudit::models::RatingsReader", "the value is empty; leave the row out for a missing rating"),
            path, row.line, c.value + 1, o.valueColumn);
    const bool numeric = o.level == judge::Level::Interval || o.level == judge::Level::Ratio;
    double number = 0;
    const bool isNumber = toNumber(value, &number);
    if (numeric && !isNumber)
        return fail(
            QCoreApplication::translate("draudit::models::RatingsReader", "'%1' is not a number, but the level is %2")
                .arg(value, QString::fromLatin1(judge::levelName(o.level))),
            path, row.line, c.value + 1, o.valueColumn);
    if (!o.categories.isEmpty() && !o.categories.contains(value))
        return fail(QCoreApplication::translate(
                        "draudit::models::RatingsReader", "'%1' is not one of the declared categories (%2)")
                        .arg(value, o.categories.join(QLatin1Char(','))),
            path, row.line, c.value + 1, o.valueColumn);
    return CheckedRow { cells, isNumber ? std::optional(number) : std::nullopt };
}

// Index of `key` in `names`, appended when new.
int indexOf(QHash<QString, int> &index, QStringList &names, const QString &key, bool *added = nullptr)
{
    auto it = index.constFind(key);
    if (added)
        *added = it == index.constEnd();
    if (it == index.constEnd()) {
        it = index.insert(key, static_cast<int>(names.size()));
        names << key;
    }
    return *it;
}

Result<Collected> collect(const TabularFile &table, const Columns &c, const QString &path, const RatingsOptions &o)
{
    Collected out;
    QHash<QString, int> itemIndex, raterIndex, clusterIndex;
    QStringList clusterNames;
    QHash<QPair<int, int>, qint64> seen;
    out.cells.reserve(table.rows().size());
    for (const TabularRow &row : table.rows()) {
        DRAUDIT_TRY(checked, checkRow(row, c, path, o));
        const std::array<QString, 3> &cells = checked.cells;
        bool newItem = false;
        const int item = indexOf(itemIndex, out.items, cells[0], &newItem);
        if (newItem && c.cluster >= 0)
            out.clusters.push_back(
                static_cast<std::size_t>(indexOf(clusterIndex, clusterNames, row.cells[c.cluster].trimmed())));
        const int rater = indexOf(raterIndex, out.raters, cells[1]);
        const QPair<int, int> key(item, rater);
        if (seen.contains(key))
            return fail(QCoreApplication::translate(
                            "draudit::models::RatingsReader", "rater '%1' already rated item '%2' on line %3")
                            .arg(cells[1], cells[0])
                            .arg(seen.value(key)),
                path, row.line, c.value + 1, o.valueColumn);
        seen.insert(key, row.line);
        out.cells.push_back({ item, rater, cells[2], row.line, checked.number });
    }
    if (out.items.size() < 2)
        return fail(
            QCoreApplication::translate("draudit::models::RatingsReader", "at least 2 items are needed, found %1")
                .arg(out.items.size()),
            path);
    if (out.raters.size() < 2)
        return fail(
            QCoreApplication::translate("draudit::models::RatingsReader", "at least 2 raters are needed, found %1")
                .arg(out.raters.size()),
            path);
    return out;
}

// Category order: declared, else numeric order when every value is a number, else text order (nominal only).
Result<QStringList> categoriesOf(
    const std::vector<Cell> &cells, const Columns &c, const QString &path, const RatingsOptions &o)
{
    if (!o.categories.isEmpty())
        return o.categories;
    std::map<double, QString> numbers;
    bool allNumeric = true;
    QStringList categories;
    for (const Cell &cell : cells) {
        if (!cell.number) {
            allNumeric = false;
            break;
        }
        numbers.emplace(*cell.number, cell.value);
    }
    if (allNumeric) {
        for (const auto &[v, label] : numbers)
            categories << label;
    } else {
        for (const Cell &cell : cells)
            categories << cell.value;
        if (o.level == judge::Level::Ordinal)
            return fail(QCoreApplication::translate("draudit::models::RatingsReader",
                            "ordinal values are not numbers, so their order is unknown; declare it with --categories"),
                path, 1, c.value + 1, o.valueColumn);
        categories.removeDuplicates();
        categories.sort();
    }
    const bool numeric = o.level == judge::Level::Interval || o.level == judge::Level::Ratio;
    if (numeric && categories.size() > kMaxCategories)
        categories.clear();
    return categories;
}

void fillMatrices(judge::AgreementData &d, const std::vector<Cell> &cells, const QStringList &categories)
{
    const bool numeric = d.level == judge::Level::Interval || d.level == judge::Level::Ratio;
    QHash<QString, int> categoryIndex;
    // Numeric labels match by value so "4" and "4.0" are the same category.
    std::map<double, int> numericIndex;
    for (int i = 0; i < categories.size(); ++i) {
        categoryIndex.insert(categories[i], i);
        double v;
        if (toNumber(categories[i], &v))
            numericIndex.emplace(v, i);
    }
    for (const Cell &c : cells) {
        const auto u = static_cast<std::size_t>(c.item);
        const auto r = static_cast<std::size_t>(c.rater);
        const double v = c.number.value_or(0);
        const bool isNumber = c.number.has_value();
        if (!categories.isEmpty()) {
            int pos = categoryIndex.value(c.value, -1);
            if (pos < 0 && isNumber && numericIndex.count(v))
                pos = numericIndex.at(v);
            d.positions(u, r) = pos;
        }
        d.values(u, r) = numeric ? v : d.positions(u, r);
    }
}
} // namespace

Result<judge::AgreementData> readRatings(const QString &path, const RatingsOptions &o)
{
    // A CSV file without quotes is read as views into its bytes (simpleratings.h); anything else, and anything that
    // file's reader leaves to the rules here, is read below.
    if (const auto problem = inputFileProblem(path)) // a FIFO or /dev/zero would never end
        return fail(*problem, path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    InputFile f(path);
    if (suffix != QLatin1String("jsonl") && suffix != QLatin1String("ndjson") && suffix != QLatin1String("json")
        && f.open(QIODevice::ReadOnly)) {
        // The size once: a file still being written grows between two questions, and the buffer must not.
        const qint64 size = f.size();
        if (size < (qint64(1) << 30)) {
            judge::HugeVector<char> bytes(static_cast<std::size_t>(size));
            const qint64 read = f.read(bytes.data(), size);
            if (read == size && f.atEnd())
                if (auto fast = readSimpleRatings(QByteArrayView(bytes.data(), read), o))
                    return std::move(*fast);
        }
    }
    return readRatingsGeneral(path, o);
}

Result<judge::AgreementData> readRatingsGeneral(const QString &path, const RatingsOptions &o)
{
    DRAUDIT_TRY(table, TabularFile::read(path));
    const Columns c { table.column(o.itemColumn), table.column(o.raterColumn), table.column(o.valueColumn),
        o.clusterColumn.isEmpty() ? -2 : table.column(o.clusterColumn) };
    for (const auto &[idx, name] : { std::pair { c.item, o.itemColumn }, { c.rater, o.raterColumn },
             { c.value, o.valueColumn }, { c.cluster, o.clusterColumn } })
        if (idx == -1)
            return tl::unexpected(table.missingColumn(name));
    DRAUDIT_TRY(collected, collect(table, c, path, o));
    DRAUDIT_TRY(categories, categoriesOf(collected.cells, c, path, o));

    judge::AgreementData d;
    d.level = o.level;
    for (const QString &s : collected.items)
        d.items.push_back(s.toStdString());
    for (const QString &s : collected.raters)
        d.raters.push_back(s.toStdString());
    for (const QString &s : categories)
        d.categories.push_back(s.toStdString());
    d.clusters = collected.clusters;
    d.positions = judge::RatingMatrix(d.items.size(), d.raters.size());
    d.values = judge::RatingMatrix(d.items.size(), d.raters.size());
    fillMatrices(d, collected.cells, categories);
    return d;
}

} // namespace draudit::models
