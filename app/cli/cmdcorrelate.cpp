// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit correlate --input FILE [--x COL] [--y COL] [--group COL] [--raters a,b,c --min-icc T] [--bootstrap N --seed
// S] [--format json|table]
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "judge/correlationreport.h"
#include "models/io/pairedscoresreader.h"
#include "models/report/reportjson.h"

#include <QCoreApplication>

namespace draudit::cli {

namespace {
void addCorrelateOptions(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("input"),
        QCoreApplication::translate("draudit::cli::correlate", "CSV with a header or JSONL holding the paired scores."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("x"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Column of the first score, e.g. the judge (default x)."),
        QStringLiteral("column"), QStringLiteral("x") });
    p.addOption({ QStringLiteral("y"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Column of the second score, e.g. mean human (default y)."),
        QStringLiteral("column"), QStringLiteral("y") });
    p.addOption({ QStringLiteral("group"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Column grouping rows (e.g. task): per-group values and their means (FAP/FAS)."),
        QStringLiteral("column") });
    p.addOption({ QStringLiteral("raters"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Rater score columns used to compute each group's ICC(1,1)."),
        QStringLiteral("c1,c2,...") });
    p.addOption({ QStringLiteral("min-icc"),
        QCoreApplication::translate("draudit::cli::correlate",
            "Drop groups whose ICC(1,1) of --raters is below this (DeepResearch Bench uses 0)."),
        QStringLiteral("t") });
    p.addOption({ QStringLiteral("tie-tolerance"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Differences up to this count as ties in three-way PAR (default 0)."),
        QStringLiteral("d"), QStringLiteral("0") });
    p.addOption({ QStringLiteral("bootstrap"),
        QCoreApplication::translate(
            "draudit::cli::correlate", "Bootstrap resamples (groups are resampled whole when --group is given)."),
        QStringLiteral("n"), QStringLiteral("0") });
    p.addOption(
        { QStringLiteral("seed"), QCoreApplication::translate("draudit::cli::correlate", "Seed of the bootstrap."),
            QStringLiteral("s"), QStringLiteral("1") });
    p.addOption({ QStringLiteral("format"),
        QCoreApplication::translate("draudit::cli::correlate", "Output format: json or table (default json)."),
        QStringLiteral("format"), QStringLiteral("json") });
}

} // namespace

int runCorrelate(const QStringList &args)
{
    QCommandLineParser p;
    addCorrelateOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::correlate",
                "Pearson, Spearman, Kendall tau-b and pairwise agreement rates of paired scores."),
            &code))
        return code;
    if (!p.isSet(QStringLiteral("input")))
        return fail(QStringLiteral("correlate"),
            QCoreApplication::translate("draudit::cli::correlate", "--input FILE is required"), Usage);
    models::PairedScoresOptions o;
    o.x = p.value(QStringLiteral("x"));
    o.y = p.value(QStringLiteral("y"));
    o.group = p.value(QStringLiteral("group"));
    if (p.isSet(QStringLiteral("raters")))
        o.raterColumns = p.value(QStringLiteral("raters")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    judge::CorrelationOptions co;
    bool ok = true;
    if (p.isSet(QStringLiteral("min-icc"))) {
        co.minGroupIcc = p.value(QStringLiteral("min-icc")).toDouble(&ok);
        if (!ok)
            return fail(QStringLiteral("correlate"),
                QCoreApplication::translate("draudit::cli::correlate", "--min-icc needs a number"), Usage);
        if (o.raterColumns.size() < 2 || o.group.isEmpty())
            return fail(QStringLiteral("correlate"),
                QCoreApplication::translate(
                    "draudit::cli::correlate", "--min-icc needs --group and at least two --raters columns"),
                Usage);
    }
    co.tieTolerance = p.value(QStringLiteral("tie-tolerance")).toDouble(&ok);
    if (!ok || co.tieTolerance < 0)
        return fail(QStringLiteral("correlate"),
            QCoreApplication::translate("draudit::cli::correlate", "--tie-tolerance needs a non-negative number"),
            Usage);
    co.bootstrap = p.value(QStringLiteral("bootstrap")).toInt(&ok);
    if (!ok || co.bootstrap < 0)
        return fail(QStringLiteral("correlate"),
            QCoreApplication::translate("draudit::cli::correlate", "--bootstrap needs a whole number of resamples"),
            Usage);
    co.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("correlate"),
            QCoreApplication::translate("draudit::cli::correlate", "--seed needs a non-negative whole number"), Usage);

    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("json") && format != QLatin1String("table"))
        return fail(QStringLiteral("correlate"),
            QCoreApplication::translate("draudit::cli::correlate", "unknown format '%1'; use json or table")
                .arg(format),
            Usage);
    const auto data = models::readPairedScores(p.value(QStringLiteral("input")), o);
    if (!data)
        return fail(QStringLiteral("correlate"), data.error().toString());
    const judge::CorrelationReport report = judge::correlationReport(*data, co);
    if (format == QLatin1String("table"))
        printOut(QString::fromStdString(models::correlationToTable(report)));
    else
        printOut(QString::fromStdString(models::correlationToJson(report).dump(2)) + QLatin1Char('\n'));
    return Ok;
}

} // namespace draudit::cli
