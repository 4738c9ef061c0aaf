// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Portable DDL: only the identity column and floating type differ between the two backends.
#include "models/store/storage/schema.h"

#include "models/core/resulttry.h"
#include "models/store/storage/defaultstudy.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>
#include <algorithm>

namespace draudit::models {

namespace {

QStringList version1()
{
    return {
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE sources (id %ID%, path TEXT NOT NULL, size BIGINT NOT NULL, sha256 TEXT NOT NULL, "
                       "format TEXT NOT NULL, importer_version TEXT NOT NULL, imported_at TEXT NOT NULL, "
                       "UNIQUE (sha256, format))"),
        QStringLiteral("CREATE TABLE tasks (id %ID%, benchmark TEXT NOT NULL, external_id TEXT NOT NULL, "
                       "language TEXT, domain TEXT, prompt TEXT NOT NULL, metadata TEXT, "
                       "source_id BIGINT REFERENCES sources(id), UNIQUE (benchmark, external_id, source_id))"),
        QStringLiteral("CREATE TABLE systems (id %ID%, name TEXT NOT NULL UNIQUE)"),
        QStringLiteral("CREATE TABLE responses (id %ID%, task_id BIGINT NOT NULL REFERENCES tasks(id), "
                       "system_id BIGINT NOT NULL REFERENCES systems(id), text TEXT NOT NULL, citations TEXT, "
                       "input_tokens BIGINT, output_tokens BIGINT, duration_s %REAL%, metadata TEXT)"),
        QStringLiteral("CREATE INDEX responses_task ON responses(task_id)"),
        QStringLiteral("CREATE TABLE rubrics (id %ID%, task_id BIGINT REFERENCES tasks(id), kind TEXT NOT NULL, "
                       "name TEXT NOT NULL, metadata TEXT)"),
        QStringLiteral("CREATE TABLE rubric_items (id %ID%, rubric_id BIGINT NOT NULL REFERENCES rubrics(id), "
                       "position INTEGER NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL, weight %REAL%, "
                       "allowed_values TEXT)"),
        QStringLiteral("CREATE TABLE comparisons (id %ID%, benchmark TEXT NOT NULL, external_id TEXT NOT NULL, "
                       "title TEXT, system_a BIGINT NOT NULL REFERENCES systems(id), "
                       "system_b BIGINT NOT NULL REFERENCES systems(id), winner TEXT, score_a %REAL%, score_b %REAL%, "
                       "total_rounds INTEGER, metadata TEXT, source_id BIGINT REFERENCES sources(id), "
                       "UNIQUE (benchmark, external_id, source_id))"),
        QStringLiteral("CREATE TABLE rounds (id %ID%, comparison_id BIGINT NOT NULL REFERENCES comparisons(id), "
                       "round_no INTEGER NOT NULL, task_id BIGINT NOT NULL REFERENCES tasks(id), depth INTEGER, "
                       "width INTEGER, word_limit TEXT, logic_chain TEXT, source_nodes TEXT, checklist_width TEXT, "
                       "checklist_depth TEXT, response_a BIGINT REFERENCES responses(id), "
                       "response_b BIGINT REFERENCES responses(id), score_a %REAL%, score_b %REAL%, evolution TEXT, "
                       "UNIQUE (comparison_id, round_no))"),
        QStringLiteral("CREATE TABLE reference_pages (id %ID%, tree_id TEXT NOT NULL, parent_id BIGINT "
                       "REFERENCES reference_pages(id), url TEXT, title TEXT, content TEXT, depth INTEGER)"),
        QStringLiteral("CREATE TABLE judges (id %ID%, name TEXT NOT NULL, run TEXT NOT NULL DEFAULT '', "
                       "UNIQUE (name, run))"),
        QStringLiteral("CREATE TABLE judge_records (id %ID%, judge_id BIGINT NOT NULL REFERENCES judges(id), "
                       "target TEXT NOT NULL, field TEXT NOT NULL, value TEXT, score %REAL%, tie_quality TEXT, "
                       "failure_type TEXT, reasoning TEXT, flags TEXT, UNIQUE (judge_id, target, field))"),
        QStringLiteral("CREATE INDEX judge_records_target ON judge_records(target)"),
        QStringLiteral("CREATE TABLE annotators (id %ID%, name TEXT NOT NULL UNIQUE, display_name TEXT, "
                       "pin_hash TEXT, created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE studies (id %ID%, name TEXT NOT NULL UNIQUE, protocol TEXT NOT NULL, "
                       "form TEXT, sample TEXT, seed BIGINT, blind INTEGER NOT NULL DEFAULT 0, "
                       "created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE assignments (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "annotator_id BIGINT NOT NULL REFERENCES annotators(id), target TEXT NOT NULL, "
                       "position INTEGER NOT NULL, left_is_a INTEGER NOT NULL DEFAULT 1, "
                       "UNIQUE (study_id, annotator_id, target))"),
        QStringLiteral("CREATE TABLE annotations (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "annotator_id BIGINT NOT NULL REFERENCES annotators(id), target TEXT NOT NULL, "
                       "field TEXT NOT NULL, value TEXT NOT NULL, reason TEXT, created_at TEXT NOT NULL, "
                       "updated_at TEXT NOT NULL, client_id TEXT, version INTEGER NOT NULL DEFAULT 1, "
                       "UNIQUE (study_id, annotator_id, target, field))"),
        QStringLiteral("CREATE INDEX annotations_target ON annotations(target)"),
        QStringLiteral("CREATE TABLE annotation_history (id %ID%, annotation_id BIGINT NOT NULL "
                       "REFERENCES annotations(id), study_id BIGINT NOT NULL, annotator_id BIGINT NOT NULL "
                       "REFERENCES annotators(id), target TEXT NOT NULL, field TEXT NOT NULL, old_value TEXT, "
                       "new_value TEXT NOT NULL, reason TEXT, changed_at TEXT NOT NULL, client_id TEXT)"),
        QStringLiteral("CREATE INDEX history_annotator ON annotation_history(annotator_id)"),
        QStringLiteral("CREATE TABLE blinding (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "annotator_id BIGINT NOT NULL REFERENCES annotators(id), target TEXT NOT NULL, "
                       "left_is_a INTEGER NOT NULL, seed BIGINT NOT NULL, shown_at TEXT, committed_at TEXT, "
                       "revealed_at TEXT, UNIQUE (study_id, annotator_id, target))"),
        QStringLiteral("INSERT INTO studies (name, protocol, created_at) VALUES ('default', '%1', '%NOW%')")
            .arg(kOpenStudyProtocol.name()),
    };
}

// v2: adjudicated ("gold") values, shared between annotators and guarded by a version number.
QStringList version2()
{
    return {
        QStringLiteral("CREATE TABLE adjudications (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "target TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, reason TEXT, "
                       "adjudicator_id BIGINT NOT NULL REFERENCES annotators(id), version INTEGER NOT NULL, "
                       "updated_at TEXT NOT NULL, UNIQUE (study_id, target, field))"),
    };
}

// v3: studies with a stored sample, an overlap plan, and per-assignment progress (status, time spent).
QStringList version3()
{
    return {
        QStringLiteral("CREATE TABLE study_items (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "target TEXT NOT NULL, position INTEGER NOT NULL, stratum TEXT, UNIQUE (study_id, target))"),
        QStringLiteral("ALTER TABLE studies ADD COLUMN overlap TEXT"),
        QStringLiteral("ALTER TABLE assignments ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'"),
        QStringLiteral("ALTER TABLE assignments ADD COLUMN seconds %REAL%"),
        QStringLiteral("ALTER TABLE assignments ADD COLUMN done_at TEXT"),
    };
}

// v4: the study packages issued to annotators, so a merge accepts a package only for its study, annotator and id;
// the database role an annotator logs in as on PostgreSQL (models/store/team/teamroles.h).
QStringList version4()
{
    return {
        QStringLiteral("ALTER TABLE annotators ADD COLUMN db_role TEXT"),
        QStringLiteral("CREATE TABLE packages (id TEXT PRIMARY KEY, study_id BIGINT NOT NULL REFERENCES studies(id), "
                       "annotator_id BIGINT NOT NULL REFERENCES annotators(id), phase TEXT NOT NULL, "
                       "issued_at TEXT NOT NULL, merged_at TEXT)"),
    };
}

// v5: records an import left out under --on-error skip, so they stay listed (draudit info --skipped) and a re-run of
// the same file says it was imported in part; history by answer (a merge, an import and `draudit check` look an
// answer's history up, which was a scan of the whole table per answer).
QStringList version5()
{
    return {
        QStringLiteral("CREATE INDEX history_annotation ON annotation_history(annotation_id, id)"),
        QStringLiteral("CREATE TABLE source_skips (source_id BIGINT NOT NULL REFERENCES sources(id), "
                       "position INTEGER NOT NULL, line BIGINT NOT NULL, col INTEGER NOT NULL, field TEXT, "
                       "message TEXT NOT NULL, PRIMARY KEY (source_id, position))"),
    };
}

// v6: the whole a study item was drawn with (a DR-Arena battle sampled with all its rounds), so assignment keeps a
// comparison's rounds together, in order, with one annotator.
QStringList version6()
{
    return { QStringLiteral("ALTER TABLE study_items ADD COLUMN unit TEXT") };
}

// v7: a study's attention checks: items whose answers are known in advance, kept apart from the judges' records
// (no analysis takes them for a judge) and never copied into a package.
QStringList version7()
{
    return { QStringLiteral("CREATE TABLE check_answers (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                            "target TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, "
                            "UNIQUE (study_id, target, field))") };
}

// v8: the key the master draws for each package it issues and keeps (packagetoken.h): a package proves it is the
// one issued by a token only that key makes, so a package id copied into another package proves nothing.
QStringList version8()
{
    return { QStringLiteral("ALTER TABLE packages ADD COLUMN secret TEXT") };
}

// v9: a rubric item's own id as its file writes it (a DR3-Eval checklist's "c1", 0, 7), so a person's answer and the
// judge's decision on the item meet by that id whatever its JSON type. Checklists imported before kept only their
// position; the forms numbered their items 1..n, which the migration writes as their keys so answers keep meeting.
QStringList version9()
{
    return { QStringLiteral("ALTER TABLE rubric_items ADD COLUMN item_key TEXT"),
        QStringLiteral("UPDATE rubric_items SET item_key = CAST(position + 1 AS TEXT) WHERE rubric_id IN (SELECT id "
                       "FROM rubrics WHERE kind = 'dr3-requirement')") };
}

// v10: invitations to annotate in a browser and their sessions (models/store/studies/invitations.h), and the history by
// client, so a request the server has written already (its idempotency key is the client id) is found again instead
// of written twice.
QStringList version10()
{
    return { QStringLiteral("CREATE TABLE invitations (id %ID%, study_id BIGINT NOT NULL REFERENCES studies(id), "
                            "annotator_id BIGINT NOT NULL REFERENCES annotators(id), token_hash TEXT NOT NULL UNIQUE, "
                            "created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked_at TEXT, last_used_at TEXT)"),
        QStringLiteral("CREATE INDEX history_client ON annotation_history(client_id)"),
        // Sessions opened by invitations, kept so a restarted server goes on where it was (the page retries with its
        // cookie and request keys): the cookie's SHA-256, its CSRF token and the key of its item aliases.
        QStringLiteral("CREATE TABLE web_sessions (id %ID%, token_hash TEXT NOT NULL UNIQUE, invitation_id BIGINT NOT "
                       "NULL REFERENCES invitations(id), csrf TEXT NOT NULL, alias_key TEXT NOT NULL, pin_checked "
                       "INTEGER NOT NULL, created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL)") };
}

// v11: a flag for discussion stays with the item once it is done (the status alone forgot it at the commit).
QStringList version11()
{
    return { QStringLiteral("ALTER TABLE assignments ADD COLUMN flagged_at TEXT") };
}

QString dialect(QString sql, Backend backend)
{
    const bool pg = backend == Backend::Postgres;
    sql.replace(QLatin1String("%ID%"),
        pg ? QLatin1String("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
           : QLatin1String("INTEGER PRIMARY KEY AUTOINCREMENT"));
    sql.replace(QLatin1String("%REAL%"), pg ? QLatin1String("DOUBLE PRECISION") : QLatin1String("REAL"));
    sql.replace(QLatin1String("%NOW%"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    return sql;
}

Result<void> run(QSqlDatabase &db, const QStringList &statements, Backend backend)
{
    for (const QString &s : statements)
        DRAUDIT_TRY_VOID(execute(db, dialect(s, backend),
            QCoreApplication::translate("draudit::models::Schema", "cannot create the project schema")));
    return {};
}

Result<void> setVersion(QSqlDatabase &db, int version)
{
    DRAUDIT_TRY_VOID(runStatement(db,
        QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
                       "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
        { QString::number(version) },
        QCoreApplication::translate("draudit::models::Schema", "cannot record the schema version")));
    return {};
}

} // namespace

Result<void> Schema::create(QSqlDatabase &db, Backend backend, int version)
{
    const QList<QStringList> steps { version1(), version2(), version3(), version4(), version5(), version6(), version7(),
        version8(), version9(), version10(), version11() };
    return inTransaction(
        db,
        [&]() -> Result<void> {
            for (int v = 1; v <= std::min<int>(version, static_cast<int>(steps.size())); ++v)
                DRAUDIT_TRY_VOID(run(db, steps[v - 1], backend));
            return setVersion(db, version);
        },
        QCoreApplication::translate("draudit::models::Schema", "cannot commit the new schema"));
}

Result<int> Schema::version(QSqlDatabase &db)
{
    if (!db.tables().contains(QStringLiteral("meta")))
        return 0;
    DRAUDIT_TRY(q,
        runStatement(db, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"), {},
            QCoreApplication::translate("draudit::models::Schema", "the project has no schema version")));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::Schema", "the project has no schema version: %1")
                        .arg(QString()));
    return q.value(0).toInt();
}

Result<void> Schema::migrate(QSqlDatabase &db, Backend backend, int from)
{
    const QList<QStringList> steps { version2(), version3(), version4(), version5(), version6(), version7(), version8(),
        version9(), version10(), version11() };
    return inTransaction(
        db,
        [&]() -> Result<void> {
            for (int v = std::max(from + 1, 2); v <= static_cast<int>(steps.size()) + 1; ++v)
                DRAUDIT_TRY_VOID(run(db, steps[v - 2], backend));
            return setVersion(db, kCurrentVersion);
        },
        QCoreApplication::translate("draudit::models::Schema", "cannot commit the migration"));
}

} // namespace draudit::models
