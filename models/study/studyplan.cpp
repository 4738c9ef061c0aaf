// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The draws follow the order of their inputs, so callers pass candidates in a stable order (by id).
#include "models/study/studyplan.h"

#include <QCoreApplication>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace draudit::models {

std::uint64_t StudyRandom::derive(std::uint64_t seed, const QString &name)
{
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a over the UTF-8 name
    for (const char c : name.toUtf8()) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return judge::splitmix64(seed ^ h);
}

QString SampleSpec::describe() const
{
    const QString noun = !wholeUnits ? QStringLiteral("items")
        : unitNoun.isEmpty()         ? QStringLiteral("units")
                                     : unitNoun;
    QString what = kind == Kind::All ? QStringLiteral("all %1").arg(noun)
        : kind == Kind::Count        ? QStringLiteral("%1 %2").arg(amount).arg(noun)
                                     : QStringLiteral("%1% of the %2").arg(amount).arg(noun);
    if (wholeUnits && !unitDetail.isEmpty())
        what += QStringLiteral(" (%1)").arg(unitDetail);
    for (auto it = only.begin(); it != only.end(); ++it)
        what += QStringLiteral(", only %1=%2").arg(it.key(), it.value().join(QLatin1Char('|')));
    if (!stratifyBy.isEmpty())
        what += QStringLiteral(", stratified by %1").arg(stratifyBy);
    return what + QStringLiteral(", seed %1").arg(seed);
}

bool SampleSpec::addFilter(const QString &keyValue)
{
    const qsizetype eq = keyValue.indexOf(QLatin1Char('='));
    if (eq < 0 || keyValue.left(eq).trimmed().isEmpty())
        return false;
    only[keyValue.left(eq).trimmed()] << keyValue.mid(eq + 1).trimmed();
    return true;
}

namespace {
struct Unit
{
    Target key;
    QString stratum;
    QList<qsizetype> members; // indices into the candidates, in unit order
};

bool admitted(const StudyCandidate &c, const SampleSpec &spec)
{
    for (auto it = spec.only.begin(); it != spec.only.end(); ++it)
        if (!it.value().contains(c.strata.value(it.key())))
            return false;
    return true;
}

QList<Unit> unitsOf(const QList<StudyCandidate> &candidates, const SampleSpec &spec)
{
    QList<Unit> units;
    QHash<Target, qsizetype> index;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const StudyCandidate &c = candidates[i];
        if (!admitted(c, spec))
            continue;
        const Target &key = spec.wholeUnits && c.unit.isValid() ? c.unit : c.target;
        auto it = index.find(key);
        if (it == index.end()) {
            it = index.insert(key, units.size());
            units.append({ spec.wholeUnits ? c.unit : Target(),
                spec.stratifyBy.isEmpty() ? QString() : c.strata.value(spec.stratifyBy), {} });
        }
        units[*it].members.append(i);
    }
    for (Unit &u : units)
        std::stable_sort(u.members.begin(), u.members.end(),
            [&](qsizetype a, qsizetype b) { return candidates[a].unitOrder < candidates[b].unitOrder; });
    return units;
}

qsizetype wantedOf(const SampleSpec &spec, qsizetype n)
{
    if (spec.kind == SampleSpec::Kind::Count)
        return static_cast<qsizetype>(spec.amount);
    if (spec.kind == SampleSpec::Kind::Percent)
        return static_cast<qsizetype>(std::llround(static_cast<double>(n) * spec.amount / 100.0));
    return n;
}

// Largest-remainder allocation of `wanted` over strata of the given sizes; ties go to the earlier stratum.
QList<qsizetype> allocate(const QList<qsizetype> &sizes, qsizetype n, qsizetype wanted)
{
    QList<qsizetype> take;
    QList<std::pair<double, qsizetype>> remainders;
    qsizetype given = 0;
    for (qsizetype s = 0; s < sizes.size(); ++s) {
        const double exact
            = n ? static_cast<double>(wanted) * static_cast<double>(sizes[s]) / static_cast<double>(n) : 0;
        take.append(static_cast<qsizetype>(std::floor(exact)));
        given += take.back();
        remainders.append({ exact - std::floor(exact), s });
    }
    std::stable_sort(
        remainders.begin(), remainders.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype i = 0; given < wanted && i < remainders.size(); ++i, ++given)
        ++take[remainders[i].second];
    return take;
}
} // namespace

