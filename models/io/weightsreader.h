// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a custom agreement weight matrix: k lines of k comma-separated numbers, diagonal 1, values in [0, 1].
#pragma once

#include "judge/weights.h"
#include "models/core/error.h"

namespace draudit::models {

Result<judge::WeightMatrix> readWeightMatrix(const QString &path, std::size_t categories);

} // namespace draudit::models
