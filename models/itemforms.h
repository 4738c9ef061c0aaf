// Forms whose questions come from the item itself: one question per rubric item, gold insight, FACT statement or
// predicted claim key, each storing its answer on the target the judge's record of the same thing has
// ("item:7@response:5" field qsr, "claim:0.name@response:9" field key_score), so agreement needs no wiring.
#pragma once

#include "models/error.h"
#include "models/formdefinition.h"

#include <cstdint>

namespace draudit::models {

class ProjectStore;

// The form as asked for one item. Forms without FormDefinition::expand come back unchanged. orderSeed shuffles
// the options of a task preference (the annotator's recorded order).
Result<FormDefinition> formForItem(
    ProjectStore &store, const FormDefinition &form, const QString &itemTarget, std::uint64_t orderSeed = 0);
// A rubric item's allowed values ([{label, points}] or {"Yes": 2, ...}) as options, most points first.
QList<FormOption> rubricOptions(const QString &allowedValues);
// The response a target is about: "response:5", "item:7@response:5", "response:5#claim:2" give 5; 0 when none.
qint64 responseOfTarget(const QString &target);
// The rounds of a task-preference item "rounds:1,2,3".
QList<qint64> roundsOfTarget(const QString &target);
// Annotations are stored per (target, field); these map them to and from a form's question ids.
QHash<QString, QString> answersByQuestion(
    const FormDefinition &form, const QString &itemTarget, const QHash<QString, QString> &storedByTargetAndField);
QString storageKey(const QString &target, const QString &field);

} // namespace draudit::models
