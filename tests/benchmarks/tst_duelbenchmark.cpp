// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The proof that a battle-shaped benchmark is a folder and a registration: Tiny Duel, which exists only in
// tests/benchmarks/tinyduel (rounds of two answers, a judge's verdict on each, a duel's rounds released in order),
// registers through models::registerBenchmark, then imports, appears in the navigator under its own section, makes
// its own round items, runs a blind study in the workbench, through the browser server and through a package, and
// reports. DR-Arena is registered too and holds nothing here: nothing of it may show.
#include "app/cli/studyoptions.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "app/serve/studyweb.h"
#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/forms/target.h"
#include "models/import/importcontext.h"
#include "models/session/packagemerging.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/formanswers.h"
#include "models/store/studies/invitations.h"
#include "models/store/studies/studystore.h"
#include "tests/app/guitesting.h"
#include "tests/app/servetesting.h"
#include "tests/benchmarks/tinyduel/tinyduelbenchmark.h"
#include "views/comparisonview.h"
#include "views/formpanel.h"
#include "views/navigatorpanel.h"
#include "views/studyqueuepanel.h"
#include "views/web/safewebview.h"

#include <QCommandLineParser>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace draudit::models;
using draudit::app::MainWindow;

class TestDuelBenchmark : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importsThroughTheRegistry();
    void appearsInTheNavigator();
    void itsRoundsAreItsOwnItems();
    void blindStudyInTheWorkbench();
    void blindStudyThroughTheServer();
    void blindStudyThroughAPackage();
    void reports();
    void itsWholeUnitsAreAStudyOption();
    void eachBenchmarkKeepsToItsOwnComparisons();

private:
    // The judge's verdict on a round, as the file says it.
    QString judgeVerdict(const QString &roundTarget);
    std::unique_ptr<ProjectStore> open() { return std::move(ProjectStore::open(m_project).value()); }

    QTemporaryDir m_dir;
    QString m_project, m_duels;
    std::unique_ptr<MainWindow> m_window;
    const QStringList m_models { QStringLiteral("falcon-x"), QStringLiteral("owl-7") };
    // duel -> its rounds' verdicts
    const QList<std::pair<QString, QStringList>> m_verdicts {
        { QStringLiteral("d1"), { QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie") } },
        { QStringLiteral("d2"), { QStringLiteral("B"), QStringLiteral("A") } }
    };
};

void TestDuelBenchmark::initTestCase()
{
    registerBenchmark(draudit::tests::tinyDuelBenchmark());
    const QStringList ids = protocolIds();
    QCOMPARE(ids.first(), QStringLiteral("dr-arena"));
    QCOMPARE(ids.last(), draudit::tests::kTinyDuelProtocol.toString());
    QStandardPaths::setTestModeEnabled(true);
    m_project = m_dir.filePath(QStringLiteral("duel.draudit"));
    m_duels = m_dir.filePath(QStringLiteral("duels.jsonl"));
    QFile f(m_duels);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const auto &[duel, verdicts] : m_verdicts) {
        QStringList rounds;
        for (int n = 0; n < verdicts.size(); ++n)
            rounds << QStringLiteral("{\"question\":\"Duel %1, question %2?\",\"answer_a\":\"I am falcon-x: %2.\","
                                     "\"answer_b\":\"I am owl-7: %2.\",\"verdict\":\"%3\"}")
                          .arg(duel)
                          .arg(n + 1)
                          .arg(verdicts[n]);
        f.write(QStringLiteral("{\"duel\":\"%1\",\"model_a\":\"falcon-x\",\"model_b\":\"owl-7\",\"rounds\":[%2]}\n")
                    .arg(duel, rounds.join(QLatin1Char(',')))
                    .toUtf8());
    }
    f.close();
    QVERIFY(ProjectStore::create(m_project));
}

