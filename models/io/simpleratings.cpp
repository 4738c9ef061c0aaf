// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Mirrors ratingsreader.cpp rule for rule (the tests compare the two on every fixture and on random files); where a
// rule needs care (an error, an odd number, Unicode whitespace), it returns nullopt and the general reader decides.
#include "models/io/simpleratings.h"

#include "judge/hugepages.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace draudit::models {

namespace {
using View = std::string_view;

bool asciiSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

// The code point a UTF-8 sequence (valid: the file was checked) starts with.
char32_t codePoint(View v)
{
    const auto b = [&](std::size_t i) { return static_cast<char32_t>(static_cast<unsigned char>(v[i])); };
    if (b(0) < 0x80)
        return b(0);
    if (b(0) < 0xE0)
        return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    if (b(0) < 0xF0)
        return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
}

// The field without ASCII whitespace at its edges; nullopt when a character at an edge is other Unicode
// whitespace, which QString::trimmed would also remove (the general reader then reads the file).
std::optional<View> trimmed(View v)
{
    while (!v.empty() && asciiSpace(v.front()))
        v.remove_prefix(1);
    while (!v.empty() && asciiSpace(v.back()))
        v.remove_suffix(1);
    if (v.empty())
        return v;
    std::size_t last = v.size() - 1;
    while (last > 0 && (static_cast<unsigned char>(v[last]) & 0xC0) == 0x80)
        --last; // back to the first byte of the last character
    if (QChar::isSpace(codePoint(v)) || QChar::isSpace(codePoint(v.substr(last))))
        return std::nullopt;
    return v;
}

// The line's fields, trimmed; false when there are not exactly `expected` of them or one cannot be trimmed here.
bool splitLine(View line, std::size_t expected, std::vector<View> &fields)
{
    fields.clear();
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = line.find(',', start);
        const auto field = trimmed(line.substr(start, comma == View::npos ? View::npos : comma - start));
        if (!field || fields.size() == expected)
            return false;
        fields.push_back(*field);
        if (comma == View::npos)
            return fields.size() == expected;
        start = comma + 1;
    }
}

// As toNumber() in ratingsreader.cpp (QString::toDouble, finite only); from_chars first, the QString rule for
// whatever from_chars does not read whole.
std::optional<double> number(View v)
{
    double d = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
    if (ec == std::errc() && end == v.data() + v.size())
        return std::isfinite(d) ? std::optional(d) : std::nullopt;
    bool ok = false;
    d = QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size())).toDouble(&ok);
    return ok && std::isfinite(d) ? std::optional(d) : std::nullopt;
}

// 24 bytes: a rating, its value as an offset into the file's bytes (files are under 1 GiB) and as a number.
struct Cell
{
    int item;
    int rater;
    std::uint32_t valueAt, valueSize;
    double number; // NaN when the value is not a number (number() accepts finite values only)

    bool hasNumber() const { return !std::isnan(number); }
    View value(View bytes) const { return bytes.substr(valueAt, valueSize); }
};
static_assert(sizeof(Cell) == 24);

// Names numbered in order of first appearance: an open-addressing table of (hash, index) over the names (views into
// the file's bytes), so a lookup touches one slot and one short string, and nothing is allocated per lookup.
class Interner
{
public:
    int operator()(View name, bool *added = nullptr)
    {
        // A long file lists an item's ratings one after another: the name just seen needs no lookup.
        if (m_last >= 0 && m_names[static_cast<std::size_t>(m_last)] == name) {
            if (added)
                *added = false;
            return m_last;
        }
        m_last = lookup(name, added);
        return m_last;
    }
    std::vector<std::string> take() const { return { m_names.begin(), m_names.end() }; }
    std::size_t size() const { return m_names.size(); }

private:
    int lookup(View name, bool *added)
    {
        if ((m_names.size() + 1) * 2 > m_slots.size())
            grow();
        const std::uint64_t h = std::hash<View> {}(name);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (slot.index < 0) {
                slot = { h, static_cast<int>(m_names.size()) };
                m_names.emplace_back(name);
                if (added)
                    *added = true;
                return slot.index;
            }
            if (slot.hash == h && m_names[static_cast<std::size_t>(slot.index)] == name) {
                if (added)
                    *added = false;
                return slot.index;
            }
        }
    }
    struct Slot
    {
        std::uint64_t hash = 0;
        int index = -1;
    };
    void grow()
    {
        judge::HugeVector<Slot> old = std::move(m_slots);
        m_slots.assign(std::max<std::size_t>(1024, old.size() * 2), Slot {});
        const std::size_t mask = m_slots.size() - 1;
        for (const Slot &slot : old) {
            if (slot.index < 0)
                continue;
            std::size_t i = slot.hash & mask;
            while (m_slots[i].index >= 0)
                i = (i + 1) & mask;
            m_slots[i] = slot;
        }
    }
    judge::HugeVector<Slot> m_slots;
    judge::HugeVector<View> m_names;
    int m_last = -1;
};

