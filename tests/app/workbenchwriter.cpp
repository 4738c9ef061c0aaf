// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper process: the workbench on a project, as a user drives it. It opens PROJECT in the main window, imports
// FOLDER through File → Import's code (ImportFlow), prints "imported", then for every line "commit" on its standard
// input saves one answer through the window's own connection and prints "committed <history id>" only after the
// commit returned. It never exits by itself: the test SIGKILLs it. Usage: workbenchwriter PROJECT FOLDER
#include "app/gui/mainwindow.h"
#include "models/store/studies/annotationstore.h"

#include <QApplication>
#include <QSocketNotifier>
#include <cstdio>
#include <iostream>
#include <string>

using namespace draudit;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: workbenchwriter PROJECT FOLDER\n");
        return 2;
    }
    app::MainWindow window;
    window.setInteractive(false);
    window.setRemembersRecent(false);
    window.show();
    if (!window.openProject(args[1])) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 1;
    }
    std::printf("%s\n", qPrintable(window.importPaths({ args[2] }).simplified()));
    std::printf("imported\n");
    std::fflush(stdout);
    int edits = 0;
    QSocketNotifier input(0, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        std::string line;
        if (!std::getline(std::cin, line)) {
            input.setEnabled(false);
            return;
        }
        const auto id = models::AnnotationStore(*window.project())
                            .set({ QStringLiteral("ann"), draudit::models::Target::round(++edits), QStringLiteral("C1"),
                                QStringLiteral("Tie"), {}, 1, QStringLiteral("gui") });
        if (!id)
            std::printf("failed %s\n", qPrintable(id.error().toString()));
        else
            std::printf("committed %lld\n", static_cast<long long>(*id));
        std::fflush(stdout);
    });
    return app.exec();
}
