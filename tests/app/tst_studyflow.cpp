// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A blind study in the real window, offscreen: no model name anywhere, the queue resumes where the annotator
// stopped, answers are filled with the keyboard and stored in data order, and a disagreement is adjudicated.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/app/guitesting.h"
#include "tests/app/studyfixture.h"
#include "views/adjudicationpanel.h"
#include "views/annotationpage.h"
#include "views/answerpair.h"
#include "views/benchmarks/drarena/roundtaskpanel.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/itemclock.h"
#include "views/judgepanel.h"
#include "views/studydialog.h"
#include "views/studyprogresspanel.h"
#include "views/studyqueuepanel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using draudit::app::MainWindow;
using draudit::app::StudyFlow;
using namespace draudit::models;

class TestStudyFlow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void blindStudyShowsNoModelName();
    void aRoundFitsTheWindowAt1366By768();
    void keyboardAnswerIsStoredInDataOrder();
    void queueResumesWhereTheAnnotatorStopped();
    void skipLeavesACommittedItemDone();
    void progressShowsTheTeam();
    void adjudicationByKeyboard();
    void planningAidFollowsTheOverlap();
    void wholeBattlesFromTheDialog();
    void wholeTasksScoredWithTheirCriteria();
    void afterCommitQuestionsOfAReportForm();
    void theOwnerIsTheAnnotatorAgainAfterAStudy();
    void theFormKeepsItsRoomAfterARevealAndASkip();
    void aClickedRevealLeavesTheKeysOnTheForm();

private:
    QString queryValue(const QString &sql) const { return m_f.queryValue(sql); }
    draudit::tests::StudyWindowFixture m_f;
    std::unique_ptr<MainWindow> &m_window = m_f.window;
};

void TestStudyFlow::initTestCase()
{
    const QString error = m_f.open();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestStudyFlow::blindStudyShowsNoModelName()
{
    auto *view = m_window->comparisonView();
    QVERIFY(view->inStudy());
    QVERIFY(view->title().startsWith(QStringLiteral("pilot · item 1 of ")));
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("navigatorDock"))->isVisible());
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("studyQueueDock"))->isVisible());
    const QStringList names = draudit::models::demotext::systemNames();
    auto check = [&](const char *when) {
        for (const QString &t : draudit::tests::visibleTexts())
            for (const QString &name : names)
                QVERIFY2(!t.contains(name, Qt::CaseInsensitive),
                    qPrintable(QStringLiteral("%1: '%2' in %3").arg(QString::fromLatin1(when), name, t.left(160))));
    };
    check("before answering");
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-item"));
    // The queue shows items, never what they contain.
    QCOMPARE(m_window->studies()->queue()->list()->item(0)->text(), QStringLiteral("Item 1"));
}

// At 1366×768 (the window at 90% of it) the round's whole task, the whole form with Commit and the sealed judge are
// on screen without scrolling, and the answers keep most of the height (the checklists were cut to 1.5 lines, Commit
// sat under a splitter).
void TestStudyFlow::aRoundFitsTheWindowAt1366By768()
{
    const QSize before = m_window->size();
    m_window->resize(1229, 690);
    QTest::qWait(50);
    auto *view = qobject_cast<draudit::views::ComparisonPane *>(m_window->comparisonView());
    QVERIFY(view);
    const QRect window = m_window->rect();
    const auto onScreen = [&](QWidget *w) {
        return w->isVisible() && window.contains(QRect(w->mapTo(m_window.get(), QPoint(0, 0)), w->size()));
    };
    QPushButton *commit = nullptr;
    for (auto *b : view->form()->findChildren<QPushButton *>())
        if (b->accessibleName() == QLatin1String("Commit answer"))
            commit = b;
    QVERIFY(commit);
    QVERIFY(onScreen(commit));
    QVERIFY(onScreen(view->judge()));
    auto *taskScroll = view->task()->findChild<QScrollArea *>(QStringLiteral("roundTaskScroll"));
    QVERIFY(taskScroll);
    QVERIFY2(!taskScroll->verticalScrollBar()->isVisible(), "the task needs scrolling");
    QVERIFY2(view->answers()->height() >= 300, qPrintable(QString::number(view->answers()->height())));
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-item-1366"));
    m_window->resize(before);
}

