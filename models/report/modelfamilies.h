// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which model family (provider) a judge or an agent belongs to, for the self-preference analysis: a user's map
// (CSV or JSONL with columns name, family; or a JSON object name -> family) over built-in rules for common names.
#pragma once

#include "models/core/error.h"

#include <QHash>
#include <QString>

namespace draudit::models {

class ModelFamilies
{
public:
    // The built-in rules only.
    ModelFamilies() = default;
    static Result<ModelFamilies> load(const QString &path);

    // The family of a model or judge name: the user's entry (exact, case-insensitive), else the first built-in rule
    // whose pattern the name contains ("gpt", "o3" ... -> openai, "gemini" -> google, ...); empty when unknown.
    QString familyOf(const QString &name) const;

private:
    QHash<QString, QString> m_user; // lower-cased name -> family
};

} // namespace draudit::models
