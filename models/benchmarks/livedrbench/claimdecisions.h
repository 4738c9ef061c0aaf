// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The decisions a source (one judge, or a study's annotators) made on one LiveDRBench prediction, read from the
// store. Targets are those of claimtruth.h: "claim:C@response:S" and "claim:C.KEY@response:S".
//   key_score    on C.KEY: the raw 0..3 (right = 3, wrong = 0) before the evaluator binarises it;
//   match        on C (on C.KEY for scifacts): the ground-truth item of C's entry it matches, or "none";
//   alias_match:G.A  on C.KEY (scifacts, judges): "true" when the judge found the value equal to alias A of row G;
//   missing_from_gt  on C (humans): "yes" when C is right but missing from the ground truth.
#pragma once

#include "models/core/error.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct ClaimDecisions
{
    QHash<QString, double> keyScores; // "C.KEY" -> 0..3 (the mean of several annotators)
    QHash<int, int> matches; // C -> ground-truth item within its entry, -1 = none
    QHash<QString, int> keyMatches; // scifacts "C.KEY" -> ground-truth row, -1 = none (overrides aliasMatches)
    QHash<QString, QSet<int>> aliasMatches; // scifacts "C.KEY" -> rows the judge found equal to one of the aliases
    QSet<int> missing; // C marked right but missing from the ground truth
    bool isEmpty() const;
    // The match of C: the decided one, or nullopt when the source did not decide.
    std::optional<int> matchOf(int claim) const;
    // This source's decisions with another's filling the gaps (humans over the judge's matches).
    void fillMatchesFrom(const ClaimDecisions &other);
};

QString claimKeyId(int claim, const QString &key);

// Every judge's decisions: judge name -> response id -> decisions.
Result<QMap<QString, QHash<qint64, ClaimDecisions>>> judgeClaimDecisions(ProjectStore &store);
// A study's human decisions: response id -> decisions. Key scores of several annotators are averaged; a match is
// the one most annotators chose (ties: the lowest item, "none" last); a claim is missing when anyone said so.
Result<QHash<qint64, ClaimDecisions>> humanClaimDecisions(ProjectStore &store, qint64 studyId);

} // namespace draudit::models
