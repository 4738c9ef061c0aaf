// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A user's map between model names, read from a file: CSV, TSV or JSONL with two named columns, or a JSON object
// (key -> value). Keys are compared case-insensitively; a bad file is an error naming the file, line and field.
#pragma once

#include "models/core/error.h"

#include <QHash>
#include <QString>

namespace draudit::models {

// Lower-cased keys to values; `keyColumn` and `valueColumn` name the table's columns.
Result<QHash<QString, QString>> loadNameMap(const QString &path, const char *keyColumn, const char *valueColumn);

// Leaderboard model names mapped to the names the battles use (a leaderboard may write "GPT-5 (search)" where the
// battles write "gpt-5-search"): columns alias, model.
class ModelAliases
{
public:
    ModelAliases() = default;
    static Result<ModelAliases> load(const QString &path);
    // The battles' name for a leaderboard's name; the name itself when the map has no entry.
    QString modelOf(const QString &name) const;
    bool isEmpty() const { return m_map.isEmpty(); }

private:
    QHash<QString, QString> m_map;
};

} // namespace draudit::models
