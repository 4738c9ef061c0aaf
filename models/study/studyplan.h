// Sampling and assignment for a study, as pure functions of their inputs and a seed: the same seed gives the same
// sample, the same assignment and the same left/right order on every machine (no std:: distributions, whose
// output is implementation-defined).
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace draudit::models {

// A deterministic generator: SplitMix64, with unbiased bounded draws by rejection.
class StudyRandom
{
public:
    explicit StudyRandom(std::uint64_t seed)
        : m_state(seed)
    {
    }
    std::uint64_t next();
    // Uniform in [0, bound).
    std::uint64_t below(std::uint64_t bound);
    template<typename T>
    void shuffle(QList<T> &list)
    {
        for (qsizetype i = list.size() - 1; i > 0; --i)
            list.swapItemsAt(i, static_cast<qsizetype>(below(static_cast<std::uint64_t>(i) + 1)));
    }
    // A seed for one named stream (an annotator's order) derived from the study seed.
    static std::uint64_t derive(std::uint64_t seed, const QString &name);

private:
    std::uint64_t m_state;
};

struct StudyCandidate
{
    QString target; // "round:12", "response:5"
    QHash<QString, QString> strata; // model_pair, model, task, domain, language, verdict, round
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

    QString describe() const;
};

struct SampledItem
{
    QString target;
    QString stratum;
};

// Proportional allocation across strata (largest remainder), then a seeded draw inside each stratum; the result
// is in a seeded random order. Fails (returns empty with `error` set) when the spec asks for more than exists.
QList<SampledItem> drawSample(const QList<StudyCandidate> &candidates, const SampleSpec &spec, QString *error);

struct OverlapPlan
{
    int annotatorsPerItem = 1; // every item to k annotators
    double doubleFraction = 0; // or: this share of the items to two annotators, the rest to one (0 = unused)

    int copies(qsizetype position, qsizetype items) const;
    QString describe() const;
};

struct PlannedAssignment
{
    QString annotator;
    QString target;
    int position = 0; // the annotator's own order, 0-based
    bool leftIsA = true; // left/right order shown to this annotator for this item
    std::uint64_t seed = 0; // the stream that decided order and sides, for the record
};

// Each item goes to the least-loaded annotators (ties broken by a seeded order), so workloads differ by at most one
// item per copy; each annotator's items are then shuffled with their own derived seed, which also decides sides.
QList<PlannedAssignment> planAssignments(const QStringList &items, const QStringList &annotators,
    const OverlapPlan &overlap, std::uint64_t seed, QString *error);

} // namespace draudit::models
