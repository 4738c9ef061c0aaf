// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names in report tables and notes (analyses, comparisons, interval methods, chart axes) in the user's language. The
// report's rows keep them in English: they are stable identifiers in JSON and CSV exports. Notes are prose and name
// them through these functions. The terms are listed for lupdate (QT_TRANSLATE_NOOP) and looked up by their English
// text. A benchmark's own analysis names ("DR. BENCH: IntegratedScore") are declared where its analysis names them,
// under the same context; the terms here are the ones every analysis shares.
#include "models/report/reportterms.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace draudit::models {

namespace {
const char *const kTerms[] = {
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "Elo gap vs rounds"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "F distribution (psych)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "Fisher z"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "Wilson score"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "bootstrap BCa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs human"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs human verdict"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs judge"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs judge verdict"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge bias"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "normal (FCE asymptotic SE)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "position bias"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "rating agreement"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "ratings (per battle, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "round-level ratings (Bradley-Terry, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "style-controlled ratings (Bradley-Terry, Elo scale)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "t interval over reports"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "t interval over tasks"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "t interval over annotator pairs"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "t(n-1) with Gwet's linearised SE"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "audit pass rate"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "attention checks"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "audit sample"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "direction agreement"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "gold vs judge"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "gold vs judge verdict"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs gold"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human vs gold verdict"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge vs hand-extracted claims"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge vs judge verdict (cross-examiner)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge vs judge against humans"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "leaderboard ratings"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "question validity"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge vs the human ceiling"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "total (paper: mean of valid metrics)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "final answers, incl. changes after commit"),
    // Statistics as the reports name them (a label shows them with spaces in English).
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "cohen_kappa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "3-level cohen_kappa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "percent_agreement"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "3-level percent_agreement"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "direction agreement"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "fleiss_kappa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "krippendorff_alpha"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "gwet_ac1"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "gwet_ac2"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "brennan_prediger"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "scott_pi"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "weighted_kappa_linear"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "weighted_kappa_quadratic"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "pearson_r"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "spearman_rho"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "kendall_tau_b"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "first_position_win_rate"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "binomial_p_vs_half"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "elo"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "battles"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "reports"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "human"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "annotator"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "conger_kappa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "light_kappa"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "elo_plain"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "elo_style_controlled"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "elo_shift"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "style_log_odds_per_sd"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "blind_at_first_commit"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "not_blind_no_commit"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "changed_after_commit"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "left_out_never_committed"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "answers counted"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "precision"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "recall"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "f1"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "mcnemar_exact_p"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "agreement_within_1_point"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "mean_difference_human_minus_judge"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "mean_difference_expert_minus_judge"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "rank_swaps"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "check_accuracy"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "selection_rate"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "overall_score"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "tasks_kept_icc_nonnegative"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "PAR_expert_vs_others"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "PAR minus PAR_expert_vs_others"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DeepResearch Bench: human inter-agreement"),
    // Interval methods with their number of resamples as %1 (displayTerm).
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "bootstrap over tasks (clusters), percentile, %1 resamples"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "bootstrap percentile over battles (%1 resamples)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "bootstrap percentile over tasks (%1 resamples)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "bootstrap percentile over questions (%1 resamples)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "cluster bootstrap BCa over battles (%1 resamples)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "cluster bootstrap BCa over reports (%1 resamples)"),
    QT_TRANSLATE_NOOP(
        "draudit::models::ReportTerms", "paired cluster bootstrap percentile over battles (%1 resamples)"),
    QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "paired cluster bootstrap percentile over tasks (%1 resamples)"),
};

// The dimensions of DeepResearch Bench's RACE, as a comparison names them ("overall · judge race").
const char *const kDimensions[] = {
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "overall"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "comprehensiveness"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "insight"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "instruction_following"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "readability"),
};

// The parts of a composed statistic id: "3-level X", "X minus human-human", "X_p" and the length-bias family
// "length_<measure>_<quantity>".
const char *const kThreeLevel = QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "3-level %1");
const char *const kMinusHumans = QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "%1 minus human-human");
const char *const kPValue = QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "p value of %1");
const char *const kLengthBias = QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "%1 by %2");
const std::pair<const char *, const char *> kLengthMeasures[] = {
    { "words", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "length in words") },
    { "citations", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "citations") },
};
const std::pair<const char *, const char *> kLengthQuantities[] = {
    { "log_odds_judge", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "log odds of the judge's preference") },
    { "log_odds_humans", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "log odds of the humans' preference") },
    { "odds_ratio_judge", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "odds ratio of the judge's preference") },
    { "odds_ratio_humans", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "odds ratio of the humans' preference") },
    { "difference", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "judge minus humans") },
    { "partial_r_judge", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "partial r of the judge's scores") },
    { "partial_r_humans", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "partial r of the humans' scores") },
    { "r_judge", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "r of the judge's scores") },
    { "r_humans", QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "r of the humans' scores") },
};

QString reportTerm(const char *english)
{
    return QCoreApplication::translate("draudit::models::ReportTerms", english);
}

// "length_words_log_odds_judge" → "log odds of the judge's preference by length in words"; empty if not of the family.
QString lengthBiasLabel(const QString &statistic)
{
    for (const auto &[measure, measureLabel] : kLengthMeasures)
        for (const auto &[quantity, quantityLabel] : kLengthQuantities)
            if (statistic == QStringLiteral("length_%1_%2").arg(QLatin1String(measure), QLatin1String(quantity)))
                return reportTerm(kLengthBias).arg(reportTerm(quantityLabel), reportTerm(measureLabel));
    return {};
}

