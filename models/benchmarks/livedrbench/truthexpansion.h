// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench ground-truth expansion, as the paper's authors did it: predicted claims humans marked right but
// missing from the ground truth are added to it, and the metrics are computed again on the expanded truth.
#pragma once

#include "models/benchmarks/livedrbench/claimdecisions.h"
#include "models/benchmarks/livedrbench/claimtruth.h"

namespace draudit::models {

// A claim added to an entry: a row (rows, scifacts, prior-art), a string (entities), or, for a dictionary entry,
// the keys the truth lacks with their predicted values.
struct AddedClaim
{
    int entry = 0;
    QJsonValue value;
};

// The distinct claims to add to one question, from every prediction's items and the claims marked missing on it.
QList<AddedClaim> claimsToAdd(
    const QuestionTruth &truth, const QList<std::pair<QList<PredictedItem>, QSet<int>>> &marked);
QuestionTruth expandTruth(const QuestionTruth &truth, const QList<AddedClaim> &added);
// A source's decisions on the expanded truth: an item that did not match before and equals an added claim matches
// it, with every key right (an added claim is its own ground truth, whoever judges it).
ClaimDecisions decisionsOnExpandedTruth(const QuestionTruth &original, const QuestionTruth &expanded,
    const QList<PredictedItem> &items, ClaimDecisions decisions);

} // namespace draudit::models
