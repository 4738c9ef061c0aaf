// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The proof that a benchmark is a folder and a registration: Tiny Quiz, which exists only in tests/benchmarks/tinyquiz,
// registers through models::registerBenchmark, then imports, appears in the navigator, runs a blind study in the
// workbench and through a package, and reports.
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/session/packagemerging.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/formanswers.h"
#include "models/store/studies/studystore.h"
#include "tests/app/guitesting.h"
#include "tests/benchmarks/tinyquiz/tinyquizbenchmark.h"
#include "views/annotationpage.h"
#include "views/formpanel.h"
#include "views/navigatorpanel.h"
#include "views/reportview.h"
#include "views/web/safewebview.h"

#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace draudit::models;
using draudit::app::MainWindow;

class TestSixthBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importsThroughTheRegistry();
    void appearsInTheNavigator();
    void blindStudyInTheWorkbench();
    void blindStudyThroughAPackage();
    void reports();

private:
    // The judge's grade of each (quiz, model), as the file says it.
    QString judgeGrade(const QString &target);

    QTemporaryDir m_dir;
    QString m_project, m_quizzes;
    std::unique_ptr<MainWindow> m_window;
    QString m_annTarget; // the item ann graded "right" in the workbench
    const QStringList m_models { QStringLiteral("falcon-x"), QStringLiteral("owl-7") };
    const QHash<QString, QString> m_grades { { QStringLiteral("q1/falcon-x"), QStringLiteral("right") },
        { QStringLiteral("q1/owl-7"), QStringLiteral("wrong") },
        { QStringLiteral("q2/falcon-x"), QStringLiteral("wrong") },
        { QStringLiteral("q2/owl-7"), QStringLiteral("right") } };
};

void TestSixthBenchmark::initTestCase()
{
    registerBenchmark(draudit::tests::tinyQuizBenchmark());
    // Registered before anything asked the registry, it still comes after the built-in benchmarks (placed when the
    // registry is made), so their detection order and lists are the same with or without it.
    const QStringList ids = protocolIds();
    QCOMPARE(ids.first(), QStringLiteral("dr-arena"));
    QCOMPARE(ids.last(), draudit::tests::kTinyQuizProtocol.toString());
    QStandardPaths::setTestModeEnabled(true);
    m_project = m_dir.filePath(QStringLiteral("quiz.draudit"));
    m_quizzes = m_dir.filePath(QStringLiteral("answers.jsonl"));
    QFile f(m_quizzes);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const QString &quiz : { QStringLiteral("q1"), QStringLiteral("q2") })
        for (const QString &model : m_models)
            f.write(
                QStringLiteral("{\"quiz\":\"%1\",\"question\":\"Question %1?\",\"model\":\"%2\",\"answer\":\"I am %2 "
                               "and the answer to %1 is 4.\",\"grade\":\"%3\"}\n")
                    .arg(quiz, model, m_grades.value(quiz + QLatin1Char('/') + model))
                    .toUtf8());
    f.close();
    QVERIFY(ProjectStore::create(m_project));
}

QString TestSixthBenchmark::judgeGrade(const QString &target)
{
    auto store = ProjectStore::open(m_project);
    const auto of = Catalog(**store).taskAndSystemOf(Target::parse(target).responseId());
    return of && *of ? m_grades.value((*of)->first + QLatin1Char('/') + (*of)->second) : QString();
}

void TestSixthBenchmark::importsThroughTheRegistry()
{
    const Importer *detected = detectImporter(m_quizzes);
    QVERIFY(detected);
    QCOMPARE(detected->format(), QStringLiteral("tiny-quiz"));
    QVERIFY(protocolIds().contains(QStringLiteral("tiny-quiz")));
    QVERIFY(formPresets().contains(QStringLiteral("quiz-grade")));
    auto store = ProjectStore::open(m_project);
    QVERIFY(store);
    const auto imported = importFile(**store, m_quizzes, {});
    QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
    const auto counts = Catalog(**store).counts();
    QCOMPARE(counts->tasksOf(QStringLiteral("tiny-quiz")), 2);
    QCOMPARE(counts->responses, 4);
    StudySpec spec;
    spec.name = QStringLiteral("quiz");
    spec.protocol = QStringLiteral("tiny-quiz");
    spec.form = *formByName(defaultFormFor(spec.protocol));
    const auto study = createStudy(**store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    QCOMPARE(study->items, 4);
    QVERIFY(StudyStore(**store).assign(
        QStringLiteral("quiz"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan { 2, 0 }));
}

void TestSixthBenchmark::appearsInTheNavigator()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(m_project), qPrintable(m_window->lastError()));
    QAbstractItemModel *tree = m_window->navigator()->tree()->model();
    QStringList sections;
    for (int row = 0; row < tree->rowCount(); ++row)
        sections << tree->index(row, 0).data().toString();
    QCOMPARE(sections, QStringList { QStringLiteral("Quizzes (2)") });
    QCOMPARE(tree->rowCount(tree->index(0, 0)), 2);
}

