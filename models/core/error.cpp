// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Formatting of errors for logs and the command line.
#include "models/core/error.h"

#include <QCoreApplication>

namespace draudit::models {

QString Error::toString() const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    if (line > 0 && column > 0)
        where += QLatin1Char(':') + QString::number(column);
    QString out;
    if (!where.isEmpty())
        out = where + QStringLiteral(": ");
    if (!field.isEmpty())
        out += QCoreApplication::translate("draudit::models::Error", "field '%1': ").arg(field);
    return out + message;
}

} // namespace draudit::models
