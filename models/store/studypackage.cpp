// The package is always a SQLite file; the master may be SQLite or PostgreSQL. Rows are copied table by table
// with their ids, text columns passed through the blinding filter.
#include "models/store/studypackage.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"
#include "models/store/studystore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>

namespace draudit::models {

namespace {
// Replaces every system name (whole words, any case) by its label.
class Blinder
{
public:
    void add(const QString &name, const QString &label)
    {
        m_names.append({ name, label });
        std::sort(m_names.begin(), m_names.end(),
            [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
        m_patterns.clear();
        for (const auto &[n, l] : m_names)
            m_patterns.append(
                { QRegularExpression(
                      QStringLiteral("(?<![\\p{L}\\p{N}])%1(?![\\p{L}\\p{N}])").arg(QRegularExpression::escape(n)),
                      QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption),
                    l });
    }
    QVariant operator()(const QVariant &v) const
    {
        if (m_patterns.isEmpty() || v.isNull() || v.typeId() != QMetaType::QString)
            return v;
        QString text = v.toString();
        for (const auto &[pattern, label] : m_patterns)
            text.replace(pattern, label);
        return text;
    }
    bool active() const { return !m_names.isEmpty(); }

private:
    QList<std::pair<QString, QString>> m_names;
    QList<std::pair<QRegularExpression, QString>> m_patterns;
};

struct TableCopy
{
    QString table;
    QStringList columns;
    QStringList scrubbed; // text columns passed through the blinder
    QStringList dropped; // left NULL in a blind package (metadata, source links)
};

// Copies the rows of `spec.table` matching `where` (in the master) into the package.
Result<int> copyRows(QSqlDatabase &from, StatementCache &to, const TableCopy &spec, const QString &where,
    const QVariantList &binds, const Blinder &blind)
{
    DRAUDIT_TRY(q,
        runQuery(from,
            QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                .arg(spec.columns.join(QStringLiteral(", ")), spec.table, where),
            binds));
    const QString insert = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT DO NOTHING")
                               .arg(spec.table, spec.columns.join(QStringLiteral(", ")),
                                   QStringList(spec.columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
    int rows = 0;
    while (q.next()) {
        QVariantList values;
        for (qsizetype c = 0; c < spec.columns.size(); ++c) {
            QVariant v = q.value(static_cast<int>(c));
            if (blind.active() && spec.dropped.contains(spec.columns[c]))
                v = QVariant();
            else if (spec.scrubbed.contains(spec.columns[c]))
                v = blind(v);
            values << v;
        }
        if (auto r = to.exec(insert, values); !r)
            return tl::unexpected(r.error());
        ++rows;
    }
    return rows;
}

QString idList(const QSet<qint64> &ids)
{
    QStringList out;
    for (qint64 id : ids)
        out << QString::number(id);
    return out.isEmpty() ? QStringLiteral("NULL") : out.join(QLatin1Char(','));
}

Result<QSet<qint64>> ids(QSqlDatabase &db, const QString &sql)
{
    DRAUDIT_TRY(q, runQuery(db, sql));
    QSet<qint64> out;
    while (q.next())
        if (!q.value(0).isNull())
            out.insert(q.value(0).toLongLong());
    return out;
}
} // namespace

Result<PackageSummary> exportStudyPackage(
    ProjectStore &master, const QString &studyName, const QString &annotator, const QString &path)
{
    StudyStore studies(master);
    DRAUDIT_TRY(study, studies.study(studyName));
    DRAUDIT_TRY(queue, studies.queue(study.id, annotator));
    if (queue.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "%1 has no items in study '%2'")
                        .arg(annotator, studyName));
    // The rounds and reports the items show: a round, the three rounds of a task-preference item, or the report a
    // rubric item, claim or report part belongs to.
    QSet<qint64> rounds, responses;
    for (const QueueItem &item : queue) {
        const Target target = Target::parse(item.target);
        for (qint64 round : target.roundIds())
            rounds.insert(round);
        if (target.responseId())
            responses.insert(target.responseId());
    }
    QSqlDatabase &from = master.database();
    DRAUDIT_TRY(comparisons,
        ids(from, QStringLiteral("SELECT comparison_id FROM rounds WHERE id IN (%1)").arg(idList(rounds))));
    DRAUDIT_TRY(roundResponses,
        ids(from,
            QStringLiteral(
                "SELECT response_a FROM rounds WHERE id IN (%1) UNION SELECT response_b FROM rounds WHERE id IN (%1)")
                .arg(idList(rounds))));
    responses.unite(roundResponses);
    DRAUDIT_TRY(tasks,
        ids(from,
            QStringLiteral(
                "SELECT task_id FROM responses WHERE id IN (%1) UNION SELECT task_id FROM rounds WHERE id IN (%2)")
                .arg(idList(responses), idList(rounds))));
    DRAUDIT_TRY(systems,
        ids(from,
            QStringLiteral("SELECT system_id FROM responses WHERE id IN (%1) UNION SELECT system_a FROM comparisons "
                           "WHERE id IN (%2) UNION SELECT system_b FROM comparisons WHERE id IN (%2)")
                .arg(idList(responses), idList(comparisons))));

    Blinder blind;
    QList<qint64> systemOrder(systems.begin(), systems.end());
    std::sort(systemOrder.begin(), systemOrder.end());
    if (study.blind) {
        DRAUDIT_TRY(q,
            runQuery(from,
                QStringLiteral("SELECT id, name FROM systems WHERE id IN (%1) ORDER BY id").arg(idList(systems))));
        int n = 0;
        while (q.next())
            blind.add(q.value(1).toString(), QStringLiteral("System %1").arg(++n));
    }

    DRAUDIT_TRY(package, ProjectStore::create(path));
    QSqlDatabase &to = package->database();
    if (!to.transaction())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot start a transaction: %1")
                        .arg(to.lastError().text()),
            path);
    auto written = [&]() -> Result<void> {
        StatementCache sql(to, path);
        const auto copy
            = [&](const TableCopy &spec, const QString &where, const QVariantList &binds = {}) -> Result<void> {
            auto r = copyRows(from, sql, spec, where, binds, blind);
            return r ? Result<void>() : tl::unexpected(r.error());
        };
        const QString sys = idList(systems), tsk = idList(tasks), rsp = idList(responses), cmp = idList(comparisons),
                      rnd = idList(rounds);
        // Systems get their label as name in a blind package.
        {
            DRAUDIT_TRY(q,
                runQuery(from, QStringLiteral("SELECT id, name FROM systems WHERE id IN (%1) ORDER BY id").arg(sys)));
            while (q.next())
                if (auto r = sql.exec(QStringLiteral("INSERT INTO systems (id, name) VALUES (?, ?)"),
                        { q.value(0), blind(q.value(1)) });
                    !r)
                    return r;
        }
        const QStringList taskText { QStringLiteral("external_id"), QStringLiteral("domain"),
            QStringLiteral("prompt") };
        const QStringList meta { QStringLiteral("metadata"), QStringLiteral("source_id") };
        for (const auto &[spec, where] : std::initializer_list<std::pair<TableCopy, QString>> {
                 { { QStringLiteral("tasks"),
                       { QStringLiteral("id"), QStringLiteral("benchmark"), QStringLiteral("external_id"),
                           QStringLiteral("language"), QStringLiteral("domain"), QStringLiteral("prompt"),
                           QStringLiteral("metadata"), QStringLiteral("source_id") },
                       taskText, meta },
                     QStringLiteral("id IN (%1)").arg(tsk) },
                 { { QStringLiteral("responses"),
                       { QStringLiteral("id"), QStringLiteral("task_id"), QStringLiteral("system_id"),
                           QStringLiteral("text"), QStringLiteral("citations"), QStringLiteral("input_tokens"),
                           QStringLiteral("output_tokens"), QStringLiteral("duration_s"), QStringLiteral("metadata") },
                       { QStringLiteral("text"), QStringLiteral("citations") }, { QStringLiteral("metadata") } },
                     QStringLiteral("id IN (%1)").arg(rsp) },
                 { { QStringLiteral("comparisons"),
                       { QStringLiteral("id"), QStringLiteral("benchmark"), QStringLiteral("external_id"),
                           QStringLiteral("title"), QStringLiteral("system_a"), QStringLiteral("system_b"),
                           QStringLiteral("winner"), QStringLiteral("score_a"), QStringLiteral("score_b"),
                           QStringLiteral("total_rounds"), QStringLiteral("metadata"), QStringLiteral("source_id") },
                       { QStringLiteral("external_id"), QStringLiteral("title") }, meta },
                     QStringLiteral("id IN (%1)").arg(cmp) },
                 { { QStringLiteral("rounds"),
                       { QStringLiteral("id"), QStringLiteral("comparison_id"), QStringLiteral("round_no"),
                           QStringLiteral("task_id"), QStringLiteral("depth"), QStringLiteral("width"),
                           QStringLiteral("word_limit"), QStringLiteral("logic_chain"), QStringLiteral("source_nodes"),
                           QStringLiteral("checklist_width"), QStringLiteral("checklist_depth"),
                           QStringLiteral("response_a"), QStringLiteral("response_b"), QStringLiteral("score_a"),
                           QStringLiteral("score_b"), QStringLiteral("evolution") },
                       { QStringLiteral("word_limit"), QStringLiteral("logic_chain"), QStringLiteral("source_nodes"),
                           QStringLiteral("checklist_width"), QStringLiteral("checklist_depth"),
                           QStringLiteral("evolution") },
                       {} },
                     QStringLiteral("id IN (%1)").arg(rnd) },
                 { { QStringLiteral("rubrics"),
                       { QStringLiteral("id"), QStringLiteral("task_id"), QStringLiteral("kind"),
                           QStringLiteral("name"), QStringLiteral("metadata") },
                       { QStringLiteral("name") }, { QStringLiteral("metadata") } },
                     QStringLiteral("task_id IN (%1) OR task_id IS NULL").arg(tsk) },
                 { { QStringLiteral("rubric_items"),
                       { QStringLiteral("id"), QStringLiteral("rubric_id"), QStringLiteral("position"),
                           QStringLiteral("kind"), QStringLiteral("text"), QStringLiteral("weight"),
                           QStringLiteral("allowed_values") },
                       { QStringLiteral("text") }, {} },
                     QStringLiteral("rubric_id IN (SELECT id FROM rubrics WHERE task_id IN (%1) OR task_id IS NULL)")
                         .arg(tsk) } }) {
            if (auto r = copy(spec, where); !r)
                return r;
        }
        // Judge records of the items (and of their parts, "response:5#metric"), with their judges.
        QStringList targets;
        for (const QueueItem &item : queue)
            targets << item.target;
        for (qint64 id : responses)
            targets << Target::response(id).toString();
        targets.removeDuplicates();
        const TableCopy judges { QStringLiteral("judges"),
            { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("run") },
            { QStringLiteral("name"), QStringLiteral("run") }, {} };
        const TableCopy records { QStringLiteral("judge_records"),
            { QStringLiteral("id"), QStringLiteral("judge_id"), QStringLiteral("target"), QStringLiteral("field"),
                QStringLiteral("value"), QStringLiteral("score"), QStringLiteral("tie_quality"),
                QStringLiteral("failure_type"), QStringLiteral("reasoning"), QStringLiteral("flags") },
            { QStringLiteral("value"), QStringLiteral("reasoning") }, {} };
        for (const QString &t : std::as_const(targets)) {
            const QString where = QStringLiteral("target = ? OR target LIKE ?");
            const QVariantList binds { t, t + QStringLiteral("#%") };
            if (auto r
                = copy(judges, QStringLiteral("id IN (SELECT judge_id FROM judge_records WHERE %1)").arg(where), binds);
                !r)
                return r;
            if (auto r = copy(records, where, binds); !r)
                return r;
        }
        // The study, the annotator and their own rows.
        const QVariantList mine { study.id, annotator };
        const QString annotatorIs = QStringLiteral("annotator_id = (SELECT id FROM annotators WHERE name = ?)");
        for (const auto &[spec, where, binds] : std::initializer_list<std::tuple<TableCopy, QString, QVariantList>> {
                 { { QStringLiteral("studies"),
                       { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("protocol"),
                           QStringLiteral("form"), QStringLiteral("sample"), QStringLiteral("seed"),
                           QStringLiteral("blind"), QStringLiteral("created_at"), QStringLiteral("overlap") },
                       {}, {} },
                     QStringLiteral("id = ?"), { study.id } },
                 { { QStringLiteral("annotators"),
                       { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("display_name"),
                           QStringLiteral("pin_hash"), QStringLiteral("created_at") },
                       {}, {} },
                     QStringLiteral("name = ?"), { annotator } },
                 { { QStringLiteral("study_items"),
                       { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("target"),
                           QStringLiteral("position"), QStringLiteral("stratum") },
                       { QStringLiteral("stratum") }, {} },
                     QStringLiteral(
                         "study_id = ? AND target IN (SELECT target FROM assignments WHERE study_id = ? AND %1)")
                         .arg(annotatorIs),
                     { study.id, study.id, annotator } },
                 { { QStringLiteral("assignments"),
                       { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("annotator_id"),
                           QStringLiteral("target"), QStringLiteral("position"), QStringLiteral("left_is_a"),
                           QStringLiteral("status"), QStringLiteral("seconds"), QStringLiteral("done_at") },
                       {}, {} },
                     QStringLiteral("study_id = ? AND %1").arg(annotatorIs), mine },
                 { { QStringLiteral("blinding"),
                       { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("annotator_id"),
                           QStringLiteral("target"), QStringLiteral("left_is_a"), QStringLiteral("seed"),
                           QStringLiteral("shown_at"), QStringLiteral("committed_at"), QStringLiteral("revealed_at") },
                       {}, {} },
                     QStringLiteral("study_id = ? AND %1").arg(annotatorIs), mine },
                 { { QStringLiteral("annotations"),
                       { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("annotator_id"),
                           QStringLiteral("target"), QStringLiteral("field"), QStringLiteral("value"),
                           QStringLiteral("reason"), QStringLiteral("created_at"), QStringLiteral("updated_at"),
                           QStringLiteral("client_id"), QStringLiteral("version") },
                       {}, {} },
                     QStringLiteral("study_id = ? AND %1").arg(annotatorIs), mine },
                 { { QStringLiteral("annotation_history"),
                       { QStringLiteral("id"), QStringLiteral("annotation_id"), QStringLiteral("study_id"),
                           QStringLiteral("annotator_id"), QStringLiteral("target"), QStringLiteral("field"),
                           QStringLiteral("old_value"), QStringLiteral("new_value"), QStringLiteral("reason"),
                           QStringLiteral("changed_at"), QStringLiteral("client_id") },
                       {}, {} },
                     QStringLiteral("study_id = ? AND %1").arg(annotatorIs), mine } }) {
            if (auto r = copy(spec, where, binds); !r)
                return r;
        }
        // Ids such as "R1_<model a>_<model b>_tree_0005" name the models in ways a filter cannot be sure to catch
        // (joined by underscores, abbreviated): a blind package numbers them instead.
        if (blind.active())
            for (const QString &statement : { QStringLiteral("UPDATE comparisons SET external_id = 'battle-' || id"),
                     QStringLiteral("UPDATE tasks SET external_id = 'task-' || id") })
                if (auto r = sql.exec(statement, {}); !r)
                    return r;
        for (const auto &[key, value] : { std::pair { QStringLiteral("package_study"), studyName },
                 std::pair { QStringLiteral("package_annotator"), annotator } })
            if (auto r = sql.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"), { key, value }); !r)
                return r;
        return {};
    }();
    if (!written) {
        to.rollback();
        package.reset();
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        return tl::unexpected(written.error());
    }
    if (!to.commit())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot write the package: %1")
                        .arg(to.lastError().text()),
            path);
    // Everything into the main file, so the package is one self-contained file.
    QSqlQuery(to).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return PackageSummary { path, static_cast<int>(queue.size()), static_cast<int>(systems.size()), study.blind };
}

Result<MergeResult> mergeStudyPackage(ProjectStore &master, const QString &packagePath)
{
    DRAUDIT_TRY(package, ProjectStore::open(packagePath));
    QSqlDatabase &pkg = package->database();
    DRAUDIT_TRY(metaQuery,
        runQuery(
            pkg, QStringLiteral("SELECT key, value FROM meta WHERE key IN ('package_study', 'package_annotator')")));
    MergeResult result;
    while (metaQuery.next())
        (metaQuery.value(0).toString() == QLatin1String("package_study") ? result.study : result.annotator)
            = metaQuery.value(1).toString();
    if (result.study.isEmpty() || result.annotator.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage",
                        "this project is not a study package (draudit study export writes them)"),
            packagePath);
    StudyStore studies(master);
    DRAUDIT_TRY(study, studies.study(result.study));
    DRAUDIT_TRY(seedQuery, runQuery(pkg, QStringLiteral("SELECT seed FROM studies WHERE name = ?"), { result.study }));
    if (!seedQuery.next() || seedQuery.value(0).toLongLong() != study.seed)
        return fail(QCoreApplication::translate("draudit::models::StudyPackage",
                        "the package belongs to another study named '%1' (its seed differs)")
                        .arg(result.study),
            packagePath);
    DRAUDIT_TRY(queue, studies.queue(study.id, result.annotator));
    QHash<QString, QueueItem> assigned;
    for (const QueueItem &item : queue)
        assigned.insert(item.target, item);

