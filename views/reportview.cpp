// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The prompt is plain text; the report body goes through the safe Markdown renderer.
#include "views/reportview.h"

#include "models/core/plaintooltip.h"
#include "views/web/safewebview.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

ReportView::ReportView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_prompt(new QLabel)
    , m_browser(new SafeWebView)
    , m_outline(new QTreeWidget)
    , m_find(new QLineEdit)
    , m_matches(new QLabel)
    , m_legend(new QLabel)
    , m_compare(new QComboBox)
    , m_secondPane(new QWidget)
    , m_secondTitle(new QLabel)
    , m_second(new SafeWebView)
{
    m_compare->setAccessibleName(tr("Compare with another report of the task"));
    m_compare->hide();
    m_secondTitle->setTextFormat(Qt::PlainText);
    m_secondTitle->setStyleSheet(QStringLiteral("font-weight:600;"));
    m_second->setAccessibleName(tr("Second report"));
    // In compare mode the reports scroll together, by share of their length, and Ctrl+wheel zooms both.
    SafeWebView::pair(m_browser, m_second, [this] { return m_secondPane->isVisible(); });
    auto *secondLayout = new QVBoxLayout(m_secondPane);
    secondLayout->setContentsMargins(0, 0, 0, 0);
    secondLayout->addWidget(m_secondTitle);
    secondLayout->addWidget(m_second, 1);
    m_secondPane->hide();
    m_legend->setWordWrap(true);
    m_legend->setAccessibleName(tr("Highlight legend"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600;"));
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prompt->setStyleSheet(QStringLiteral(
        "background:palette(alternate-base); border:1px solid palette(mid); border-radius:4px; padding:6px;"));
    m_browser->setAccessibleName(tr("Report"));
    m_outline->setHeaderLabel(tr("Outline"));
    m_outline->setAccessibleName(tr("Report outline"));
    m_find->setPlaceholderText(tr("Find in report (Ctrl+F)"));
    m_find->setClearButtonEnabled(true);
    m_find->setAccessibleName(tr("Find in report"));
    auto *findBar = new QHBoxLayout;
    findBar->addWidget(m_find, 1);
    findBar->addWidget(m_matches);
    findBar->addWidget(m_compare);
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_outline);
    splitter->addWidget(m_browser);
    splitter->addWidget(m_secondPane);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 4);
    splitter->setSizes({ 220, 900 });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_prompt);
    layout->addLayout(findBar);
    layout->addWidget(m_legend);
    layout->addWidget(splitter, 1);
    auto *focusFind = new QAction(this);
    focusFind->setShortcut(QKeySequence::Find);
    focusFind->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(focusFind);
    connect(focusFind, &QAction::triggered, this, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(m_find->text()); });
    connect(m_outline, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        // Each heading has its own anchor, so a heading repeated in the body is not confused.
        m_browser->scrollToAnchor(item->data(0, Qt::UserRole).toString());
    });
    connect(m_outline, &QTreeWidget::itemClicked, m_outline, &QTreeWidget::itemActivated);
    connect(m_browser, &SafeWebView::linkRequested, this, &ReportView::linkRequested);
    // The outline, the legend and the count of matches come from the rendered report (rendered off this thread).
    connect(m_browser, &SafeWebView::pageRendered, this, [this] {
        buildOutline();
        showLegend();
        countMatches();
    });
    connect(m_second, &SafeWebView::linkRequested, this, &ReportView::linkRequested);
    connect(m_compare, &QComboBox::activated, this, [this](int index) {
        const qint64 id = m_compare->itemData(index).toLongLong();
        if (id > 0)
            Q_EMIT compareRequested(id);
        else
            hideSecond();
    });
}

void ReportView::setItem(const models::BlindItem &item)
{
    m_title->setText(item.title);
    m_prompt->clear();
    m_text.clear();
    m_find->clear(); // a query for the last report is no query for this one
    m_searched.clear();
    m_matches->clear();
    // The first Text block is the prompt, the first Markdown block the report.
    const models::ItemBlock *report = item.block(models::ItemBlock::Kind::Markdown);
    if (const models::ItemBlock *prompt = item.block(models::ItemBlock::Kind::Text))
        m_prompt->setText(prompt->text);
    const models::ItemBlock none;
    if (!report)
        report = &none;
    m_text = report->text;
    setHighlights(report->focusTerms, report->deviationTerms, report->highlights); // renders the report once
}

