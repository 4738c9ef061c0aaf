// Prepared statements are cached per SQL text: an import of a million rows prepares a dozen statements.
#include "models/import/importcontext.h"

#include "models/core/resulttry.h"
#include "models/store/projectstore.h"
#include "models/store/referencecheck.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

ImportContext::ImportContext(ProjectStore &store, QString path, qint64 sourceId, OnError onError, Progress progress)
    : m_store(store)
    , m_path(std::move(path))
    , m_sourceId(sourceId)
    , m_onError(onError)
    , m_progress(std::move(progress))
    , m_statements(store.database(), m_path)
{
}

Result<void> ImportContext::finishRecord(const std::function<Result<void>()> &write)
{
    if (m_onError == OnError::Stop) {
        if (auto written = write(); !written)
            return written;
        return recordDone();
    }
    // The savepoint costs a copy of each page the record changes, so it is only taken when a failure is survivable.
    const Undo undo { m_counts, m_checks.size(), m_systems, m_judges, m_studies };
    if (auto begun = savepoint("SAVEPOINT import_record"); !begun)
        return begun;
    const Result<void> written = write();
    if (written) {
        if (auto released = savepoint("RELEASE import_record"); !released)
            return released;
        return recordDone();
    }
    for (const char *sql : { "ROLLBACK TO import_record", "RELEASE import_record" })
        if (auto undone = savepoint(sql); !undone)
            return undone;
    m_counts = undo.counts;
    m_checks.resize(undo.checks);
    m_systems = undo.systems;
    m_judges = undo.judges;
    m_studies = undo.studies;
    recordError(written.error());
    return recordDone();
}

Result<void> ImportContext::savepoint(const char *sql)
{
    // Not prepared: PostgreSQL cannot prepare savepoint commands.
    QSqlQuery q(m_store.database());
    if (!q.exec(QString::fromLatin1(sql)))
        return fail(QCoreApplication::translate("draudit::models::ImportContext", "cannot store a record: %1")
                        .arg(q.lastError().text()),
            m_path);
    return {};
}

Result<void> ImportContext::recordDone()
{
    ++m_records;
    constexpr qint64 kVerifyEvery = 256; // records: their rows are still in the page cache
    if (m_references && m_records % kVerifyEvery == 0)
        if (auto verified = m_references->verify(m_path); !verified)
            return verified;
    if (m_progress && !m_progress(m_records))
        return fail(QCoreApplication::translate("draudit::models::ImportContext",
                        "the import was cancelled; nothing of "
                        "this file was written"),
            m_path);
    return {};
}

ImportContext::~ImportContext() = default;

bool ImportContext::recordError(const Error &error)
{
    if (m_onError == OnError::Stop)
        return false;
    m_skipped << error;
    ++m_counts.skipped;
    return true;
}

Result<qint64> ImportContext::insert(const QString &sql, const QVariantList &values)
{
    return m_statements.insert(sql, values);
}

Result<qint64> ImportContext::judgeRecord(const JudgeRecordRow &row)
{
    return insertJudgeRecord(m_statements, row);
}

Result<qint64> ImportContext::rubric(const RubricRow &row)
{
    return insertRubric(m_statements, row);
}

Result<qint64> ImportContext::rubricEntry(const RubricEntryRow &row)
{
    return insertRubricEntry(m_statements, row);
}

Result<qint64> ImportContext::response(const ResponseRow &row)
{
    return insertResponse(m_statements, row);
}

Result<qint64> ImportContext::referencePage(const ReferencePageRow &row)
{
    return insertReferencePage(m_statements, row);
}

Result<QList<qint64>> ImportContext::insertRows(
    const QString &tableAndColumns, const QString &row, qsizetype perRow, const QVariantList &values)
{
    // On SQLite a statement that may stop half way (a constraint failing with ABORT) copies every page it changes
    // into a statement journal first; FAIL keeps the rows before the failing one, which is harmless here: the failed
    // record is undone as a whole (see finishRecord) or ends the import.
    const QString insertInto = m_store.backend() == Backend::Sqlite ? QStringLiteral("INSERT OR FAIL INTO ")
                                                                    : QStringLiteral("INSERT INTO ");
    constexpr qsizetype kMaxRows = 64; // keeps statements (and their parameters) few and small
    QList<qint64> ids;
    for (qsizetype first = 0; first < values.size(); first += kMaxRows * perRow) {
        const QVariantList chunk = values.mid(first, kMaxRows * perRow);
        const qsizetype rows = chunk.size() / perRow;
        QString sql = insertInto + tableAndColumns + QStringLiteral(" VALUES ");
        for (qsizetype i = 0; i < rows; ++i)
            sql += (i ? QStringLiteral(", ") : QString()) + row;
        sql += QStringLiteral(" RETURNING id");
        DRAUDIT_TRY(chunkIds, m_statements.insertRows(sql, chunk, rows));
        ids += chunkIds;
    }
    return ids;
}

Result<void> ImportContext::exec(const QString &sql, const QVariantList &values)
{
    return m_statements.exec(sql, values);
}

