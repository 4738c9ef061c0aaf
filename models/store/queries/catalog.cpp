// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lists never name systems: labels are safe to show in a blind study.
#include "models/store/queries/catalog.h"

#include "models/forms/target.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace draudit::models {

namespace {
QStringList stringList(const QVariant &v)
{
    QStringList out;
    for (const QJsonValue &x : QJsonDocument::fromJson(v.toString().toUtf8()).array())
        out << x.toString();
    return out;
}

Result<QSqlQuery> run(ProjectStore &store, const QString &sql, const QVariantList &binds = {})
{
    return runQuery(store.database(), sql, binds);
}
} // namespace

Catalog::Catalog(ProjectStore &store)
    : m_store(store)
{
}

Result<ProjectCounts> Catalog::counts() const
{
    auto q = run(m_store,
        QStringLiteral(
            "SELECT (SELECT count(*) FROM tasks), (SELECT count(*) FROM systems), (SELECT count(*) FROM responses), "
            "(SELECT count(*) FROM comparisons), (SELECT count(*) FROM rounds), (SELECT count(*) FROM judge_records), "
            "(SELECT count(*) FROM annotations)"));
    if (!q)
        return tl::unexpected(q.error());
    ProjectCounts c;
    if (q->next()) {
        c.tasks = q->value(0).toLongLong();
        c.systems = q->value(1).toLongLong();
        c.responses = q->value(2).toLongLong();
        c.comparisons = q->value(3).toLongLong();
        c.rounds = q->value(4).toLongLong();
        c.judgeRecords = q->value(5).toLongLong();
        c.annotations = q->value(6).toLongLong();
    }
    q->finish();
    auto byBenchmark = run(m_store,
        QStringLiteral("SELECT benchmark, count(*) FROM tasks GROUP BY benchmark "
                       "ORDER BY benchmark"));
    if (!byBenchmark)
        return tl::unexpected(byBenchmark.error());
    while (byBenchmark->next())
        c.tasksByBenchmark.append({ byBenchmark->value(0).toString(), byBenchmark->value(1).toLongLong() });
    byBenchmark->finish();
    auto comparisons = run(
        m_store, QStringLiteral("SELECT benchmark, count(*) FROM comparisons GROUP BY benchmark ORDER BY benchmark"));
    if (!comparisons)
        return tl::unexpected(comparisons.error());
    while (comparisons->next())
        c.comparisonsByBenchmark.append({ comparisons->value(0).toString(), comparisons->value(1).toLongLong() });
    return c;
}

Result<QList<ListEntry>> Catalog::comparisons(const QString &benchmark, qint64 offset, qint64 limit) const
{
    // Titles repeat (26 of the real replays' 1,078 share one): the id goes with the title, as its detail.
    auto q = run(m_store,
        QStringLiteral("SELECT c.id, c.external_id, c.title, c.total_rounds, sa.name, sb.name FROM comparisons c "
                       "JOIN systems sa ON sa.id = c.system_a JOIN systems sb ON sb.id = c.system_b "
                       "WHERE c.benchmark = ? ORDER BY c.id LIMIT ? OFFSET ?"),
        { benchmark, limit, offset });
    if (!q)
        return tl::unexpected(q.error());
    QList<ListEntry> out;
    while (q->next()) {
        const QString title = q->value(2).toString().simplified();
        const QString id = q->value(1).toString();
        out << ListEntry { q->value(0).toLongLong(), title.isEmpty() ? id : title, title.isEmpty() ? QString() : id,
            q->value(3).toLongLong(), q->value(4).toString() + QLatin1Char(' ') + q->value(5).toString() };
    }
    return out;
}

Result<QList<ListEntry>> Catalog::rounds(qint64 comparisonId) const
{
    auto q = run(m_store,
        QStringLiteral("SELECT id, round_no, depth, width FROM rounds WHERE comparison_id = ? "
                       "ORDER BY round_no"),
        { comparisonId });
    if (!q)
        return tl::unexpected(q.error());
    QList<ListEntry> out;
    while (q->next())
        out << ListEntry { q->value(0).toLongLong(),
            QCoreApplication::translate("draudit::models::Catalog", "Round %1").arg(q->value(1).toInt()),
            QCoreApplication::translate("draudit::models::Catalog", "depth %1 · width %2")
                .arg(q->value(2).toInt())
                .arg(q->value(3).toInt()),
            0 };
    return out;
}

Result<QList<ListEntry>> Catalog::tasks(const QString &benchmark, qint64 offset, qint64 limit) const
{
    auto q = run(m_store,
        QStringLiteral("SELECT t.id, t.external_id, t.prompt, "
                       "(SELECT count(*) FROM responses r WHERE r.task_id = t.id) FROM tasks t "
                       "WHERE t.benchmark = ? ORDER BY t.id LIMIT ? OFFSET ?"),
        { benchmark, limit, offset });
    if (!q)
        return tl::unexpected(q.error());
    QList<ListEntry> out;
    while (q->next()) {
        QString prompt = q->value(2).toString().simplified();
        if (prompt.size() > 80)
            prompt = prompt.left(78) + QStringLiteral("…");
        out << ListEntry { q->value(0).toLongLong(), prompt,
            QCoreApplication::translate("draudit::models::Catalog", "task %1").arg(q->value(1).toString()),
            q->value(3).toLongLong() };
    }
    return out;
}

