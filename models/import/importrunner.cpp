// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The source row is written first inside the transaction, so every record carries its source and a failed
// file leaves no trace at all.
#include "models/import/importrunner.h"

#include "models/core/resulttry.h"
#include "models/core/sha256.h"
#include "models/import/importer.h"
#include "models/io/inputfile.h"
#include "models/store/imports/importsources.h"
#include "models/store/imports/referencecheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/storetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace draudit::models {

namespace {
constexpr const char *kImporterVersion = "1";

Result<QByteArray> sha256(const QString &path)
{
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    Sha256 hash;
    // A small file needs no 1 MiB buffer (the import fuzz target hashes thousands of them a minute).
    QByteArray chunk(std::clamp<qint64>(f.size() + 1, 4096, 1 << 20), Qt::Uninitialized);
    for (;;) {
        const qint64 n = f.read(chunk.data(), chunk.size());
        if (n < 0)
            return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                            .arg(f.errorString()),
                path);
        if (n == 0)
            break;
        hash.addData(chunk.constData(), n);
    }
    return hash.result().toHex();
}
} // namespace

QStringList expandImportPaths(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return { path };
    QStringList files;
    // System: FIFOs, sockets and devices are listed too, so they are named as ignored rather than passed over.
    QDirIterator it(path, QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

namespace {
Result<const Importer *> importerFor(const QString &path, const ImporterSet &formats, const ImportOptions &options)
{
    if (const auto problem = inputFileProblem(path))
        return fail(*problem, path);
    const QFileInfo info(path);
    if (info.size() == 0)
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "the file is empty"), path);
    const Importer *importer = options.format.isEmpty() ? formats.detect(path) : formats.byFormat(options.format);
    if (importer)
        return importer;
    if (!options.format.isEmpty())
        return fail(
            QCoreApplication::translate("draudit::models::ImportRunner", "unknown format '%1'").arg(options.format),
            path);
    return fail(QCoreApplication::translate("draudit::models::ImportRunner",
                    "the format of this file is not recognised; name it with --format"),
        path);
}

// The file's bytes were imported before: nothing to do but say so, with what that import left out.
Result<ImportResult> alreadyImported(ProjectStore &store, const QString &path, const QString &format, qint64 source)
{
    ImportResult same;
    same.path = path;
    same.format = format;
    same.alreadyImported = true;
    same.sourceId = source;
    DRAUDIT_TRY(skipped, skippedRecords(store, source));
    same.skipped = std::move(skipped);
    same.counts.skipped = same.skipped.size();
    return same;
}

// Runs the importer on the file into the open transaction and fills in what it wrote.
Result<void> runImporter(ProjectStore &store, const Importer &importer, const ImportOptions &options,
    ImportResult &result, Sha256 *digest, NewRowReferences *references)
{
    ImportContext context(store, result.path, result.sourceId, options.onError, options.progress);
    context.mappingPath = options.mapping;
    context.judgeName = options.judgeName;
    context.authority = options.authority;
    context.batch = options.batch;
    context.setDigest(digest);
    context.setReferenceCheck(references);
    Result<void> ran = importer.run(result.path, context);
    if (ran)
        ran = context.writer().flush(); // rows waiting for PostgreSQL's COPY, before the checks and the commit
    result.counts = context.counts();
    result.skipped = context.skipped();
    result.checks = context.checks();
    return ran;
}

// What identifies a file's content: its SHA-256, and for files whose folders say what they are about, that scope.
QByteArray identityOf(const QByteArray &digest, const Importer &importer, const QString &path, const QString &judge)
{
    QString scope = importer.contentScope(path);
    if (importer.decisionsOfNamedJudge() && !judge.isEmpty())
        scope += QStringLiteral("#judge=") + judge;
    return scope.isEmpty() ? digest : digest + '@' + scope.toUtf8();
}

// The import of one new file inside its transaction, up to the commit: the source row, the importer's rows, the
// reference check and the digest, which turns the whole import into a no-op when the same bytes came in under
// another name.
Result<ImportResult> importInTransaction(ProjectStore &store, const Importer &importer, const ImportOptions &options,
    ImportResult result, const QString &recordedAs, qint64 size, bool hashedByImporter,
    QFuture<Result<QByteArray>> &digestJob, const BulkWriteMode &bulk)
{
    // A large file is written to SQLite with foreign keys off (BulkWriteMode): the new rows' references are checked
    // every few hundred records (ImportContext) and once more here before the commit.
    std::optional<NewRowReferences> references;
    if (bulk.referencesUnchecked()) {
        DRAUDIT_TRY(started, NewRowReferences::start(store.database()));
        references = std::move(started);
    }
    DRAUDIT_TRY(
        source, addPendingSource(store, recordedAs, size, result.format, QString::fromLatin1(kImporterVersion)));
    result.sourceId = source;
    Sha256 readDigest;
    DRAUDIT_TRY_VOID(runImporter(store, importer, options, result, hashedByImporter ? &readDigest : nullptr,
        references ? &*references : nullptr));
    if (references)
        DRAUDIT_TRY_VOID(references->verify(result.path));
    DRAUDIT_TRY(hashed, hashedByImporter ? Result<QByteArray>(readDigest.result().toHex()) : digestJob.result());
    const QByteArray digest = identityOf(hashed, importer, result.path, options.judgeName);
    DRAUDIT_TRY(existing, sourceWithDigest(store, digest, result.format));
    if (existing)
        return alreadyImported(store, result.path, result.format, *existing);
    if (!options.dryRun) {
        DRAUDIT_TRY_VOID(setSourceDigest(store, result.sourceId, digest));
        DRAUDIT_TRY_VOID(addSkippedRecords(store, result.sourceId, result.skipped));
    }
    return result;
}
} // namespace

Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImporterSet &formats,
    const ImportOptions &options, const QString &recordedAs)
{
    DRAUDIT_TRY(importer, importerFor(path, formats, options));
    ImportResult result;
    result.path = path;
    result.format = importer->format();
    const QFileInfo info(path);
    const QString absolutePath = recordedAs.isEmpty() ? info.absoluteFilePath() : recordedAs;

    // The digest decides whether the file is new. A file never seen at this path is hashed while it is imported (by
    // the importer as it reads, or by a second read on another core), and the import is rolled back at the end if the
    // same bytes came in under another name. A file seen before is probably unchanged: hashing it first makes the
    // common re-import a quick no-op.
    const bool seen = sourceSeenBefore(store, absolutePath, info.size(), result.format);
    const bool hashedByImporter = !seen && importer->hashesWhileReading(path);
    // A small file is hashed here: a thread of its own would cost more than the hash.
    QFuture<Result<QByteArray>> digestJob;
    if (!hashedByImporter)
        digestJob = info.size() < kBulkImportBytes ? QtFuture::makeReadyFuture(sha256(path))
                                                   : QtConcurrent::run(sha256, path);
    if (seen) {
        DRAUDIT_TRY(hashed, digestJob.result());
        DRAUDIT_TRY(
            existing, sourceWithDigest(store, identityOf(hashed, *importer, path, options.judgeName), result.format));
        if (existing)
            return alreadyImported(store, path, result.format, *existing);
    }
    DRAUDIT_TRY(versions, sourceVersions(store, absolutePath, result.format));
    result.version = versions + 1;

    BulkWriteMode bulk(store, info.size() >= kBulkImportBytes);
    // One transaction per file: all of it or nothing; a dry run and a file found imported already are rolled back.
    return inTransaction<ImportResult>(
        store,
        [&] {
            return importInTransaction(store, *importer, options, std::move(result), absolutePath, info.size(),
                hashedByImporter, digestJob, bulk);
        },
        [&](const ImportResult &imported) { return !imported.alreadyImported && !options.dryRun; }, path);
}

} // namespace draudit::models