// The phrases the analyses add around names, longest first so that no shorter one splits a longer.
const char *const kPhrases[] = {
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "overall (mean over questions, evaluate.py)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "mean of categories (paper Table 11)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", " (seat A, rounds the humans answered)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", " (rounds two or more humans answered)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "humans (same reports)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "humans, per round"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "humans (same rounds)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "reports with re-scored items"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "all humans (left answer)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ", battles cut after round 1"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ", battles cut after round 2"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ", per model pair"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ", per round"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", " (all rounds)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ", per battle"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", " (seat A)"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "all humans"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "all items"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "all annotators"),
    // A style covariate after its source ("judge gpt-4o: words", ArenaJudgeBias).
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ": words"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ": headers"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ": list_items"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", ": bold"),
};

// Words that stand alone between names: a judge's or leaderboard's name follows them, or a side of " vs ".
const char *const kWords[] = {
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "leaderboard"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "humans"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "judge"),
    QT_TRANSLATE_NOOP("draudit::models::ComparisonTerms", "gold"),
};

QString comparisonTerm(const char *english)
{
    return QCoreApplication::translate("draudit::models::ComparisonTerms", english);
}

// "a: b" with the colon of the user's language ("a：b" in Chinese).
QString colonJoined(const QString &before, const QString &after)
{
    return QCoreApplication::translate("draudit::models::ReportTerms", "%1: %2", "a note on one comparison's source")
        .arg(before, after);
}

// One side of " vs ": a phrase-bearing name, "judge NAME", "humans: NAME", or a name. The phrases are translated
// first ("humans (same rounds)", "judge X: words"), then a leading word and its colon.
QString displaySide(QString side)
{
    static const QRegularExpression annotators(QStringLiteral("^all (\\d+) annotators$"));
    if (const auto m = annotators.match(side); m.hasMatch())
        return QCoreApplication::translate("draudit::models::ComparisonTerms", "all %1 annotators").arg(m.captured(1));
    for (const char *dimension : kDimensions)
        if (side == QLatin1String(dimension))
            return comparisonTerm(dimension);
    for (const char *phrase : kPhrases)
        side.replace(QLatin1String(phrase), comparisonTerm(phrase));
    for (const char *word : kWords) {
        const QLatin1String w(word);
        if (side == w)
            return comparisonTerm(word);
        if (!side.startsWith(w) || side.size() == w.size())
            continue;
        const QString rest = side.mid(w.size());
        if (rest.startsWith(QStringLiteral(": ")))
            return colonJoined(comparisonTerm(word), rest.mid(2));
        if (rest.front() == QLatin1Char(' ') || rest.front() == QChar(0xFF1A) || rest.front() == QChar(0xFF08))
            return comparisonTerm(word) + rest; // a space, or a translated phrase's "：" or "（"
    }
    return side;
}

// "cohen_kappa" → "Cohen kappa": an id as English words.
QString spaced(QString id)
{
    id.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!id.isEmpty())
        id[0] = id[0].toUpper();
    return id;
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
        parts << sides.join(QCoreApplication::translate("draudit::models::ComparisonTerms", " vs "));
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
                "draudit::models::ReportTerms", " (only %1 %2: too few for a cluster bootstrap)")
                  .arg(m.captured(2), displayTerm(m.captured(3)));
    // An analysis repeated on the final answers: "final answers, incl. changes after commit: human vs judge".
    static const QString finalAnswers = QStringLiteral("final answers, incl. changes after commit: ");
    if (term.startsWith(finalAnswers))
        return colonJoined(displayTerm(finalAnswers.chopped(2)), displayTerm(term.mid(finalAnswers.size())));
    // A bootstrap's number of resamples is a parameter of its method's name.
    static const QRegularExpression resamples(QStringLiteral("\\b(\\d+) resamples\\b"));
    if (const auto m = resamples.match(term); m.hasMatch()) {
        const QString method = QString(term).replace(m.capturedStart(1), m.capturedLength(1), QStringLiteral("%1"));
        const QString t = QCoreApplication::translate("draudit::models::ReportTerms", method.toUtf8().constData());
        if (t != method)
            return t.arg(m.captured(1));
    }
    return QCoreApplication::translate("draudit::models::ReportTerms", term.toUtf8().constData());
}

QString displayStatistic(const QString &statistic)
{
    static const QSet<QString> terms = [] {
        QSet<QString> out;
        for (const char *term : kTerms)
            out.insert(QString::fromUtf8(term));
        return out;
    }();
    if (const QString t = reportTerm(statistic.toUtf8().constData()); t != statistic)
        return t;
    static const QString threeLevel = QStringLiteral("3-level "), minusHumans = QStringLiteral(" minus human-human"),
                         pValue = QStringLiteral("_p");
    if (statistic.startsWith(threeLevel))
        return reportTerm(kThreeLevel).arg(displayStatistic(statistic.mid(threeLevel.size())));
    if (statistic.endsWith(minusHumans))
        return reportTerm(kMinusHumans).arg(displayStatistic(statistic.chopped(minusHumans.size())));
    if (statistic.endsWith(pValue) && terms.contains(statistic.chopped(pValue.size())))
        return reportTerm(kPValue).arg(displayStatistic(statistic.chopped(pValue.size())));
    if (const QString length = lengthBiasLabel(statistic); !length.isEmpty())
        return length;
    return spaced(statistic);
}

QString noteOn(const QString &comparison, const QString &text)
{
    return colonJoined(displayComparison(comparison), text);
}

QString joinSentences(const QStringList &sentences)
{
    // A sentence that ends in a full-width stop (Chinese) is followed by none.
    static const QString fullWidthStops = QStringLiteral("。！？；");
    QString out;
    for (const QString &sentence : sentences) {
        if (!out.isEmpty() && !fullWidthStops.contains(out.back()))
            out += QLatin1Char(' ');
        out += sentence;
    }
    return out;
}

} // namespace draudit::models
