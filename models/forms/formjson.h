// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Form definitions as JSON, so a study stores its form and a custom form needs no code:
// {"id", "title", "hide_judge_until_committed", "questions": [{"id", "text", "kind": "choice"|"text",
//   "options": [{"value", "label", "points"}], "judge_field", "only_if": "C1=Tie|...", "required", "field", "target",
//   "context", "min", "max"}], "expand"}; kind is also "likert" (options min..max) or "number" (min..max).
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"

#include <QByteArray>

namespace draudit::models {

QByteArray formToJson(const FormDefinition &form);
// Errors name the file and the JSON path of the bad field. `expansions` is what FormDefinition::expand may name (the
// benchmarks declare them: readForm in models/benchmarks/registry.h passes their names).
Result<FormDefinition> formFromJson(const QByteArray &json, const QString &file, const QStringList &expansions);
// A custom form definition from a .json file (the presets are the benchmarks': formByName in
// models/benchmarks/registry.h).
Result<FormDefinition> formFromFile(const QString &path, const QStringList &expansions);

} // namespace draudit::models
