// Plain-text labels only: task text is data and must not be interpreted as rich text.
#include "views/benchmarks/drarena/roundtaskpanel.h"

#include "models/benchmarks/drarena/arenaitem.h"

#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
QLabel *plainLabel()
{
    auto *l = new QLabel;
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QLabel *heading(const QString &text)
{
    auto *l = new QLabel(text);
    l->setStyleSheet(QStringLiteral("font-weight:600; color:palette(window-text);"));
    return l;
}
} // namespace

RoundTaskPanel::RoundTaskPanel(QWidget *parent)
    : QWidget(parent)
    , m_question(plainLabel())
    , m_meta(plainLabel())
    , m_chain(plainLabel())
    , m_width(new QListWidget)
    , m_depth(new QListWidget)
{
    m_question->setStyleSheet(QStringLiteral("font-size:11pt;"));
    m_meta->setStyleSheet(QStringLiteral("color:#5c6670;"));
    m_chain->setStyleSheet(QStringLiteral("color:#5c6670;"));
    for (QListWidget *list : { m_width, m_depth }) {
        list->setWordWrap(true);
        list->setMaximumHeight(96);
        // Never squeezed to a line: with less room the panel scrolls (the checklists were cut to one line at 1366×768).
        list->setMinimumHeight(list->fontMetrics().lineSpacing() * 3 + 2 * list->frameWidth() + 4);
        list->setAlternatingRowColors(true);
    }
    m_width->setAccessibleName(tr("Width checklist"));
    m_depth->setAccessibleName(tr("Depth checklist"));
    // The question and checklists scroll when the splitter leaves them less room than they need (a long question
    // was cut off mid-line with no way to read the rest).
    auto *content = new QWidget;
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("roundTaskScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *grid = new QGridLayout(content);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->addWidget(heading(tr("Question")), 0, 0, 1, 2);
    grid->addWidget(m_question, 1, 0, 1, 2);
    grid->addWidget(m_meta, 2, 0, 1, 2);
    grid->addWidget(m_chain, 3, 0, 1, 2);
    grid->addWidget(heading(tr("Width checklist")), 4, 0);
    grid->addWidget(heading(tr("Depth checklist")), 4, 1);
    grid->addWidget(m_width, 5, 0);
    grid->addWidget(m_depth, 5, 1);
    grid->setRowStretch(6, 1); // extra height goes below the checklists, not between the labels
}

void RoundTaskPanel::setBlocks(const QList<models::ItemBlock> &blocks)
{
    const auto entries = [&blocks](const char *id) {
        QStringList out;
        for (const models::ItemBlock &b : blocks)
            if (b.id == QLatin1String(id))
                for (const models::BlockRow &row : b.rows)
                    out << row.cells.value(0);
        return out;
    };
    m_question->clear();
    m_meta->clear();
    for (const models::ItemBlock &b : blocks)
        if (b.id == QLatin1String(models::arena::kQuestionBlock)) {
            m_question->setText(b.text);
            m_meta->setText(b.note);
        }
    m_chain->setText(tr("Logic chain: %1\nSource nodes: %2")
                         .arg(entries(models::arena::kLogicChainBlock).join(QStringLiteral(" → ")),
                             entries(models::arena::kSourceNodesBlock).join(QStringLiteral("; "))));
    m_width->clear();
    m_width->addItems(entries(models::arena::kWidthChecklistBlock));
    m_depth->clear();
    m_depth->addItems(entries(models::arena::kDepthChecklistBlock));
}

QString RoundTaskPanel::questionText() const
{
    return m_question->text();
}

} // namespace views
} // namespace draudit
