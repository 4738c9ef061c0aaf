// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sampling and assignment for a study, as pure functions of their inputs and a seed: the same seed gives the same
// sample, the same assignment and the same left/right order on every machine (no std:: distributions, whose
// output is implementation-defined).
#pragma once

#include "judge/splitmix64.h"
#include "models/forms/target.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace draudit::models {

// A deterministic generator: SplitMix64, with unbiased bounded draws by rejection (judge/splitmix64.h).
class StudyRandom : public judge::SplitMix64
{
public:
    using SplitMix64::SplitMix64;
    template<typename T>
    void shuffle(QList<T> &list)
    {
        for (qsizetype i = list.size() - 1; i > 0; --i)
            list.swapItemsAt(i, static_cast<qsizetype>(below(static_cast<std::uint64_t>(i) + 1)));
    }
    // A seed for one named stream (an annotator's order) derived from the study seed.
    static std::uint64_t derive(std::uint64_t seed, const QString &name);
};

// The seed of an item's shown order of generated questions and options (a task triple's tasks, a rubric's items) for
// one annotator: the same in the workbench, in a package and in a browser.
inline std::uint64_t itemOrderSeed(qint64 studySeed, const QString &annotator, const Target &target)
{
    return StudyRandom::derive(
        static_cast<std::uint64_t>(studySeed), annotator + QLatin1Char('|') + target.toString()); // as stored
}

struct StudyCandidate
{
    Target target; // round:12, response:5
    QHash<QString, QString> strata; // model_pair, model, task, domain, language, verdict, round
    Target unit = {}; // the whole the item belongs to (battle:12): drawn, assigned and ordered together; or none
    int unitOrder = 0; // the item's place inside its unit (a battle's round number)
};

struct SampleSpec
{
    enum class Kind
    {
        All,
        Count,
        Percent
    };
    Kind kind = Kind::All;
    double amount = 0; // N items, or p percent
    QString stratifyBy; // empty, or a key of StudyCandidate::strata
    std::uint64_t seed = 1;
    // Draw whole units (battles) instead of items: the amount counts units, each comes with all its items in their
    // order, and a unit's stratum is its first item's.
    bool wholeUnits = false;
    QString unitNoun = {}; // what a unit is called in describe() (the protocol's, "battles"); empty: "units"
    QString unitDetail = {}; // what drawing a whole unit brings ("every round, in order"); empty: said nothing of
    // Only candidates whose stratum under each key is one of the values (language -> {zh}); empty: all.
    QMap<QString, QStringList> only;

    QString describe() const;
    // Adds a filter given as KEY=VALUE (both trimmed); false when the text has no KEY before an '='.
    bool addFilter(const QString &keyValue);
};

struct SampledItem
{
    Target target;
    QString stratum;
    Target unit = {};
};

// Proportional allocation across strata (largest remainder), then a seeded draw inside each stratum; the result
// is in a seeded random order (by unit, with each unit's items in their order, when drawing whole units). Fails
// (returns empty with `error` set) when the spec asks for more than exists.
QList<SampledItem> drawSample(const QList<StudyCandidate> &candidates, const SampleSpec &spec, QString *error);

struct OverlapPlan
{
    int annotatorsPerItem = 1; // every item (every whole unit) to k annotators
    double doubleFraction = 0; // or: this share of the items to two annotators, the rest to one (0 = unused)
    // With whole units (tasks): at most this many units per annotator (0 = no cap); units then go to the annotators
    // with the fewest units, so the cap is reached evenly.
    int maxUnitsPerAnnotator = 0;
    QString unitNoun = {}; // what a unit is called in describe() ("tasks"); empty: items

    int copies(qsizetype position, qsizetype items) const;
    QString describe() const;
};

struct PlannedAssignment
{
    QString annotator;
    Target target;
    int position = 0; // the annotator's own order, 0-based
    bool leftIsA = true; // left/right order shown to this annotator for this item
    std::uint64_t seed = 0; // the stream that decided order and sides, for the record
};

struct PlanItem
{
    Target target;
    Target unit = {}; // none (invalid): the item is a unit of its own
    bool shuffledInUnit = false; // the unit's items have no order of their own (a task's reports): each annotator
                                 // gets them in a seeded order; otherwise (a battle's rounds) in their order
};

// Each unit (an item, a whole battle or a whole task) goes to the least-loaded annotators by items (by units when
// there is a cap on units; ties broken by a seeded order); each annotator's units are then shuffled with their own
// derived seed, which also decides sides, one draw per unit, so a battle keeps its sides and its rounds stay
// together in their order; a task's reports stay together in an order drawn from the same stream.
QList<PlannedAssignment> planAssignments(const QList<PlanItem> &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error);
// Items that are each a unit of their own.
QList<PlannedAssignment> planAssignments(const QList<Target> &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error);

} // namespace draudit::models
