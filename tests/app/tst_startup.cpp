// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the draudit binary loads: headless commands no Qt GUI library (start to exit, and while connected to
// PostgreSQL); a window only in the workbench executable the command becomes.
#include "tests/testdata.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

class TestStartup : public QObject
{
    Q_OBJECT

private slots:
    void headlessCommandMapsNoGuiLibrary();
    void postgresCommandMapsNoGuiLibrary();
    void serveMapsNoGuiLibrary();
    void windowOpensInTheWorkbenchExecutable();

private:
    struct Run
    {
        int code;
        QByteArray out;
        QByteArray err;
    };
    Run draudit(const QStringList &args);
    static QProcessEnvironment headlessEnvironment();
    QTemporaryDir m_dir;
};

QProcessEnvironment TestStartup::headlessEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DRAUDIT_PRIVATE_DIR")); // the binary finds its helpers where it is, as installed
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    return env;
}

TestStartup::Run TestStartup::draudit(const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(headlessEnvironment());
    p.start(QStringLiteral(DRAUDIT_BINARY), args);
    p.waitForFinished(120000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

namespace {
// The libraries a process has mapped (/proc/PID/maps): the file names.
QStringList mappedLibraries(qint64 pid)
{
    QFile maps(QStringLiteral("/proc/%1/maps").arg(pid));
    if (!maps.open(QIODevice::ReadOnly))
        return {};
    QStringList names;
    for (const QByteArray &line : maps.readAll().split('\n'))
        if (const qsizetype slash = line.lastIndexOf('/'); slash >= 0 && line.contains(".so"))
            names << QString::fromUtf8(line.mid(slash + 1));
    names.removeDuplicates();
    return names;
}

// The libraries of the workbench among NAMES: Qt GUI and everything above it.
QStringList guiLibraries(const QStringList &names)
{
    QStringList gui;
    for (const char *prefix : { "libQt6Gui", "libQt6Widgets", "libQt6WebEngine", "libQt6Quick", "libQt6Qml",
             "libQt6Charts", "libQt6Pdf", "libQt6Svg", "libX11", "libEGL", "libGL" })
        for (const QString &name : names)
            if (name.startsWith(QLatin1String(prefix)))
                gui << name;
    return gui;
}
} // namespace

// Headless commands on a SQLite project load no GUI library, from start to exit: the dynamic loader names every
// library it loads (LD_DEBUG=files), plugins opened at run time included.
void TestStartup::headlessCommandMapsNoGuiLibrary()
{
    const QString project = m_dir.filePath(QStringLiteral("loads.draudit"));
    const QString xlsx = m_dir.filePath(QStringLiteral("loads.xlsx"));
    const QList<QStringList> commands { { QStringLiteral("--version") }, { QStringLiteral("--help") },
        { QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("3") },
        { QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QStringLiteral("alice"),
            QStringLiteral("--target"), QStringLiteral("round:1"), QStringLiteral("--field"), QStringLiteral("C1"),
            QStringLiteral("--value"), QStringLiteral("A_BETTER") },
        { QStringLiteral("report"), project, QStringLiteral("--protocol"), QStringLiteral("drb"),
            QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("--out"), xlsx },
        { QStringLiteral("check"), project },
        { QStringLiteral("agree"), QStringLiteral("--ratings"),
            draudit::tests::fixture(QStringLiteral("ratings.jsonl")) } };
    for (const QStringList &args : commands) {
        QProcess p;
        QProcessEnvironment env = headlessEnvironment();
        env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRAUDIT_BINARY), args);
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0,
            qPrintable(args.join(QLatin1Char(' ')) + QLatin1Char('\n') + QString::fromUtf8(err.right(2000))));
        QStringList loaded;
        for (const QByteArray &line : err.split('\n'))
            if (const qsizetype at = line.indexOf("file="); at >= 0)
                loaded << QString::fromUtf8(line.mid(at + 5, line.indexOf(' ', at) - at - 5));
        QVERIFY2(loaded.join(QLatin1Char(' ')).contains(QLatin1String("libQt6Core")), qPrintable(args.first()));
        QVERIFY2(guiLibraries(loaded).isEmpty(),
            qPrintable(args.first() + QStringLiteral(": ") + guiLibraries(loaded).join(QLatin1Char(' '))));
    }
    QVERIFY(QFileInfo(xlsx).size() > 0); // libxlsxwriter, loaded when the workbook is written
}

