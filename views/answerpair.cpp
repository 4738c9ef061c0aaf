// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scrolling is proportional, so answers of different lengths stay aligned by position in the text.
#include "views/answerpair.h"

#include "models/core/textstyle.h"
#include "views/web/safewebview.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSplitter>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
const QString titleStyle
    = QStringLiteral("font-weight:600; padding:4px 6px; background:palette(alternate-base); border-radius:3px;");

QWidget *column(QLabel *title, SafeWebView *browser)
{
    auto *w = new QWidget;
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    title->setStyleSheet(
        QStringLiteral("font-weight:600; padding:4px 6px; background:palette(alternate-base); border-radius:3px;"));
    l->addWidget(title);
    l->addWidget(browser, 1);
    return w;
}
} // namespace

AnswerPair::AnswerPair(QWidget *parent)
    : QWidget(parent)
    , m_left(new SafeWebView)
    , m_right(new SafeWebView)
    , m_leftTitle(new QLabel(tr("Answer A")))
    , m_rightTitle(new QLabel(tr("Answer B")))
{
    m_left->setAccessibleName(tr("Answer A"));
    m_right->setAccessibleName(tr("Answer B"));
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(column(m_leftTitle, m_left));
    splitter->addWidget(column(m_rightTitle, m_right));
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    // Scrolled together (unless switched off) and zoomed together, so the answers stay comparable.
    SafeWebView::pair(m_left, m_right, [this] { return m_sync; });
    connect(m_left, &SafeWebView::linkRequested, this, &AnswerPair::linkRequested);
    connect(m_right, &SafeWebView::linkRequested, this, &AnswerPair::linkRequested);
}

namespace {
void showCount(QLabel *title, const QString &name, int words, const models::WordLimit &range)
{
    const bool outside = !range.admits(words);
    title->setText(!range.limits() ? AnswerPair::tr("%1 · %2 words").arg(name).arg(words)
            : range.isRange()
            ? AnswerPair::tr("%1 · %2 words (%3–%4)").arg(name).arg(words).arg(range.lowest).arg(range.highest)
            : AnswerPair::tr("%1 · %2 of %3 words").arg(name).arg(words).arg(range.highest));
    title->setProperty("overLimit", outside);
    title->setStyleSheet(outside ? titleStyle + QStringLiteral(" color:#b42318;") : titleStyle);
}
} // namespace

void AnswerPair::setAnswers(const QString &markdownA, const QString &markdownB, const models::WordLimit &limit)
{
    m_left->setMarkdownText(markdownA);
    m_right->setMarkdownText(markdownB);
    if (markdownA.isEmpty() && markdownB.isEmpty()) {
        m_leftTitle->setText(tr("Answer A"));
        m_rightTitle->setText(tr("Answer B"));
        return;
    }
    // Counted as the browser counts them (models::answerWords), from the Markdown.
    showCount(m_leftTitle, tr("Answer A"), models::answerWords(markdownA), limit);
    showCount(m_rightTitle, tr("Answer B"), models::answerWords(markdownB), limit);
}

} // namespace views
} // namespace draudit
