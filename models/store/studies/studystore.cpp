// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every change is one transaction; sampling and assignment are pure (studyplan.h), this file only stores them.
#include "models/store/studies/studystore.h"

#include "models/core/resulttry.h"
#include "models/forms/formjson.h"
#include "models/forms/target.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/pinhash.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace draudit::models {

namespace {
double quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const double at = q * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<qsizetype>(at);
    const qsizetype hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (values[hi] - values[lo]) * (at - static_cast<double>(lo));
}

} // namespace

StudyStore::StudyStore(ProjectStore &store)
    : m_store(store)
{
}

namespace {
// The strata of every report of a benchmark, by response id.
Result<QHash<qint64, QHash<QString, QString>>> reportStrata(QSqlDatabase &db, const QString &benchmark)
{
    DRAUDIT_TRY(reports,
        runQuery(db,
            QStringLiteral("SELECT r.id, s.name, t.external_id, t.domain, t.language FROM responses r JOIN tasks t ON "
                           "t.id = r.task_id JOIN systems s ON s.id = r.system_id WHERE t.benchmark = ?"),
            { benchmark }));
    QHash<qint64, QHash<QString, QString>> strata;
    while (reports.next())
        strata.insert(reports.value(0).toLongLong(),
            { { QStringLiteral("model"), reports.value(1).toString() },
                { QStringLiteral("task"), reports.value(2).toString() },
                { QStringLiteral("domain"), reports.value(3).toString() },
                { QStringLiteral("language"), reports.value(4).toString() } });
    return strata;
}
} // namespace

Result<QList<StudyCandidate>> StudyStore::judgedItemCandidates(
    const QString &benchmark, const QStringList &fields) const
{
    QSqlDatabase &db = m_store.database();
    QList<StudyCandidate> out;
    DRAUDIT_TRY(strata, reportStrata(db, benchmark));
    QVariantList binds;
    const QString fieldList = inList(fields, binds);
    DRAUDIT_TRY(items,
        runQuery(db,
            QStringLiteral("SELECT target, field FROM judge_records WHERE target LIKE 'item:%@response:%' AND field IN "
                           "(%1) ORDER BY id")
                .arg(fieldList),
            binds));
    while (items.next()) {
        const Target target = Target::parse(items.value(0).toString());
        const qint64 response = target.responseId();
        if (!strata.contains(response))
            continue;
        QHash<QString, QString> keys = strata.value(response);
        keys.insert(QStringLiteral("kind"), items.value(1).toString());
        out.append({ target, keys, {}, 0 });
    }
    return out;
}

Result<QList<StudyCandidate>> StudyStore::responsePartCandidates(const QString &benchmark, const QString &field) const
{
    QSqlDatabase &db = m_store.database();
    DRAUDIT_TRY(strata, reportStrata(db, benchmark));
    DRAUDIT_TRY(parts,
        runQuery(db,
            QStringLiteral(
                "SELECT target, value, flags FROM judge_records WHERE target LIKE 'response:%#%' AND field = "
                "? ORDER BY id"),
            { field }));
    QList<StudyCandidate> out;
    QSet<Target> seen; // one item per part, however many judges labelled it
    while (parts.next()) {
        const Target parsed = Target::parse(parts.value(0).toString());
        if (parsed.kind() != Target::Kind::ResponsePart || !strata.contains(parsed.responseId())
            || seen.contains(parsed))
            continue;
        seen.insert(parsed);
        QHash<QString, QString> keys = strata.value(parsed.responseId());
        keys.insert(QStringLiteral("judge_label"), parts.value(1).toString());
        keys.insert(QStringLiteral("flag"), parts.value(2).toString());
        out.append({ parsed, keys, Target::response(parsed.responseId()), 0 });
    }
    return out;
}

namespace {
// A value of a report's metadata: DeepResearch Bench's "variant" (raw or cleaned), DR3-Eval's "context" (32k ...);
// empty when it has none.
QString metadataValue(const QString &metadata, const QString &key)
{
    if (!metadata.contains(QLatin1Char('"') + key + QLatin1Char('"')))
        return {};
    return QJsonDocument::fromJson(metadata.toUtf8()).object().value(key).toString();
}
} // namespace

