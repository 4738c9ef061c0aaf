// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Paths of the test fixtures (tests/data) and of the shared benchmark data beside the project.
#pragma once

#include <QString>

namespace draudit::tests {

inline QString fixture(const QString &name)
{
    return qEnvironmentVariable("DRAUDIT_TEST_DATA") + QLatin1Char('/') + name;
}

} // namespace draudit::tests
