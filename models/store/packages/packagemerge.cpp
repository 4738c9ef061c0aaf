// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Everything in the package is read and checked before the master is touched; a refusal names the package file, the
// table and row, and the reason.
#include "models/core/controlchars.h"
#include "models/core/resulttry.h"
#include "models/store/packages/mergeanswers.h"
#include "models/store/packages/packagechecks.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/schema.h"
#include "models/store/storage/sqlitebusy.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <cmath>

namespace draudit::models {

namespace {
using namespace merge;

// Applies a checked package to the master inside its transaction.
class MergeWriter
{
public:
    MergeWriter(ProjectStore &master, const StudyInfo &study, MergeScope scope, MergeResult &result)
        : m_sql(master.database())
        , m_study(study)
        , m_annotator(scope.annotatorId)
        , m_result(result)
        , m_answers(master, m_sql, std::move(scope), result)
    {
    }
    // Answers [first, first + most) or fewer (mergeanswers.h): how many it wrote.
    Result<qsizetype> answers(const QList<IncomingAnswer> &answers, qsizetype first, qsizetype most)
    {
        return m_answers.write(answers, first, most);
    }
    Result<void> progress(const IncomingProgress &p, const QueueItem &mine);
    Result<void> blinding(const IncomingBlinding &b);

private:
    StatementCache m_sql;
    const StudyInfo &m_study;
    qint64 m_annotator;
    MergeResult &m_result;
    AnswerMerger m_answers;
};

Result<void> MergeWriter::progress(const IncomingProgress &p, const QueueItem &mine)
{
    if (!p.flaggedAt.isNull() && !mine.flagged) { // a flag stays, whichever package brings it
        DRAUDIT_TRY(flagged,
            m_sql.lookup(QStringLiteral("UPDATE assignments SET flagged_at = ? WHERE study_id = ? AND annotator_id = ? "
                                        "AND target = ? AND flagged_at IS NULL RETURNING id"),
                { p.flaggedAt, m_study.id, m_annotator, p.target }));
        m_result.progress += flagged ? 1 : 0;
    }
    if (p.state() == QueueStatus::Pending)
        return {};
    if (p.state() == mine.status && qFuzzyCompare(1 + mine.seconds, 1 + p.seconds.toDouble()))
        return {};
    // An older package never takes back a later state: only a pending item or a later finish is recorded.
    DRAUDIT_TRY(changed,
        m_sql.lookup(
            QStringLiteral("UPDATE assignments SET status = ?, seconds = ?, done_at = ? WHERE study_id = ? AND "
                           "annotator_id = ? AND target = ? AND (status = 'pending' OR done_at IS NULL OR "
                           "done_at < ?) RETURNING id"),
            { p.status, p.seconds, p.doneAt, m_study.id, m_annotator, p.target, p.doneAt.toString() }));
    m_result.progress += changed ? 1 : 0;
    return {};
}

Result<void> MergeWriter::blinding(const IncomingBlinding &b)
{
    for (const auto &[column, value] : { std::pair { QStringLiteral("shown_at"), b.shownAt },
             std::pair { QStringLiteral("committed_at"), b.committedAt },
             std::pair { QStringLiteral("revealed_at"), b.revealedAt } }) {
        if (value.isNull())
            continue;
        // (A SELECT first: UPDATE ... RETURNING gives no row through QtSql's SQLite driver.)
        DRAUDIT_TRY(unset,
            m_sql.lookup(
                QStringLiteral("SELECT id FROM blinding WHERE study_id = ? AND annotator_id = ? AND target = ? "
                               "AND %1 IS NULL")
                    .arg(column),
                { m_study.id, m_annotator, b.target }));
        if (!unset)
            continue;
        DRAUDIT_TRY_VOID(
            m_sql.exec(QStringLiteral("UPDATE blinding SET %1 = ? WHERE id = ?").arg(column), { value, *unset }));
        ++m_result.blindingEvents;
    }
    return {};
}

// The package's writes: its answers a chunk at a time, then its progress and blinding times one by one, then the
// mark that it is merged.
class MergeSteps
{
public:
    MergeSteps(MergeWriter &writer, const Incoming &in, const QHash<QString, QueueItem> &assigned)
        : m_writer(writer)
        , m_in(in)
        , m_assigned(assigned)
    {
    }
    qsizetype count() const { return m_in.answers.size() + m_in.progress.size() + m_in.blinding.size(); }
    // Runs steps from `i` on, at most `most` of them: how many it ran.
    Result<qsizetype> run(qsizetype i, qsizetype most)
    {
        constexpr qsizetype kAnswersPerChunk = 2000; // a few milliseconds of writing on SQLite
        if (i < m_in.answers.size())
            return m_writer.answers(m_in.answers, i, std::min(most, kAnswersPerChunk));
        i -= m_in.answers.size();
        if (i < m_in.progress.size())
            DRAUDIT_TRY_VOID(m_writer.progress(m_in.progress[i], m_assigned.value(m_in.progress[i].target)));
        else
            DRAUDIT_TRY_VOID(m_writer.blinding(m_in.blinding[i - m_in.progress.size()]));
        return 1;
    }

private:
    MergeWriter &m_writer;
    const Incoming &m_in;
    const QHash<QString, QueueItem> &m_assigned;
};

// A merge writes in transactions of about a second each, so an edit made meanwhile waits for one of them, not for the
// whole merge. On SQLite a short pause after each lets a writer that is waiting (draudit's busy handler sleeps at most
// kLongestBusySleepMs between tries) take its turn; PostgreSQL queues writers itself.
constexpr unsigned long kSqliteTurnMs = kLongestBusySleepMs + 15;

// Runs every step in batches; the last batch also marks the package merged. `done` counts the steps committed.
Result<void> applyInBatches(ProjectStore &master, MergeSteps &steps, const MergeBatching &batching,
    const QString &packageId, const QString &packagePath, qsizetype &done)
{
    StatementCache sql(master.database());
    qsizetype i = 0;
    do {
        if (i > 0 && master.backend() == Backend::Sqlite)
            QThread::msleep(kSqliteTurnMs);
        const qsizetype first = i;
        DRAUDIT_TRY_VOID(inTransaction<void>(
            master,
            [&]() -> Result<void> {
                QElapsedTimer batch;
                batch.start();
                while (i < steps.count() && i - first < batching.changes && batch.elapsed() < batching.milliseconds) {
                    DRAUDIT_TRY(ran, steps.run(i, batching.changes - (i - first)));
                    i += ran;
                }
                if (i == steps.count())
                    DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE packages SET merged_at = ? WHERE id = ?"),
                        { master.nowUtc(), packageId }));
                return {};
            },
            [] { return true; }, packagePath));
        done = i;
    } while (i < steps.count());
    return {};
}

