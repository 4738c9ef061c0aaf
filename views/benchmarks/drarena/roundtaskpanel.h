// The task of one round: question, word limit, logic chain, source nodes and both checklists.
#pragma once

#include "models/store/catalog.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace draudit {
namespace views {

class RoundTaskPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RoundTaskPanel)

public:
    explicit RoundTaskPanel(QWidget *parent = nullptr);
    void setRound(const models::RoundRecord &round);
    QString questionText() const;

private:
    QLabel *m_question;
    QLabel *m_meta;
    QLabel *m_chain;
    QListWidget *m_width;
    QListWidget *m_depth;
};

} // namespace views
} // namespace draudit
