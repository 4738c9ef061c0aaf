// Everything in the package is read and checked before the master is touched; a refusal names the package file, the
// table and row, and the reason.
#include "models/core/resulttry.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"
#include "models/store/studypackage.h"
#include "models/store/studystore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <cmath>

namespace draudit::models {

QString questionKey(const QString &target, const QString &field)
{
    return target + QLatin1Char('\n') + field;
}

namespace {
struct PackageMeta
{
    QString study, annotator, id, phase;
};

struct IncomingChange
{
    QString oldValue, newValue, reason, changedAt;
};

struct IncomingAnswer
{
    qint64 row = 0;
    QString target, field, value, reason, updatedAt;
    int version = 1;
    QList<IncomingChange> history; // the package's history of this answer, oldest first
};

struct IncomingProgress
{
    qint64 row = 0;
    QString target, status;
    QVariant seconds, doneAt;
};

struct IncomingBlinding
{
    qint64 row = 0;
    QString target;
    QVariant shownAt, committedAt, revealedAt;
};

struct Incoming
{
    QList<IncomingAnswer> answers;
    QList<IncomingProgress> progress;
    QList<IncomingBlinding> blinding;
};

// A refusal naming the package, the table row and the reason.
tl::unexpected<Error> refuse(const QString &path, const QString &table, qint64 row, const QString &why)
{
    return fail(QCoreApplication::translate("draudit::models::StudyPackage", "refused: %1").arg(why), path, 0, 0,
        row > 0 ? QStringLiteral("%1 row %2").arg(table).arg(row) : table);
}

bool isTime(const QVariant &v)
{
    return v.isNull() || QDateTime::fromString(v.toString(), Qt::ISODateWithMs).isValid();
}

Result<PackageMeta> readMeta(QSqlDatabase &pkg, const QString &path)
{
    DRAUDIT_TRY(q, runQuery(pkg, QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'package_%'")));
    PackageMeta m;
    while (q.next()) {
        const QString key = q.value(0).toString();
        QString *slot = key == QLatin1String("package_study") ? &m.study
            : key == QLatin1String("package_annotator")       ? &m.annotator
            : key == QLatin1String("package_id")              ? &m.id
            : key == QLatin1String("package_phase")           ? &m.phase
                                                              : nullptr;
        if (slot)
            *slot = q.value(1).toString();
    }
    if (m.study.isEmpty() || m.annotator.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage",
                        "this project is not a study package (draudit study export writes them)"),
            path);
    if (m.id.isEmpty())
        return refuse(path, QStringLiteral("meta"), 0,
            QCoreApplication::translate("draudit::models::StudyPackage",
                "the package has no id: it was written before packages were bound to their annotator; export a new "
                "one"));
    return m;
}

// The master's record of the package: it must have been issued for this study and annotator.
Result<void> checkIssued(ProjectStore &master, const PackageMeta &m, const StudyInfo &study, const QString &path)
{
    DRAUDIT_TRY(q,
        runQuery(master.database(),
            QStringLiteral("SELECT p.study_id, n.name, p.phase FROM packages p JOIN annotators n ON n.id = "
                           "p.annotator_id WHERE p.id = ?"),
            { m.id }));
    if (!q.next())
        return refuse(path, QStringLiteral("meta"), 0,
            QCoreApplication::translate("draudit::models::StudyPackage", "package %1 was not issued by this project")
                .arg(m.id));
    if (q.value(0).toLongLong() != study.id || q.value(1).toString() != m.annotator || q.value(2).toString() != m.phase)
        return refuse(path, QStringLiteral("meta"), 0,
            QCoreApplication::translate("draudit::models::StudyPackage",
                "package %1 was issued to %2 (%3 package) in another study or for someone else, not to %4 in '%5'")
                .arg(m.id, q.value(1).toString(), q.value(2).toString(), m.annotator, m.study));
    return {};
}

// Every row in the package's annotator tables must be the issued annotator's in the issued study.
Result<void> checkOwnership(QSqlDatabase &pkg, const PackageMeta &m, const QString &path)
{
    for (const char *table : { "annotations", "annotation_history", "assignments", "blinding" }) {
        DRAUDIT_TRY(q,
            runQuery(pkg,
                QStringLiteral("SELECT t.id, coalesce(n.name, ''), coalesce(s.name, '') FROM %1 t LEFT JOIN annotators "
                               "n ON n.id = t.annotator_id LEFT JOIN studies s ON s.id = t.study_id ORDER BY t.id")
                    .arg(QLatin1String(table))));
        while (q.next())
            if (q.value(1).toString() != m.annotator || q.value(2).toString() != m.study)
                return refuse(path, QLatin1String(table), q.value(0).toLongLong(),
                    QCoreApplication::translate("draudit::models::StudyPackage",
                        "the row belongs to '%1' in study '%2', but the package was issued to '%3' in '%4'")
                        .arg(q.value(1).toString(), q.value(2).toString(), m.annotator, m.study));
    }
    return {};
}

Result<QList<IncomingAnswer>> readAnswers(QSqlDatabase &pkg)
{
    DRAUDIT_TRY(q,
        runQuery(pkg,
            QStringLiteral(
                "SELECT id, target, field, value, reason, updated_at, version FROM annotations ORDER BY id")));
    QList<IncomingAnswer> out;
    QHash<qint64, qsizetype> byId;
    while (q.next()) {
        byId.insert(q.value(0).toLongLong(), out.size());
        out.append({ q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
            q.value(4).toString(), q.value(5).toString(), q.value(6).toInt(), {} });
    }
    DRAUDIT_TRY(h,
        runQuery(pkg,
            QStringLiteral("SELECT annotation_id, coalesce(old_value, ''), new_value, coalesce(reason, ''), changed_at "
                           "FROM annotation_history ORDER BY id")));
    while (h.next())
        if (const auto it = byId.constFind(h.value(0).toLongLong()); it != byId.constEnd())
            out[*it].history.append(
                { h.value(1).toString(), h.value(2).toString(), h.value(3).toString(), h.value(4).toString() });
    return out;
}

Result<Incoming> readIncoming(QSqlDatabase &pkg)
{
    Incoming in;
    DRAUDIT_TRY(answers, readAnswers(pkg));
    in.answers = answers;
    DRAUDIT_TRY(p, runQuery(pkg, QStringLiteral("SELECT id, target, status, seconds, done_at FROM assignments")));
    while (p.next())
        in.progress.append(
            { p.value(0).toLongLong(), p.value(1).toString(), p.value(2).toString(), p.value(3), p.value(4) });
    DRAUDIT_TRY(
        b, runQuery(pkg, QStringLiteral("SELECT id, target, shown_at, committed_at, revealed_at FROM blinding")));
    while (b.next())
        in.blinding.append({ b.value(0).toLongLong(), b.value(1).toString(), b.value(2), b.value(3), b.value(4) });
    return in;
}

// Every answer answers a question of its item with a value that question can have.
Result<void> checkAnswers(const QList<IncomingAnswer> &answers, const PackageQuestions &questions, const QString &path)
{
    for (const IncomingAnswer &a : answers) {
        const auto q = questions.constFind(questionKey(a.target, a.field));
        if (q == questions.constEnd())
            return refuse(path, QStringLiteral("annotations"), a.row,
                QCoreApplication::translate(
                    "draudit::models::StudyPackage", "'%1' on %2 is not a question of the annotator's items")
                    .arg(a.field, a.target));
        if (!a.value.isEmpty() && !q->accepts(a.value))
            return refuse(path, QStringLiteral("annotations"), a.row,
                QCoreApplication::translate("draudit::models::StudyPackage", "'%1' is not an answer to %2")
                    .arg(a.value, a.field));
        if (a.version < 1 || !isTime(a.updatedAt))
            return refuse(path, QStringLiteral("annotations"), a.row,
                QCoreApplication::translate("draudit::models::StudyPackage", "the revision or time is not valid"));
        for (const IncomingChange &c : a.history)
            if ((!c.newValue.isEmpty() && !q->accepts(c.newValue)) || !isTime(c.changedAt))
                return refuse(path, QStringLiteral("annotation_history"), a.row,
                    QCoreApplication::translate(
                        "draudit::models::StudyPackage", "a change of %1 on %2 has a value or time that is not valid")
                        .arg(a.field, a.target));
    }
    return {};
}

Result<void> checkProgress(const Incoming &in, const QHash<QString, QueueItem> &assigned, const QString &path)
{
    static const QStringList kStates { QStringLiteral("pending"), QStringLiteral("done"), QStringLiteral("skipped"),
        QStringLiteral("flagged") };
    constexpr double kMaxSeconds = 7 * 24 * 3600.0; // a week on one item is not a measurement
    for (const IncomingProgress &p : in.progress) {
        const double seconds = p.seconds.toDouble();
        QString why;
        if (!assigned.contains(p.target))
            why = QCoreApplication::translate(
                "draudit::models::StudyPackage", "the item is not assigned to this annotator in the master");
        else if (!kStates.contains(p.status))
            why = QCoreApplication::translate("draudit::models::StudyPackage", "'%1' is not a state of an item")
                      .arg(p.status);
        else if (!p.seconds.isNull() && (!std::isfinite(seconds) || seconds < 0 || seconds > kMaxSeconds))
            why = QCoreApplication::translate("draudit::models::StudyPackage", "%1 seconds is not a time spent")
                      .arg(p.seconds.toString());
        else if (!isTime(p.doneAt))
            why = QCoreApplication::translate(
                "draudit::models::StudyPackage", "the time the item was done is not a time");
        if (!why.isEmpty())
            return refuse(path, QStringLiteral("assignments"), p.row, why);
    }
    for (const IncomingBlinding &b : in.blinding)
        if (!assigned.contains(b.target) || !isTime(b.shownAt) || !isTime(b.committedAt) || !isTime(b.revealedAt))
            return refuse(path, QStringLiteral("blinding"), b.row,
                QCoreApplication::translate(
                    "draudit::models::StudyPackage", "the item or one of its times is not valid"));
    return {};
}
} // namespace

namespace {
// A blind package carries no judge records: a reveal time in it is one the master recorded already (a package
// issued after a reveal package was merged), or forged.
Result<void> checkNothingRevealed(ProjectStore &master, const StudyInfo &study, const QString &annotator,
    const QList<IncomingBlinding> &blinding, const QString &path)
{
    for (const IncomingBlinding &b : blinding) {
        if (b.revealedAt.isNull())
            continue;
        DRAUDIT_TRY(q,
            runQuery(master.database(),
                QStringLiteral("SELECT b.revealed_at FROM blinding b JOIN annotators n ON n.id = b.annotator_id WHERE "
                               "b.study_id = ? AND n.name = ? AND b.target = ?"),
                { study.id, annotator, b.target }));
        if (!q.next() || q.value(0).toString() != b.revealedAt.toString())
            return refuse(path, QStringLiteral("blinding"), b.row,
                QCoreApplication::translate("draudit::models::StudyPackage",
                    "a blind package carries no judge records, so nothing in it can have been revealed"));
    }
    return {};
}

// Applies a checked package to the master inside its transaction.
class MergeWriter
{
public:
    MergeWriter(ProjectStore &master, const StudyInfo &study, qint64 annotatorId, const QString &packageName,
        MergeResult &result)
        : m_master(master)
        , m_sql(master.database())
        , m_study(study)
        , m_annotator(annotatorId)
        , m_packageName(packageName)
        , m_result(result)
        , m_current(master.database())
    {
        // Prepared once: it runs for every answer.
        m_current.prepare(QStringLiteral("SELECT id, value, client_id, version FROM annotations WHERE study_id = ? AND "
                                         "annotator_id = ? AND target = ? AND field = ?"));
    }
    Result<void> answer(const IncomingAnswer &a);
    Result<void> progress(const IncomingProgress &p, const QueueItem &mine);
    Result<void> blinding(const IncomingBlinding &b);

private:
    Result<void> history(qint64 annotationId, const IncomingAnswer &a, const QString &fromValue, const QString &after);

