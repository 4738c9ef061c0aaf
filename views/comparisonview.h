// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The pane of items that compare two answers round by round (the rounds of a comparison: DR-Arena's battles), as the
// shell drives it. Its one implementation (comparisonpane.h) names no benchmark: what differs by benchmark it asks the
// registries (the round's blocks and open-audit form, models/benchmarks/registry.h; the pane above the answers,
// roundpane.h).
#pragma once

#include "models/forms/blinditem.h"
#include "models/store/queries/catalog.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QUrl;

namespace draudit {
namespace views {

class FormPanel;
class JudgePanel;
class SafeWebView;

class ComparisonView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonView)

public:
    using QWidget::QWidget;
    ~ComparisonView() override;

    // A whole comparison, browsed outside a study: its rounds as tabs, the judge and the score progression.
    virtual void setComparison(const models::ComparisonRecord &comparison) = 0;
    // Whose rounds are shown next (comparisons.benchmark): its round pane and its open-audit form. setComparison sets
    // it from the comparison; a study item's comes from the shell, before showStudyItem or showReviewItem.
    virtual void setBenchmark(const QString &benchmark) = 0;
    // Shows nothing: no title, tabs, scores, question, answers or verdicts (an annotator session begins).
    virtual void clear() = 0;
    // One round as a study item (models::makeItem): only what the item holds, in the annotator's left/right order.
    virtual void showStudyItem(const models::BlindItem &item) = 0;
    // What the item's commit revealed: the judge's verdicts in the annotator's left/right terms.
    virtual void setRevealed(const models::ItemReveal &revealed) = 0;
    // A round shown for review (adjudication), made as committed and without a form: its verdicts are there to reveal.
    virtual void showReviewItem(const models::BlindItem &item) = 0;
    virtual bool inStudy() const = 0;
    // A round shown by showReviewItem: its reveal is the reviewer's, not an annotator's.
    virtual bool inReview() const = 0;
    virtual QString title() const = 0;
    virtual bool leftIsA() const = 0;
    virtual void showRound(int index) = 0;
    virtual int currentRound() const = 0;
    virtual int roundCount() const = 0;
    virtual qint64 currentRoundId() const = 0;
    virtual FormPanel *form() const = 0;
    virtual JudgePanel *judge() const = 0;
    // Loads the annotator's saved answers for the shown round; committed answers unlock the judge's verdict.
    virtual void setRoundAnswers(const QHash<QString, QString> &answers, bool committed) = 0;
    // The form a round is answered with outside a study.
    virtual void resetForm() = 0;
    // The pages that render the shown round's content, which the speed harness waits for to finish loading.
    virtual QList<const SafeWebView *> contentViews() const = 0;

Q_SIGNALS:
    void linkRequested(const QUrl &url);
    void roundShown(qint64 roundId);
    void answersCommitted(qint64 roundId, const QHash<QString, QString> &answers);
};

} // namespace views
} // namespace draudit
