// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Format detection from a file's name and first 64 KiB.
#include "models/import/importer.h"

#include "models/io/inputfile.h"

#include <QFile>
#include <QFileInfo>

namespace draudit::models {

ImporterSet::ImporterSet(QList<const Importer *> inDetectionOrder)
    : m_importers(std::move(inDetectionOrder))
{
}

const Importer *ImporterSet::byFormat(const QString &format) const
{
    for (const Importer *i : m_importers)
        if (i->format() == format)
            return i;
    return nullptr;
}

bool Importer::recognisesAt(const QString &path, const QByteArray &head) const
{
    return recognises(QFileInfo(path).fileName(), head);
}

const Importer *ImporterSet::detect(const QString &path) const
{
    if (inputFileProblem(path))
        return nullptr; // never opened: a FIFO would hang, a device never end, a project's own file lose its locks
    if (QFile::exists(path + QStringLiteral(".mapping.json")))
        for (const Importer *i : m_importers)
            if (i->readsMappedFiles())
                return i;
    if (path.endsWith(QLatin1String(".mapping.json")))
        return nullptr; // a mapping is read with its data file, never imported on its own
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    const QByteArray head = f.read(64 * 1024);
    for (const Importer *i : m_importers)
        if (i->recognisesAt(path, head))
            return i;
    return nullptr;
}

} // namespace draudit::models
