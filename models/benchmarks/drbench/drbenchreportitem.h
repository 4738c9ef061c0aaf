// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A DR. BENCH report as an item: the report every benchmark shows, with its task's focus and deviation keywords
// (FAK, FDK) marked in the text.
#pragma once

#include "models/core/error.h"
#include "models/forms/blinditem.h"

namespace draudit::models {

class ProjectStore;

Result<BlindItem> drBenchReportItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);

} // namespace draudit::models