void ReportView::setCompareChoices(const QList<models::ListEntry> &others)
{
    m_compare->clear();
    m_compare->addItem(tr("Compare with… (none)"), 0);
    for (const models::ListEntry &e : others) {
        m_compare->addItem(tr("Compare with %1").arg(e.label), e.id);
        m_compare->setItemData(m_compare->count() - 1, e.label, Qt::UserRole + 1);
    }
    m_compare->setVisible(!others.isEmpty());
    hideSecond();
}

void ReportView::showSecond(const QString &markdown, const QString &label)
{
    m_secondTitle->setText(label);
    m_second->setMarkdownText(markdown);
    m_secondPane->show();
    // A pane shown in a splitter after its first layout gets no width: the two reports share the report's width.
    if (auto *splitter = qobject_cast<QSplitter *>(m_secondPane->parentWidget())) {
        QList<int> sizes = splitter->sizes();
        if (sizes.size() == 3 && sizes[2] < sizes[1] / 2) {
            const int reports = sizes[1] + sizes[2];
            sizes[1] = reports / 2;
            sizes[2] = reports - reports / 2;
            splitter->setSizes(sizes);
        }
    }
}

QString ReportView::compareLabel() const
{
    return m_compare->currentData(Qt::UserRole + 1).toString();
}

void ReportView::hideSecond()
{
    m_second->clear();
    m_secondPane->hide();
    if (m_compare->count() > 0)
        m_compare->setCurrentIndex(0);
}

void ReportView::setHighlights(const QStringList &focus, const QStringList &deviation, const QStringList &rubricTerms)
{
    m_browser->setMarkdownText(m_text, models::Highlights { focus, deviation, rubricTerms, true });
    if (!m_browser->isRendered()) {
        m_outline->clear();
        m_legend->hide();
    }
}

int ReportView::markCount() const
{
    return m_browser->rendered().marks.total();
}

void ReportView::showLegend()
{
    const models::MarkCounts marks = m_browser->rendered().marks;
    QStringList parts;
    const auto part = [&parts](const char *colour, const QString &text) {
        parts << QStringLiteral("<span style='background:%1'>&nbsp;%2&nbsp;</span>")
                     .arg(QLatin1String(colour), text.toHtmlEscaped());
    };
    if (marks.focus)
        part("#cfeccf", tr("%n focus keyword(s)", nullptr, marks.focus));
    if (marks.deviation)
        part("#f8d0d0", tr("%n deviation keyword(s)", nullptr, marks.deviation));
    if (marks.rubric)
        part("#e4d9f5", tr("%n rubric term(s)", nullptr, marks.rubric));
    if (marks.urls)
        part("#d6e8fa", tr("%n cited URL(s)", nullptr, marks.urls));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setText(parts.join(QStringLiteral(" ")));
    m_legend->setVisible(!parts.isEmpty());
}

void ReportView::buildOutline()
{
    m_outline->clear();
    // Open headings as (level, item): a heading's parent is the nearest open heading of a lower level.
    QList<QPair<int, QTreeWidgetItem *>> open;
    for (const models::Heading &heading : m_browser->rendered().headings) {
        if (heading.level > 4 || heading.text.isEmpty())
            continue;
        while (!open.isEmpty() && open.last().first >= heading.level)
            open.removeLast();
        auto *item = open.isEmpty() ? new QTreeWidgetItem(m_outline) : new QTreeWidgetItem(open.last().second);
        item->setText(0, heading.text);
        item->setData(0, Qt::UserRole, heading.anchor);
        item->setToolTip(0, models::plainToolTip(heading.text));
        open.append({ heading.level, item });
    }
    m_outline->expandAll();
}

int ReportView::find(const QString &text)
{
    const int matches = m_browser->find(text);
    m_searched = text;
    countMatches();
    return matches;
}

void ReportView::countMatches()
{
    // A search made while the report was still being rendered is counted once it is.
    const int matches = static_cast<int>(m_browser->plainText().count(m_searched, Qt::CaseInsensitive));
    m_matches->setText(m_searched.isEmpty() ? QString() : tr("%n match(es)", nullptr, matches));
}

} // namespace views
} // namespace draudit