struct Columns
{
    int item = -1, rater = -1, value = -1, cluster = -2;
};

// The header's columns; nullopt when a named column is missing or a name repeats (the general reader reports it).
std::optional<Columns> columnsOf(const std::vector<View> &header, const RatingsOptions &o)
{
    Columns c;
    std::unordered_set<View> seen;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (!seen.insert(header[i]).second)
            return std::nullopt;
        const QString name = QString::fromUtf8(header[i].data(), static_cast<qsizetype>(header[i].size()));
        const int index = static_cast<int>(i);
        c.item = name == o.itemColumn ? index : c.item;
        c.rater = name == o.raterColumn ? index : c.rater;
        c.value = name == o.valueColumn ? index : c.value;
        if (!o.clusterColumn.isEmpty())
            c.cluster = name == o.clusterColumn ? index : (c.cluster == -2 ? -1 : c.cluster);
    }
    if (c.item < 0 || c.rater < 0 || c.value < 0 || c.cluster == -1)
        return std::nullopt;
    return c;
}

struct Collected
{
    Interner items, raters, clusterNames;
    std::vector<std::size_t> clusters;
    judge::HugeVector<Cell> cells;
};

// Every data line into cells; false on anything the general reader must judge.
bool collect(View bytes, View rest, const Columns &c, std::size_t width, const RatingsOptions &o, Collected &out)
{
    const bool numeric = o.level == judge::Level::Interval || o.level == judge::Level::Ratio;
    std::vector<std::string> declared;
    for (const QString &category : o.categories)
        declared.push_back(category.toStdString());
    std::vector<View> fields;
    out.cells.reserve(static_cast<std::size_t>(std::count(rest.begin(), rest.end(), '\n')) + 1);
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        View line = rest.substr(0, end);
        rest = end == View::npos ? View() : rest.substr(end + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!splitLine(line, width, fields))
            return false; // a blank or short line, or a field to trim the Unicode way
        const View item = fields[static_cast<std::size_t>(c.item)], rater = fields[static_cast<std::size_t>(c.rater)],
                   value = fields[static_cast<std::size_t>(c.value)];
        if (item.empty() || rater.empty() || value.empty())
            return false;
        const std::optional<double> n = number(value);
        if ((numeric && !n)
            || (!declared.empty() && std::find(declared.begin(), declared.end(), value) == declared.end()))
            return false;
        bool newItem = false;
        const int i = out.items(item, &newItem);
        if (newItem && c.cluster >= 0)
            out.clusters.push_back(
                static_cast<std::size_t>(out.clusterNames(fields[static_cast<std::size_t>(c.cluster)])));
        out.cells.push_back({ i, out.raters(rater), static_cast<std::uint32_t>(value.data() - bytes.data()),
            static_cast<std::uint32_t>(value.size()), n.value_or(std::nan("")) });
    }
    if (out.items.size() < 2 || out.raters.size() < 2)
        return false;
    std::vector<char> rated(out.items.size() * out.raters.size(), 0);
    for (const Cell &cell : out.cells) {
        char &once
            = rated[static_cast<std::size_t>(cell.item) * out.raters.size() + static_cast<std::size_t>(cell.rater)];
        if (once)
            return false; // a second rating of the item by the rater
        once = 1;
    }
    return true;
}

