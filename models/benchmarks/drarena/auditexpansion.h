// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pipeline audit as the paper ran it, round by round through whole battles: A3 (did the task evolve as
// intended?) is asked from round 2 on, with the previous round's question and checklists above it (never its
// verdict); B1 names the source pages the checklists should be checked against; D2 (were the
// rounds sufficient?) is asked once per battle, on its last round once that round is committed, when the battle was
// sampled whole.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

Result<FormDefinition> expandBattleRound(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed);

} // namespace draudit::models
