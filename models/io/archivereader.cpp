// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The archive is read through a descriptor InputFile checked (a regular file, not the open project's), so libarchive
// never opens a name itself. Only regular files are unpacked, under names made safe here (no absolute path, no ".."),
// into a folder only this user can read; the copy is counted as it is written, so a bomb stops at its limit.
#include "models/io/archivereader.h"

#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <archive.h>
#include <archive_entry.h>
#include <optional>

namespace draudit::models {

namespace {
// Archives of several files, and the suffixes of one compressed file.
const char *const kArchiveSuffixes[]
    = { ".zip", ".tar", ".tgz", ".tbz2", ".txz", ".tzst", ".tar.gz", ".tar.bz2", ".tar.xz", ".tar.zst" };
const char *const kCompressedSuffixes[] = { ".gz", ".zst", ".bz2", ".xz" };

template<std::size_t N>
const char *suffixOf(const QString &path, const char *const (&suffixes)[N])
{
    for (const char *suffix : suffixes)
        if (path.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return suffix;
    return nullptr;
}

struct ReadArchive
{
    archive *a = archive_read_new();
    ~ReadArchive() { archive_read_free(a); }
    QString error() const
    {
        const char *text = archive_error_string(a);
        return text ? QString::fromLocal8Bit(text)
                    : QCoreApplication::translate("draudit::models::ArchiveReader", "unknown error");
    }
};

// A member's name as a relative path, or nothing when it would lead out of the folder it is unpacked into.
std::optional<QString> safeName(const QString &raw)
{
    const QString slashed = QString(raw).replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (slashed.startsWith(QLatin1Char('/')))
        return std::nullopt;
    QStringList parts;
    for (const QString &part : slashed.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (part == QLatin1String(".."))
            return std::nullopt;
        if (part != QLatin1String("."))
            parts << part;
    }
    if (parts.isEmpty())
        return std::nullopt;
    return parts.join(QLatin1Char('/'));
}

QString entryName(archive_entry *entry)
{
    if (const char *utf8 = archive_entry_pathname_utf8(entry))
        return QString::fromUtf8(utf8);
    const char *local = archive_entry_pathname(entry);
    return local ? QString::fromLocal8Bit(local) : QString();
}

QString megabytes(qint64 bytes)
{
    return QString::number(static_cast<double>(bytes) / (1 << 20), 'f', 0);
}

// Where a member is unpacked and what it is called; for one compressed file, its name without the suffix, in a
// folder named as the one it lies in (importers read "raw_data/" or a case folder from the path).
struct Placement
{
    QString name;
    QString copy;
};

// `name` is the member's safe name (safeName), unused for one compressed file.
Placement placementOf(const QString &archivePath, bool single, const QString &name, const QDir &root)
{
    if (single) {
        const QFileInfo info(archivePath);
        const QString file = info.fileName().chopped(qstrlen(suffixOf(archivePath, kCompressedSuffixes)));
        const QString folder
            = info.absoluteDir().dirName().isEmpty() ? QStringLiteral("_") : info.absoluteDir().dirName();
        return Placement { file, root.filePath(folder + QLatin1Char('/') + file) };
    }
    return Placement { name, root.filePath(name) };
}
} // namespace

bool isArchiveName(const QString &path)
{
    return suffixOf(path, kArchiveSuffixes) || suffixOf(path, kCompressedSuffixes);
}

QString UnpackedArchive::nameOf(const QString &path) const
{
    const QString root = m_dir.path() + QLatin1Char('/');
    if (!path.startsWith(root))
        return path;
    return m_single ? m_archive : m_archive + QLatin1Char(':') + path.mid(root.size());
}

Error UnpackedArchive::named(Error error) const
{
    error.file = nameOf(error.file);
    // Once, whatever the number of members: every copy lies under the folder (one compressed file's is the archive).
    if (m_single && !m_members.isEmpty())
        error.message.replace(m_members.first().path, m_archive);
    else
        error.message.replace(m_dir.path() + QLatin1Char('/'), m_archive + QLatin1Char(':'));
    return error;
}

namespace {
// Copies the member being read to its file, counting what the whole archive has unpacked against the budget.
Result<void> copyMember(ReadArchive &reader, const QString &copy, const QString &shown, qint64 &unpacked, qint64 budget,
    const ArchiveLimits &limits)
{
    // Names are unique, so what is there already is a folder the earlier members made: a file and a folder of one name.
    if (QFileInfo::exists(copy) || !QDir().mkpath(QFileInfo(copy).absolutePath()))
        return fail(QCoreApplication::translate("draudit::models::ArchiveReader",
                        "cannot unpack it: a file and a folder of the archive have the same name"),
            shown);
    QFile out(copy);
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "cannot unpack it: %1")
                        .arg(out.errorString()),
            shown);
    QByteArray chunk(1 << 16, Qt::Uninitialized);
    for (;;) {
        const la_ssize_t n = archive_read_data(reader.a, chunk.data(), static_cast<size_t>(chunk.size()));
        if (n == 0)
            return {};
        if (n < 0)
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "the archive is damaged: %1")
                            .arg(reader.error()),
                shown);
        unpacked += n;
        if (unpacked > budget)
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader",
                            "unpacking stopped at %1 MB: an archive may unpack to %2 times its own size (at least "
                            "%3 MB, at most %4 MB in all), so this one may be a decompression bomb. If you trust it, "
                            "unpack it yourself and import the folder")
                            .arg(megabytes(unpacked))
                            .arg(limits.ratio)
                            .arg(megabytes(limits.allowance))
                            .arg(megabytes(limits.totalBytes)),
                shown);
        if (out.write(chunk.constData(), n) != n)
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "cannot unpack it: %1")
                            .arg(out.errorString()),
                shown);
    }
}
} // namespace

