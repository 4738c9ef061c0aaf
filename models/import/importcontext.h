// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an importer writes through: cached lookups, counters, the error policy and the import's source row.
#pragma once

#include "models/core/error.h"
#include "models/core/utf8text.h"
#include "models/io/jsonlines.h"
#include "models/store/imports/importrows.h"
#include "models/store/imports/importwriter.h"
#include "models/store/imports/judgerecords.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <functional>
#include <map>

namespace draudit::models {

class NewRowReferences;
class Sha256;

class ProjectStore;

// What uniqueRecord's key names, for its message.
namespace RecordKey {
inline constexpr const char *kTask = QT_TRANSLATE_NOOP("draudit::models::ImportContext", "task");
inline constexpr const char *kBattle = QT_TRANSLATE_NOOP("draudit::models::ImportContext", "battle");
inline constexpr const char *kQuestion = QT_TRANSLATE_NOOP("draudit::models::ImportContext", "question");
} // namespace RecordKey

// The longest report or answer imported, in characters (UTF-16 code units): about 80 times the longest report of the
// five benchmarks, and what the page renderer still formats (RenderLimits::longestText). A longer one is refused with
// its file, line and field, not stored for every annotator's page to carry.
inline constexpr qsizetype kLongestResponse = 4 * 1024 * 1024;

enum class OnError
{
    Stop,
    Skip
};

struct ImportCounts
{
    qint64 tasks = 0;
    qint64 systems = 0;
    qint64 responses = 0;
    qint64 comparisons = 0;
    qint64 rounds = 0;
    qint64 rubricItems = 0;
    qint64 judgeRecords = 0;
    qint64 annotations = 0;
    qint64 referencePages = 0;
    qint64 flagged = 0; // kept as written but marked (UNKNOWN verdicts, judge errors, failed extraction)
    qint64 skipped = 0; // records left out under --on-error skip

    ImportCounts &operator+=(const ImportCounts &o)
    {
        for (auto [mine, theirs] : { std::pair { &tasks, o.tasks }, { &systems, o.systems },
                 { &responses, o.responses }, { &comparisons, o.comparisons }, { &rounds, o.rounds },
                 { &rubricItems, o.rubricItems }, { &judgeRecords, o.judgeRecords }, { &annotations, o.annotations },
                 { &referencePages, o.referencePages }, { &flagged, o.flagged }, { &skipped, o.skipped } })
            *mine += theirs;
        return *this;
    }
};

// The counts that are not zero, "12 tasks, 3 comparisons, 40 rounds, …" (translated in the context
// "draudit::models::ImportCounts"), or "nothing". A comparison is what a battle-shaped benchmark compares whole (a
// DR-Arena battle); a round, one item of it.
QString describeCounts(const ImportCounts &counts);

// Who writes imported answers: an annotator (whose PIN, when they have one, must be given) or the project's owner,
// whose writes are recorded as such in the history (client 'owner-import'), as a PIN reset is.
struct AnswerAuthority
{
    QString pin; // DRAUDIT_PIN
    bool owner = false; // --as-owner
};

class ImportContext
{
public:
    // Called after every record with the records done so far; returning false cancels the import of the file.
    using Progress = std::function<bool(qint64 records)>;

    ImportContext(ProjectStore &store, QString path, qint64 sourceId, OnError onError, Progress progress = {});
    ~ImportContext();
    ImportContext(const ImportContext &) = delete;
    ImportContext &operator=(const ImportContext &) = delete;

    const QString &path() const { return m_path; }
    // The SHA-256 the importer feeds with every byte it reads, when the runner asked for it (else null).
    Sha256 *digest() const { return m_digest; }
    void setDigest(Sha256 *digest) { m_digest = digest; }
    // The references of new rows to verify every few hundred records (SQLite imports, which write with foreign key
    // enforcement off), or null.
    void setReferenceCheck(NewRowReferences *check) { m_references = check; }
    // The field mapping for the generic importer (--mapping), empty when none was given.
    QString mappingPath;
    // The judge name the user gave (--judge), empty when none was given.
    QString judgeName;
    // The files of this import (ImportOptions::batch), or empty.
    QStringList batch;
    // Answers of an annotator with a PIN are written only with that PIN, or as the project's owner (recorded so).
    AnswerAuthority authority;
    // The judge a file's decisions go to when one judge run wrote them all (a DR-Arena examiner, a RACE or FACT run):
    // the user's name (--judge), else the format's default name; never a run, so one judge imported from several
    // files (replays, logs, verdicts.json; one raw_results.jsonl per agent) is one judge.
    Result<qint64> examiner(const QString &defaultName);
    // The name examiner(defaultName) gives the judge.
    QString examinerName(const QString &defaultName) const { return judgeName.isEmpty() ? defaultName : judgeName; }
    qint64 sourceId() const { return m_sourceId; }
    ImportCounts &counts() { return m_counts; }
    const QList<Error> &skipped() const { return m_skipped; }
    const QStringList &checks() const { return m_checks; }