void TestStudyFlow::keyboardAnswerIsStoredInDataOrder()
{
    auto *view = m_window->comparisonView();
    const QueueItem first = m_window->studies()->queue()->queue().front();
    QCOMPARE(view->leftIsA(), first.leftIsA);
    // The status bar shows how far the annotator is and the time on this item.
    draudit::views::ItemClock *clock = m_window->studies()->clock();
    const int total = static_cast<int>(m_window->studies()->queue()->queue().size());
    QVERIFY(clock->isVisible());
    QCOMPARE(clock->bar()->value(), 0);
    QCOMPARE(clock->bar()->text(), QStringLiteral("0 of %1 done").arg(total));
    QVERIFY(clock->text().endsWith(QStringLiteral("on this item")));
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_1); // "A much better" — A is the left answer on screen
    QTest::keyClick(view->form(), Qt::Key_1); // the weaker answer fails in depth
    QTest::keyClick(view->form(), Qt::Key_Return);
    const QString stored
        = queryValue(QStringLiteral("SELECT value FROM annotations WHERE target = '%1' AND field = 'C1' "
                                    "AND study_id = %2")
                         .arg(first.target.toString())
                         .arg(m_f.studyId));
    QCOMPARE(stored, first.leftIsA ? QStringLiteral("A_MUCH_BETTER") : QStringLiteral("B_MUCH_BETTER"));
    QCOMPARE(queryValue(QStringLiteral("SELECT status FROM assignments a JOIN annotators n ON n.id = a.annotator_id "
                                       "WHERE n.name = 'ann' AND a.target = '%1'")
                            .arg(first.target.toString())),
        QStringLiteral("done"));
    // Blind, then reveal, then audit: the item stays on screen with its judge now revealable. The commit alone shows
    // nothing of the judge: no verdict under the questions, the panel closed, no reveal in the project.
    QCOMPARE(m_window->studies()->queue()->list()->currentRow(), 0);
    const auto judgeLines = [view] {
        int shown = 0;
        for (QLabel *l : view->form()->findChildren<QLabel *>())
            shown += l->isVisibleTo(view->form()) && l->text().startsWith(QLatin1String("Judge: ")) ? 1 : 0;
        return shown;
    };
    const QString revealedQuery = QStringLiteral("SELECT revealed_at IS NOT NULL FROM blinding b JOIN annotators n ON "
                                                 "n.id = b.annotator_id WHERE n.name = 'ann' AND b.target = '%1'")
                                      .arg(first.target.toString());
    QCOMPARE(judgeLines(), 0);
    QVERIFY(!view->judge()->isRevealed());
    QVERIFY(!view->form()->isJudgeRevealed());
    QCOMPARE(queryValue(revealedQuery), QStringLiteral("0"));
    QVERIFY(view->judge()->isRevealAllowed());
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-committed-judge-sealed"));
    view->judge()->reveal();
    // The reveal is in the project, and only then is the judge on screen, in the panel and under the questions.
    QCOMPARE(queryValue(revealedQuery), QStringLiteral("1"));
    QVERIFY(view->judge()->isRevealed());
    QVERIFY(view->form()->isJudgeRevealed());
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-revealed"));
    QVERIFY(queryValue(
                QStringLiteral("SELECT revealed_at IS NOT NULL AND committed_at IS NOT NULL AND shown_at IS NOT NULL "
                               "FROM blinding b JOIN annotators n ON n.id = b.annotator_id WHERE n.name = 'ann' "
                               "AND b.target = '%1'")
                    .arg(first.target.toString()))
        == QStringLiteral("1"));
    // Enter on the committed item moves on; the next one is on screen with its judge hidden again.
    const QString historyBefore = queryValue(QStringLiteral("SELECT count(*) FROM annotation_history"));
    view->form()->setFocus();
    QTest::keyClick(view->form(), Qt::Key_Return);
    QCOMPARE(
        queryValue(QStringLiteral("SELECT count(*) FROM annotation_history")), historyBefore); // nothing re-written
    QCOMPARE(m_window->studies()->queue()->list()->currentRow(), 1);
    QVERIFY(view->title().startsWith(QStringLiteral("pilot · item 2 of ")));
    QVERIFY(!view->judge()->isRevealAllowed());
    QCOMPARE(m_window->studies()->queue()->list()->item(0)->text(), QStringLiteral("Item 1 — done"));
    QCOMPARE(clock->bar()->value(), 1);
    QCOMPARE(clock->seconds(), 0); // the new item's clock starts from zero
}

