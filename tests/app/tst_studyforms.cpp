// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Study forms in the real window, offscreen: the guidelines and scale descriptions shown to the annotator, the New
// Study dialog's sample for a re-score study, and the DR-Arena pipeline audit answered by keyboard, round by round
// and over a whole battle.
#include "app/gui/checksflow.h"
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"
#include "models/store/studies/checkanswers.h"
#include "models/store/studies/studystore.h"
#include "tests/app/guitesting.h"
#include "tests/app/studyfixture.h"
#include "views/checksdialog.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/guidelinesdialog.h"
#include "views/judgepanel.h"
#include "views/studydialog.h"
#include "views/studyqueuepanel.h"
#include "views/web/safewebview.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace draudit::models;

class TestStudyForms : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rescoreStudyStartsAtThePapersSample();
    void guidelinesAndScaleDescriptions();
    void pipelineAuditByKeyboard();
    void wholeBattleAuditAsksD2AfterEveryCommit();
    void attentionChecksFromTheStudyMenu();

private:
    QString queryValue(const QString &sql) const { return m_f.queryValue(sql); }
    draudit::tests::StudyWindowFixture m_f;
    std::unique_ptr<draudit::app::MainWindow> &m_window = m_f.window;
};

void TestStudyForms::initTestCase()
{
    const QString error = m_f.open();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(m_f.leaveAndReopen());
}

void TestStudyForms::rescoreStudyStartsAtThePapersSample()
{
    draudit::views::StudyDialog dialog(
        { { QStringLiteral("dr-arena"), 200 }, { QStringLiteral("drbench-items"), 40 } });
    QCOMPARE(dialog.spec().sample.kind, SampleSpec::Kind::All);
    dialog.protocolBox()->setCurrentIndex(dialog.protocolBox()->findData(QStringLiteral("drbench-items")));
    QCOMPARE(dialog.spec().protocol, QStringLiteral("drbench-items"));
    QCOMPARE(dialog.spec().sample.kind, SampleSpec::Kind::Percent);
    QCOMPARE(dialog.spec().sample.amount, 35.0);
    dialog.protocolBox()->setCurrentIndex(dialog.protocolBox()->findData(QStringLiteral("dr-arena")));
    QCOMPARE(dialog.spec().sample.kind, SampleSpec::Kind::All);
}

void TestStudyForms::guidelinesAndScaleDescriptions()
{
    // A study's guidelines open by themselves before the first item and on demand; each answer's meaning is shown
    // under it (and a scale's under the scale).
    StudySpec spec;
    spec.name = QStringLiteral("guided");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = blindPairwiseForm();
    spec.form.guidelines = QStringLiteral("# How to judge\n\nPrefer the answer that **cites** its sources.\n");
    spec.form.questions[0].options[0].description = QStringLiteral("A is right and B is wrong on the main point");
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 2;
    const auto formJson = formToJson(spec.form);
    const auto back = readForm(formJson, QStringLiteral("guided"));
    QVERIFY(back);
    QCOMPARE(back->guidelines, spec.form.guidelines);
    QCOMPARE(back->questions[0].options[0].description, spec.form.questions[0].options[0].description);
    QVERIFY(createStudy(*m_window->project(), spec));
    QVERIFY(StudyStore(*m_window->project()).assign(QStringLiteral("guided"), { QStringLiteral("ann") }, {}));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("guided")), qPrintable(m_window->lastError()));
    draudit::views::GuidelinesDialog *guidelines = m_window->studies()->guidelines();
    QVERIFY(guidelines && guidelines->isVisible());
    QVERIFY(draudit::tests::renderedText(guidelines->page())
                .contains(QStringLiteral("Prefer the answer that cites its sources.")));
    guidelines->close();
    QTRY_VERIFY(!m_window->studies()->guidelines());
    bool described = false;
    for (QLabel *l : m_window->comparisonView()->form()->findChildren<QLabel *>())
        described |= l->text() == QStringLiteral("A is right and B is wrong on the main point") && l->isVisible();
    QVERIFY(described);
    QAction *again = nullptr; // Study -> Guidelines, Ctrl+G
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->text() == QStringLiteral("&Guidelines"))
            again = a;
    QVERIFY(again && again->isEnabled());
    QCOMPARE(again->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
    again->trigger();
    QTRY_VERIFY(m_window->studies()->guidelines() && m_window->studies()->guidelines()->isVisible());
    QVERIFY(m_f.leaveAndReopen());
    QTRY_VERIFY(!m_window->studies()->guidelines());
}