// Why a merge stopped, with what of it is in the master already.
Error stoppedMerge(Error error, qsizetype done, qsizetype total)
{
    if (done > 0)
        error.message += QCoreApplication::translate("draudit::models::StudyPackage",
            " (the merge stopped after %1 of %2 changes were committed; merge the package again to finish it)")
                             .arg(done)
                             .arg(total);
    return error;
}
} // namespace

namespace {
PackagePhase phaseNamed(const QString &name)
{
    for (const PackagePhase p : { PackagePhase::Blind, PackagePhase::Reveal })
        if (name == packagePhaseName(p))
            return p;
    return PackagePhase::Open;
}

// What the merge writes from, once every check has passed.
struct CheckedPackage
{
    PackageMeta meta;
    IssuedPackage issued;
    StudyInfo study;
    QHash<QString, QueueItem> assigned;
    Incoming incoming;
    QStringList flags;
};

Result<CheckedPackage> checkPackage(ProjectStore &master, QSqlDatabase &pkg, const QString &packagePath,
    const QuestionsOfQueue &questions, const PackageRules &rules)
{
    CheckedPackage c;
    DRAUDIT_TRY(meta, readMeta(pkg, packagePath));
    c.meta = meta;
    StudyStore studies(master);
    DRAUDIT_TRY(study, studies.study(meta.study));
    c.study = study;
    DRAUDIT_TRY(issued, checkIssued(master, meta, study, packagePath));
    c.issued = issued;
    DRAUDIT_TRY_VOID(checkOwnership(pkg, meta, packagePath));
    DRAUDIT_TRY(queue, studies.queue(study.id, meta.annotator));
    for (const QueueItem &item : queue)
        c.assigned.insert(item.target.toString(), item); // keyed as the package's rows name their items
    DRAUDIT_TRY(incoming, readIncoming(pkg));
    DRAUDIT_TRY(asked, questions(study, queue));
    unaliasTargets(incoming, issued, queue, asked);
    c.incoming = incoming;
    DRAUDIT_TRY(mine, masterAnswers(master, study.id, meta.annotator));
    const PackagePhase phase = phaseNamed(meta.phase);
    DRAUDIT_TRY_VOID(checkAnswers(incoming.answers, asked, mine, phase, rules, packagePath));
    DRAUDIT_TRY_VOID(checkProgress(incoming, c.assigned, packagePath));
    DRAUDIT_TRY(blinding, masterBlinding(master, study.id, meta.annotator));
    DRAUDIT_TRY_VOID(checkItems(incoming, asked, { mine, blinding, c.assigned }, rules, packagePath));
    if (phase == PackagePhase::Blind)
        DRAUDIT_TRY_VOID(checkNothingRevealed(master, study, meta.annotator, incoming.blinding, packagePath));
    c.flags = flagTimes(incoming, issued, master.nowUtc());
    return c;
}
} // namespace

