// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An annotator's login writes only through these functions. They run as the project's owner (SECURITY DEFINER, with
// a fixed search path), find the annotator by the login itself (session_user), and apply the rules the workbench and
// the package merge apply: an item assigned to her and released, a question its form asks with a value it allows,
// text of bounded length without control characters, the server's own time, a history row in the same transaction.
// Shown, committed and revealed times are set only here: committed once every question before the commit is answered,
// revealed only once committed. Refusals name no other annotator and say the same of an item that does not exist as
// of one held back.
#include "models/forms/answerrules.h"
#include "models/store/storage/teamsql.h"
#include "models/store/storage/teamtargets.h"

namespace draudit::models::team {

namespace {
// An aliased round list back to the stored one, when a benchmark declares round lists.
QString roundListsBack()
{
    if (roundListNames().isEmpty())
        return {};
    return QStringLiteral(R"sql(IF p_target ~ '^(%1):%ID%(,%ID%)*$' THEN
              SELECT substring(p_target from '^[a-z]+:') || string_agg(x.id::text, ',' ORDER BY u.n), count(x.id),
                count(*) INTO v, n_found, n_all
                FROM unnest(string_to_array(substring(p_target from ':(.*)$'), ',')::bigint[])
                  WITH ORDINALITY AS u(a, n)
                LEFT JOIN draudit_private.aliases x ON x.kind = 'round' AND x.alias = u.a;
              RETURN CASE WHEN n_found = n_all THEN v END; END IF;)sql")
        .arg(roundListNames())
        .replace(QLatin1String("%ID%"), idPattern());
}

QString sql(const char *text)
{
    // The server checks texts by the rule every other path does (models/forms/answerrules.h); targets are read by
    // their shape (teamtargets.h).
    return QString::fromUtf8(text)
        .replace(QLatin1String("%ROUND_LISTS%"), roundListsBack())
        .simplified()
        .replace(QLatin1String("%LONGEST%"), QString::number(kLongestAnswerText))
        .replace(QLatin1String("%PARTS%"), reportPartNames())
        .replace(QLatin1String("%ID%"), idPattern())
        .replace(QLatin1String("%COMPARISON%"), comparisonKind());
}
} // namespace

QStringList functionStatements()
{
    return {
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.now_text() RETURNS TEXT LANGUAGE sql VOLATILE AS
            $f$ SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.me(p_annotator TEXT) RETURNS BIGINT LANGUAGE plpgsql
            STABLE SET search_path = pg_catalog, pg_temp AS $f$ DECLARE v_id BIGINT; BEGIN
            SELECT n.id INTO v_id FROM public.annotators n WHERE n.db_role = session_user AND n.name = p_annotator;
            IF v_id IS NULL THEN RAISE EXCEPTION 'this database login may write only its own answers'
            USING ERRCODE = '42501'; END IF; RETURN v_id; END $f$)sql"),
        // An aliased target back to the stored one; NULL when any alias is unknown.
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.real_target(p_target TEXT) RETURNS TEXT
            LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v TEXT; m TEXT[]; r BIGINT; n_found BIGINT; n_all BIGINT; BEGIN
            IF p_target ~ '^round:%ID%$' THEN
              SELECT 'round:' || id INTO v FROM draudit_private.aliases WHERE kind = 'round'
                AND alias = substring(p_target from ':(.*)$')::bigint; RETURN v; END IF;
            %ROUND_LISTS%
            IF p_target ~ '^%COMPARISON%:%ID%$' THEN
              SELECT '%COMPARISON%:' || id INTO v FROM draudit_private.aliases WHERE kind = 'comparison'
                AND alias = substring(p_target from ':(.*)$')::bigint; RETURN v; END IF;
            IF p_target ~ '^task:%ID%$' THEN
              SELECT 'task:' || id INTO v FROM draudit_private.aliases WHERE kind = 'task'
                AND alias = substring(p_target from ':(.*)$')::bigint; RETURN v; END IF;
            m := regexp_match(p_target, '^((?:%PARTS%):[^@]*@)?response:(%ID%)(#.*)?$');
            IF m IS NULL THEN RETURN NULL; END IF;
            SELECT id INTO r FROM draudit_private.aliases WHERE kind = 'response' AND alias = m[2]::bigint;
            IF r IS NULL THEN RETURN NULL; END IF;
            RETURN coalesce(m[1], '') || 'response:' || r || coalesce(m[3], ''); END $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.check_text(p_text TEXT, p_what TEXT) RETURNS VOID
            LANGUAGE plpgsql IMMUTABLE AS $f$ BEGIN
            IF length(p_text) > %LONGEST% THEN RAISE EXCEPTION 'the % is longer than %LONGEST% characters', p_what;
            END IF;
            IF p_text ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' THEN
              RAISE EXCEPTION 'the % holds a control character', p_what; END IF; END $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.check_value(p_rule draudit_private.answer_rules,
            p_value TEXT) RETURNS VOID LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v DOUBLE PRECISION; BEGIN
            IF p_value = '' THEN RETURN; END IF;
            PERFORM draudit_private.check_text(p_value, 'answer');
            IF p_rule.kind = 'choice' AND NOT p_value IN (SELECT jsonb_array_elements_text(p_rule.options::jsonb)) THEN
              RAISE EXCEPTION '% is not an answer % allows', quote_literal(left(p_value, 40)), p_rule.question; END IF;
            IF p_rule.kind = 'number' THEN
              BEGIN v := p_value::double precision; EXCEPTION WHEN others THEN v := NULL; END;
              IF v IS NULL OR v = 'NaN' OR v < p_rule.minimum OR v > p_rule.maximum THEN
                RAISE EXCEPTION '% is not a number from % to %', quote_literal(left(p_value, 40)), p_rule.minimum,
                p_rule.maximum; END IF; END IF; END $f$)sql"),
        // How many required questions of the item are unanswered (after-commit ones only when asked to count them).
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.missing(p_study BIGINT, p_annotator BIGINT,
            p_item TEXT, p_after_commit BOOLEAN) RETURNS BIGINT LANGUAGE sql STABLE AS $f$
            WITH r AS (SELECT * FROM draudit_private.answer_rules WHERE study_id = p_study
              AND annotator_id = p_annotator AND item = p_item),
            ans AS (SELECT r.question, a.value FROM r JOIN public.annotations a ON a.study_id = r.study_id
              AND a.annotator_id = r.annotator_id AND a.target = r.target AND a.field = r.field
              WHERE btrim(a.value) <> '')
            SELECT count(*) FROM r WHERE r.required AND NOT r.after_reveal AND (p_after_commit OR NOT r.after_commit)
              AND (coalesce(r.only_if, '') = '' OR coalesce((SELECT value FROM ans
                WHERE ans.question = split_part(r.only_if, '=', 1) LIMIT 1), '')
                = ANY (string_to_array(substr(r.only_if, strpos(r.only_if, '=') + 1), '|')))
              AND NOT EXISTS (SELECT 1 FROM ans WHERE ans.question = r.question) $f$)sql"),
        // The released item of this annotator that the (aliased) target names, or an error that says nothing more.
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_private.released_item(p_study BIGINT, p_target TEXT)
            RETURNS draudit_private.my_items LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v draudit_private.my_items; BEGIN
            SELECT i.* INTO v FROM draudit_private.my_items i WHERE i.study_id = p_study
              AND i.target = draudit_private.real_target(p_target) AND i.released;
            IF v.target IS NULL THEN RAISE EXCEPTION 'no item % is released to you in this study',
              quote_literal(left(p_target, 80)) USING ERRCODE = '42501'; END IF;
            RETURN v; END $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_blind.set_answer(p_study BIGINT, p_annotator TEXT,
            p_target TEXT, p_field TEXT, p_value TEXT, p_reason TEXT, p_client TEXT) RETURNS BIGINT
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v_me BIGINT := draudit_private.me(p_annotator); v_stored TEXT := draudit_private.real_target(p_target);
            v_rule draudit_private.answer_rules; v_item draudit_private.my_items; v_old TEXT; v_existed BOOLEAN;
            v_answer BIGINT; v_change BIGINT; v_now TEXT := draudit_private.now_text();
            v_value TEXT := coalesce(p_value, ''); BEGIN
            SELECT r.* INTO v_rule FROM draudit_private.answer_rules r WHERE r.study_id = p_study
              AND r.annotator_id = v_me AND r.target = v_stored AND r.field = p_field;
            SELECT i.* INTO v_item FROM draudit_private.my_items i WHERE i.study_id = p_study AND i.target = v_rule.item
              AND i.released;
            IF v_item.target IS NULL OR (v_rule.after_commit AND v_item.committed_at IS NULL AND v_item.status <> 'done') THEN
              RAISE EXCEPTION '% on % is not a question you can answer now', quote_literal(left(p_field, 40)),
              quote_literal(left(p_target, 80)) USING ERRCODE = '42501'; END IF;
            IF v_rule.after_reveal AND v_item.revealed_at IS NULL THEN
              RAISE EXCEPTION '% is about the judge''s decision: it is answered once the judge is revealed',
              v_rule.question USING ERRCODE = '42501'; END IF;
            PERFORM draudit_private.check_value(v_rule, v_value);
            PERFORM draudit_private.check_text(coalesce(p_reason, ''), 'reason');
            IF coalesce(p_client, '') !~ '^[A-Za-z0-9_.:-]{0,64}$' THEN
              RAISE EXCEPTION 'the client name must be up to 64 letters, digits and _.:-'; END IF;
            PERFORM pg_advisory_xact_lock(hashtextextended(p_study || E'\n' || v_me || E'\n' || v_stored || E'\n'
              || p_field, 0));
            SELECT a.value, true INTO v_old, v_existed FROM public.annotations a WHERE a.study_id = p_study
              AND a.annotator_id = v_me AND a.target = v_stored AND a.field = p_field FOR UPDATE;
            INSERT INTO public.annotations (study_id, annotator_id, target, field, value, reason, created_at,
              updated_at, client_id, version) VALUES (p_study, v_me, v_stored, p_field, v_value, p_reason, v_now,
              v_now, p_client, 1) ON CONFLICT (study_id, annotator_id, target, field) DO UPDATE SET
              value = excluded.value, reason = excluded.reason, updated_at = excluded.updated_at,
              client_id = excluded.client_id, version = annotations.version + 1 RETURNING id INTO v_answer;
            INSERT INTO public.annotation_history (annotation_id, study_id, annotator_id, target, field, old_value,
              new_value, reason, changed_at, client_id) VALUES (v_answer, p_study, v_me, v_stored, p_field,
              CASE WHEN v_existed THEN v_old END, v_value, p_reason, v_now, p_client) RETURNING id INTO v_change;
            RETURN v_change; END $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_blind.mark_item(p_study BIGINT, p_annotator TEXT,
            p_target TEXT, p_status TEXT, p_seconds DOUBLE PRECISION) RETURNS VOID
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v_me BIGINT := draudit_private.me(p_annotator);
            v_item draudit_private.my_items := draudit_private.released_item(p_study, p_target);
            v_now TEXT := draudit_private.now_text(); BEGIN
            IF p_status IS NULL OR p_status NOT IN ('pending', 'done', 'skipped', 'flagged') THEN
              RAISE EXCEPTION '% is not pending, done, skipped or flagged', quote_literal(left(p_status, 40));
            END IF;
            IF p_seconds IS NULL OR p_seconds = 'NaN' OR p_seconds < 0 OR p_seconds > 604800 THEN
              RAISE EXCEPTION '% seconds is not a time spent on an item', p_seconds; END IF;
            IF p_status = 'done' THEN
              IF draudit_private.missing(p_study, v_me, v_item.target, true) > 0 THEN
                RAISE EXCEPTION 'the item has required questions without an answer'; END IF;
              UPDATE public.blinding SET committed_at = coalesce(committed_at, v_now) WHERE study_id = p_study
                AND annotator_id = v_me AND target = v_item.target; END IF;
            UPDATE public.assignments SET status = p_status, seconds = coalesce(seconds, 0) + p_seconds,
              done_at = CASE WHEN p_status = 'pending' THEN NULL ELSE v_now END,
              flagged_at = CASE WHEN p_status = 'flagged' THEN coalesce(flagged_at, v_now) ELSE flagged_at END
              WHERE study_id = p_study AND annotator_id = v_me AND target = v_item.target; END $f$)sql"),
        sql(R"sql(CREATE OR REPLACE FUNCTION draudit_blind.record_event(p_study BIGINT, p_annotator TEXT,
            p_target TEXT, p_event TEXT) RETURNS VOID
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $f$
            DECLARE v_me BIGINT := draudit_private.me(p_annotator);
            v_item draudit_private.my_items := draudit_private.released_item(p_study, p_target);
            v_now TEXT := draudit_private.now_text(); BEGIN
            IF p_event = 'committed' AND draudit_private.missing(p_study, v_me, v_item.target, false) > 0 THEN
              RAISE EXCEPTION 'answer every question of the item before committing it'; END IF;
            IF p_event = 'revealed' AND v_item.committed_at IS NULL AND v_item.status <> 'done' THEN
              RAISE EXCEPTION 'the judge is revealed only once the item is committed'; END IF;
            IF p_event = 'shown' THEN UPDATE public.blinding SET shown_at = coalesce(shown_at, v_now)
              WHERE study_id = p_study AND annotator_id = v_me AND target = v_item.target;
            ELSIF p_event = 'committed' THEN UPDATE public.blinding SET committed_at = coalesce(committed_at,
              v_now) WHERE study_id = p_study AND annotator_id = v_me AND target = v_item.target;
            ELSIF p_event = 'revealed' THEN UPDATE public.blinding SET revealed_at = coalesce(revealed_at, v_now)
              WHERE study_id = p_study AND annotator_id = v_me AND target = v_item.target;
            ELSE RAISE EXCEPTION '% is not shown, committed or revealed', quote_literal(left(p_event, 40));
            END IF; END $f$)sql"),
    };
}

