// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The content takes most of the width; the form column scrolls on its own so a 60-item checklist never pushes
// the report away. F6 puts the keyboard back on the form after reading (as it moves between panes elsewhere).
#include "views/annotationpage.h"

#include "views/formpanel.h"
#include "views/itempane.h"
#include "views/reportview.h"

#include <QAction>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

AnnotationPage::AnnotationPage(QWidget *parent)
    : QWidget(parent)
    , m_content(new QStackedWidget)
    , m_report(new ReportView)
    , m_form(new FormPanel)
    , m_heading(new QLabel)
{
    m_form->setCommittedHint(tr("Committed; every answer is saved. In a study, Enter opens the next item."));
    m_content->addWidget(m_report);
    for (const ItemPaneEntry &entry : itemPanes()) {
        m_panes.append({ entry.block, entry.make(nullptr) });
        m_content->addWidget(m_panes.last().pane);
    }
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setStyleSheet(QStringLiteral("color:#4a5563;"));
    auto *column = new QWidget;
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(6, 6, 6, 6);
    columnLayout->addWidget(m_heading);
    columnLayout->addWidget(m_form, 1); // the form scrolls its questions, Commit stays on screen
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_content);
    splitter->addWidget(column);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({ 900, 520 });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    auto *focusForm = new QAction(tr("Back to the form"), this);
    focusForm->setShortcut(QKeySequence(Qt::Key_F6)); // not Ctrl+Shift+F: in a study that flags the item
    focusForm->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(focusForm);
    connect(focusForm, &QAction::triggered, m_form, qOverload<>(&QWidget::setFocus));
    for (const Pane &p : std::as_const(m_panes)) {
        connect(m_form, &FormPanel::currentQuestionChanged, p.pane, &ItemPane::showQuestion);
        connect(m_form, &FormPanel::answerChanged, p.pane, &ItemPane::showAnswer);
    }
}

void AnnotationPage::showItem(const models::BlindItem &item)
{
    for (const Pane &p : std::as_const(m_panes))
        if (item.block(p.block)) {
            m_shownPane = p.pane;
            p.pane->setItem(item);
            m_content->setCurrentWidget(p.pane);
            return;
        }
    m_shownPane = nullptr;
    m_report->setItem(item);
    m_content->setCurrentWidget(m_report);
}

void AnnotationPage::showAnswers(const QHash<QString, QString> &answers)
{
    if (m_shownPane)
        m_shownPane->showAnswers(answers);
}

void AnnotationPage::setHeading(const QString &text)
{
    m_heading->setText(text);
    m_heading->setVisible(!text.isEmpty());
}

} // namespace views
} // namespace draudit
