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
// SQLite copies the write-ahead log into the database when a commit makes it long; after a bulk import that is as
// much writing again, so the import turns it off and the store checkpoints in the background afterwards. Meanwhile
// the log's pages go to disk as they are written, so the commit does not wait for all of them at once. The page cache
// grows from 2 to 16 MiB for the import: with 2 MiB (32 pages of 64 KiB) SQLite wrote index pages out to the log
// and read them back 8,000 times in a 250 MB import.
// Files under kBulkImportBytes are imported with the store as it is: for them the settings, the write-back thread and
// the checkpoint would cost more than the import itself.
inline constexpr qint64 kBulkImportBytes = 4 * 1024 * 1024;

class BulkWriteMode
{
public:
    // `bulk` false leaves the store as it is (a small file).
    BulkWriteMode(ProjectStore &store, bool bulk);
    // Whether foreign keys are off, so the import checks the references of its new rows itself (NewRowReferences).
    bool referencesUnchecked() const { return m_bulk; }
    ~BulkWriteMode();
    BulkWriteMode(const BulkWriteMode &) = delete;
    BulkWriteMode &operator=(const BulkWriteMode &) = delete;

private:
    ProjectStore &m_store;
    bool m_bulk;
    std::unique_ptr<BackgroundWriteback> m_writeback;
    QStringList m_before;
};

} // namespace draudit::models