void TestStudyFlow::queueResumesWhereTheAnnotatorStopped()
{
    // Leaving the blind study closes the project: nothing of the study's last item stays on screen.
    m_window->studies()->leave();
    QCOMPARE(m_window->project(), nullptr);
    QVERIFY(!m_window->comparisonView()->inStudy() || !m_window->studies()->isWorking());
    QVERIFY(m_window->comparisonView()->title().isEmpty());
    QVERIFY(!m_window->studies()->clock()->isVisible());
    QVERIFY(m_window->stack()->currentWidget() != m_window->comparisonView());
    QVERIFY(m_window->openProject(m_f.dir.filePath(QStringLiteral("study.draudit")))); // the owner opens it again
    // The annotator is one of the study's team: a saved name from elsewhere does not silently start it.
    const QString saved = m_window->annotator();
    m_window->setAnnotator(QStringLiteral("stranger"));
    QVERIFY(!m_window->studies()->startWork(QStringLiteral("pilot")));
    QVERIFY2(m_window->lastError().contains(QStringLiteral("stranger is not on the team of pilot")),
        qPrintable(m_window->lastError()));
    m_window->setAnnotator(saved);
    QVERIFY(m_window->studies()->startWork(QStringLiteral("pilot")));
    QCOMPARE(m_window->studies()->queue()->list()->currentRow(), 1);
    QVERIFY(m_window->comparisonView()->title().startsWith(QStringLiteral("pilot · item 2 of ")));
}

void TestStudyFlow::skipLeavesACommittedItemDone()
{
    // Item 1 was committed: Skip on it moves on but never turns it into "skipped" while its answer counts.
    auto *queue = m_window->studies()->queue();
    const QString first = queue->queue().front().target.toString();
    queue->list()->setFocus(); // the annotator clicks the queue
    QTRY_VERIFY(queue->list()->hasFocus());
    queue->list()->setCurrentRow(0);
    Q_EMIT queue->list()->itemActivated(queue->list()->item(0));
    QVERIFY(m_window->comparisonView()->title().startsWith(QStringLiteral("pilot · item 1 of ")));
    // Opened from the queue, the item takes the keyboard: digits answer without a click in the form first.
    QTRY_VERIFY(m_window->comparisonView()->form()->hasFocus());
    Q_EMIT queue->skipRequested(Target::parse(first));
    QCOMPARE(queryValue(QStringLiteral("SELECT status FROM assignments a JOIN annotators n ON n.id = a.annotator_id "
                                       "WHERE n.name = 'ann' AND a.target = '%1'")
                            .arg(first)),
        QStringLiteral("done"));
    QCOMPARE(queue->list()->item(0)->text(), QStringLiteral("Item 1 — done"));
    QCOMPARE(queue->list()->currentRow(), 1); // moved on to the first item still to do
}

void TestStudyFlow::progressShowsTheTeam()
{
    draudit::views::StudyProgressPanel *panel = m_window->studies()->showProgress(QStringLiteral("pilot"));
    QVERIFY(panel);
    QCOMPARE(panel->table()->rowCount(), 2);
    QCOMPARE(panel->table()->item(0, 0)->text(), QStringLiteral("ann"));
    QVERIFY(panel->summary().contains(QStringLiteral("1 of ")));
    // Items go to two annotators, but only ann has worked: none is answered by two yet, and the panel says so.
    QVERIFY2(panel->summary().contains(QStringLiteral("go to two or more annotators; 0 of them answered by two")),
        qPrintable(panel->summary()));
    // A team of one has no overlap to speak of, and nothing timed says so instead of "Median unknown".
    StudyStatus alone = StudyStore(*m_window->project()).status(QStringLiteral("pilot")).value();
    alone.annotators.resize(1);
    alone.medianSeconds = 0;
    const QString text = draudit::views::StudyProgressPanel::summaryText(alone);
    QVERIFY2(!text.contains(QStringLiteral("two or more")) && !text.contains(QStringLiteral("unknown"))
            && text.contains(QStringLiteral("No item has been timed yet.")),
        qPrintable(text));
    draudit::tests::saveScreenshot(panel, QStringLiteral("study-progress"));
    panel->window()->close();
}