    ProjectStore &m_master;
    StatementCache m_sql;
    const StudyInfo &m_study;
    qint64 m_annotator;
    QString m_packageName;
    MergeResult &m_result;
    QSqlQuery m_current;
};

Result<void> MergeWriter::answer(const IncomingAnswer &a)
{
    QSqlQuery &current = m_current;
    for (const QVariant &v : { QVariant(m_study.id), QVariant(m_annotator), QVariant(a.target), QVariant(a.field) })
        current.addBindValue(v);
    if (!current.exec())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot read the master: %1")
                        .arg(current.lastError().text()));
    const QString now = m_master.nowUtc();
    const bool found = current.next();
    const qint64 id = found ? current.value(0).toLongLong() : 0;
    const QString masterValue = found ? current.value(1).toString() : QString();
    const bool masterMerged = found && current.value(2).toString() == QLatin1String("merge");
    const int masterVersion = found ? current.value(3).toInt() : 0;
    current.finish(); // a statement left open would hold its read cursor into the next write
    if (!found) {
        DRAUDIT_TRY(added,
            m_sql.insert(
                QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, "
                               "created_at, updated_at, client_id, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                               "'merge', ?) RETURNING id"),
                { m_study.id, m_annotator, a.target, a.field, a.value, a.reason, a.updatedAt, now, a.version }));
        ++m_result.added;
        return history(added, a, QString(), QString());
    }
    if (masterValue == a.value) {
        ++m_result.unchanged;
        return {};
    }
    if (!masterMerged) {
        m_result.conflicts.append({ a.target, a.field, masterValue, a.value,
            QCoreApplication::translate(
                "draudit::models::StudyPackage", "answered differently in the master; the master's answer is kept") });
        return {};
    }
    if (a.version <= masterVersion) {
        ++m_result.stale; // an earlier package merged after a newer one
        return {};
    }
    DRAUDIT_TRY(
        last, m_sql.lookup(QStringLiteral("SELECT max(id) FROM annotation_history WHERE annotation_id = ?"), { id }));
    DRAUDIT_TRY(lastTime,
        runQuery(m_master.database(), QStringLiteral("SELECT changed_at FROM annotation_history WHERE id = ?"),
            { last.value_or(0) }));
    const QString after = lastTime.next() ? lastTime.value(0).toString() : QString();
    DRAUDIT_TRY_VOID(m_sql.exec(QStringLiteral("UPDATE annotations SET value = ?, reason = ?, updated_at = ?, version "
                                               "= ?, client_id = 'merge' WHERE id = ?"),
        { a.value, a.reason, now, a.version, id }));
    ++m_result.updated;
    return history(id, a, masterValue, after);
}

// The package's changes made after the master's last one, each with its own time (so a change after the reveal is
// a change of mind, as in the workbench), chained from the master's value to the package's.
Result<void> MergeWriter::history(
    qint64 annotationId, const IncomingAnswer &a, const QString &fromValue, const QString &after)
{
    QList<IncomingChange> changes;
    for (const IncomingChange &c : a.history)
        if (c.changedAt > after)
            changes << c;
    if (changes.isEmpty() || changes.back().newValue != a.value)
        changes << IncomingChange { {}, a.value, a.reason, m_master.nowUtc() };
    QVariant old = fromValue.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(fromValue);
    const QString origin
        = QCoreApplication::translate("draudit::models::StudyPackage", "merged from %1").arg(m_packageName);
    for (const IncomingChange &c : std::as_const(changes)) {
        DRAUDIT_TRY(row,
            m_sql.insert(
                QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, "
                               "field, old_value, new_value, reason, changed_at, client_id) VALUES "
                               "(?, ?, ?, ?, ?, ?, ?, ?, ?, 'merge') RETURNING id"),
                { annotationId, m_study.id, m_annotator, a.target, a.field, old, c.newValue,
                    c.reason.isEmpty() ? origin : c.reason + QStringLiteral(" (") + origin + QLatin1Char(')'),
                    c.changedAt }));
        old = c.newValue;
    }
    return {};
}

