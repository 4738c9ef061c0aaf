// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What became of a study's committed answers after their commit: the value at the item's first commit, at the judge's
// reveal and now, with the judge's own value on the question, for the change-of-mind table of every protocol.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct CommittedAnswer
{
    QString annotator;
    QString item; // the item's target (its blinding record's)
    QString target; // where the answer is stored
    QString field;
    QString atCommit; // empty: not answered at the commit
    QString atReveal; // empty when the judge was never revealed, or nothing was held then
    bool revealed = false;
    QString finalValue; // empty: withdrawn
    QString judgeValue; // the first judge record on the answer's target in the field its question audits; may be empty
};

// The non-empty answers of a study by what they are: blind (their item committed; counted at its first commit) or not
// blind (no commit recorded: an annotations import, the command line before 2026-11, an open form), and of the blind
// ones how many differ now from their value at the commit.
struct AnswerKinds
{
    int blind = 0;
    int notBlind = 0;
    int neverCommitted = 0; // given on an item shown in a blind session and never committed: left out everywhere
    int changedAfterCommit = 0;
    // Every answer on a committed item, but those of questions asked after the commit or the reveal (what the
    // change-of-mind table is made of), read once with the counts.
    QList<CommittedAnswer> committed;
};

Result<AnswerKinds> answerKinds(ProjectStore &store, qint64 studyId);

} // namespace draudit::models
