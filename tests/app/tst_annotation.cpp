// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every report-side preset filled with the keyboard only in the real window, offscreen: report scoring on a real
// (Chinese) DeepResearch Bench report, the rubric checklist on a real DR. BENCH task, the claim audit, insight
// coverage, statement support and a blind task-preference study; what is stored is checked after each.
#include "app/cli/command.h"
#include "app/gui/itemflow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "app/gui/treeflow.h"
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/benchmarks/dr3eval/dr3forms.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drarena/taskpreference.h"
#include "models/benchmarks/drbench/drbenchforms.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "tests/app/battleviewtesting.h"
#include "tests/app/guitesting.h"
#include "views/annotationpage.h"
#include "views/benchmarks/livedrbench/claimsview.h"
#include "views/comparisonpane.h"
#include "views/formpanel.h"
#include "views/judgepanel.h"
#include "views/reportview.h"
#include "views/sourcepagesview.h"
#include "views/web/safewebview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using draudit::app::MainWindow;
using namespace draudit::models;

class TestAnnotation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reportScoringOnARealReport();
    void rubricChecklistOnARealTask();
    void claimAuditKeyByKey();
    void insightCoverage();
    void statementSupport();
    void blindTaskPreferenceStudy();
    void blindReportStudyShowsNoModelName();
    void realBattleTreeAndPipelineAudit();

private:
    QString shared(const QString &relative) const;
    bool importAll(ProjectStore &store, const QString &path);
    void type(const QList<int> &keys);
    QHash<QString, QString> stored(const QString &field, const QString &like) const;
    QString value(const QString &sql) const;
    draudit::views::FormPanel *form() const { return m_window->annotationPage()->form(); }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    bool m_realDrb = false;
    bool m_realDrBench = false;
};

QString TestAnnotation::shared(const QString &relative) const
{
    return qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/") + relative;
}

bool TestAnnotation::importAll(ProjectStore &store, const QString &path)
{
    for (const QString &file : expandImportPaths(path)) {
        if (!detectImporter(file))
            continue;
        const auto r = importFile(store, file, {});
        if (!r) {
            qWarning() << r.error().toString();
            return false;
        }
    }
    return true;
}

void TestAnnotation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString path = m_dir.filePath(QStringLiteral("annotate.draudit"));
    {
        auto created = ProjectStore::create(path);
        QVERIFY(created);
        ProjectStore &store = **created;
        const QString data = qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/");
        for (const char *fixture : { "livedrbench.jsonl", "livedrbench_preds_alpha.json", "dr3", "replay_small.json",
                 "drbench/tasks.jsonl", "drbench/grr_general.json", "drbench/Log_alpha.jsonl" })
            QVERIFY2(importAll(store, data + QString::fromLatin1(fixture)), fixture);
        const QString drb = shared(QStringLiteral("deepresearch-bench/official/data/"));
        if (QFileInfo::exists(drb + QStringLiteral("prompt_data/query.jsonl"))) {
            QVERIFY(importAll(store, drb + QStringLiteral("prompt_data/query.jsonl")));
            QVERIFY(importAll(store, drb + QStringLiteral("test_data/raw_data/claude-3-7-sonnet-latest.jsonl")));
            m_realDrb = true;
        }
        // Real DR. BENCH rubrics with a report written here (no real reports are shipped).
        const QString bench = shared(QStringLiteral("dr-bench/mr-dre/data/RigorousBench.jsonl"));
        if (QFileInfo::exists(bench)) {
            QVERIFY(importAll(store, bench));
            QFile log(m_dir.filePath(QStringLiteral("Log_gamma-research.jsonl")));
            QVERIFY(log.open(QIODevice::WriteOnly));
            log.write(
                R"({"uid": "07001", "query": "QUIC", "input_tokens": 1, "output_tokens": 1, "reasoning_tokens": 0, "total_tokens": 2, "annotations": ["https://www.rfc-editor.org/rfc/rfc9000"], "pure_annotations": [], "text": "# QUIC standardisation\n\nThe IETF published RFC 9000 in May 2021 (https://www.rfc-editor.org/rfc/rfc9000).\n\n## Drafts\n\nDraft 29 and draft 34 differ in the handshake.", "pure_text": ""})");
            log.write("\n");
            log.close();
            QVERIFY(importAll(store, log.fileName()));
            m_realDrBench = true;
        }
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    m_window->setAnnotator(QStringLiteral("ann"));
}

void TestAnnotation::type(const QList<int> &keys)
{
    form()->setFocus();
    for (int key : keys)
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : form(), static_cast<Qt::Key>(key));
}