QString TestDuelBenchmark::judgeVerdict(const QString &roundTarget)
{
    auto store = open();
    const auto duel = Catalog(*store).comparisonWithRound(Target::parse(roundTarget).id());
    for (const auto &[name, verdicts] : m_verdicts)
        if (duel && duel->externalId == name)
            for (const RoundRecord &r : duel->rounds)
                if (r.id == Target::parse(roundTarget).id())
                    return verdicts.value(r.number - 1);
    return {};
}

void TestDuelBenchmark::importsThroughTheRegistry()
{
    const Importer *detected = detectImporter(m_duels);
    QVERIFY(detected);
    QCOMPARE(detected->format(), QStringLiteral("tiny-duel"));
    auto store = open();
    const auto imported = importFile(*store, m_duels, {});
    QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().toString()));
    const auto counts = Catalog(*store).counts();
    QCOMPARE(counts->comparisonsOf(QStringLiteral("tiny-duel")), 2);
    QCOMPARE(counts->comparisonsOf(QStringLiteral("dr-arena")), 0);
    QCOMPARE(counts->rounds, 5);
    QCOMPARE(counts->judgeRecords, 5);
    // The import's summary speaks of comparisons, as every benchmark's import does, not of DR-Arena's battles.
    const QString summary = describeCounts(imported->counts);
    // (Plural forms come from the English catalogue, which this test does not install: "2 comparison(s)".)
    QVERIFY2(summary.contains(QStringLiteral(", 2 comparison")) && !summary.contains(QStringLiteral("battle")),
        qPrintable(summary));
    // The dashboard's protocol is the one of the benchmark whose comparisons the project holds.
    QCOMPARE(protocolOfHeld(*counts), QString());
    StudySpec spec;
    spec.name = QStringLiteral("duels");
    spec.protocol = QStringLiteral("tiny-duel");
    spec.form = *formByName(defaultFormFor(spec.protocol));
    spec.blind = true;
    // Whole duels, each with every round in order, as the New Study dialog and --sample-battles draw DR-Arena's.
    spec.sample.wholeUnits = true;
    spec.sample.unitNoun = protocol(spec.protocol)->unitNoun;
    spec.sample.unitDetail = protocol(spec.protocol)->unitDetail;
    const auto study = createStudy(*store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    QCOMPARE(study->items, 5);
    QVERIFY(StudyStore(*store).assign(QStringLiteral("duels"),
        { QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("cat") }, OverlapPlan { 3, 0 }));
}

void TestDuelBenchmark::appearsInTheNavigator()
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
    // Its own section, of its own duels: not DR-Arena's "Battles", which counted every comparison of the project.
    QCOMPARE(sections, QStringList { QStringLiteral("Duels (2)") });
    const QModelIndex duels = tree->index(0, 0);
    if (tree->canFetchMore(duels))
        tree->fetchMore(duels);
    QCOMPARE(tree->rowCount(duels), 2);
    // The window opens on the first duel, browsed in the comparison pane: its question in the plain round pane and
    // its own form for an open audit, nothing of DR-Arena's round pane (checklists) or form.
    draudit::views::ComparisonView *pane = m_window->comparisonView();
    QCOMPARE(m_window->currentView(), pane);
    QCOMPARE(pane->form()->form().id, QStringLiteral("duel-verdict"));
    bool question = false;
    for (const QString &text : draudit::tests::visibleTexts()) {
        question |= text.startsWith(QStringLiteral("Duel d"));
        QVERIFY2(!text.contains(QStringLiteral("checklist")), qPrintable(text));
    }
    QVERIFY(question);
    // The status bar counts what the navigator lists, in its words: duels, not battles.
    const QStringList texts = draudit::tests::visibleTexts();
    QVERIFY2(texts.contains(QStringLiteral("Duels: 2 · Rounds: 5 · Responses: 10 · Judge records: 5 · Annotations: 0")),
        qPrintable(texts.join(QLatin1Char('|'))));
}

