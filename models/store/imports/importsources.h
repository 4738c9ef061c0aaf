// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The `sources` rows that make imports idempotent (one per file and format, keyed by its SHA-256), and the store's
// settings for the length of a bulk import.
#pragma once

#include "models/core/error.h"

#include <QByteArray>
#include <QStringList>
#include <memory>
#include <optional>

namespace draudit::models {

class BackgroundWriteback;
class ProjectStore;

// The source already imported with these bytes in this format, if any.
Result<std::optional<qint64>> sourceWithDigest(ProjectStore &store, const QByteArray &digest, const QString &format);
// Whether a file at this path with this size was imported before in this format.
bool sourceSeenBefore(ProjectStore &store, const QString &path, qint64 size, const QString &format);
// How many versions of the file at this path were imported before in this format.
Result<int> sourceVersions(ProjectStore &store, const QString &path, const QString &format);
// The row of a file being imported; its digest is set once the whole file is read (setSourceDigest).
Result<qint64> addPendingSource(
    ProjectStore &store, const QString &path, qint64 size, const QString &format, const QString &importerVersion);
Result<void> setSourceDigest(ProjectStore &store, qint64 source, const QByteArray &digest);

// The records of a source left out under --on-error skip, kept with it (position = their order in the file).
Result<void> addSkippedRecords(ProjectStore &store, qint64 source, const QList<Error> &skipped);
// The same, each naming the source's file.
Result<QList<Error>> skippedRecords(ProjectStore &store, qint64 source);

// A file imported in part: some records were skipped.
struct PartialSource
{
    qint64 id = 0;
    QString path;
    QString format;
    qint64 skipped = 0;
};
Result<QList<PartialSource>> partialSources(ProjectStore &store);

// How the store is set for the length of one import (SQLite only; restored after it).
// When no other connection has the project open, a large import is written through SQLite's rollback journal
// (journal_mode=TRUNCATE) instead of the write-ahead log: it only appends, so the journal holds the few pages it
// changes and the new pages are written once, straight into the database file. Through the log the same import
// wrote every page twice (the log, then the checkpoint the process waited for before it exited) and read the log
// back once more at the commit: a page written out early and changed later is rewritten in place, and SQLite then
// recomputes the checksums of every frame after it. Durability is the same: with synchronous=FULL the journal is
// synced before the database is written, the database is synced at the commit, and the commit (the journal
// truncated to nothing) is synced too; a process killed at any point leaves a journal that the next open rolls
// back. TRUNCATE rather than DELETE because a deleted journal is not durable without syncing its folder. The
// project goes back to WAL afterwards. When the switch is refused (another connection or process has the project
// open) the import uses the log as before, with automatic checkpoints off and a checkpoint in the background after.
// Meanwhile the file's pages go to disk as they are written, so the commit does not wait for all of them at once.
// The page cache grows from 2 to 16 MiB for the import: with 2 MiB (32 pages of 64 KiB) SQLite wrote index pages
// out and read them back 8,000 times in a 250 MB import.
// Files under kBulkImportBytes are imported with the store as it is: for them the settings, the write-back thread and
// the journal switch would cost more than the import itself.
inline constexpr qint64 kBulkImportBytes = 4 * 1024 * 1024;

class BulkWriteMode
{
public:
    // `bulk` false leaves the store as it is (a small file).
    BulkWriteMode(ProjectStore &store, bool bulk);
    // Whether foreign keys are off, so the import checks the references of its new rows itself (NewRowReferences).
    bool referencesUnchecked() const { return m_bulk; }
    // Whether this import writes through the rollback journal rather than the write-ahead log.
    bool throughRollbackJournal() const { return m_rollbackJournal; }
    ~BulkWriteMode();
    BulkWriteMode(const BulkWriteMode &) = delete;
    BulkWriteMode &operator=(const BulkWriteMode &) = delete;

private:
    ProjectStore &m_store;
    bool m_bulk;
    bool m_rollbackJournal = false;
    std::unique_ptr<BackgroundWriteback> m_writeback;
    QStringList m_before;
};

} // namespace draudit::models
