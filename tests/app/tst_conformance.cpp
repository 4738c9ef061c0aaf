// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One annotation session, one set of rules: the same scripted session (answers, refused values and questions, commits,
// a reveal, a change of mind after the commit and after the reveal, a two-step undo that reopens an item, a flag, a
// refused skip) is run through every front end on copies of one project: the session class itself, draudit serve's
// requests (in process), the workbench's study flow (offscreen, by its keys and menus), a blind package and then a
// reveal package worked and merged, an annotator's PostgreSQL login and, for its answers, the command line. The rows
// each leaves (answers, history, blinding, status) and the report's blind statistics are compared; they must be
// identical.
#include "app/gui/mainwindow.h"
#include "app/gui/studyflow.h"
#include "app/serve/studyweb.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/report/answerbasisrows.h"
#include "models/session/annotationsession.h"
#include "models/session/packagemerging.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/answerbasis.h"
#include "models/store/studies/invitations.h"
#include "models/store/team/teamroles.h"
#include "servetesting.h"
#include "tests/models/postgresserver.h"
#include "tests/models/studytesting.h"
#include "views/comparisonview.h"
#include "views/formpanel.h"
#include "views/judgepanel.h"
#include "views/studyqueuepanel.h"

#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

using namespace draudit;
using namespace draudit::models;
using namespace draudit::tests;

namespace {

enum class Op
{
    Answer,
    Commit,
    Reveal,
    Undo,
    Skip,
    Flag
};

struct Step
{
    Op op;
    int item; // the annotator's queue position
    QString question = {};
    QString value = {}; // as shown on screen (a mirrored round's verdict in its shown order)
    bool accepted = true;
    bool typeable = true; // a workbench can give it at all (its keys offer only the form's options, shown questions)
};

// The script: blind answers, refusals, the commit, a change of mind before and after the reveal, an undo that reopens
// the item, its second commit; a flag, an answer to the flagged item and a refused skip of it once committed.
QList<Step> script()
{
    const auto answer = [](int item, const char *q, const char *v, bool ok = true, bool typeable = true) {
        return Step { Op::Answer, item, QString::fromLatin1(q), QString::fromLatin1(v), ok, typeable };
    };
    return {
        answer(0, "C1_tie_quality", "HIGH", false, false), // asked only after a tie
        answer(0, "C1", "A_LOT_BETTER", false, false), // not an option
        answer(0, "Z9", "Tie", false, false), // not a question
        { Op::Commit, 0, {}, {}, false }, // nothing answered yet
        { Op::Reveal, 0, {}, {}, false }, // not committed
        answer(0, "C1", "A_BETTER"), answer(0, "C1_failure", "DEEP"), { Op::Commit, 0 },
        answer(0, "C1", "Tie"), // a change after the commit, before the reveal: the failure is withdrawn
        answer(0, "C1_tie_quality", "HIGH"), { Op::Reveal, 0 },
        answer(0, "C1", "B_BETTER"), // a change after the reveal
        answer(0, "C1_failure", "WIDE"),
        { Op::Undo, 0 }, // the failure taken back: the done item is open again (its commit and reveal kept)
        { Op::Undo, 0 }, // one step further back: the verdict is a tie again (its quality stays withdrawn)
        answer(0, "C1", "B_MUCH_BETTER"), answer(0, "C1_failure", "BOTH"), { Op::Commit, 0 }, { Op::Flag, 1 },
        answer(1, "C1", "Tie"), answer(1, "C1_tie_quality", "LOW"), { Op::Commit, 1 },
        { Op::Skip, 1, {}, {}, false }, // committed: it stays done
    };
}

QString opName(Op op)
{
    static const char *const names[] = { "answer", "commit", "reveal", "undo", "skip", "flag" };
    return QString::fromLatin1(names[static_cast<int>(op)]);
}

// What a front end leaves in the project: every row the rules decide, in a comparable text.
QStringList rowsOf(ProjectStore &store, qint64 studyId)
{
    QStringList out;
    const auto add = [&](const QString &table, const QString &sql) {
        auto q = runQuery(store.database(), sql, { studyId });
        if (!q) {
            out << table + QStringLiteral(": ") + q.error().toString();
            return;
        }
        while (q->next()) {
            QStringList cells;
            for (int c = 0; c < q->record().count(); ++c)
                cells << (q->value(c).isNull() ? QStringLiteral("NULL") : q->value(c).toString());
            out << table + QStringLiteral(": ") + cells.join(QLatin1Char('|'));
        }
    };
    add(QStringLiteral("answer"),
        QStringLiteral("SELECT target, field, value, version FROM annotations WHERE study_id = ? ORDER BY target, "
                       "field"));
    // Each answer's chain of changes in its order (a merged package writes its chains one answer after another, so
    // ids interleave the answers differently; the times order them as they were made).
    add(QStringLiteral("history"),
        QStringLiteral("SELECT target, field, old_value, new_value FROM annotation_history WHERE study_id = ? ORDER "
                       "BY target, field, id"));
    add(QStringLiteral("blinding"),
        QStringLiteral("SELECT target, CASE WHEN committed_at IS NULL THEN 0 ELSE 1 END, CASE WHEN revealed_at IS NULL "
                       "THEN 0 ELSE 1 END FROM blinding WHERE "
                       "study_id = ? AND (committed_at IS NOT NULL OR revealed_at IS NOT NULL) ORDER BY target"));
    add(QStringLiteral("status"),
        QStringLiteral("SELECT target, status, CASE WHEN flagged_at IS NULL THEN 'not flagged' ELSE 'flagged' END FROM "
                       "assignments WHERE study_id = ? ORDER BY position"));
    return out;
}

// The report's rows on blind answers (the headline analysis), as text.
QStringList blindStatistics(ProjectStore &store, qint64 studyId)
{
    ReportRequest request;
    request.studyId = studyId;
    const auto report = analyse(store, QStringLiteral("dr-arena"), request);
    if (!report)
        return { report.error().toString() };
    QStringList out;
    for (const ReportRow &r : report->rows)
        if (!r.analysis.startsWith(finalAnswersVariant()))
            out << QStringLiteral("%1|%2|%3|%4|%5").arg(r.analysis, r.comparison, r.statistic).arg(r.value).arg(r.n);
    return out;
}
} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sessionClass();
    void browserServer();
    void workbench();
    void commandLineAnswers();
    void postgresLoginRole();
    void studyPackages();
    void everyFrontEndLeavesTheSameRows();

