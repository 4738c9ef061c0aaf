// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A question as its answers are stored: the target and field of an answer row (a round's verdict, a rubric item's
// score on its report). Compared and hashed as the pair, never joined into one string.
#pragma once

#include <QHashFunctions>
#include <QString>

namespace draudit::models {

struct QuestionKey
{
    QString target; // as stored (FormQuestion::storedTarget): the key matches rows read from the database or a package
    QString field;
    bool operator==(const QuestionKey &) const = default;
};

inline size_t qHash(const QuestionKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.target, key.field);
}

inline QuestionKey questionKey(const QString &target, const QString &field)
{
    return { target, field };
}

} // namespace draudit::models
