// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench precision, recall and F1 of one question's prediction, by three named definitions:
//   official          the evaluator's (microsoft/livedrbench src/evaluate.py and src/evals/*): keys right when
//                     their 0..3 score is above 1; any wrong main-claim key of a dictionary entry zeroes every
//                     dictionary of the question, a row's own wrong main-claim key zeroes that row; P = right keys /
//                     predicted keys (unmatched rows count), R = right keys / ground-truth keys, ignored keys left
//                     out. scifacts: a value matches a ground-truth row when it equals one of its aliases ignoring
//                     case, or when the judge says so; P = values matching any row / values, R = rows matched / rows;
//                     materials multiply material and paper-title P, R and F1. prior-art and entities: matched items
//                     / predicted items and / ground-truth items.
//   paper-eq1         the paper's Eq. 1, claim by claim: a claim scores the mean of its keys (right = 1), a row or
//                     string claim its match; P = sum / predicted claims, R = per ground-truth claim the best score
//                     of the claims matched to it, summed / ground-truth claims. No main-claim gating.
//   paper-eq1-strict  the same with the minimum of a claim's keys.
// F1 is computed per question; categories average questions; "overall" averages every question.
#pragma once

#include "models/benchmarks/livedrbench/claimdecisions.h"
#include "models/benchmarks/livedrbench/claimtruth.h"

namespace draudit::models {

enum class ClaimMetric
{
    Official,
    PaperEq1,
    PaperEq1Strict
};

QString claimMetricName(ClaimMetric metric);

struct Prf
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;
};

// The score of one question; a question without a prediction scores 0, 0, 0.
Prf scoreQuestion(
    ClaimMetric metric, const QuestionTruth &truth, const QList<PredictedItem> &items, const ClaimDecisions &decisions);

} // namespace draudit::models