void TestDuelBenchmark::itsRoundsAreItsOwnItems()
{
    // A round is made by the benchmark it belongs to, not by the first that declares rounds (DR-Arena).
    auto store = open();
    const auto targets = StudyStore(*store).sampleTargets(StudyStore(*store).study(QStringLiteral("duels"))->id);
    QVERIFY(targets && !targets->isEmpty());
    ItemRequest request;
    request.target = Target::parse(targets->front());
    request.form = draudit::tests::duelVerdictForm();
    request.heading = QStringLiteral("duels");
    const auto item = makeItem(*store, request);
    QVERIFY2(item, qPrintable(item ? QString() : item.error().toString()));
    QCOMPARE(item->blocks.size(), 2);
    QCOMPARE(item->blocks.front().id, QStringLiteral("duel-question"));
    QVERIFY2(item->blocks.front().text.startsWith(QStringLiteral("Duel d")), qPrintable(item->blocks.front().text));
}

void TestDuelBenchmark::blindStudyInTheWorkbench()
{
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("duels")), qPrintable(m_window->lastError()));
    draudit::views::ComparisonView *pane = m_window->comparisonView();
    QCOMPARE(m_window->currentView(), pane);
    QVERIFY(pane->inStudy());
    // Whole duels, in order: of each duel only its first round is out before the commit.
    const QList<QueueItem> shown = m_window->studies()->queue()->queue();
    QCOMPARE(shown.size(), 1);
    const QString target = shown.front().target.toString();
    QCOMPARE(pane->currentRoundId(), Target::parse(target).id());
    // Blind: no model name on screen or in either answer, and the judge held back until the commit.
    for (const draudit::views::SafeWebView *page : pane->contentViews()) {
        const QString text = draudit::tests::renderedText(page);
        for (const QString &model : m_models)
            QVERIFY2(!text.contains(model), qPrintable(text));
    }
    for (const QString &text : draudit::tests::visibleTexts())
        for (const QString &model : m_models)
            QVERIFY2(!text.contains(model), qPrintable(text.left(200)));
    draudit::views::FormPanel *form = pane->form();
    QCOMPARE(form->form().id, QStringLiteral("duel-verdict"));
    QVERIFY(form->judgeAnswers().isEmpty());
    form->setFocus();
    QTest::keyClick(form, Qt::Key_1); // the left answer is better
    QTest::keyClick(form, Qt::Key_Return);
    // Saved under ann's name in the data's terms: "A" on the left is the data's B when the round is shown swapped.
    auto store = open();
    const auto study = StudyStore(*store).study(QStringLiteral("duels"));
    const auto saved = AnnotationStore(*store).annotations(Target::parse(target), study->id);
    QVERIFY(saved);
    QCOMPARE(saved->size(), 1);
    QCOMPARE(saved->front().annotator, QStringLiteral("ann"));
    const QString stored = shown.front().leftIsA ? QStringLiteral("A") : QStringLiteral("B");
    QCOMPARE(saved->front().value, stored);
    // Committed, the next round of the duel is released: the queue grows by one.
    QCOMPARE(m_window->studies()->queue()->queue().size(), 2);
    m_window->studies()->leave();
}

void TestDuelBenchmark::blindStudyThroughTheServer()
{
    auto store = open();
    const StudyInfo study = StudyStore(*store).study(QStringLiteral("duels")).value();
    draudit::serve::WebOptions fast;
    fast.requestsPerSecond = fast.requestBurst = 1e6;
    draudit::serve::StudyWeb server(*store, study, fast);
    draudit::tests::WebClient c { server };
    const auto issued = InvitationStore(*store).issue(study.id, QStringLiteral("cat"), 1);
    QVERIFY(issued && c.open(issued->token));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    QVERIFY(!item.isEmpty());
    int keys = 0;
    QCOMPARE(draudit::tests::answerAll(c, item, keys), 1);
    QCOMPARE(c.post(QStringLiteral("/api/commit"), { { QStringLiteral("item"), item.value(QStringLiteral("handle")) } })
                 .status,
        200);
    // Nothing the server sent before or at the commit names a model or carries the judge's verdict (no reveal was
    // asked for: no judge's answers, not even the judge's name; the form may name the field it audits).
    for (const draudit::serve::HttpResponse &r : std::as_const(c.seen)) {
        const QString body = QString::fromStdString(r.body);
        for (const QString &model : m_models)
            QVERIFY2(!body.contains(model), r.body.c_str());
        for (const char *judged : { "judge_answers", "\"revealed\"", "duel-judge" })
            QVERIFY2(!body.contains(QLatin1String(judged)), r.body.c_str());
    }
    const auto answers = AnnotationStore(*store).annotations(
        StudyStore(*store).queue(study.id, QStringLiteral("cat"))->front().target, study.id);
    QVERIFY(answers && !answers->isEmpty());
}

