// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a file that no importer recognised is a damaged JSON or JSON Lines file (cut short, a bad line) rather
// than a file of another kind: a folder import then reports it as failed instead of passing it over.
#pragma once

#include "models/core/error.h"

#include <optional>

namespace draudit::models {

// For a .json, .jsonl or .ndjson file that does not parse: the error, with the line and column where it stops.
// Nothing for a file that parses, or of another kind.
std::optional<Error> damagedJson(const QString &path);

} // namespace draudit::models
