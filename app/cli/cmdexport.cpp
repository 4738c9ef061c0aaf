// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit export PROJECT --annotations FILE [--study S]: every current answer as long-format JSONL, which
// `draudit import` reads back (format "annotations") into the same studies. The benchmarks add files of their own
// (LiveDRBench's --ground-truth FILE).
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/registry.h"
#include "models/store/queries/exportqueries.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace draudit::cli {

namespace {
void addExportOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::export", "Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("annotations"),
        QCoreApplication::translate("draudit::cli::export", "Write every current answer to this JSONL file."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("study"),
        QCoreApplication::translate("draudit::cli::export", "Only this study's answers (default: all studies)."),
        QStringLiteral("name") });
    for (const models::DataExport &e : models::dataExports())
        p.addOption(
            { e.option, QCoreApplication::translate("draudit::models::Benchmarks", e.help), QStringLiteral("file") });
}

} // namespace

int runExport(const QStringList &args)
{
    QCommandLineParser p;
    addExportOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::export",
                "Export the human annotations as long-format JSONL (annotator, target, field, value, reason, study)."),
            &code))
        return code;
    bool anyExport = false;
    for (const models::DataExport &e : models::dataExports())
        anyExport = anyExport || p.isSet(e.option);
    if (p.positionalArguments().size() != 1 || (!p.isSet(QStringLiteral("annotations")) && !anyExport))
        return fail(QStringLiteral("export"),
            QCoreApplication::translate("draudit::cli::export", "name the PROJECT and --annotations FILE"), Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("export"), store.error().toString());
    for (const models::DataExport &e : models::dataExports()) {
        if (!p.isSet(e.option))
            continue;
        const auto written = e.write(**store, p.value(e.option));
        if (!written)
            return fail(QStringLiteral("export"), written.error().toString());
        printOut(*written + QLatin1Char('\n'));
    }
    if (!p.isSet(QStringLiteral("annotations")))
        return Ok;
    const auto rows = models::currentAnswers(
        **store, p.isSet(QStringLiteral("study")) ? std::optional(p.value(QStringLiteral("study"))) : std::nullopt);
    if (!rows)
        return fail(QStringLiteral("export"), rows.error().toString());
    // Written to a temporary file and renamed, so a failed export never leaves half a file behind.
    QSaveFile out(p.value(QStringLiteral("annotations")));
    if (!out.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(out.fileName(), out.errorString()));
    int written = 0;
    for (const models::ExportedAnswer &a : *rows) {
        QJsonObject o { { QStringLiteral("study"), a.study }, { QStringLiteral("annotator"), a.annotator },
            { QStringLiteral("target"), a.target }, { QStringLiteral("field"), a.field },
            { QStringLiteral("value"), a.value }, { QStringLiteral("reason"), a.reason },
            { QStringLiteral("updated_at"), a.updatedAt } };
        out.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        ++written;
    }
    if (!out.commit())
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(out.fileName(), out.errorString()));
    printOut(QCoreApplication::translate("draudit::cli::export", "wrote %n answer(s) to %1\n", nullptr, written)
                 .arg(out.fileName()));
    return Ok;
}

} // namespace draudit::cli
