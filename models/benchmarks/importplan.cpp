// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/importplan.h"

#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/io/inputfile.h"
#include "models/io/jsondamage.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>

namespace draudit::models {

namespace {
ImportInput found(const QString &path)
{
    ImportInput in;
    in.path = in.name = path;
    return in;
}

ImportInput ignored(const QString &name, const QString &because)
{
    ImportInput in;
    in.action = ImportInput::Action::Ignore;
    in.path = in.name = name;
    in.ignoredBecause = because;
    return in;
}

ImportInput failed(const QString &name, const Error &error)
{
    ImportInput in;
    in.action = ImportInput::Action::Fail;
    in.path = in.name = name;
    in.failure = error;
    return in;
}

// A file found, to import or, among a folder's or an archive's files, to pass over when no importer knows it.
ImportInput classify(ImportInput in, bool among, const QString &format)
{
    if (!among || !format.isEmpty() || detectImporter(in.path))
        return in;
    if (const auto damaged = damagedJson(in.path)) {
        in.action = ImportInput::Action::Fail;
        in.failure = in.archive ? in.archive->named(*damaged) : *damaged;
        return in;
    }
    in.action = ImportInput::Action::Ignore;
    in.ignoredBecause = QCoreApplication::translate("draudit::models::ImportPlan", "not a format draudit imports");
    return in;
}

// An archive's files as inputs (one compressed file: the file itself, under the archive's name).
QList<ImportInput> archiveInputs(const QString &path, bool among, const QString &format, const ArchiveLimits &limits)
{
    const auto unpacked = unpack(path, limits);
    if (!unpacked)
        return { failed(path, unpacked.error()) };
    const std::shared_ptr<const UnpackedArchive> &archive = *unpacked;
    const QString recorded = QFileInfo(path).absoluteFilePath();
    QList<ImportInput> inputs;
    // By name, as a folder's files are.
    QList<UnpackedArchive::Member> members = archive->members();
    std::sort(members.begin(), members.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    for (const UnpackedArchive::Ignored &entry : archive->ignored())
        inputs << ignored(path + QLatin1Char(':') + entry.name, entry.because);
    for (const UnpackedArchive::Member &member : std::as_const(members)) {
        if (!archive->single() && isArchiveName(member.name)) {
            // Never unpacked in turn (a bomb inside a bomb), nor read as the JSON a stored member may show.
            inputs << ignored(archive->nameOf(member.path),
                QCoreApplication::translate(
                    "draudit::models::ImportPlan", "an archive inside an archive: unpack it and import what it holds"));
            continue;
        }
        ImportInput in;
        in.path = member.path;
        in.name = archive->nameOf(member.path);
        in.recordedAs = archive->single() ? recorded : recorded + QLatin1Char(':') + member.name;
        in.archive = archive;
        inputs << classify(std::move(in), among || !archive->single(), format);
    }
    return inputs;
}

int stageOf(const ImportInput &in)
{
    if (in.action != ImportInput::Action::Import)
        return 0;
    const Importer *importer = detectImporter(in.path);
    return importer ? importer->stage() : 0;
}
} // namespace

QList<ImportInput> planImport(const QStringList &roots, const QString &format, const ArchiveLimits &limits)
{
    QList<ImportInput> plan;
    for (const QString &root : roots) {
        const bool folder = QFileInfo(root).isDir();
        QList<ImportInput> inputs;
        for (const QString &file : expandImportPaths(root)) {
            if (const auto problem = folder ? folderEntryProblem(root, file) : std::nullopt)
                inputs << ignored(file, *problem); // never opened: a FIFO, a link to a device, the project's files
            else if (isArchiveName(file))
                inputs << archiveInputs(file, folder, format, limits);
            else
                inputs << classify(found(file), folder, format);
        }
        // Files whose importer has a later stage (reports after their tasks) come later, otherwise by name.
        std::stable_sort(inputs.begin(), inputs.end(),
            [](const ImportInput &a, const ImportInput &b) { return stageOf(a) < stageOf(b); });
        plan << inputs;
    }
    return plan;
}

QStringList batchOf(const QList<ImportInput> &inputs)
{
    QStringList files;
    for (const ImportInput &in : inputs)
        if (in.action == ImportInput::Action::Import)
            files << in.path;
    return files;
}

Result<ImportResult> importInput(ProjectStore &store, const ImportInput &input, const ImportOptions &options)
{
    if (!input.archive)
        return importFile(store, input.path, options);
    auto result = importFile(store, input.path, importerSet(), options, input.recordedAs);
    if (!result)
        return tl::unexpected(input.archive->named(result.error()));
    result->path = input.name;
    for (Error &e : result->skipped) {
        e = input.archive->named(e);
        if (e.file == input.recordedAs) // read back from an earlier import of the same member
            e.file = input.name;
    }
    return result;
}

} // namespace draudit::models
