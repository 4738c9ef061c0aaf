// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The paper's experts scored the articles RACE scored: when a task has a report in both variants, the cleaned one.
#include "models/benchmarks/deepresearchbench/drbstudy.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/store/studies/studystore.h"

#include <QHash>

namespace draudit::models {

namespace {
const QString kBenchmark = kDeepResearchBench.toString();

void addTopic(QList<StudyCandidate> &candidates)
{
    for (StudyCandidate &c : candidates)
        c.strata.insert(QStringLiteral("topic"), c.strata.value(QStringLiteral("domain")));
}

// Cleaned before raw, then the newer report (candidates come in id order).
bool preferred(const StudyCandidate &candidate, const StudyCandidate &kept)
{
    const bool cleaned = candidate.strata.value(QStringLiteral("variant")) == QLatin1String("cleaned");
    const bool keptCleaned = kept.strata.value(QStringLiteral("variant")) == QLatin1String("cleaned");
    return cleaned || !keptCleaned;
}
} // namespace

Result<QList<StudyCandidate>> drbReportCandidates(ProjectStore &store)
{
    DRAUDIT_TRY(all, StudyStore(store).responseCandidates({ kBenchmark }));
    QList<StudyCandidate> out;
    QHash<std::pair<Target, QString>, qsizetype> index; // (task unit, model) -> position in out
    for (const StudyCandidate &c : all) {
        if (c.strata.value(QStringLiteral("model")) == QLatin1String("reference"))
            continue; // reference.jsonl: what RACE compares against, not an agent the experts score
        const std::pair<Target, QString> key { c.unit, c.strata.value(QStringLiteral("model")) };
        const auto it = index.constFind(key);
        if (it == index.constEnd()) {
            index.insert(key, out.size());
            out << c;
        } else if (preferred(c, out[*it])) {
            out[*it] = c;
        }
    }
    addTopic(out);
    return out;
}

Result<QList<StudyCandidate>> drbFactPairCandidates(ProjectStore &store)
{
    DRAUDIT_TRY(pairs, StudyStore(store).responsePartCandidates(kBenchmark, QStringLiteral("support")));
    addTopic(pairs);
    return pairs;
}

} // namespace draudit::models