Result<QList<StudyCandidate>> StudyStore::responseCandidates(const QStringList &only, const QStringList &except) const
{
    QSqlDatabase &db = m_store.database();
    QList<StudyCandidate> out;
    QVariantList binds;
    QString where = QStringLiteral("1 = 1");
    if (!only.isEmpty())
        where += QStringLiteral(" AND t.benchmark IN (%1)").arg(inList(only, binds));
    if (!except.isEmpty())
        where += QStringLiteral(" AND t.benchmark NOT IN (%1)").arg(inList(except, binds));
    DRAUDIT_TRY(q,
        runQuery(db,
            QStringLiteral(
                "SELECT r.id, s.name, t.external_id, t.domain, t.language, t.id, r.metadata FROM responses r "
                "JOIN tasks t ON t.id = r.task_id JOIN systems s ON s.id = r.system_id WHERE %1 ORDER BY r.id")
                .arg(where),
            binds));
    while (q.next())
        out.append({ Target::response(q.value(0).toLongLong()),
            { { QStringLiteral("model"), q.value(1).toString() }, { QStringLiteral("task"), q.value(2).toString() },
                { QStringLiteral("domain"), q.value(3).toString() },
                { QStringLiteral("language"), q.value(4).toString() },
                { QStringLiteral("variant"), metadataValue(q.value(6).toString(), QStringLiteral("variant")) },
                { QStringLiteral("context"), metadataValue(q.value(6).toString(), QStringLiteral("context")) } },
            Target::task(q.value(5).toLongLong()), 0 });
    return out;
}

namespace {
// Why the spec's stratum and filter keys do not fit the protocol's items; empty when they do.
QString sampleKeyProblem(const StudySpec &spec, const StudyCandidate &first)
{
    QStringList keys = spec.sample.only.keys();
    if (!spec.sample.stratifyBy.isEmpty())
        keys.prepend(spec.sample.stratifyBy);
    for (const QString &key : keys)
        if (!first.strata.contains(key)) {
            QStringList known = first.strata.keys();
            known.sort();
            return QCoreApplication::translate(
                "draudit::models::StudyStore", "cannot stratify or filter %1 items by '%2' (use one of: %3)")
                .arg(spec.protocol, key, known.join(QStringLiteral(", ")));
        }
    return {};
}
} // namespace

Result<StudyInfo> StudyStore::create(
    const StudySpec &spec, const std::function<Result<QList<StudyCandidate>>()> &candidates)
{
    if (spec.name.trimmed().isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "the study needs a name"));
    if (study(spec.name))
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "a study named '%1' exists already")
                        .arg(spec.name));
    QList<StudyCandidate> all = spec.items;
    if (all.isEmpty() && candidates) {
        DRAUDIT_TRY(found, candidates());
        all = found;
    }
    if (all.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::StudyStore", "the project has no items for the %1 protocol; import its files first")
                        .arg(spec.protocol));
    if (const QString problem = sampleKeyProblem(spec, all.front()); !problem.isEmpty())
        return fail(problem);
    QString error;
    const QList<SampledItem> sample = drawSample(all, spec.sample, &error);
    if (!error.isEmpty())
        return fail(error);
    if (sample.isEmpty())
        return fail(spec.sample.only.isEmpty()
                ? QCoreApplication::translate("draudit::models::StudyStore", "the sample is empty")
                : QCoreApplication::translate("draudit::models::StudyStore", "no %1 item passes the filter (%2)")
                      .arg(spec.protocol, spec.sample.describe()));
    QSqlDatabase &db = m_store.database();
    DRAUDIT_TRY(id, inTransaction<qint64>(m_store, [&]() -> Result<qint64> {
        StatementCache sql(db);
        DRAUDIT_TRY(studyId,
            sql.insert(QStringLiteral("INSERT INTO studies (name, protocol, form, sample, seed, blind, created_at) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"),
                { spec.name, spec.protocol, QString::fromUtf8(formToJson(spec.form)),
                    spec.sample.describe() + spec.sampleNote, static_cast<qint64>(spec.sample.seed), spec.blind ? 1 : 0,
                    m_store.nowUtc() }));
        for (qsizetype i = 0; i < sample.size(); ++i) {
            DRAUDIT_TRY(itemId,
                sql.insert(
                    QStringLiteral("INSERT INTO study_items (study_id, target, position, stratum, unit) VALUES (?, ?, "
                                   "?, ?, ?) RETURNING id"),
                    { studyId, sample[i].target.toString(), static_cast<int>(i), sample[i].stratum,
                        sample[i].unit.isValid() ? QVariant(sample[i].unit.toString()) : QVariant() }));
            Q_UNUSED(itemId);
        }
        return studyId;
    }));
    Q_UNUSED(id);
    return study(spec.name);
}

