// Scrolling is proportional, so answers of different lengths stay aligned by position in the text.
#include "views/answerpair.h"

#include "views/safetextbrowser.h"

#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
QWidget *column(QLabel *title, SafeTextBrowser *browser)
{
    auto *w = new QWidget;
    auto *l = new QVBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    title->setStyleSheet(QStringLiteral("font-weight:600; padding:4px 6px; background:#e9eef5; border-radius:3px;"));
    l->addWidget(title);
    l->addWidget(browser, 1);
    return w;
}
} // namespace

AnswerPair::AnswerPair(QWidget *parent)
    : QWidget(parent)
    , m_left(new SafeTextBrowser)
    , m_right(new SafeTextBrowser)
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
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { follow(m_left, m_right); });
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { follow(m_right, m_left); });
    // Ctrl+wheel over either answer zooms both, so they stay comparable.
    connect(m_left, &SafeTextBrowser::zoomed, m_right, [this](int steps) { m_right->zoomIn(steps); });
    connect(m_right, &SafeTextBrowser::zoomed, m_left, [this](int steps) { m_left->zoomIn(steps); });
    connect(m_left, &SafeTextBrowser::linkRequested, this, &AnswerPair::linkRequested);
    connect(m_right, &SafeTextBrowser::linkRequested, this, &AnswerPair::linkRequested);
}

void AnswerPair::setAnswers(const QString &markdownA, const QString &markdownB)
{
    m_left->setMarkdownText(markdownA);
    m_right->setMarkdownText(markdownB);
}

void AnswerPair::follow(SafeTextBrowser *from, SafeTextBrowser *to)
{
    if (!m_sync || m_following)
        return;
    m_following = true;
    const QScrollBar *a = from->verticalScrollBar();
    QScrollBar *b = to->verticalScrollBar();
    const double share = a->maximum() > 0 ? double(a->value()) / a->maximum() : 0.0;
    b->setValue(qRound(share * b->maximum()));
    m_following = false;
}

} // namespace views
} // namespace draudit
