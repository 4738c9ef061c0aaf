// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench merge: a study package with an answer to every question of its items merged back into the master,
// as `draudit study merge` (whole processes), on SQLite or PostgreSQL.
#pragma once

#include <QStringList>

namespace draudit::cli {

int benchMerge(const QStringList &args);

} // namespace draudit::cli