void TestDuelBenchmark::blindStudyThroughAPackage()
{
    const QString package = m_dir.filePath(QStringLiteral("bob.draudit"));
    {
        auto master = open();
        // A package holds every round of a duel at once, so it shows each duel's length: refused unless accepted.
        const auto refused = exportStudyPackage(*master, QStringLiteral("duels"), QStringLiteral("bob"), package);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("length")), qPrintable(refused.error().message));
        const auto written = exportStudyPackage(
            *master, QStringLiteral("duels"), QStringLiteral("bob"), package, false, UnitLengths::Shown);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
        QCOMPARE(written->items, 5);
    }
    // The file holds no model name and none of the judge's verdicts.
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
    // bob says "Tie" to every round in his package; the merge brings the five answers home.
    const auto study = StudyStore(**opened).study(QStringLiteral("duels"));
    const auto queue = StudyStore(**opened).queue(study->id, QStringLiteral("bob"));
    QVERIFY(queue);
    QCOMPARE(queue->size(), 5);
    FormAnswers answers(**opened, study->id, QStringLiteral("bob"));
    for (const QueueItem &item : *queue) {
        QVERIFY(answers.save(
            draudit::tests::duelVerdictForm(), item.target, QStringLiteral("better"), QStringLiteral("Tie")));
        QVERIFY(StudyStore(**opened).markItem(study->id, QStringLiteral("bob"), item.target, QueueStatus::Done, 5));
    }
    opened->reset();
    auto master = open();
    const auto merged = mergePackage(*master, package);
    QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    QCOMPARE(merged->added, 5);
}

void TestDuelBenchmark::reports()
{
    auto store = open();
    const qint64 studyId = StudyStore(*store).study(QStringLiteral("duels"))->id;
    ReportRequest request;
    request.studyId = studyId;
    const auto table = analyse(*store, QStringLiteral("tiny-duel"), request);
    QVERIFY2(table, qPrintable(table ? QString() : table.error().toString()));
    // Computed here from what the study holds: every (person, round) answer against the file's verdict.
    int pairs = 0, agreed = 0;
    const auto targets = StudyStore(*store).sampleTargets(studyId);
    for (const QString &target : *targets) {
        const auto answers = AnnotationStore(*store).annotations(Target::parse(target), studyId);
        for (const Annotation &a : *answers)
            if (a.field == QLatin1String("better") && !a.value.isEmpty()) {
                ++pairs;
                agreed += a.value == judgeVerdict(target) ? 1 : 0;
            }
    }
    QCOMPARE(pairs, 7); // ann 1, cat 1, bob 5
    const ReportRow &headline = table->rows.front();
    QCOMPARE(headline.statistic, QStringLiteral("percent_agreement"));
    QCOMPARE(headline.n, 7.0);
    QCOMPARE(headline.value, static_cast<double>(agreed) / pairs);
}

