// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's answers to a round: read when a round is shown, saved as they are given, and Undo.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/formanswers.h"
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

bool MainWindow::undoLastAnswer()
{
    if (!m_store)
        return false;
    std::optional<models::HistoryEntry> last;
    if (m_studies->isWorking()) {
        // In a study the session undoes (an answer of the shown item; a done item may open again).
        const auto undone = m_studies->undo();
        if (!undone) {
            statusBar()->showMessage(undone.error().detailed(), 4000);
            return false;
        }
        last = *undone;
    } else {
        const auto undone = models::AnnotationStore(*m_store).undoLast(m_annotator, m_studyId);
        if (!undone) {
            showError(undone.error().toString());
            return false;
        }
        last = *undone;
    }
    if (!last) {
        statusBar()->showMessage(tr("Nothing to undo"), 4000);
        return false;
    }
    const models::HistoryEntry &h = *last;
    views::FormPanel *form
        = m_stack->currentWidget() == m_annotationPage ? m_annotationPage->form() : m_comparisonView->form();
    const QString question = form->questionText(h.field);
    statusBar()->showMessage(h.hadOldValue ? tr("Undone: “%1” is %2 again").arg(question, h.oldValue)
                                           : tr("Undone: “%1” is unanswered again").arg(question),
        6000);
    if (m_stack->currentWidget() == m_annotationPage)
        m_items->reload();
    else if (m_stack->currentWidget() == m_comparisonView)
        loadRoundAnswers(m_comparisonView->currentRoundId());
    m_history->refresh();
    form->focusQuestion(h.field); // the answer taken back, not the first question
    return true;
}

models::FormAnswers MainWindow::roundAnswers(qint64 studyId) const
{
    // Stored answers say A and B as the data does; on screen "A" is whatever answer is on the left.
    return models::FormAnswers(
        *m_store, studyId, m_annotator, models::answerPresentation(!m_comparisonView->leftIsA()));
}

void MainWindow::loadRoundAnswers(qint64 roundId)
{
    if (!m_store || roundId <= 0)
        return;
    const models::FormDefinition &form = m_comparisonView->form()->form();
    const models::Target target = models::Target::round(roundId);
    const auto answers = roundAnswers(m_studies->studyOfAnswers(target)).load(form, target);
    if (!answers) {
        showError(answers.error().toString());
        return;
    }
    bool complete = !answers->isEmpty();
    for (const models::FormQuestion &q : form.questions)
        complete = complete && (!q.required || !form.applies(q, *answers) || answers->contains(q.id));
    m_comparisonView->setRoundAnswers(*answers, complete);
}

bool MainWindow::storeRoundAnswer(qint64 roundId, const QString &question, const QString &value, const QString &reason)
{
    const models::Target target = models::Target::round(roundId);
    if (m_studies->isStudyItem(target)) {
        // A study's answer goes through its session, as every front end's does.
        if (const auto problem = m_studies->answer(question, value, reason)) {
            showError(tr("Your answer was not saved: %1").arg(*problem));
            return false;
        }
        return true;
    }
    // Anything else is browsed, an open audit: stored in the project's open study, never in the study being worked.
    const models::FormDefinition &form = m_comparisonView->form()->form();
    const auto saved = roundAnswers(m_studies->studyOfAnswers(target)).save(form, target, question, value, reason);
    if (!saved)
        showError(tr("Your answer was not saved: %1").arg(saved.error().toString()));
    return saved.has_value();
}

void MainWindow::saveRoundAnswers(qint64 roundId, const QHash<QString, QString> &answers)
{
    if (!m_store)
        return;
    // Enter stores the form as the screen shows it: each answer is compared with the stored one (another writer may
    // have changed it) and written when it differs; a question that no longer applies is withdrawn.
    const models::FormDefinition &form = m_comparisonView->form()->form();
    for (const models::FormQuestion &q : form.questions) {
        const bool given = answers.contains(q.id);
        const QString reason = given ? answers.value(q.id + QStringLiteral("_reason")) : tr("no longer applies");
        if (!storeRoundAnswer(roundId, q.id, answers.value(q.id), reason)) {
            m_comparisonView->form()->showSaved(false);
            return;
        }
    }
    m_comparisonView->form()->showSaved(true);
    m_history->refresh();
    statusBar()->showMessage(tr("Saved %n answer(s)", nullptr, static_cast<int>(answers.size())), 4000);
    Q_EMIT roundAnswersSaved(roundId);
}

void MainWindow::saveRoundAnswer(qint64 roundId, const QString &question, const QString &value)
{
    if (!m_store)
        return;
    const QString reason = value.isEmpty()
        ? tr("no longer applies")
        : m_comparisonView->form()->answers().value(question + QStringLiteral("_reason"));
    const bool saved = storeRoundAnswer(roundId, question, value, reason);
    m_comparisonView->form()->showSaved(saved);
    if (saved)
        m_history->refresh();
}

} // namespace app
} // namespace draudit
