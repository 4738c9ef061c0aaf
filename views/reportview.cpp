// The prompt is plain text; the report body goes through the safe Markdown renderer.
#include "views/reportview.h"

#include "models/core/plaintooltip.h"
#include "views/safetextbrowser.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

ReportView::ReportView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_prompt(new QLabel)
    , m_browser(new SafeTextBrowser)
    , m_outline(new QTreeWidget)
    , m_find(new QLineEdit)
    , m_matches(new QLabel)
    , m_legend(new QLabel)
    , m_compare(new QComboBox)
    , m_secondPane(new QWidget)
    , m_secondTitle(new QLabel)
    , m_second(new SafeTextBrowser)
{
    m_compare->setAccessibleName(tr("Compare with another report of the task"));
    m_compare->hide();
    m_secondTitle->setTextFormat(Qt::PlainText);
    m_secondTitle->setStyleSheet(QStringLiteral("font-weight:600;"));
    m_second->setAccessibleName(tr("Second report"));
    // In compare mode Ctrl+wheel over either report zooms both.
    connect(m_browser, &SafeTextBrowser::zoomed, m_second, [this](int steps) { m_second->zoomIn(steps); });
    connect(m_second, &SafeTextBrowser::zoomed, m_browser, [this](int steps) { m_browser->zoomIn(steps); });
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
    m_prompt->setStyleSheet(
        QStringLiteral("background:#f4f6f9; border:1px solid #dde2e8; border-radius:4px; padding:6px;"));
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
        // Headings are found by their text from the top, so a heading repeated in the body is not confused.
        QTextCursor c = m_browser->document()->find(item->data(0, Qt::UserRole).toString());
        if (!c.isNull()) {
            m_browser->setTextCursor(c);
            m_browser->ensureCursorVisible();
        }
    });
    connect(m_outline, &QTreeWidget::itemClicked, m_outline, &QTreeWidget::itemActivated);
    connect(m_browser, &SafeTextBrowser::linkRequested, this, &ReportView::linkRequested);
    connect(m_second, &SafeTextBrowser::linkRequested, this, &ReportView::linkRequested);
    connect(m_browser->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { follow(m_browser, m_second); });
    connect(m_second->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] { follow(m_second, m_browser); });
    connect(m_compare, &QComboBox::activated, this, [this](int index) {
        const qint64 id = m_compare->itemData(index).toLongLong();
        if (id > 0)
            Q_EMIT compareRequested(id);
        else
            hideSecond();
    });
}

