// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A report as a study item: its task's prompt and its text (models::makeItem scrubs model names in a blind study).
// Every benchmark's reports look like this unless the benchmark declares its own (LiveDRBench's claim lists). It sits
// beside benchmark.h, so any benchmark may use it.
#pragma once

#include "models/core/error.h"
#include "models/forms/blinditem.h"

namespace draudit::models {

class ProjectStore;

struct ReportRecord;

Result<BlindItem> reportItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);
// The same from a report already read (a benchmark's own report item adds to it).
BlindItem reportItemOf(const ReportRecord &report, const ItemRequest &request, const FormDefinition &form);

// Phrases a form's questions quote ("…", “…”, 「…」): the terms worth finding in the report.
QStringList quotedTerms(const FormDefinition &form);

} // namespace draudit::models
