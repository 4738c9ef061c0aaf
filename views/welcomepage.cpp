// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    , m_empty(new QWidget)
    , m_emptyTitle(new QLabel)
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
    buildEmptyProjectStep();
    auto *column = new QVBoxLayout;
    column->addWidget(title);
    column->addWidget(subtitle);
    column->addSpacing(12);
    column->addWidget(m_sessionNote);
    column->addWidget(m_empty);
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

void WelcomePage::buildEmptyProjectStep()
{
    m_emptyTitle->setStyleSheet(QStringLiteral("font-weight:600; font-size:12pt;"));
    m_emptyTitle->setWordWrap(true);
    auto *what = new QLabel(tr("Import a benchmark's files: DR-Arena replays, logs and trees; DeepResearch Bench "
                               "reports and RACE/FACT results; DR. BENCH rubrics; LiveDRBench and DR3 outputs; "
                               "ratings and annotations as CSV or JSON Lines. A folder is walked whole; each file "
                               "is imported entirely or not at all."));
    what->setWordWrap(true);
    auto *files = new QPushButton(tr("&Import Files…"));
    auto *folder = new QPushButton(tr("Import &Folder…"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : { files, folder }) {
        b->setMinimumHeight(34);
        buttons->addWidget(b);
    }
    buttons->addStretch();
    auto *layout = new QVBoxLayout(m_empty);
    layout->setContentsMargins(0, 8, 0, 16);
    layout->addWidget(m_emptyTitle);
    layout->addWidget(what);
    layout->addLayout(buttons);
    m_empty->hide();
    connect(files, &QPushButton::clicked, this, &WelcomePage::importFilesRequested);
    connect(folder, &QPushButton::clicked, this, &WelcomePage::importFolderRequested);
}

void WelcomePage::setEmptyProject(const QString &name)
{
    m_emptyTitle->setText(tr("%1 is empty. Next: import the files to audit.").arg(name));
    m_empty->setVisible(!name.isEmpty());
}

void WelcomePage::setSessionMode(bool on)
{
    m_choices->setVisible(!on);
    m_choices->setEnabled(!on);
    if (on)
        m_empty->hide();
    m_sessionNote->setVisible(on);
}

void WelcomePage::setRecentProjects(const QStringList &locations)
{
    m_recent->clear();
    m_recent->addItems(locations);
}

} // namespace views
} // namespace draudit
