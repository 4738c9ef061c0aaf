// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH judges' per-rubric decisions, written on "item:ITEM@response:R" in the rubric's kind (qsr / grr) with
// the label as value and the points as score, so a re-score study compares humans with them item by item.
//   mr-dre-checklist   Mr-Dre's checklist_turn{N}.jsonl: {id, checklist_evaluator_model, checklist_details [{id,
//                      item, weight, covered 0 / 0.5 / 1, justification}]}; checklist_details[i] is the task's i-th
//                      QSR item. The judge is checklist_evaluator_model, run "turn N"; the system is the folder
//                      the file is in (Mr-Dre writes one folder per evaluated agent).
//   drbench-decisions  the long format of FORMATS.md §6 for DR. BENCH's own judge (CSV or JSONL): judge, task,
//                      rubric (qsr:I or grr:I, 0-based positions), value (the label)[, system, score, reasoning,
//                      benchmark]; system may be left out when one system answered the task.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class MrDreChecklistImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("mr-dre-checklist"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    int stage() const override { return 1; } // after the tasks and reports of the same folder
    QString contentScope(const QString &path) const override;
};

class DrBenchDecisionsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drbench-decisions"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    int stage() const override { return 1; }
};

} // namespace draudit::models
