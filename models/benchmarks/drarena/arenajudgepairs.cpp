// Items are (annotator, round) answers both judges decided; an UNKNOWN verdict of either leaves the item out.
#include "models/benchmarks/drarena/arenajudgepairs.h"

#include "judge/bootstrap.h"
#include "judge/cohenkappa.h"
#include "judge/distributions.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/report/agreementrows.h"
#include "models/report/pairedjudges.h"

#include <array>
#include <cmath>

namespace draudit::models {

namespace {
// 0 = A, 1 = Tie, 2 = B: seat A's score (1, 1/2, 0) as a category index.
int direction(const QString &verdict)
{
    return static_cast<int>(2 - 2 * arena::scoreOfA(verdict).value_or(0.5));
}

struct PairedItem
{
    int human = 0, first = 0, second = 0; // directions: 0 = A, 1 = Tie, 2 = B
    std::size_t battle = 0;
};

// Cohen's kappa of the humans against one judge (second = false: the first) over weighted items, and the direction
// agreement.
std::array<double, 2> kappaAndAgreement(const std::vector<PairedItem> &items, const std::vector<double> &w, bool second)
{
    judge::ContingencyTable table(3);
    for (std::size_t i = 0; i < items.size(); ++i)
        table(static_cast<std::size_t>(items[i].human),
            static_cast<std::size_t>(second ? items[i].second : items[i].first))
            += w[i];
    if (table.total() <= 0)
        return { std::nan(""), std::nan("") };
    const judge::KappaResult k = judge::cohenKappa(table);
    return { k.estimate.value, k.pObserved };
}

std::vector<PairedItem> pairedItems(
    const Labels &first, const Labels &second, const LabelsBySource &humans, const QHash<QString, qint64> &battleOf)
{
    std::vector<PairedItem> out;
    for (auto h = humans.cbegin(); h != humans.cend(); ++h) {
        QStringList rounds = h->keys();
        rounds.sort(); // a stable order, so the seeded bootstrap gives the same interval every run
        for (const QString &round : std::as_const(rounds))
            if (first.contains(round) && second.contains(round))
                out.push_back({ direction(h->value(round)), direction(first.value(round)),
                    direction(second.value(round)), static_cast<std::size_t>(battleOf.value(round)) });
    }
    return out;
}

void appendPair(
    ReportTable &t, const QString &comparison, const std::vector<PairedItem> &items, const ArenaAnalysisOptions &o)
{
    const auto differences = [&](const std::vector<double> &w) {
        const auto a = kappaAndAgreement(items, w, false);
        const auto b = kappaAndAgreement(items, w, true);
        return std::vector<double> { a[0] - b[0], a[1] - b[1] };
    };
    const std::vector<double> ones(items.size(), 1.0);
    const std::vector<double> value = differences(ones);
    judge::BootstrapOptions b;
    b.resamples = o.bootstrap > 0 ? o.bootstrap : 1000;
    b.seed = o.seed;
    for (const PairedItem &item : items)
        b.clusters.push_back(item.battle);
    const std::vector<judge::BootstrapInterval> ci = judge::bootstrap(items.size(), differences, b);
    const QString analysis = QStringLiteral("judge vs judge against humans");
    const auto n = static_cast<double>(items.size());
    for (const auto &[s, name] : { std::pair { std::size_t(0), QStringLiteral("3-level cohen_kappa difference") },
             std::pair { std::size_t(1), QStringLiteral("direction agreement difference") } })
        t.rows << pairedDifferenceRow(analysis, comparison, name, value[s], ci[s], QStringLiteral("battles"), n);
    int onlyFirst = 0, onlySecond = 0;
    for (const PairedItem &item : items) {
        onlyFirst += item.human == item.first && item.human != item.second ? 1 : 0;
        onlySecond += item.human != item.first && item.human == item.second ? 1 : 0;
    }
    appendMcNemarRows(t, analysis, comparison, onlyFirst, onlySecond, n);
}
} // namespace

void appendJudgePairs(ReportTable &t, const LabelsBySource &judges, const LabelsBySource &humans,
    const QHash<QString, qint64> &battleOf, const ArenaAnalysisOptions &o)
{
    const QStringList names = judges.keys();
    for (qsizetype a = 0; a < names.size(); ++a)
        for (qsizetype b = a + 1; b < names.size(); ++b) {
            const std::vector<PairedItem> items
                = pairedItems(judges.value(names[a]), judges.value(names[b]), humans, battleOf);
            if (items.size() >= 2)
                appendPair(t, QStringLiteral("%1 vs %2 (all humans)").arg(names[a], names[b]), items, o);
        }
}

} // namespace draudit::models
