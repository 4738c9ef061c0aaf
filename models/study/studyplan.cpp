// The draws follow the order of their inputs, so callers pass candidates in a stable order (by id).
#include "models/study/studyplan.h"

#include <QCoreApplication>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace draudit::models {

std::uint64_t StudyRandom::next()
{
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t StudyRandom::below(std::uint64_t bound)
{
    if (bound <= 1)
        return 0;
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x = next();
    while (x >= limit)
        x = next();
    return x % bound;
}

std::uint64_t StudyRandom::derive(std::uint64_t seed, const QString &name)
{
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a over the UTF-8 name
    for (const char c : name.toUtf8()) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    StudyRandom mix(seed ^ h);
    return mix.next();
}

QString SampleSpec::describe() const
{
    QString what = kind == Kind::All ? QStringLiteral("all items")
        : kind == Kind::Count        ? QStringLiteral("%1 items").arg(amount)
                                     : QStringLiteral("%1% of the items").arg(amount);
    if (!stratifyBy.isEmpty())
        what += QStringLiteral(", stratified by %1").arg(stratifyBy);
    return what + QStringLiteral(", seed %1").arg(seed);
}

QList<SampledItem> drawSample(const QList<StudyCandidate> &candidates, const SampleSpec &spec, QString *error)
{
    const auto n = static_cast<qsizetype>(candidates.size());
    qsizetype wanted = n;
    if (spec.kind == SampleSpec::Kind::Count)
        wanted = static_cast<qsizetype>(spec.amount);
    else if (spec.kind == SampleSpec::Kind::Percent)
        wanted = static_cast<qsizetype>(std::llround(static_cast<double>(n) * spec.amount / 100.0));
    if (wanted > n || wanted < 0 || (spec.kind == SampleSpec::Kind::Percent && spec.amount > 100)) {
        *error = QCoreApplication::translate(
            "draudit::models::StudyPlan", "the sample asks for %1 items but only %2 exist")
                     .arg(wanted)
                     .arg(n);
        return {};
    }
    // Strata in a stable order (by name), members in input order.
    QMap<QString, QList<qsizetype>> strata;
    for (qsizetype i = 0; i < n; ++i)
        strata[spec.stratifyBy.isEmpty() ? QString() : candidates[i].strata.value(spec.stratifyBy)].append(i);

    // Largest-remainder allocation; ties go to the earlier stratum.
    QList<QString> keys = strata.keys();
    QList<qsizetype> take;
    QList<std::pair<double, qsizetype>> remainders;
    qsizetype given = 0;
    for (qsizetype s = 0; s < keys.size(); ++s) {
        const double exact = n
            ? static_cast<double>(wanted) * static_cast<double>(strata[keys[s]].size()) / static_cast<double>(n)
            : 0;
        take.append(static_cast<qsizetype>(std::floor(exact)));
        given += take.back();
        remainders.append({ exact - std::floor(exact), s });
    }
    std::stable_sort(
        remainders.begin(), remainders.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype i = 0; given < wanted && i < remainders.size(); ++i, ++given)
        ++take[remainders[i].second];

    StudyRandom random(spec.seed);
    QList<SampledItem> sample;
    for (qsizetype s = 0; s < keys.size(); ++s) {
        QList<qsizetype> members = strata[keys[s]];
        random.shuffle(members);
        for (qsizetype i = 0; i < take[s]; ++i)
            sample.append({ candidates[members[i]].target, keys[s] });
    }
    random.shuffle(sample);
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

QString OverlapPlan::describe() const
{
    if (doubleFraction > 0)
        return QStringLiteral("%1% of the items double-annotated").arg(doubleFraction * 100);
    return QStringLiteral("every item to %1 annotator(s)").arg(annotatorsPerItem);
}

QList<PlannedAssignment> planAssignments(const QStringList &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error)
{
    if (annotators.isEmpty()) {
        *error = QCoreApplication::translate("draudit::models::StudyPlan", "the study has no annotators");
        return {};
    }
    for (qsizetype i = 0; i < items.size(); ++i)
        if (overlap.copies(i, items.size()) > annotators.size()) {
            *error = QCoreApplication::translate(
                "draudit::models::StudyPlan", "each item should go to %1 annotators but the team has %2")
                         .arg(overlap.copies(i, items.size()))
                         .arg(annotators.size());
            return {};
        }
    StudyRandom random(seed);
    QHash<QString, int> load;
    QHash<QString, QStringList> mine;
    for (qsizetype i = 0; i < items.size(); ++i) {
        QStringList order = annotators;
        random.shuffle(order);
        std::stable_sort(
            order.begin(), order.end(), [&](const QString &a, const QString &b) { return load[a] < load[b]; });
        for (int c = 0; c < overlap.copies(i, items.size()); ++c) {
            ++load[order[c]];
            mine[order[c]].append(items[i]);
        }
    }
    QList<PlannedAssignment> plan;
    for (const QString &annotator : annotators) {
        const std::uint64_t own = StudyRandom::derive(seed, annotator);
        StudyRandom stream(own);
        QStringList queue = mine.value(annotator);
        stream.shuffle(queue);
        for (qsizetype p = 0; p < queue.size(); ++p)
            plan.append({ annotator, queue[p], static_cast<int>(p), stream.below(2) == 0, own });
    }
    return plan;
}

} // namespace draudit::models
