// The terms are listed for lupdate (QT_TRANSLATE_NOOP) and looked up by their English text at display.
#include "views/reportterms.h"

#include <QCoreApplication>

namespace draudit {
namespace views {

namespace {
[[maybe_unused]] const char *const kTerms[] = {
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR. BENCH: IntegratedScore"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR. BENCH: IntegratedScore per report"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR. BENCH: IntegratedScore, judge vs human labels"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR. BENCH: Quality recomputed"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR. BENCH: human vs judge item scores"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR3-Eval: item decisions, human vs judge"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DR3-Eval: judge claim extraction"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DeepResearch Bench: FACT support labels"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DeepResearch Bench: RACE criterion scores vs experts (0–10)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "DeepResearch Bench: RACE vs humans"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "Elo gap vs rounds"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "F distribution (psych)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "Fisher z"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "LiveDRBench official"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "LiveDRBench paper-eq1"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "LiveDRBench paper-eq1-strict"),
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
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "ratings (Bradley-Terry, Elo scale)"),
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
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "question validity"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "total (paper: mean of valid metrics)"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "human"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "judge"),
    QT_TRANSLATE_NOOP("draudit::views::ReportTerms", "annotator"),
};
} // namespace

QString displayTerm(const QString &term)
{
    return QCoreApplication::translate("draudit::views::ReportTerms", term.toUtf8().constData());
}

} // namespace views
} // namespace draudit
