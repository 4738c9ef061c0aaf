// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the bundled demo project, or large synthetic corpora for benchmarks, from self-written material.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <functional>

namespace draudit::models {

class ProjectStore;

struct DemoOptions
{
    int battles = 8;
    int reportTasks = 3; // DeepResearch-Bench-style tasks, one report per system
    int rubricTasks = 1; // DR. BENCH-style checklist tasks
    int answerWords = 350;
    int reportWords = 1800;
    quint64 seed = 2026;
};

struct DemoSummary
{
    int tasks = 0;
    int systems = 0;
    int responses = 0;
    int battles = 0;
    int rounds = 0;
    int judgeRecords = 0;
    int rubricItems = 0;
    int unknownVerdicts = 0;
};

class DemoWriter;
struct DemoContext;
// One benchmark's part of the demo (models/demo/demowriter.h).
using DemoPart = Result<void> (*)(DemoWriter &w, const DemoOptions &o, DemoContext &c);

// Writes the systems and then each part (the benchmarks', models::generateDemo) in one transaction; progress(done,
// total) is called per battle.
Result<DemoSummary> writeDemo(ProjectStore &store, const DemoOptions &options, const QList<DemoPart> &parts,
    const std::function<void(int, int)> &progress = {});

} // namespace draudit::models
