// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Arguments: [PROJECT] or --demo. Everything else belongs to the headless commands.
#include "app/gui/workbench.h"

#include "app/gui/mainwindow.h"
#include "app/translation.h"

#include <QApplication>
#include <QIcon>

namespace draudit::app {

int runWorkbench(int &argc, char **argv, const QStringList &args, const QString &language)
{
    QApplication app(argc, argv);
    installTranslations(app, language);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/draudit.svg")));
    QApplication::setDesktopFileName(QStringLiteral("io.github.draudit.draudit"));
    MainWindow window;
    window.restoreWindowSize();
    window.show();
    if (args.contains(QLatin1String("--demo")))
        window.openDemoProject();
    else if (!args.isEmpty() && !args.first().startsWith(QLatin1Char('-')))
        window.openProject(args.first());
    return QApplication::exec();
}

} // namespace draudit::app