private:
    // A copy of the prepared project for one front end.
    std::unique_ptr<ProjectStore> copy(const QString &name);
    QTemporaryDir m_dir;
    QString m_master;
    qint64 m_studyId = 0;
    QMap<QString, QStringList> m_rows; // front end -> rows
    QMap<QString, QStringList> m_statistics;
};

void TestConformance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_master = m_dir.filePath(QStringLiteral("master.draudit"));
    auto store = demoProject(m_master, 4);
    QVERIFY(store);
    // Rounds one by one (not held back), for one annotator.
    const StudyInfo s = pilot(*store, QStringLiteral("conformance"), 11);
    m_studyId = s.id;
    QVERIFY(StudyStore(*store).assign(QStringLiteral("conformance"), { QStringLiteral("ann") }, {}));
}

std::unique_ptr<ProjectStore> TestConformance::copy(const QString &name)
{
    const QString path = m_dir.filePath(name + QStringLiteral(".draudit"));
    if (!QFile::copy(m_master, path))
        return nullptr;
    auto store = ProjectStore::open(path);
    return store ? std::move(*store) : nullptr;
}

// Runs the script on the session class over a project connection (the owner's file, or an annotator's login).
static void runOnSession(ProjectStore &store, const StudyInfo &study, const QList<Step> &steps = script())
{
    AnnotationSession session(store, study, QStringLiteral("ann"));
    const QList<QueueItem> queue = session.released().value().items;
    QList<SessionItem> items;
    for (int i = 0; i < 2; ++i)
        items << session.open(queue[i]).value();
    for (const Step &step : steps) {
        SessionItem &item = items[step.item];
        bool ok = false;
        switch (step.op) {
        case Op::Answer:
            ok = session.answer(item, step.question, step.value, {}).has_value();
            break;
        case Op::Commit:
            ok = session.commit(item, 1).has_value();
            break;
        case Op::Reveal:
            ok = session.reveal(item).has_value();
            break;
        case Op::Undo:
            ok = session.undo(item).has_value();
            break;
        case Op::Skip:
        case Op::Flag:
            ok = session
                     .defer(
                         item, step.op == Op::Skip ? AnnotationSession::Defer::Skip : AnnotationSession::Defer::Flag, 1)
                     .has_value();
            break;
        }
        QVERIFY2(ok == step.accepted, qPrintable(opName(step.op) + QLatin1Char(' ') + step.question));
    }
}

