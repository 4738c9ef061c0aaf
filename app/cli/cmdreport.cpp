// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit report PROJECT --protocol P [--study S] [--format
// json|csv|latex|xlsx] [--latex-full] [--out FILE]
// ...
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "judge/krippendorffalpha.h"
#include "models/benchmarks/registry.h"
#include "models/report/reportexport.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QFile>

namespace draudit::cli {

namespace {
// "drbench: alpha, beta, ...": the parameters each protocol names.
QString parameterHelp()
{
    QStringList out;
    for (const models::Protocol &known : models::protocols())
        if (!known.parameters.isEmpty())
            out << known.id.toString() + QStringLiteral(": ") + known.parameters.join(QStringLiteral(", "));
    return out.join(QStringLiteral("; "));
}

void addReportOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::report", "Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("protocol"),
        QCoreApplication::translate("draudit::cli::report", "The protocol: %1.")
            .arg(models::reportProtocolIds().join(QStringLiteral(", "))),
        QStringLiteral("protocol") });
    p.addOption({ QStringLiteral("study"),
        QCoreApplication::translate("draudit::cli::report", "Study name (default: the project's default study)."),
        QStringLiteral("name") });
    p.addOption({ QStringLiteral("format"),
        QCoreApplication::translate(
            "draudit::cli::report", "json (default), csv, latex (the paper's own tables; see --latex-full) or xlsx."),
        QStringLiteral("format"), QStringLiteral("json") });
    p.addOption({ QStringLiteral("latex-full"),
        QCoreApplication::translate("draudit::cli::report",
            "latex: every row of the report as a longtable (booktabs, longtable, array) instead of the paper's own "
            "tables.") });
    p.addOption({ QStringLiteral("out"),
        QCoreApplication::translate(
            "draudit::cli::report", "Write to this file (required for xlsx; default: standard output)."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("field"),
        QCoreApplication::translate("draudit::cli::report",
            "Human answer field: the verdict question for dr-arena (default C1), any field for generic."),
        QStringLiteral("field") });
    p.addOption({ QStringLiteral("judge-field"),
        QCoreApplication::translate("draudit::cli::report", "generic: the judge record field to compare with."),
        QStringLiteral("field") });
    p.addOption({ QStringLiteral("level"),
        QCoreApplication::translate("draudit::cli::report", "generic: nominal, ordinal, interval or ratio."),
        QStringLiteral("level"), QStringLiteral("nominal") });
    p.addOption({ QStringLiteral("categories"),
        QCoreApplication::translate("draudit::cli::report", "generic: declared categories in order."),
        QStringLiteral("c1,c2,...") });
    p.addOption({ QStringLiteral("bootstrap"),
        QCoreApplication::translate("draudit::cli::report", "Bootstrap resamples for intervals (0 = none)."),
        QStringLiteral("n"), QStringLiteral("0") });
    p.addOption({ QStringLiteral("param"),
        QCoreApplication::translate("draudit::cli::report", "A protocol's parameter, NAME=VALUE, repeatable (%1).")
            .arg(parameterHelp()),
        QStringLiteral("name=value") });
    p.addOption({ QStringLiteral("families"),
        QCoreApplication::translate("draudit::cli::report",
            "Model families for the self-preference analysis: CSV or JSONL with columns name, family (or a JSON "
            "object name -> family); names not listed fall back to built-in rules (gpt -> openai, gemini -> google, "
            "...)."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("aliases"),
        QCoreApplication::translate("draudit::cli::report",
            "dr-arena: leaderboard model names mapped to the battles' names, for the rating agreement with an imported "
            "leaderboard: CSV or JSONL with columns alias, model (or a JSON object alias -> model)."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("seed"), QCoreApplication::translate("draudit::cli::report", "Seed of the bootstrap."),
        QStringLiteral("s"), QStringLiteral("1") });
}

// A usage error (Usage) or a failure (Failed) with its message.
struct ReportError
{
    QString message;
    int code = Failed;
};

// The request the options make for the protocol, reading the study's id from the store.
tl::expected<models::ReportRequest, ReportError> reportRequest(
    const QCommandLineParser &p, models::ProjectStore &store, const models::Protocol &known)
{
    models::ReportRequest request;
    if (p.isSet(QStringLiteral("study"))) {
        const auto study = models::StudyStore(store).study(p.value(QStringLiteral("study")));
        if (!study)
            return tl::unexpected(
                ReportError { QCoreApplication::translate("draudit::cli::report", "no study named '%1'")
                                  .arg(p.value(QStringLiteral("study"))) });
        request.studyId = study->id;
    }
    if (known.reportNeedsField && p.value(QStringLiteral("field")).isEmpty())
        return tl::unexpected(ReportError {
            QCoreApplication::translate("draudit::cli::report", "%1 needs --field").arg(known.id.toString()), Usage });
    request.field = p.value(QStringLiteral("field"));
    request.judgeField = p.value(QStringLiteral("judge-field"));
    if (!judge::parseLevel(p.value(QStringLiteral("level")).toStdString(), &request.level))
        return tl::unexpected(ReportError { QCoreApplication::translate("draudit::cli::report", "unknown level '%1'")
                                                .arg(p.value(QStringLiteral("level"))),
            Usage });
    if (p.isSet(QStringLiteral("categories")))
        request.categories = p.value(QStringLiteral("categories")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    request.bootstrap = p.value(QStringLiteral("bootstrap")).toInt();
    for (const QString &param : p.values(QStringLiteral("param"))) {
        bool ok = false;
        const double value = param.section(QLatin1Char('='), 1).toDouble(&ok);
        if (!param.contains(QLatin1Char('=')) || !ok)
            return tl::unexpected(ReportError {
                QCoreApplication::translate("draudit::cli::report", "--param takes NAME=NUMBER, not '%1'").arg(param),
                Usage });
        request.parameters.insert(param.section(QLatin1Char('='), 0, 0).trimmed(), value);
    }
    if (p.isSet(QStringLiteral("families"))) {
        auto families = models::ModelFamilies::load(p.value(QStringLiteral("families")));
        if (!families)
            return tl::unexpected(ReportError { families.error().toString() });
        request.families = *families;
    }
    if (p.isSet(QStringLiteral("aliases"))) {
        auto aliases = models::ModelAliases::load(p.value(QStringLiteral("aliases")));
        if (!aliases)
            return tl::unexpected(ReportError { aliases.error().toString() });
        request.aliases = *aliases;
    }
    request.seed = p.value(QStringLiteral("seed")).toULongLong();
    return request;
}

// The table in the format, to `out` or (empty) standard output; LaTeX as the paper's tables, or every row (full).
int writeReport(const models::ReportTable &table, models::ReportFormat format, const QString &out, bool latexFull)
{
    if (out.isEmpty()) {
        printOut(QString::fromUtf8(models::reportBytes(table, format, latexFull)));
        return Ok;
    }
    if (auto r = models::saveReport(table, format, out, latexFull); !r)
        return fail(QStringLiteral("report"), r.error().toString());
    return Ok;
}
} // namespace

int runReport(const QStringList &args)
{
    QCommandLineParser p;
    addReportOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::report",
                "Agreement report of a project for a benchmark's protocol, as the paper computes it."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return fail(QStringLiteral("report"),
            QCoreApplication::translate("draudit::cli::report", "expected exactly one PROJECT argument"), Usage);
    models::ReportFormat format;
    if (!models::parseReportFormat(p.value(QStringLiteral("format")), &format))
        return fail(QStringLiteral("report"),
            QCoreApplication::translate("draudit::cli::report", "unknown format '%1'; use json, csv, latex or xlsx")
                .arg(p.value(QStringLiteral("format"))),
            Usage);
    if (p.isSet(QStringLiteral("latex-full")) && format != models::ReportFormat::Latex)
        return fail(QStringLiteral("report"),
            QCoreApplication::translate("draudit::cli::report", "--latex-full needs --format latex"), Usage);
    if (format == models::ReportFormat::Xlsx && !p.isSet(QStringLiteral("out")))
        return fail(QStringLiteral("report"),
            QCoreApplication::translate("draudit::cli::report", "xlsx needs --out FILE"), Usage);
    const QString protocol = p.value(QStringLiteral("protocol"));
    const models::Protocol *known = models::protocol(protocol);
    if (!known || !known->analyse)
        return fail(QStringLiteral("report"),
            QCoreApplication::translate("draudit::cli::report", "unknown protocol '%1'; use %2")
                .arg(protocol, models::reportProtocolIds().join(QStringLiteral(", "))),
            Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("report"), store.error().toString());
    const auto request = reportRequest(p, **store, *known);
    if (!request)
        return fail(QStringLiteral("report"), request.error().message, request.error().code);
    const auto table = models::analyse(**store, protocol, *request);
    if (!table)
        return fail(QStringLiteral("report"), table.error().toString());
    return writeReport(*table, format, p.value(QStringLiteral("out")), p.isSet(QStringLiteral("latex-full")));
}

} // namespace draudit::cli
