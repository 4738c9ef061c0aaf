// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Adjudication: the disagreements of a study, every answer side by side, and the resolved value with a reason.
#pragma once

#include "models/forms/formdefinition.h"
#include "models/store/studies/adjudication.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace draudit {
namespace views {

class AdjudicationPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdjudicationPanel)

public:
    explicit AdjudicationPanel(QWidget *parent = nullptr);

    // The question adjudicated gives the options (its scale) and their labels.
    void setQuestion(const models::FormQuestion &question);
    void setDisagreements(const QList<models::Disagreement> &list);
    QListWidget *list() const { return m_list; }
    QCheckBox *showNames() const { return m_showNames; }
    QLineEdit *reason() const { return m_reason; }
    QPushButton *resolveButton() const { return m_resolve; }
    int current() const;
    QString answersText() const;

public Q_SLOTS:
    void pick(int option); // 1-based, as the digit keys
    void resolve();

Q_SIGNALS:
    // The adjudicator's decision; expectedVersion guards against a concurrent decision.
    void resolved(const models::Target &target, const QString &value, const QString &reason, int expectedVersion);
    // Show the item itself (both answers, the task) in the main window.
    void openRequested(const models::Target &target);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void showCurrent();

    models::FormQuestion m_question;
    QList<models::Disagreement> m_items;
    QListWidget *m_list;
    QCheckBox *m_showNames;
    QLabel *m_answers;
    QButtonGroup *m_options;
    QVBoxLayout *m_optionLayout;
    QLineEdit *m_reason;
    QPushButton *m_resolve;
    QPushButton *m_open;
};

} // namespace views
} // namespace draudit
