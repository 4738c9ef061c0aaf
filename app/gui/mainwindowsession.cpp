// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotator session of the main window: who is working, what a blind session shows and refuses, and the PIN
// asked before anyone writes as an annotator.
#include "app/gui/dashboardflow.h"
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/forms/target.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "views/annotationpage.h"
#include "views/comparisonview.h"
#include "views/formpanel.h"
#include "views/historypanel.h"
#include "views/navigatorpanel.h"
#include "views/welcomepage.h"

#include <QApplication>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

namespace draudit {
namespace app {

bool MainWindow::refusedInSession()
{
    if (!m_session)
        return false;
    showError(tr("A study session is running. Study → Leave Study closes the project; it is then opened again "
                 "from the File menu."));
    return true;
}

void MainWindow::setAnnotatorSession(bool on)
{
    if (on == m_session)
        return;
    m_session = on;
    if (on) {
        for (const char *name : { "navigatorDock", "historyDock", "treeDock" })
            if (auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name)))
                dock->hide();
        m_navigator->setModel(nullptr);
        m_history->setProject(nullptr);
        m_dashboard->clear();
        m_comparisonView->clear();
        m_countsLabel->hide(); // the project's counts are nothing an annotator needs while working
        m_projectLabel->hide();
        m_stack->setCurrentWidget(m_welcome);
        m_welcome->setSessionMode(true);
        // Owner windows opened before the session (a study's progress, adjudication, attention checks) close.
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w != this && w->isVisible() && !qobject_cast<QMenu *>(w))
                w->close();
        m_sessionDisabled.clear();
        for (QAction *menu : menuBar()->actions())
            for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
                if (a->isEnabled() && !a->isSeparator() && !m_sessionKept.contains(a)) {
                    a->setEnabled(false);
                    m_sessionDisabled << a;
                }
        return;
    }
    for (QAction *a : std::as_const(m_sessionDisabled))
        a->setEnabled(true);
    m_sessionDisabled.clear();
    m_welcome->setSessionMode(false);
    m_countsLabel->show();
    m_projectLabel->show();
    if (m_store) {
        m_navigator->setModel(m_model.get());
        m_history->setProject(m_store.get());
    }
}

void MainWindow::clearWorkArea()
{
    m_comparisonView->clear();
    m_annotationPage->setHeading({});
    m_stack->setCurrentWidget(m_welcome);
}

bool MainWindow::pinGiven(const QString &name)
{
    if (!m_store)
        return true;
    models::StudyStore studies(*m_store);
    const auto free = studies.checkPin(name, {});
    if (!free || *free)
        return true; // no such annotator yet, or no PIN
    bool ok = false;
    const QString pin = m_interactive
        ? QInputDialog::getText(this, tr("PIN"), tr("PIN of %1:").arg(name), QLineEdit::Password, {}, &ok)
        : std::exchange(m_nextPin, QString());
    if ((m_interactive && !ok) || !studies.checkPin(name, pin).value_or(false)) {
        showError(tr("Wrong PIN for %1").arg(name));
        return false;
    }
    return true;
}

void MainWindow::setAnnotator(const QString &name, AnnotatorScope scope)
{
    m_annotator = name;
    if (scope == AnnotatorScope::Remembered)
        QSettings().setValue(QStringLiteral("annotator"), name);
    m_annotatorLabel->setText(tr("Annotator: %1").arg(name));
    if (m_store && m_stack->currentWidget() == m_comparisonView)
        loadRoundAnswers(m_comparisonView->currentRoundId());
}

} // namespace app
} // namespace draudit
