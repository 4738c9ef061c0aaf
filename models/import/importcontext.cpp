// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an import may change besides the project (counts, checks, cached ids) is restored with the savepoint of a
// record skipped under --on-error skip.
#include "models/import/importcontext.h"

#include "models/core/resulttry.h"
#include "models/store/imports/referencecheck.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>

namespace draudit::models {

QString describeCounts(const ImportCounts &c)
{
    const std::pair<qint64, const char *> items[] = {
        { c.tasks, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n task(s)") },
        { c.systems, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n system(s)") },
        { c.responses, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n response(s)") },
        { c.comparisons, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n comparison(s)") },
        { c.rounds, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n round(s)") },
        { c.rubricItems, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n rubric item(s)") },
        { c.judgeRecords, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n judge record(s)") },
        { c.annotations, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n annotation(s)") },
        { c.referencePages, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n reference page(s)") },
        { c.flagged, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n flagged") },
        { c.skipped, QT_TRANSLATE_N_NOOP("draudit::models::ImportCounts", "%n skipped") },
    };
    QStringList parts;
    for (const auto &[n, text] : items)
        if (n > 0) // counts of rows: an int holds them
            parts << QCoreApplication::translate("draudit::models::ImportCounts", text, nullptr, static_cast<int>(n));
    return parts.isEmpty() ? QCoreApplication::translate("draudit::models::ImportCounts", "nothing")
                           : parts.join(QStringLiteral(", "));
}

ImportContext::ImportContext(ProjectStore &store, QString path, qint64 sourceId, OnError onError, Progress progress)
    : m_store(store)
    , m_path(std::move(path))
    , m_sourceId(sourceId)
    , m_onError(onError)
    , m_progress(std::move(progress))
    , m_writer(store, m_path)
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
    m_recordClaim.clear();
    m_recordLine = 0;
    DRAUDIT_TRY_VOID(m_writer.savepoint(Savepoint::Begin));
    Result<void> written = write();
    if (written) // rows waiting for PostgreSQL's COPY fail, if at all, as this record's
        written = m_writer.flush().map_error([this](Error e) {
            e.line = e.line ? e.line : m_recordLine;
            return e;
        });
    if (written) {
        DRAUDIT_TRY_VOID(m_writer.savepoint(Savepoint::Keep));
        return recordDone();
    }
    DRAUDIT_TRY_VOID(m_writer.savepoint(Savepoint::Undo));
    m_counts = undo.counts;
    m_checks.resize(undo.checks);
    m_systems = undo.systems;
    m_judges = undo.judges;
    m_studies = undo.studies;
    if (!m_recordClaim.isEmpty())
        m_recordKeys.remove(m_recordClaim);
    recordError(written.error());
    return recordDone();
}

Result<void> ImportContext::uniqueRecord(const char *what, const QString &key, qint64 line)
{
    const QString claim = QString::fromLatin1(what) + QLatin1Char('\n') + key;
    if (const auto first = m_recordKeys.constFind(claim); first != m_recordKeys.constEnd())
        return fail(QCoreApplication::translate("draudit::models::ImportContext",
                        "%1 %2 appears twice in this file (lines %3 and %4); a file holds one record per %1, so it "
                        "was not imported twice")
                        .arg(QCoreApplication::translate("draudit::models::ImportContext", what), key)
                        .arg(*first)
                        .arg(line),
            m_path, line);
    m_recordKeys.insert(claim, line);
    m_recordClaim = claim;
    m_recordLine = line;
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

Result<void> ImportContext::forEachLine(const RecordCallback &onRecord)
{
    return forEachJsonLine(m_path, onRecord, m_digest, [this](const Error &bad) {
        if (!recordError(bad))
            return false;
        ++m_records;
        return true;
    });
}

Result<qint64> ImportContext::judgeRecord(const JudgeRecordRow &row)
{
    return insertJudgeRecord(m_writer.statements(), row);
}

Result<void> ImportContext::judgeDecision(const JudgeRecordRow &row, double score, const QString &judgeName)
{
    DRAUDIT_TRY(existing, lookups().judgeRecord(row.judge, row.target, row.field));
    if (existing) {
        DRAUDIT_TRY(same, lookups().judgeRecordHasScore(*existing, score, false));
        if (same)
            return {};
        return fail(QCoreApplication::translate("draudit::models::ImportContext",
            "judge '%1' already decided %2 (%3) differently; a second run of a judge needs its own name")
                        .arg(judgeName, row.target, row.field));
    }
    JudgeRecordRow scored = row;
    scored.score = score;
    DRAUDIT_TRY(id, judgeRecord(scored));
    Q_UNUSED(id);
    ++counts().judgeRecords;
    return {};
}

Result<void> ImportContext::judgeLabel(const JudgeRecordRow &row, const QString &judgeName)
{
    DRAUDIT_TRY(existing, lookups().judgeRecord(row.judge, row.target, row.field));
    if (existing) {
        DRAUDIT_TRY(same, lookups().judgeRecordHasValue(*existing, row.value.toString()));
        if (same)
            return {};
        return fail(QCoreApplication::translate("draudit::models::ImportContext",
            "judge '%1' already decided %2 (%3) differently; a second run of a judge needs its own name")
                        .arg(judgeName, row.target, row.field));
    }
    DRAUDIT_TRY(id, judgeRecord(row));
    Q_UNUSED(id);
    ++counts().judgeRecords;
    return {};
}

Result<qint64> ImportContext::rubric(const RubricRow &row)
{
    return insertRubric(m_writer.statements(), row);
}

Result<qint64> ImportContext::rubricEntry(const RubricEntryRow &row)
{
    return insertRubricEntry(m_writer.statements(), row);
}

Result<qint64> ImportContext::response(const ResponseRow &row)
{
    DRAUDIT_TRY_VOID(checkLength(row));
    return insertResponse(m_writer.statements(), row);
}

Result<void> ImportContext::checkLength(const ResponseRow &row) const
{
    const qsizetype length = row.text.userType() == qMetaTypeId<Utf8Text>() ? row.text.value<Utf8Text>().utf16Length()
                                                                            : row.text.toString().size();
    if (length <= kLongestResponse)
        return {};
    return fail(QCoreApplication::translate("draudit::models::ImportContext",
                    "this report or answer is %L1 characters long, and draudit takes at most %L2 "
                    "characters; shorten it or leave it out")
                    .arg(length)
                    .arg(kLongestResponse),
        m_path, row.line, 0, row.field);
}

Result<qint64> ImportContext::referencePage(const ReferencePageRow &row)
{
    return insertReferencePage(m_writer.statements(), row);
}

Result<qint64> ImportContext::system(const QString &name)
{
    if (const auto cached = m_systems.constFind(name); cached != m_systems.constEnd())
        return *cached;
    DRAUDIT_TRY(found, m_writer.systemId(name));
    qint64 id = found.value_or(0);
    if (!found) {
        DRAUDIT_TRY(created, m_writer.addSystem(name));
        id = created;
        ++m_counts.systems;
    }
    m_systems.insert(name, id);
    return id;
}

Result<qint64> ImportContext::examiner(const QString &defaultName)
{
    return judge(judgeName.isEmpty() ? defaultName : judgeName, QString());
}

Result<qint64> ImportContext::judge(const QString &name, const QString &runOrNull)
{
    const QString run = runOrNull.isNull() ? QStringLiteral("") : runOrNull; // judges.run is NOT NULL on PostgreSQL
    const QString key = name + QLatin1Char('\n') + run;
    if (const auto cached = m_judges.constFind(key); cached != m_judges.constEnd())
        return *cached;
    DRAUDIT_TRY(found, m_writer.judgeId(name, run));
    qint64 id = found.value_or(0);
    if (!found) {
        DRAUDIT_TRY(created, m_writer.addJudge(name, run));
        id = created;
    }
    m_judges.insert(key, id);
    return id;
}

Result<qint64> ImportContext::task(const QString &benchmark, const QString &externalId, const QString &language,
    const QString &domain, const QString &prompt, const QString &metadata)
{
    // The same task described by another file (criteria, reports, queries) is the same row as long as the prompt is
    // identical; missing details are filled in. A different prompt is a new version and gets its own row.
    const TaskRow details { benchmark, externalId, language, domain, prompt, metadata, m_sourceId };
    DRAUDIT_TRY(existing, m_writer.taskWithPrompt(benchmark, externalId, prompt));
    if (existing) {
        DRAUDIT_TRY_VOID(m_writer.completeTask(*existing, details));
        return *existing;
    }
    // A task created from a per-task file before its prompt was known gets the prompt now.
    DRAUDIT_TRY(placeholder, m_writer.taskWithPrompt(benchmark, externalId, QStringLiteral("")));
    if (placeholder && !prompt.isEmpty()) {
        DRAUDIT_TRY_VOID(m_writer.completeTask(*placeholder, details, prompt));
        return *placeholder;
    }
    DRAUDIT_TRY(created, insertTasks({ details }));
    return created.front();
}

Result<qint64> ImportContext::newTask(const QString &benchmark, const QString &externalId, const QString &language,
    const QString &domain, const QString &prompt, const QString &metadata)
{
    DRAUDIT_TRY(
        ids, insertTasks({ TaskRow { benchmark, externalId, language, domain, prompt, metadata, m_sourceId } }));
    return ids.front();
}

Result<QList<qint64>> ImportContext::newTasks(
    const QString &benchmark, const QStringList &externalIds, const QString &domain, const QList<Utf8Text> &prompts)
{
    QList<TaskRow> rows;
    rows.reserve(externalIds.size());
    for (qsizetype i = 0; i < externalIds.size(); ++i)
        rows.append({ benchmark, externalIds[i], {}, domain, prompts.value(i).toVariant(), {}, m_sourceId });
    return insertTasks(std::move(rows), ReadBack::No);
}

Result<QList<qint64>> ImportContext::insertTasks(QList<TaskRow> rows, ReadBack readBack)
{
    DRAUDIT_TRY(ids, m_writer.addTasks(std::move(rows), readBack));
    m_counts.tasks += ids.size();
    return ids;
}

Result<bool> ImportContext::hasTasksUnder(const QString &benchmark, const QString &prefix)
{
    return m_writer.hasTasksUnder(benchmark, prefix);
}

Result<qint64> ImportContext::taskByExternalId(const QString &benchmark, const QString &externalId)
{
    DRAUDIT_TRY(existing, lookups().latestTask(benchmark, externalId));
    if (existing)
        return *existing;
    return task(benchmark, externalId, {}, {}, QStringLiteral("")); // empty, not NULL: filled when the prompt arrives
}

Result<void> ImportContext::relinkTargets(const QString &placeholder, const QString &target)
{
    return m_writer.relinkTargets(placeholder, target);
}

Result<qint64> ImportContext::study(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("default"))
        return 1;
    if (const auto it = m_studies.constFind(name); it != m_studies.constEnd())
        return *it;
    DRAUDIT_TRY(found, m_writer.studyId(name));
    qint64 id = found.value_or(0);
    if (!found) {
        DRAUDIT_TRY(created, m_writer.addStudy(name));
        id = created;
    }
    m_studies.insert(name, id);
    return id;
}

Result<void> ImportContext::annotation(const QString &annotator, const QString &target, const QString &field,
    const QString &value, const QString &reason, qint64 studyId)
{
    if (Target::parse(target).isMalformed())
        return fail(QCoreApplication::translate("draudit::models::ImportContext",
                        "'%1' is not a target draudit writes: ids are written without leading zeros, as in round:12")
                        .arg(target.left(80)),
            m_path, m_recordLine, 0, QStringLiteral("target"));
    if (!authority.owner) {
        auto known = m_mayWriteAs.constFind(annotator);
        if (known == m_mayWriteAs.constEnd()) {
            // An annotator not in the project yet has no PIN; one who has is checked once per import (Argon2id).
            const auto allowed = StudyStore(m_store).checkPin(annotator, authority.pin);
            known = m_mayWriteAs.insert(annotator, allowed.value_or(true));
        }
        if (!*known)
            return fail(QCoreApplication::translate("draudit::models::ImportContext",
                            "%1 has a PIN: set DRAUDIT_PIN to it to import their answers, or import them as the "
                            "project's owner with --as-owner (recorded so in the history)")
                            .arg(annotator),
                m_path, m_recordLine, 0, QStringLiteral("annotator"));
    }
    DRAUDIT_TRY(recorded,
        m_writer.addAnswer({ annotator, target, field, value, reason, studyId,
            authority.owner ? QStringLiteral("owner-import") : QStringLiteral("import") }));
    m_counts.annotations += recorded ? 1 : 0;
    return {};
}

} // namespace draudit::models
