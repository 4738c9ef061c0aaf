// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/comparisonview.h"

namespace draudit {
namespace views {

ComparisonView::~ComparisonView() = default;

} // namespace views
} // namespace draudit
