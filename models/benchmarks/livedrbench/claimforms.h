// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench's form: the claim audit, key by key.
// The protocols of PROTOCOLS.md with their exact answer values, so reports count what the papers counted.
#pragma once

#include "models/forms/formdefinition.h"

namespace draudit::models {

// LiveDRBench: every key of every predicted claim scored 0..3 (or right / wrong), plus "correct but missing
// from the ground truth" per claim.
FormDefinition claimAuditForm(bool rightWrong = false);

} // namespace draudit::models
