// Every rejected row names file, line, column and field; nothing is guessed or silently dropped.
#include "models/io/ratingsreader.h"

#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <map>

namespace draudit::models {

namespace {
bool toNumber(const QString &s, double *out)
{
    bool ok = false;
    *out = s.trimmed().toDouble(&ok);
    return ok && std::isfinite(*out);
}

struct Cell
{
    int item;
    int rater;
    QString value;
    qint64 line;
};
} // namespace

Result<judge::AgreementData> readRatings(const QString &path, const RatingsOptions &o)
{
    auto table = TabularFile::read(path);
    if (!table)
        return tl::unexpected(table.error());
    const int ci = table->column(o.itemColumn);
    const int cr = table->column(o.raterColumn);
    const int cv = table->column(o.valueColumn);
    const int cc = o.clusterColumn.isEmpty() ? -2 : table->column(o.clusterColumn);
    for (const auto &[idx, name] :
        { std::pair { ci, o.itemColumn }, { cr, o.raterColumn }, { cv, o.valueColumn }, { cc, o.clusterColumn } })
        if (idx == -1)
            return tl::unexpected(table->missingColumn(name));

    const bool numeric = o.level == judge::Level::Interval || o.level == judge::Level::Ratio;
    QHash<QString, int> itemIndex, raterIndex, clusterIndex;
    QStringList items, raters;
    std::vector<std::size_t> clusters;
    std::vector<Cell> cells;
    QHash<QPair<int, int>, qint64> seen;
    cells.reserve(table->rows().size());
    for (const TabularRow &row : table->rows()) {
        const QString item = row.cells[ci].trimmed();
        const QString rater = row.cells[cr].trimmed();
        const QString value = row.cells[cv].trimmed();
        if (item.isEmpty())
            return fail(QCoreApplication::translate("draudit::models::RatingsReader", "the item is empty"), path,
                row.line, ci + 1, o.itemColumn);
        if (rater.isEmpty())
            return fail(QCoreApplication::translate("draudit::models::RatingsReader", "the rater is empty"), path,
                row.line, cr + 1, o.raterColumn);
        if (value.isEmpty())
            return fail(QCoreApplication::translate("draudit::models::RatingsReader",
                            "the value is empty; leave the row out for a missing rating"),
                path, row.line, cv + 1, o.valueColumn);
        double number = 0;
        if (numeric && !toNumber(value, &number))
            return fail(QCoreApplication::translate(
                            "draudit::models::RatingsReader", "'%1' is not a number, but the level is %2")
                            .arg(value, QString::fromLatin1(judge::levelName(o.level))),
                path, row.line, cv + 1, o.valueColumn);
        if (!o.categories.isEmpty() && !o.categories.contains(value))
            return fail(QCoreApplication::translate(
                            "draudit::models::RatingsReader", "'%1' is not one of the declared categories (%2)")
                            .arg(value, o.categories.join(QLatin1Char(','))),
                path, row.line, cv + 1, o.valueColumn);
        auto iit = itemIndex.constFind(item);
        if (iit == itemIndex.constEnd()) {
            iit = itemIndex.insert(item, static_cast<int>(items.size()));
            items << item;
            if (cc >= 0) {
                const QString cl = row.cells[cc].trimmed();
                auto cit = clusterIndex.constFind(cl);
                if (cit == clusterIndex.constEnd())
                    cit = clusterIndex.insert(cl, static_cast<int>(clusterIndex.size()));
                clusters.push_back(static_cast<std::size_t>(*cit));
            }
        }
        auto rit = raterIndex.constFind(rater);
        if (rit == raterIndex.constEnd()) {
            rit = raterIndex.insert(rater, static_cast<int>(raters.size()));
            raters << rater;
        }
        const QPair<int, int> key(*iit, *rit);
        if (seen.contains(key))
            return fail(QCoreApplication::translate(
                            "draudit::models::RatingsReader", "rater '%1' already rated item '%2' on line %3")
                            .arg(rater, item)
                            .arg(seen.value(key)),
                path, row.line, cv + 1, o.valueColumn);
        seen.insert(key, row.line);
        cells.push_back({ *iit, *rit, value, row.line });
    }
    if (items.size() < 2)
        return fail(
            QCoreApplication::translate("draudit::models::RatingsReader", "at least 2 items are needed, found %1")
                .arg(items.size()),
            path);
    if (raters.size() < 2)
        return fail(
            QCoreApplication::translate("draudit::models::RatingsReader", "at least 2 raters are needed, found %1")
                .arg(raters.size()),
            path);

    // Category order: declared, else numeric order when every value is a number, else text order (nominal only).
    QStringList categories = o.categories;
    if (categories.isEmpty()) {
        std::map<double, QString> numbers;
        bool allNumeric = true;
        QStringList texts;
        for (const Cell &c : cells) {
            double v;
            if (toNumber(c.value, &v))
                numbers.emplace(v, c.value);
            else
                allNumeric = false;
            texts << c.value;
        }
        if (allNumeric) {
            for (const auto &[v, label] : numbers)
                categories << label;
        } else {
            if (o.level == judge::Level::Ordinal)
                return fail(
                    QCoreApplication::translate("draudit::models::RatingsReader",
                        "ordinal values are not numbers, so their order is unknown; declare it with --categories"),
                    path, 1, cv + 1, o.valueColumn);
            texts.removeDuplicates();
            texts.sort();
            categories = texts;
        }
        if (numeric && categories.size() > kMaxCategories)
            categories.clear();
    }

    judge::AgreementData d;
    d.level = o.level;
    for (const QString &s : items)
        d.items.push_back(s.toStdString());
    for (const QString &s : raters)
        d.raters.push_back(s.toStdString());
    for (const QString &s : categories)
        d.categories.push_back(s.toStdString());
    d.clusters = clusters;
    d.positions = judge::RatingMatrix(d.items.size(), d.raters.size());
    d.values = judge::RatingMatrix(d.items.size(), d.raters.size());
    QHash<QString, int> categoryIndex;
    for (int i = 0; i < categories.size(); ++i)
        categoryIndex.insert(categories[i], i);
    // Numeric labels match by value so "4" and "4.0" are the same category.
    std::map<double, int> numericIndex;
    for (int i = 0; i < categories.size(); ++i) {
        double v;
        if (toNumber(categories[i], &v))
            numericIndex.emplace(v, i);
    }
    for (const Cell &c : cells) {
        const auto u = static_cast<std::size_t>(c.item);
        const auto r = static_cast<std::size_t>(c.rater);
        double v = 0;
        const bool isNumber = toNumber(c.value, &v);
        if (!categories.isEmpty()) {
            int pos = categoryIndex.value(c.value, -1);
            if (pos < 0 && isNumber && numericIndex.count(v))
                pos = numericIndex.at(v);
            d.positions(u, r) = pos;
        }
        d.values(u, r) = numeric ? v : d.positions(u, r);
    }
    return d;
}

} // namespace draudit::models