void TestStudyForms::pipelineAuditByKeyboard()
{
    StudySpec spec;
    spec.name = QStringLiteral("audit");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = pipelineAuditForm();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 3;
    spec.sample.seed = 9;
    const auto info = createStudy(*m_window->project(), spec);
    QVERIFY(info);
    QVERIFY(StudyStore(*m_window->project()).assign(QStringLiteral("audit"), { QStringLiteral("ann") }, {}));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("audit")), qPrintable(m_window->lastError()));
    auto *view = m_window->comparisonView();
    QCOMPARE(view->form()->form().id, QStringLiteral("pipeline-audit"));
    const QueueItem item = m_window->studies()->queue()->queue().front();
    // A1 Yes, A2 No, A3 Yes, B1 Mostly correct, C1 Tie, tie quality Both good; D1 and D2 wait; Enter commits.
    view->form()->setFocus();
    for (Qt::Key k : { Qt::Key_1, Qt::Key_2, Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_1 })
        QTest::keyClick(view->form(), k);
    QTest::keyClick(view->form(), Qt::Key_Return);
    const auto stored = [&](const QString &field) {
        return queryValue(
            QStringLiteral("SELECT value FROM annotations WHERE study_id = %1 AND target = '%2' AND field = '%3'")
                .arg(info->id)
                .arg(item.target.toString(), field));
    };
    QCOMPARE(stored(QStringLiteral("A1")), QStringLiteral("Yes"));
    QCOMPARE(stored(QStringLiteral("A2")), QStringLiteral("No"));
    QCOMPARE(stored(QStringLiteral("B1")), QStringLiteral("Mostly correct"));
    QCOMPARE(stored(QStringLiteral("C1")), QStringLiteral("Tie"));
    QCOMPARE(stored(QStringLiteral("C1_tie_quality")), QStringLiteral("HIGH"));
    QCOMPARE(stored(QStringLiteral("D1")), QStringLiteral("<none>"));
    // After the reveal, D1 is answered, and Enter saves it and moves on.
    QVERIFY(view->judge()->isRevealAllowed());
    view->judge()->reveal();
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("study-audit"));
    view->form()->setFocus();
    for (int i = 0; i < 12 && view->form()->currentQuestion() != QLatin1String("D1"); ++i)
        QTest::keyClick(view->form(), Qt::Key_J); // down the form to D1
    QCOMPARE(view->form()->currentQuestion(), QStringLiteral("D1"));
    QTest::keyClick(view->form(), Qt::Key_1);
    QTest::keyClick(view->form(), Qt::Key_Return);
    QCOMPARE(stored(QStringLiteral("D1")), QStringLiteral("Yes"));
    QCOMPARE(m_window->studies()->queue()->list()->currentRow(), 1);
    // The audit's pass rates come out of the report.
    ArenaAnalysisOptions o;
    o.studyId = info->id;
    const auto report = analyseArena(*m_window->project(), o);
    QVERIFY(report);
    bool a1 = false;
    for (const ReportRow &r : report->rows)
        if (r.analysis == QLatin1String("audit pass rate") && r.comparison == QLatin1String("A1")) {
            a1 = true;
            QCOMPARE(r.value, 1.0);
        }
    QVERIFY(a1);
    QVERIFY(m_f.leaveAndReopen());
    QCOMPARE(view->form()->form().id, QStringLiteral("blind-pairwise"));
}

