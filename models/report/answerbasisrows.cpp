// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Answer kinds and the change-of-mind table, computed alike for every protocol from the answers' history.
#include "models/report/answerbasisrows.h"

#include "models/report/agreementrows.h"
#include "models/report/reportterms.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace draudit::models {

namespace {
struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::AnswerBasisRows)
};

// One annotator's committed items (or everyone's) and what became of them.
struct ItemChanges
{
    QSet<QString> committed;
    QSet<QString> revealed;
    QSet<QString> changedBeforeReveal; // after the commit, before the judge was shown (or never shown)
    QSet<QString> changedAfterReveal;
    QSet<QString> movedToJudgeBeforeReveal;
    QSet<QString> movedToJudgeAfterReveal;
};

void count(ItemChanges &c, const CommittedAnswer &a)
{
    const QString item = a.annotator + QLatin1Char('\x1f') + a.item;
    c.committed.insert(item);
    if (a.revealed)
        c.revealed.insert(item);
    // Before the reveal the answer went from its commit to what it held at the reveal (or holds now, never revealed).
    const QString beforeReveal = a.revealed ? a.atReveal : a.finalValue;
    if (beforeReveal != a.atCommit) {
        c.changedBeforeReveal.insert(item);
        if (!a.judgeValue.isEmpty() && beforeReveal == a.judgeValue && a.atCommit != a.judgeValue)
            c.movedToJudgeBeforeReveal.insert(item);
    }
    if (a.revealed && a.finalValue != a.atReveal) {
        c.changedAfterReveal.insert(item);
        if (!a.judgeValue.isEmpty() && a.finalValue == a.judgeValue && a.atReveal != a.judgeValue)
            c.movedToJudgeAfterReveal.insert(item);
    }
}

void appendChanges(ReportTable &t, const QString &who, const ItemChanges &c)
{
    const QString analysis = QStringLiteral("change of mind");
    const auto share = [&](const char *statistic, const QSet<QString> &part, const QSet<QString> &whole) {
        if (!whole.isEmpty())
            t.rows << proportionRow(analysis, who, QString::fromLatin1(statistic), int(part.size()), int(whole.size()));
    };
    share("changed_after_commit_before_reveal", c.changedBeforeReveal, c.committed);
    share("moved_to_the_judge_before_reveal", c.movedToJudgeBeforeReveal, c.changedBeforeReveal);
    share("changed_after_reveal", c.changedAfterReveal, c.committed);
    share("changed_after_reveal_of_revealed", c.changedAfterReveal, c.revealed);
    share("moved_to_the_judge_after_reveal", c.movedToJudgeAfterReveal, c.changedAfterReveal);
}
} // namespace

QString finalAnswersVariant()
{
    return QStringLiteral("final answers, incl. changes after commit");
}

void appendAnswerBasis(ReportTable &table, const AnswerKinds &kinds)
{
    if (kinds.blind + kinds.notBlind + kinds.neverCommitted == 0)
        return; // no human answer: nothing is counted, and an empty report stays empty
    const QString counted = QStringLiteral("answers counted");
    const QString all = QStringLiteral("all annotators");
    table.rows << valueRow(counted, all, QStringLiteral("blind_at_first_commit"), kinds.blind, kinds.blind);
    table.rows << valueRow(counted, all, QStringLiteral("not_blind_no_commit"), kinds.notBlind, kinds.notBlind);
    table.rows << valueRow(counted, all, QStringLiteral("changed_after_commit"), kinds.changedAfterCommit, kinds.blind);
    table.notes << Texts::tr("Human answers are counted as held at their item's first commit (blind answers): %1 "
                             "blind, %2 not blind (no commit recorded: imported, or given outside a blind study), "
                             "counted as stored.")
                       .arg(kinds.blind)
                       .arg(kinds.notBlind);
    if (kinds.neverCommitted > 0) {
        table.rows << valueRow(
            counted, all, QStringLiteral("left_out_never_committed"), kinds.neverCommitted, kinds.neverCommitted);
        table.notes << Texts::tr("%n answer(s) given on items shown in a blind session and never committed "
                                 "(skipped, or left before the commit) are no judgement and are left out.",
            nullptr, kinds.neverCommitted);
    }
    if (kinds.changedAfterCommit > 0)
        table.notes << Texts::tr("%n answer(s) changed after their commit; the rows named '%1' repeat the analysis on "
                                 "the answers as stored now.",
            nullptr, kinds.changedAfterCommit)
                           .arg(displayTerm(finalAnswersVariant()));
    QMap<QString, ItemChanges> byAnnotator;
    ItemChanges pooled;
    for (const CommittedAnswer &a : kinds.committed) {
        count(byAnnotator[a.annotator], a);
        count(pooled, a);
    }
    for (auto it = byAnnotator.cbegin(); it != byAnnotator.cend(); ++it)
        appendChanges(table, it.key(), it.value());
    if (byAnnotator.size() > 1)
        appendChanges(table, all, pooled);
}

} // namespace draudit::models
