// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The options are the rounds ("round:ID"), labelled Task 1..3 in the shuffled order.
#include "models/benchmarks/drarena/taskexpansion.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/forms/target.h"
#include "models/study/studyplan.h"

#include <QCoreApplication>

namespace draudit::models {

Result<FormDefinition> expandTasks(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed)
{
    Q_UNUSED(store);
    QList<qint64> rounds = target.kind() == kTaskTriple ? target.roundIds() : QList<qint64> {};
    if (rounds.size() < 2)
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 is not a task-preference item (rounds:ID,ID,ID)")
                        .arg(target.toString()));
    StudyRandom(orderSeed).shuffle(rounds);
    QList<FormOption> options;
    for (int i = 0; i < rounds.size(); ++i)
        options << FormOption { Target::round(rounds[i]).toString(),
            QCoreApplication::translate("draudit::models::ItemForms", "Task %1").arg(i + 1), std::nullopt };
    FormDefinition out = form;
    for (FormQuestion &q : out.questions)
        if (q.kind == FormQuestion::Kind::SingleChoice && q.options.isEmpty())
            q.options = options;
    return out;
}

} // namespace draudit::models