Result<void> MergeWriter::progress(const IncomingProgress &p, const QueueItem &mine)
{
    if (p.status == QLatin1String("pending"))
        return {};
    if (mine.status == p.status && qFuzzyCompare(1 + mine.seconds, 1 + p.seconds.toDouble()))
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

// The package's writes one by one: its answers, then its progress and blinding times, then the mark that it is merged.
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
    Result<void> run(qsizetype i)
    {
        if (i < m_in.answers.size())
            return m_writer.answer(m_in.answers[i]);
        i -= m_in.answers.size();
        if (i < m_in.progress.size())
            return m_writer.progress(m_in.progress[i], m_assigned.value(m_in.progress[i].target));
        return m_writer.blinding(m_in.blinding[i - m_in.progress.size()]);
    }

private:
    MergeWriter &m_writer;
    const Incoming &m_in;
    const QHash<QString, QueueItem> &m_assigned;
};

// A merge writes in transactions of about a second each, so an edit made meanwhile waits for one of them, not for the
// whole merge. On SQLite a short pause after each lets a writer that is waiting (SQLite's busy handler polls every
// 100 ms at most) take its turn; PostgreSQL queues writers itself.
constexpr unsigned long kSqliteTurnMs = 110;

Result<void> commitBatch(ProjectStore &master, const QString &packagePath)
{
    if (master.commitWrite())
        return {};
    const QString why = master.lastWriteError();
    master.rollbackWrite();
    return fail(
        QCoreApplication::translate("draudit::models::StudyPackage", "the merge was not committed: %1").arg(why),
        packagePath);
}

