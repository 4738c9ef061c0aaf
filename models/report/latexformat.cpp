// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers are written with 3 decimals and intervals with 2, as papers print them; a value without a finite number is
// "--", never "nan".
#include "models/report/latexformat.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace draudit::models {

namespace {
QString fixed(double v, int decimals)
{
    const QString digits = QString::number(std::abs(v), 'f', decimals);
    // A rounded -0.000 has no sign: a paper prints 0.000.
    const bool zero = std::none_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'1' && c <= u'9'; });
    return v < 0 && !zero ? QStringLiteral("$-$") + digits : digits;
}

// Names papers give the statistics draudit's analyses report; statistics not listed keep their own name.
const QHash<QString, QString> &knownLabels()
{
    static const QHash<QString, QString> labels {
        { QStringLiteral("cohen_kappa"), QStringLiteral("Cohen's $\\kappa$") },
        { QStringLiteral("fleiss_kappa"), QStringLiteral("Fleiss' $\\kappa$") },
        { QStringLiteral("conger_kappa"), QStringLiteral("Conger's $\\kappa$") },
        { QStringLiteral("light_kappa"), QStringLiteral("Light's $\\kappa$") },
        { QStringLiteral("weighted_kappa_linear"), QStringLiteral("weighted $\\kappa$ (linear)") },
        { QStringLiteral("weighted_kappa_quadratic"), QStringLiteral("weighted $\\kappa$ (quadratic)") },
        { QStringLiteral("krippendorff_alpha"), QStringLiteral("Krippendorff's $\\alpha$") },
        { QStringLiteral("scott_pi"), QStringLiteral("Scott's $\\pi$") },
        { QStringLiteral("gwet_ac1"), QStringLiteral("Gwet's AC$_1$") },
        { QStringLiteral("gwet_ac2"), QStringLiteral("Gwet's AC$_2$") },
        { QStringLiteral("brennan_prediger"), QStringLiteral("Brennan--Prediger") },
        { QStringLiteral("percent_agreement"),
            QCoreApplication::translate("draudit::models::LatexFormat", "agreement") },
        { QStringLiteral("direction agreement"),
            QCoreApplication::translate("draudit::models::LatexFormat", "agreement (win/loss/tie)") },
        { QStringLiteral("pearson_r"), QStringLiteral("Pearson $r$") },
        { QStringLiteral("spearman_rho"), QStringLiteral("Spearman $\\rho$") },
        { QStringLiteral("kendall_tau_b"), QStringLiteral("Kendall $\\tau_b$") },
        { QStringLiteral("PAR_strict"), QStringLiteral("PAR") },
        { QStringLiteral("overall_score"), QCoreApplication::translate("draudit::models::LatexFormat", "Overall") },
        { QStringLiteral("f1"), QStringLiteral("F$_1$") },
        { QStringLiteral("precision"), QCoreApplication::translate("draudit::models::LatexFormat", "precision") },
        { QStringLiteral("recall"), QCoreApplication::translate("draudit::models::LatexFormat", "recall") },
        { QStringLiteral("integrated_score"), QStringLiteral("IntegratedScore") },
        { QStringLiteral("elo"), QStringLiteral("Elo") },
    };
    return labels;
}
} // namespace

QString latexEscape(const QString &s)
{
    // One pass: an escape's own backslash and braces are never escaped again.
    QString out;
    for (const QChar c : s)
        switch (c.unicode()) {
        case u'\\':
            out += QStringLiteral("\\textbackslash{}");
            break;
        case u'&':
        case u'%':
        case u'$':
        case u'#':
        case u'{':
        case u'}':
            out += QLatin1Char('\\') + c;
            break;
        case u'_': // a break allowed after it, so that long identifiers wrap
            out += QStringLiteral("\\_\\allowbreak{}");
            break;
        case u'/':
            out += QStringLiteral("/\\allowbreak{}");
            break;
        case u'[': // a cell starting with [ right after a row's \\ would be read as that \\'s optional spacing
            out += QStringLiteral("{[}");
            break;
        case u'~':
            out += QStringLiteral("\\textasciitilde{}");
            break;
        case u'^':
            out += QStringLiteral("\\textasciicircum{}");
            break;
        case u'\n': // a line break in data would end a LaTeX comment or a table row early
        case u'\r':
            out += QLatin1Char(' ');
            break;
        default:
            out += c;
        }
    return out;
}

int printedDecimals(const QString &statistic, int usual)
{
    return statistic == QLatin1String("elo") ? 0 : usual;
}

QString latexNumber(double v, const QString &statistic)
{
    return std::isfinite(v) ? fixed(v, printedDecimals(statistic, 3)) : QStringLiteral("--");
}

QString latexInterval(double low, double high, const QString &statistic)
{
    if (!std::isfinite(low) || !std::isfinite(high))
        return {};
    const int decimals = printedDecimals(statistic, 2);
    return QStringLiteral("[%1, %2]").arg(fixed(low, decimals), fixed(high, decimals));
}

QString latexEstimate(double value, double low, double high, bool stacked, const QString &statistic)
{
    const QString interval = latexInterval(low, high, statistic);
    if (interval.isEmpty() || !std::isfinite(value))
        return latexNumber(value, statistic);
    if (!stacked)
        return latexNumber(value, statistic) + QLatin1Char(' ') + interval;
    return QStringLiteral("\\begin{tabular}[t]{@{}c@{}}%1\\\\[-1pt]\\scriptsize %2\\end{tabular}")
        .arg(latexNumber(value, statistic), interval);
}

QString latexCount(double n)
{
    return n == std::floor(n) ? QString::number(n, 'f', 0) : QString::number(n, 'f', 1);
}

QString statisticLabel(const QString &statistic)
{
    static const QString threeLevel = QStringLiteral("3-level ");
    if (statistic.startsWith(threeLevel))
        return statisticLabel(statistic.mid(threeLevel.size())) + QStringLiteral(" (3-level)");
    if (const auto it = knownLabels().constFind(statistic); it != knownLabels().constEnd())
        return *it;
    return latexEscape(QString(statistic).replace(QLatin1Char('_'), QLatin1Char(' ')));
}

} // namespace draudit::models