Result<std::optional<qint64>> ImportContext::lookup(const QString &sql, const QVariantList &values)
{
    return m_statements.lookup(sql, values);
}

Result<qint64> ImportContext::system(const QString &name)
{
    const auto cached = m_systems.constFind(name);
    if (cached != m_systems.constEnd())
        return *cached;
    auto found = lookup(QStringLiteral("SELECT id FROM systems WHERE name = ?"), { name });
    if (!found)
        return tl::unexpected(found.error());
    qint64 id = found->value_or(0);
    if (!*found) {
        auto created = insert(QStringLiteral("INSERT INTO systems (name) VALUES (?) RETURNING id"), { name });
        if (!created)
            return created;
        id = *created;
        ++m_counts.systems;
    }
    m_systems.insert(name, id);
    return id;
}

Result<qint64> ImportContext::judge(const QString &name, const QString &run)
{
    const QString key = name + QLatin1Char('\n') + run;
    const auto cached = m_judges.constFind(key);
    if (cached != m_judges.constEnd())
        return *cached;
    auto found = lookup(QStringLiteral("SELECT id FROM judges WHERE name = ? AND run = ?"), { name, run });
    if (!found)
        return tl::unexpected(found.error());
    qint64 id = found->value_or(0);
    if (!*found) {
        auto created
            = insert(QStringLiteral("INSERT INTO judges (name, run) VALUES (?, ?) RETURNING id"), { name, run });
        if (!created)
            return created;
        id = *created;
    }
    m_judges.insert(key, id);
    return id;
}

Result<qint64> ImportContext::task(const QString &benchmark, const QString &externalId, const QString &language,
    const QString &domain, const QString &prompt, const QString &metadata)
{
    // The same task described by another file (criteria, reports, queries) is the same row as long as the prompt is
    // identical; missing details are filled in. A different prompt is a new version and gets its own row.
    auto existing
        = lookup(QStringLiteral("SELECT max(id) FROM tasks WHERE benchmark = ? AND external_id = ? AND prompt = ?"),
            { benchmark, externalId, prompt });
    if (!existing)
        return tl::unexpected(existing.error());
    if (*existing) {
        auto filled = exec(
            QStringLiteral("UPDATE tasks SET language = coalesce(language, ?), domain = coalesce(domain, ?), "
                           "metadata = coalesce(metadata, ?) WHERE id = ?"),
            { language.isEmpty() ? QVariant() : QVariant(language), domain.isEmpty() ? QVariant() : QVariant(domain),
                metadata.isEmpty() ? QVariant() : QVariant(metadata), **existing });
        if (!filled)
            return tl::unexpected(filled.error());
        return **existing;
    }
    // A task created from a per-task file before its prompt was known gets the prompt now.
    auto placeholder
        = lookup(QStringLiteral("SELECT max(id) FROM tasks WHERE benchmark = ? AND external_id = ? AND prompt = ''"),
            { benchmark, externalId });
    if (!placeholder)
        return tl::unexpected(placeholder.error());
    if (*placeholder && !prompt.isEmpty()) {
        auto filled
            = exec(QStringLiteral(
                       "UPDATE tasks SET prompt = ?, language = coalesce(language, ?), domain = coalesce(domain, ?), "
                       "metadata = coalesce(metadata, ?) WHERE id = ?"),
                { prompt, language.isEmpty() ? QVariant() : QVariant(language),
                    domain.isEmpty() ? QVariant() : QVariant(domain),
                    metadata.isEmpty() ? QVariant() : QVariant(metadata), **placeholder });
        if (!filled)
            return tl::unexpected(filled.error());
        return **placeholder;
    }
    return newTask(benchmark, externalId, language, domain, prompt, metadata);
}

namespace {
// One task row for insertRows; `prompt` is a QString or a Utf8Text.
void addTaskRow(QVariantList &values, const QString &benchmark, const QString &externalId, const QString &language,
    const QString &domain, const QVariant &prompt, const QString &metadata, qint64 sourceId)
{
    const auto optional = [](const QString &v) { return v.isEmpty() ? QVariant() : QVariant(v); };
    values << benchmark << externalId << optional(language) << optional(domain) << prompt << optional(metadata)
           << sourceId;
}
} // namespace

Result<qint64> ImportContext::newTask(const QString &benchmark, const QString &externalId, const QString &language,
    const QString &domain, const QString &prompt, const QString &metadata)
{
    QVariantList values;
    addTaskRow(values, benchmark, externalId, language, domain, prompt, metadata, m_sourceId);
    DRAUDIT_TRY(ids, insertTasks(values));
    return ids.front();
}

Result<QList<qint64>> ImportContext::newTasks(
    const QString &benchmark, const QStringList &externalIds, const QString &domain, const QList<Utf8Text> &prompts)
{
    QVariantList values;
    values.reserve(externalIds.size() * 7);
    for (qsizetype i = 0; i < externalIds.size(); ++i)
        addTaskRow(values, benchmark, externalIds[i], {}, domain, prompts.value(i).toVariant(), {}, m_sourceId);
    return insertTasks(values);
}