QHash<QString, QString> TestAnnotation::stored(const QString &field, const QString &like) const
{
    QSqlQuery q(m_window->project()->database());
    q.prepare(
        QStringLiteral("SELECT target, value FROM annotations WHERE field = ? AND target LIKE ? AND value <> ''"));
    q.addBindValue(field);
    q.addBindValue(like);
    QHash<QString, QString> out;
    if (q.exec())
        while (q.next())
            out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

QString TestAnnotation::value(const QString &sql) const
{
    QSqlQuery q(m_window->project()->database());
    return q.exec(sql) && q.next() ? q.value(0).toString() : QStringLiteral("<none>");
}

void TestAnnotation::reportScoringOnARealReport()
{
    if (!m_realDrb)
        QSKIP("../shared/data/deepresearch-bench is absent; the real-report scoring test is skipped");
    const QString response = value(QStringLiteral(
        "SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.benchmark = 'deepresearch-bench' AND "
        "t.language = 'zh' ORDER BY r.id LIMIT 1"));
    const QString target = QStringLiteral("response:") + response;
    draudit::app::ItemFlow::Options o;
    o.label = QStringLiteral("Report 1");
    QVERIFY2(m_window->items()->open(Target::parse(target), reportScoringForm(), o), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->currentView(), m_window->annotationPage());
    // The Chinese report is there as text, and a font on this machine covers Chinese.
    const QString text = draudit::tests::renderedText(m_window->reportView()->browser());
    QVERIFY(text.size() > 2000);
    QVERIFY(std::any_of(text.begin(), text.end(), [](QChar c) { return c.script() == QChar::Script_Han; }));
    QVERIFY2(!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty(),
        "no font covers Chinese: install fonts-noto-cjk (./setup.sh deps does)");
    QVERIFY(m_window->reportView()->outline()->topLevelItemCount() > 0);
    // 7, 8, then 1-0 is 10, 6, 9; Enter commits (the comment is optional).
    type({ Qt::Key_7, Qt::Key_8, Qt::Key_1, Qt::Key_0, Qt::Key_6, Qt::Key_9 });
    QCOMPARE(stored(QStringLiteral("comprehensiveness"), target).value(target), QStringLiteral("7"));
    QCOMPARE(stored(QStringLiteral("insight"), target).value(target), QStringLiteral("8"));
    QCOMPARE(stored(QStringLiteral("instruction_following"), target).value(target), QStringLiteral("10"));
    QCOMPARE(stored(QStringLiteral("readability"), target).value(target), QStringLiteral("6"));
    QCOMPARE(stored(QStringLiteral("overall"), target).value(target), QStringLiteral("9"));
    QVERIFY(form()->findChild<QLabel *>()); // the saved indicator
    bool saved = false;
    for (QLabel *l : form()->findChildren<QLabel *>())
        saved = saved || l->text().startsWith(QStringLiteral("✓ Saved"));
    QVERIFY(saved);
    QTest::keyClick(form(), Qt::Key_Return);
    QVERIFY(form()->isCommitted());
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("annotate-report-scoring"));
}

