// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit bench import: whole-process import figures against Python (see speedimport.cpp).
#pragma once

#include "models/core/error.h"

#include <QStringList>

namespace draudit::cli {

int benchImport(const QStringList &args);

// Builds a JSONL corpus by repeating the given replay files (unique ids per copy) up to the target size: the path.
models::Result<QString> buildReplayCorpus(const QStringList &sources, qint64 targetBytes, const QString &out);

} // namespace draudit::cli
