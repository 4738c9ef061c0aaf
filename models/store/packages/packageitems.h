// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The items a package carries (package_items): each as the annotator may see it, in the queue's order.
#pragma once

#include "models/core/error.h"
#include "models/store/packages/studypackage.h"

namespace draudit::models {

class StatementCache;

// Writes package_items from `items` (made from the package's own, aliased rows); nothing when `items` is empty.
// `reveal`: a reveal package, whose committed items are made as committed.
Result<void> carryPackageItems(ProjectStore &package, StatementCache &sql, const QString &study,
    const QString &annotator, bool reveal, const PackageItemValues &items);

} // namespace draudit::models
