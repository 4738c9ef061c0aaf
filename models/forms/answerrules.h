// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a text answer or reason may be, for every path an answer takes into a project (the annotation session of each
// front end, a merged package, a team's server functions): one length limit and no control characters.
#pragma once

#include "models/forms/formdefinition.h"

#include <QString>
#include <optional>

namespace draudit::models {

// The longest typed answer or reason, in characters.
inline constexpr qsizetype kLongestAnswerText = 20000;

// Why a text cannot be stored (too long, a control character), or nothing.
std::optional<QString> textProblem(const QString &text);
// Why a value cannot be an answer to the question (not one of its options, out of its range, or a text problem), or
// nothing. An empty value is a withdrawal and always allowed here.
std::optional<QString> answerProblem(const FormQuestion &question, const QString &value, const QString &reason);

} // namespace draudit::models
