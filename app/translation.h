// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Installs draudit's and Qt's own translations for a locale ("zh_CN"), or the system locale when empty.
#pragma once

#include <QString>

class QCoreApplication;

namespace draudit::app {

// Returns the locale name actually loaded ("" when English / no translation found).
QString installTranslations(QCoreApplication &app, const QString &requested);

} // namespace draudit::app
