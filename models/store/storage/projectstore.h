// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An open draudit project: one database connection (SQLite file or PostgreSQL), schema checked and migrated.
#pragma once

#include "models/core/error.h"
#include "models/store/storage/location.h"

#include <QFuture>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <memory>

namespace draudit::models {

class ProjectStore
{
public:
    ~ProjectStore();
    ProjectStore(const ProjectStore &) = delete;
    ProjectStore &operator=(const ProjectStore &) = delete;

    // Creates a new, empty project; fails if a SQLite file already exists or the database already has a schema.
    static Result<std::unique_ptr<ProjectStore>> create(const QString &location);
    // Opens an existing project; an older schema is migrated after a backup copy (SQLite: PATH.vN.bak).
    static Result<std::unique_ptr<ProjectStore>> open(const QString &location);

    QSqlDatabase &database() { return m_db; }
    const Location &location() const { return m_location; }
    Backend backend() const { return m_location.backend; }
    QString backupPath() const { return m_backupPath; }

    // Logged in as an annotator's own database role on a team's PostgreSQL project (teamroles.h): reads go through the
    // blinded views and writes through the server's functions.
    bool isTeamAnnotator() const { return m_teamAnnotator; }

    // SQL fragments that differ between the backends.
    QString nowUtc() const;

    // A write transaction for shared projects: BEGIN IMMEDIATE on SQLite (the write lock is taken at once, so two
    // writers never deadlock upgrading a read lock), an ordinary transaction on PostgreSQL.
    // A write transaction begun inside another joins it (the transaction helper nests: a session's answer saves, then
    // withdraws, then reopens in one): only the outermost commits, and an inner rollback makes the whole roll back.
    bool beginWrite();
    bool commitWrite();
    // Why the last beginWrite() or commitWrite() failed (never empty after a failure).
    const QString &lastWriteError() const { return m_writeError; }
    void rollbackWrite();

    // SQLite: copies the write-ahead log into the database file on a second connection in another thread, without
    // blocking this connection (a bulk import defers this step). Does nothing on PostgreSQL.
    void checkpointInBackground();
    // Waits for a background checkpoint; returns at once when none is running.
    void waitForCheckpoint();

    // SQLite: called with true when a statement has waited a quarter of a second for another process's transaction
    // (an import), and with false once the next write began, so a window can say that it is waiting. It runs inside
    // SQLite's busy handler: it may paint, but must not touch this project's database.
    void setWaitNotifier(std::function<void(bool waiting)> notifier) { m_waitNotifier = std::move(notifier); }
    // The longest a statement waited for another process's lock since the project was opened, in milliseconds.
    qint64 longestWaitMs() const { return m_longestWaitMs; }

private:
    bool runWriteCommand(const QString &sqliteCommand, const std::function<bool()> &postgres);
    QString m_writeError;
    int m_writeDepth = 0; // write transactions begun and not ended, the joined ones included
    bool m_rollbackOnly = false; // an inner one rolled back: the outermost may not commit
    explicit ProjectStore(Location location);
    Result<void> connect(bool creating);

    Location m_location;
    QString m_connectionName;
    QSqlDatabase m_db;
    QString m_backupPath;
    bool m_registered = false; // in OpenDatabaseFiles
    bool m_teamAnnotator = false;
    std::function<void(bool)> m_waitNotifier;
    bool m_waitShown = false;
    qint64 m_waitStartedMs = 0;
    qint64 m_longestWaitMs = 0;
    static int busyHandler(void *store, int count);
    QFuture<void> m_checkpoint;
};

} // namespace draudit::models
