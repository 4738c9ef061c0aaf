// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Blinding in the workbench: for every protocol's blind study, on the demo data (with model names planted in battle
// ids and titles, as real ids have them) and on real DR-Arena replays, every widget that exists while an item is
// uncommitted — shown or hidden, in the window or in any dialog — is read, and none holds a model name or anything
// derived from the judge's decision; a whole-battle study shows its rounds one at a time. A widget class the walk
// does not know fails the test until it is classified (blindtesting.h). Ways out of a session: tst_session.cpp.
#include "tests/app/battleviewtesting.h"
#include "tests/app/blindtesting.h"

#include <QLabel>
#include <algorithm>

using namespace draudit::models;
using draudit::tests::textsOf;

class TestBlinding : public QObject, protected draudit::tests::BlindSessionFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { makeDemo(); }
    void cleanup() { m_window.reset(); }
    void uncommittedItemsRevealNothing_data();
    void uncommittedItemsRevealNothing();
    void realReplaysRevealNothing();
    void battleStudyReleasesOneRoundAtATime();
};

void TestBlinding::uncommittedItemsRevealNothing_data()
{
    QTest::addColumn<QString>("protocol");
    for (const QString &p : protocolIds())
        QTest::newRow(qPrintable(p)) << p;
}

void TestBlinding::uncommittedItemsRevealNothing()
{
    QFETCH(QString, protocol);
    const QString project = m_dir.filePath(QStringLiteral("%1.draudit").arg(protocol));
    QVERIFY(QFile::copy(m_demo, project));
    QVERIFY2(startStudy(project, protocol), qPrintable(m_window ? m_window->lastError() : QString()));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    const qsizetype items = queue->queue().size();
    QVERIFY(items > 0);
    // Every item as it opens, then skipped (never committed, so never revealed).
    for (qsizetype i = 0; i < items; ++i) {
        walk(QStringLiteral("%1 item %2").arg(protocol).arg(i + 1));
        if (QTest::currentTestFailed())
            return;
        Q_EMIT queue->skipRequested({});
    }
}

void TestBlinding::realReplaysRevealNothing()
{
    const QString replays
        = qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard/battle-replays");
    if (qEnvironmentVariableIsEmpty("DRAUDIT_SHARED_DATA") || !QDir(replays).exists())
        QSKIP("../shared/data is absent: the real replays are not available here");
    const QString project = m_dir.filePath(QStringLiteral("real.draudit"));
    {
        auto store = ProjectStore::create(project);
        QVERIFY(store);
        const QStringList files
            = QDir(replays).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name).mid(0, 40);
        for (const QString &f : files)
            QVERIFY(importFile(**store, replays + QLatin1Char('/') + f, {}));
    }
    QVERIFY2(startStudy(project, QStringLiteral("dr-arena")), qPrintable(m_window ? m_window->lastError() : QString()));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    draudit::tests::saveScreenshot(m_window.get(), QStringLiteral("blind-real-item"));
    for (qsizetype i = 0; i < queue->queue().size(); ++i) {
        walk(QStringLiteral("real item %1").arg(i + 1));
        if (QTest::currentTestFailed())
            return;
        Q_EMIT queue->skipRequested({});
    }
}

void TestBlinding::battleStudyReleasesOneRoundAtATime()
{
    const QString project = m_dir.filePath(QStringLiteral("battles.draudit"));
    QVERIFY(QFile::copy(m_demo, project));
    const QString study = QStringLiteral("whole battles");
    {
        auto store = ProjectStore::open(project);
        QVERIFY(store);
        const StudySpec spec = draudit::tests::wholeBattleStudy(study, 5, 3);
        QVERIFY(createStudy(**store, spec));
        QVERIFY(StudyStore(**store).assign(study, { QStringLiteral("ann") }, {}));
        const QString package = m_dir.filePath(QStringLiteral("battles-ann.draudit"));
        const auto refused = exportStudyPackage(**store, study, QStringLiteral("ann"), package);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("reveals each unit's length")),
            qPrintable(refused.error().message));
        QVERIFY(!QFile::exists(package));
        QVERIFY(exportStudyPackage(**store, study, QStringLiteral("ann"), package, false, UnitLengths::Shown));
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()) && m_window->openProject(project));
    m_window->setAnnotator(QStringLiteral("ann"));
    QVERIFY(m_window->studies()->startWork(study));
    draudit::views::StudyQueuePanel *queue = m_window->studies()->queue();
    const qint64 studyId = StudyStore(*m_window->project()).study(study)->id;
    int step = 0;
    for (;;) {
        const QList<QueueItem> all = StudyStore(*m_window->project()).queue(studyId, QStringLiteral("ann")).value();
        QCOMPARE(all.size() > 5, true);
        checkReleased(all, queue, QStringLiteral("step %1").arg(step));
        if (QTest::currentTestFailed())
            return;
        // Every row of the queue clicked: each opens a done round or the current one, never a later one.
        for (int row = 0; row < queue->list()->count(); ++row) {
            QTest::mouseClick(queue->list()->viewport(), Qt::LeftButton, {},
                queue->list()->visualItemRect(queue->list()->item(row)).center());
            checkReleased(all, queue, QStringLiteral("step %1, row %2 clicked").arg(step).arg(row));
            if (QTest::currentTestFailed())
                return;
        }
        const int current = queue->resumeRow();
        if (current < 0)
            break;
        queue->resume();
        if (++step % 3 == 0) {
            Q_EMIT queue->skipRequested({}); // defers the whole battle
            continue;
        }
        draudit::views::ComparisonPane *view = draudit::tests::battleView(*m_window);
        QTest::keyClick(view->form(), Qt::Key_1); // A much better
        QTest::keyClick(view->form(), Qt::Key_1); // the weaker answer fails in depth
        QTest::keyClick(view->form(), Qt::Key_Return);
        QTest::keyClick(view->form(), Qt::Key_Return); // moves on
        QVERIFY(step < 200);
    }
    const auto [done, battles] = queue->progress();
    QCOMPARE(done, 5);
    QCOMPARE(battles, 5);
    // Rows and title in the protocol's own word for its units, as the browser page says them.
    QCOMPARE(queue->list()->item(0)->text(), QStringLiteral("1 of 5 battles · round 1 — done"));
    const QList<QLabel *> labels = queue->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(),
        [](const QLabel *l) { return l->text().endsWith(QStringLiteral(": 5 of 5 battles done")); }));
}

// Whoever writes as an annotator with a PIN gives it first: starting her study, and Annotate → Set Annotator (which
// used to take any name, after which the owner's window saved answers as her).

QTEST_MAIN(TestBlinding)
#include "tst_blinding.moc"