// A whole battle audited in order: A3 is asked on every round, round 1 against the battle's opening; before a commit
// nothing says whether the battle goes on (it follows from the examiner's verdicts), and once committed D2 joins the
// form, saying it, and must be answered before the next round (the paper's stop efficiency is over every round).
void TestStudyForms::wholeBattleAuditAsksD2AfterEveryCommit()
{
    StudySpec spec;
    spec.name = QStringLiteral("battles");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = pipelineAuditForm();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 1;
    spec.sample.wholeUnits = true;
    spec.sample.seed = 4;
    const auto info = createStudy(*m_window->project(), spec);
    QVERIFY2(info, qPrintable(info ? QString() : info.error().toString()));
    QVERIFY(StudyStore(*m_window->project()).assign(spec.name, { QStringLiteral("ann") }, {}));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(spec.name), qPrintable(m_window->lastError()));
    auto *form = m_window->comparisonView()->form();
    const auto texts = [&] {
        QStringList out;
        for (const QLabel *label : form->findChildren<QLabel *>())
            out << label->text() << label->toolTip();
        return out.join(QLatin1Char('\n'));
    };
    QVERIFY(form->form().question(QStringLiteral("A3")));
    QVERIFY2(form->form().question(QStringLiteral("A3"))->context.contains(QStringLiteral("first question")),
        qPrintable(form->form().question(QStringLiteral("A3"))->context));
    // The queue shows one round at a time (a blind study of whole battles): how many there are is the store's.
    QCOMPARE(m_window->studies()->queue()->queue().size(), 1);
    const int rounds
        = static_cast<int>(StudyStore(*m_window->project()).queue(info->id, QStringLiteral("ann"))->size());
    for (int i = 0; i < rounds; ++i) {
        QCOMPARE(m_window->studies()->queue()->list()->currentRow(), i);
        QVERIFY2(!texts().contains(QStringLiteral("D2")) && !texts().contains(QStringLiteral("battle ends"))
                && !texts().contains(QStringLiteral("goes on")),
            qPrintable(texts()));
        QHash<QString, QString> answers { { QStringLiteral("A1"), QStringLiteral("Yes") },
            { QStringLiteral("A2"), QStringLiteral("Yes") }, { QStringLiteral("A3"), QStringLiteral("Yes") },
            { QStringLiteral("B1"), QStringLiteral("Completely correct") },
            { QStringLiteral("C1"), QStringLiteral("A_BETTER") },
            { QStringLiteral("C1_failure"), QStringLiteral("DEEP") } };
        form->setAnswers(answers, false);
        QVERIFY(form->commit());
        QVERIFY(form->form().question(QStringLiteral("D2")));
        const bool last = i + 1 == rounds;
        QVERIFY2(texts().contains(last ? QStringLiteral("The battle ends with this round")
                                       : QStringLiteral("The battle goes on after this round")),
            qPrintable(texts()));
        QCOMPARE(form->answers().value(QStringLiteral("C1")), QStringLiteral("A_BETTER")); // the answers are kept
        if (last)
            break;
        QVERIFY(!form->commit()); // D2 first
        answers.insert(QStringLiteral("D2"), QStringLiteral("Sufficient"));
        form->setAnswers(answers, true);
        QVERIFY(form->commit()); // Enter again: the next round of the battle
    }
    QVERIFY(m_f.leaveAndReopen());
}