Result<StudyInfo> StudyStore::study(const QString &name) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral(
                "SELECT s.id, s.name, s.protocol, s.form, s.sample, s.seed, s.blind, s.overlap, "
                "(SELECT count(*) FROM study_items i WHERE i.study_id = s.id) FROM studies s WHERE s.name = ?"),
            { name }));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "no study named '%1'").arg(name));
    return StudyInfo { q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
        q.value(4).toString(), q.value(5).toLongLong(), q.value(6).toInt() != 0, q.value(7).toString(),
        q.value(8).toLongLong() };
}

Result<std::optional<StudyInfo>> StudyStore::studyById(qint64 id) const
{
    DRAUDIT_TRY(q, runQuery(m_store.database(), QStringLiteral("SELECT name FROM studies WHERE id = ?"), { id }));
    if (!q.next())
        return std::optional<StudyInfo> {};
    DRAUDIT_TRY(info, study(q.value(0).toString()));
    return std::optional<StudyInfo> { info };
}

Result<QList<StudyInfo>> StudyStore::studies() const
{
    DRAUDIT_TRY(q, runQuery(m_store.database(), QStringLiteral("SELECT name FROM studies ORDER BY id")));
    // Names first: on PostgreSQL a second query on the connection discards the rows of one still being read.
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    q.finish();
    QList<StudyInfo> out;
    for (const QString &name : std::as_const(names)) {
        DRAUDIT_TRY(info, study(name));
        out << info;
    }
    return out;
}

Result<QList<PlanItem>> StudyStore::sampleItems(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT target, unit FROM study_items WHERE study_id = ? ORDER BY position"), { studyId }));
    QList<PlanItem> out;
    while (q.next()) {
        const Target unit = Target::parse(q.value(1).toString()); // NULL: none
        // A task's reports have no order of their own; a comparison's rounds do.
        out.append({ Target::parse(q.value(0).toString()), unit, unit.kind() == Target::Kind::Task });
    }
    return out;
}

Result<Target> StudyStore::unitOfItem(const Target &item) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT unit FROM study_items WHERE target = ? AND unit IS NOT NULL ORDER BY id LIMIT 1"),
            { item.toString() }));
    return q.next() ? Target::parse(q.value(0).toString()) : Target();
}

Result<QStringList> StudyStore::sampleTargets(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT target FROM study_items WHERE study_id = ? ORDER BY position"), { studyId }));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<void> StudyStore::addAnnotator(const QString &name, const QString &displayName, const QString &pin)
{
    if (name.trimmed().isEmpty())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "the annotator needs a name"));
    DRAUDIT_TRY_VOID(AnnotationStore(m_store).checkNameIsDistinct(name));
    DRAUDIT_TRY(existing,
        runQuery(m_store.database(), QStringLiteral("SELECT pin_hash FROM annotators WHERE name = ?"), { name }));
    const bool isNew = !existing.next();
    const bool hasPin = !isNew && !existing.value(0).toString().isEmpty();
    existing.finish();
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("INSERT INTO annotators (name, display_name, created_at) VALUES (?, ?, ?) "
                           "ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name"),
            { name, displayName.isEmpty() ? name : displayName, m_store.nowUtc() }));
    q.finish();
    if (pin.isEmpty())
        return {};
    if (hasPin)
        return fail(QCoreApplication::translate("draudit::models::StudyStore",
            "%1 has a PIN already: give the current one to change it, or reset it as the project's owner")
                        .arg(name));
    return setPin(name, { pin, {}, false });
}

Result<void> StudyStore::setPin(const QString &name, const PinChange &change)
{
    DRAUDIT_TRY(allowed, checkPin(name, change.currentPin));
    if (!allowed && !change.ownerReset)
        return fail(
            QCoreApplication::translate("draudit::models::StudyStore", "the current PIN of %1 is not right").arg(name));
    QVariant stored;
    // Four digits fall to an offline guesser in under an hour even at Argon2id's cost (README: about 0.3 s a guess).
    if (!change.newPin.isEmpty() && change.newPin.size() < kMinimumPinLength)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "a PIN needs at least %1 characters")
                        .arg(kMinimumPinLength));
    if (!change.newPin.isEmpty()) {
        DRAUDIT_TRY(hash, hashPin(change.newPin));
        stored = hash;
    }
    DRAUDIT_TRY(q,
        runQuery(m_store.database(), QStringLiteral("UPDATE annotators SET pin_hash = ? WHERE name = ?"),
            { stored.isValid() ? stored : QVariant(QMetaType::fromType<QString>()), name }));
    return {};
}

Result<QString> StudyStore::greetingName(const QString &name) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(), QStringLiteral("SELECT display_name FROM annotators WHERE name = ?"), { name }));
    const QString display = q.next() ? q.value(0).toString().trimmed() : QString();
    return display.isEmpty() ? name : display;
}

