// A DR-Arena battle: round tabs, the round's task, both answers side by side, the judge and the score.
#pragma once

#include "models/forms/blinditem.h"
#include "models/store/catalog.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTabBar;
class QUrl;

namespace draudit {
namespace views {

class AnswerPair;
class FormPanel;
class JudgePanel;
class RoundTaskPanel;
class ScoreChart;

class BattleView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BattleView)

public:
    explicit BattleView(QWidget *parent = nullptr);

    void setBattle(const models::BattleRecord &battle);
    // Shows nothing: no title, tabs, scores, question, answers or verdicts (an annotator session begins).
    void clear();
    // One round as a study item (models::makeItem): no round tabs, no score progression (it would show the judge's
    // verdicts), the answers in the annotator's left/right order, and only what the item holds. The judge's
    // verdicts come with the item made as committed (here, or later through setRevealed).
    void showStudyItem(const models::BlindItem &item);
    // What the item's commit revealed: the judge's verdicts in the annotator's left/right terms.
    void setRevealed(const models::ItemReveal &revealed);
    // A round shown for review (adjudication), made as committed and without a form: its verdicts are there to reveal.
    void showReviewItem(const models::BlindItem &item);
    bool inStudy() const { return m_study; }
    QString title() const;
    bool leftIsA() const { return m_leftIsA; }
    void showRound(int index);
    int currentRound() const;
    int roundCount() const;
    const models::BattleRecord &battle() const { return m_battle; }

    AnswerPair *answers() const { return m_answers; }
    JudgePanel *judge() const { return m_judge; }
    ScoreChart *scores() const { return m_scores; }
    RoundTaskPanel *task() const { return m_task; }
    FormPanel *form() const { return m_form; }
    qint64 currentRoundId() const;
    // Loads the annotator's saved answers for the shown round; committed answers unlock the judge's verdict.
    void setRoundAnswers(const QHash<QString, QString> &answers, bool committed);
    // The blind pairwise verdict, the form a round is answered with outside a study.
    void resetForm();

Q_SIGNALS:
    void linkRequested(const QUrl &url);
    // A round is on screen (the window loads the annotator's answers for it).
    void roundShown(qint64 roundId);
    void answersCommitted(qint64 roundId, const QHash<QString, QString> &answers);

private:
    models::BattleRecord m_battle;
    void showBlocks(const QList<models::ItemBlock> &blocks);
    QList<models::JudgeVerdict> m_revealed; // the study round's verdicts, once its commit revealed them
    bool m_judged = false; // the study round has a verdict to reveal
    bool m_study = false;
    int m_current = -1;
    bool m_leftIsA = true;
    QLabel *m_title;
    QTabBar *m_rounds;
    RoundTaskPanel *m_task;
    ScoreChart *m_scores;
    JudgePanel *m_judge;
    void keepKeysForTheForm();
    FormPanel *m_form;
    AnswerPair *m_answers;
};

} // namespace views
} // namespace draudit