void TestAnnotation::rubricChecklistOnARealTask()
{
    const QString system = m_realDrBench ? QStringLiteral("Log_gamma-research") : QStringLiteral("Log_alpha");
    const QString response = value(QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id JOIN "
                                                  "systems s ON s.id = r.system_id WHERE t.benchmark = 'dr-bench' AND "
                                                  "t.external_id = '%1' ORDER BY r.id DESC LIMIT 1")
                                       .arg(m_realDrBench ? QStringLiteral("07001") : QStringLiteral("03001")));
    QVERIFY(response != QStringLiteral("<none>"));
    Q_UNUSED(system);
    const QString target = QStringLiteral("response:") + response;
    // Without a form the report's own fits: the task has a rubric, so the rubric checklist.
    QVERIFY2(m_window->items()->open(Target::parse(target), std::nullopt, {}), qPrintable(m_window->lastError()));
    const FormDefinition &shown = form()->form();
    QCOMPARE(shown.id, QStringLiteral("rubric-checklist"));
    const int questions = static_cast<int>(shown.questions.size());
    QVERIFY(questions > 3);
    QVERIFY(form()->totalText().startsWith(QStringLiteral("Total: 0 / ")));
    QTRY_VERIFY(!m_window->reportView()->legend()->text().isEmpty()); // the cited URL is marked, once rendered
    // "1" is the best answer of every item (Yes with its points): the total reaches the maximum.
    QList<int> ones;
    for (int i = 0; i < questions; ++i)
        ones << Qt::Key_1;
    type(ones);
    const FormPoints full = shown.points(form()->answers());
    QCOMPARE(full.got, full.max);
    QVERIFY2(form()->totalText().contains(QStringLiteral("%1 of %1 answered").arg(full.items)),
        qPrintable(form()->totalText()));
    const auto qsr = stored(QStringLiteral("qsr"), QStringLiteral("item:%@") + target);
    const auto grr = stored(QStringLiteral("grr"), QStringLiteral("item:%@") + target);
    QCOMPARE(qsr.size() + grr.size(), full.items);
    // The task's focus and deviation keywords were rated too (relevance 1), where the judge's ratings are.
    const auto relevance = stored(QStringLiteral("relevance"), target + QStringLiteral("#keywords_%"));
    QCOMPARE(relevance.size() + full.items, questions);
    QVERIFY(relevance.size() >= 2);
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("annotate-rubric-checklist"));
    // Undo (Ctrl+Z) takes the last answer back, in the store and on screen.
    QTest::keyClick(form(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(stored(QStringLiteral("relevance"), target + QStringLiteral("#keywords_%")).size(), relevance.size() - 1);
    QCOMPARE(form()->answers().size(), questions - 1);
    QTest::keyClick(form(), Qt::Key_Return); // one item is unanswered: not committed
    QVERIFY(!form()->isCommitted());
}

void TestAnnotation::claimAuditKeyByKey()
{
    const QString response = value(
        QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.external_id = 'nd-001'"));
    const QString target = QStringLiteral("response:") + response;
    QVERIFY2(m_window->items()->open(Target::parse(target), std::nullopt, {}), qPrintable(m_window->lastError()));
    QCOMPARE(form()->form().id, QStringLiteral("claim-audit"));
    // The claims table is LiveDRBench's pane, made by the views registry and shown for the item's claims block.
    auto *claimsView = qobject_cast<draudit::views::ClaimsView *>(m_window->annotationPage()->itemPane());
    QVERIFY(claimsView);
    QCOMPARE(claimsView->tree()->topLevelItemCount(), 2);
    QVERIFY(claimsView->isVisible());
    // A match's digit is the ground-truth item's number, as its label says ("1 · …"); "none" comes last, under its own.
    const FormQuestion *secondMatch = form()->form().question(QStringLiteral("claim:1:match"));
    QVERIFY(secondMatch && secondMatch->options.size() < 10);
    QCOMPARE(secondMatch->options.last().value, QStringLiteral("none"));
    const int none = static_cast<int>(secondMatch->options.size());
    QVERIFY(secondMatch->options.last().label.startsWith(QString::number(none) + QStringLiteral(" · ")));
    QVERIFY(secondMatch->options.first().label.startsWith(QStringLiteral("1 · ")));
    // Claim 1: matches true row 1 (key 1), composition 3 (key 4), efficiency 1 (key 2), method 3 (key 4), not
    // missing (key 1); claim 2: matches none, 0, 0, missing (key 2).
    type({ Qt::Key_1, Qt::Key_4, Qt::Key_2, Qt::Key_4, Qt::Key_1, Qt::Key_0 + none, Qt::Key_1, Qt::Key_1, Qt::Key_2 });
    const auto scores = stored(QStringLiteral("key_score"), QStringLiteral("claim:%@") + target);
    QCOMPARE(scores.value(QStringLiteral("claim:0.composition@") + target), QStringLiteral("3"));
    QCOMPARE(scores.value(QStringLiteral("claim:0.efficiency@") + target), QStringLiteral("1"));
    QCOMPARE(scores.value(QStringLiteral("claim:1.composition@") + target), QStringLiteral("0"));
    QCOMPARE(scores.size(), 5);
    const auto matches = stored(QStringLiteral("match"), QStringLiteral("claim:%@") + target);
    QCOMPARE(matches.value(QStringLiteral("claim:0@") + target), QStringLiteral("0"));
    QCOMPARE(matches.value(QStringLiteral("claim:1@") + target), QStringLiteral("none"));
    // The claims view shows the annotator's matches in place of the suggested ones.
    QTreeWidget *claims = claimsView->tree();
    QVERIFY(claims->topLevelItem(0)->text(2).startsWith(QStringLiteral("your match: ground truth 1")));
    QCOMPARE(claims->topLevelItem(1)->text(2), QStringLiteral("your match: none"));
    const auto missing = stored(QStringLiteral("missing_from_gt"), QStringLiteral("claim:%@") + target);
    QCOMPARE(missing.value(QStringLiteral("claim:0@") + target), QStringLiteral("no"));
    QCOMPARE(missing.value(QStringLiteral("claim:1@") + target), QStringLiteral("yes"));
    QTest::keyClick(form(), Qt::Key_Return);
    QVERIFY(form()->isCommitted());
    // The claim marked missing in the form reaches the ground-truth export (the form once stored a field the export
    // never read).
    const QString out = m_dir.filePath(QStringLiteral("ground-truth.jsonl"));
    QCOMPARE(draudit::cli::runCommand({ QStringLiteral("export"), m_dir.filePath(QStringLiteral("annotate.draudit")),
                 QStringLiteral("--ground-truth"), out }),
        0);
    QFile exported(out);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QJsonArray added;
    while (!exported.atEnd()) {
        const QJsonObject row = QJsonDocument::fromJson(exported.readLine()).object();
        if (row[QStringLiteral("key")].toString() == QLatin1String("nd-001"))
            added = row[QStringLiteral("added")].toArray();
    }
    QCOMPARE(added.size(), 1);
    QCOMPARE(added[0][QStringLiteral("responses")][0].toString(), target);
    QVERIFY(added[0][QStringLiteral("claim")].isObject());
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("annotate-claim-audit"));
}

void TestAnnotation::insightCoverage()
{
    const QString response = value(QStringLiteral(
        "SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.benchmark = 'dr3-eval' AND "
        "t.external_id = '001'"));
    const QString target = QStringLiteral("response:") + response;
    QVERIFY2(
        m_window->items()->open(Target::parse(target), insightCoverageForm(), {}), qPrintable(m_window->lastError()));
    const int insights = static_cast<int>(form()->form().questions.size());
    QVERIFY(insights >= 2);
    type({ Qt::Key_1, Qt::Key_2 });
    const auto labels = stored(QStringLiteral("insight"), QStringLiteral("item:%@") + target);
    QCOMPARE(labels.size(), 2);
    QStringList values = labels.values();
    values.sort();
    QCOMPARE(values, QStringList({ QStringLiteral("covered"), QStringLiteral("half") }));
    QVERIFY(form()->totalText().startsWith(QStringLiteral("Total: 1.5 / ")));
}

void TestAnnotation::statementSupport()
{
    const QString response = value(QStringLiteral(
        "SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.benchmark = 'dr3-eval' AND "
        "t.external_id = '001'"));
    QSqlQuery q(m_window->project()->database());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('fact', 'test')")));
    const qint64 judge = q.lastInsertId().toLongLong();
    for (int i = 0; i < 3; ++i)
        QVERIFY(q.exec(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value, reasoning) VALUES "
                                      "(%1, 'response:%2#https://example.org/s%3#0', 'support', 'supported', "
                                      "'Statement %3')")
                           .arg(judge)
                           .arg(response)
                           .arg(i)));
    const QString target = QStringLiteral("response:") + response;
    QVERIFY2(
        m_window->items()->open(Target::parse(target), statementSupportForm(), {}), qPrintable(m_window->lastError()));
    QCOMPARE(form()->form().questions.size(), 3);
    type({ Qt::Key_1, Qt::Key_2, Qt::Key_1 });
    const auto labels = stored(QStringLiteral("support"), target + QStringLiteral("#%"));
    QCOMPARE(labels.value(target + QStringLiteral("#https://example.org/s1#0")), QStringLiteral("unsupported"));
    QCOMPARE(labels.size(), 3);
    // Outside a study the item is an open audit: the judge's labels show under each statement from the start (in the
    // form's words), and the form says it is not blind.
    const auto judgeLabels = [this] {
        int shown = 0;
        for (QLabel *l : form()->findChildren<QLabel *>())
            shown += l->isVisibleTo(form()) && l->text() == QLatin1String("Judge: Supported") ? 1
                                                                                              : 0; // the option's words
        return shown;
    };
    QVERIFY(form()->form().title.startsWith(QStringLiteral("Open audit (not blind)")));
    QCOMPARE(judgeLabels(), 3);
    QTest::keyClick(form(), Qt::Key_Return);
    QVERIFY(form()->isCommitted());
    QCOMPARE(judgeLabels(), 3);
}