void TestConformance::sessionClass()
{
    auto store = copy(QStringLiteral("session"));
    QVERIFY(store);
    const StudyInfo study = StudyStore(*store).study(QStringLiteral("conformance")).value();
    runOnSession(*store, study);
    if (QTest::currentTestFailed())
        return;
    m_rows.insert(QStringLiteral("session"), rowsOf(*store, study.id));
    m_statistics.insert(QStringLiteral("session"), blindStatistics(*store, study.id));
    // The item flagged, then answered and committed, is done and still flagged (the commit forgot the flag).
    const QStringList flagged = m_rows.value(QStringLiteral("session")).filter(QStringLiteral("|done|flagged"));
    QCOMPARE(flagged.size(), 1);
    const auto status = StudyStore(*store).status(QStringLiteral("conformance"));
    QVERIFY(status);
    QCOMPARE(status->annotators.front().flagged, 1);
    QCOMPARE(status->annotators.front().done, 2);
}

// A team's project on PostgreSQL, the annotator logged in as her own database role: every write goes through the
// server's functions (draudit_blind.*), which enforce the rules for annotators who log in directly.
void TestConformance::postgresLoginRole()
{
    PostgresServer pg;
    if (!pg.isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + pg.whyNot()));
    const QString url = pg.createDatabase(QStringLiteral("conformance"));
    auto owner = demoProject(url, 4);
    QVERIFY(owner);
    const StudyInfo study = pilot(*owner, QStringLiteral("conformance"), 11);
    QCOMPARE(study.id, m_studyId);
    QVERIFY(StudyStore(*owner).assign(QStringLiteral("conformance"), { QStringLiteral("ann") }, {}));
    const auto granted
        = grantAnnotatorRole(*owner, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(*owner));
    QVERIFY2(granted, qPrintable(granted ? QString() : granted.error().toString()));
    auto login = ProjectStore::open(QString(url).replace(QStringLiteral("postgres@"), QStringLiteral("ann@")));
    QVERIFY2(login, qPrintable(login ? QString() : login.error().toString()));
    QVERIFY((*login)->isTeamAnnotator());
    const auto seen = StudyStore(**login).study(QStringLiteral("conformance"));
    QVERIFY2(seen, qPrintable(seen ? QString() : seen.error().toString()));
    runOnSession(**login, *seen);
    if (QTest::currentTestFailed())
        return;
    m_rows.insert(QStringLiteral("postgres login role"), rowsOf(*owner, study.id));
    m_statistics.insert(QStringLiteral("postgres login role"), blindStatistics(*owner, study.id));
}

