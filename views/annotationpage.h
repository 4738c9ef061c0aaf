// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An item being annotated with a form beside it: a report (with its rubric checklist or scores), a claims table
// (LiveDRBench's claim lists, with the claim audit), or tasks to choose from.
#pragma once

#include "models/forms/blinditem.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QStackedWidget;

namespace draudit {
namespace views {

class ClaimsView;
class FormPanel;
class ReportView;
class TaskChoiceView;

class AnnotationPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnnotationPage)

public:
    explicit AnnotationPage(QWidget *parent = nullptr);

    ReportView *report() const { return m_report; }
    ClaimsView *claims() const { return m_claims; }
    TaskChoiceView *tasks() const { return m_tasks; }
    FormPanel *form() const { return m_form; }
    // Shows an item (models::makeItem) in the pane its blocks need: a claims table, tasks to choose from, or a report.
    void showItem(const models::BlindItem &item);
    // A line above the form: the study and the item's place in the queue (never a model name in blind studies).
    void setHeading(const QString &text);

private:
    QStackedWidget *m_content;
    ReportView *m_report;
    ClaimsView *m_claims;
    TaskChoiceView *m_tasks;
    FormPanel *m_form;
    QLabel *m_heading;
};

} // namespace views
} // namespace draudit