void TestAnnotation::blindTaskPreferenceStudy()
{
    ProjectStore &store = *m_window->project();
    QSqlQuery q(store.database());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM rounds ORDER BY id LIMIT 3")));
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    QCOMPARE(ids.size(), 3);
    QFile file(m_dir.filePath(QStringLiteral("triples.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write((QStringLiteral("configurations: deep, wide, base\n") + ids.join(QLatin1Char(',')) + QLatin1Char('\n'))
                   .toUtf8());
    file.close();
    const auto triples = readTaskTriples(store, file.fileName());
    QVERIFY(triples);
    StudySpec spec;
    spec.name = QStringLiteral("tasks");
    spec.protocol = QStringLiteral("task-preference");
    spec.form = taskPreferenceForm();
    spec.items = triples->items;
    spec.sampleNote = describeConfigurations(triples->configurations);
    QVERIFY(createStudy(store, spec));
    QVERIFY(StudyStore(store).assign(QStringLiteral("tasks"), { QStringLiteral("ann") }, OverlapPlan { 1, 0 }));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("tasks")), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->currentView(), m_window->annotationPage());
    const FormDefinition shown = form()->form();
    QCOMPARE(shown.questions[0].options.size(), 3);
    // Task 2 has the best question, Task 3 the best checklist; Enter commits, Enter again moves on.
    type({ Qt::Key_2, Qt::Key_3 });
    QTest::keyClick(form(), Qt::Key_Return);
    const QString item = QStringLiteral("rounds:") + ids.join(QLatin1Char(','));
    QCOMPARE(stored(QStringLiteral("best_question"), item).value(item), shown.questions[0].options[1].value);
    QCOMPARE(stored(QStringLiteral("best_checklist"), item).value(item), shown.questions[1].options[2].value);
    QVERIFY(value(QStringLiteral("SELECT committed_at FROM blinding WHERE target = '%1'").arg(item))
        != QStringLiteral("<none>"));
    QCOMPARE(
        value(QStringLiteral("SELECT status FROM assignments WHERE target = '%1'").arg(item)), QStringLiteral("done"));
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("annotate-task-preference"));
    // The selection-rate report counts the chosen configuration.
    const auto info = StudyStore(store).study(QStringLiteral("tasks"));
    const auto report = analyseTaskPreference(store, info->id);
    QVERIFY(report);
    QCOMPARE(report->rows.size(), 6);
    // A blind session closes the project on leaving; the owner opens it again for the next test.
    m_window->studies()->leave();
    QCOMPARE(m_window->project(), nullptr);
    QVERIFY(m_window->openProject(m_dir.filePath(QStringLiteral("annotate.draudit"))));
}