// Offline: the script up to the reveal worked in a blind package (the session over the package's file) and merged,
// the rest in the reveal package issued then, merged in its turn.
void TestConformance::studyPackages()
{
    auto master = copy(QStringLiteral("packages"));
    QVERIFY(master);
    const StudyInfo study = StudyStore(*master).study(QStringLiteral("conformance")).value();
    const QList<Step> steps = script();
    const auto reveal
        = std::find_if(steps.cbegin(), steps.cend(), [](const Step &s) { return s.op == Op::Reveal && s.accepted; });
    const qsizetype revealAt = reveal - steps.cbegin();
    const auto work = [&](const QString &name, bool revealPackage, const QList<Step> &part) {
        const QString path = m_dir.filePath(name);
        const auto issued = exportStudyPackage(*master, study.name, QStringLiteral("ann"), path, revealPackage);
        QVERIFY2(issued, qPrintable(issued ? QString() : issued.error().toString()));
        {
            auto package = ProjectStore::open(path);
            QVERIFY(package);
            const StudyInfo mine = StudyStore(**package).study(study.name).value();
            runOnSession(**package, mine, part);
            if (QTest::currentTestFailed())
                return;
            if (!revealPackage) {
                // A blind package holds nothing of the judge: the committed item's reveal waits for the reveal package.
                AnnotationSession session(**package, mine, QStringLiteral("ann"));
                SessionItem first = session.open(session.released().value().items.front()).value();
                QVERIFY(first.committed);
                const auto refused = session.reveal(first);
                QVERIFY(!refused && refused.error().kind == SessionRefusal::Kind::Conflict);
            }
        }
        const auto merged = mergePackage(*master, path);
        QVERIFY2(merged, qPrintable(merged ? QString() : merged.error().toString()));
    };
    work(QStringLiteral("blind-package.draudit"), false, steps.mid(0, revealAt));
    if (QTest::currentTestFailed())
        return;
    work(QStringLiteral("reveal-package.draudit"), true, steps.mid(revealAt));
    if (QTest::currentTestFailed())
        return;
    m_rows.insert(QStringLiteral("study packages"), rowsOf(*master, study.id));
    m_statistics.insert(QStringLiteral("study packages"), blindStatistics(*master, study.id));
}

void TestConformance::browserServer()
{
    auto store = copy(QStringLiteral("serve"));
    QVERIFY(store);
    const StudyInfo study = StudyStore(*store).study(QStringLiteral("conformance")).value();
    serve::WebOptions fast;
    fast.requestsPerSecond = fast.requestBurst = 1e6;
    serve::StudyWeb server(*store, study, fast);
    WebClient c { server };
    const auto issued = InvitationStore(*store).issue(study.id, QStringLiteral("ann"), 1);
    QVERIFY(issued && c.open(issued->token));
    // The page knows an item by the handle it was given: the first at once, the second once the first is done.
    QStringList handles {
        c.state().value(QStringLiteral("item")).toObject().value(QStringLiteral("handle")).toString()
    };
    int keys = 0;
    for (const Step &step : script()) {
        if (step.item >= handles.size())
            handles << c.state().value(QStringLiteral("item")).toObject().value(QStringLiteral("handle")).toString();
        const QJsonObject which { { QStringLiteral("item"), handles[step.item] } };
        const QString key = QStringLiteral("conformance-key-%1").arg(++keys, 4, 10, QLatin1Char('0'));
        int status = 0;
        switch (step.op) {
        case Op::Answer:
            status
                = c.post(QStringLiteral("/api/answer"),
                       { { QStringLiteral("item"), handles[step.item] }, { QStringLiteral("question"), step.question },
                           { QStringLiteral("value"), step.value }, { QStringLiteral("key"), key } })
                      .status;
            break;
        case Op::Commit:
            status = c.post(QStringLiteral("/api/commit"), which).status;
            break;
        case Op::Reveal:
            status = c.post(QStringLiteral("/api/reveal"), which).status;
            break;
        case Op::Undo:
            status = c.post(QStringLiteral("/api/undo"),
                          { { QStringLiteral("item"), handles[step.item] }, { QStringLiteral("key"), key } })
                         .status;
            break;
        case Op::Skip:
            status = c.post(QStringLiteral("/api/skip"), which).status;
            break;
        case Op::Flag:
            status = c.post(QStringLiteral("/api/flag"), which).status;
            break;
        }
        QVERIFY2((status == 200) == step.accepted,
            qPrintable(
                opName(step.op) + QLatin1Char(' ') + step.question + QStringLiteral(": ") + QString::number(status)));
    }
    m_rows.insert(QStringLiteral("serve"), rowsOf(*store, study.id));
    m_statistics.insert(QStringLiteral("serve"), blindStatistics(*store, study.id));
}

