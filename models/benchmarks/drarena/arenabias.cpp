// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Position bias of the humans and the judges on a DR-Arena study (the change of mind after a reveal is every
// protocol's: models/report/answerbasisrows.h).
#include "models/benchmarks/drarena/arenabias.h"

#include "judge/distributions.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QHash>

namespace draudit::models {

namespace {
void appendBias(ReportTable &t, const QString &comparison, int left, int right)
{
    if (left + right == 0)
        return;
    t.rows << proportionRow(
        QStringLiteral("position bias"), comparison, QStringLiteral("first_position_win_rate"), left, left + right);
    t.rows << valueRow(QStringLiteral("position bias"), comparison, QStringLiteral("binomial_p_vs_half"),
        judge::binomialTwoSidedP(left, left + right), left + right);
}
} // namespace

namespace {
// Each judge's seat-A rate on the rounds the study's humans answered: the judge's position bias on the same items.
Result<void> appendJudgeOnHumanRounds(ReportTable &t, const LabelQueries &labels, const ArenaAnalysisOptions &o)
{
    DRAUDIT_TRY(judges, labels.judgeLabels(QStringLiteral("verdict"), Target::Kind::Round, QStringLiteral("UNKNOWN")));
    DRAUDIT_TRY(humans, labels.humanLabels(o.studyId, o.verdictField, Target::Kind::Round));
    QSet<QString> answered;
    for (const auto &byTarget : humans)
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it)
            answered.insert(it.key());
    for (auto j = judges.begin(); j != judges.end(); ++j) {
        int a = 0, b = 0;
        for (auto it = j->begin(); it != j->end(); ++it) {
            if (!answered.contains(it.key()))
                continue;
            a += it.value().startsWith(QLatin1String("A_")) ? 1 : 0;
            b += it.value().startsWith(QLatin1String("B_")) ? 1 : 0;
        }
        appendBias(t, QStringLiteral("%1 (seat A, rounds the humans answered)").arg(j.key()), a, b);
    }
    return {};
}
} // namespace

Result<void> appendPositionBias(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    // Humans, by their own screen order (only answers given within a study's assignments have one).
    const LabelQueries labels(store);
    DRAUDIT_TRY(humans, labels.sidedAnswers(o.studyId, o.verdictField));
    QHash<QString, QPair<int, int>> perHuman;
    int left = 0, right = 0;
    for (const SidedAnswer &answer : humans) {
        const QString screen = answer.leftIsA ? answer.value : arena::mirrored(answer.value);
        auto &counts = perHuman[answer.annotator];
        if (screen.startsWith(QLatin1String("A_"))) {
            ++counts.first;
            ++left;
        } else if (screen.startsWith(QLatin1String("B_"))) {
            ++counts.second;
            ++right;
        }
    }
    QStringList names = perHuman.keys();
    names.sort();
    for (const QString &name : names)
        appendBias(t, QStringLiteral("%1 (left answer)").arg(name), perHuman[name].first, perHuman[name].second);
    if (names.size() > 1)
        appendBias(t, QStringLiteral("all humans (left answer)"), left, right);
    // Judges: seat A is the answer the examiner reads first.
    DRAUDIT_TRY(judges, labels.judgeValues(QStringLiteral("verdict"), Target::Kind::Round));
    QMap<QString, QPair<int, int>> perJudge;
    for (const SourcedValue &judged : judges) {
        const QString &v = judged.value;
        auto &counts = perJudge[judged.source];
        counts.first += v.startsWith(QLatin1String("A_")) ? 1 : 0;
        counts.second += v.startsWith(QLatin1String("B_")) ? 1 : 0;
    }
    for (auto it = perJudge.begin(); it != perJudge.end(); ++it)
        appendBias(t, QStringLiteral("%1 (seat A)").arg(it.key()), it.value().first, it.value().second);
    if (!humans.isEmpty())
        return appendJudgeOnHumanRounds(t, labels, o);
    return {};
}

} // namespace draudit::models
