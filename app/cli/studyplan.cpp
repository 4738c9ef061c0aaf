// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit study plan`: how many items a statistic of a chosen precision needs (judge/samplesize.h, studyplanning.h).
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/cli/studyoptions.h"
#include "judge/samplesize.h"
#include "judge/studyplanning.h"

#include <QCoreApplication>

namespace draudit::cli {

namespace {
// Items the statistic needs for its interval, then (with --rounds-per-battle) clustered as rounds of battles.
void printClustered(const QCommandLineParser &p, int items)
{
    if (!p.isSet(QStringLiteral("rounds-per-battle")))
        return;
    const double icc = p.isSet(QStringLiteral("icc")) ? p.value(QStringLiteral("icc")).toDouble() : 0.3;
    const judge::ClusteredPlan c
        = judge::clusteredItems(items, p.value(QStringLiteral("rounds-per-battle")).toDouble(), icc);
    printOut(QCoreApplication::translate("draudit::cli::study",
        "as rounds of battles (intra-battle correlation %1, design effect %2): %3 items in about %4 battles\n")
                 .arg(icc)
                 .arg(c.designEffect, 0, 'f', 3)
                 .arg(c.items)
                 .arg(c.clusters));
}

int planKappa(const QCommandLineParser &p)
{
    judge::KappaPlanInput in;
    in.expectedKappa = p.isSet(QStringLiteral("kappa")) ? p.value(QStringLiteral("kappa")).toDouble() : 0.7;
    in.ciWidth = p.isSet(QStringLiteral("width")) ? p.value(QStringLiteral("width")).toDouble() : 0.2;
    in.categories = p.isSet(QStringLiteral("categories")) ? p.value(QStringLiteral("categories")).toInt() : 2;
    for (const QString &s : p.value(QStringLiteral("marginals")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        in.marginals.push_back(s.toDouble());
    if (!(in.expectedKappa > -1 && in.expectedKappa < 1) || !(in.ciWidth > 0 && in.ciWidth < 2) || in.categories < 2)
        return failStudy(QCoreApplication::translate(
                             "draudit::cli::study", "--kappa takes -1..1, --width 0..2, --categories 2 or more"),
            Usage);
    const judge::KappaPlan plan
        = p.isSet(QStringLiteral("simulate")) ? judge::planKappaItemsBySimulation(in) : judge::planKappaItems(in);
    printOut(QCoreApplication::translate("draudit::cli::study",
        "kappa %1 ± %2 (95%): %3 double-annotated items (large-sample formula; p_o = %4, p_e = %5)\n")
                 .arg(in.expectedKappa)
                 .arg(in.ciWidth / 2)
                 .arg(plan.analyticItems)
                 .arg(plan.expectedAgreement, 0, 'f', 3)
                 .arg(plan.chanceAgreement, 0, 'f', 3));
    if (plan.simulatedItems > 0)
        printOut(QCoreApplication::translate(
            "draudit::cli::study", "simulation: %1 items give a mean interval no wider than %2\n")
                     .arg(plan.simulatedItems)
                     .arg(in.ciWidth));
    printClustered(p, plan.analyticItems);
    return Ok;
}

// A proportion (Wilson), a correlation (Fisher z) or PAR (report pairs of tasks).
int planOther(const QCommandLineParser &p, const QString &statistic)
{
    const double expected = p.value(QStringLiteral("expected")).toDouble();
    const double width = p.isSet(QStringLiteral("width")) ? p.value(QStringLiteral("width")).toDouble() : 0.1;
    const bool correlation = statistic == QLatin1String("pearson") || statistic == QLatin1String("spearman");
    if (!p.isSet(QStringLiteral("expected")) || !(width > 0 && width < 2)
        || !(correlation ? expected > -1 && expected < 1 : expected >= 0 && expected <= 1))
        return failStudy(QCoreApplication::translate("draudit::cli::study",
                             "--expected takes the expected value (0..1, or -1..1 for a correlation), --width 0..2"),
            Usage);
    if (correlation) {
        const int n = judge::planCorrelationItems(expected, width,
            statistic == QLatin1String("spearman") ? judge::CorrelationKind::Spearman
                                                   : judge::CorrelationKind::Pearson);
        printOut(QCoreApplication::translate("draudit::cli::study", "%1 %2 ± about %3 (95%, Fisher z): %4 items\n")
                     .arg(statistic)
                     .arg(expected)
                     .arg(width / 2)
                     .arg(n));
        return Ok;
    }
    if (statistic == QLatin1String("par")) {
        const int reports
            = p.isSet(QStringLiteral("reports-per-task")) ? p.value(QStringLiteral("reports-per-task")).toInt() : 4;
        const judge::PairPlan plan = judge::planPairAccuracy(expected, width, reports);
        printOut(QCoreApplication::translate("draudit::cli::study",
            "PAR %1 ± about %2 (95%, Wilson): %3 report pairs, %4 tasks of %5 reports (pairs of one task share "
            "reports: "
            "plan more tasks if their preferences go together)\n")
                     .arg(expected)
                     .arg(width / 2)
                     .arg(plan.pairs)
                     .arg(plan.tasks)
                     .arg(reports));
        return Ok;
    }
    const int n = judge::planProportionItems(expected, width);
    printOut(QCoreApplication::translate("draudit::cli::study", "proportion %1 ± about %2 (95%, Wilson): %3 answers\n")
                 .arg(expected)
                 .arg(width / 2)
                 .arg(n));
    printClustered(p, n);
    return Ok;
}

} // namespace

int runStudyPlan(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(studyOption("statistic",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "kappa (default), proportion (pass rates, FACT agreement), pearson, "
            "spearman or par."),
        "name"));
    p.addOption(studyOption("kappa", QT_TRANSLATE_NOOP("draudit::cli::study", "Expected kappa (default 0.7)."), "k"));
    p.addOption(studyOption("expected",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Expected proportion, correlation or PAR (other statistics)."), "x"));
    p.addOption(studyOption("width",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Target width of the 95% interval (default 0.2 for kappa, else 0.1)."),
        "w"));
    p.addOption(studyOption("categories",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Number of equally likely categories (default 2)."), "n"));
    p.addOption(studyOption(
        "marginals", QT_TRANSLATE_NOOP("draudit::cli::study", "Or: expected category shares, comma-separated."), "p"));
    p.addOption(
        studyOption("simulate", QT_TRANSLATE_NOOP("draudit::cli::study", "Also check by simulation (seeded).")));
    p.addOption(studyOption(
        "reports-per-task", QT_TRANSLATE_NOOP("draudit::cli::study", "par: reports per task (default 4)."), "k"));
    p.addOption(studyOption("rounds-per-battle",
        QT_TRANSLATE_NOOP("draudit::cli::study", "kappa, proportion: items come as rounds of battles, this many each."),
        "m"));
    p.addOption(studyOption("icc",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "With --rounds-per-battle: the expected intra-battle correlation "
            "(default 0.3)."),
        "r"));
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::study",
                "How many items a statistic of this precision needs: kappa (double-annotated items), a proportion, a "
                "correlation or PAR."),
            &code))
        return code;
    const QString statistic
        = p.isSet(QStringLiteral("statistic")) ? p.value(QStringLiteral("statistic")) : QStringLiteral("kappa");
    if (statistic == QLatin1String("kappa"))
        return planKappa(p);
    if (!QStringList {
            QStringLiteral("proportion"), QStringLiteral("pearson"), QStringLiteral("spearman"), QStringLiteral("par") }
             .contains(statistic))
        return failStudy(QCoreApplication::translate("draudit::cli::study",
                             "--statistic takes kappa, proportion, pearson, spearman or par, not '%1'")
                             .arg(statistic),
            Usage);
    return planOther(p, statistic);
}

} // namespace draudit::cli
