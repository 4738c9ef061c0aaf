// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Human answers are text in the store; a value that is not a number is left out (it cannot be averaged).
#include "models/report/scoredreports.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"

#include <QHash>
#include <cmath>
#include <numeric>

namespace draudit::models {

double ScoredReport::humanMean() const
{
    if (human.isEmpty())
        return 0;
    return std::accumulate(human.begin(), human.end(), 0.0) / static_cast<double>(human.size());
}

namespace {
// (task, model) of a target, from the store for reports and from the text for placeholders.
class TargetNames
{
public:
    explicit TargetNames(ProjectStore &store)
        : m_store(store)
    {
    }
    std::optional<std::pair<QString, QString>> of(const QString &target)
    {
        if (const auto it = m_cache.constFind(target); it != m_cache.constEnd())
            return *it;
        std::optional<std::pair<QString, QString>> found;
        const Target parsed = Target::parse(target);
        if (parsed.kind() == Target::Kind::Response)
            found = Catalog(m_store).taskAndSystemOf(parsed.id()).value_or(std::nullopt);
        else if (parsed.kind() == Target::Kind::PendingReport)
            found = std::pair { parsed.pendingTask(), parsed.pendingSystem() };
        m_cache.insert(target, found);
        return found;
    }

private:
    ProjectStore &m_store;
    QHash<QString, std::optional<std::pair<QString, QString>>> m_cache;
};
} // namespace

Result<QList<ScoredReport>> scoredReports(ProjectStore &store, const ScoreSource &source)
{
    TargetNames names(store);
    QMap<std::pair<QString, QString>, ScoredReport> reports;
    const LabelQueries queries(store);
    const bool humansOnly = source.judgeName.isEmpty();
    DRAUDIT_TRY(judged,
        humansOnly ? Result<QList<ScoredTarget>>(QList<ScoredTarget> {})
                   : queries.judgeScores(source.judgeName, source.judgeField));
    for (const ScoredTarget &scored : judged) {
        QString target = scored.target.toString();
        if (!source.targetSuffix.isEmpty()) {
            if (!target.endsWith(source.targetSuffix))
                continue;
            target.chop(source.targetSuffix.size());
        } else if (target.contains(QLatin1Char('#')))
            continue;
        const auto key = names.of(target);
        if (!key)
            continue;
        ScoredReport &r = reports[*key];
        r.target = target;
        r.task = key->first;
        r.model = key->second;
        r.method = scored.score;
    }
    DRAUDIT_TRY(answered, queries.humanLabels(source.studyId, source.humanField, std::nullopt));
    for (auto annotator = answered.begin(); annotator != answered.end(); ++annotator)
        for (auto it = annotator->begin(); it != annotator->end(); ++it) {
            bool ok = false;
            const double value = it.value().toDouble(&ok);
            const auto key = names.of(it.key());
            if (!ok || !key || (!humansOnly && !reports.contains(*key)))
                continue;
            ScoredReport &r = reports[*key];
            if (humansOnly) {
                r.target = it.key();
                r.task = key->first;
                r.model = key->second;
                r.method = std::nan("");
            }
            r.human.insert(annotator.key(), value);
        }
    QList<ScoredReport> out;
    for (const ScoredReport &r : std::as_const(reports))
        if (!r.human.isEmpty())
            out << r;
    return out;
}

Result<QMap<ReportKey, double>> judgeScoresByReport(
    ProjectStore &store, const QString &judgeName, const QString &judgeField, const QString &targetSuffix)
{
    TargetNames names(store);
    DRAUDIT_TRY(judged, LabelQueries(store).judgeScores(judgeName, judgeField));
    QMap<ReportKey, double> out;
    for (const ScoredTarget &scored : judged) {
        QString target = scored.target.toString();
        if (!targetSuffix.isEmpty() && target.endsWith(targetSuffix))
            target.chop(targetSuffix.size());
        else if (!targetSuffix.isEmpty())
            continue;
        if (target.contains(QLatin1Char('#')))
            continue;
        if (const auto key = names.of(target))
            out.insert(*key, scored.score);
    }
    return out;
}

} // namespace draudit::models
