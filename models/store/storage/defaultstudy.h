// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol of a study made without one: the project's "default" study and a study an import of answers names.
// It compares any human field with any judge field; the generic benchmark adopts it as its own protocol id.
#pragma once

#include "models/core/benchmarkid.h"

namespace draudit::models {

inline constexpr ProtocolId kOpenStudyProtocol { "generic" };

} // namespace draudit::models
