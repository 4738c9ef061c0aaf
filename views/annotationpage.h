// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An item being annotated with a form beside it: a report (with its rubric checklist or scores), or the pane a
// benchmark supplies for the item's blocks (itempane.h: LiveDRBench's claims view of a table, the alternatives a
// question chooses among).
#pragma once

#include "models/forms/blinditem.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QLabel;
class QSplitter;
class QStackedWidget;

namespace draudit {
namespace views {

class FormPanel;
class ItemPane;
class ReportView;

class AnnotationPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnnotationPage)

public:
    explicit AnnotationPage(QWidget *parent = nullptr);

    ReportView *report() const { return m_report; }
    // The pane the item shown last is in (a benchmark's pane), or nullptr for a report.
    ItemPane *itemPane() const { return m_shownPane; }
    FormPanel *form() const { return m_form; }
    // Shows an item (models::makeItem) in the pane its blocks need: a benchmark's pane (views::itemPanes), or a report.
    void showItem(const models::BlindItem &item);
    // The item's saved answers, for a pane that shows them in place (a table's matches).
    void showAnswers(const QHash<QString, QString> &answers);
    // A line above the form: the study and the item's place in the queue (never a model name in blind studies).
    void setHeading(const QString &text);

private:
    QStackedWidget *m_content;
    ReportView *m_report;
    struct Pane
    {
        models::ItemBlock::Kind block;
        ItemPane *pane;
    };
    QList<Pane> m_panes;
    ItemPane *m_shownPane = nullptr;
    FormPanel *m_form;
    QLabel *m_heading;
};

} // namespace views
} // namespace draudit
