// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit check`: database integrity and the project's own consistency rules.
#pragma once

#include "models/core/error.h"

#include <QStringList>

namespace draudit::models {

class ProjectStore;

// Problems found (empty = healthy); an error only when the checks themselves could not run.
Result<QStringList> checkProject(ProjectStore &store);

} // namespace draudit::models
