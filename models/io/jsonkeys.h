// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Repeated keys in a JSON object. simdjson keeps every occurrence and a lookup finds the first, while Python's json
// module, which wrote most benchmark files, keeps the last: the same file would mean two things, so it is refused.
#pragma once

#include <QString>
#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace draudit::models {

struct RepeatedKey
{
    QString key;
    QString path; // JSON path of the object holding it, "$" for the top level
    std::string pointer; // the same as a JSON Pointer (RFC 6901), "" for the top level
};

// The first key that appears twice in one object anywhere inside `value` (depth first), if any.
std::optional<RepeatedKey> findRepeatedKey(simdjson::dom::element value);
// The 1-based line of the second occurrence of the repeated key in `text`, the JSON document it was found in.
qint64 lineOfRepeatedKey(std::string_view text, const RepeatedKey &repeated);

} // namespace draudit::models