Result<bool> StudyStore::hasPin(const QString &name) const
{
    DRAUDIT_TRY(
        q, runQuery(m_store.database(), QStringLiteral("SELECT pin_hash FROM annotators WHERE name = ?"), { name }));
    return q.next() && !q.value(0).toString().isEmpty();
}

Result<bool> StudyStore::checkPin(const QString &name, const QString &pin) const
{
    DRAUDIT_TRY(
        q, runQuery(m_store.database(), QStringLiteral("SELECT pin_hash FROM annotators WHERE name = ?"), { name }));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "no annotator named '%1'").arg(name));
    const QString stored = q.value(0).toString();
    q.finish();
    if (stored.isEmpty())
        return true; // no PIN set
    if (!verifyPin(stored, pin))
        return false;
    if (isLegacyPinHash(stored)) {
        DRAUDIT_TRY(hash, hashPin(pin));
        DRAUDIT_TRY(upgraded,
            runQuery(m_store.database(), QStringLiteral("UPDATE annotators SET pin_hash = ? WHERE name = ?"),
                { hash, name }));
    }
    return true;
}

Result<int> StudyStore::assign(const QString &name, const QStringList &annotators, const OverlapPlan &overlap)
{
    DRAUDIT_TRY(info, study(name));
    QSqlDatabase &db = m_store.database();
    DRAUDIT_TRY(
        existing, runQuery(db, QStringLiteral("SELECT count(*) FROM assignments WHERE study_id = ?"), { info.id }));
    if (existing.next() && existing.value(0).toLongLong() > 0)
        return fail(QCoreApplication::translate(
            "draudit::models::StudyStore", "study '%1' is assigned already; its assignments are never redrawn")
                        .arg(name));
    existing.finish();
    DRAUDIT_TRY(items, sampleItems(info.id));
    if (!overlap.unitNoun.isEmpty()
        && std::any_of(items.begin(), items.end(), [](const PlanItem &i) { return !i.unit.isValid(); }))
        return fail(QCoreApplication::translate("draudit::models::StudyStore",
            "study '%1' was not drawn by whole %2, so they cannot be assigned whole: create it with --sample-%2")
                        .arg(name, overlap.unitNoun));
    QString error;
    const QList<PlannedAssignment> plan
        = planAssignments(items, annotators, overlap, static_cast<std::uint64_t>(info.seed), &error);
    if (!error.isEmpty())
        return fail(error);
    for (const QString &a : annotators) {
        DRAUDIT_TRY(known, runQuery(db, QStringLiteral("SELECT 1 FROM annotators WHERE name = ?"), { a }));
        if (!known.next()) {
            known.finish();
            if (auto r = addAnnotator(a, a); !r)
                return tl::unexpected(r.error());
        }
    }
    return inTransaction<int>(m_store, [&]() -> Result<int> {
        StatementCache sql(db);
        for (const PlannedAssignment &p : plan) {
            DRAUDIT_TRY(
                annotatorId, sql.lookup(QStringLiteral("SELECT id FROM annotators WHERE name = ?"), { p.annotator }));
            const QVariantList common { info.id, *annotatorId, p.target.toString() };
            DRAUDIT_TRY(a,
                sql.insert(
                    QStringLiteral("INSERT INTO assignments (study_id, annotator_id, target, position, left_is_a, "
                                   "status) VALUES (?, ?, ?, ?, ?, 'pending') RETURNING id"),
                    common + QVariantList { p.position, p.leftIsA ? 1 : 0 }));
            DRAUDIT_TRY(b,
                sql.insert(QStringLiteral("INSERT INTO blinding (study_id, annotator_id, target, left_is_a, seed) "
                                          "VALUES (?, ?, ?, ?, ?) RETURNING id"),
                    common + QVariantList { p.leftIsA ? 1 : 0, static_cast<qint64>(p.seed) }));
            Q_UNUSED(a);
            Q_UNUSED(b);
        }
        if (auto r
            = sql.exec(QStringLiteral("UPDATE studies SET overlap = ? WHERE id = ?"), { overlap.describe(), info.id });
            !r)
            return tl::unexpected(r.error());
        return static_cast<int>(plan.size());
    });
}