namespace {
// Read-only, before anything opens the file for writing: a package of another schema version would be migrated in
// place (and a backup written beside it), so a merge would write to whatever file it was handed.
Result<void> checkPackageSchema(const QString &packagePath)
{
    const QString name = QStringLiteral("draudit-package-probe");
    int version = -1;
    {
        QSqlDatabase probe = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        probe.setDatabaseName(packagePath);
        probe.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (probe.open())
            if (const QString v
                = pragmaValue(probe, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"));
                !v.isEmpty())
                version = v.toInt();
        probe.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (version == Schema::kCurrentVersion)
        return {};
    return fail(version < 0 ? QCoreApplication::translate(
                    "draudit::models::StudyPackage", "this is not a study package (draudit study export writes them)")
                            : QCoreApplication::translate("draudit::models::StudyPackage",
                                "the package was written with project schema %1, this draudit writes %2: export a "
                                "new package")
                                  .arg(version)
                                  .arg(Schema::kCurrentVersion),
        packagePath);
}
} // namespace

Result<MergeResult> mergeStudyPackage(ProjectStore &master, const QString &packagePath,
    const QuestionsOfQueue &questions, const PackageRules &rules, const MergeBatching &batching)
{
    // (Only the file kind is checked here: the package is opened through SQLite, so another project this process has
    // open is refused later as not a package, and the master itself by its identity.)
    if (const QFileInfo info(packagePath); !info.isFile())
        return fail(info.exists() ? QCoreApplication::translate(
                        "draudit::models::StudyPackage", "not a regular file (a device, FIFO, socket or folder)")
                                  : QCoreApplication::translate("draudit::models::StudyPackage", "no such file"),
            packagePath);
    DRAUDIT_TRY_VOID(checkPackageSchema(packagePath));
    DRAUDIT_TRY(package, ProjectStore::open(packagePath));
    DRAUDIT_TRY(checked, checkPackage(master, package->database(), packagePath, questions, rules));
    MergeResult result;
    result.packageId = checked.meta.id;
    result.study = checked.meta.study;
    result.annotator = checked.meta.annotator;
    result.flags = checked.flags;
    DRAUDIT_TRY(annotatorId,
        StatementCache(master.database())
            .lookup(QStringLiteral("SELECT id FROM annotators WHERE name = ?"), { result.annotator }));
    MergeScope scope;
    scope.studyId = checked.study.id;
    scope.annotatorId = annotatorId.value_or(0);
    // The file's name goes into every history row's reason: no control character (an escape sequence) rides in it.
    scope.packageName = printableName(QFileInfo(packagePath).fileName());
    if (phaseNamed(checked.meta.phase) == PackagePhase::Reveal || checked.issued.afterReveal)
        scope.notBefore = checked.issued.issuedAt;
    MergeWriter writer(master, checked.study, std::move(scope), result);
    MergeSteps steps(writer, checked.incoming, checked.assigned);
    qsizetype done = 0;
    // The master's answer indexes take the package's keys in its queue's (random) order: with SQLite's default 2 MB
    // page cache most of those inserts read and write a page of an index that has outgrown it.
    const QString cacheBefore = master.backend() == Backend::Sqlite
        ? pragmaValue(master.database(), QStringLiteral("PRAGMA cache_size"))
        : QString();
    if (!cacheBefore.isEmpty())
        pragmaValue(master.database(), QStringLiteral("PRAGMA cache_size = -262144")); // 256 MiB at most
    const auto restoreCache = qScopeGuard([&] {
        if (!cacheBefore.isEmpty())
            pragmaValue(master.database(), QStringLiteral("PRAGMA cache_size = ") + cacheBefore);
    });
    if (auto applied = applyInBatches(master, steps, batching, checked.meta.id, packagePath, done); !applied)
        return tl::unexpected(stoppedMerge(applied.error(), done, steps.count()));
    return result;
}

} // namespace draudit::models