// The study owner sets attention checks in a dialog: only the study's items, the form's choice questions and their
// options are offered; Save replaces the study's checks; a duplicate is refused; a CSV is read in, a bad line named.
void TestStudyForms::attentionChecksFromTheStudyMenu()
{
    QAction *menu = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->text() == QStringLiteral("Attention &Checks…"))
            menu = a;
    QVERIFY(menu && menu->isEnabled());
    draudit::views::ChecksDialog *dialog = draudit::app::openAttentionChecks(m_window.get(), QStringLiteral("pilot"));
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->table()->rowCount(), 0);
    const auto combo
        = [&](int row, int column) { return qobject_cast<QComboBox *>(dialog->table()->cellWidget(row, column)); };
    QTest::mouseClick(dialog->addButton(), Qt::LeftButton);
    QTest::mouseClick(dialog->addButton(), Qt::LeftButton);
    QCOMPARE(dialog->table()->rowCount(), 2);
    const QStringList items = *StudyStore(*m_window->project()).sampleTargets(m_f.studyId);
    QCOMPARE(combo(0, 0)->count(), items.size());
    QCOMPARE(combo(0, 1)->currentData().toString(), QStringLiteral("C1"));
    QStringList values;
    for (int i = 0; i < combo(0, 2)->count(); ++i)
        values << combo(0, 2)->itemData(i).toString();
    QVERIFY2(values.contains(QStringLiteral("A_BETTER")) && values.contains(QStringLiteral("B_BETTER")),
        qPrintable(values.join(QLatin1Char(','))));
    QCOMPARE(combo(1, 0)->currentData().toString(), items.at(1)); // a new row takes the next item without a check
    combo(0, 2)->setCurrentIndex(combo(0, 2)->findData(QStringLiteral("A_BETTER")));
    combo(1, 0)->setCurrentIndex(0);
    dialog->accept(); // both rows are item 1's C1: refused, nothing saved
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->lastError().contains(items.front()));
    combo(1, 0)->setCurrentIndex(1);
    combo(1, 2)->setCurrentIndex(combo(1, 2)->findData(QStringLiteral("B_BETTER")));
    dialog->accept();
    QTRY_VERIFY(!dialog->isVisible());
    auto stored = CheckAnswerStore(*m_window->project()).list(m_f.studyId);
    QVERIFY(stored);
    QCOMPARE(stored->size(), 2);
    QCOMPARE(stored->at(0).target.toString(), items.at(0));
    QCOMPARE(stored->at(0).value, QStringLiteral("A_BETTER"));
    QCOMPARE(stored->at(1).target.toString(), items.at(1));
    QCOMPARE(stored->at(1).value, QStringLiteral("B_BETTER"));
    // Opened again, it shows them; a CSV with an unknown field is refused with its line, a good one replaces them.
    dialog = draudit::app::openAttentionChecks(m_window.get(), QStringLiteral("pilot"));
    QCOMPARE(dialog->table()->rowCount(), 2);
    QCOMPARE(combo(1, 2)->currentData().toString(), QStringLiteral("B_BETTER"));
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    const QString good = dir.filePath(QStringLiteral("good.csv"));
    for (const auto &[path, field] :
        { std::pair { bad, QStringLiteral("Z9") }, std::pair { good, QStringLiteral("C1") } }) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("target,field,value\n%1,C1,Tie\n%2,%3,A_BETTER\n")
                    .arg(items.at(2), items.at(3), field)
                    .toUtf8());
    }
    QVERIFY(!dialog->importFile(bad));
    QVERIFY2(
        dialog->lastError().contains(QStringLiteral("bad.csv")) && dialog->lastError().contains(QStringLiteral("3")),
        qPrintable(dialog->lastError()));
    QCOMPARE(dialog->table()->rowCount(), 2); // unchanged
    QVERIFY2(dialog->importFile(good), qPrintable(dialog->lastError()));
    QCOMPARE(dialog->table()->rowCount(), 2);
    QCOMPARE(combo(0, 0)->currentData().toString(), items.at(2));
    QCOMPARE(combo(0, 2)->currentData().toString(), QStringLiteral("Tie"));
    dialog->reject(); // Cancel keeps what was stored
    QCOMPARE(CheckAnswerStore(*m_window->project()).list(m_f.studyId)->at(0).target.toString(), items.at(0));
}

QTEST_MAIN(TestStudyForms)
#include "tst_studyforms.moc"