// As categoriesOf() in ratingsreader.cpp; nullopt where it fails.
std::optional<QStringList> categoriesOf(View bytes, const judge::HugeVector<Cell> &cells, const RatingsOptions &o)
{
    if (!o.categories.isEmpty())
        return o.categories;
    const bool allNumeric = std::all_of(cells.begin(), cells.end(), [](const Cell &cell) { return cell.hasNumber(); });
    QStringList categories;
    if (allNumeric) {
        std::map<double, View> numbers;
        for (const Cell &cell : cells)
            numbers.try_emplace(cell.number, cell.value(bytes)); // the first label of each value
        for (const auto &[v, label] : numbers)
            categories << QString::fromUtf8(label.data(), static_cast<qsizetype>(label.size()));
    } else {
        if (o.level == judge::Level::Ordinal)
            return std::nullopt;
        std::unordered_set<View> distinct;
        for (const Cell &cell : cells)
            if (const View value = cell.value(bytes); distinct.insert(value).second)
                categories << QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
        categories.sort();
    }
    const bool numeric = o.level == judge::Level::Interval || o.level == judge::Level::Ratio;
    if (numeric && categories.size() > kMaxCategories)
        categories.clear();
    return categories;
}

// As fillMatrices() in ratingsreader.cpp.
void fill(judge::AgreementData &d, View bytes, const judge::HugeVector<Cell> &cells)
{
    const bool numeric = d.level == judge::Level::Interval || d.level == judge::Level::Ratio;
    std::map<std::string, int, std::less<>> labelIndex;
    std::map<double, int> numericIndex; // numeric labels match by value: "4" and "4.0" are one category
    for (std::size_t i = 0; i < d.categories.size(); ++i) {
        labelIndex.emplace(d.categories[i], static_cast<int>(i));
        if (const auto v = number(d.categories[i]))
            numericIndex.emplace(*v, static_cast<int>(i));
    }
    for (const Cell &c : cells) {
        const auto u = static_cast<std::size_t>(c.item);
        const auto r = static_cast<std::size_t>(c.rater);
        if (!d.categories.empty()) {
            const auto label = labelIndex.find(c.value(bytes));
            int pos = label == labelIndex.end() ? -1 : label->second;
            if (pos < 0 && c.hasNumber() && numericIndex.count(c.number))
                pos = numericIndex.at(c.number);
            d.positions(u, r) = pos;
        }
        d.values(u, r) = numeric ? (c.hasNumber() ? c.number : 0) : d.positions(u, r);
    }
}
} // namespace

std::optional<judge::AgreementData> readSimpleRatings(QByteArrayView file, const RatingsOptions &o)
{
    if (file.size() >= (qsizetype(1) << 31)) // a cell's value is an offset of 32 bits
        return std::nullopt;
    const View bytes(file.data(), static_cast<std::size_t>(file.size()));
    if (bytes.find('"') != View::npos || !QUtf8StringView(file.data(), file.size()).isValidUtf8())
        return std::nullopt;
    View rest = bytes;
    if (rest.substr(0, 3) == "\xEF\xBB\xBF")
        rest.remove_prefix(3);
    const std::size_t end = rest.find('\n');
    View headerLine = rest.substr(0, end);
    if (!headerLine.empty() && headerLine.back() == '\r')
        headerLine.remove_suffix(1);
    rest = end == View::npos ? View() : rest.substr(end + 1);
    std::vector<View> header;
    const std::size_t width = static_cast<std::size_t>(std::count(headerLine.begin(), headerLine.end(), ',')) + 1;
    if (!splitLine(headerLine, width, header))
        return std::nullopt;
    const auto columns = columnsOf(header, o);
    Collected collected;
    if (!columns || !collect(bytes, rest, *columns, width, o, collected))
        return std::nullopt;
    const auto categories = categoriesOf(bytes, collected.cells, o);
    if (!categories)
        return std::nullopt;
    judge::AgreementData d;
    d.level = o.level;
    d.items = collected.items.take();
    d.raters = collected.raters.take();
    for (const QString &s : *categories)
        d.categories.push_back(s.toStdString());
    d.clusters = std::move(collected.clusters);
    d.positions = judge::RatingMatrix(d.items.size(), d.raters.size());
    d.values = judge::RatingMatrix(d.items.size(), d.raters.size());
    fill(d, bytes, collected.cells);
    return d;
}

} // namespace draudit::models
