// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A report imported only as a placeholder (score before text) has no text and is left out, with a note.
#include "models/report/scorebias.h"

#include "judge/correlation.h"
#include "judge/judgebias.h"
#include "models/core/resulttry.h"
#include "models/core/textstyle.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/catalog.h"

#include <QCoreApplication>
#include <cmath>

namespace draudit::models {

namespace {
const QString kBias = QStringLiteral("judge bias");

struct Scored
{
    std::vector<double> judge, humans, words, citations;
    std::vector<judge::ScoredItem> items;
};

Result<Scored> withText(ProjectStore &store, const QList<ScoredReport> &reports, const QString &judgeFamily,
    const ModelFamilies &families, int *withoutText)
{
    Scored s;
    QHash<QString, std::size_t> tasks;
    const Catalog catalog(store);
    for (const ScoredReport &r : reports) {
        const Target target = Target::parse(r.target);
        if (target.kind() != Target::Kind::Response || r.human.isEmpty()) {
            *withoutText += r.human.isEmpty() ? 0 : 1;
            continue;
        }
        DRAUDIT_TRY(record, catalog.report(target.id()));
        const TextStyle style = textStyle(record.text);
        s.judge.push_back(r.method);
        s.humans.push_back(r.humanMean());
        s.words.push_back(std::log2(style.words + 1));
        s.citations.push_back(std::log2(style.citations + 1));
        const std::size_t task = tasks.value(r.task, static_cast<std::size_t>(tasks.size()));
        tasks.insert(r.task, task);
        s.items.push_back(
            { task, r.method, r.humanMean(), !judgeFamily.isEmpty() && families.familyOf(r.model) == judgeFamily });
    }
    return s;
}

void correlationRow(ReportTable &t, const QString &comparison, const QString &statistic, const judge::PearsonResult &r)
{
    if (std::isfinite(r.r))
        t.rows << intervalRow(kBias, comparison, statistic, r.r, r.ci95.lo, r.ci95.hi, QStringLiteral("Fisher z"), r.n);
}

void selfPreferenceRows(ReportTable &t, const QString &comparison, const Scored &s, const ScoreProtocolOptions &o)
{
    judge::BootstrapOptions b;
    b.resamples = o.bootstrap > 0 ? o.bootstrap : 500;
    b.seed = o.seed;
    const std::vector<judge::BootstrapInterval> shift = judge::ownFamilyScoreShift(s.items, b);
    double own = 0;
    for (const judge::ScoredItem &item : s.items)
        own += item.ownFamily ? 1 : 0;
    const QString method = QStringLiteral("bootstrap percentile over tasks (%1 resamples)").arg(b.resamples);
    const char *names[]
        = { "self_preference_mean_z_judge", "self_preference_mean_z_humans", "self_preference_difference" };
    for (std::size_t k = 0; k < shift.size(); ++k)
        if (std::isfinite(shift[k].estimate))
            t.rows << intervalRow(kBias, comparison, QString::fromLatin1(names[k]), shift[k].estimate,
                shift[k].percentile.lo, shift[k].percentile.hi, method, own);
}
} // namespace

Result<void> appendScoreBias(ReportTable &t, ProjectStore &store, const QList<ScoredReport> &reports,
    const QString &judgeName, const ScoreProtocolOptions &o)
{
    const QString judgeFamily = o.families.familyOf(judgeName);
    int withoutText = 0;
    DRAUDIT_TRY(s, withText(store, reports, judgeFamily, o.families, &withoutText));
    if (withoutText > 0)
        t.notes << QCoreApplication::translate("draudit::models::ScoreBias",
            "judge bias of %1: %2 scored reports have no text in the project and are left out")
                       .arg(judgeName)
                       .arg(withoutText);
    if (s.judge.size() < 5)
        return {};
    const QString comparison = QStringLiteral("%1 vs humans (same reports)").arg(judgeName);
    correlationRow(t, comparison, QStringLiteral("length_words_partial_r_judge"),
        judge::partialPearson(s.judge, s.words, s.humans));
    correlationRow(t, comparison, QStringLiteral("length_words_partial_r_humans"),
        judge::partialPearson(s.humans, s.words, s.judge));
    correlationRow(t, comparison, QStringLiteral("length_words_r_judge"), judge::pearson(s.judge, s.words));
    correlationRow(t, comparison, QStringLiteral("length_words_r_humans"), judge::pearson(s.humans, s.words));
    correlationRow(t, comparison, QStringLiteral("length_citations_partial_r_judge"),
        judge::partialPearson(s.judge, s.citations, s.humans));
    if (judgeFamily.isEmpty())
        t.notes << QCoreApplication::translate("draudit::models::ScoreBias",
            "self-preference of %1: its model family is unknown; name it in a families file (--families FILE, a "
            "line \"%1,FAMILY\")")
                       .arg(judgeName);
    else
        selfPreferenceRows(t, comparison, s, o);
    return {};
}

} // namespace draudit::models
