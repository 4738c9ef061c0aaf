// A DR-Arena battle: round tabs, the round's task, both answers side by side, the judge and the score.
#pragma once

#include "models/catalog.h"

#include <QWidget>

class QLabel;
class QTabBar;

namespace draudit {
namespace views {

class AnswerPair;
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

Q_SIGNALS:
    void linkRequested(const QUrl &url);

private:
    models::BattleRecord m_battle;
    QLabel *m_title;
    QTabBar *m_rounds;
    RoundTaskPanel *m_task;
    ScoreChart *m_scores;
    JudgePanel *m_judge;
    AnswerPair *m_answers;
};

} // namespace views
} // namespace draudit
