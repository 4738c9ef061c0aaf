// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Statements are prepared once per import and reused by their text (StatementCache).
#include "models/store/imports/importwriter.h"

#include "models/core/resulttry.h"
#include "models/store/storage/defaultstudy.h"
#include "models/store/storage/projectstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace draudit::models {

namespace {
QVariant nullIfEmpty(const QString &v)
{
    return v.isEmpty() ? QVariant() : QVariant(v);
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}
} // namespace

ImportWriter::ImportWriter(ProjectStore &store, const QString &file)
    : m_store(store)
    , m_file(file)
    , m_statements(store.database(), file)
    , m_rows(m_statements, store.backend())
{
}

Result<void> ImportWriter::savepoint(Savepoint step)
{
    static const QStringList begin { QStringLiteral("SAVEPOINT import_record") };
    static const QStringList keep { QStringLiteral("RELEASE import_record") };
    static const QStringList undo { QStringLiteral("ROLLBACK TO import_record"),
        QStringLiteral("RELEASE import_record") };
    const QStringList &commands = step == Savepoint::Begin ? begin : step == Savepoint::Keep ? keep : undo;
    // A record starts with no rows waiting for COPY (sent inside its savepoint, an undo would take earlier records'
    // rows along) and, undone, leaves none (ImportContext::finishRecord sends its own before keeping it).
    if (step == Savepoint::Begin)
        DRAUDIT_TRY_VOID(m_statements.flushBulk());
    else if (step == Savepoint::Undo)
        m_statements.discardBulk();
    for (const QString &sql : commands) {
        // Not prepared: PostgreSQL cannot prepare savepoint commands.
        if (const auto done = execute(m_store.database(), sql,
                QCoreApplication::translate("draudit::models::ImportContext", "cannot store a record"));
            !done)
            return fail(done.error().message, m_file);
    }
    return {};
}

Result<std::optional<qint64>> ImportWriter::systemId(const QString &name)
{
    return m_statements.lookup(QStringLiteral("SELECT id FROM systems WHERE name = ?"), { name });
}

Result<qint64> ImportWriter::addSystem(const QString &name)
{
    return m_statements.insert(QStringLiteral("INSERT INTO systems (name) VALUES (?) RETURNING id"), { name });
}

Result<std::optional<qint64>> ImportWriter::judgeId(const QString &name, const QString &run)
{
    return m_statements.lookup(QStringLiteral("SELECT id FROM judges WHERE name = ? AND run = ?"), { name, run });
}

Result<qint64> ImportWriter::addJudge(const QString &name, const QString &run)
{
    return m_statements.insert(
        QStringLiteral("INSERT INTO judges (name, run) VALUES (?, ?) RETURNING id"), { name, run });
}

Result<std::optional<qint64>> ImportWriter::taskWithPrompt(
    const QString &benchmark, const QString &externalId, const QString &prompt)
{
    return m_statements.lookup(
        QStringLiteral("SELECT max(id) FROM tasks WHERE benchmark = ? AND external_id = ? AND prompt = ?"),
        { benchmark, externalId, prompt });
}

Result<void> ImportWriter::completeTask(qint64 task, const TaskRow &details, const std::optional<QString> &prompt)
{
    const QVariantList kept { nullIfEmpty(details.language), nullIfEmpty(details.domain), nullIfEmpty(details.metadata),
        task };
    if (!prompt)
        return m_statements.exec(
            QStringLiteral("UPDATE tasks SET language = coalesce(language, ?), domain = coalesce(domain, ?), "
                           "metadata = coalesce(metadata, ?) WHERE id = ?"),
            kept);
    return m_statements.exec(
        QStringLiteral("UPDATE tasks SET prompt = ?, language = coalesce(language, ?), domain = coalesce(domain, ?), "
                       "metadata = coalesce(metadata, ?) WHERE id = ?"),
        QVariantList { *prompt } + kept);
}

Result<QList<qint64>> ImportWriter::addTasks(QList<TaskRow> rows, ReadBack readBack)
{
    QVariantList values;
    values.reserve(rows.size() * 7);
    for (TaskRow &t : rows) {
        m_tasks[t.benchmark].created.insert(t.externalId);
        values << std::move(t.benchmark) << std::move(t.externalId) << nullIfEmpty(t.language) << nullIfEmpty(t.domain)
               << std::move(t.prompt) << nullIfEmpty(t.metadata) << std::move(t.sourceId);
    }
    return insertRows(QStringLiteral("tasks"),
        QStringLiteral("benchmark, external_id, language, domain, prompt, metadata, source_id"), 7, values, readBack);
}