void TestDuelBenchmark::itsWholeUnitsAreAStudyOption()
{
    // draudit study create's --sample-NOUN options come from the protocols: Tiny Duel's duels give --sample-duels.
    QStringList names;
    for (const draudit::cli::WholeUnitOption &o : draudit::cli::wholeUnitOptions()) {
        names << o.name;
        if (o.name == QLatin1String("sample-duels"))
            QCOMPARE(o.protocols, QStringList { QStringLiteral("tiny-duel") });
    }
    QCOMPARE(names,
        (QStringList {
            QStringLiteral("sample-battles"), QStringLiteral("sample-tasks"), QStringLiteral("sample-duels") }));
    const auto read = [](const QStringList &args, StudySpec &spec) {
        QCommandLineParser p;
        for (const char *name : { "protocol", "sample", "filter", "stratify", "seed" })
            p.addOption({ QString::fromLatin1(name), {}, QStringLiteral("x") });
        for (const draudit::cli::WholeUnitOption &o : draudit::cli::wholeUnitOptions())
            p.addOption({ o.name, {}, QStringLiteral("n") });
        if (!p.parse(QStringList { QStringLiteral("draudit") } + args))
            return p.errorText();
        return draudit::cli::readSampleOptions(p, spec);
    };
    StudySpec duels;
    QCOMPARE(read({ QStringLiteral("--protocol"), QStringLiteral("tiny-duel"), QStringLiteral("--sample-duels"),
                      QStringLiteral("1") },
                 duels),
        QString());
    QVERIFY(duels.sample.wholeUnits);
    QCOMPARE(duels.sample.unitNoun, QStringLiteral("duels"));
    StudySpec arena;
    const QString refused = read({ QStringLiteral("--protocol"), QStringLiteral("dr-arena"),
                                     QStringLiteral("--sample-duels"), QStringLiteral("1") },
        arena);
    QVERIFY2(refused.contains(QStringLiteral("tiny-duel: --sample-duels"))
            && refused.contains(QStringLiteral("dr-arena: --sample-battles")),
        qPrintable(refused));
}

void TestDuelBenchmark::eachBenchmarkKeepsToItsOwnComparisons()
{
    // A project holding DR-Arena's battles and Tiny Duel's duels: each protocol draws its own rounds, each navigator
    // section counts its own, and each round is made by its own benchmark.
    const QString path = m_dir.filePath(QStringLiteral("both.draudit"));
    auto created = ProjectStore::create(path);
    QVERIFY(created);
    ProjectStore &store = **created;
    DemoOptions o;
    o.battles = 3;
    o.answerWords = 20;
    o.reportWords = 20;
    QVERIFY(generateDemo(store, o));
    QVERIFY(importFile(store, m_duels, {}));
    const auto counts = Catalog(store).counts();
    QCOMPARE(counts->comparisonsOf(QStringLiteral("dr-arena")), 3);
    QCOMPARE(counts->comparisonsOf(QStringLiteral("tiny-duel")), 2);
    for (const QString &protocolId : { QStringLiteral("dr-arena"), QStringLiteral("tiny-duel") }) {
        const auto candidates = studyCandidates(store, protocolId);
        QVERIFY2(candidates && !candidates->isEmpty(), qPrintable(protocolId));
        for (const StudyCandidate &c : *candidates)
            QCOMPARE(Catalog(store).benchmarkOf(c.target).value(), protocolId);
        ItemRequest request;
        request.target = candidates->front().target;
        request.form = *formByName(defaultFormFor(protocolId));
        const auto item = makeItem(store, request);
        QVERIFY2(item, qPrintable(item ? QString() : item.error().toString()));
        QCOMPARE(item->blocks.front().id == QLatin1String("duel-question"), protocolId == QLatin1String("tiny-duel"));
    }
    ReportRequest request;
    const auto arena = analyse(store, QStringLiteral("dr-arena"), request);
    QVERIFY2(arena, qPrintable(arena ? QString() : arena.error().toString()));
    for (const ReportRow &row : arena->rows)
        QVERIFY2(!row.comparison.contains(QStringLiteral("duel")), qPrintable(row.comparison));
}

QTEST_MAIN(TestDuelBenchmark)
#include "tst_duelbenchmark.moc"
