// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What importing some paths means, file by file, for every front end (the import command, the workbench's Import):
// folders are walked, compressed files and archives unpacked (models/io/archivereader.h), and each file is imported,
// ignored with a reason, or a failure, in the order files are imported.
#pragma once

#include "models/import/importrunner.h"
#include "models/io/archivereader.h"

#include <memory>
#include <optional>

namespace draudit::models {

struct ImportInput
{
    enum class Action
    {
        Import,
        Ignore, // listed with its reason, not read
        Fail, // counted as a failed file
    };
    Action action = Action::Import;
    QString path; // the file read: the path found, or a member's unpacked copy
    QString name; // the file as the user knows it: the path found, or "results.zip:results/a.jsonl"
    QString recordedAs; // the source's path in the project, for a member ("/data/results.zip:results/a.jsonl")
    QString ignoredBecause; // Ignore
    std::optional<Error> failure; // Fail
    std::shared_ptr<const UnpackedArchive> archive; // what a member is read from, kept while the input lives
};

// Inside a folder or an archive of several files, entries that are not regular files, the open project's own files
// and files of no known format (summaries, notes) are ignored; a JSON file that no longer parses is a failure, as is
// an archive that cannot be unpacked whole. A path named directly is imported (or fails) whatever it is. `format` is
// the format the user named, if any.
QList<ImportInput> planImport(const QStringList &roots, const QString &format, const ArchiveLimits &limits = {});
// The files read, for ImportOptions::batch.
QStringList batchOf(const QList<ImportInput> &inputs);
// Imports an input planned for import: an archive member is recorded and named as "archive:member".
Result<ImportResult> importInput(ProjectStore &store, const ImportInput &input, const ImportOptions &options);

} // namespace draudit::models