Result<bool> ImportWriter::hasTasksUnder(const QString &benchmark, const QString &prefix)
{
    // Tasks this writer created may not be sent yet (COPY), so they are looked up here, and the queries below read
    // only rows already sent. A task undone with its record stays in the set: the caller then looks the ids up one
    // by one, which finds nothing and creates them.
    KnownTasks &known = m_tasks[benchmark];
    if (const auto at = known.created.lower_bound(prefix); at != known.created.end() && at->startsWith(prefix))
        return true;
    if (!known.before) {
        DRAUDIT_TRY(any,
            m_statements.lookupSent(QStringLiteral("SELECT 1 FROM tasks WHERE benchmark = ? LIMIT 1"), { benchmark }));
        known.before = any.has_value();
    }
    if (!*known.before)
        return false;
    // A range over the (benchmark, external_id) index: ids from the prefix up to the prefix with its last character
    // raised by one.
    QString end = prefix;
    if (!end.isEmpty())
        end.back() = QChar(end.back().unicode() + 1);
    DRAUDIT_TRY(found,
        m_statements.lookupSent(
            QStringLiteral("SELECT 1 FROM tasks WHERE benchmark = ? AND external_id >= ? AND external_id < ? LIMIT 1"),
            { benchmark, prefix, end }));
    return found.has_value();
}

Result<qint64> ImportWriter::addComparison(const ComparisonRow &b)
{
    DRAUDIT_TRY(ids,
        insertRows(QStringLiteral("comparisons"),
            QStringLiteral("benchmark, external_id, title, system_a, system_b, winner, score_a, score_b, total_rounds, "
                           "metadata, source_id"),
            11,
            { b.benchmark, b.externalId, b.title, b.systemA, b.systemB, b.winner, b.scoreA, b.scoreB, b.totalRounds,
                b.metadata, b.sourceId },
            ReadBack::No));
    return ids.front();
}

Result<void> ImportWriter::finishComparison(
    qint64 comparison, const QString &winner, double scoreA, double scoreB, int rounds)
{
    return m_statements.exec(
        QStringLiteral("UPDATE comparisons SET winner = ?, score_a = ?, score_b = ?, total_rounds = ? WHERE id = ?"),
        { winner, scoreA, scoreB, rounds, comparison });
}

namespace {
const QString kRoundColumns = QStringLiteral(
    "comparison_id, round_no, task_id, depth, width, word_limit, logic_chain, source_nodes, checklist_width, "
    "checklist_depth, response_a, response_b, score_a, score_b, evolution");
constexpr qsizetype kRoundValues = 15;

void addRoundValues(QVariantList &values, const RoundRow &r)
{
    values << r.comparisonId << r.number << r.taskId << r.depth << r.width << r.wordLimit << r.logicChain
           << r.sourceNodes << r.checklistWidth << r.checklistDepth << r.responseA << r.responseB << r.scoreA
           << r.scoreB << r.evolution;
}
} // namespace

Result<qint64> ImportWriter::addRound(RoundRow row)
{
    QVariantList values;
    addRoundValues(values, row);
    return m_statements.insert(QStringLiteral("INSERT INTO rounds (") + kRoundColumns + QStringLiteral(") VALUES ")
            + placeholders(kRoundValues) + QStringLiteral(" RETURNING id"),
        values);
}

Result<QList<qint64>> ImportWriter::addRounds(QList<RoundRow> rows)
{
    QVariantList values;
    values.reserve(rows.size() * kRoundValues);
    for (RoundRow &r : rows)
        addRoundValues(values, r);
    return insertRows(QStringLiteral("rounds"), kRoundColumns, kRoundValues, values, ReadBack::No);
}

Result<QList<qint64>> ImportWriter::addResponses(QList<ResponseRow> rows)
{
    // Replays give text and duration only: four values per row instead of eight (a 250 MB import binds 55,000).
    const bool plain = std::all_of(rows.begin(), rows.end(), [](const ResponseRow &r) {
        return r.citations.isNull() && r.inputTokens.isNull() && r.outputTokens.isNull() && r.metadata.isNull();
    });
    QVariantList values;
    if (plain) {
        values.reserve(rows.size() * 4);
        for (ResponseRow &r : rows)
            values << r.taskId << r.systemId << std::move(r.text) << std::move(r.durationSeconds);
        return insertRows(QStringLiteral("responses"), QStringLiteral("task_id, system_id, text, duration_s"), 4,
            values, ReadBack::No);
    }
    values.reserve(rows.size() * 8);
    for (ResponseRow &r : rows)
        values << r.taskId << r.systemId << std::move(r.text) << std::move(r.citations) << std::move(r.inputTokens)
               << std::move(r.outputTokens) << std::move(r.durationSeconds) << std::move(r.metadata);
    return insertRows(QStringLiteral("responses"),
        QStringLiteral("task_id, system_id, text, citations, input_tokens, output_tokens, duration_s, metadata"), 8,
        values, ReadBack::No);
}

