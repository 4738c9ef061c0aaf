// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark results as people download them: a compressed file (results.jsonl.gz, .zst, .bz2, .xz) or an archive
// (.zip, .tar, .tar.gz, .tgz, .tar.zst). libarchive unpacks it whole into a private temporary folder before anything
// is imported, within limits that refuse a decompression bomb, so that each member is then imported as the file it
// is: by its own importer, all or nothing, with its own identity, and named in every message as
// "results.zip:results/x.jsonl".
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace draudit::models {

struct ArchiveLimits
{
    qint64 totalBytes = qint64(16) << 30; // unpacked, all members together
    qint64 ratio = 200; // unpacked bytes per byte of the archive file...
    qint64 allowance = qint64(64) << 20; // ...beyond this much, which any archive may unpack to
    int members = 100'000;
};

// Whether the name says the file is compressed or an archive (by its suffix, case ignored).
bool isArchiveName(const QString &path);

class UnpackedArchive
{
public:
    struct Member
    {
        QString name; // its path inside the archive ("results/x.jsonl"); a compressed file's own name without suffix
        QString path; // its unpacked copy
    };
    struct Ignored
    {
        QString name;
        QString because; // a link, a device or another entry that is not a regular file
    };

    const QString &archive() const { return m_archive; }
    // One compressed file (x.jsonl.gz), not an archive of several.
    bool single() const { return m_single; }
    const QList<Member> &members() const { return m_members; }
    const QList<Ignored> &ignored() const { return m_ignored; }
    // "archive:member" for a path inside the unpacked copy (an importer's error names the copy); else the path.
    QString nameOf(const QString &path) const;
    // The error with the unpacked copy's paths replaced by the names the user knows.
    Error named(Error error) const;

private:
    friend Result<std::shared_ptr<const UnpackedArchive>> unpack(const QString &, const ArchiveLimits &);
    QString m_archive; // as given
    bool m_single = false;
    QTemporaryDir m_dir;
    QList<Member> m_members;
    QList<Ignored> m_ignored;
};

// Unpacks every member, or fails naming the archive and the member it stopped at (damaged, too large, a name that
// leads outside the archive, the same name twice): then nothing of it is imported.
Result<std::shared_ptr<const UnpackedArchive>> unpack(const QString &path, const ArchiveLimits &limits = {});

} // namespace draudit::models