// `draudit serve` runs without a display in its own executable (the same process id): it maps OpenSSL, and no
// GUI library, while it serves.
void TestStartup::serveMapsNoGuiLibrary()
{
    const QString project = m_dir.filePath(QStringLiteral("serve.draudit"));
    for (const QStringList &args :
        { QStringList { QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("2") },
            QStringList { QStringLiteral("study"), QStringLiteral("create"), project, QStringLiteral("--name"),
                QStringLiteral("s"), QStringLiteral("--protocol"), QStringLiteral("dr-arena") } }) {
        QProcess setUp;
        setUp.setProcessEnvironment(headlessEnvironment());
        setUp.start(QStringLiteral(DRAUDIT_BINARY), args);
        QVERIFY(setUp.waitForFinished(120000) && setUp.exitCode() == 0);
    }
    QProcess p;
    p.setProcessEnvironment(headlessEnvironment());
    p.start(QStringLiteral(DRAUDIT_BINARY),
        { QStringLiteral("serve"), project, QStringLiteral("--study"), QStringLiteral("s"), QStringLiteral("--listen"),
            QStringLiteral("127.0.0.1:0") });
    QVERIFY2(p.waitForReadyRead(60000), p.readAllStandardError().constData());
    QVERIFY(p.readLine().contains("listening http://127.0.0.1:"));
    const QStringList mapped = mappedLibraries(p.processId());
    QVERIFY2(
        mapped.join(QLatin1Char(' ')).contains(QLatin1String("libssl.so")), qPrintable(mapped.join(QLatin1Char(' '))));
    QVERIFY2(guiLibraries(mapped).isEmpty(), qPrintable(guiLibraries(mapped).join(QLatin1Char(' '))));
    p.terminate();
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
}

// A command on a PostgreSQL project, caught while the server (a silent listener here) has its connection: Qt's
// PostgreSQL driver and libpq are loaded, still no GUI library.
void TestStartup::postgresCommandMapsNoGuiLibrary()
{
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    QProcess p;
    p.setProcessEnvironment(headlessEnvironment());
    p.start(QStringLiteral(DRAUDIT_BINARY),
        { QStringLiteral("info"), QStringLiteral("postgresql://nobody@127.0.0.1:%1/none").arg(server.serverPort()) });
    QVERIFY2(server.waitForNewConnection(60000), "the command never connected");
    const QStringList mapped = mappedLibraries(p.processId());
    QVERIFY2(
        mapped.join(QLatin1Char(' ')).contains(QLatin1String("libpq.so")), qPrintable(mapped.join(QLatin1Char(' '))));
    QVERIFY2(guiLibraries(mapped).isEmpty(), qPrintable(guiLibraries(mapped).join(QLatin1Char(' '))));
    delete server.nextPendingConnection(); // the "server" hangs up: the command fails with a message
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
}

// Opening a window, the command becomes the workbench executable (same process id) and only then loads Qt WebEngine.
void TestStartup::windowOpensInTheWorkbenchExecutable()
{
    const QString project = m_dir.filePath(QStringLiteral("window.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), project }).code, 0);
    QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = headlessEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DRAUDIT_BINARY), { project });
    QVERIFY(p.waitForStarted());
    QString exe;
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 60000 && p.state() == QProcess::Running
        && (!exe.endsWith(QLatin1String("/draudit-workbench"))
            || guiLibraries(mappedLibraries(p.processId())).isEmpty())) {
        QTest::qWait(50);
        exe = QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(p.processId()));
    }
    QVERIFY2(exe.endsWith(QLatin1String("/draudit-workbench")),
        qPrintable(exe + QLatin1Char(' ') + QString::fromUtf8(p.readAllStandardError())));
    QVERIFY(mappedLibraries(p.processId()).join(QLatin1Char(' ')).contains(QLatin1String("libQt6Widgets.so")));
    p.kill();
    p.waitForFinished();
}

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"
