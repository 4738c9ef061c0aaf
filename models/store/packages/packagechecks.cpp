// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each check reads only what the package and the master hold; a refusal names the package file, the table row and
// the reason, and nothing is written before every check has passed.
#include "models/store/packages/packagechecks.h"

#include "models/core/resulttry.h"
#include "models/store/packages/packagealias.h"
#include "models/store/packages/packagetoken.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>
#include <QSqlQuery>
#include <cmath>
#include <limits>
#include <optional>
#include <tuple>

namespace draudit::models::merge {

// A refusal naming the package, the table row and the reason.
tl::unexpected<Error> refuse(const QString &path, const QString &table, qint64 row, const QString &why)
{
    return fail(QCoreApplication::translate("draudit::models::StudyPackage", "refused: %1").arg(why), path, 0, 0,
        row > 0 ? QStringLiteral("%1 row %2").arg(table).arg(row) : table);
}

namespace {
// UTC only, as draudit writes them ("…Z"): times are compared as text, and an offset would sort out of place.
bool isTime(const QVariant &v)
{
    if (v.isNull())
        return true;
    const QString text = v.toString();
    return text.endsWith(QLatin1Char('Z')) && QDateTime::fromString(text, Qt::ISODateWithMs).isValid();
}
} // namespace

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
            : key == QLatin1String("package_token")           ? &m.token
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

// The master's record of the package: issued for this study and annotator in this phase, proven by its token.
Result<IssuedPackage> checkIssued(
    ProjectStore &master, const PackageMeta &m, const StudyInfo &study, const QString &path)
{
    DRAUDIT_TRY(q,
        runQuery(master.database(),
            QStringLiteral("SELECT p.study_id, n.name, p.phase, p.issued_at, coalesce(p.secret, ''), p.annotator_id "
                           "FROM packages p JOIN annotators n ON n.id = p.annotator_id WHERE p.id = ?"),
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
    // The id alone is no credential: another annotator's package id copied into this file has no token to match.
    if (!packageTokenMatches(q.value(4).toString(), m.token, m.id, m.study, m.annotator, m.phase))
        return refuse(path, QStringLiteral("meta"), 0,
            QCoreApplication::translate("draudit::models::StudyPackage",
                "the package's token does not prove it is package %1 (a file made from another package, or issued by "
                "an older draudit: export a new one)")
                .arg(m.id));
    IssuedPackage issued { q.value(2).toString(), q.value(3).toString(), false, q.value(4).toString() };
    const qint64 annotatorId = q.value(5).toLongLong();
    q.finish();
    DRAUDIT_TRY(newer,
        runQuery(master.database(),
            QStringLiteral(
                "SELECT id FROM packages WHERE study_id = ? AND annotator_id = ? AND id <> ? AND issued_at > ? "
                "AND (merged_at IS NOT NULL OR phase = 'reveal') ORDER BY issued_at LIMIT 1"),
            { study.id, annotatorId, m.id, issued.issuedAt }));
    const bool superseded = newer.next();
    const QString newerId = superseded ? newer.value(0).toString() : QString();
    newer.finish();
    // Issued once the judge was shown to her (a reveal package before it): what it brings counts as after the reveal.
    DRAUDIT_TRY(revealed,
        runQuery(master.database(),
            QStringLiteral("SELECT count(*) FROM packages WHERE study_id = ? AND annotator_id = ? AND phase = 'reveal' "
                           "AND issued_at <= ?"),
            { study.id, annotatorId, issued.issuedAt }));
    issued.afterReveal = revealed.next() && revealed.value(0).toLongLong() > 0;
    if (superseded)
        return refuse(path, QStringLiteral("meta"), 0,
            QCoreApplication::translate("draudit::models::StudyPackage",
                "package %1 was issued after this one and is merged already, or shows the judge: this older "
                "package would take back %2's later answers, or pass answers given after the reveal as blind")
                .arg(newerId, m.annotator));
    return issued;
}

// Every row in the package's annotator tables must be the issued annotator's in the issued study.
Result<void> checkOwnership(QSqlDatabase &pkg, const PackageMeta &m, const QString &path)
{
    for (const char *table : { "annotations", "annotation_history", "assignments", "blinding" }) {
        std::optional<std::tuple<qint64, QString, QString>> stranger; // the first row of someone else
        DRAUDIT_TRY_VOID(forEachRow(pkg,
            QStringLiteral("SELECT t.id, coalesce(n.name, ''), coalesce(s.name, '') FROM %1 t LEFT JOIN annotators "
                           "n ON n.id = t.annotator_id LEFT JOIN studies s ON s.id = t.study_id ORDER BY t.id")
                .arg(QLatin1String(table)),
            {}, [&](const RowView &r) {
                if (!stranger && (r.text(1) != m.annotator || r.text(2) != m.study))
                    stranger.emplace(r.value(0).toLongLong(), r.text(1), r.text(2));
            }));
        if (stranger)
            return refuse(path, QLatin1String(table), std::get<0>(*stranger),
                QCoreApplication::translate("draudit::models::StudyPackage",
                    "the row belongs to '%1' in study '%2', but the package was issued to '%3' in '%4'")
                    .arg(std::get<1>(*stranger), std::get<2>(*stranger), m.annotator, m.study));
    }
    return {};
}

namespace {
Result<QList<IncomingAnswer>> readAnswers(QSqlDatabase &pkg)
{
    QList<IncomingAnswer> out;
    QHash<qint64, qsizetype> byId;
    DRAUDIT_TRY_VOID(forEachRow(pkg,
        QStringLiteral("SELECT id, target, field, value, reason, updated_at, version FROM annotations ORDER BY id"), {},
        [&](const RowView &r) {
            // (Numbers converted as QtSql's values are: a doctored package's '2' or 1.5 reads as it always did.)
            const qint64 id = r.value(0).toLongLong();
            byId.insert(id, out.size());
            out.append({ id, r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.value(6).toLongLong(), {} });
        }));
    // By id, not by walking both lists: a doctored package's ids may be text, which sorts apart from numbers.
    DRAUDIT_TRY_VOID(forEachRow(pkg,
        QStringLiteral("SELECT annotation_id, coalesce(old_value, ''), new_value, coalesce(reason, ''), changed_at "
                       "FROM annotation_history ORDER BY id"),
        {}, [&](const RowView &r) {
            if (const auto it = byId.constFind(r.value(0).toLongLong()); it != byId.constEnd())
                out[*it].history.append({ r.text(1), r.text(2), r.text(3), r.text(4) });
        }));
    return out;
}

} // namespace

Result<Incoming> readIncoming(QSqlDatabase &pkg)
{
    Incoming in;
    DRAUDIT_TRY(answers, readAnswers(pkg));
    in.answers = answers;
    DRAUDIT_TRY(
        p, runQuery(pkg, QStringLiteral("SELECT id, target, status, seconds, done_at, flagged_at FROM assignments")));
    while (p.next())
        in.progress.append({ p.value(0).toLongLong(), p.value(1).toString(), p.value(2).toString(), p.value(3),
            p.value(4), p.value(5) });
    DRAUDIT_TRY(
        b, runQuery(pkg, QStringLiteral("SELECT id, target, shown_at, committed_at, revealed_at FROM blinding")));
    while (b.next())
        in.blinding.append({ b.value(0).toLongLong(), b.value(1).toString(), b.value(2), b.value(3), b.value(4) });
    return in;
}

void unaliasTargets(
    Incoming &in, const IssuedPackage &issued, const QList<QueueItem> &queue, const PackageQuestions &questions)
{
    if (issued.phase == packagePhaseName(PackagePhase::Open))
        return;
    // Each target once: an item's questions share it, and each alias is a keyed hash to compute.
    QSet<QString> distinct;
    for (const QueueItem &item : queue)
        distinct.insert(item.target.toString());
    for (auto it = questions.itemOfKey.cbegin(); it != questions.itemOfKey.cend(); ++it)
        if (const QString &target = it.key().target; target != it.value())
            distinct.insert(target);
    const QHash<QString, QString> master = IdAliases(issued.secret).reverse(distinct.values());
    const auto unalias = [&](QString &target) { target = master.value(target, target); };
    for (IncomingAnswer &a : in.answers)
        unalias(a.target);
    for (IncomingProgress &p : in.progress)
        unalias(p.target);
    for (IncomingBlinding &b : in.blinding)
        unalias(b.target);
}

Result<MasterAnswers> masterAnswers(ProjectStore &master, qint64 studyId, const QString &annotator)
{
    DRAUDIT_TRY(q,
        runQuery(master.database(),
            QStringLiteral(
                "SELECT a.target, a.field, a.value, a.version FROM annotations a JOIN annotators n ON n.id = "
                "a.annotator_id WHERE a.study_id = ? AND n.name = ?"),
            { studyId, annotator }));
    MasterAnswers out;
    while (q.next())
        out.insert(questionKey(q.value(0).toString(), q.value(1).toString()),
            { q.value(2).toString(), q.value(3).toLongLong() });
    return out;
}

namespace {
Result<void> checkOneAnswer(const IncomingAnswer &a, const FormQuestion &q, const MasterAnswers &master,
    PackagePhase phase, const PackageRules &rules, const QString &path)
{
    const auto bad = [&](const QString &table, const QString &why) { return refuse(path, table, a.row, why); };
    if (const auto problem = rules.answer(q, a.value, a.reason))
        return bad(QStringLiteral("annotations"), *problem);
    // (An answer the master already has came with the package: a blind package issued after a reveal carries it.)
    if (phase == PackagePhase::Blind && q.afterReveal && !a.value.isEmpty()
        && master.value(questionKey(a.target, a.field)).value != a.value)
        return bad(QStringLiteral("annotations"),
            QCoreApplication::translate("draudit::models::StudyPackage",
                "%1 is asked after the judge is revealed, and a blind package reveals nothing")
                .arg(a.field));
    // A revision counts the changes: the master's, then at most one per change the package records.
    const qint64 most = master.value(questionKey(a.target, a.field)).version + a.history.size() + 1;
    if (a.version < 1 || a.version > most || a.version > std::numeric_limits<int>::max() || !isTime(a.updatedAt))
        return bad(QStringLiteral("annotations"),
            QCoreApplication::translate("draudit::models::StudyPackage", "the revision %1 or the time is not valid")
                .arg(a.version));
    QString before;
    for (const IncomingChange &c : a.history) {
        if (rules.answer(q, c.newValue, c.reason) || !isTime(c.changedAt) || c.changedAt < before)
            return bad(QStringLiteral("annotation_history"),
                QCoreApplication::translate("draudit::models::StudyPackage",
                    "a change of %1 on %2 has a value, reason or time that is not valid (or is dated before the "
                    "change it follows)")
                    .arg(a.field, a.target));
        before = c.changedAt;
    }
    return {};
}
} // namespace

Result<void> checkAnswers(const QList<IncomingAnswer> &answers, const PackageQuestions &questions,
    const MasterAnswers &master, PackagePhase phase, const PackageRules &rules, const QString &path)
{
    for (const IncomingAnswer &a : answers) {
        const auto q = questions.byKey.constFind(questionKey(a.target, a.field));
        if (q == questions.byKey.constEnd())
            return refuse(path, QStringLiteral("annotations"), a.row,
                QCoreApplication::translate(
                    "draudit::models::StudyPackage", "'%1' on %2 is not a question of the annotator's items")
                    .arg(a.field.left(80), a.target.left(80)));
        DRAUDIT_TRY_VOID(checkOneAnswer(a, **q, master, phase, rules, path));
    }
    return {};
}

namespace {
bool isNumber(const QVariant &v)
{
    if (v.isNull())
        return true;
    bool ok = false;
    const double d = v.toString().toDouble(&ok);
    return ok && std::isfinite(d);
}

// Why a progress row cannot be taken, or an empty string.
QString progressProblem(const IncomingProgress &p, const QHash<QString, QueueItem> &assigned)
{
    constexpr double kMaxSeconds = 7 * 24 * 3600.0; // a week on one item is not a measurement
    const double seconds = p.seconds.toDouble();
    if (!assigned.contains(p.target))
        return QCoreApplication::translate(
            "draudit::models::StudyPackage", "the item is not assigned to this annotator in the master");
    if (!p.state())
        return QCoreApplication::translate("draudit::models::StudyPackage", "'%1' is not a state of an item")
            .arg(p.status.left(40));
    if (!isNumber(p.seconds) || (!p.seconds.isNull() && (seconds < 0 || seconds > kMaxSeconds)))
        return QCoreApplication::translate("draudit::models::StudyPackage", "%1 seconds is not a time spent")
            .arg(p.seconds.toString().left(40));
    if (!isTime(p.doneAt))
        return QCoreApplication::translate("draudit::models::StudyPackage", "the time the item was done is not a time");
    if (!isTime(p.flaggedAt))
        return QCoreApplication::translate(
            "draudit::models::StudyPackage", "the time the item was flagged is not a time");
    return {};
}

// Shown, then committed, then revealed: a reveal before the commit, or a commit before the item was shown, is forged.
// (A missing time is no proof: an item done through the command line records no blinding events.)
bool inOrder(const IncomingBlinding &b)
{
    const auto before = [](const QVariant &first, const QVariant &then) {
        return first.isNull() || then.isNull() || first.toString() <= then.toString();
    };
    return before(b.shownAt, b.committedAt) && before(b.committedAt, b.revealedAt) && before(b.shownAt, b.revealedAt);
}
} // namespace

Result<void> checkProgress(const Incoming &in, const QHash<QString, QueueItem> &assigned, const QString &path)
{
    for (const IncomingProgress &p : in.progress)
        if (const QString why = progressProblem(p, assigned); !why.isEmpty())
            return refuse(path, QStringLiteral("assignments"), p.row, why);
    for (const IncomingBlinding &b : in.blinding) {
        if (!assigned.contains(b.target) || !isTime(b.shownAt) || !isTime(b.committedAt) || !isTime(b.revealedAt))
            return refuse(path, QStringLiteral("blinding"), b.row,
                QCoreApplication::translate(
                    "draudit::models::StudyPackage", "the item or one of its times is not valid"));
        if (!inOrder(b))
            return refuse(path, QStringLiteral("blinding"), b.row,
                QCoreApplication::translate("draudit::models::StudyPackage",
                    "the item was committed before it was shown, or revealed before it was committed"));
    }
    return {};
}

Result<MasterBlinding> masterBlinding(ProjectStore &master, qint64 studyId, const QString &annotator)
{
    MasterBlinding out;
    DRAUDIT_TRY_VOID(forEachRow(master.database(),
        QStringLiteral("SELECT b.target, b.committed_at IS NOT NULL, b.revealed_at IS NOT NULL FROM blinding b JOIN "
                       "annotators n ON n.id = b.annotator_id WHERE b.study_id = ? AND n.name = ?"),
        { studyId, annotator }, [&](const RowView &r) {
            out.insert(r.text(0), { r.value(1).toBool(), r.value(2).toBool(), false });
        }));
    return out;
}

namespace {
// The item's answers once the package is merged, by question id (the master's, then the package's), and the ids of
// those the package brings with a value the master does not hold.
struct MergedAnswers
{
    QHash<QString, QString> answers;
    QSet<QString> brought;
};
MergedAnswers mergedAnswers(const FormDefinition &form, const QString &item,
    const QHash<QuestionKey, QString> &packaged, const MasterAnswers &master)
{
    MergedAnswers out;
    for (const FormQuestion &q : form.questions) {
        const QuestionKey key = questionKey(q.storedTarget(item), q.storedField());
        const QString held = master.value(key).value;
        const QString value = packaged.contains(key) ? packaged.value(key) : held;
        if (!value.isEmpty())
            out.answers.insert(q.id, value);
        if (packaged.contains(key) && value != held)
            out.brought.insert(q.id);
    }
    return out;
}

// What the package says of its items: done, and committed (a blinding record's commit time), by target.
struct PackagedProgress
{
    QSet<QString> done, committed;
};
PackagedProgress packagedProgress(const Incoming &in)
{
    PackagedProgress out;
    for (const IncomingProgress &p : in.progress)
        if (p.state() == QueueStatus::Done)
            out.done.insert(p.target);
    for (const IncomingBlinding &b : in.blinding)
        if (!b.committedAt.isNull())
            out.committed.insert(b.target);
    return out;
}

// The item as it is once merged: committed in the master or in the package (its blinding record, or done), revealed
// only as the master recorded it (a reveal package's issue records its items revealed).
PackageItemState mergedState(const QString &item, const PackagedProgress &packaged, const ItemsInMaster &master)
{
    PackageItemState state = master.blinding.value(item);
    state.done = master.assigned.value(item).status == QueueStatus::Done || packaged.done.contains(item);
    state.committed = state.committed || state.done || packaged.committed.contains(item);
    return state;
}
} // namespace

Result<void> checkItems(const Incoming &in, const PackageQuestions &questions, const ItemsInMaster &master,
    const PackageRules &rules, const QString &path)
{
    const PackagedProgress progress = packagedProgress(in);
    QSet<QString> touched = progress.done;
    QHash<QuestionKey, QString> packaged;
    packaged.reserve(in.answers.size());
    for (const IncomingAnswer &a : in.answers) {
        const QuestionKey key = questionKey(a.target, a.field);
        packaged.insert(key, a.value);
        touched.insert(questions.itemOfKey.value(key));
    }
    for (const IncomingProgress &p : in.progress) {
        if (!touched.contains(p.target))
            continue;
        const FormDefinition form = questions.formOfItem.value(p.target);
        const MergedAnswers merged = mergedAnswers(form, p.target, packaged, master.answers);
        if (const auto problem
            = rules.item(form, merged.answers, merged.brought, mergedState(p.target, progress, master)))
            return refuse(path, QStringLiteral("assignments"), p.row,
                QCoreApplication::translate("draudit::models::StudyPackage", "%1: %2").arg(p.target, *problem));
    }
    return {};
}

QStringList flagTimes(const Incoming &in, const IssuedPackage &issued, const QString &now)
{
    const QDateTime from = QDateTime::fromString(issued.issuedAt, Qt::ISODateWithMs).addSecs(-24 * 3600);
    const QDateTime to = QDateTime::fromString(now, Qt::ISODateWithMs).addSecs(24 * 3600);
    QStringList flags;
    const auto check = [&](const QVariant &time, const QString &table, qint64 row) {
        if (time.isNull() || time.toString().isEmpty())
            return;
        const QDateTime t = QDateTime::fromString(time.toString(), Qt::ISODateWithMs);
        if (t < from || t > to)
            flags << QCoreApplication::translate("draudit::models::StudyPackage",
                "%1 row %2: the time %3 is outside the package's life (issued %4, merged %5)")
                         .arg(table)
                         .arg(row)
                         .arg(time.toString(), issued.issuedAt, now);
    };
    for (const IncomingAnswer &a : in.answers) {
        check(a.updatedAt, QStringLiteral("annotations"), a.row);
        for (const IncomingChange &c : a.history)
            check(c.changedAt, QStringLiteral("annotation_history"), a.row);
    }
    for (const IncomingProgress &p : in.progress)
        for (const QVariant &t : { p.doneAt, p.flaggedAt })
            check(t, QStringLiteral("assignments"), p.row);
    for (const IncomingBlinding &b : in.blinding)
        for (const QVariant &t : { b.shownAt, b.committedAt, b.revealedAt })
            check(t, QStringLiteral("blinding"), b.row);
    return flags;
}

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

} // namespace draudit::models::merge