Result<QList<QueueItem>> StudyStore::queue(qint64 studyId, const QString &annotator) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT a.target, a.position, a.left_is_a, a.status, a.seconds, (SELECT i.unit FROM "
                           "study_items i WHERE i.study_id = a.study_id AND i.target = a.target LIMIT 1), "
                           "a.flagged_at IS NOT NULL FROM "
                           "assignments a JOIN annotators n ON n.id = a.annotator_id WHERE a.study_id = ? AND n.name "
                           "= ? ORDER BY a.position"),
            { studyId, annotator }));
    QList<QueueItem> out;
    while (q.next()) {
        const auto status = parseQueueStatus(q.value(3).toString());
        if (!status)
            return fail(QCoreApplication::translate("draudit::models::StudyStore",
                "the queue of %1 holds an unknown status '%2' (the project was written by another program)")
                            .arg(annotator, q.value(3).toString()));
        out.append({ Target::parse(q.value(0).toString()), q.value(1).toInt(), q.value(2).toInt() != 0, *status,
            q.value(4).toDouble(), Target::parse(q.value(5).toString()), q.value(6).toBool() });
    }
    return out;
}

Result<void> StudyStore::markItem(
    qint64 studyId, const QString &annotator, const Target &item, QueueStatus queueStatus, double seconds)
{
    const QString target = item.toString();
    const QString status = queueStatusName(queueStatus);
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("draudit::models::StudyStore", "cannot record progress");
    if (m_store.isTeamAnnotator()) { // the server checks and stamps it (teamfunctions.cpp)
        DRAUDIT_TRY_VOID(runStatement(db, QStringLiteral("SELECT draudit_blind.mark_item(?, ?, ?, ?, ?)"),
            { studyId, annotator, target, status, seconds }, what));
        return {};
    }
    DRAUDIT_TRY(q,
        runStatement(db,
            QStringLiteral(
                "UPDATE assignments SET status = ?, seconds = COALESCE(seconds, 0) + ?, done_at = ?, flagged_at = "
                "CASE WHEN ? = 'flagged' THEN COALESCE(flagged_at, ?) ELSE flagged_at END "
                "WHERE study_id = ? AND target = ? AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"),
            { status, std::max(0.0, seconds),
                queueStatus == QueueStatus::Pending ? QVariant() : QVariant(m_store.nowUtc()), status, m_store.nowUtc(),
                studyId, target, annotator },
            what));
    if (q.numRowsAffected() != 1)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "%1 is not assigned to %2 in this study")
                        .arg(target, annotator));
    return {};
}

Result<StudyStatus> StudyStore::status(const QString &name) const
{
    DRAUDIT_TRY(info, study(name));
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT n.name, COALESCE(n.display_name, n.name), a.target, a.status, a.seconds, "
                           "a.flagged_at IS NOT NULL FROM assignments a JOIN annotators n ON n.id = a.annotator_id "
                           "WHERE a.study_id = ? "
                           "ORDER BY n.name, a.position"),
            { info.id }));
    StudyStatus s;
    s.study = info;
    QMap<QString, AnnotatorProgress> people;
    QMap<QString, QList<double>> times;
    QMap<QString, QPair<int, int>> perItem; // copies, done
    QList<double> allTimes;
    while (q.next()) {
        const QString who = q.value(0).toString();
        AnnotatorProgress &p = people[who];
        p.annotator = who;
        p.displayName = q.value(1).toString();
        ++p.assigned;
        const std::optional<QueueStatus> state = parseQueueStatus(q.value(3).toString());
        auto &item = perItem[q.value(2).toString()];
        ++item.first;
        ++s.assignments;
        if (state == QueueStatus::Done) {
            ++p.done;
            ++item.second;
            ++s.done;
            if (q.value(4).toDouble() > 0) {
                times[who] << q.value(4).toDouble();
                allTimes << q.value(4).toDouble();
            }
        } else if (state == QueueStatus::Skipped)
            ++p.skipped;
        // Flagged for discussion, also once done since.
        p.flagged += q.value(5).toBool() || state == QueueStatus::Flagged ? 1 : 0;
    }
    s.medianSeconds = quantile(allTimes, 0.5);
    s.p90Seconds = quantile(allTimes, 0.9);
    for (auto it = people.begin(); it != people.end(); ++it) {
        AnnotatorProgress &p = it.value();
        p.medianSeconds = quantile(times.value(p.annotator), 0.5);
        p.p90Seconds = quantile(times.value(p.annotator), 0.9);
        const int pending = p.assigned - p.done - p.skipped;
        p.remainingSeconds = pending * (p.medianSeconds > 0 ? p.medianSeconds : s.medianSeconds);
        s.remainingSeconds += p.remainingSeconds;
        s.annotators << p;
    }
    for (const auto &item : std::as_const(perItem)) {
        s.itemsComplete += item.first == item.second ? 1 : 0;
        s.itemsOverlapping += item.first >= 2 ? 1 : 0;
        s.itemsOverlapDone += item.second >= 2 ? 1 : 0;
    }
    return s;
}

} // namespace draudit::models
