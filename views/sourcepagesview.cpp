// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/sourcepagesview.h"

namespace draudit {
namespace views {

SourcePagesView::~SourcePagesView() = default;

} // namespace views
} // namespace draudit