Result<QList<qint64>> ImportWriter::addJudgeRecords(QList<JudgeRecordRow> rows)
{
    QVariantList values;
    values.reserve(rows.size() * 9);
    for (JudgeRecordRow &r : rows)
        values << r.judge << std::move(r.target) << std::move(r.field) << std::move(r.value) << std::move(r.score)
               << std::move(r.tieQuality) << std::move(r.failureType) << std::move(r.reasoning) << std::move(r.flags);
    return insertRows(QStringLiteral("judge_records"),
        QStringLiteral("judge_id, target, field, value, score, tie_quality, failure_type, reasoning, flags"), 9, values,
        ReadBack::No);
}

Result<QList<qint64>> ImportWriter::insertRows(
    const QString &table, const QString &columns, qsizetype perRow, const QVariantList &values, ReadBack readBack)
{
    return m_rows.insertRows(table, columns, perRow, values, readBack);
}

Result<void> ImportWriter::relinkTargets(const QString &placeholder, const QString &target)
{
    const QVariantList values { target, static_cast<int>(placeholder.size()) + 1, placeholder,
        static_cast<int>(placeholder.size()) + 1, placeholder + QLatin1Char('#') };
    DRAUDIT_TRY_VOID(m_statements.exec(
        QStringLiteral("UPDATE judge_records SET target = ? || substr(target, ?), flags = CASE WHEN flags = 'unlinked' "
                       "THEN NULL ELSE flags END WHERE target = ? OR substr(target, 1, ?) = ?"),
        values));
    for (const char *table : { "annotations", "annotation_history" })
        DRAUDIT_TRY_VOID(m_statements.exec(
            QStringLiteral("UPDATE %1 SET target = ? || substr(target, ?) WHERE target = ? OR substr(target, 1, ?) = ?")
                .arg(QString::fromLatin1(table)),
            values));
    return {};
}

Result<std::optional<qint64>> ImportWriter::studyId(const QString &name)
{
    return m_statements.lookup(QStringLiteral("SELECT id FROM studies WHERE name = ?"), { name });
}

Result<qint64> ImportWriter::addStudy(const QString &name)
{
    return m_statements.insert(
        QStringLiteral("INSERT INTO studies (name, protocol, created_at) VALUES (?, ?, ?) RETURNING id"),
        { name, kOpenStudyProtocol.toString(), now() });
}

Result<bool> ImportWriter::addAnswer(const ImportedAnswer &a)
{
    const QString at = now();
    DRAUDIT_TRY(annotator,
        m_statements.insert(QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                                           "ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id"),
            { a.annotator, a.annotator, at }));
    DRAUDIT_TRY(same,
        m_statements.lookup(QStringLiteral("SELECT id FROM annotations WHERE study_id = ? AND annotator_id = ? AND "
                                           "target = ? AND field = ? AND value = ?"),
            { a.studyId, annotator, a.target, a.field, a.value }));
    if (same)
        return false; // already so: nothing to record
    DRAUDIT_TRY(annotation,
        m_statements.insert(
            QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, created_at, "
                           "updated_at, client_id, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1) "
                           "ON CONFLICT (study_id, annotator_id, target, field) DO UPDATE SET value = excluded.value, "
                           "reason = excluded.reason, updated_at = excluded.updated_at, client_id = "
                           "excluded.client_id, version = annotations.version + 1 RETURNING id"),
            { a.studyId, annotator, a.target, a.field, a.value, a.reason, at, at, a.clientId }));
    DRAUDIT_TRY(history,
        m_statements.insert(
            QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, "
                           "old_value, new_value, reason, changed_at, client_id) VALUES (?, ?, ?, ?, ?, "
                           "(SELECT new_value FROM annotation_history WHERE annotation_id = ? ORDER BY id DESC "
                           "LIMIT 1), ?, ?, ?, ?) RETURNING id"),
            { annotation, a.studyId, annotator, a.target, a.field, annotation, a.value, a.reason, at, a.clientId }));
    return true;
}

} // namespace draudit::models