    // The package's own answers (only its annotator's; anything else in the file is ignored).
    DRAUDIT_TRY(answers,
        runQuery(pkg,
            QStringLiteral("SELECT a.target, a.field, a.value, a.reason, a.updated_at FROM annotations a "
                           "JOIN annotators n ON n.id = a.annotator_id JOIN studies s ON s.id = a.study_id "
                           "WHERE s.name = ? AND n.name = ? ORDER BY a.id"),
            { result.study, result.annotator }));
    struct Answer
    {
        QString target, field, value, reason, updatedAt;
    };
    QList<Answer> incoming;
    while (answers.next())
        incoming.append({ answers.value(0).toString(), answers.value(1).toString(), answers.value(2).toString(),
            answers.value(3).toString(), answers.value(4).toString() });
    DRAUDIT_TRY(progressQuery,
        runQuery(pkg,
            QStringLiteral("SELECT a.target, a.status, a.seconds, a.done_at FROM assignments a JOIN annotators n ON "
                           "n.id = a.annotator_id JOIN studies s ON s.id = a.study_id WHERE s.name = ? AND n.name = ?"),
            { result.study, result.annotator }));
    QList<QVariantList> progress;
    while (progressQuery.next())
        progress.append(
            { progressQuery.value(0), progressQuery.value(1), progressQuery.value(2), progressQuery.value(3) });

