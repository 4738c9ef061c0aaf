// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the study GUI tests: a five-battle demo project whose ids and titles carry the model names (as the real
// DR-Arena replays do), a blind pairwise study "pilot" assigned to ann and bob, opened in the real window.
#pragma once

#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

namespace draudit::tests {

struct StudyWindowFixture
{
    QTemporaryDir dir;
    std::unique_ptr<app::MainWindow> window;
    qint64 studyId = 0;

    // Builds the project and opens the window on it with ann working on "pilot"; an error message, empty on success.
    QString open()
    {
        using namespace draudit::models;
        QStandardPaths::setTestModeEnabled(true);
        const QString path = dir.filePath(QStringLiteral("study.draudit"));
        if (const QString error = createProject(path); !error.isEmpty())
            return error;
        window = std::make_unique<app::MainWindow>();
        window->setInteractive(false);
        window->resize(1400, 900);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return QStringLiteral("the window was never exposed");
        if (!window->openProject(path))
            return window->lastError();
        window->setAnnotator(QStringLiteral("ann"));
        return window->studies()->startWork(QStringLiteral("pilot")) ? QString() : window->lastError();
    }

    // Leaves the study as the annotator does: a blind session closes the project. The owner then opens it again
    // (the next test goes on from there); false when it did not close or would not open.
    bool leaveAndReopen()
    {
        window->studies()->leave();
        if (window->project() || window->inAnnotatorSession())
            return false;
        return window->openProject(dir.filePath(QStringLiteral("study.draudit")));
    }

    QString queryValue(const QString &sql) const
    {
        QSqlQuery q(window->project()->database());
        return q.exec(sql) && q.next() ? q.value(0).toString() : QStringLiteral("<none>");
    }

private:
    QString createProject(const QString &path)
    {
        using namespace draudit::models;
        auto store = ProjectStore::create(path);
        if (!store)
            return store.error().toString();
        DemoOptions o;
        o.battles = 5;
        o.answerWords = 60;
        if (!generateDemo(**store, o))
            return QStringLiteral("the demo was not generated");
        // Real DR-Arena ids and titles carry the model names (R1_<model a>_vs_<model b>_tree_0003): make the demo's
        // do the same, so the blind view has something to hide.
        QSqlQuery named((*store)->database());
        if (!named.exec(QStringLiteral(
                "UPDATE comparisons SET external_id = (SELECT name FROM systems WHERE id = system_a) || '_vs_' || "
                "(SELECT name FROM systems WHERE id = system_b), title = title || ' — ' || (SELECT name FROM "
                "systems WHERE id = system_b)")))
            return named.lastError().text();
        StudySpec spec;
        spec.name = QStringLiteral("pilot");
        spec.protocol = QStringLiteral("dr-arena");
        spec.form = blindPairwiseForm();
        spec.sample.seed = 5;
        const auto info = createStudy(**store, spec);
        if (!info)
            return info.error().toString();
        studyId = info->id;
        const auto assigned = StudyStore(**store).assign(
            QStringLiteral("pilot"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 });
        return assigned ? QString() : assigned.error().toString();
    }
};

} // namespace draudit::tests
