// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/reportterms.h"

#include "models/report/latexformat.h"

#include <cmath>

namespace draudit {
namespace views {

QString displayNumber(double value, const QString &statistic)
{
    return std::isfinite(value) ? QString::number(value, 'f', models::printedDecimals(statistic, 4)) : QString();
}

QString displayInterval(double low, double high, const QString &statistic)
{
    return std::isfinite(low) && std::isfinite(high)
        ? QStringLiteral("[%1, %2]").arg(displayNumber(low, statistic), displayNumber(high, statistic))
        : QString();
}

} // namespace views
} // namespace draudit
