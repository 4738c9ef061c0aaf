// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Values of committed answers at their commit, their reveal and now, read from the answers' history.
#include "models/store/studies/answerchanges.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/answerbasis.h"

namespace draudit::models {

namespace {
// The last value the answer's history gave it at or before the time in column `at`.
QString valueAt(const QString &at)
{
    return QStringLiteral("(SELECT h.new_value FROM annotation_history h WHERE h.annotation_id = x.id AND "
                          "h.changed_at <= %1 ORDER BY h.id DESC LIMIT 1)")
        .arg(at);
}
} // namespace

namespace {
Result<QList<CommittedAnswer>> committedAnswers(ProjectStore &store, qint64 studyId)
{
    DRAUDIT_TRY(fields, studyAnswerFields(store, studyId));
    QString judgeField = QStringLiteral("x.field");
    if (!fields.judgeField.isEmpty()) {
        judgeField = QStringLiteral("CASE x.field");
        for (auto it = fields.judgeField.cbegin(); it != fields.judgeField.cend(); ++it)
            judgeField += QStringLiteral(" WHEN ? THEN ?");
        judgeField += QStringLiteral(" ELSE x.field END");
    }
    QVariantList binds;
    for (auto it = fields.judgeField.cbegin(); it != fields.judgeField.cend(); ++it)
        binds << it.key() << it.value();
    binds << studyId;
    DRAUDIT_TRY(rows,
        queryRows<CommittedAnswer>(store.database(),
            QStringLiteral("SELECT n.name, b.target, x.target, x.field, coalesce(%1, ''), CASE WHEN b.revealed_at IS "
                           "NULL THEN '' ELSE coalesce(%2, '') END, b.revealed_at IS NOT NULL, x.value, (SELECT "
                           "jr.value FROM judge_records jr WHERE jr.target = x.target AND jr.field = %4 AND jr.value "
                           "IS NOT NULL ORDER BY jr.judge_id, jr.id LIMIT 1) FROM annotations x JOIN blinding b ON "
                           "b.id = %3 JOIN annotators n ON n.id = x.annotator_id WHERE x.study_id = ? AND "
                           "b.committed_at IS NOT NULL ORDER BY n.name, b.target, x.target, x.field")
                .arg(valueAt(QStringLiteral("b.committed_at")), valueAt(QStringLiteral("b.revealed_at")),
                    blindingOfAnswer(store, QStringLiteral("x")), judgeField),
            binds, [](const QSqlQuery &q) {
                CommittedAnswer a;
                a.annotator = q.value(0).toString();
                a.item = q.value(1).toString();
                a.target = q.value(2).toString();
                a.field = q.value(3).toString();
                a.atCommit = q.value(4).toString();
                a.atReveal = q.value(5).toString();
                a.revealed = q.value(6).toBool();
                a.finalValue = q.value(7).toString();
                a.judgeValue = q.value(8).toString();
                return a;
            }));
    QList<CommittedAnswer> out;
    for (CommittedAnswer &a : rows)
        if (!fields.afterCommit.contains(a.field)) // asked after the commit: its own answer, not a change of mind
            out << std::move(a);
    return out;
}

} // namespace

Result<AnswerKinds> answerKinds(ProjectStore &store, qint64 studyId)
{
    AnswerKinds kinds;
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT CASE WHEN b.committed_at IS NOT NULL THEN 0 WHEN b.shown_at IS NOT NULL THEN 1 ELSE 2 END AS "
                "kind, "
                "count(*) FROM annotations x LEFT JOIN blinding b ON b.id = %1 WHERE x.study_id = ? AND x.value <> '' "
                "GROUP BY kind")
                .arg(blindingOfAnswer(store, QStringLiteral("x"))),
            { studyId }));
    while (q.next()) {
        const int kind = q.value(0).toInt();
        (kind == 0 ? kinds.blind : kind == 1 ? kinds.neverCommitted : kinds.notBlind) += q.value(1).toInt();
    }
    DRAUDIT_TRY(committed, committedAnswers(store, studyId));
    for (const CommittedAnswer &a : committed)
        kinds.changedAfterCommit += a.finalValue != a.atCommit ? 1 : 0;
    kinds.committed = std::move(committed);
    return kinds;
}

} // namespace draudit::models
