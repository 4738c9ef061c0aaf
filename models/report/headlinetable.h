// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The paper table of a protocol without a layout of its own (generic, task-preference), and the label a table gets.
#pragma once

#include "models/report/papertable.h"

namespace draudit::models {

// The headline rows (or, where the protocol marks none, its first rows), one section per analysis: comparison,
// statistic, value with its interval, n.
PaperLayout headlineLayout(const ReportTable &report);
// A protocol id as the tail of a \label (letters, digits and hyphens).
QString latexLabel(const QString &protocol);

} // namespace draudit::models
