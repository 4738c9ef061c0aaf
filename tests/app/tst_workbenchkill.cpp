// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Saved means saved, whatever else opens the project: the workbench (a child process, driven through its own import
// code) imports a folder, another process opens and closes the project, the workbench commits an answer and is
// SIGKILLed. The answer must be there. Closing any descriptor of a SQLite file drops the process's locks on it, so a
// folder import that read the project's own file let the other process delete the workbench's log on its way out.
#include "models/store/storage/projectstore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace draudit::models;

class TestWorkbenchKill final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answerSurvivesAnotherProcessAndAKill_data();
    void answerSurvivesAnotherProcessAndAKill();

private:
    static QString readLineStartingWith(QProcess &process, const QString &prefix);
    static QStringList deletedFiles(qint64 pid);
};

QString TestWorkbenchKill::readLineStartingWith(QProcess &process, const QString &prefix)
{
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 120000) {
        while (process.canReadLine()) {
            const QString line = QString::fromUtf8(process.readLine()).trimmed();
            if (line.startsWith(prefix))
                return line;
        }
        if (process.state() != QProcess::Running)
            return {};
        process.waitForReadyRead(1000);
    }
    return {};
}

QStringList TestWorkbenchKill::deletedFiles(qint64 pid)
{
    QStringList deleted;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QFileInfo &fd : fds.entryInfoList(QDir::System | QDir::NoDotAndDotDot)) {
        char target[4096];
        const ssize_t n = ::readlink(QFile::encodeName(fd.filePath()).constData(), target, sizeof target - 1);
        if (n > 0 && QByteArray(target, n).endsWith(" (deleted)"))
            deleted << QString::fromLocal8Bit(target, n);
    }
    return deleted;
}

void TestWorkbenchKill::answerSurvivesAnotherProcessAndAKill_data()
{
    QTest::addColumn<bool>("projectInFolder");
    // The user keeps the project beside the benchmark files and imports the whole folder (23d2fcf lost the answer).
    QTest::newRow("project inside the imported folder") << true;
    QTest::newRow("project beside the imported folder") << false;
}

void TestWorkbenchKill::answerSurvivesAnotherProcessAndAKill()
{
    QFETCH(bool, projectInFolder);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("benchmark"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import/replay_small.json"),
        folder + QStringLiteral("/replay_small.json")));
    const QString project = (projectInFolder ? folder : dir.path()) + QStringLiteral("/study.draudit");
    QVERIFY(ProjectStore::create(project));

    QProcess workbench;
    workbench.start(QStringLiteral(DRAUDIT_WORKBENCH_WRITER), { project, folder });
    QVERIFY(workbench.waitForStarted());
    QVERIFY2(!readLineStartingWith(workbench, QStringLiteral("imported")).isEmpty(),
        workbench.readAllStandardError().constData());

    // Another process (a terminal command on the same project) opens it and closes it.
    QProcess other;
    other.start(QStringLiteral(DRAUDIT_BINARY), { QStringLiteral("info"), project });
    QVERIFY(other.waitForFinished(120000));
    QCOMPARE(other.exitCode(), 0);

    workbench.write("commit\n");
    const QString committed = readLineStartingWith(workbench, QStringLiteral("committed "));
    QVERIFY2(!committed.isEmpty(), workbench.readAllStandardError().constData());
    // The workbench still writes to the project's own log, not to one another process deleted under it.
    QCOMPARE(deletedFiles(workbench.processId()), QStringList());
    ::kill(static_cast<pid_t>(workbench.processId()), SIGKILL);
    QVERIFY(workbench.waitForFinished(30000));

    auto store = ProjectStore::open(project);
    QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotation_history WHERE id = %1")
                       .arg(committed.section(QLatin1Char(' '), 1, 1).toLongLong())));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestWorkbenchKill)
#include "tst_workbenchkill.moc"