    QSqlDatabase &db = master.database();
    if (!master.beginWrite())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot start a transaction: %1")
                        .arg(db.lastError().text()));
    auto merged = [&]() -> Result<void> {
        StatementCache sql(db);
        DRAUDIT_TRY(
            annotatorId, sql.lookup(QStringLiteral("SELECT id FROM annotators WHERE name = ?"), { result.annotator }));
        const QString now = master.nowUtc();
        for (const Answer &a : std::as_const(incoming)) {
            if (!assigned.contains(a.target)) {
                result.conflicts.append({ a.target, a.field, {}, a.value,
                    QCoreApplication::translate(
                        "draudit::models::StudyPackage", "not assigned to this annotator in the master") });
                continue;
            }
            DRAUDIT_TRY(current,
                runQuery(db,
                    QStringLiteral(
                        "SELECT id, value, client_id FROM annotations WHERE study_id = ? AND annotator_id = ? "
                        "AND target = ? AND field = ?"),
                    { study.id, *annotatorId, a.target, a.field }));
            qint64 annotationId = 0;
            QVariant oldValue;
            if (current.next()) {
                annotationId = current.value(0).toLongLong();
                oldValue = current.value(1);
                const bool fromPackage = current.value(2).toString() == QLatin1String("merge");
                if (oldValue.toString() == a.value) {
                    ++result.unchanged;
                    continue;
                }
                if (!fromPackage) {
                    result.conflicts.append({ a.target, a.field, oldValue.toString(), a.value,
                        QCoreApplication::translate("draudit::models::StudyPackage",
                            "answered differently in the master; the master's answer is kept") });
                    continue;
                }
                if (auto r = sql.exec(QStringLiteral("UPDATE annotations SET value = ?, reason = ?, updated_at = ?, "
                                                     "version = version + 1 WHERE id = ?"),
                        { a.value, a.reason, now, annotationId });
                    !r)
                    return r;
                ++result.updated;
            } else {
                DRAUDIT_TRY(id,
                    sql.insert(
                        QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, reason, "
                                       "created_at, updated_at, client_id, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                                       "'merge', 1) RETURNING id"),
                        { study.id, *annotatorId, a.target, a.field, a.value, a.reason, a.updatedAt, now }));
                annotationId = id;
                ++result.added;
            }
            DRAUDIT_TRY(history,
                sql.insert(
                    QStringLiteral("INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, "
                                   "field, old_value, new_value, reason, changed_at, client_id) VALUES "
                                   "(?, ?, ?, ?, ?, ?, ?, ?, ?, 'merge') RETURNING id"),
                    { annotationId, study.id, *annotatorId, a.target, a.field,
                        oldValue.isValid() ? oldValue : QVariant(QMetaType::fromType<QString>()), a.value,
                        QCoreApplication::translate("draudit::models::StudyPackage", "merged from %1")
                            .arg(QFileInfo(packagePath).fileName()),
                        now }));
            Q_UNUSED(history);
        }
        for (const QVariantList &p : std::as_const(progress)) {
            const QString target = p[0].toString();
            if (!assigned.contains(target) || p[1].toString() == QLatin1String("pending"))
                continue;
            const QueueItem &mine = assigned[target];
            if (mine.status == p[1].toString() && qFuzzyCompare(1 + mine.seconds, 1 + p[2].toDouble()))
                continue;
            if (auto r = sql.exec(QStringLiteral("UPDATE assignments SET status = ?, seconds = ?, done_at = ? WHERE "
                                                 "study_id = ? AND annotator_id = ? AND target = ?"),
                    { p[1], p[2], p[3], study.id, *annotatorId, target });
                !r)
                return r;
            ++result.progress;
        }
        return {};
    }();
    if (!merged) {
        master.rollbackWrite();
        return tl::unexpected(merged.error());
    }
    if (!master.commitWrite()) {
        const QString why = db.lastError().text();
        master.rollbackWrite();
        return fail(
            QCoreApplication::translate("draudit::models::StudyPackage", "the merge was not committed: %1").arg(why),
            packagePath);
    }
    return result;
}

} // namespace draudit::models