void TestStudyFlow::adjudicationByKeyboard()
{
    // Bob disagrees with ann on the first item (opposite ends of the scale).
    const QueueItem first = m_window->studies()->queue()->queue().front();
    const QString opposite = first.leftIsA ? QStringLiteral("B_MUCH_BETTER") : QStringLiteral("A_MUCH_BETTER");
    QVERIFY(AnnotationStore(*m_window->project())
                .set({ QStringLiteral("bob"), first.target, QStringLiteral("C1"), opposite, {}, m_f.studyId,
                    QStringLiteral("test") }));
    m_window->setAnnotator(QStringLiteral("lead"));
    draudit::views::AdjudicationPanel *panel = m_window->studies()->showAdjudication(QStringLiteral("pilot"));
    QVERIFY(panel);
    QCOMPARE(panel->list()->count(), 1);
    QVERIFY(QTest::qWaitForWindowExposed(panel->window()));
    QVERIFY(panel->answersText().contains(QStringLiteral("Annotator 1")));
    QVERIFY(!panel->answersText().contains(QStringLiteral("bob"))); // names hidden unless asked for
    panel->setFocus();
    QTest::keyClick(panel, Qt::Key_3); // Tie
    panel->reason()->setText(QStringLiteral("both cite the same two sources"));
    QTest::keyClick(panel, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(queryValue(QStringLiteral(
                 "SELECT value || '|' || reason || '|' || version FROM adjudications WHERE target = '%1'")
                            .arg(first.target.toString())),
        QStringLiteral("Tie|both cite the same two sources|1"));
    QVERIFY(panel->list()->item(0)->text().contains(QStringLiteral("resolved: Tie")));
    draudit::tests::saveScreenshot(panel, QStringLiteral("study-adjudication"));
    QTest::keyClick(panel, Qt::Key_O, Qt::ControlModifier); // the item itself, in the main window
    QTRY_COMPARE(m_window->comparisonView()->currentRoundId(),
        first.target.id()); // a shortcut clicks after a short animation
    // The adjudicator answers here, never in the round's form; the judge's verdict is there to reveal.
    auto *view = m_window->comparisonView();
    QVERIFY(view->form()->form().questions.isEmpty());
    QVERIFY(!view->form()->isVisibleTo(view));
    QVERIFY(view->inReview());
    QVERIFY(view->judge()->isRevealAllowed());
    view->judge()->reveal();
    QVERIFY(view->judge()->isRevealed());
    panel->showNames()->setChecked(true);
    QVERIFY(panel->answersText().contains(QStringLiteral("bob")));
}

void TestStudyFlow::planningAidFollowsTheOverlap()
{
    draudit::views::StudyDialog dialog({ { QStringLiteral("dr-arena"), 200 } });
    dialog.nameEdit()->setText(QStringLiteral("main"));
    dialog.teamEdit()->setText(QStringLiteral("ann, bob, cy"));
    QCOMPARE(dialog.doubleAnnotatedItems(), 0);
    QVERIFY(dialog.planningText().contains(QStringLiteral("cannot be measured")));
    dialog.perItemBox()->setValue(2);
    QCOMPARE(dialog.doubleAnnotatedItems(), 200);
    // Five verdict levels, kappa 0.7, 200 items: ±1.96·sqrt(0.76·0.24/200)/0.8 = ±0.074.
    QVERIFY2(dialog.planningText().startsWith(
                 QStringLiteral("200 double-annotated items: kappa 0.7 would be known to ±0.074")),
        qPrintable(dialog.planningText()));
    QVERIFY(dialog.planningText().contains(QStringLiteral("needs 110 items")));
    dialog.fractionButton()->setChecked(true);
    dialog.fractionBox()->setValue(0.3);
    QCOMPARE(dialog.doubleAnnotatedItems(), 60);
    QVERIFY(dialog.planningText().startsWith(QStringLiteral("60 double-annotated items")));
    QCOMPARE(dialog.overlap().doubleFraction, 0.3);
    QCOMPARE(dialog.spec().protocol, QStringLiteral("dr-arena"));
    QCOMPARE(dialog.team(), QStringList({ QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("cy") }));
    draudit::tests::saveScreenshot(&dialog, QStringLiteral("study-new"));
}

// A DR. BENCH re-score study starts from the paper's sample: 35% of the judge's item decisions.
// DR-Arena studies can draw whole battles, as the paper's audit did; other protocols are not offered it.
void TestStudyFlow::wholeBattlesFromTheDialog()
{
    draudit::views::StudyDialog dialog(
        { { QStringLiteral("dr-arena"), 200 }, { QStringLiteral("drb"), 40 } }, { { QStringLiteral("dr-arena"), 50 } });
    dialog.nameEdit()->setText(QStringLiteral("paper"));
    dialog.teamEdit()->setText(QStringLiteral("ann, bob"));
    auto *kind = dialog.sampleKindBox();
    QVERIFY(kind->findData(QStringLiteral("battles")) >= 0);
    kind->setCurrentIndex(kind->findData(QStringLiteral("battles")));
    dialog.sampleAmountBox()->setValue(30);
    const StudySpec spec = dialog.spec();
    QVERIFY(spec.sample.wholeUnits);
    QCOMPARE(spec.sample.kind, SampleSpec::Kind::Count);
    QCOMPARE(spec.sample.amount, 30.0);
    // 30 of 50 battles at 4 rounds each on average.
    QVERIFY(dialog.findChild<QLabel *>() != nullptr);
    bool summarised = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        summarised = summarised || label->text().startsWith(QStringLiteral("About 120 rounds of whole battles"));
    QVERIFY(summarised);
    dialog.protocolBox()->setCurrentIndex(dialog.protocolBox()->findData(QStringLiteral("drb")));
    QCOMPARE(dialog.sampleKindBox()->findData(QStringLiteral("battles")), -1);
    QVERIFY(!dialog.spec().sample.wholeUnits);
    // The study's guidelines come from a Markdown file named in the dialog; an unreadable one is an error.
    QTemporaryDir dir;
    const QString md = dir.filePath(QStringLiteral("guide.md"));
    QFile guide(md);
    QVERIFY(guide.open(QIODevice::WriteOnly));
    guide.write("# Read both answers to the end\n");
    guide.close();
    dialog.guidelinesEdit()->setText(md);
    const auto guided = StudyFlow::specOf(dialog);
    QVERIFY(guided);
    QCOMPARE(guided->form.guidelines, QStringLiteral("# Read both answers to the end\n"));
    dialog.guidelinesEdit()->setText(dir.filePath(QStringLiteral("missing.md")));
    QVERIFY(!StudyFlow::specOf(dialog));
}

// DeepResearch Bench studies draw whole tasks, as the paper's expert study did: every expert given a task scores all
// its reports, one after another, with the task's RACE criteria beside each question; the RACE score stays hidden
// until the report is committed and is then shown on its own scale.
void TestStudyFlow::wholeTasksScoredWithTheirCriteria()
{
    const auto counts = studyCandidates(*m_window->project(), QStringLiteral("drb"));
    QVERIFY(counts && counts->size() == 12); // the demo: 3 tasks × 4 agents
    draudit::views::StudyDialog dialog({ { QStringLiteral("drb"), 12 } }, { { QStringLiteral("drb"), 3 } });
    dialog.nameEdit()->setText(QStringLiteral("experts"));
    dialog.protocolBox()->setCurrentIndex(dialog.protocolBox()->findData(QStringLiteral("drb")));
    dialog.teamEdit()->setText(QStringLiteral("ann, bob, cy"));
    auto *kind = dialog.sampleKindBox();
    QCOMPARE(kind->findData(QStringLiteral("battles")), -1);
    QVERIFY(kind->findData(QStringLiteral("tasks")) >= 0);
    kind->setCurrentIndex(kind->findData(QStringLiteral("tasks")));
    dialog.sampleAmountBox()->setValue(2);
    dialog.perItemBox()->setValue(2);
    QVERIFY(dialog.maxUnitsBox()->isEnabled());
    dialog.maxUnitsBox()->setValue(1); // 2 tasks × 2 experts = 4 places; 3 experts × 1 = 3
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    const auto summary = [&] {
        QString out;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            out += label->text() + QLatin1Char('\n');
        return out;
    };
    QVERIFY2(summary().contains(QStringLiteral("leaves room for 3 of the 4 places")), qPrintable(summary()));
    dialog.maxUnitsBox()->setValue(2);
    QVERIFY(ok->isEnabled());
    QVERIFY2(
        summary().contains(QStringLiteral("About 8 reports of whole tasks to 3 annotator(s)")), qPrintable(summary()));
    dialog.filterEdit()->setText(QStringLiteral("variant="));
    const StudySpec spec = dialog.spec();
    QVERIFY(spec.sample.wholeUnits);
    QCOMPARE(spec.sample.unitNoun, QStringLiteral("tasks"));
    QCOMPARE(spec.sample.only.value(QStringLiteral("variant")), QStringList({ QString() }));
    const OverlapPlan plan = dialog.overlap();
    QCOMPARE(plan.unitNoun, QStringLiteral("tasks"));
    QCOMPARE(plan.maxUnitsPerAnnotator, 2);
    draudit::tests::saveScreenshot(&dialog, QStringLiteral("study-new-tasks"));

    const auto info = createStudy(*m_window->project(), spec);
    QVERIFY2(info, qPrintable(info ? QString() : info.error().toString()));
    QCOMPARE(info->items, 8);
    const auto assigned = StudyStore(*m_window->project()).assign(spec.name, dialog.team(), plan);
    QVERIFY2(assigned, qPrintable(assigned ? QString() : assigned.error().toString()));
    QCOMPARE(*assigned, 16);
    QString who;
    for (const QString &name : dialog.team())
        if (StudyStore(*m_window->project()).queue(info->id, name)->size() == 8)
            who = name; // an expert with both tasks
    QVERIFY(!who.isEmpty());
    m_window->setAnnotator(who);
    QVERIFY2(m_window->studies()->startWork(spec.name), qPrintable(m_window->lastError()));
    auto *form = m_window->annotationPage()->form();
    const auto texts = [&] {
        QStringList out;
        for (const QLabel *label : form->findChildren<QLabel *>())
            out << label->text();
        return out.join(QLatin1Char('\n'));
    };
    // The queue names each report's task and place in it, numbered in queue order.
    auto *list = m_window->studies()->queue()->list();
    QCOMPARE(list->item(0)->text(), QStringLiteral("Task 1 · report 1 of 4"));
    QCOMPARE(list->item(5)->text(), QStringLiteral("Task 2 · report 2 of 4"));
    QSet<QString> tasks;
    for (int i = 0; i < 8; ++i) {
        const QString target = m_window->studies()->queue()->queue().at(i).target.toString();
        const auto task = Catalog(*m_window->project()).taskAndSystemOf(Target::parse(target).id());
        QVERIFY(task && *task);
        tasks.insert((*task)->first);
        QCOMPARE(tasks.size(), i < 4 ? 1 : 2); // one task's four reports, then the other's
        QVERIFY2(texts().contains(QStringLiteral("RACE criteria for this dimension (weight 0.35 of the overall):")),
            qPrintable(texts()));
        QVERIFY(texts().contains(QStringLiteral("Dimension weights of this task: Comprehensiveness 0.30")));
        QVERIFY2(!texts().contains(QStringLiteral("Judge")), qPrintable(texts()));
        form->setAnswers({ { QStringLiteral("comprehensiveness"), QStringLiteral("7") },
                             { QStringLiteral("insight"), QStringLiteral("6") },
                             { QStringLiteral("instruction_following"), QStringLiteral("8") },
                             { QStringLiteral("readability"), QStringLiteral("7") },
                             { QStringLiteral("overall"), QStringLiteral("7") } },
            false);
        QVERIFY(form->commit());
        // A commit alone shows nothing of the judge; Ctrl+J reveals it (recorded first).
        QVERIFY2(!texts().contains(QStringLiteral("Judge (RACE")), qPrintable(texts()));
        m_window->items()->revealJudge();
        QCOMPARE(m_f.queryValue(QStringLiteral("SELECT revealed_at IS NOT NULL FROM blinding b JOIN annotators n ON "
                                               "n.id = b.annotator_id WHERE n.name = '%1' AND b.target = '%2'")
                                    .arg(who, target)),
            QStringLiteral("1"));
        // Revealed on its own scale, never as a 0–10 score.
        QVERIFY2(texts().contains(QStringLiteral("Judge (RACE, relative to a reference report: 0–1, 0.5 = as good as "
                                                 "it): 0.")),
            qPrintable(texts()));
        if (i == 0)
            draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-task-report-scored"));
        QVERIFY(form->commit()); // Enter again: the next report
    }
    QCOMPARE(list->item(0)->text(), QStringLiteral("Task 1 · report 1 of 4 — done"));
    QVERIFY(m_f.leaveAndReopen());
}

void TestStudyFlow::afterCommitQuestionsOfAReportForm()
{
    // A custom report form with a question asked only after the commit: committing shows it (with the answer
    // given kept), the item is done only once it is answered, and it is stored like any answer.
    FormDefinition custom;
    custom.id = QStringLiteral("after-commit");
    custom.title = QStringLiteral("Report, then a second look");
    custom.questions << FormQuestion(QStringLiteral("quality"), QStringLiteral("How good is the report?"),
        FormQuestion::Kind::SingleChoice, FormOption::scale(1, 3));
    FormQuestion second(QStringLiteral("second_look"), QStringLiteral("Would you change your mind now?"),
        FormQuestion::Kind::SingleChoice,
        { FormOption(QStringLiteral("no"), QStringLiteral("No")),
            FormOption(QStringLiteral("yes"), QStringLiteral("Yes")) });
    second.afterCommit = true;
    custom.questions << second;
    StudySpec spec;
    spec.name = QStringLiteral("second look");
    spec.protocol = QStringLiteral("drb");
    spec.form = custom;
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 2;
    spec.sample.seed = 5;
    const auto info = createStudy(*m_window->project(), spec);
    QVERIFY2(info, qPrintable(info ? QString() : info.error().toString()));
    QVERIFY(StudyStore(*m_window->project()).assign(spec.name, { QStringLiteral("ann") }, {}));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(spec.name), qPrintable(m_window->lastError()));
    auto *form = m_window->annotationPage()->form();
    QCOMPARE(form->form().questions.size(), 1); // before the commit, the second look is not asked
    const QString target = m_window->studies()->queue()->queue().front().target.toString();
    const auto status = [&] {
        return queryValue(QStringLiteral("SELECT status FROM assignments a JOIN annotators n ON n.id = a.annotator_id "
                                         "WHERE n.name = 'ann' AND a.study_id = %1 AND a.target = '%2'")
                              .arg(info->id)
                              .arg(target));
    };
    form->setFocus();
    QTest::keyClick(form, Qt::Key_2);
    QTest::keyClick(form, Qt::Key_Return);
    QCOMPARE(form->form().questions.size(), 2);
    QCOMPARE(form->answers().value(QStringLiteral("quality")), QStringLiteral("2"));
    QCOMPARE(form->currentQuestion(), QStringLiteral("second_look")); // the next digit answers the added question
    QVERIFY(status() != QLatin1String("done"));
    QCOMPARE(m_window->studies()->queue()->list()->currentRow(), 0);
    QTest::keyClick(form, Qt::Key_Return); // the second look is still to answer
    QVERIFY(status() != QLatin1String("done"));
    QTest::keyClick(form, Qt::Key_1);
    QTest::keyClick(form, Qt::Key_Return);
    QCOMPARE(status(), QStringLiteral("done"));
    QCOMPARE(queryValue(QStringLiteral("SELECT value FROM annotations WHERE study_id = %1 AND target = '%2' AND "
                                       "field = 'second_look'")
                            .arg(info->id)
                            .arg(target)),
        QStringLiteral("no"));
}

