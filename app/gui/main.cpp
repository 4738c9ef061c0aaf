// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit-workbench: the desktop workbench, started by the draudit command in its place (app/launch.h) with the same
// arguments: [PROJECT], --demo, or bench ui. It holds every library the headless commands must not load (Qt Widgets,
// Qt WebEngine, Qt Charts).
#include "app/bench/uispeed.h"
#include "app/gui/workbench.h"
#include "app/launch.h"

int main(int argc, char *argv[])
{
    QStringList args = draudit::app::argumentsOf(argc, argv);
    const QString lang = draudit::app::takeLanguage(args);
    draudit::app::nameApplication();
    if (args.size() >= 2 && args[0] == QLatin1String("bench") && args[1] == QLatin1String("ui"))
        return draudit::app::runUiBench(argc, argv, args.mid(1));
    return draudit::app::runWorkbench(argc, argv, args, lang);
}
