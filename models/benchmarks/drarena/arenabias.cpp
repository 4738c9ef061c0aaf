// The verdict held at the reveal is the last history value written at or before revealed_at (ISO timestamps
// compare as text).
#include "models/benchmarks/drarena/arenabias.h"

#include "judge/distributions.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

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

Result<void> appendPositionBias(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    // Humans, by their own screen order (only answers given within a study's assignments have one).
    DRAUDIT_TRY(humans,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT n.name, a.value, s.left_is_a FROM annotations a JOIN annotators n ON n.id = "
                "a.annotator_id JOIN assignments s ON s.study_id = a.study_id AND s.annotator_id = "
                "a.annotator_id AND s.target = a.target WHERE a.study_id = ? AND a.field = ? AND a.value <> ''"),
            { o.studyId, o.verdictField }));
    QHash<QString, QPair<int, int>> perHuman;
    int left = 0, right = 0;
    while (humans.next()) {
        const QString data = humans.value(1).toString();
        const QString screen = humans.value(2).toInt() != 0 ? data : arena::mirrored(data);
        auto &counts = perHuman[humans.value(0).toString()];
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
    DRAUDIT_TRY(judges,
        runQuery(store.database(),
            QStringLiteral("SELECT j.name || '/' || j.run, jr.value FROM judge_records jr JOIN judges j ON j.id = "
                           "jr.judge_id WHERE jr.field = 'verdict' AND jr.target LIKE 'round:%'")));
    QMap<QString, QPair<int, int>> perJudge;
    while (judges.next()) {
        const QString v = judges.value(1).toString();
        auto &counts = perJudge[judges.value(0).toString()];
        counts.first += v.startsWith(QLatin1String("A_")) ? 1 : 0;
        counts.second += v.startsWith(QLatin1String("B_")) ? 1 : 0;
    }
    for (auto it = perJudge.begin(); it != perJudge.end(); ++it)
        appendBias(t, QStringLiteral("%1 (seat A)").arg(it.key()), it.value().first, it.value().second);
    return {};
}

Result<void> appendChangeOfMind(ReportTable &t, ProjectStore &store, const ArenaAnalysisOptions &o)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT b.target, a.value, (SELECT h.new_value FROM annotation_history h WHERE h.study_id = "
                "b.study_id AND h.annotator_id = b.annotator_id AND h.target = b.target AND h.field = ? AND "
                "h.changed_at <= b.revealed_at ORDER BY h.changed_at DESC, h.id DESC LIMIT 1), "
                "(SELECT jr.value FROM judge_records jr WHERE jr.target = b.target AND jr.field = 'verdict' ORDER BY "
                "jr.id LIMIT 1) FROM blinding b JOIN annotations a ON a.study_id = b.study_id AND a.annotator_id = "
                "b.annotator_id AND a.target = b.target AND a.field = ? WHERE b.study_id = ? AND b.revealed_at IS NOT "
                "NULL AND b.committed_at IS NOT NULL"),
            { o.verdictField, o.verdictField, o.studyId }));
    int revealed = 0, changed = 0, towardsJudge = 0;
    while (q.next()) {
        const QString atReveal = q.value(2).toString();
        if (atReveal.isEmpty())
            continue; // revealed before any answer: not a blind-then-reveal item
        ++revealed;
        const QString final = q.value(1).toString();
        if (final != atReveal) {
            ++changed;
            towardsJudge += final == q.value(3).toString() ? 1 : 0;
        }
    }
    if (revealed == 0)
        return {};
    t.rows << proportionRow(QStringLiteral("change of mind after reveal"), QStringLiteral("all humans"),
        QStringLiteral("changed_after_reveal"), changed, revealed);
    if (changed > 0)
        t.rows << proportionRow(QStringLiteral("change of mind after reveal"), QStringLiteral("all humans"),
            QStringLiteral("changed_to_the_judge"), towardsJudge, changed);
    return {};
}

} // namespace draudit::models