Result<std::shared_ptr<const UnpackedArchive>> unpack(const QString &path, const ArchiveLimits &limits)
{
    auto out = std::make_shared<UnpackedArchive>();
    out->m_archive = path;
    out->m_single = !suffixOf(path, kArchiveSuffixes);
    if (!out->m_dir.isValid())
        return fail(
            QCoreApplication::translate("draudit::models::ArchiveReader", "cannot make a folder to unpack into: %1")
                .arg(out->m_dir.errorString()),
            path);
    InputFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "cannot read the file: %1")
                        .arg(file.errorString()),
            path);
    ReadArchive reader;
    archive_read_support_filter_all(reader.a);
    if (out->m_single)
        archive_read_support_format_raw(reader.a);
    else
        archive_read_support_format_all(reader.a);
    if (archive_read_open_fd(reader.a, file.handle(), 1 << 16) != ARCHIVE_OK)
        return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "the archive cannot be read: %1")
                        .arg(reader.error()),
            path);
    const qint64 budget = std::min(limits.totalBytes, std::max(limits.allowance, limits.ratio * file.size()));
    const QDir root(out->m_dir.path());
    qint64 unpacked = 0;
    QSet<QString> seen;
    archive_entry *entry = nullptr;
    for (int r; (r = archive_read_next_header(reader.a, &entry)) != ARCHIVE_EOF;) {
        // RETRY is a header libarchive could not read (a bad checksum): it would go on to the next one, a member lost.
        if (r < ARCHIVE_WARN || r == ARCHIVE_RETRY)
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "the archive is damaged: %1")
                            .arg(reader.error()),
                path);
        if (out->m_single && archive_filter_code(reader.a, 0) == ARCHIVE_FILTER_NONE)
            return fail(QCoreApplication::translate(
                            "draudit::models::ArchiveReader", "the file's name says it is compressed, but it is not"),
                path);
        if (!out->m_single && archive_entry_filetype(entry) == AE_IFDIR)
            continue; // folders are made for the files in them, never from an entry
        const QString raw = entryName(entry);
        const bool control
            = std::any_of(raw.cbegin(), raw.cend(), [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
        const QString shown = out->m_single ? path : path + QLatin1Char(':') + (control ? QString() : raw);
        if (control)
            return fail(
                QCoreApplication::translate("draudit::models::ArchiveReader",
                    "a member's name holds control characters (line breaks, escapes); nothing of it is imported"),
                path);
        // Every entry but a folder claims its name, a link's too: a link and a file of one name are the name twice.
        const auto claimed = out->m_single ? std::optional<QString>(raw) : safeName(raw);
        if (!claimed)
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader",
                            "the member's name leads outside the archive; nothing of it is imported"),
                shown);
        if (seen.contains(*claimed))
            return fail(QCoreApplication::translate("draudit::models::ArchiveReader",
                            "the archive holds this name twice; nothing of it is imported"),
                shown);
        seen.insert(*claimed);
        // A hard link is a regular file in tar's eyes, with its bytes under the other name: listed as a link.
        const bool link = archive_entry_hardlink(entry) != nullptr;
        if (!out->m_single && (link || archive_entry_filetype(entry) != AE_IFREG)) {
            out->m_ignored << UnpackedArchive::Ignored { raw,
                QCoreApplication::translate(
                    "draudit::models::ArchiveReader", "not a regular file (a link or a device)") };
            continue;
        }
        if (out->m_members.size() >= limits.members)
            return fail(
                QCoreApplication::translate("draudit::models::ArchiveReader", "the archive holds more than %1 files")
                    .arg(limits.members),
                path);
        const Placement place = placementOf(path, out->m_single, *claimed, root);
        if (auto copied = copyMember(reader, place.copy, shown, unpacked, budget, limits); !copied)
            return tl::unexpected(copied.error());
        out->m_members << UnpackedArchive::Member { place.name, place.copy };
    }
    if (out->m_members.isEmpty() && out->m_ignored.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::ArchiveReader", "the archive holds no files"), path);
    return std::shared_ptr<const UnpackedArchive>(std::move(out));
}

} // namespace draudit::models
