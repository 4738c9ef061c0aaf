// The source row is written first inside the transaction, so every record carries its source and a failed
// file leaves no trace at all.
#include "models/importrunner.h"

#include "models/importer.h"
#include "models/projectstore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

namespace {
constexpr const char *kImporterVersion = "1";

Result<QByteArray> sha256(const QString &path, qint64 *size)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&f))
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the file: %1")
                        .arg(f.errorString()),
            path);
    *size = f.size();
    return hash.result().toHex();
}
} // namespace

QStringList expandImportPaths(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return { path };
    QStringList files;
    QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImportOptions &options)
{
    ImportResult result;
    result.path = path;
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "no such file"), path);
    const Importer *importer = options.format.isEmpty() ? detectImporter(path) : importerByFormat(options.format);
    if (!importer) {
        if (!options.format.isEmpty())
            return fail(
                QCoreApplication::translate("draudit::models::ImportRunner", "unknown format '%1'").arg(options.format),
                path);
        return fail(QCoreApplication::translate("draudit::models::ImportRunner",
                        "the format of this file is not recognised; name it with --format"),
            path);
    }
    result.format = importer->format();
    qint64 size = 0;
    const auto digest = sha256(path, &size);
    if (!digest)
        return tl::unexpected(digest.error());
    if (size == 0)
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "the file is empty"), path);

    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT id FROM sources WHERE sha256 = ? AND format = ?"));
    q.addBindValue(QString::fromLatin1(*digest));
    q.addBindValue(result.format);
    if (!q.exec())
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot read the project: %1")
                        .arg(q.lastError().text()),
            path);
    if (q.next()) {
        result.alreadyImported = true;
        result.sourceId = q.value(0).toLongLong();
        return result;
    }
    q.prepare(QStringLiteral("SELECT count(*) FROM sources WHERE path = ? AND format = ?"));
    q.addBindValue(info.absoluteFilePath());
    q.addBindValue(result.format);
    if (q.exec() && q.next())
        result.version = q.value(0).toInt() + 1;

    QSqlDatabase &db = store.database();
    if (!db.transaction())
        return fail(QCoreApplication::translate("draudit::models::ImportRunner", "cannot start a transaction: %1")
                        .arg(db.lastError().text()),
            path);
    q.prepare(QStringLiteral("INSERT INTO sources (path, size, sha256, format, importer_version, imported_at) "
                             "VALUES (?, ?, ?, ?, ?, ?) RETURNING id"));
    for (const QVariant &v :
        { QVariant(info.absoluteFilePath()), QVariant(size), QVariant(QString::fromLatin1(*digest)),
            QVariant(result.format), QVariant(QString::fromLatin1(kImporterVersion)), QVariant(store.nowUtc()) })
        q.addBindValue(v);
    if (!q.exec() || !q.next()) {
        const QString why = q.lastError().text();
        db.rollback();
        return fail(
            QCoreApplication::translate("draudit::models::ImportRunner", "cannot record the source: %1").arg(why),
            path);
    }
    result.sourceId = q.value(0).toLongLong();
    q.finish();

    Result<void> ran;
    {
        ImportContext context(store, path, result.sourceId, options.onError, options.progress);
        context.mappingPath = options.mapping;
        ran = importer->run(path, context);
        result.counts = context.counts();
        result.skipped = context.skipped();
        result.checks = context.checks();
    }
    if (!ran || options.dryRun) {
        db.rollback();
        if (!ran)
            return tl::unexpected(ran.error());
        return result;
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        return fail(
            QCoreApplication::translate("draudit::models::ImportRunner", "the import was not committed: %1").arg(why),
            path);
    }
    return result;
}

} // namespace draudit::models
