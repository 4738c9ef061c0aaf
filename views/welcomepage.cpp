// Keyboard: the buttons carry mnemonics and the recent list opens with Enter.
#include "views/welcomepage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace draudit {
namespace views {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_recent(new QListWidget)
    , m_choices(new QWidget)
    , m_sessionNote(new QLabel(tr("A study session is running: your items are in the study queue. Study → Leave "
                                  "Study closes the project.")))
{
    auto *title = new QLabel(tr("draudit"));
    title->setStyleSheet(QStringLiteral("font-size:24pt; font-weight:700; color:palette(window-text);"));
    auto *subtitle = new QLabel(tr("Audit the judges of deep-research benchmarks: compare their verdicts with expert "
                                   "annotations and report agreement a reviewer accepts."));
    subtitle->setWordWrap(true);
    subtitle->setStyleSheet(QStringLiteral("color:#5c6670; font-size:11pt;"));
    auto *newButton = new QPushButton(tr("&New project…"));
    auto *openButton = new QPushButton(tr("&Open project…"));
    auto *demoButton = new QPushButton(tr("Open the &demo project"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : { newButton, openButton, demoButton }) {
        b->setMinimumHeight(34);
        buttons->addWidget(b);
    }
    buttons->addStretch();
    m_recent->setAccessibleName(tr("Recent projects"));
    auto *recentTitle = new QLabel(tr("Recent projects"));
    recentTitle->setStyleSheet(QStringLiteral("font-weight:600;"));
    auto *choices = new QVBoxLayout(m_choices);
    choices->setContentsMargins(0, 0, 0, 0);
    choices->addLayout(buttons);
    choices->addSpacing(16);
    choices->addWidget(recentTitle);
    choices->addWidget(m_recent, 1);
    m_sessionNote->setWordWrap(true);
    m_sessionNote->hide();
    auto *column = new QVBoxLayout;
    column->addWidget(title);
    column->addWidget(subtitle);
    column->addSpacing(12);
    column->addWidget(m_sessionNote);
    column->addWidget(m_choices, 1);
    auto *outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(column, 3);
    outer->addStretch(1);
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newProjectRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openProjectRequested);
    connect(demoButton, &QPushButton::clicked, this, &WelcomePage::demoProjectRequested);
    connect(m_recent, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { Q_EMIT recentProjectRequested(item->text()); });
}

void WelcomePage::setSessionMode(bool on)
{
    m_choices->setVisible(!on);
    m_choices->setEnabled(!on);
    m_sessionNote->setVisible(on);
}

void WelcomePage::setRecentProjects(const QStringList &locations)
{
    m_recent->clear();
    m_recent->addItems(locations);
}

} // namespace views
} // namespace draudit
