// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Streams JSON documents from a file: a single JSON value, or JSON Lines, one document in memory at a time.
#pragma once

#include "models/io/jsonrecord.h"

#include <functional>

namespace draudit::models {

class Sha256;

inline constexpr qint64 kMaxJsonLine = 50 * 1024 * 1024;
inline constexpr qint64 kMaxJsonDocument = 64 * 1024 * 1024;

// Calls `onRecord` for each top-level object (each line of JSONL, or the single object / each element of a
// top-level array in a .json file). Stops at the first error the callback returns.
// Malformed JSON, invalid UTF-8, a non-object line, an object with a repeated key and lines over 50 MB are errors
// naming file and line; `onBadLine` (when given) decides whether such a line is passed over (true) or ends the file.
// With a `digest`, every byte read is hashed on the way (the whole file, when the call succeeds).
using RecordCallback = std::function<Result<void>(const JsonRecord &record)>;
using BadLine = std::function<bool(const Error &error)>;
Result<void> forEachJsonLine(
    const QString &path, const RecordCallback &onRecord, Sha256 *digest = nullptr, const BadLine &onBadLine = {});
Result<void> forEachJsonDocument(const QString &path, const RecordCallback &onRecord);

} // namespace draudit::models
