// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Objects are walked depth first; the keys of one object are compared in a small sorted vector (most objects have
// under a dozen keys), so the walk costs a fraction of the parse.
#include "models/io/jsonkeys.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace draudit::models {

namespace {
QString keyText(std::string_view key)
{
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

// A key as a JSON Pointer step: '~' and '/' escaped.
std::string escapePointer(std::string_view key)
{
    std::string step;
    for (const char c : key)
        step += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return step;
}

std::optional<std::string_view> repeatedIn(simdjson::dom::object object, std::vector<std::string_view> &keys)
{
    keys.clear();
    for (const auto field : object)
        keys.push_back(field.key);
    if (keys.size() < 2)
        return std::nullopt;
    std::sort(keys.begin(), keys.end());
    const auto twice = std::adjacent_find(keys.begin(), keys.end());
    if (twice == keys.end())
        return std::nullopt;
    return *twice;
}

struct Walk
{
    std::vector<std::string_view> keys; // reused by every object
    struct Step
    {
        std::string_view key;
        qsizetype index = -1; // an array element's index; -1 for an object's key
    };
    std::vector<Step> path; // the steps to the value being checked, turned into text only when a key repeats

    std::optional<RepeatedKey> visit(simdjson::dom::element value);
    RepeatedKey found(std::string_view key) const
    {
        QString at = QStringLiteral("$");
        std::string pointer;
        for (const Step &step : path) {
            at += step.index >= 0 ? QStringLiteral("[%1]").arg(step.index) : QLatin1Char('.') + keyText(step.key);
            pointer += '/';
            pointer += step.index >= 0 ? std::to_string(step.index) : escapePointer(step.key);
        }
        return { keyText(key), at, pointer };
    }
};

std::optional<RepeatedKey> Walk::visit(simdjson::dom::element value)
{
    simdjson::dom::object object;
    if (value.get(object) == simdjson::SUCCESS) {
        if (const auto key = repeatedIn(object, keys))
            return found(*key);
        for (const auto field : object) {
            if (!field.value.is_object() && !field.value.is_array())
                continue;
            path.push_back({ field.key, -1 });
            if (auto inner = visit(field.value))
                return inner;
            path.pop_back();
        }
        return std::nullopt;
    }
    simdjson::dom::array array;
    if (value.get(array) != simdjson::SUCCESS)
        return std::nullopt;
    qsizetype i = 0;
    for (const auto item : array) {
        if (item.is_object() || item.is_array()) {
            path.push_back({ {}, i });
            if (auto inner = visit(item))
                return inner;
            path.pop_back();
        }
        ++i;
    }
    return std::nullopt;
}
} // namespace

std::optional<RepeatedKey> findRepeatedKey(simdjson::dom::element value)
{
    Walk walk;
    return walk.visit(value);
}

qint64 lineOfRepeatedKey(std::string_view text, const RepeatedKey &repeated)
{
    // Only on the error path: the document is parsed again with the on-demand API, which knows where each key is.
    const simdjson::padded_string padded(text);
    simdjson::ondemand::parser parser;
    simdjson::ondemand::document doc;
    simdjson::ondemand::object object;
    if (parser.iterate(padded).get(doc) != simdjson::SUCCESS
        || doc.at_pointer(repeated.pointer).get_object().get(object) != simdjson::SUCCESS)
        return 1;
    const std::string key = repeated.key.toStdString();
    int seen = 0;
    for (auto field : object) {
        std::string_view name;
        if (field.unescaped_key().get(name) != simdjson::SUCCESS)
            break;
        if (name == key && ++seen == 2) {
            const char *at = nullptr;
            if (doc.current_location().get(at) != simdjson::SUCCESS)
                break;
            const auto offset = static_cast<size_t>(at - padded.data());
            return 1
                + std::count(
                    text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size())), '\n');
        }
        // a field whose value is not read is skipped when the loop moves on
    }
    return 1;
}

} // namespace draudit::models
