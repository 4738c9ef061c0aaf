// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Imports files into a project: one transaction per file, idempotent by sha256, versions never merged.
#pragma once

#include "models/import/importcontext.h"

#include <functional>

namespace draudit::models {

class ImporterSet;

class ProjectStore;

struct ImportOptions
{
    QString format; // empty = detect per file
    bool dryRun = false; // parse and check everything, then roll back
    OnError onError = OnError::Stop;
    ImportContext::Progress progress;
    QString mapping; // field mapping file for the generic format
    QString judgeName; // --judge: the name the file's examiner verdicts are stored under (DR-Arena), run left empty
    AnswerAuthority authority; // who may write answers as an annotator with a PIN
    // Every file this import was asked for (the paths named and the files of the folders named). eval.py writes a
    // new eval_<metric>_<timestamp>.json per run into the same case folder, so its newest file of a metric is the
    // newest among these, not among whatever else lies beside it. Empty: the files beside it count.
    QStringList batch;
};

struct ImportResult
{
    QString path;
    QString format;
    bool alreadyImported = false; // same bytes were imported before: nothing done
    int version = 1; // 2, 3, ... when a file at this path was imported before with other bytes
    qint64 sourceId = 0;
    ImportCounts counts;
    QList<Error> skipped; // also, for a file already imported, what its import left out
    QStringList checks;
    // Some of the file's records were left out (now, or when these bytes were imported before).
    bool partial() const { return !skipped.isEmpty(); }
};

// Files to import for a path: the file itself, or every regular file below a directory (sorted).
QStringList expandImportPaths(const QString &path);

// Imports one file with the importer named by options.format, or the one of formats that recognises it. The source
// is recorded under the file's absolute path, or under `recordedAs` (an archive member: "/data/x.zip:results/a.jsonl").
Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImporterSet &formats,
    const ImportOptions &options, const QString &recordedAs = {});

} // namespace draudit::models
