// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A private PostgreSQL server on loopback for one test run: initdb into a temp dir, random port, stopped after.
#pragma once

#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace draudit::tests {

class PostgresServer
{
public:
    // Starts a server; isRunning() false and whyNot() set when PostgreSQL is not installed or fails.
    PostgresServer();
    ~PostgresServer();

    bool isRunning() const { return m_running; }
    QString whyNot() const { return m_whyNot; }
    // A new empty database on the server, as a postgresql:// URL.
    QString createDatabase(const QString &name);

private:
    bool run(const QStringList &command, QString *output = nullptr);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bin;
    int m_port = 0;
    bool m_running = false;
    bool m_asPostgresUser = false;
    QString m_whyNot;
};

} // namespace draudit::tests
