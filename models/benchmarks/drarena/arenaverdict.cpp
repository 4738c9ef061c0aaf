// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The files write "Tie" in mixed case; everything else is upper case.
#include "models/benchmarks/drarena/arenaverdict.h"

namespace draudit::models::arena {

std::optional<int> verdictPoints(const QString &v)
{
    if (v == QLatin1String("A_MUCH_BETTER"))
        return 2;
    if (v == QLatin1String("A_BETTER"))
        return 1;
    if (v.compare(QLatin1String("Tie"), Qt::CaseInsensitive) == 0)
        return 0;
    if (v == QLatin1String("B_BETTER"))
        return -1;
    if (v == QLatin1String("B_MUCH_BETTER"))
        return -2;
    return std::nullopt;
}

bool isKnownVerdict(const QString &v)
{
    return verdictPoints(v).has_value() || v == QLatin1String("UNKNOWN");
}

bool isJudgeError(const QString &v)
{
    return v == QLatin1String("ERROR") || v == QLatin1String("[[ERROR]]");
}

QString canonicalFailure(const QString &f)
{
    const QString u = f.trimmed().toUpper();
    if (u == QLatin1String("DEEP") || u == QLatin1String("DEPTH"))
        return QStringLiteral("DEEP");
    if (u == QLatin1String("WIDE") || u == QLatin1String("WIDTH"))
        return QStringLiteral("WIDE");
    if (u == QLatin1String("BOTH") || u == QLatin1String("NONE"))
        return u;
    return {};
}

bool isTieQuality(const QString &v)
{
    return v == QLatin1String("HIGH") || v == QLatin1String("LOW") || v == QLatin1String("N/A");
}

QString mirrored(const QString &verdict)
{
    if (verdict.startsWith(QLatin1String("A_")))
        return QStringLiteral("B_") + verdict.mid(2);
    if (verdict.startsWith(QLatin1String("B_")))
        return QStringLiteral("A_") + verdict.mid(2);
    return verdict;
}

std::optional<double> scoreOfA(const QString &verdict)
{
    const auto points = verdictPoints(verdict);
    if (!points)
        return std::nullopt;
    return *points > 0 ? 1.0 : *points < 0 ? 0.0 : 0.5;
}

} // namespace draudit::models::arena