QStringList grantStatements()
{
    return {
        sql("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'draudit_annotators') THEN "
            "CREATE ROLE draudit_annotators NOLOGIN; END IF; END $$"),
        sql("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM draudit_annotators"),
        // Older set-ups let annotators write these tables under row-level security; now only the functions do.
        sql("ALTER TABLE public.annotations DISABLE ROW LEVEL SECURITY"),
        sql("ALTER TABLE public.annotation_history DISABLE ROW LEVEL SECURITY"),
        sql("ALTER TABLE public.assignments DISABLE ROW LEVEL SECURITY"),
        sql("ALTER TABLE public.blinding DISABLE ROW LEVEL SECURITY"),
        sql("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA draudit_private FROM PUBLIC"),
        sql("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA draudit_blind FROM PUBLIC"),
        sql("REVOKE CREATE ON SCHEMA public, draudit_blind FROM PUBLIC"),
        sql("GRANT USAGE ON SCHEMA draudit_blind, public TO draudit_annotators"),
        sql("GRANT SELECT ON ALL TABLES IN SCHEMA draudit_blind TO draudit_annotators"),
        sql("GRANT SELECT ON public.meta, public.studies, public.rubric_items, public.reference_pages, public.judges "
            "TO draudit_annotators"),
        sql("GRANT EXECUTE ON FUNCTION draudit_blind.set_answer(BIGINT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT), "
            "draudit_blind.mark_item(BIGINT, TEXT, TEXT, TEXT, DOUBLE PRECISION), "
            "draudit_blind.record_event(BIGINT, TEXT, TEXT, TEXT), draudit_blind.metadata_shape(TEXT) TO "
            "draudit_annotators"),
    };
}

} // namespace draudit::models::team
