// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's metric scores (0..100) from item answers, computed as eval.py's evaluators compute them from the
// judge's item decisions, and the two totals the paper and the code use:
//   information_recall  per component: 100 x insights answered "covered" / insights (half counts 0); the metric is
//                       the mean of the components that have gold insights
//   factual_accuracy    100 x claims supported / claims the judge extracted; a claim is supported only if it has
//                       citations and every one is answered "supported"
//   format_compliance   100 x items "satisfied" / items
//   citation_coverage   100 x required documents "cited" / required documents
//   overall_quality     the depth rating x 10
// A metric counts for a person only when every one of its items is answered.
// Totals: the mean of the metrics present, a failed one (-1) included, as eval.py's total_score (weights 1); and
// the paper's: the mean of the valid metrics (score >= 0).
#pragma once

#include "models/benchmarks/dr3eval/dr3itemexpansion.h"

#include <QMap>
#include <functional>
#include <optional>

namespace draudit::models {

// An answer on (target, field); empty when there is none.
using Dr3Answer = std::function<QString(const QString &target, const QString &field)>;

// metric -> score, for the metrics whose items are all answered (also the two components of information recall,
// as information_recall_long_context and information_recall_source_documents).
QMap<QString, double> rollUpMetrics(const Dr3Items &items, const Dr3Answer &answer);

struct Dr3Totals
{
    std::optional<double> present; // eval.py: mean of the metrics present, -1 included
    std::optional<double> valid; // the paper: mean of the metrics with a score >= 0
};

// Totals over the five metrics (components left out) found in `metrics`.
Dr3Totals dr3Totals(const QMap<QString, double> &metrics);

} // namespace draudit::models