void TestSixthBenchmark::blindStudyInTheWorkbench()
{
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("quiz")), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->currentView(), m_window->annotationPage());
    m_annTarget = m_window->items()->currentTarget().toString();
    QCOMPARE(Target::parse(m_annTarget).kind(), Target::Kind::Response);
    // Blind: no model name on screen or in the report's text, and the judge's grade held back until the commit.
    const QString report = draudit::tests::renderedText(m_window->reportView()->browser());
    QVERIFY2(report.contains(QStringLiteral("[system]")), qPrintable(report));
    for (const QString &model : m_models) {
        QVERIFY2(!report.contains(model), qPrintable(report));
        for (const QString &text : draudit::tests::visibleTexts())
            QVERIFY2(!text.contains(model), qPrintable(text.left(200)));
    }
    draudit::views::FormPanel *form = m_window->annotationPage()->form();
    QCOMPARE(form->form().id, QStringLiteral("quiz-grade"));
    QVERIFY(form->judgeAnswers().isEmpty());
    form->setFocus();
    QTest::keyClick(form, Qt::Key_1); // right
    QTest::keyClick(form, Qt::Key_Return);
    // Saved when committed, under ann's name in the study; then the judge's grade is shown beside hers.
    auto store = ProjectStore::open(m_project);
    const auto study = StudyStore(**store).study(QStringLiteral("quiz"));
    const auto saved = AnnotationStore(**store).annotations(Target::parse(m_annTarget), study->id);
    QVERIFY(saved);
    QCOMPARE(saved->size(), 1);
    QCOMPARE(saved->front().annotator, QStringLiteral("ann"));
    QCOMPARE(saved->front().value, QStringLiteral("right"));
    QCOMPARE(form->judgeAnswers().value(QStringLiteral("grade")), judgeGrade(m_annTarget));
    m_window->studies()->leave();
}

void TestSixthBenchmark::blindStudyThroughAPackage()
{
    const QString package = m_dir.filePath(QStringLiteral("bob.draudit"));
    {
        auto master = ProjectStore::open(m_project);
        QVERIFY(master);
        const auto written = exportStudyPackage(**master, QStringLiteral("quiz"), QStringLiteral("bob"), package);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
        QCOMPARE(written->items, 4);
    }
    // The file holds no model name and none of the judge's grades.
    QFile bytes(package);
    QVERIFY(bytes.open(QIODevice::ReadOnly));
    const QByteArray all = bytes.readAll();
    for (const QString &model : m_models)
        QVERIFY2(!all.contains(model.toUtf8()), qPrintable(model));
    auto opened = ProjectStore::open(package);
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
    {
        QSqlQuery judged((*opened)->database());
        QVERIFY(judged.exec(QStringLiteral("SELECT count(*) FROM judge_records")) && judged.next());
        QCOMPARE(judged.value(0).toInt(), 0);
    }
    // bob grades every answer "wrong" in his package; the merge brings the four answers home.
    const auto study = StudyStore(**opened).study(QStringLiteral("quiz"));
    QVERIFY(study);
    const auto queue = StudyStore(**opened).queue(study->id, QStringLiteral("bob"));
    QVERIFY(queue);
    QCOMPARE(queue->size(), 4);
    FormAnswers answers(**opened, study->id, QStringLiteral("bob"));
    for (const QueueItem &item : *queue) {
        QVERIFY(answers.save(
            draudit::tests::quizGradeForm(), item.target, QStringLiteral("grade"), QStringLiteral("wrong")));
        QVERIFY(StudyStore(**opened).markItem(
            study->id, QStringLiteral("bob"), item.target, draudit::models::QueueStatus::Done, 5));
    }
    opened->reset();
    auto master = ProjectStore::open(m_project);
    const auto merged = mergePackage(**master, package);
    QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    QCOMPARE(merged->added, 4);
}

void TestSixthBenchmark::reports()
{
    auto store = ProjectStore::open(m_project);
    ReportRequest request;
    request.studyId = StudyStore(**store).study(QStringLiteral("quiz"))->id;
    const auto table = analyse(**store, QStringLiteral("tiny-quiz"), request);
    QVERIFY2(table, qPrintable(table ? QString() : table.error().toString()));
    // bob's "wrong" meets the judge on the two wrong answers; ann's "right" on her item when the judge said so.
    const int agreed = 2 + (judgeGrade(m_annTarget) == QLatin1String("right") ? 1 : 0);
    const ReportRow &headline = table->rows.front();
    QCOMPARE(headline.statistic, QStringLiteral("percent_agreement"));
    QCOMPARE(headline.n, 5.0);
    QCOMPARE(headline.value, agreed / 5.0);
}

QTEST_MAIN(TestSixthBenchmark)
#include "tst_sixthbenchmark.moc"
