// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The package is always a SQLite file; the master may be SQLite or PostgreSQL. Rows are copied table by table with
// their ids, text columns scrubbed of system names; a blind or reveal package's ids are then aliased (packagealias.h).
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/packages/packagealias.h"
#include "models/store/packages/packagecopy.h"
#include "models/store/packages/packageitems.h"
#include "models/store/packages/packagetoken.h"
#include "models/store/packages/studypackage.h"
#include "models/store/queries/judgedrecords.h"
#include "models/store/queries/referencetree.h"
#include "models/store/storage/blindmetadata.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/studies/queuerelease.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <map>

namespace draudit::models {

QString packagePhaseName(PackagePhase phase)
{
    switch (phase) {
    case PackagePhase::Open:
        return QStringLiteral("open");
    case PackagePhase::Blind:
        return QStringLiteral("blind");
    case PackagePhase::Reveal:
        return QStringLiteral("reveal");
    }
    return {};
}

Result<std::optional<PackageIdentity>> packageIdentity(ProjectStore &store)
{
    DRAUDIT_TRY(
        q, runQuery(store.database(), QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'package_%'")));
    PackageIdentity p;
    QString phase;
    while (q.next()) {
        const QString key = q.value(0).toString();
        QString *slot = key == QLatin1String("package_study") ? &p.study
            : key == QLatin1String("package_annotator")       ? &p.annotator
            : key == QLatin1String("package_id")              ? &p.id
            : key == QLatin1String("package_phase")           ? &phase
                                                              : nullptr;
        if (slot)
            *slot = q.value(1).toString();
    }
    if (p.study.isEmpty() || p.annotator.isEmpty())
        return std::optional<PackageIdentity>();
    for (PackagePhase candidate : { PackagePhase::Open, PackagePhase::Blind, PackagePhase::Reveal })
        if (packagePhaseName(candidate) == phase)
            p.phase = candidate;
    return std::optional<PackageIdentity>(p);
}

namespace {
// The system labels of a blind package: what each answer is for its item alone.
enum BlindSystem : qint64
{
    LeftAnswer = 1,
    RightAnswer = 2,
    Report = 3,
};

// What one annotator's package holds.
struct Scope
{
    StudyInfo study;
    QString annotator;
    PackagePhase phase = PackagePhase::Open;
    QList<QueueItem> queue;
    QSet<qint64> rounds, responses, comparisons, tasks, systems;
    QSet<qint64> contextRounds; // the round before each item round, not itself an item: its question and checklists
    QHash<qint64, QString> trees; // comparison -> the tree of source pages it was built on
    QStringList documentTrees; // the documents of the items' tasks (taskDocumentsTree)
    QHash<qint64, qint64> seatOfResponse; // response -> LeftAnswer / RightAnswer, for answers shown side by side
    QStringList judgedTargets; // targets whose judge records the package carries (none in a blind package)
    ItemKeys itemKeys; // the judged items the form asks about, carried by key and text without the decisions
};

// The rounds' answers, each labelled with the side the annotator sees it on for its item.
Result<void> addRoundAnswers(QSqlDatabase &from, Scope &s, const QHash<qint64, bool> &leftIsA)
{
    DRAUDIT_TRY(q,
        runQuery(from,
            QStringLiteral("SELECT id, comparison_id, task_id, response_a, response_b FROM rounds WHERE id IN (%1)")
                .arg(idList(s.rounds))));
    while (q.next()) {
        const bool aOnLeft = leftIsA.value(q.value(0).toLongLong(), true);
        s.comparisons.insert(q.value(1).toLongLong());
        s.tasks.insert(q.value(2).toLongLong());
        for (int side : { 3, 4 }) {
            if (q.value(side).isNull())
                continue;
            const qint64 response = q.value(side).toLongLong();
            s.responses.insert(response);
            s.seatOfResponse.insert(response, (side == 3) == aOnLeft ? LeftAnswer : RightAnswer);
        }
    }
    return {};
}

// The targets whose judge records go into an open or reveal package: the items (only those the annotator committed
// in the master, for a reveal package), their parts ("response:5#metric") and the rubric items and claims of their
// reports ("item:7@response:5").
QStringList judgedTargets(const Scope &s)
{
    QStringList out;
    for (const QueueItem &item : s.queue) {
        if (s.phase == PackagePhase::Reveal && item.status != QueueStatus::Done)
            continue;
        out << item.target.toString();
        // The report's own records ("response:5#overall") belong to an item on a rubric item or claim of it only in
        // an open package: in a reveal package they would show the judge on the report's other, uncommitted items.
        const Target &target = item.target;
        if (target.responseId() && (s.phase == PackagePhase::Open || target.kind() == Target::Kind::Response))
            out << Target::response(target.responseId()).toString();
    }
    out.removeDuplicates();
    return out;
}

// The previous round of every item round (its question and checklists, which a form may ask about; never its answers
// or verdict) and the tree of source pages of every comparison (which a form may ask to check).
Result<void> addComparisonContext(ProjectStore &master, Scope &s)
{
    QSqlDatabase &from = master.database();
    DRAUDIT_TRY(previous,
        idsOf(from,
            QStringLiteral("SELECT (SELECT p.id FROM rounds p WHERE p.comparison_id = r.comparison_id AND p.round_no < "
                           "r.round_no ORDER BY p.round_no DESC LIMIT 1) FROM rounds r WHERE r.id IN (%1)")
                .arg(idList(s.rounds))));
    previous.remove(0);
    s.contextRounds = previous.subtract(s.rounds);
    DRAUDIT_TRY(
        tasks, idsOf(from, QStringLiteral("SELECT task_id FROM rounds WHERE id IN (%1)").arg(idList(s.contextRounds))));
    s.tasks.unite(tasks);
    for (const qint64 comparison : std::as_const(s.comparisons)) {
        DRAUDIT_TRY(tree, treeOfComparison(master, comparison));
        if (!tree.isEmpty())
            s.trees.insert(comparison, tree);
    }
    // The documents the items' tasks cite (the claims an annotator checks against them).
    for (const qint64 task : std::as_const(s.tasks))
        s.documentTrees << taskDocumentsTree(task);
    return {};
}

Result<Scope> scopeOf(ProjectStore &master, const QString &studyName, const QString &annotator, bool reveal)
{
    StudyStore studies(master);
    Scope s;
    DRAUDIT_TRY(study, studies.study(studyName));
    s.study = study;
    s.annotator = annotator;
    if (reveal && !study.blind)
        return fail(QCoreApplication::translate(
            "draudit::models::StudyPackage", "study '%1' is not blind: its packages carry the judge's records already")
                        .arg(studyName));
    s.phase = !study.blind ? PackagePhase::Open : reveal ? PackagePhase::Reveal : PackagePhase::Blind;
    DRAUDIT_TRY(queue, studies.queue(study.id, annotator));
    if (queue.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "%1 has no items in study '%2'")
                        .arg(annotator, studyName));
    s.queue = queue;
    // The rounds and reports the items show: a round, the three rounds of a task-preference item, or the report a
    // rubric item, claim or report part belongs to.
    QHash<qint64, bool> leftIsA;
    for (const QueueItem &item : s.queue) {
        const Target &target = item.target;
        for (qint64 round : target.roundIds()) {
            s.rounds.insert(round);
            leftIsA.insert(round, item.leftIsA);
        }
        if (target.responseId())
            s.responses.insert(target.responseId());
    }
    QSqlDatabase &from = master.database();
    DRAUDIT_TRY_VOID(addRoundAnswers(from, s, leftIsA));
    DRAUDIT_TRY(
        tasks, idsOf(from, QStringLiteral("SELECT task_id FROM responses WHERE id IN (%1)").arg(idList(s.responses))));
    s.tasks.unite(tasks);
    DRAUDIT_TRY(systems,
        idsOf(from,
            QStringLiteral("SELECT system_id FROM responses WHERE id IN (%1) UNION SELECT system_a FROM "
                           "comparisons WHERE id IN (%2) UNION SELECT system_b FROM comparisons WHERE id IN (%2)")
                .arg(idList(s.responses), idList(s.comparisons))));
    s.systems = systems;
    DRAUDIT_TRY_VOID(addComparisonContext(master, s));
    if (s.phase != PackagePhase::Blind)
        s.judgedTargets = judgedTargets(s);
    return s;
}

// In a blind study every system name in copied text becomes "[system]".
Result<NameScrubber> scrubberFor(QSqlDatabase &from, const Scope &s)
{
    NameScrubber scrub;
    if (s.phase == PackagePhase::Open)
        return scrub;
    DRAUDIT_TRY(q,
        runQuery(from, QStringLiteral("SELECT name FROM systems WHERE id IN (%1) ORDER BY id").arg(idList(s.systems))));
    while (q.next())
        scrub.add(q.value(0).toString());
    return scrub;
}

// A package writer: the master to read, the package's statements, what to copy and how.
struct PackageWriter
{
    QSqlDatabase &from;
    StatementCache &to;
    const Scope &scope;
    const NameScrubber &scrub;

    bool blind() const { return scope.phase != PackagePhase::Open; }
    Result<void> copy(const TableCopy &spec, const QString &where, const QVariantList &binds = {}) const
    {
        DRAUDIT_TRY(rows, copyRows(from, to, spec, where, binds, scrub, blind()));
        return {};
    }
    Result<void> systems() const;
    Result<void> items() const;
    Result<void> rounds() const;
    Result<void> rubrics() const;
    Result<void> judgeRecords() const;
    Result<void> itemKeys() const;
    Result<void> ownRows() const;
    Result<void> meta(const QString &id, const QString &token) const;
};

Result<void> PackageWriter::systems() const
{
    if (blind()) {
        for (const auto &[id, name] : { std::pair { LeftAnswer, QStringLiteral("Left answer") },
                 std::pair { RightAnswer, QStringLiteral("Right answer") },
                 std::pair { Report, QStringLiteral("Report") } })
            DRAUDIT_TRY_VOID(to.exec(QStringLiteral("INSERT INTO systems (id, name) VALUES (?, ?)"), { id, name }));
        return {};
    }
    return copy({ QStringLiteral("systems"), { QStringLiteral("id"), QStringLiteral("name") }, {}, {} },
        QStringLiteral("id IN (%1)").arg(idList(scope.systems)));
}

Result<void> PackageWriter::items() const
{
    const QStringList meta { QStringLiteral("metadata"), QStringLiteral("source_id") };
    DRAUDIT_TRY_VOID(
        copy({ QStringLiteral("tasks"),
                 { QStringLiteral("id"), QStringLiteral("benchmark"), QStringLiteral("external_id"),
                     QStringLiteral("language"), QStringLiteral("domain"), QStringLiteral("prompt"),
                     QStringLiteral("metadata"), QStringLiteral("source_id") },
                 { QStringLiteral("external_id"), QStringLiteral("domain"), QStringLiteral("prompt") }, meta },
            QStringLiteral("id IN (%1)").arg(idList(scope.tasks))));
    TableCopy responses { QStringLiteral("responses"),
        { QStringLiteral("id"), QStringLiteral("task_id"), QStringLiteral("system_id"), QStringLiteral("text"),
            QStringLiteral("citations"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
            QStringLiteral("duration_s"), QStringLiteral("metadata") },
        { QStringLiteral("text"), QStringLiteral("citations") },
        { QStringLiteral("input_tokens"), QStringLiteral("output_tokens"), QStringLiteral("duration_s") } };
    if (blind())
        responses.adjust = [this](QVariantList &row) {
            row[2] = scope.seatOfResponse.value(row[0].toLongLong(), Report);
            row[8] = BlindMetadata::shapeOnly(row[8]);
        };
    DRAUDIT_TRY_VOID(copy(responses, QStringLiteral("id IN (%1)").arg(idList(scope.responses))));
    // A comparison's outcome (winner, scores, length) and each round's evolution, depth and width follow from verdicts.
    TableCopy comparisons { QStringLiteral("comparisons"),
        { QStringLiteral("id"), QStringLiteral("benchmark"), QStringLiteral("external_id"), QStringLiteral("title"),
            QStringLiteral("system_a"), QStringLiteral("system_b"), QStringLiteral("winner"), QStringLiteral("score_a"),
            QStringLiteral("score_b"), QStringLiteral("total_rounds"), QStringLiteral("metadata"),
            QStringLiteral("source_id") },
        { QStringLiteral("external_id"), QStringLiteral("title") },
        meta
            + QStringList { QStringLiteral("winner"), QStringLiteral("score_a"), QStringLiteral("score_b"),
                QStringLiteral("total_rounds") } };
    if (blind())
        comparisons.adjust = [this](QVariantList &row) {
            row[4] = LeftAnswer;
            row[5] = RightAnswer;
            // Of the comparison's metadata only the tree of source pages it was built on.
            const QString tree = scope.trees.value(row[0].toLongLong());
            row[10] = tree.isEmpty()
                ? QVariant()
                : QVariant(QString::fromUtf8(
                    QJsonDocument(QJsonObject { { QStringLiteral("tree_id"), tree } }).toJson(QJsonDocument::Compact)));
        };
    DRAUDIT_TRY_VOID(copy(comparisons, QStringLiteral("id IN (%1)").arg(idList(scope.comparisons))));
    return rounds();
}

// The items' rounds, the rounds before them (question and checklists only) and the comparisons' source pages.
Result<void> PackageWriter::rounds() const
{
    TableCopy spec { QStringLiteral("rounds"),
        { QStringLiteral("id"), QStringLiteral("comparison_id"), QStringLiteral("round_no"), QStringLiteral("task_id"),
            QStringLiteral("depth"), QStringLiteral("width"), QStringLiteral("word_limit"),
            QStringLiteral("logic_chain"), QStringLiteral("source_nodes"), QStringLiteral("checklist_width"),
            QStringLiteral("checklist_depth"), QStringLiteral("response_a"), QStringLiteral("response_b"),
            QStringLiteral("score_a"), QStringLiteral("score_b"), QStringLiteral("evolution") },
        { QStringLiteral("word_limit"), QStringLiteral("logic_chain"), QStringLiteral("source_nodes"),
            QStringLiteral("checklist_width"), QStringLiteral("checklist_depth") },
        { QStringLiteral("depth"), QStringLiteral("width"), QStringLiteral("score_a"), QStringLiteral("score_b"),
            QStringLiteral("evolution") } };
    DRAUDIT_TRY_VOID(copy(spec, QStringLiteral("id IN (%1)").arg(idList(scope.rounds))));
    // The rounds before item rounds: their question and checklists only.
    spec.dropped << QStringLiteral("response_a") << QStringLiteral("response_b");
    DRAUDIT_TRY_VOID(copy(spec, QStringLiteral("id IN (%1)").arg(idList(scope.contextRounds))));
    QStringList trees = QStringList(scope.trees.cbegin(), scope.trees.cend()) + scope.documentTrees;
    trees.removeDuplicates();
    QVariantList binds(trees.cbegin(), trees.cend());
    return copy(
        { QStringLiteral("reference_pages"),
            { QStringLiteral("id"), QStringLiteral("tree_id"), QStringLiteral("parent_id"), QStringLiteral("url"),
                QStringLiteral("title"), QStringLiteral("content"), QStringLiteral("depth") },
            { QStringLiteral("title"), QStringLiteral("content") }, {} },
        QStringLiteral("tree_id IN (%1)")
            .arg(trees.isEmpty() ? QStringLiteral("NULL")
                                 : QStringList(trees.size(), QStringLiteral("?")).join(QLatin1Char(','))),
        binds);
}

Result<void> PackageWriter::rubrics() const
{
    const QString tasks = idList(scope.tasks);
    TableCopy rubrics { QStringLiteral("rubrics"),
        { QStringLiteral("id"), QStringLiteral("task_id"), QStringLiteral("kind"), QStringLiteral("name"),
            QStringLiteral("metadata") },
        { QStringLiteral("name") }, {} };
    if (blind())
        rubrics.adjust = [](QVariantList &row) {
            // Of a rubric's metadata only RACE's dimension weights: the criteria file's, shown to the scorer.
            const QJsonValue weights = QJsonDocument::fromJson(row[4].toString().toUtf8())
                                           .object()
                                           .value(QStringLiteral("dimension_weight"));
            row[4] = weights.isObject() ? QVariant(QString::fromUtf8(QJsonDocument(
                         QJsonObject { { QStringLiteral("dimension_weight"),
                             weights } }).toJson(QJsonDocument::Compact)))
                                        : QVariant();
        };
    DRAUDIT_TRY_VOID(copy(rubrics, QStringLiteral("task_id IN (%1) OR task_id IS NULL").arg(tasks)));
    return copy({ QStringLiteral("rubric_items"),
                    { QStringLiteral("id"), QStringLiteral("rubric_id"), QStringLiteral("position"),
                        QStringLiteral("kind"), QStringLiteral("text"), QStringLiteral("weight"),
                        QStringLiteral("allowed_values"), QStringLiteral("item_key") },
                    { QStringLiteral("text") }, {} },
        QStringLiteral("rubric_id IN (SELECT id FROM rubrics WHERE task_id IN (%1) OR task_id IS NULL)").arg(tasks));
}

Result<void> PackageWriter::judgeRecords() const
{
    const TableCopy judges { QStringLiteral("judges"),
        { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("run") },
        { QStringLiteral("name"), QStringLiteral("run") }, {} };
    const TableCopy records { QStringLiteral("judge_records"),
        { QStringLiteral("id"), QStringLiteral("judge_id"), QStringLiteral("target"), QStringLiteral("field"),
            QStringLiteral("value"), QStringLiteral("score"), QStringLiteral("tie_quality"),
            QStringLiteral("failure_type"), QStringLiteral("reasoning"), QStringLiteral("flags") },
        { QStringLiteral("value"), QStringLiteral("reasoning") }, {} };
    DRAUDIT_TRY(judged, judgedRecords(from, scope.judgedTargets));
    for (const QString &ids : idLists(judged.judges))
        DRAUDIT_TRY_VOID(copy(judges, QStringLiteral("id IN (%1)").arg(ids)));
    for (const QString &ids : idLists(judged.records))
        DRAUDIT_TRY_VOID(copy(records, QStringLiteral("id IN (%1)").arg(ids)));
    return {};
}

Result<void> PackageWriter::itemKeys() const
{
    const ItemKeys &keys = scope.itemKeys;
    if (!blind() || keys.fields.isEmpty())
        return {};
    TableCopy rows { QStringLiteral("judge_records"),
        { QStringLiteral("id"), QStringLiteral("judge_id"), QStringLiteral("target"), QStringLiteral("field"),
            QStringLiteral("value"), QStringLiteral("score"), QStringLiteral("tie_quality"),
            QStringLiteral("failure_type"), QStringLiteral("reasoning"), QStringLiteral("flags") },
        { QStringLiteral("value"), QStringLiteral("reasoning") }, {} };
    rows.adjust = [&keys](QVariantList &row) {
        const bool keep = keys.keptOnlyFor.isEmpty() || row[3].toString() == keys.keptOnlyFor;
        row[0] = QVariant(); // a new id: a reveal package may carry the judged record itself too
        row[1] = keys.judge;
        for (int i = 4; i < row.size(); ++i)
            if (!(keep && i == keys.keptColumn))
                row[i] = QVariant();
    };
    DRAUDIT_TRY_VOID(to.exec(QStringLiteral("INSERT INTO judges (id, name, run) VALUES (?, ?, '')"),
        { keys.judge, QString::fromLatin1(keys.judgeName) }));
    QList<Target> targets;
    for (const QueueItem &item : scope.queue)
        targets << item.target;
    DRAUDIT_TRY(byPlace, itemKeyRecords(from, keys.fields, targets));
    for (const auto &[place, ids] : byPlace)
        for (const QString &list : idLists(ids))
            DRAUDIT_TRY_VOID(copy(rows, QStringLiteral("id IN (%1)").arg(list)));
    return {};
}

Result<void> PackageWriter::ownRows() const
{
    const QVariantList mine { scope.study.id, scope.annotator };
    const QString annotatorIs = QStringLiteral("annotator_id = (SELECT id FROM annotators WHERE name = ?)");
    // The PIN hash never leaves the master; strata can name the models (a sample stratified by model pair).
    for (const auto &[spec, where, binds] : std::initializer_list<std::tuple<TableCopy, QString, QVariantList>> {
             { { QStringLiteral("studies"),
                   { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("protocol"), QStringLiteral("form"),
                       QStringLiteral("sample"), QStringLiteral("seed"), QStringLiteral("blind"),
                       QStringLiteral("created_at"), QStringLiteral("overlap") },
                   {}, {} },
                 QStringLiteral("id = ?"), { scope.study.id } },
             { { QStringLiteral("annotators"),
                   { QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("display_name"),
                       QStringLiteral("created_at") },
                   {}, {} },
                 QStringLiteral("name = ?"), { scope.annotator } },
             { { QStringLiteral("study_items"),
                   { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("target"),
                       QStringLiteral("position"), QStringLiteral("stratum"), QStringLiteral("unit") },
                   {}, { QStringLiteral("stratum") } },
                 QStringLiteral("study_id = ? AND target IN (SELECT target FROM assignments WHERE study_id = ? AND %1)")
                     .arg(annotatorIs),
                 { scope.study.id, scope.study.id, scope.annotator } },
             { { QStringLiteral("assignments"),
                   { QStringLiteral("id"), QStringLiteral("study_id"), QStringLiteral("annotator_id"),
                       QStringLiteral("target"), QStringLiteral("position"), QStringLiteral("left_is_a"),
                       QStringLiteral("status"), QStringLiteral("seconds"), QStringLiteral("done_at"),
                       QStringLiteral("flagged_at") },
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
                 QStringLiteral("study_id = ? AND %1").arg(annotatorIs), mine } })
        DRAUDIT_TRY_VOID(copy(spec, where, binds));
    return {};
}

Result<void> PackageWriter::meta(const QString &id, const QString &token) const
{
    for (const auto &[key, value] : { std::pair { QStringLiteral("package_study"), scope.study.name },
             std::pair { QStringLiteral("package_annotator"), scope.annotator },
             std::pair { QStringLiteral("package_id"), id },
             std::pair { QStringLiteral("package_phase"), packagePhaseName(scope.phase) },
             std::pair { QStringLiteral("package_token"), token } })
        DRAUDIT_TRY_VOID(to.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"), { key, value }));
    return {};
}

void removePackageFiles(const QString &path)
{
    for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(path + suffix);
}

// Writes the package file in one transaction; nothing is left at `path` when it fails.
Result<void> writePackage(ProjectStore &master, const Scope &scope, const QString &path, const QString &id,
    const QString &key, const QString &token, const PackageItemValues &items)
{
    DRAUDIT_TRY(scrub, scrubberFor(master.database(), scope));
    DRAUDIT_TRY(package, ProjectStore::create(path));
    QSqlDatabase &to = package->database();
    // What an UPDATE replaces is zeroed, not left in the file's free space.
    pragmaValue(to, QStringLiteral("PRAGMA secure_delete = ON"));
    const Result<void> written = inTransaction<void>(
        *package,
        [&]() -> Result<void> {
            StatementCache sql(to, path);
            const PackageWriter w { master.database(), sql, scope, scrub };
            DRAUDIT_TRY_VOID(w.systems());
            DRAUDIT_TRY_VOID(w.items());
            DRAUDIT_TRY_VOID(w.rubrics());
            DRAUDIT_TRY_VOID(w.judgeRecords());
            DRAUDIT_TRY_VOID(w.itemKeys());
            DRAUDIT_TRY_VOID(w.ownRows());
            // Ids such as "R1_<model a>_<model b>_tree_0005" name the models in ways a filter cannot be sure to catch
            // (joined by underscores, abbreviated), and row ids in import order show how long battles went on.
            if (w.blind())
                DRAUDIT_TRY_VOID(aliasPackageIds(to, sql, IdAliases(key)));
            DRAUDIT_TRY_VOID(w.meta(id, token));
            return carryPackageItems(
                *package, sql, scope.study.name, scope.annotator, scope.phase == PackagePhase::Reveal, items);
        },
        [] { return true; }, path);
    // Everything into the main file, so the package is one self-contained file; a blind one rewritten page by page,
    // so not even the order of its pages follows the project's ids.
    if (written)
        pragmaValue(to, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    const Result<void> whole = !written ? written
        : scope.phase == PackagePhase::Open
        ? Result<void>()
        : execute(to, QStringLiteral("VACUUM"),
            QCoreApplication::translate("draudit::models::StudyPackage", "cannot write the package"));
    if (!whole) {
        package.reset();
        removePackageFiles(path);
        return fail(whole.error().message, path);
    }
    pragmaValue(to, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return {};
}

// The package is issued; a reveal package hands over the judge on every done item, so from now on those items count
// as revealed in the master whatever the package later says (an answer changed after this is a change after the
// reveal, not a blind one).
Result<void> recordPackage(ProjectStore &master, const Scope &scope, const QString &id, const QString &key)
{
    return inTransaction<void>(master, [&]() -> Result<void> {
        StatementCache sql(master.database());
        const QString now = master.nowUtc();
        DRAUDIT_TRY_VOID(
            sql.exec(QStringLiteral("INSERT INTO packages (id, study_id, annotator_id, phase, issued_at, secret) "
                                    "VALUES (?, ?, (SELECT id FROM annotators WHERE name = ?), ?, ?, ?)"),
                { id, scope.study.id, scope.annotator, packagePhaseName(scope.phase), now, key }));
        if (scope.phase != PackagePhase::Reveal)
            return {};
        for (const QueueItem &item : scope.queue)
            if (item.status == QueueStatus::Done)
                DRAUDIT_TRY_VOID(sql.exec(QStringLiteral("UPDATE blinding SET revealed_at = COALESCE(revealed_at, ?) "
                                                         "WHERE study_id = ? AND target = ? AND annotator_id = (SELECT "
                                                         "id FROM annotators WHERE name = ?)"),
                    { now, scope.study.id, item.target.toString(), scope.annotator }));
        return {};
    });
}
} // namespace

Result<PackageSummary> writeStudyPackage(ProjectStore &master, const PackageRequest &request)
{
    const QString &path = request.path;
    DRAUDIT_TRY(scope, scopeOf(master, request.study, request.annotator, request.reveal));
    scope.itemKeys = itemKeysOf(scope.study.formJson, request.itemKeys);
    if (request.lengths == UnitLengths::Refuse && holdsBackItems(scope.queue, scope.study.blind))
        return fail(QCoreApplication::translate("draudit::models::StudyPackage",
            "study '%1' is blind and made of whole units: the workbench shows a unit's items one at a time, but a "
            "package holds them all, so the file reveals each unit's length, which follows from the judge's "
            "verdicts. Write it anyway with --reveals-unit-lengths, or have %2 work in the workbench")
                        .arg(request.study, request.annotator));
    if (QFile::exists(path))
        return fail(
            QCoreApplication::translate("draudit::models::StudyPackage", "the package file exists already"), path);
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString key = newPackageKey();
    if (key.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyPackage", "cannot draw the package's key"));
    DRAUDIT_TRY_VOID(writePackage(master, scope, path, id, key,
        packageToken(key, id, scope.study.name, scope.annotator, packagePhaseName(scope.phase)), request.items));
    if (auto recorded = recordPackage(master, scope, id, key); !recorded) {
        removePackageFiles(path);
        return tl::unexpected(recorded.error());
    }
    int revealed = 0;
    for (const QueueItem &item : scope.queue)
        revealed += scope.phase == PackagePhase::Reveal && item.status == QueueStatus::Done ? 1 : 0;
    return PackageSummary { path, id, scope.phase, static_cast<int>(scope.queue.size()),
        static_cast<int>(scope.systems.size()), revealed };
}

} // namespace draudit::models
