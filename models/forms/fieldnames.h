// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotation fields forms store and analyses and exports read, named once so a form and its reader cannot
// drift apart (a claim-audit form once stored "missing_from_truth" while the ground-truth export read
// "missing_from_gt").
#pragma once

#include <QLatin1String>

namespace draudit::models::fields {

// LiveDRBench claim audit: the score of one claim key (0..3 or right/wrong), and whether a predicted claim is right
// but missing from the ground truth (yes/no; `draudit export --ground-truth` adds those claims).
inline constexpr QLatin1String keyScore("key_score");
// LiveDRBench: the ground-truth item a predicted claim (or a scifacts value) matches, as its 0-based position in
// the entry, or "none"; the judge's and the annotators' alike.
inline constexpr QLatin1String claimMatch("match");
inline constexpr QLatin1String missingFromGroundTruth("missing_from_gt");
// The claim-audit form's template question for it (forms stored with studies keep this id), and the field answers
// were stored under before it was fixed: the export reads those as missingFromGroundTruth.
inline constexpr QLatin1String missingClaimQuestion("missing_from_truth");
inline constexpr QLatin1String legacyMissingFromTruth("missing_from_truth");
// DeepResearch Bench FACT: a statement–URL pair supported or not.
inline constexpr QLatin1String support("support");
// DR. BENCH keywords: relevance 1..5.
inline constexpr QLatin1String relevance("relevance");

} // namespace draudit::models::fields
