// A DR-Arena battle: round tabs, the round's task, both answers side by side, the judge and the score.
#pragma once

#include "models/catalog.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QTabBar;

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

Q_SIGNALS:
    void linkRequested(const QUrl &url);
    // A round is on screen (the window loads the annotator's answers for it).
    void roundShown(qint64 roundId);
    void answersCommitted(qint64 roundId, const QHash<QString, QString> &answers);

private:
    models::BattleRecord m_battle;
    QLabel *m_title;
    QTabBar *m_rounds;
    RoundTaskPanel *m_task;
    ScoreChart *m_scores;
    JudgePanel *m_judge;
    FormPanel *m_form;
    AnswerPair *m_answers;
};

} // namespace views
} // namespace draudit
