// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Queries behind the agreement analyses; targets of a kind are matched by the kind's prefix.
#include "models/store/queries/labelqueries.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/answerbasis.h"

#include <QSqlRecord>

namespace draudit::models {

namespace {
Result<LabelsBySource> labels(ProjectStore &store, const QString &sql, const QVariantList &binds)
{
    DRAUDIT_TRY(q, runQuery(store.database(), sql, binds));
    LabelsBySource out;
    while (q.next())
        out[q.value(0).toString()].insert(q.value(1).toString(), q.value(2).toString());
    return out;
}

QString like(std::optional<Target::Kind> kind)
{
    return (kind ? kind->prefix() : QString()) + QLatin1Char('%');
}
} // namespace

LabelQueries::LabelQueries(ProjectStore &store)
    : m_store(store)
{
}

QString LabelQueries::judgeKeySql()
{
    return QStringLiteral("CASE WHEN coalesce(j.run, '') = '' THEN j.name ELSE j.name || '/' || j.run END");
}

Result<LabelsBySource> LabelQueries::judgeLabels(
    const QString &field, std::optional<Target::Kind> kind, const QString &leftOut) const
{
    return labels(m_store,
        QStringLiteral("SELECT %1, jr.target, jr.value FROM judge_records jr JOIN judges j ON j.id "
                       "= jr.judge_id WHERE jr.field = ? AND jr.target LIKE ? AND jr.value <> ?")
            .arg(judgeKeySql()),
        // A null text would bind NULL, and "value <> NULL" holds for no row.
        { field, like(kind), leftOut.isNull() ? QStringLiteral("") : leftOut });
}

Result<LabelsBySource> LabelQueries::humanLabels(
    qint64 studyId, const QString &field, std::optional<Target::Kind> kind) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    return labels(m_store,
        QStringLiteral("SELECT a.name, n.target, n.value FROM %1 n JOIN annotators a ON a.id = n.annotator_id "
                       "WHERE n.field = ? AND n.study_id = ? AND n.target LIKE ? AND n.value <> ''")
            .arg(answers),
        { field, studyId, like(kind) });
}

Result<QHash<QString, QString>> LabelQueries::goldLabels(
    qint64 studyId, const QString &field, std::optional<Target::Kind> kind) const
{
    DRAUDIT_TRY(gold,
        labels(m_store,
            QStringLiteral("SELECT 'gold', target, value FROM adjudications WHERE field = ? AND study_id = ? AND "
                           "target LIKE ? AND value <> ''"),
            { field, studyId, like(kind) }));
    return gold.value(QStringLiteral("gold"));
}

Result<LabelsBySource> LabelQueries::judgeLabelsOrScores(const QString &field) const
{
    return labels(m_store,
        QStringLiteral("SELECT %1, jr.target, coalesce(jr.value, CAST(jr.score AS TEXT)) FROM "
                       "judge_records jr JOIN judges j ON j.id = jr.judge_id WHERE jr.field = ? AND coalesce(jr.value, "
                       "jr.score) IS NOT NULL")
            .arg(judgeKeySql()),
        { field });
}

Result<QList<JudgedAnswer>> LabelQueries::answersWithJudge(
    qint64 studyId, const QString &field, const QString &judgeName) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    return queryRows<JudgedAnswer>(m_store.database(),
        QStringLiteral("SELECT jr.value, a.value, jr.flags FROM %1 a JOIN judge_records jr ON jr.target = "
                       "a.target AND jr.field = a.field JOIN judges j ON j.id = jr.judge_id AND j.name = ? WHERE "
                       "a.study_id = ? AND a.field = ? AND a.value <> ''")
            .arg(answers),
        { judgeName, studyId, field }, [](const QSqlQuery &q) {
            return JudgedAnswer { q.value(0).toString(), q.value(1).toString(), q.value(2).toString() };
        });
}

Result<QList<JudgedTarget>> LabelQueries::judgeRecords(const QString &field, Target::Kind kind) const
{
    return queryRows<JudgedTarget>(m_store.database(),
        QStringLiteral("SELECT target, value, score FROM judge_records WHERE field = ? AND target LIKE ?"),
        { field, like(kind) }, [](const QSqlQuery &q) {
            return JudgedTarget { q.value(0).toString(), q.value(1).isNull() ? QVariant() : q.value(1),
                q.value(2).toDouble() };
        });
}

Result<QList<JudgeDecision>> LabelQueries::judgeDecisions(Target::Kind kind) const
{
    return queryRows<JudgeDecision>(m_store.database(),
        QStringLiteral("SELECT %1, "
                       "jr.target, jr.field, jr.value, jr.score, j.name FROM judge_records jr JOIN judges j ON "
                       "j.id = jr.judge_id WHERE jr.target LIKE ? ORDER BY jr.id")
            .arg(judgeKeySql()),
        { like(kind) }, [](const QSqlQuery &q) {
            return JudgeDecision { q.value(0).toString(), Target::parse(q.value(1).toString()), q.value(2).toString(),
                q.value(3).toString(), q.value(4).isNull() ? std::nullopt : std::optional(q.value(4).toDouble()),
                q.value(5).toString() };
        });
}

