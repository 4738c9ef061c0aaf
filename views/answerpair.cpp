// Scrolling is proportional, so answers of different lengths stay aligned by position in the text.
#include "views/answerpair.h"

#include "views/web/safewebview.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
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
    connect(m_left, &SafeWebView::scrolled, this, [this](double share) {
        if (m_sync)
            m_right->scrollToShare(share);
    });
    connect(m_right, &SafeWebView::scrolled, this, [this](double share) {
        if (m_sync)
            m_left->scrollToShare(share);
    });
    // Ctrl+wheel over either answer zooms both, so they stay comparable.
    connect(m_left, &SafeWebView::zoomed, m_right, &SafeWebView::zoomBy);
    connect(m_right, &SafeWebView::zoomed, m_left, &SafeWebView::zoomBy);
    connect(m_left, &SafeWebView::linkRequested, this, &AnswerPair::linkRequested);
    connect(m_right, &SafeWebView::linkRequested, this, &AnswerPair::linkRequested);
}

void AnswerPair::setAnswers(const QString &markdownA, const QString &markdownB)
{
    m_left->setMarkdownText(markdownA);
    m_right->setMarkdownText(markdownB);
}

} // namespace views
} // namespace draudit