// Runs every step in batches; the last batch also marks the package merged. `done` counts the steps committed.
Result<void> applyInBatches(ProjectStore &master, MergeSteps &steps, const MergeBatching &batching,
    const QString &packageId, const QString &packagePath, qsizetype &done)
{
    StatementCache sql(master.database());
    qsizetype i = 0;
    do {
        if (i > 0 && master.backend() == Backend::Sqlite)
            QThread::msleep(kSqliteTurnMs);
        if (!master.beginWrite())
            return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot start a transaction: %1")
                            .arg(master.lastWriteError()),
                packagePath);
        QElapsedTimer batch;
        batch.start();
        const qsizetype first = i;
        for (; i < steps.count() && (i - first < batching.changes && batch.elapsed() < batching.milliseconds); ++i) {
            if (auto step = steps.run(i); !step) {
                master.rollbackWrite();
                return step;
            }
        }
        if (i == steps.count()) {
            if (auto marked = sql.exec(
                    QStringLiteral("UPDATE packages SET merged_at = ? WHERE id = ?"), { master.nowUtc(), packageId });
                !marked) {
                master.rollbackWrite();
                return marked;
            }
        }
        DRAUDIT_TRY_VOID(commitBatch(master, packagePath));
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

Result<MergeResult> mergeStudyPackage(
    ProjectStore &master, const QString &packagePath, const QuestionsOfQueue &questions, const MergeBatching &batching)
{
    DRAUDIT_TRY(package, ProjectStore::open(packagePath));
    QSqlDatabase &pkg = package->database();
    DRAUDIT_TRY(meta, readMeta(pkg, packagePath));
    StudyStore studies(master);
    DRAUDIT_TRY(study, studies.study(meta.study));
    DRAUDIT_TRY_VOID(checkIssued(master, meta, study, packagePath));
    DRAUDIT_TRY_VOID(checkOwnership(pkg, meta, packagePath));
    DRAUDIT_TRY(queue, studies.queue(study.id, meta.annotator));
    QHash<QString, QueueItem> assigned;
    for (const QueueItem &item : queue)
        assigned.insert(item.target, item);
    DRAUDIT_TRY(incoming, readIncoming(pkg));
    DRAUDIT_TRY(asked, questions(study, queue));
    DRAUDIT_TRY_VOID(checkAnswers(incoming.answers, asked, packagePath));
    DRAUDIT_TRY_VOID(checkProgress(incoming, assigned, packagePath));
    if (meta.phase == packagePhaseName(PackagePhase::Blind))
        DRAUDIT_TRY_VOID(checkNothingRevealed(master, study, meta.annotator, incoming.blinding, packagePath));

    MergeResult result;
    result.packageId = meta.id;
    result.study = meta.study;
    result.annotator = meta.annotator;
    DRAUDIT_TRY(annotatorId,
        StatementCache(master.database())
            .lookup(QStringLiteral("SELECT id FROM annotators WHERE name = ?"), { result.annotator }));
    MergeWriter writer(master, study, annotatorId.value_or(0), QFileInfo(packagePath).fileName(), result);
    MergeSteps steps(writer, incoming, assigned);
    qsizetype done = 0;
    if (auto applied = applyInBatches(master, steps, batching, meta.id, packagePath, done); !applied)
        return tl::unexpected(stoppedMerge(applied.error(), done, steps.count()));
    return result;
}

} // namespace draudit::models