void TestConformance::workbench()
{
    const QString path = m_dir.filePath(QStringLiteral("workbench.draudit"));
    QVERIFY(QFile::copy(m_master, path));
    app::MainWindow window;
    window.setInteractive(false);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openProject(path), qPrintable(window.lastError()));
    window.setAnnotator(QStringLiteral("ann"));
    QVERIFY2(window.studies()->startWork(QStringLiteral("conformance")), qPrintable(window.lastError()));
    views::FormPanel *form = window.comparisonView()->form();
    auto *list = window.studies()->queue()->list();
    const QList<QueueItem> queue = window.studies()->queue()->queue();
    const auto show = [&](int row) {
        if (window.comparisonView()->currentRoundId() != queue[row].target.id()) {
            list->setCurrentRow(row);
            Q_EMIT list->itemActivated(list->item(row));
        }
    };
    for (const Step &step : script()) {
        if (!step.typeable)
            continue; // no key of the workbench gives it
        show(step.item);
        form->setFocus();
        const QString before = rowsOf(*window.project(), m_studyId).join(QLatin1Char('\n'));
        switch (step.op) {
        case Op::Answer: {
            // The annotator's keys: the question made current, the option's digit.
            form->focusQuestion(step.question);
            const FormQuestion *q = form->form().question(step.question);
            QVERIFY(q);
            qsizetype option = -1;
            for (qsizetype i = 0; i < q->options.size(); ++i)
                option = q->options[i].value == step.value ? i : option;
            QVERIFY(option >= 0);
            QTest::keyClick(form, static_cast<Qt::Key>(Qt::Key_1 + option));
            break;
        }
        case Op::Commit:
            QTest::keyClick(form, Qt::Key_Return);
            break;
        case Op::Reveal:
            window.comparisonView()->judge()->reveal(); // its button and Ctrl+J
            break;
        case Op::Undo:
            QVERIFY(window.undoLastAnswer() == step.accepted);
            break;
        case Op::Skip:
            Q_EMIT window.studies()->queue()->skipRequested(queue[step.item].target); // Ctrl+Shift+S
            break;
        case Op::Flag:
            Q_EMIT window.studies()->queue()->flagRequested(queue[step.item].target);
            break;
        }
        const QString after = rowsOf(*window.project(), m_studyId).join(QLatin1Char('\n'));
        if (step.op == Op::Commit && step.accepted) {
            // A commit shows nothing of the judge: no verdict under the questions unless a reveal was recorded.
            int judgeLines = 0;
            for (QLabel *l : form->findChildren<QLabel *>())
                judgeLines += l->isVisibleTo(form) && l->text().startsWith(QLatin1String("Judge: ")) ? 1 : 0;
            const bool revealed
                = after.contains(QStringLiteral("blinding: %1|1|1").arg(queue[step.item].target.toString()));
            if (!revealed)
                QCOMPARE(judgeLines, 0);
            QCOMPARE(form->isJudgeRevealed(), revealed);
        }
        // An accepted step changes what the project holds; a refused one changes nothing of it.
        QVERIFY2((after != before) == step.accepted,
            qPrintable(opName(step.op) + QLatin1Char(' ') + step.question + QLatin1Char(' ') + step.value));
    }
    m_rows.insert(QStringLiteral("workbench"), rowsOf(*window.project(), m_studyId));
    m_statistics.insert(QStringLiteral("workbench"), blindStatistics(*window.project(), m_studyId));
}

