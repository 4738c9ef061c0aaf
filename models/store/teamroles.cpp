// Statements that name a role are built by the server (format with %I and %L), never by pasting text.
#include "models/store/teamroles.h"

#include "models/core/resulttry.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

namespace {
// The blinded views, the functions their filters use, and what the group role may do. Run again, they replace the
// previous definitions, so a newer draudit updates a team's set-up.
const QStringList &setupStatements()
{
    static const QStringList statements {
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'draudit_annotators') THEN "
                       "CREATE ROLE draudit_annotators NOLOGIN; END IF; END $$"),
        QStringLiteral("CREATE SCHEMA IF NOT EXISTS draudit_blind"),
        QStringLiteral("CREATE OR REPLACE FUNCTION draudit_blind.my_annotator() RETURNS BIGINT LANGUAGE sql STABLE "
                       "SECURITY DEFINER SET search_path = public, pg_temp AS "
                       "$f$ SELECT id FROM public.annotators WHERE db_role = session_user $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION draudit_blind.revealable(t TEXT) RETURNS BOOLEAN LANGUAGE sql "
                       "STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$ SELECT EXISTS (SELECT 1 FROM "
                       "public.blinding b WHERE b.annotator_id = draudit_blind.my_annotator() AND b.committed_at IS "
                       "NOT NULL AND (t = b.target OR left(t, length(b.target) + 1) = b.target || '#' OR "
                       "right(t, length(b.target) + 1) = '@' || b.target)) $f$"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.systems WITH (security_barrier) AS SELECT id, "
                       "'[system]'::text AS name FROM public.systems"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.comparisons WITH (security_barrier) AS SELECT id, "
                       "benchmark, 'battle-' || id AS external_id, NULL::text AS title, system_a, system_b, "
                       "NULL::text AS winner, NULL::double precision AS score_a, NULL::double precision AS score_b, "
                       "NULL::integer AS total_rounds, NULL::text AS metadata, NULL::bigint AS source_id "
                       "FROM public.comparisons"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.rounds WITH (security_barrier) AS SELECT id, "
                       "comparison_id, round_no, task_id, NULL::integer AS depth, NULL::integer AS width, word_limit, "
                       "logic_chain, source_nodes, checklist_width, checklist_depth, response_a, response_b, "
                       "NULL::double precision AS score_a, NULL::double precision AS score_b, NULL::text AS evolution "
                       "FROM public.rounds"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.tasks WITH (security_barrier) AS SELECT id, benchmark, "
                       "CASE WHEN benchmark = 'dr-arena' THEN 'task-' || id ELSE external_id END AS external_id, "
                       "language, domain, prompt, NULL::text AS metadata, NULL::bigint AS source_id FROM public.tasks"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.responses WITH (security_barrier) AS SELECT r.id, "
                       "r.task_id, r.system_id, replace(r.text, s.name, '[system]') AS text, r.citations, "
                       "NULL::bigint AS input_tokens, NULL::bigint AS output_tokens, NULL::double precision AS "
                       "duration_s, NULL::text AS metadata FROM public.responses r JOIN public.systems s ON "
                       "s.id = r.system_id"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.judge_records WITH (security_barrier) AS SELECT id, "
                       "judge_id, target, field, value, score, tie_quality, failure_type, reasoning, flags FROM "
                       "public.judge_records WHERE draudit_blind.revealable(target)"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.study_items WITH (security_barrier) AS SELECT id, "
                       "study_id, target, position, NULL::text AS stratum, unit FROM public.study_items"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.annotators AS SELECT id, name, display_name, NULL::text "
                       "AS pin_hash, created_at, db_role FROM public.annotators WHERE db_role = session_user "
                       "WITH CASCADED CHECK OPTION"),
        QStringLiteral("GRANT USAGE ON SCHEMA draudit_blind, public TO draudit_annotators"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION draudit_blind.my_annotator(), draudit_blind.revealable(TEXT) TO "
                       "draudit_annotators"),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA draudit_blind TO draudit_annotators"),
        QStringLiteral("GRANT INSERT ON draudit_blind.annotators TO draudit_annotators"),
        QStringLiteral("GRANT SELECT ON public.meta, public.studies, public.rubrics, public.rubric_items, "
                       "public.reference_pages, public.judges TO draudit_annotators"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE ON public.annotations TO draudit_annotators"),
        QStringLiteral("GRANT SELECT, INSERT ON public.annotation_history TO draudit_annotators"),
        QStringLiteral("GRANT SELECT, UPDATE ON public.assignments, public.blinding TO draudit_annotators"),
    };
    return statements;
}

