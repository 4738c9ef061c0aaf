// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text and value rules of an answer.
#include "models/forms/answerrules.h"

#include "models/core/controlchars.h"

#include <QCoreApplication>

namespace draudit::models {

std::optional<QString> textProblem(const QString &text)
{
    if (text.size() > kLongestAnswerText)
        return QCoreApplication::translate("draudit::models::AnswerRules", "a text of %1 characters (at most %2)")
            .arg(text.size())
            .arg(kLongestAnswerText);
    if (const auto ch = firstControlCharacter(text))
        return QCoreApplication::translate("draudit::models::AnswerRules", "a control character (%1)")
            .arg(codePoint(*ch));
    return std::nullopt;
}

std::optional<QString> answerProblem(const FormQuestion &question, const QString &value, const QString &reason)
{
    if (const auto problem = textProblem(value))
        return problem;
    if (const auto problem = textProblem(reason))
        return problem;
    if (!value.isEmpty() && !question.accepts(value))
        return QCoreApplication::translate("draudit::models::AnswerRules", "'%1' is not an answer to '%2'")
            .arg(value.left(64), question.text.left(200));
    return std::nullopt;
}

} // namespace draudit::models