QList<SampledItem> drawSample(const QList<StudyCandidate> &candidates, const SampleSpec &spec, QString *error)
{
    const QList<Unit> units = unitsOf(candidates, spec);
    const auto n = static_cast<qsizetype>(units.size());
    const qsizetype wanted = wantedOf(spec, n);
    if (wanted > n || wanted < 0 || (spec.kind == SampleSpec::Kind::Percent && spec.amount > 100)) {
        *error = spec.wholeUnits
            ? QCoreApplication::translate("draudit::models::StudyPlan", "the sample asks for %1 %2 but only %3 exist")
                  .arg(wanted)
                  .arg(spec.unitNoun.isEmpty() ? QStringLiteral("units") : spec.unitNoun)
                  .arg(n)
            : QCoreApplication::translate(
                "draudit::models::StudyPlan", "the sample asks for %1 items but only %2 exist")
                  .arg(wanted)
                  .arg(n);
        return {};
    }
    // Strata in a stable order (by name), members in input order.
    QMap<QString, QList<qsizetype>> strata;
    for (qsizetype i = 0; i < n; ++i)
        strata[units[i].stratum].append(i);
    const QList<QString> keys = strata.keys();
    QList<qsizetype> sizes;
    for (const QString &k : keys)
        sizes << strata[k].size();
    const QList<qsizetype> take = allocate(sizes, n, wanted);

    StudyRandom random(spec.seed);
    QList<qsizetype> chosen;
    for (qsizetype s = 0; s < keys.size(); ++s) {
        QList<qsizetype> members = strata[keys[s]];
        random.shuffle(members);
        chosen << members.mid(0, take[s]);
    }
    random.shuffle(chosen);
    QList<SampledItem> sample;
    for (const qsizetype u : chosen)
        for (const qsizetype i : units[u].members)
            sample.append({ candidates[i].target, units[u].stratum, units[u].key });
    return sample;
}

int OverlapPlan::copies(qsizetype position, qsizetype items) const
{
    if (doubleFraction > 0) {
        const auto doubled = static_cast<qsizetype>(std::llround(doubleFraction * static_cast<double>(items)));
        return position < doubled ? 2 : 1;
    }
    return std::max(1, annotatorsPerItem);
}

namespace {
// Stored in English with the study (the design as written in a paper): "1 annotator", "2 annotators".
QString annotatorCount(int n)
{
    return n == 1 ? QStringLiteral("1 annotator") : QStringLiteral("%1 annotators").arg(n);
}
} // namespace

QString OverlapPlan::describe() const
{
    if (doubleFraction > 0)
        return QStringLiteral("%1% of the items double-annotated").arg(doubleFraction * 100);
    if (unitNoun.isEmpty())
        return QStringLiteral("every item to %1").arg(annotatorCount(annotatorsPerItem));
    QString text = annotatorsPerItem == 1
        ? QStringLiteral("all items of each of the %1 to one annotator").arg(unitNoun)
        : QStringLiteral("all items of each of the %1 to the same %2").arg(unitNoun, annotatorCount(annotatorsPerItem));
    if (maxUnitsPerAnnotator > 0)
        text += QStringLiteral(", at most %1 %2 per annotator").arg(maxUnitsPerAnnotator).arg(unitNoun);
    return text;
}