void TestAnnotation::blindReportStudyShowsNoModelName()
{
    ProjectStore &store = *m_window->project();
    StudySpec spec;
    spec.name = QStringLiteral("reports");
    spec.protocol = QStringLiteral("drbench");
    spec.form = rubricChecklistForm();
    spec.blind = true;
    const auto created = createStudy(store, spec);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    QVERIFY(StudyStore(store).assign(QStringLiteral("reports"), { QStringLiteral("ann") }, OverlapPlan { 1, 0 }));
    QVERIFY2(m_window->studies()->startWork(QStringLiteral("reports")), qPrintable(m_window->lastError()));
    QCOMPARE(m_window->currentView(), m_window->annotationPage());
    QSqlQuery q(store.database());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM systems")));
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    QVERIFY(!names.isEmpty());
    const QStringList texts = draudit::tests::visibleTexts();
    for (const QString &name : names)
        for (const QString &t : texts)
            QVERIFY2(!t.contains(name, Qt::CaseInsensitive),
                qPrintable(QStringLiteral("'%1' appears in: %2").arg(name, t.left(200))));
    // A blind session closes the project on leaving; the owner opens it again for the next test.
    m_window->studies()->leave();
    QCOMPARE(m_window->project(), nullptr);
    QVERIFY(m_window->openProject(m_dir.filePath(QStringLiteral("annotate.draudit"))));
}

