// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One importer per file format; each reads one file and writes it through an ImportContext.
#pragma once

#include "models/import/importcontext.h"
#include "models/io/jsonrecord.h"

#include <QByteArray>
#include <QString>

namespace draudit::models {

class Importer
{
public:
    virtual ~Importer() = default;
    // Stable name used by --format and stored with the source (e.g. "dr-arena-replay").
    virtual QString format() const = 0;
    virtual QString description() const = 0;
    // Whether the file looks like this format, from its name and its first bytes.
    virtual bool recognises(const QString &fileName, const QByteArray &head) const = 0;
    // The same from the file's whole path, for formats known by their folders; by default from its name alone.
    virtual bool recognisesAt(const QString &path, const QByteArray &head) const;
    virtual Result<void> run(const QString &path, ImportContext &context) const = 0;
    // Whether run() reads the whole file once, front to back, feeding context.digest(): the runner then needs no
    // second read of the file for its SHA-256.
    virtual bool hashesWhileReading(const QString &path) const
    {
        Q_UNUSED(path);
        return false;
    }
    // Files of a later stage are imported after the other files of a folder: 1 for decisions that must find the
    // items they are about (a judge's decisions on predictions imported from the same folder).
    virtual int stage() const { return 0; }
    // The part of a file's path that is part of what it says, when its folders name what it is about (a DR3-Eval
    // case folder: context, model and task). A file is the same as one imported before only when its bytes and this
    // scope are: two cases' files with equal bytes are two files. Empty: the bytes alone say everything.
    virtual QString contentScope(const QString &path) const
    {
        Q_UNUSED(path);
        return {};
    }
    // Whether the file holds one judge's decisions, stored under the name given with --judge: then equal bytes under
    // another judge's name are that judge's decisions (two judge LLMs can give a report the same scores), not a file
    // imported before.
    virtual bool decisionsOfNamedJudge() const { return false; }
    // It reads any table with a field mapping: a file with FILE.mapping.json beside it is its, whatever its content.
    virtual bool readsMappedFiles() const { return false; }
};

// A list of importers in detection order (the registry's, in models/benchmarks/registry.h).
class ImporterSet
{
public:
    explicit ImporterSet(QList<const Importer *> inDetectionOrder);

    const QList<const Importer *> &all() const { return m_importers; }
    const Importer *byFormat(const QString &format) const;
    // Auto-detection from the file's name and first 64 KiB; nullptr when no importer recognises the file.
    const Importer *detect(const QString &path) const;

private:
    QList<const Importer *> m_importers;
};

} // namespace draudit::models
