// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/core/wordlimit.h"

#include <QRegularExpression>

namespace draudit {
namespace models {

WordLimit WordLimit::parse(const QString &instruction)
{
    static const QRegularExpression range(QStringLiteral("(\\d+)\\s*(?:-|–|—|~|to|到|至)\\s*(\\d+)"));
    static const QRegularExpression number(QStringLiteral("\\d+"));
    WordLimit limit;
    limit.instruction = instruction;
    if (const auto m = range.match(instruction); m.hasMatch()) {
        limit.lowest = m.captured(1).toInt();
        limit.highest = m.captured(2).toInt();
    } else {
        limit.highest = number.match(instruction).captured().toInt();
    }
    if (limit.lowest > limit.highest) // "300-200 words": the range still means 200..300
        std::swap(limit.lowest, limit.highest);
    return limit;
}

} // namespace models
} // namespace draudit
