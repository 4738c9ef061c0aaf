// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench claims side by side: every predicted item (a dictionary, a row, a string) beside the ground-truth item
// draudit suggests for it, key by key. The suggestion never comes from a judge, so a blind audit can show it: rows
// match on their primary keys, strings and titles on equal text, scifacts values on an equal alias. The claims view
// shows this and the claim-audit form asks its questions from it.
#pragma once

#include "models/benchmarks/livedrbench/claimdecisions.h"
#include "models/benchmarks/livedrbench/claimtruth.h"
#include "models/core/error.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace draudit::models {

class ProjectStore;

struct ClaimKey
{
    QString key;
    QString predicted; // empty when only the ground truth has the key
    QString truth; // empty when the matched ground truth lacks it (or nothing matched)
    bool primary = false;
    bool main = false; // a main claim: when wrong, the whole dictionary is wrong
    bool ignored = false; // not counted
    int truthIndex = -1; // scifacts: the ground-truth row whose alias the value equals
    bool agrees() const;
};

struct MatchedClaim
{
    int index = 0; // C: the position across all entries
    int entry = 0;
    int row = -1; // within a list entry; -1 for a dictionary entry
    EntryShape shape = EntryShape::Dict;
    bool isDict = true; // has keys (every shape but strings and titles)
    QString predictedText; // the string or title, or the dictionary as compact JSON
    int truthIndex = -1; // the suggested ground-truth item of the entry, -1 = none
    QString truthText;
    QStringList truthChoices; // the entry's ground-truth items, for a match question (empty for a dictionary entry)
    QStringList truthLabels; // the same, short: a row by its primary-key values (its first two keys without any)
    QList<ClaimKey> keys; // predicted keys first (in their order), then keys only the truth has
};

struct ClaimComparison
{
    QString question;
    QString evaluationNote;
    QList<MatchedClaim> claims;
    int truthItems = 0;
};

// The ground truth of every LiveDRBench question: task id -> truth (the newest import of each key).
Result<QHash<qint64, QuestionTruth>> questionTruths(ProjectStore &store);
Result<QuestionTruth> questionTruth(ProjectStore &store, qint64 taskId);

// Matches draudit suggests without any judge, each ground-truth item taken once: rows by the most shared
// primary-key values (every key when there are none), strings and titles by equal normalised text.
ClaimDecisions suggestedMatches(const QuestionTruth &truth, const QList<PredictedItem> &items);

Result<ClaimComparison> compareClaims(ProjectStore &store, qint64 responseId);

} // namespace draudit::models