Result<QHash<qint64, QString>> LabelQueries::systemNames() const
{
    DRAUDIT_TRY(q, runQuery(m_store.database(), QStringLiteral("SELECT id, name FROM systems")));
    QHash<qint64, QString> out;
    while (q.next())
        out.insert(q.value(0).toLongLong(), q.value(1).toString());
    return out;
}

Result<QList<AnswerAndJudge>> LabelQueries::roundAnswersWithJudge(
    qint64 studyId, const QString &field, const QString &judgeField) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    return queryRows<AnswerAndJudge>(m_store.database(),
        QStringLiteral(
            "SELECT n.name, a.target, a.value, (SELECT jr.value FROM judge_records jr WHERE jr.target = a.target "
            "AND jr.field = ? ORDER BY jr.judge_id, jr.id LIMIT 1), (SELECT s.left_is_a FROM assignments s WHERE "
            "s.study_id = a.study_id AND s.annotator_id = a.annotator_id AND s.target = a.target), c.external_id, "
            "r.round_no FROM %1 a JOIN annotators n ON n.id = a.annotator_id LEFT JOIN rounds r ON ? || r.id = "
            "a.target LEFT JOIN comparisons c ON c.id = r.comparison_id WHERE a.study_id = ? AND a.field = ? AND "
            "a.target LIKE ? AND a.value <> '' ORDER BY a.target, n.name")
            .arg(answers),
        { judgeField, Target::Kind::Round.prefix(), studyId, field, like(Target::Kind::Round) },
        [](const QSqlQuery &q) {
            return AnswerAndJudge { q.value(0).toString(), Target::parse(q.value(1).toString()), q.value(2).toString(),
                q.value(3).toString(), !q.value(4).isNull() && q.value(4).toInt() == 0, q.value(5).toString(),
                q.value(6).toInt() };
        });
}

Result<QStringList> LabelQueries::judgeNamesWithField(const QString &field) const
{
    return queryRows<QString>(m_store.database(),
        QStringLiteral("SELECT DISTINCT j.name FROM judges j WHERE EXISTS (SELECT 1 FROM judge_records jr WHERE "
                       "jr.judge_id = j.id AND jr.field = ?) ORDER BY j.name"),
        { field }, [](const QSqlQuery &q) { return q.value(0).toString(); });
}

Result<QList<ScoredTarget>> LabelQueries::judgeScores(const QString &judgeName, const QString &field) const
{
    return queryRows<ScoredTarget>(m_store.database(),
        QStringLiteral("SELECT jr.target, jr.score, j.run FROM judge_records jr JOIN judges j ON j.id = jr.judge_id "
                       "WHERE j.name = ? AND jr.field = ? AND jr.score IS NOT NULL"),
        { judgeName, field }, [](const QSqlQuery &q) {
            return ScoredTarget { Target::parse(q.value(0).toString()), q.value(1).toDouble(), q.value(2).toString() };
        });
}

Result<QHash<QString, QString>> LabelQueries::judgeValuesByTarget(const QString &field, Target::Kind kind) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT target, value FROM judge_records WHERE field = ? AND target LIKE ? AND value IS NOT "
                           "NULL"),
            { field, like(kind) }));
    QHash<QString, QString> out;
    while (q.next())
        if (Target::parse(q.value(0).toString()).kind() == kind)
            out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

Result<QList<SourcedValue>> LabelQueries::judgeValues(const QString &field, std::optional<Target::Kind> kind) const
{
    return queryRows<SourcedValue>(m_store.database(),
        QStringLiteral("SELECT %1, jr.value FROM judge_records jr JOIN judges j ON j.id = "
                       "jr.judge_id WHERE jr.field = ? AND jr.target LIKE ?")
            .arg(judgeKeySql()),
        { field, like(kind) }, [](const QSqlQuery &q) {
            return SourcedValue { q.value(0).toString(), q.value(1).toString() };
        });
}

Result<int> LabelQueries::judgeValueCount(const QString &field, const QString &value) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(), QStringLiteral("SELECT count(*) FROM judge_records WHERE field = ? AND value = ?"),
            { field, value }));
    return q.next() ? q.value(0).toInt() : 0;
}

Result<QStringList> LabelQueries::answerValues(qint64 studyId, const QString &field) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT a.value FROM %1 a WHERE a.field = ? AND a.study_id = ? AND a.value <> ''")
                .arg(answers),
            { field, studyId }));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QList<SidedAnswer>> LabelQueries::sidedAnswers(qint64 studyId, const QString &field) const
{
    DRAUDIT_TRY(answers, studyAnswersRelation(m_store, studyId));
    return queryRows<SidedAnswer>(m_store.database(),
        QStringLiteral("SELECT n.name, a.value, s.left_is_a FROM %1 a JOIN annotators n ON n.id = "
                       "a.annotator_id JOIN assignments s ON s.study_id = a.study_id AND s.annotator_id = "
                       "a.annotator_id AND s.target = a.target WHERE a.study_id = ? AND a.field = ? AND a.value "
                       "<> ''")
            .arg(answers),
        { studyId, field }, [](const QSqlQuery &q) {
            return SidedAnswer { q.value(0).toString(), q.value(1).toString(), q.value(2).toInt() != 0 };
        });
}

} // namespace draudit::models
