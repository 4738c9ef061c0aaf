// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// As root the server runs as the postgres user (PostgreSQL refuses root); otherwise as the current user.
#include "tests/models/postgresserver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <unistd.h>

namespace draudit::tests {

PostgresServer::PostgresServer()
{
    m_bin = QStringLiteral("/usr/lib/postgresql/15/bin");
    if (!QFile::exists(m_bin + QStringLiteral("/initdb"))) {
        m_whyNot = QStringLiteral("PostgreSQL 15 is not installed (%1/initdb missing); run ./setup.sh deps").arg(m_bin);
        return;
    }
    m_asPostgresUser = geteuid() == 0;
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/draudit-pg-XXXXXX"));
    if (m_asPostgresUser)
        QProcess::execute(QStringLiteral("chown"), { QStringLiteral("postgres:postgres"), m_dir->path() });
    const QString data = m_dir->path() + QStringLiteral("/data");
    QString out;
    if (!run({ m_bin + QStringLiteral("/initdb"), QStringLiteral("-D"), data, QStringLiteral("-A"),
                 QStringLiteral("trust"), QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-E"),
                 QStringLiteral("UTF8") },
            &out)) {
        m_whyNot = QStringLiteral("initdb failed: ") + out;
        return;
    }
    for (int attempt = 0; attempt < 5 && !m_running; ++attempt) {
        m_port = 20000 + static_cast<int>(QRandomGenerator::global()->bounded(30000));
        m_running
            = run({ m_bin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data, QStringLiteral("-w"),
                      QStringLiteral("-l"), m_dir->path() + QStringLiteral("/server.log"), QStringLiteral("-o"),
                      QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=60")
                          .arg(m_port)
                          .arg(m_dir->path()),
                      QStringLiteral("start") },
                &out);
    }
    if (!m_running)
        m_whyNot = QStringLiteral("pg_ctl start failed: ") + out;
}

PostgresServer::~PostgresServer()
{
    if (m_running)
        run({ m_bin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), m_dir->path() + QStringLiteral("/data"),
            QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("stop") });
}

bool PostgresServer::run(const QStringList &command, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setWorkingDirectory(QDir::tempPath());
    if (m_asPostgresUser)
        p.start(QStringLiteral("runuser"),
            QStringList { QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--") } + command);
    else
        p.start(command.first(), command.mid(1));
    const bool ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (output)
        *output = QString::fromLocal8Bit(p.readAll());
    return ok;
}

QString PostgresServer::createDatabase(const QString &name)
{
    run({ m_bin.section(QLatin1Char('/'), 0, -2) + QStringLiteral("/bin/psql"), QStringLiteral("-h"),
        QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
        QStringLiteral("postgres"), QStringLiteral("-c"), QStringLiteral("CREATE DATABASE %1").arg(name),
        QStringLiteral("postgres") });
    return QStringLiteral("postgresql://postgres@127.0.0.1:%1/%2").arg(m_port).arg(name);
}

} // namespace draudit::tests