// The study's annotator is the window's only for the session: leaving, or a workbench killed in the study, gives the
// owner's name back (the status bar said "Annotator: ann" in the owner's window, and at the next start).
void TestStudyFlow::theOwnerIsTheAnnotatorAgainAfterAStudy()
{
    QVERIFY(m_f.leaveAndReopen());
    m_window->setAnnotator(QStringLiteral("owner"));
    m_window->setInteractive(true);
    QTimer::singleShot(0, [] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setTextValue(QStringLiteral("ann"));
        dialog->accept();
    });
    const bool started = m_window->studies()->startWork(QStringLiteral("pilot"));
    m_window->setInteractive(false);
    QVERIFY2(started, qPrintable(m_window->lastError()));
    QCOMPARE(m_window->annotator(), QStringLiteral("ann"));
    QCOMPARE(QSettings().value(QStringLiteral("annotator")).toString(), QStringLiteral("owner")); // as if killed now
    QVERIFY(m_f.leaveAndReopen());
    QCOMPARE(m_window->annotator(), QStringLiteral("owner"));
    QVERIFY(draudit::tests::visibleTexts().contains(QStringLiteral("Annotator: owner")));
}

// A revealed judge takes what the form leaves, and the next item's form has its room again (after a reveal and a
// Skip the form shrank to one visible line and stayed so, even after the project was reopened).
void TestStudyFlow::theFormKeepsItsRoomAfterARevealAndASkip()
{
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("pilot")), qPrintable(m_window->lastError()));
    const QSize before = m_window->size();
    m_window->resize(1229, 690);
    QTest::qWait(50);
    auto *view = qobject_cast<draudit::views::ComparisonPane *>(m_window->comparisonView());
    QVERIFY(view);
    auto *form = view->form();
    // The form shows all it needs, or three quarters of the column when it needs more (a long audit form scrolls).
    const auto allQuestionsShown = [form, view] {
        const int column = form->height() + view->judge()->height();
        return form->height() >= std::min(form->neededHeight(), column * 3 / 4) - 4;
    };
    form->setFocus();
    QTest::keyClick(form, Qt::Key_2); // A better: the failure question follows
    QTest::keyClick(form, Qt::Key_1);
    QTest::keyClick(form, Qt::Key_Return);
    QTRY_VERIFY(view->judge()->isRevealAllowed());
    view->judge()->reveal(); // as Ctrl+J does
    QTRY_VERIFY(view->judge()->isRevealed());
    QTest::qWait(50);
    QVERIFY2(allQuestionsShown(),
        qPrintable(QStringLiteral("form %1 (wants %2), judge %3 (min %4)")
                       .arg(form->height())
                       .arg(form->neededHeight())
                       .arg(view->judge()->height())
                       .arg(view->judge()->minimumSizeHint().height())));
    QVERIFY(view->judge()->height() >= m_window->height() / 6); // the reasoning has room too
    QTest::keyClick(form, Qt::Key_Return); // the next item
    QTest::qWait(50);
    QVERIFY(!view->judge()->isRevealed());
    QVERIFY2(allQuestionsShown(), qPrintable(QString::number(form->height())));
    QVERIFY(form->height() > view->judge()->height());
    m_window->resize(before);
}