// A real DR-Arena battle: its real information tree in the dock (pages listed, a search marks the pages that
// contain the words, the page text shows them marked), then the pipeline audit of its first round by keyboard.
void TestAnnotation::realBattleTreeAndPipelineAudit()
{
    const QString replay
        = shared(QStringLiteral("dr-arena/dashboard/battle-replays/R1_Kimi-k2_grok-4-search_tree_0003.json"));
    const QString tree = shared(QStringLiteral("dr-arena/web_tree/data/dataset/trees/tree_0003.json"));
    if (!QFileInfo::exists(replay) || !QFileInfo::exists(tree))
        QSKIP("../shared/data/dr-arena is absent; the information-tree test is skipped");
    ProjectStore &store = *m_window->project();
    QVERIFY(importAll(store, replay));
    QVERIFY(importAll(store, tree));
    const qint64 battle = value(QStringLiteral("SELECT max(id) FROM comparisons")).toLongLong();
    const auto record = Catalog(store).comparison(battle);
    QVERIFY(record);
    QDockWidget *dock = m_window->trees()->dock();
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
    m_window->comparisonView()->setComparison(*record);
    m_window->comparisonView()->showRound(0);
    m_window->stack()->setCurrentWidget(m_window->comparisonView());
    auto *panel = m_window->trees()->panel();
    QTRY_VERIFY(panel->tree()->topLevelItemCount() > 0);
    int pages = 0;
    for (QTreeWidgetItemIterator it(panel->tree()); *it; ++it)
        ++pages;
    QCOMPARE(pages, value(QStringLiteral("SELECT count(*) FROM reference_pages WHERE tree_id = 'tree_0003'")).toInt());
    // Search for a word of some page's text: the first matching page opens with the word marked.
    const QString content = value(QStringLiteral(
        "SELECT content FROM reference_pages WHERE tree_id = 'tree_0003' AND depth >= 1 AND length(content) > 40 "
        "ORDER BY id LIMIT 1"));
    static const QRegularExpression longWord(QStringLiteral("\\b[A-Za-z]{6,}\\b"));
    const QString word = longWord.match(content).captured(0);
    QVERIFY2(word.size() > 5, qPrintable(content.left(200)));
    panel->search()->setText(word);
    QTest::keyClick(panel->search(), Qt::Key_Return);
    QTRY_VERIFY(panel->page()->toPlainText().contains(word, Qt::CaseInsensitive));
    QVERIFY(!panel->page()->extraSelections().isEmpty());
    QVERIFY(panel->tree()->currentItem()->font(0).bold());
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("annotate-information-tree"));
    dock->hide();

    // The pipeline audit of this real round, keyboard only: A1 Yes, A2 Broken question, A3 No, B1 Completely
    // correct, C1 A better, the loser failed on width. Each answer is stored as it is given; Enter commits.
    draudit::views::ComparisonPane *view = draudit::tests::battleView(*m_window);
    view->form()->setForm(pipelineAuditForm());
    view->showRound(0);
    const QString target = QStringLiteral("round:%1").arg(view->currentRoundId());
    view->form()->setFocus();
    for (Qt::Key k : { Qt::Key_1, Qt::Key_3, Qt::Key_2, Qt::Key_1, Qt::Key_2 })
        QTest::keyClick(view->form(), k);
    QCOMPARE(stored(QStringLiteral("C1"), target).value(target), QStringLiteral("A_BETTER"));
    QCOMPARE(view->form()->currentQuestion(), QStringLiteral("C1_failure"));
    QTest::keyClick(view->form(), Qt::Key_2);
    QCOMPARE(stored(QStringLiteral("A2"), target).value(target), QStringLiteral("Broken question"));
    QCOMPARE(stored(QStringLiteral("A3"), target).value(target), QStringLiteral("No"));
    QCOMPARE(stored(QStringLiteral("B1"), target).value(target), QStringLiteral("Completely correct"));
    QCOMPARE(stored(QStringLiteral("C1_failure"), target).value(target), QStringLiteral("WIDE"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // out of the reason field
    QTest::keyClick(view->form(), Qt::Key_Return);
    QVERIFY(view->form()->isCommitted());
    QVERIFY(view->judge()->isRevealAllowed());
    view->form()->setForm(blindPairwiseForm());
}

QTEST_MAIN(TestAnnotation)
#include "tst_annotation.moc"