void ReportView::setReport(const models::ReportRecord &report, const QString &label)
{
    // Highlights hold text cursors; dropped first, they are not moved along on every insertion of the new text.
    m_highlights.clear();
    m_browser->setExtraSelections({});
    m_title->setText(tr("%1 — task %2").arg(label, report.taskExternalId));
    m_prompt->setText(report.prompt);
    m_browser->setMarkdownText(report.text);
    buildOutline(report.text);
    m_matches->clear();
    m_legend->clear();
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

void ReportView::showSecond(const models::ReportRecord &report, const QString &label)
{
    m_secondTitle->setText(label);
    m_second->setMarkdownText(report.text);
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

void ReportView::follow(SafeTextBrowser *from, SafeTextBrowser *to)
{
    if (m_following || !m_secondPane->isVisible())
        return;
    m_following = true;
    const QScrollBar *a = from->verticalScrollBar();
    QScrollBar *b = to->verticalScrollBar();
    b->setValue(a->maximum() > 0 ? qRound(double(a->value()) / a->maximum() * b->maximum()) : 0);
    m_following = false;
}

int ReportView::setHighlights(const QStringList &focus, const QStringList &deviation, const QStringList &rubricTerms)
{
    m_highlights.clear();
    QTextDocument *doc = m_browser->document();
    const auto mark = [&](const QColor &colour, const auto &pattern) {
        QTextCharFormat format;
        format.setBackground(colour);
        int n = 0;
        for (QTextCursor c = doc->find(pattern); !c.isNull(); c = doc->find(pattern, c)) {
            m_highlights << QTextEdit::ExtraSelection { c, format };
            ++n;
        }
        return n;
    };
    const auto markAll = [&](const QColor &colour, const QStringList &terms) {
        int n = 0;
        for (const QString &term : terms)
            if (term.trimmed().size() >= 2)
                n += mark(colour, term.trimmed());
        return n;
    };
    const int focusCount = markAll(QColor(0xcf, 0xec, 0xcf), focus);
    const int deviationCount = markAll(QColor(0xf8, 0xd0, 0xd0), deviation);
    const int rubricCount = markAll(QColor(0xe4, 0xd9, 0xf5), rubricTerms);
    static const QRegularExpression url(QStringLiteral("https?://[^\\s<>\"\\)\\]]+"));
    const int urlCount = mark(QColor(0xd6, 0xe8, 0xfa), url);
    QStringList parts;
    if (focusCount)
        parts << QStringLiteral("<span style='background:#cfeccf'>&nbsp;%1&nbsp;</span>")
                     .arg(tr("%n focus keyword(s)", nullptr, focusCount));
    if (deviationCount)
        parts << QStringLiteral("<span style='background:#f8d0d0'>&nbsp;%1&nbsp;</span>")
                     .arg(tr("%n deviation keyword(s)", nullptr, deviationCount));
    if (rubricCount)
        parts << QStringLiteral("<span style='background:#e4d9f5'>&nbsp;%1&nbsp;</span>")
                     .arg(tr("%n rubric term(s)", nullptr, rubricCount));
    if (urlCount)
        parts << QStringLiteral("<span style='background:#d6e8fa'>&nbsp;%1&nbsp;</span>")
                     .arg(tr("%n cited URL(s)", nullptr, urlCount));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setText(parts.join(QStringLiteral(" ")));
    m_legend->setVisible(!parts.isEmpty());
    m_browser->setExtraSelections(m_highlights);
    return static_cast<int>(m_highlights.size());
}

void ReportView::buildOutline(const QString &markdown)
{
    m_outline->clear();
    static const QRegularExpression heading(QStringLiteral("^(#{1,4})\\s+(.+?)\\s*#*\\s*$"));
    // Open headings as (level, item): a heading's parent is the nearest open heading of a lower level.
    QList<QPair<int, QTreeWidgetItem *>> open;
    bool inCode = false;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("```")))
            inCode = !inCode;
        const auto m = heading.match(line);
        if (inCode || !m.hasMatch())
            continue;
        const int level = static_cast<int>(m.captured(1).size());
        const QString text = m.captured(2).remove(QLatin1Char('*')).remove(QLatin1Char('`')).trimmed();
        while (!open.isEmpty() && open.last().first >= level)
            open.removeLast();
        auto *item = open.isEmpty() ? new QTreeWidgetItem(m_outline) : new QTreeWidgetItem(open.last().second);
        item->setText(0, text);
        item->setData(0, Qt::UserRole, text);
        item->setToolTip(0, models::plainToolTip(text));
        open.append({ level, item });
    }
    m_outline->expandAll();
}

int ReportView::find(const QString &text)
{
    QList<QTextEdit::ExtraSelection> selections;
    if (!text.isEmpty()) {
        QTextCharFormat format;
        format.setBackground(QColor(0xff, 0xe0, 0x82));
        for (QTextCursor c = m_browser->document()->find(text); !c.isNull(); c = m_browser->document()->find(text, c))
            selections << QTextEdit::ExtraSelection { c, format };
    }
    m_browser->setExtraSelections(m_highlights + selections);
    m_matches->setText(text.isEmpty() ? QString() : tr("%n match(es)", nullptr, static_cast<int>(selections.size())));
    if (!selections.isEmpty() && !m_browser->find(text)) {
        m_browser->moveCursor(QTextCursor::Start); // wrap around
        m_browser->find(text);
    }
    return static_cast<int>(selections.size());
}

} // namespace views
} // namespace draudit
