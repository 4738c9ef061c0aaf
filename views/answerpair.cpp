// Scrolling is proportional, so answers of different lengths stay aligned by position in the text.
#include "views/answerpair.h"

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
// Words as a reader counts them: runs of letters or digits, and each Chinese, Japanese or Korean character.
int countWords(const QString &text)
{
    int words = 0;
    bool inWord = false;
    for (const QChar c : text) {
        const bool cjk = c.script() == QChar::Script_Han || c.script() == QChar::Script_Hiragana
            || c.script() == QChar::Script_Katakana || c.script() == QChar::Script_Hangul;
        if (cjk) {
            ++words;
            inWord = false;
        } else if (c.isLetterOrNumber()) {
            words += inWord ? 0 : 1;
            inWord = true;
        } else if (c != QLatin1Char('\'') && c != QLatin1Char('-')) {
            inWord = false;
        }
    }
    return words;
}

// The words an answer should have: "at most 400 words" is 0..400, "200-300 words" is 200..300.
struct WordRange
{
    int lowest = 0;
    int highest = 0; // 0: no limit
};

WordRange wordRange(const QString &limit)
{
    static const QRegularExpression range(QStringLiteral("(\\d+)\\s*(?:-|–|—|~|to|到|至)\\s*(\\d+)"));
    static const QRegularExpression number(QStringLiteral("\\d+"));
    if (const auto m = range.match(limit); m.hasMatch())
        return { m.captured(1).toInt(), m.captured(2).toInt() };
    return { 0, number.match(limit).captured().toInt() };
}

void showCount(QLabel *title, const QString &name, int words, WordRange range)
{
    const bool outside = range.highest > 0 && (words > range.highest || words < range.lowest);
    title->setText(range.highest == 0 ? AnswerPair::tr("%1 · %2 words").arg(name).arg(words)
            : range.lowest > 0
            ? AnswerPair::tr("%1 · %2 words (%3–%4)").arg(name).arg(words).arg(range.lowest).arg(range.highest)
            : AnswerPair::tr("%1 · %2 of %3 words").arg(name).arg(words).arg(range.highest));
    title->setProperty("overLimit", outside);
    title->setStyleSheet(outside ? titleStyle + QStringLiteral(" color:#b42318;") : titleStyle);
}
} // namespace

void AnswerPair::setAnswers(const QString &markdownA, const QString &markdownB, const QString &wordLimit)
{
    m_left->setMarkdownText(markdownA);
    m_right->setMarkdownText(markdownB);
    const WordRange limit = wordRange(wordLimit);
    if (markdownA.isEmpty() && markdownB.isEmpty()) {
        m_leftTitle->setText(tr("Answer A"));
        m_rightTitle->setText(tr("Answer B"));
        return;
    }
    showCount(m_leftTitle, tr("Answer A"), countWords(m_left->plainText()), limit);
    showCount(m_rightTitle, tr("Answer B"), countWords(m_right->plainText()), limit);
}

} // namespace views
} // namespace draudit
