// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Studies of a protocol: their candidates, a file of given items, creating one, and the questions its items ask.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/store/packages/studypackage.h"

#include <QCoreApplication>
#include <algorithm>
#include <iterator>

namespace draudit::models {

Result<QList<StudyCandidate>> studyCandidates(ProjectStore &store, const QString &id)
{
    const Protocol *p = protocol(id);
    if (!p)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "unknown protocol '%1' (%2)")
                        .arg(id, protocolIds().join(QStringLiteral(", "))));
    if (p->everyReport)
        return StudyStore(store).responseCandidates({}, comparisonBenchmarks());
    if (!p->candidates)
        return QList<StudyCandidate> {};
    return p->candidates(store);
}

Result<GivenItems> readGivenItems(ProjectStore &store, const QString &id, const QString &path)
{
    const Protocol *p = protocol(id);
    if (!p || !p->readItems)
        return fail(
            QCoreApplication::translate("draudit::models::StudyStore", "protocol '%1' takes no --items file").arg(id));
    return p->readItems(store, path);
}

Result<StudyInfo> createStudy(ProjectStore &store, const StudySpec &given)
{
    StudySpec spec = given;
    // Whole units are called what the protocol calls them (in English, as the sample is stored), unless named.
    if (const Protocol *p = protocol(spec.protocol); p && spec.sample.wholeUnits && spec.sample.unitNoun.isEmpty()) {
        spec.sample.unitNoun = p->unitNoun;
        spec.sample.unitDetail = p->unitDetail;
    }
    return StudyStore(store).create(spec, [&]() -> Result<QList<StudyCandidate>> {
        if (const Protocol *p = protocol(spec.protocol); p && !p->candidates && !p->everyReport)
            return fail(p->itemsRequiredMessage);
        return studyCandidates(store, spec.protocol);
    });
}

namespace {
// The stored target and field of every question the study's form asks on the items.
Result<PackageQuestions> questionsOf(ProjectStore &store, const StudyInfo &study, const QList<QueueItem> &queue)
{
    DRAUDIT_TRY(form, readForm(study.formJson.toUtf8(), study.name));
    PackageQuestions out;
    // Sized once: a study of 25,000 items and 40 questions asks a million, and each rehash would move them all.
    out.byKey.reserve(queue.size() * std::max<qsizetype>(1, form.questions.size()));
    out.itemOfKey.reserve(out.byKey.capacity());
    out.formOfItem.reserve(queue.size());
    for (const QueueItem &item : queue) {
        const QString target = item.target.toString(); // as the package's rows name it
        if (out.formOfItem.contains(target))
            continue; // (a queue holds an item once; replacing its form would leave byKey pointing at the old one)
        DRAUDIT_TRY(expanded, formForItem(store, form, item.target, 0));
        const FormDefinition &kept = *out.formOfItem.insert(target, std::move(expanded));
        for (const FormQuestion &q : kept.questions) {
            const QuestionKey key = questionKey(q.storedTarget(target), q.storedField());
            out.byKey.insert(key, &q);
            out.itemOfKey.insert(key, target);
        }
    }
    return out;
}
} // namespace

Result<FormQuestion> studyQuestion(
    ProjectStore &store, const StudyInfo &study, const QString &annotator, const Target &answered, const QString &field)
{
    DRAUDIT_TRY(queue, StudyStore(store).queue(study.id, annotator));
    if (queue.isEmpty()) {
        // A study not assigned yet takes answers on any of its items (an owner recording answers given elsewhere).
        DRAUDIT_TRY(assigned, StudyStore(store).status(study.name));
        if (assigned.assignments > 0)
            return fail(QCoreApplication::translate("draudit::cli::annotate", "%1 has no items in study %2")
                            .arg(annotator, study.name));
        DRAUDIT_TRY(items, StudyStore(store).sampleItems(study.id));
        for (const PlanItem &item : std::as_const(items))
            queue.append({ item.target, static_cast<int>(queue.size()), true, QueueStatus::Pending, 0, item.unit });
    }
    // The item the answer names is looked at first: a study of 25,000 items and 40 questions otherwise expands
    // every item's form (1.7 s and 195 MB for one answer). A question stored on another target than its item's (a
    // rubric item, a claim) is found in the whole queue, as before.
    const QString target = answered.toString(); // as stored
    const QuestionKey key = questionKey(target, field);
    QList<QueueItem> named;
    std::copy_if(queue.cbegin(), queue.cend(), std::back_inserter(named),
        [&answered](const QueueItem &item) { return item.target == answered; });
    auto asked = questionsOf(store, study, named);
    if (asked && !asked->byKey.contains(key))
        asked = questionsOf(store, study, queue);
    if (!asked)
        return tl::unexpected(asked.error());
    const auto q = asked->byKey.constFind(key);
    if (q == asked->byKey.constEnd())
        return fail(
            QCoreApplication::translate("draudit::cli::annotate", "'%1' on %2 is not a question of %3's items in %4")
                .arg(field.left(80), target.left(80), annotator, study.name));
    return **q;
}

QuestionsOfQueue questionsOfQueue(ProjectStore &store)
{
    return [&store](const StudyInfo &study, const QList<QueueItem> &queue) { return questionsOf(store, study, queue); };
}

} // namespace draudit::models