// Row-level security on the tables an annotator writes: only rows of their own annotator.
QStringList policyStatements()
{
    QStringList out;
    for (const char *table : { "annotations", "annotation_history", "assignments", "blinding" }) {
        const QString t = QStringLiteral("public.") + QLatin1String(table);
        out << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(t)
            << QStringLiteral("DROP POLICY IF EXISTS draudit_own_rows ON %1").arg(t)
            << QStringLiteral("CREATE POLICY draudit_own_rows ON %1 TO draudit_annotators USING (annotator_id = "
                              "draudit_blind.my_annotator()) WITH CHECK (annotator_id = draudit_blind.my_annotator())")
                   .arg(t);
    }
    return out;
}

Result<void> execute(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    if (!q.exec(sql))
        return fail(QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles: %1")
                        .arg(q.lastError().text()));
    return {};
}

// A statement naming the role (and the database), formatted by the server: %1 is the role, %2 the password.
Result<void> executeFormatted(QSqlDatabase &db, const QString &format, const QString &role, const QString &password)
{
    DRAUDIT_TRY(q,
        runQuery(
            db, QStringLiteral("SELECT format(?, ?::text, ?::text, current_database())"), { format, role, password }));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles"));
    return execute(db, q.value(0).toString());
}

Result<void> createLoginRole(QSqlDatabase &db, const QString &role, const QString &password)
{
    DRAUDIT_TRY(exists, runQuery(db, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), { role }));
    const bool known = exists.next();
    exists.finish();
    if (!known)
        DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("CREATE ROLE %1$I LOGIN"), role, password));
    if (!password.isEmpty())
        DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("ALTER ROLE %1$I PASSWORD %2$L"), role, password));
    DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("GRANT draudit_annotators TO %1$I"), role, password));
    return executeFormatted(
        db, QStringLiteral("ALTER ROLE %1$I IN DATABASE %3$I SET search_path = draudit_blind, public"), role, password);
}
} // namespace

Result<void> grantAnnotatorRole(
    ProjectStore &store, const QString &annotator, const QString &role, const QString &password)
{
    if (store.backend() != Backend::Postgres)
        return fail(QCoreApplication::translate("draudit::models::TeamRoles",
            "database roles are for PostgreSQL projects; a SQLite project is one person's file (give the annotator "
            "a PIN on a shared machine)"));
    static const QRegularExpression name(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    if (!name.match(role).hasMatch() || role.startsWith(QLatin1String("pg_")))
        return fail(QCoreApplication::translate("draudit::models::TeamRoles",
            "'%1' cannot be a database role: use lower-case letters, digits and _ (--db-role NAME)")
                        .arg(role));
    QSqlDatabase &db = store.database();
    DRAUDIT_TRY(owned, runQuery(db, QStringLiteral("SELECT 1 FROM annotators WHERE name = ?"), { annotator }));
    if (!owned.next())
        return fail(
            QCoreApplication::translate("draudit::models::TeamRoles", "no annotator named '%1'").arg(annotator));
    owned.finish();
    if (!db.transaction())
        return fail(QCoreApplication::translate("draudit::models::TeamRoles", "cannot start a transaction: %1")
                        .arg(db.lastError().text()));
    const Result<void> done = [&]() -> Result<void> {
        // "policy ... does not exist, skipping" notices would reach the user's terminal.
        DRAUDIT_TRY_VOID(execute(db, QStringLiteral("SET LOCAL client_min_messages = warning")));
        for (const QString &sql : setupStatements() + policyStatements())
            DRAUDIT_TRY_VOID(execute(db, sql));
        DRAUDIT_TRY_VOID(createLoginRole(db, role, password));
        DRAUDIT_TRY(q,
            runQuery(db,
                QStringLiteral("UPDATE annotators SET db_role = CASE WHEN name = ? THEN ? ELSE NULL END "
                               "WHERE name = ? OR db_role = ?"),
                { annotator, role, annotator, role }));
        return {};
    }();
    if (!done) {
        db.rollback();
        return done;
    }
    if (!db.commit())
        return fail(QCoreApplication::translate("draudit::models::TeamRoles", "cannot commit the roles: %1")
                        .arg(db.lastError().text()));
    return {};
}

} // namespace draudit::models
