// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled demo project: generated once into the user's data folder from self-written material.
#pragma once

#include "models/core/error.h"

namespace draudit::app {

// Path of the demo project, creating it on first use.
models::Result<QString> ensureDemoProject();

} // namespace draudit::app