// draudit annotate --study writes answers only (no commit, reveal or undo of its own): its answers and refusals are
// those of the session's rules, checked here on the script's answers to the first item before its commit.
void TestConformance::commandLineAnswers()
{
    const QString path = m_dir.filePath(QStringLiteral("cli.draudit"));
    QVERIFY(QFile::copy(m_master, path));
    const QList<QueueItem> queue = [&] {
        auto store = ProjectStore::open(path);
        return StudyStore(**store).queue(m_studyId, QStringLiteral("ann")).value();
    }();
    for (const Step &step : script()) {
        if (step.op == Op::Commit && step.accepted)
            break;
        if (step.op != Op::Answer)
            continue;
        // The command line names the stored value (data order): the round shown mirrored stores the mirror.
        QString value = step.value;
        if (!queue[step.item].leftIsA && step.question == QLatin1String("C1"))
            value = value.startsWith(QLatin1String("A_")) ? QStringLiteral("B_") + value.mid(2)
                : value.startsWith(QLatin1String("B_"))   ? QStringLiteral("A_") + value.mid(2)
                                                          : value;
        QProcess p;
        p.start(QStringLiteral(DRAUDIT_BINARY),
            { QStringLiteral("annotate"), path, QStringLiteral("--study"), QStringLiteral("conformance"),
                QStringLiteral("--annotator"), QStringLiteral("ann"), QStringLiteral("--target"),
                queue[step.item].target.toString(), QStringLiteral("--field"), step.question, QStringLiteral("--value"),
                value });
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2((p.exitCode() == 0) == step.accepted,
            qPrintable(step.question + QLatin1Char('=') + value + QStringLiteral(": ")
                + QString::fromUtf8(p.readAllStandardError())));
    }
}

void TestConformance::everyFrontEndLeavesTheSameRows()
{
    QVERIFY(m_rows.contains(QStringLiteral("session")));
    const QStringList &reference = m_rows.value(QStringLiteral("session"));
    QVERIFY(reference.size() > 10);
    // The session's own rows hold what the script did: the first item committed and revealed (kept through the undo
    // that reopened it), the second committed, both done.
    QCOMPARE(reference.filter(QRegularExpression(QStringLiteral("^blinding: .*\\|1\\|1$"))).size(), 1);
    QCOMPARE(reference.filter(QRegularExpression(QStringLiteral("^blinding: .*\\|1\\|0$"))).size(), 1);
    QCOMPARE(reference.filter(QRegularExpression(QStringLiteral("^status: .*\\|done\\|"))).size(), 2);
    // The blind verdicts are the ones committed first (A better, then a tie), whatever was changed after the commit
    // and the reveal; the final ones are the changed ones.
    auto store = ProjectStore::open(m_dir.filePath(QStringLiteral("session.draudit")));
    QVERIFY(store);
    const QList<QueueItem> queue = StudyStore(**store).queue(m_studyId, QStringLiteral("ann")).value();
    const auto stored = [&](int item, const QString &shown) {
        return queue[item].leftIsA || shown == QLatin1String("Tie") ? shown
            : shown.startsWith(QLatin1String("A_"))                 ? QStringLiteral("B_") + shown.mid(2)
                                                                    : QStringLiteral("A_") + shown.mid(2);
    };
    const auto verdicts = [&] {
        return LabelQueries(**store).humanLabels(m_studyId, QStringLiteral("C1"), Target::Kind::Round).value();
    };
    QCOMPARE(verdicts().value(QStringLiteral("ann")).value(queue[0].target.toString()),
        stored(0, QStringLiteral("A_BETTER")));
    QCOMPARE(verdicts().value(QStringLiteral("ann")).value(queue[1].target.toString()), QStringLiteral("Tie"));
    {
        const AnswerBasisScope final(AnswerBasis::Final);
        QCOMPARE(verdicts().value(QStringLiteral("ann")).value(queue[0].target.toString()),
            stored(0, QStringLiteral("B_MUCH_BETTER")));
    }
    for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it) {
        if (it.value() != reference) {
            qWarning().noquote() << "session:\n" << reference.join(QLatin1Char('\n'));
            qWarning().noquote() << it.key() << ":\n" << it.value().join(QLatin1Char('\n'));
        }
        QCOMPARE(it.value(), reference);
        QCOMPARE(m_statistics.value(it.key()), m_statistics.value(QStringLiteral("session")));
    }
    QVERIFY(m_rows.size() >= 3); // and the PostgreSQL login role where PostgreSQL is installed
}

QTEST_MAIN(TestConformance)
#include "tst_conformance.moc"