Result<QList<ListEntry>> Catalog::responses(qint64 taskId) const
{
    // Labels name no model (they are offered for comparison beside a report); the variant (raw or cleaned) or
    // context size tells two reports of one model apart. The model is only matched by the navigator's filter.
    auto q = run(m_store,
        QStringLiteral("SELECT r.id, length(r.text), s.name, r.metadata FROM responses r "
                       "JOIN systems s ON s.id = r.system_id WHERE r.task_id = ? ORDER BY r.id"),
        { taskId });
    if (!q)
        return tl::unexpected(q.error());
    QList<ListEntry> out;
    int n = 0;
    while (q->next()) {
        const QChar letter(QLatin1Char(static_cast<char>('A' + (n++ % 26))));
        const QJsonObject meta = QJsonDocument::fromJson(q->value(3).toByteArray()).object();
        const QString variant
            = meta.value(QStringLiteral("variant")).toString(meta.value(QStringLiteral("context")).toString());
        const QString label = QCoreApplication::translate("draudit::models::Catalog", "Report %1").arg(letter);
        out << ListEntry { q->value(0).toLongLong(),
            variant.isEmpty() ? label
                              : QCoreApplication::translate("draudit::models::Catalog", "%1 (%2)").arg(label, variant),
            QCoreApplication::translate("draudit::models::Catalog", "%1 characters").arg(q->value(1).toLongLong()), 0,
            q->value(2).toString() };
    }
    return out;
}

Result<ComparisonRecord> Catalog::comparison(qint64 comparisonId) const
{
    auto q = run(m_store,
        QStringLiteral(
            "SELECT c.id, c.external_id, c.title, sa.name, sb.name, c.winner, c.benchmark FROM comparisons c "
            "JOIN systems sa ON sa.id = c.system_a JOIN systems sb ON sb.id = c.system_b "
            "WHERE c.id = ?"),
        { comparisonId });
    if (!q)
        return tl::unexpected(q.error());
    if (!q->next())
        return fail(
            QCoreApplication::translate("draudit::models::Catalog", "comparison %1 does not exist").arg(comparisonId));
    ComparisonRecord b { q->value(0).toLongLong(), q->value(1).toString(), q->value(2).toString(),
        q->value(3).toString(), q->value(4).toString(), q->value(5).toString(), {}, q->value(6).toString() };
    auto r = run(m_store,
        QStringLiteral(
            "SELECT r.id, r.round_no, r.depth, r.width, t.prompt, r.word_limit, r.logic_chain, r.source_nodes, "
            "r.checklist_width, r.checklist_depth, ra.text, rb.text, r.score_a, r.score_b, r.evolution FROM rounds r "
            "JOIN tasks t ON t.id = r.task_id LEFT JOIN responses ra ON ra.id = r.response_a "
            "LEFT JOIN responses rb ON rb.id = r.response_b WHERE r.comparison_id = ? ORDER BY r.round_no"),
        { comparisonId });
    if (!r)
        return tl::unexpected(r.error());
    while (r->next()) {
        RoundRecord rr;
        rr.id = r->value(0).toLongLong();
        rr.number = r->value(1).toInt();
        rr.depth = r->value(2).toInt();
        rr.width = r->value(3).toInt();
        rr.question = r->value(4).toString();
        rr.wordLimit = WordLimit::parse(r->value(5).toString());
        rr.logicChain = stringList(r->value(6));
        rr.sourceNodes = stringList(r->value(7));
        rr.checklistWidth = stringList(r->value(8));
        rr.checklistDepth = stringList(r->value(9));
        rr.answerA = r->value(10).toString();
        rr.answerB = r->value(11).toString();
        rr.scoreA = r->value(12).toDouble();
        rr.scoreB = r->value(13).toDouble();
        rr.evolution = r->value(14).toString();
        b.rounds << rr;
    }
    // Every round's verdicts in one statement (one per round was most of the time a study export spent here).
    QHash<QString, qsizetype> roundOfTarget;
    QVariantList targets;
    for (qsizetype i = 0; i < b.rounds.size(); ++i) {
        targets << Target::round(b.rounds[i].id).toString();
        roundOfTarget.insert(targets.back().toString(), i);
    }
    if (targets.isEmpty())
        return b;
    auto v = run(m_store,
        QStringLiteral("SELECT jr.target, j.name, jr.value, jr.tie_quality, jr.failure_type, jr.reasoning, jr.flags "
                       "FROM judge_records jr JOIN judges j ON j.id = jr.judge_id WHERE jr.target IN (%1) AND "
                       "jr.field = 'verdict' ORDER BY jr.id")
            .arg(QStringList(targets.size(), QStringLiteral("?")).join(QLatin1Char(','))),
        targets);
    if (!v)
        return tl::unexpected(v.error());
    while (v->next())
        b.rounds[roundOfTarget.value(v->value(0).toString())].verdicts
            << JudgeVerdict { v->value(1).toString(), v->value(2).toString(), v->value(3).toString(),
                   v->value(4).toString(), v->value(5).toString(), !v->value(6).isNull() };
    return b;
}

