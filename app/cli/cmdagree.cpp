// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit agree --ratings FILE [--level L] [--categories c1,c2] [--cluster COL] [--bootstrap N --seed S] [--format F]
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "judge/agreementreport.h"
#include "models/io/ratingsreader.h"
#include "models/io/weightsreader.h"
#include "models/report/reportjson.h"

#include <QCoreApplication>

namespace draudit::cli {

namespace {
void addAgreeOptions(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("ratings"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Long-format ratings: CSV with a header, or JSONL (item, rater, value)."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("level"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Measurement level: nominal, ordinal, interval or ratio (default nominal)."),
        QStringLiteral("level"), QStringLiteral("nominal") });
    p.addOption({ QStringLiteral("categories"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Declared categories in order, comma separated; weights follow this order."),
        QStringLiteral("c1,c2,...") });
    p.addOption({ QStringLiteral("weights"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Custom weight matrix: one CSV line of weights per declared category."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("cluster"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Column whose value groups items for the bootstrap (e.g. task or battle)."),
        QStringLiteral("column") });
    p.addOption({ QStringLiteral("bootstrap"),
        QCoreApplication::translate(
            "draudit::cli::agree", "Bootstrap resamples for percentile and BCa intervals (0 = none)."),
        QStringLiteral("n"), QStringLiteral("0") });
    p.addOption({ QStringLiteral("seed"), QCoreApplication::translate("draudit::cli::agree", "Seed of the bootstrap."),
        QStringLiteral("s"), QStringLiteral("1") });
    p.addOption({ QStringLiteral("format"),
        QCoreApplication::translate("draudit::cli::agree", "Output format: json or table (default json)."),
        QStringLiteral("format"), QStringLiteral("json") });
}

} // namespace

int runAgree(const QStringList &args)
{
    QCommandLineParser p;
    addAgreeOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::agree", "Agreement between raters: percent agreement, kappas, alpha and ICC."),
            &code))
        return code;
    if (!p.isSet(QStringLiteral("ratings")))
        return fail(QStringLiteral("agree"),
            QCoreApplication::translate("draudit::cli::agree", "--ratings FILE is required"), Usage);

    models::RatingsOptions o;
    if (!judge::parseLevel(p.value(QStringLiteral("level")).toStdString(), &o.level))
        return fail(QStringLiteral("agree"),
            QCoreApplication::translate(
                "draudit::cli::agree", "unknown level '%1'; use nominal, ordinal, interval or ratio")
                .arg(p.value(QStringLiteral("level"))),
            Usage);
    if (p.isSet(QStringLiteral("categories"))) {
        for (const QString &c : p.value(QStringLiteral("categories")).split(QLatin1Char(',')))
            o.categories << c.trimmed();
        if (o.categories.removeDuplicates() > 0)
            return fail(QStringLiteral("agree"),
                QCoreApplication::translate("draudit::cli::agree", "--categories lists a category twice"), Usage);
    }
    o.clusterColumn = p.value(QStringLiteral("cluster"));
    bool ok = false;
    judge::AgreementOptions ao;
    ao.bootstrap = p.value(QStringLiteral("bootstrap")).toInt(&ok);
    if (!ok || ao.bootstrap < 0)
        return fail(QStringLiteral("agree"),
            QCoreApplication::translate("draudit::cli::agree", "--bootstrap needs a whole number of resamples"), Usage);
    ao.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("agree"),
            QCoreApplication::translate("draudit::cli::agree", "--seed needs a non-negative whole number"), Usage);
    const QString format = p.value(QStringLiteral("format"));
    if (format != QLatin1String("json") && format != QLatin1String("table"))
        return fail(QStringLiteral("agree"),
            QCoreApplication::translate("draudit::cli::agree", "unknown format '%1'; use json or table").arg(format),
            Usage);

    const auto data = models::readRatings(p.value(QStringLiteral("ratings")), o);
    if (!data)
        return fail(QStringLiteral("agree"), data.error().toString());
    if (p.isSet(QStringLiteral("weights"))) {
        if (o.categories.isEmpty())
            return fail(QStringLiteral("agree"),
                QCoreApplication::translate(
                    "draudit::cli::agree", "--weights needs --categories, so rows and columns have a declared order"),
                Usage);
        const auto weights = models::readWeightMatrix(
            p.value(QStringLiteral("weights")), static_cast<std::size_t>(o.categories.size()));
        if (!weights)
            return fail(QStringLiteral("agree"), weights.error().toString());
        ao.customWeights = *weights;
    }
    const judge::AgreementReport report = judge::computeAgreement(*data, ao);
    if (format == QLatin1String("table"))
        printOut(QString::fromStdString(models::agreementToTable(report)));
    else
        printOut(QString::fromStdString(models::agreementToJson(report).dump(2)) + QLatin1Char('\n'));
    return Ok;
}

} // namespace draudit::cli