// A reveal by mouse gives the keys back to the form: Enter then moves on (it did nothing, the focus left on the
// button), and the status no longer offers a reveal already made.
void TestStudyFlow::aClickedRevealLeavesTheKeysOnTheForm()
{
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("pilot")), qPrintable(m_window->lastError()));
    m_window->activateWindow();
    auto *view = qobject_cast<draudit::views::ComparisonPane *>(m_window->comparisonView());
    QVERIFY(view);
    auto *form = view->form();
    form->setFocus();
    QTest::keyClick(form, Qt::Key_2);
    QTest::keyClick(form, Qt::Key_1);
    QTest::keyClick(form, Qt::Key_Return);
    QTRY_VERIFY(view->judge()->isRevealAllowed());
    auto *reveal = view->judge()->findChild<QPushButton *>(QStringLiteral("revealJudge"));
    QVERIFY(reveal && reveal->isEnabled());
    reveal->setFocus(); // as a click leaves it
    QTest::mouseClick(reveal, Qt::LeftButton);
    QTRY_VERIFY(view->judge()->isRevealed());
    QWidget *focused = m_window->focusWidget(); // the window's, whether or not it is the active one
    QVERIFY2(focused == form || form->isAncestorOf(focused), focused ? focused->metaObject()->className() : "nothing");
    const qint64 round = view->currentRoundId();
    QTest::keyClick(focused, Qt::Key_Return);
    QTRY_VERIFY(view->currentRoundId() != round);
}

QTEST_MAIN(TestStudyFlow)
#include "tst_studyflow.moc"