Result<ReportRecord> Catalog::report(qint64 responseId) const
{
    auto q = run(m_store,
        QStringLiteral(
            "SELECT r.id, t.benchmark, t.external_id, t.prompt, r.text, t.language, s.name, t.metadata, "
            "r.metadata, r.task_id FROM responses r JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = "
            "r.system_id WHERE r.id = ?"),
        { responseId });
    if (!q)
        return tl::unexpected(q.error());
    if (!q->next())
        return fail(
            QCoreApplication::translate("draudit::models::Catalog", "response %1 does not exist").arg(responseId));
    return ReportRecord { q->value(0).toLongLong(), q->value(1).toString(), q->value(2).toString(),
        q->value(3).toString(), q->value(4).toString(), q->value(5).toString(), q->value(6).toString(),
        q->value(7).toString(), q->value(8).toString(), q->value(9).toLongLong() };
}

Result<std::optional<std::pair<QString, QString>>> Catalog::taskAndSystemOf(qint64 responseId) const
{
    auto q = run(m_store,
        QStringLiteral("SELECT t.external_id, s.name, r.metadata FROM responses r JOIN tasks t ON t.id = r.task_id "
                       "JOIN systems s ON s.id = r.system_id WHERE r.id = ?"),
        { responseId });
    if (!q)
        return tl::unexpected(q.error());
    if (!q->next())
        return std::optional<std::pair<QString, QString>> {};
    // One model's reports at two context sizes (DR3-Eval's 32k ... 512k) are two reports of the task: "alpha/32k",
    // as the placeholder of a result imported before its report names it.
    const QString context
        = QJsonDocument::fromJson(q->value(2).toString().toUtf8()).object().value(QStringLiteral("context")).toString();
    const QString system = q->value(1).toString();
    return std::optional { std::pair {
        q->value(0).toString(), context.isEmpty() ? system : system + QLatin1Char('/') + context } };
}

Result<QList<qint64>> Catalog::comparisonIds() const
{
    auto q = run(m_store, QStringLiteral("SELECT id FROM comparisons ORDER BY id"), {});
    if (!q)
        return tl::unexpected(q.error());
    QList<qint64> out;
    while (q->next())
        out << q->value(0).toLongLong();
    return out;
}

Result<QStringList> Catalog::systemNames() const
{
    auto q = run(m_store, QStringLiteral("SELECT name FROM systems ORDER BY id"), {});
    if (!q)
        return tl::unexpected(q.error());
    QStringList out;
    while (q->next())
        out << q->value(0).toString();
    return out;
}

Result<qint64> Catalog::firstResponse(qint64 taskId) const
{
    auto q = run(m_store, QStringLiteral("SELECT min(id) FROM responses WHERE task_id = ?"), { taskId });
    if (!q)
        return tl::unexpected(q.error());
    if (!q->next() || q->value(0).isNull())
        return fail(QCoreApplication::translate("draudit::models::Catalog", "task %1 has no responses").arg(taskId));
    return q->value(0).toLongLong();
}

Result<qint64> Catalog::comparisonOfRound(qint64 roundId) const
{
    auto q = run(m_store, QStringLiteral("SELECT comparison_id FROM rounds WHERE id = ?"), { roundId });
    if (!q)
        return tl::unexpected(q.error());
    if (!q->next())
        return fail(
            QCoreApplication::translate("draudit::models::Catalog", "round %1 is not in the project").arg(roundId));
    return q->value(0).toLongLong();
}

Result<ComparisonRecord> Catalog::comparisonWithRound(qint64 roundId) const
{
    const auto comparisonId = comparisonOfRound(roundId);
    if (!comparisonId)
        return tl::unexpected(comparisonId.error());
    return comparison(*comparisonId);
}

Result<QString> Catalog::benchmarkOf(const Target &target) const
{
    QString sql;
    qint64 id = 0;
    if (!target.roundIds().isEmpty()) {
        sql = QStringLiteral(
            "SELECT c.benchmark FROM rounds r JOIN comparisons c ON c.id = r.comparison_id WHERE r.id = ?");
        id = target.roundIds().value(0);
    } else if (target.kind() == Target::Kind::Comparison) {
        sql = QStringLiteral("SELECT benchmark FROM comparisons WHERE id = ?");
        id = target.id();
    } else if (target.kind() == Target::Kind::Task) {
        sql = QStringLiteral("SELECT benchmark FROM tasks WHERE id = ?");
        id = target.id();
    } else {
        sql = QStringLiteral("SELECT t.benchmark FROM responses r JOIN tasks t ON t.id = r.task_id WHERE r.id = ?");
        id = target.responseId();
    }
    if (id <= 0)
        return QString();
    auto q = run(m_store, sql, { id });
    if (!q)
        return tl::unexpected(q.error());
    return q->next() ? q->value(0).toString() : QString();
}

} // namespace draudit::models
