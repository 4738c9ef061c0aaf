// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Studies in the project store: the sample, the team, assignments with left/right order, progress.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"
#include "models/study/queuestatus.h"
#include "models/study/studyplan.h"

#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace draudit::models {

class ProjectStore;

struct StudySpec
{
    QString name;
    QString protocol; // dr-arena, drb, drbench, livedrbench, dr3, generic
    FormDefinition form;
    SampleSpec sample;
    bool blind = true;
    // The items to sample from: the protocol's candidates (createStudy in benchmarks/registry.h fills them in) or
    // items given (task-preference triples read from a file), and a note appended to the stored sample description
    // (their configuration names).
    QList<StudyCandidate> items;
    QString sampleNote;
};

struct StudyInfo
{
    qint64 id = 0;
    QString name;
    QString protocol;
    QString formJson;
    QString sample; // SampleSpec::describe()
    qint64 seed = 0;
    bool blind = false;
    QString overlap; // OverlapPlan::describe(), empty before assignment
    qsizetype items = 0;
};

struct QueueItem
{
    Target target; // read from the row
    int position = 0;
    bool leftIsA = true;
    QueueStatus status = QueueStatus::Pending;
    double seconds = 0;
    Target unit = {}; // the whole the item was drawn with (task:7, battle:3), invalid when drawn alone
    bool flagged = false; // flagged for discussion at some time, whatever its status now
};

struct AnnotatorProgress
{
    QString annotator;
    QString displayName;
    int assigned = 0;
    int done = 0;
    int skipped = 0;
    int flagged = 0;
    double medianSeconds = 0; // per item done
    double p90Seconds = 0;
    double remainingSeconds = 0; // pending items × median (0 when nothing is done yet)
};

struct StudyStatus
{
    StudyInfo study;
    QList<AnnotatorProgress> annotators;
    int assignments = 0;
    int done = 0;
    int itemsComplete = 0; // every copy of the item done
    int itemsOverlapping = 0; // items assigned to two or more annotators
    int itemsOverlapDone = 0; // of those, items done by two or more so far (what agreement can be computed on)
    double medianSeconds = 0;
    double p90Seconds = 0;
    double remainingSeconds = 0;
};

class StudyStore
{
public:
    explicit StudyStore(ProjectStore &store);

    // Items a study can sample, with their strata, in id order (benchmarks/registry.h picks one per protocol):
    // the judge's records of the given fields on single rubric items
    // ("item:I@response:R") of the benchmark's reports; the reports of the benchmarks `only` (empty: of every
    // benchmark) but those of the benchmarks `except`.
    Result<QList<StudyCandidate>> judgedItemCandidates(const QString &benchmark, const QStringList &fields) const;
    // (Each report has its task as its unit, and its variant, raw or cleaned, as a stratum.)
    Result<QList<StudyCandidate>> responseCandidates(const QStringList &only, const QStringList &except = {}) const;
    // Parts of the benchmark's reports the judge labelled in a field (FACT statement–URL pairs,
    // "response:S#URL#N"), one item per part, with the label and flags of the first judge as strata.
    Result<QList<StudyCandidate>> responsePartCandidates(const QString &benchmark, const QString &field) const;
    // Draws the sample and stores the study with it, in one transaction.
    // A new study. When spec.items is empty, candidates() gives the items to sample from (the protocol's, through
    // createStudy in models/benchmarks/registry.h); it is asked only once the name is known to be free.
    Result<StudyInfo> create(
        const StudySpec &spec, const std::function<Result<QList<StudyCandidate>>()> &candidates = {});
    Result<StudyInfo> study(const QString &name) const;
    // The study with this id; nullopt when there is none.
    Result<std::optional<StudyInfo>> studyById(qint64 id) const;
    Result<QList<StudyInfo>> studies() const;
    Result<QStringList> sampleTargets(qint64 studyId) const;
    Result<QList<PlanItem>> sampleItems(qint64 studyId) const; // with the unit each was drawn with
    // The whole (a comparison, a task) a study drew this item with, in any study; invalid when it was drawn alone.
    Result<Target> unitOfItem(const Target &item) const;

    // Annotators: a display name and an optional PIN for shared machines (models/store/studies/pinhash.h). Adding an
    // annotator who exists changes the display name only, never the PIN.
    Result<void> addAnnotator(const QString &name, const QString &displayName, const QString &pin = {});
    // The name an annotator is greeted by: the display name, else the name.
    Result<QString> greetingName(const QString &name) const;
    // How a PIN may change: by someone who knows the current one, or by the project's owner on purpose.
    struct PinChange
    {
        QString newPin; // empty: remove the PIN
        QString currentPin;
        bool ownerReset = false;
    };
    Result<void> setPin(const QString &name, const PinChange &change);
    static constexpr int kMinimumPinLength = 6;
    // Whether the annotator has a PIN (no hashing: cheap enough for every opened link).
    Result<bool> hasPin(const QString &name) const;
    // True when the annotator has no PIN or this is it (a hash of an older draudit is replaced on success).
    Result<bool> checkPin(const QString &name, const QString &pin) const;

    // Assigns the sample to the annotators; refuses when the study has assignments already.
    Result<int> assign(const QString &study, const QStringList &annotators, const OverlapPlan &overlap);
    Result<QList<QueueItem>> queue(qint64 studyId, const QString &annotator) const;
    // Records an item's state for an annotator with the seconds spent on it.
    Result<void> markItem(
        qint64 studyId, const QString &annotator, const Target &item, QueueStatus status, double seconds);
    Result<StudyStatus> status(const QString &study) const;

    // Blind, then reveal, then audit: when the item was first shown, first committed and the judge first revealed.
    enum class BlindingEvent
    {
        Shown,
        Committed,
        Revealed
    };
    Result<void> recordBlindingEvent(qint64 studyId, const QString &annotator, const Target &item, BlindingEvent event);
    // Whether the item was ever committed, and the judge revealed, for the annotator.
    struct BlindingState
    {
        bool committed = false;
        bool revealed = false;
    };
    Result<BlindingState> blindingState(qint64 studyId, const QString &annotator, const Target &item) const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