namespace {
struct Group
{
    QList<Target> targets;
    bool shuffled = false;
};

// The items grouped by unit, in the order their units first appear; an item without a unit is its own.
QList<Group> groupsOf(const QList<PlanItem> &items)
{
    QList<Group> groups;
    QHash<Target, qsizetype> index;
    for (const PlanItem &item : items) {
        if (!item.unit.isValid()) {
            groups.append({ { item.target }, false });
            continue;
        }
        auto it = index.find(item.unit);
        if (it == index.end()) {
            it = index.insert(item.unit, groups.size());
            groups.append({ {}, item.shuffledInUnit });
        }
        groups[*it].targets.append(item.target);
    }
    return groups;
}

// Why the team cannot take the groups under the overlap plan; empty when it can.
QString capacityProblem(const QList<Group> &groups, const QStringList &annotators, const OverlapPlan &overlap)
{
    qsizetype wanted = 0;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const int copies = overlap.copies(i, groups.size());
        wanted += copies;
        if (copies > annotators.size())
            return QCoreApplication::translate(
                "draudit::models::StudyPlan", "each item should go to %1 annotators but the team has %2")
                .arg(copies)
                .arg(annotators.size());
    }
    const qsizetype capacity = static_cast<qsizetype>(overlap.maxUnitsPerAnnotator) * annotators.size();
    if (overlap.maxUnitsPerAnnotator > 0 && wanted > capacity)
        return QCoreApplication::translate("draudit::models::StudyPlan",
            "places needed: %1 %2 × %3 per item = %4; places the team has: %5 × at most %6 = %7. Add "
            "annotators or raise the cap.")
            .arg(groups.size())
            .arg(overlap.unitNoun.isEmpty() ? QStringLiteral("items") : overlap.unitNoun)
            .arg(overlap.annotatorsPerItem)
            .arg(wanted)
            .arg(annotators.size())
            .arg(overlap.maxUnitsPerAnnotator)
            .arg(capacity);
    return {};
}

// Which annotators take each group: the least loaded (by items, or by groups under a cap), ties in a seeded order.
QHash<QString, QList<qsizetype>> dealGroups(
    const QList<Group> &groups, const QStringList &annotators, const OverlapPlan &overlap, StudyRandom &random)
{
    const bool capped = overlap.maxUnitsPerAnnotator > 0;
    QHash<QString, qsizetype> load;
    QHash<QString, QList<qsizetype>> mine;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        QStringList order = annotators;
        random.shuffle(order);
        std::stable_sort(order.begin(), order.end(), [&](const QString &a, const QString &b) {
            return capped ? mine[a].size() < mine[b].size() : load[a] < load[b];
        });
        for (int c = 0; c < overlap.copies(i, groups.size()); ++c) {
            load[order[c]] += groups[i].targets.size();
            mine[order[c]].append(i);
        }
    }
    return mine;
}
} // namespace

QList<PlannedAssignment> planAssignments(const QList<PlanItem> &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error)
{
    if (annotators.isEmpty()) {
        *error = QCoreApplication::translate("draudit::models::StudyPlan", "the study has no annotators");
        return {};
    }
    const QList<Group> groups = groupsOf(items);
    if (const QString problem = capacityProblem(groups, annotators, overlap); !problem.isEmpty()) {
        *error = problem;
        return {};
    }
    StudyRandom random(seed);
    const QHash<QString, QList<qsizetype>> mine = dealGroups(groups, annotators, overlap, random);
    QList<PlannedAssignment> plan;
    for (const QString &annotator : annotators) {
        const std::uint64_t own = StudyRandom::derive(seed, annotator);
        StudyRandom stream(own);
        QList<qsizetype> queue = mine.value(annotator);
        stream.shuffle(queue);
        int position = 0;
        for (const qsizetype g : queue) {
            const bool leftIsA = stream.below(2) == 0;
            QList<Target> targets = groups[g].targets;
            if (groups[g].shuffled)
                stream.shuffle(targets);
            for (const Target &target : std::as_const(targets))
                plan.append({ annotator, target, position++, leftIsA, own });
        }
    }
    return plan;
}

QList<PlannedAssignment> planAssignments(const QList<Target> &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error)
{
    QList<PlanItem> units;
    units.reserve(items.size());
    for (const Target &target : items)
        units.append({ target, {}, false });
    return planAssignments(units, annotators, overlap, seed, error);
}

} // namespace draudit::models
