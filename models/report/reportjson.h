// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON shapes of the agree and correlate reports: a contract that scripts depend on (see README).
#pragma once

#include "judge/agreementreport.h"
#include "judge/correlationreport.h"

#include <nlohmann/json.hpp>

namespace draudit::models {

nlohmann::ordered_json agreementToJson(const judge::AgreementReport &report);
nlohmann::ordered_json correlationToJson(const judge::CorrelationReport &report);
// Aligned plain-text rendering of the agree report for terminals.
std::string agreementToTable(const judge::AgreementReport &report);
// The same numbers as correlationToJson, as a plain-text table: overall, then the group means (FAP/FAS).
std::string correlationToTable(const judge::CorrelationReport &report);

} // namespace draudit::models