Result<QList<qint64>> ImportContext::insertTasks(const QVariantList &values)
{
    DRAUDIT_TRY(ids,
        insertRows(QStringLiteral("tasks (benchmark, external_id, language, domain, prompt, metadata, source_id)"),
            QStringLiteral("(?, ?, ?, ?, ?, ?, ?)"), 7, values));
    m_counts.tasks += ids.size();
    return ids;
}

Result<bool> ImportContext::hasTasksUnder(const QString &benchmark, const QString &prefix)
{
    // A range over the (benchmark, external_id) index: ids from the prefix up to the prefix with its last character
    // raised by one.
    QString end = prefix;
    if (!end.isEmpty())
        end.back() = QChar(end.back().unicode() + 1);
    auto found = lookup(
        QStringLiteral("SELECT 1 FROM tasks WHERE benchmark = ? AND external_id >= ? AND external_id < ? LIMIT 1"),
        { benchmark, prefix, end });
    if (!found)
        return tl::unexpected(found.error());
    return found->has_value();
}

Result<qint64> ImportContext::taskByExternalId(const QString &benchmark, const QString &externalId)
{
    auto existing = lookup(
        QStringLiteral("SELECT max(id) FROM tasks WHERE benchmark = ? AND external_id = ?"), { benchmark, externalId });
    if (!existing)
        return tl::unexpected(existing.error());
    if (*existing)
        return **existing;
    return task(benchmark, externalId, {}, {}, QStringLiteral("")); // empty, not NULL: filled when the prompt arrives
}

Result<void> ImportContext::relinkTargets(const QString &placeholder, const QString &target)
{
    const QVariantList values { target, static_cast<int>(placeholder.size()) + 1, placeholder,
        static_cast<int>(placeholder.size()) + 1, placeholder + QLatin1Char('#') };
    if (auto r
        = exec(QStringLiteral(
                   "UPDATE judge_records SET target = ? || substr(target, ?), flags = CASE WHEN flags = 'unlinked' "
                   "THEN NULL ELSE flags END WHERE target = ? OR substr(target, 1, ?) = ?"),
            values);
        !r)
        return r;
    for (const char *table : { "annotations", "annotation_history" })
        if (auto r
            = exec(QStringLiteral(
                       "UPDATE %1 SET target = ? || substr(target, ?) WHERE target = ? OR substr(target, 1, ?) = ?")
                       .arg(QString::fromLatin1(table)),
                values);
            !r)
            return r;
    return {};
}

Result<qint64> ImportContext::study(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("default"))
        return 1;
    if (const auto it = m_studies.constFind(name); it != m_studies.constEnd())
        return *it;
    auto found = lookup(QStringLiteral("SELECT id FROM studies WHERE name = ?"), { name });
    if (!found)
        return tl::unexpected(found.error());
    qint64 id = found->value_or(0);
    if (!*found) {
        auto created
            = insert(QStringLiteral("INSERT INTO studies (name, protocol, created_at) VALUES (?, 'generic', ?) "
                                    "RETURNING id"),
                { name, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) });
        if (!created)
            return created;
        id = *created;
    }
    m_studies.insert(name, id);
    return id;
}

Result<void> ImportContext::annotation(const QString &annotator, const QString &target, const QString &field,
    const QString &value, const QString &reason, qint64 studyId)
{
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    auto a = insert(QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                                   "ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id"),
        { annotator, annotator, now });
    if (!a)
        return tl::unexpected(a.error());
    auto same
        = lookup(QStringLiteral(
                     "SELECT id FROM annotations WHERE study_id = ? AND annotator_id = ? AND target = ? AND field = ? "
                     "AND value = ?"),
            { studyId, *a, target, field, value });
    if (!same)
        return tl::unexpected(same.error());
    if (*same)
        return {}; // already so: nothing to record
    auto annotationId = insert(QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, "
                                              "reason, created_at, updated_at, client_id, version) "
                                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'import', 1) ON CONFLICT (study_id, "
                                              "annotator_id, target, field) DO UPDATE SET "
                                              "value = excluded.value, reason = excluded.reason, updated_at = "
                                              "excluded.updated_at, client_id = excluded.client_id, "
                                              "version = annotations.version + 1 RETURNING id"),
        { studyId, *a, target, field, value, reason, now, now });
    if (!annotationId)
        return tl::unexpected(annotationId.error());
    auto history = insert(QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, "
                                         "target, field, old_value, new_value, reason, "
                                         "changed_at, client_id) VALUES (?, ?, ?, ?, ?, (SELECT new_value FROM "
                                         "annotation_history WHERE annotation_id = ? "
                                         "ORDER BY id DESC LIMIT 1), ?, ?, ?, 'import') RETURNING id"),
        { *annotationId, studyId, *a, target, field, *annotationId, value, reason, now });
    if (!history)
        return tl::unexpected(history.error());
    ++m_counts.annotations;
    return {};
}

} // namespace draudit::models
