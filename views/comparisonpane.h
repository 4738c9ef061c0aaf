// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A comparison of two answers round by round (DR-Arena's battles, any battle-shaped benchmark's): round tabs, what the
// round asks (its benchmark's round pane), both answers side by side, the judge and the score. It shows what the
// benchmark makes of a round (its blocks, its open-audit form) and names no benchmark itself.
#pragma once

#include "views/comparisonview.h"

class QLabel;
class QSplitter;
class QTabBar;

namespace draudit {
namespace views {

class AnswerPair;
class RoundPane;
class ScoreChart;

class ComparisonPane final : public ComparisonView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonPane)

public:
    explicit ComparisonPane(QWidget *parent = nullptr);

    void setComparison(const models::ComparisonRecord &comparison) override;
    void setBenchmark(const QString &benchmark) override;
    void clear() override;
    // No round tabs and no score progression in a study (it would show the judge's verdicts); the judge's verdicts
    // come with the item made as committed (here, or later through setRevealed).
    void showStudyItem(const models::BlindItem &item) override;
    void setRevealed(const models::ItemReveal &revealed) override;
    void showReviewItem(const models::BlindItem &item) override;
    bool inStudy() const override { return m_study; }
    bool inReview() const override { return m_review; }
    QString title() const override;
    bool leftIsA() const override { return m_leftIsA; }
    void showRound(int index) override;
    int currentRound() const override;
    int roundCount() const override;
    qint64 currentRoundId() const override;
    FormPanel *form() const override { return m_form; }
    JudgePanel *judge() const override { return m_judge; }
    void setRoundAnswers(const QHash<QString, QString> &answers, bool committed) override;
    // The blind pairwise verdict.
    void resetForm() override;
    QList<const SafeWebView *> contentViews() const override;

    const models::ComparisonRecord &comparison() const { return m_comparison; }
    AnswerPair *answers() const { return m_answers; }
    ScoreChart *scores() const { return m_scores; }
    RoundPane *task() const { return m_task; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    models::ComparisonRecord m_comparison;
    QString m_benchmark; // whose rounds are shown: its round pane and open-audit form
    void showBlocks(const QList<models::ItemBlock> &blocks);
    void leaveReview();
    // The task gets the height its text needs up to 45% of the view, the answers the rest; the judge gets
    // what its sealed note needs, two fifths of the column once revealed, the form the rest.
    void fitReading();
    void fitSide();
    void resizeEvent(QResizeEvent *event) override;
    QSplitter *m_reading = nullptr;
    QSplitter *m_side = nullptr;
    QList<models::JudgeVerdict> m_revealed; // the study round's verdicts, once its commit revealed them
    bool m_judged = false; // the study round has a verdict to reveal
    bool m_study = false;
    bool m_review = false; // shown for review: no form, the verdicts revealable, Enter commits nothing
    int m_current = -1;
    bool m_leftIsA = true;
    QLabel *m_title;
    QTabBar *m_rounds;
    RoundPane *m_task;
    ScoreChart *m_scores;
    JudgePanel *m_judge;
    void keepKeysForTheForm();
    FormPanel *m_form;
    AnswerPair *m_answers;
};

} // namespace views
} // namespace draudit
