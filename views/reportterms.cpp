// The terms are listed for lupdate (QT_TRANSLATE_NOOP) and looked up by their English text at display. A
// benchmark's own analysis names ("DR. BENCH: IntegratedScore") are declared where its analysis names them, under
// the same context; the terms here are the ones every analysis shares.
#include "views/reportterms.h"

#include "models/report/latexformat.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

namespace draudit {
namespace views {

namespace {
[[maybe_unused]] const char *const kTerms[] = {
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "Elo gap vs rounds"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "F distribution (psych)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "Fisher z"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "Wilson score"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "bootstrap BCa"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "bootstrap percentile over battles (1000 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "bootstrap percentile over battles (500 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "bootstrap percentile over questions (1000 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs human"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs human verdict"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs judge"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs judge verdict"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge bias"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "normal (FCE asymptotic SE)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "position bias"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "rating agreement"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "ratings (per battle, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "round-level ratings (Bradley-Terry, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "style-controlled ratings (Bradley-Terry, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "t interval over reports"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "t interval over tasks"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "t interval over annotator pairs"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "t(n-1) with Gwet's linearised SE"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "audit pass rate"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "attention checks"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "audit sample"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "direction agreement"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "gold vs judge"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "gold vs judge verdict"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs gold"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human vs gold verdict"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge vs hand-extracted claims"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge vs judge verdict (cross-examiner)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge vs judge against humans"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "leaderboard ratings"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "cluster bootstrap BCa over battles (1000 resamples)"),
    QT_TRANSLATE_NOOP(
        "draudit::views::ReportTerms", "paired cluster bootstrap percentile over battles (1000 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "question validity"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge vs the human ceiling"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "bootstrap over tasks (clusters), percentile, 1000 resamples"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "paired cluster bootstrap percentile over tasks (1000 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "cluster bootstrap BCa over reports (1000 resamples)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "total (paper: mean of valid metrics)"),
    // Statistics as the reports name them (a label shows them with spaces in English).
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "cohen_kappa"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "3-level cohen_kappa"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "percent_agreement"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "3-level percent_agreement"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "direction agreement"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "fleiss_kappa"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "krippendorff_alpha"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "gwet_ac1"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "gwet_ac2"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "brennan_prediger"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "scott_pi"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "weighted_kappa_linear"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "weighted_kappa_quadratic"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "pearson_r"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "spearman_rho"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "kendall_tau_b"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "first_position_win_rate"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "binomial_p_vs_half"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "elo"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "battles"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "reports"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "annotator"),
};

// The phrases the analyses add around names, longest first so that no shorter one splits a longer.
const char *const kPhrases[] = {
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "overall (mean over questions, evaluate.py)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "mean of categories (paper Table 11)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", " (seat A, rounds the humans answered)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "humans (same reports)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "humans, per round"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "humans (same rounds)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "reports with re-scored items"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "all humans (left answer)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", ", battles cut after round 1"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", ", battles cut after round 2"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", ", per model pair"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", ", per round"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", " (all rounds)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", ", per battle"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", " (seat A)"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "all humans"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "all items"),
};

// Words that stand alone between names: a judge's or leaderboard's name follows them, or a side of " vs ".
const char *const kWords[] = {
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "leaderboard"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "humans"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "judge"),
    QT_TRANSLATE_NOOP("draudit::views::ComparisonTerms", "gold"),
};

QString comparisonTerm(const char *english)
{
    return QCoreApplication::translate("draudit::views::ComparisonTerms", english);
}

// One side of " vs ": a phrase-bearing name, "judge NAME", "humans: NAME", or a name.
QString displaySide(QString side)
{
    static const QRegularExpression annotators(QStringLiteral("^all (\\d+) annotators$"));
    if (const auto m = annotators.match(side); m.hasMatch())
        return QCoreApplication::translate("draudit::views::ComparisonTerms", "all %1 annotators").arg(m.captured(1));
    for (const char *phrase : kPhrases)
        side.replace(QLatin1String(phrase), comparisonTerm(phrase));
    for (const char *word : kWords) {
        const QLatin1String w(word);
        if (side == w)
            return comparisonTerm(word);
        for (const QString &joint : { QStringLiteral(" "), QStringLiteral(": ") })
            if (side.startsWith(w + joint))
                return comparisonTerm(word) + joint + side.mid(w.size() + joint.size());
    }
    return side;
}
} // namespace

QString displayComparison(const QString &comparison)
{
    static const QLatin1String vs(" vs ");
    static const QString dot = QStringLiteral(" · ");
    QStringList parts;
    for (const QString &part : comparison.split(dot)) {
        QStringList sides;
        for (const QString &side : part.split(vs))
            sides << displaySide(side);
        parts << sides.join(QCoreApplication::translate("draudit::views::ComparisonTerms", " vs "));
    }
    return parts.join(dot);
}

QString displayTerm(const QString &term)
{
    // An interval method with the note on too few clusters: each part in the user's language.
    static const QRegularExpression fewClusters(
        QStringLiteral("^(.*) \\(only (\\d+) (\\w+): too few for a cluster bootstrap\\)$"));
    if (const auto m = fewClusters.match(term); m.hasMatch())
        return displayTerm(m.captured(1))
            + QCoreApplication::translate(
                "draudit::views::ReportTerms", " (only %1 %2: too few for a cluster bootstrap)")
                  .arg(m.captured(2), displayTerm(m.captured(3)));
    return QCoreApplication::translate("draudit::views::ReportTerms", term.toUtf8().constData());
}

QString displayNumber(double value, const QString &statistic)
{
    return std::isfinite(value) ? QString::number(value, 'f', models::printedDecimals(statistic, 4)) : QString();
}

QString displayInterval(double low, double high, const QString &statistic)
{
    return std::isfinite(low) && std::isfinite(high)
        ? QStringLiteral("[%1, %2]").arg(displayNumber(low, statistic), displayNumber(high, statistic))
        : QString();
}

} // namespace views
} // namespace draudit
