// The main window's answers to a round: read when a round is shown, saved as they are given, and Undo.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/forms/target.h"
#include "models/store/annotationstore.h"
#include "models/store/studystore.h"
#include "views/annotationpage.h"
#include "views/battleview.h"
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
    const auto undone = models::AnnotationStore(*m_store).undoLast(m_annotator, m_studyId);
    if (!undone) {
        showError(undone.error().toString());
        return false;
    }
    if (!*undone) {
        statusBar()->showMessage(tr("Nothing to undo"), 4000);
        return false;
    }
    const models::HistoryEntry &h = **undone;
    views::FormPanel *form
        = m_stack->currentWidget() == m_annotationPage ? m_annotationPage->form() : m_battleView->form();
    const QString question = form->questionText(h.field);
    statusBar()->showMessage(h.hadOldValue ? tr("Undone: “%1” is %2 again").arg(question, h.oldValue)
                                           : tr("Undone: “%1” is unanswered again").arg(question),
        6000);
    if (m_stack->currentWidget() == m_annotationPage)
        m_items->reload();
    else if (m_stack->currentWidget() == m_battleView)
        loadRoundAnswers(m_battleView->currentRoundId());
    m_history->refresh();
    Q_EMIT answerUndone(h.target, h.field);
    form->focusQuestion(h.field); // the answer taken back, not the first question
    return true;
}

void MainWindow::loadRoundAnswers(qint64 roundId)
{
    if (!m_store || roundId <= 0)
        return;
    const auto saved
        = models::AnnotationStore(*m_store).annotations(models::Target::round(roundId).toString(), m_studyId);
    if (!saved) {
        showError(saved.error().toString());
        return;
    }
    QHash<QString, QString> answers;
    for (const models::Annotation &a : *saved)
        if (a.annotator == m_annotator && !a.value.isEmpty())
            answers.insert(a.field, a.value);
    // Stored verdicts say A and B as the data does; on screen "A" is whatever is on the left.
    if (!m_battleView->leftIsA() && answers.contains(QStringLiteral("C1")))
        answers[QStringLiteral("C1")] = models::arena::mirrored(answers.value(QStringLiteral("C1")));
    m_savedAnswers = answers;
    m_battleView->setRoundAnswers(answers, answers.contains(QStringLiteral("C1")));
}

void MainWindow::saveRoundAnswers(qint64 roundId, const QHash<QString, QString> &answers, bool committed)
{
    if (!m_store)
        return;
    models::AnnotationStore store(*m_store);
    const QString reason = answers.value(QStringLiteral("C1_reason"));
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (m_savedAnswers.contains(it.key()) && m_savedAnswers.value(it.key()) == it.value())
            continue; // unchanged: no new history row
        const bool verdict = it.key() == QLatin1String("C1");
        const QString value = verdict && !m_battleView->leftIsA() ? models::arena::mirrored(it.value()) : it.value();
        const auto saved = store.set({ m_annotator, models::Target::round(roundId).toString(), it.key(), value,
            verdict ? reason : QString(), m_studyId, QStringLiteral("gui") });
        if (!saved) {
            m_battleView->form()->showSaved(false);
            showError(tr("Your answer was not saved: %1").arg(saved.error().toString()));
            return;
        }
    }
    // A question that no longer applies (a tie quality once the verdict is no longer a tie) is withdrawn.
    for (const models::FormQuestion &q : m_battleView->form()->form().questions) {
        if (answers.contains(q.id) || !m_savedAnswers.contains(q.id))
            continue;
        const auto cleared = store.clear(
            m_annotator, models::Target::round(roundId).toString(), q.id, tr("no longer applies"), m_studyId);
        if (!cleared) {
            m_battleView->form()->showSaved(false);
            showError(tr("Your answer was not saved: %1").arg(cleared.error().toString()));
            return;
        }
    }
    m_savedAnswers = answers;
    m_battleView->form()->showSaved(true);
    m_history->refresh();
    if (!committed)
        return;
    statusBar()->showMessage(tr("Saved %n answer(s)", nullptr, static_cast<int>(answers.size())), 4000);
    Q_EMIT roundAnswersSaved(roundId);
}

} // namespace app
} // namespace draudit