    // A bad record: under Skip it is recorded and the import goes on (returns true); under Stop it ends it.
    bool recordError(const Error &error);
    // Whether a line that does not parse (or repeats a key) is passed over: under Skip, as a skipped record.
    bool skipsBadLines() const { return m_onError == OnError::Skip; }
    // The file's JSON Lines, read with the digest and the error policy: under Skip a line that does not parse is a
    // skipped record and reading goes on.
    Result<void> forEachLine(const RecordCallback &onRecord);
    // Importers call this after each record: counts it and gives the caller a chance to cancel.
    Result<void> recordDone();
    // Writes one record, whole or not at all: under --on-error skip a record that fails is undone (its rows, counts,
    // checks and cached ids) and the import goes on; under stop its error ends the file, which the runner rolls back.
    // Then recordDone().
    Result<void> finishRecord(const std::function<Result<void>()> &write);
    // Claims a record's key (a task id, a battle id) for the line it is on: a second record with the same key in the
    // file is refused, naming both lines ("what" names the key in the message, e.g. "task"). A record skipped under
    // --on-error skip gives its key back.
    Result<void> uniqueRecord(const char *what, const QString &key, qint64 line);
    // A consistency check that failed (the data is imported as is).
    void addCheck(const QString &message) { m_checks << message; }

    // The statements behind the helpers below, for rows written in bulk (a battle's responses, rounds, verdicts).
    ImportWriter &writer() { return m_writer; }
    // Typed rows (models/store/imports/judgerecords.h, importrows.h).
    Result<qint64> judgeRecord(const JudgeRecordRow &row);
    // A judge's decision as long-format files give it: written and counted unless the judge already has a record
    // on the same target and field with the same score (a re-import: nothing to do); a different score is an error
    // naming judgeName, since a second run of a judge needs its own name.
    Result<void> judgeDecision(const JudgeRecordRow &row, double score, const QString &judgeName);
    // The same for a decision that is a label (row.value, a string): the same label again is a no-op.
    Result<void> judgeLabel(const JudgeRecordRow &row, const QString &judgeName);
    Result<qint64> rubric(const RubricRow &row);
    Result<qint64> rubricEntry(const RubricEntryRow &row);
    // Refused (naming the row's line and field) when its text is longer than kLongestResponse.
    Result<qint64> response(const ResponseRow &row);
    Result<void> checkLength(const ResponseRow &row) const;
    Result<qint64> referencePage(const ReferencePageRow &row);
    // Look-ups linking what is read to what the project holds (models/store/imports/importrows.h).
    ImportLookups lookups() { return ImportLookups(m_writer.statements()); }
    // The project, for importers that read what earlier imports wrote (inside this import's transaction).
    ProjectStore &store() { return m_store; }
    Result<qint64> system(const QString &name);
    Result<qint64> judge(const QString &name, const QString &run);
    // Finds the task with this id and the same prompt, or creates it (counted as new).
    Result<qint64> task(const QString &benchmark, const QString &externalId, const QString &language,
        const QString &domain, const QString &prompt, const QString &metadata = {});

    // Creates the task without looking for an existing one: only for ids known to be new (see hasTasksUnder).
    Result<qint64> newTask(const QString &benchmark, const QString &externalId, const QString &language,
        const QString &domain, const QString &prompt, const QString &metadata = {});
    // The same for several tasks with one domain, one row per prompt, not read back by the import (on PostgreSQL they
    // wait for COPY).
    Result<QList<qint64>> newTasks(const QString &benchmark, const QStringList &externalIds, const QString &domain,
        const QList<Utf8Text> &prompts);
    // Whether any task's external id starts with `prefix` (a battle's "id#" before its rounds "id#r1", ...).
    Result<bool> hasTasksUnder(const QString &benchmark, const QString &prefix);
    // The newest task with this external id whatever its prompt; created with an empty prompt when absent.
    Result<qint64> taskByExternalId(const QString &benchmark, const QString &externalId);
    // One human answer with its history row (reason says where it came from); unchanged answers are not re-recorded.
    Result<void> annotation(const QString &annotator, const QString &target, const QString &field, const QString &value,
        const QString &reason, qint64 studyId = 1);
    // The study with this name, created (protocol "generic") when the project has none; empty = the default study.
    Result<qint64> study(const QString &name);
    // Judge records imported before their response existed carry a placeholder target; point them at it now.
    Result<void> relinkTargets(const QString &placeholder, const QString &target);

private:
    // What a record may change besides the project: restored when a skipped record is undone.
    struct Undo
    {
        ImportCounts counts;
        qsizetype checks;
        QHash<QString, qint64> systems, judges, studies;
    };
    // New task rows, counted.
    Result<QList<qint64>> insertTasks(QList<TaskRow> rows, ReadBack readBack = ReadBack::Yes);

    ProjectStore &m_store;
    QString m_path;
    qint64 m_sourceId;
    OnError m_onError;
    Progress m_progress;
    Sha256 *m_digest = nullptr;
    NewRowReferences *m_references = nullptr;
    qint64 m_records = 0;
    ImportCounts m_counts;
    QList<Error> m_skipped;
    QStringList m_checks;
    QHash<QString, qint64> m_systems;
    QHash<QString, qint64> m_judges;
    QHash<QString, qint64> m_studies;
    QHash<QString, bool> m_mayWriteAs; // annotator -> whether this import may write their answers
    QHash<QString, qint64> m_recordKeys; // key -> line of the record that has it
    QString m_recordClaim; // the key the record being written claimed, given back if it is skipped
    qint64 m_recordLine = 0; // its line, for errors of rows sent after it was written (PostgreSQL's COPY)
    ImportWriter m_writer;
};

} // namespace draudit::models
