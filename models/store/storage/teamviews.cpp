// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Why aliases: ids are given in import order, so the ids of two comparisons' first rounds differ by the first one's
// length, which follows from the judge's verdicts. An annotator reads every id through a random alias instead, and
// every target ("round:12", "item:7@response:5") with its ids replaced by theirs, read by its shape. No function maps
// an id to its alias: one an annotator could call would let her try every id.
#include "models/store/storage/blindmetadata.h"
#include "models/store/storage/teamsql.h"
#include "models/store/storage/teamtargets.h"

namespace draudit::models::team {

namespace {
QString sql(const char *text)
{
    return QString::fromUtf8(text)
        .simplified()
        .replace(QLatin1String("%ID%"), idPattern())
        .replace(QLatin1String("%COMPARISON%"), comparisonKind());
}

// Placeholders for the kinds read by shape (teamtargets.h): %LISTS% the round lists, %PARTS% the parts of a report,
// %ID% one id, %COMPARISON% the comparisons' kind.
QString byShape(QString text)
{
    return text.replace(QLatin1String("%ID%"), idPattern())
        .replace(QLatin1String("%COMPARISON%"), comparisonKind())
        .replace(QLatin1String("%KINDS%"), kindNames())
        .replace(QLatin1String("%KEPT%"), unaliasedRowNames().isEmpty() ? QStringLiteral("-") : unaliasedRowNames())
        .replace(QLatin1String("%PARTS%"), reportPartNames())
        .replace(QLatin1String("%LISTS%"), roundListNames());
}

// What stands for text that reads like a target but is none ("round:07", a row imported before such text was
// refused): a number keyed by the project's private view key, as a package's unreadable:ALIAS is keyed by its own.
QString unreadableTarget(const QString &c)
{
    return QStringLiteral("'unreadable:' || ('x' || substr(md5((SELECT k.key FROM draudit_private.view_key k LIMIT 1) "
                          "|| %1), 1, 13))::bit(52)::bigint")
        .arg(c);
}

// The id of a NAME:ID target in column `c`, whatever the name's length.
QString idAfterColon(const QString &c)
{
    return QStringLiteral("substring(%1 from ':(.*)$')::bigint").arg(c);
}

// An SQL expression: the stored target in column `c` with its ids replaced by their aliases.
QString aliasedTarget(const QString &c)
{
    const QString lookup
        = QStringLiteral("(SELECT x.alias FROM draudit_private.aliases x WHERE x.kind = '%1' AND x.id = %2)");
    const QString roundLists = roundListNames().isEmpty()
        ? QString()
        : byShape(QStringLiteral("WHEN %1 ~ '^(%LISTS%):%ID%(,%ID%)*$' THEN substring(%1 from '^[a-z]+:') || "
                                 "(SELECT string_agg(x.alias::text, ',' ORDER BY u.n) FROM unnest(string_to_array("
                                 "substring(%1 from ':(.*)$'), ',')::bigint[]) WITH ORDINALITY AS u(id, n) "
                                 "JOIN draudit_private.aliases x ON x.kind = 'round' AND x.id = u.id) "));
    return byShape(QStringLiteral("CASE WHEN %1 ~ '^round:%ID%$' THEN 'round:' || %2 ") + roundLists
        + QStringLiteral("WHEN %1 ~ '^%COMPARISON%:%ID%$' THEN '%COMPARISON%:' || %3 "
                         "WHEN %1 ~ '^task:%ID%$' THEN 'task:' || %4 "
                         "WHEN %1 ~ '^((%PARTS%):[^@]*@)?response:%ID%(#.*)?$' THEN regexp_replace(%1, "
                         "'^((%PARTS%):[^@]*@)?response:%ID%', '\\1response:' || %5) "
                         "WHEN %1 ~ '^(%KINDS%):' AND %1 !~ '^(%KEPT%):%ID%$' THEN %6 ELSE %1 END"))
        .arg(c, lookup.arg(QStringLiteral("round"), idAfterColon(c)),
            lookup.arg(QStringLiteral("comparison"), idAfterColon(c)),
            lookup.arg(QStringLiteral("task"), idAfterColon(c)),
            lookup.arg(QStringLiteral("response"),
                byShape(QStringLiteral("substring(%1 from '^(?:(?:%PARTS%):[^@]*@)?response:(%ID%)')::bigint")).arg(c)),
            unreadableTarget(c));
}

QString alias(const QString &kind, const QString &column)
{
    return QStringLiteral("(SELECT x.alias FROM draudit_private.aliases x WHERE x.kind = '%1' AND x.id = %2)")
        .arg(kind, column);
}

// Of a report's metadata only its shape, as a blind package keeps it (BlindMetadata::shapeOnly): the top-level keys
// the benchmarks declared (blindmetadata.h), read from its JSON (draudit_blind.metadata_shape).
QString responseShape()
{
    return QStringLiteral("draudit_blind.metadata_shape(r.metadata)");
}

namespace {
// Pure: the kept keys of a metadata text (BlindMetadata::kept, each a string, or only its one value), NULL for
// anything else (text that is no JSON object included), as compact JSON in key order, as BlindMetadata::shapeOnly.
QString metadataShapeFunction()
{
    QString keep;
    for (const KeptMetadata &k : BlindMetadata::kept()) // keys and values are plain letters (BlindMetadata::keep)
        keep += k.onlyValue.isEmpty()
            ? QStringLiteral("IF jsonb_typeof(j -> '%1') = 'string' THEN parts := parts || ('\"%1\":' || "
                             "to_jsonb(j ->> '%1')::text); END IF; ")
                  .arg(k.key)
            : QStringLiteral("IF j ->> '%1' = '%2' THEN parts := parts || '\"%1\":\"%2\"'::text; END IF; ")
                  .arg(k.key, k.onlyValue);
    return QStringLiteral("CREATE OR REPLACE FUNCTION draudit_blind.metadata_shape(p_metadata TEXT) RETURNS TEXT "
                          "LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $f$ DECLARE j jsonb; "
                          "parts TEXT[]; BEGIN IF p_metadata IS NULL THEN RETURN NULL; END IF; BEGIN j := "
                          "p_metadata::jsonb; EXCEPTION WHEN others THEN RETURN NULL; END; IF jsonb_typeof(j) <> "
                          "'object' THEN RETURN NULL; END IF; %1IF parts IS NULL THEN RETURN NULL; END IF; RETURN '{' "
                          "|| array_to_string(parts, ',') || '}'; END $f$")
        .arg(keep);
}
} // namespace

// A text with every system's name taken out as NameScrubber takes it out of a blind item (whole words in any case,
// longest first, regex characters taken literally). The names are read with the view owner's rights, so an
// annotator reads none of them; a project without names leaves the text as it is.
QString scrubbed(const QString &column)
{
    return QStringLiteral(R"sql(coalesce(regexp_replace(%1, (SELECT '(?<![[:alnum:]])(?:' || string_agg(regexp_replace(
        s.name, '([]^$.*+?(){}|[\\])', '\\\1', 'g'), '|' ORDER BY length(s.name) DESC, s.name) || ')(?![[:alnum:]])'
        FROM public.systems s WHERE length(s.name) >= 2), '[system]', 'gi'), %1))sql")
        .arg(column);
}
} // namespace

QStringList privateStatements()
{
    QStringList out {
        sql("CREATE SCHEMA IF NOT EXISTS draudit_private"),
        sql("REVOKE ALL ON SCHEMA draudit_private FROM PUBLIC"),
        // The key of unreadableTarget, drawn once per project by the server's strong generator.
        sql("CREATE TABLE IF NOT EXISTS draudit_private.view_key (one BOOLEAN PRIMARY KEY DEFAULT true CHECK (one), "
            "key TEXT NOT NULL)"),
        sql("INSERT INTO draudit_private.view_key (key) VALUES (gen_random_uuid()::text || gen_random_uuid()::text) "
            "ON CONFLICT DO NOTHING"),
        sql("CREATE TABLE IF NOT EXISTS draudit_private.aliases (kind TEXT NOT NULL, id BIGINT NOT NULL, "
            "alias BIGINT NOT NULL UNIQUE, PRIMARY KEY (kind, id))"),
        // 52 random bits from the server's strong generator, above every id a table will reach.
        sql("CREATE OR REPLACE FUNCTION draudit_private.new_alias() RETURNS BIGINT LANGUAGE sql VOLATILE AS "
            "$f$ SELECT 4503599627370496 + ('x' || substr(md5(gen_random_uuid()::text), 1, 13))::bit(52)::bigint $f$"),
        sql("CREATE OR REPLACE FUNCTION draudit_private.alias_new_rows() RETURNS trigger LANGUAGE plpgsql "
            "SET search_path = pg_catalog, pg_temp AS $f$ BEGIN EXECUTE format('INSERT INTO draudit_private.aliases "
            "SELECT %L, id, draudit_private.new_alias() FROM fresh ON CONFLICT (kind, id) DO NOTHING', TG_ARGV[0]); "
            "RETURN NULL; END $f$"),
        // What each assigned item may be answered with, expanded per item when it was assigned (formForItem).
        sql("CREATE TABLE IF NOT EXISTS draudit_private.answer_rules (study_id BIGINT NOT NULL, annotator_id BIGINT "
            "NOT NULL, item TEXT NOT NULL, question TEXT NOT NULL, target TEXT NOT NULL, field TEXT NOT NULL, "
            "kind TEXT NOT NULL, options TEXT, minimum DOUBLE PRECISION, maximum DOUBLE PRECISION, required BOOLEAN "
            "NOT NULL, only_if TEXT, after_commit BOOLEAN NOT NULL, after_reveal BOOLEAN NOT NULL, "
            "PRIMARY KEY (study_id, annotator_id, target, field))"),
    };
    for (const char *kind : { "round", "task", "response", "comparison" }) {
        const QString table = QLatin1String(kind) == QLatin1String("comparison")
            ? QStringLiteral("comparisons")
            : QLatin1String(kind) + QLatin1Char('s');
        out << QStringLiteral("INSERT INTO draudit_private.aliases SELECT '%1', id, draudit_private.new_alias() FROM "
                              "public.%2 ON CONFLICT (kind, id) DO NOTHING")
                   .arg(QLatin1String(kind), table)
            << QStringLiteral("DROP TRIGGER IF EXISTS draudit_alias ON public.%1").arg(table)
            << QStringLiteral("CREATE TRIGGER draudit_alias AFTER INSERT ON public.%1 REFERENCING NEW TABLE AS fresh "
                              "FOR EACH STATEMENT EXECUTE FUNCTION draudit_private.alias_new_rows('%2')")
                   .arg(table, QLatin1String(kind));
    }
    out << sql("DROP VIEW IF EXISTS draudit_private.my_tasks, draudit_private.my_rounds, draudit_private.my_items "
               "CASCADE");
    // The session's items: a round of a comparison is released once every earlier round of it is committed or done
    // (the judge's verdict on it is then readable anyway); every other item at once.
    out << sql(
        "CREATE OR REPLACE VIEW draudit_private.my_items AS SELECT q.*, (q.unit IS NULL OR q.unit NOT LIKE "
        "'%COMPARISON%:%' OR coalesce(bool_and(q.status = 'done' OR q.committed_at IS NOT NULL) OVER (PARTITION BY "
        "q.study_id, q.unit ORDER BY q.position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), true)) AS "
        "released FROM (SELECT a.study_id, a.annotator_id, a.target, a.position, a.left_is_a, a.status, "
        "a.seconds, a.done_at, a.flagged_at, i.unit, b.left_is_a AS blind_left_is_a, b.seed, b.shown_at, "
        "b.committed_at, "
        "b.revealed_at FROM public.assignments a JOIN public.annotators n ON n.id = a.annotator_id AND "
        "n.db_role = session_user LEFT JOIN public.study_items i ON i.study_id = a.study_id AND i.target = "
        "a.target LEFT JOIN public.blinding b ON b.study_id = a.study_id AND b.annotator_id = a.annotator_id "
        "AND b.target = a.target) q")
        // Rounds: those of released items and the rounds before them in their comparisons (context, no verdict).
        << sql("CREATE OR REPLACE VIEW draudit_private.my_rounds AS WITH t AS (SELECT target FROM "
               "draudit_private.my_items WHERE released), direct AS (SELECT substring(target from ':(.*)$')::bigint AS "
               "id FROM t "
               "WHERE target ~ '^round:%ID%$'")
            + (roundListNames().isEmpty()
                    ? QString()
                    : byShape(QStringLiteral(" UNION SELECT unnest(string_to_array(substring(target from ':(.*)$'), "
                                             "',')::bigint[]) FROM t WHERE target ~ '^(%LISTS%):%ID%(,%ID%)*$'")))
            + sql(") SELECT DISTINCT r.id FROM public.rounds r JOIN public.rounds d ON d.comparison_id = "
                  "r.comparison_id AND r.round_no <= d.round_no JOIN direct ON direct.id = d.id")
        << byShape(sql(
               "CREATE OR REPLACE VIEW draudit_private.my_tasks AS SELECT task_id AS id FROM public.rounds WHERE "
               "id IN (SELECT id FROM draudit_private.my_rounds) UNION SELECT r.task_id FROM public.responses "
               "r JOIN draudit_private.my_items i ON i.released AND i.target ~ "
               "'^((%PARTS%):[^@]*@)?response:%ID%(#.*)?$' "
               "AND r.id = substring(i.target from '^(?:(?:%PARTS%):[^@]*@)?response:(%ID%)')::bigint "
               "UNION SELECT substring(target from ':(.*)$')::bigint FROM draudit_private.my_items WHERE released AND "
               "target ~ '^task:%ID%$'"));
    return out;
}

QStringList blindViewStatements()
{
    const QString mine
        = QStringLiteral("JOIN public.annotators n ON n.id = a.annotator_id AND n.db_role = session_user");
    const QString ranked = QStringLiteral("row_number() OVER (PARTITION BY m.study_id ORDER BY m.position)");
    return {
        sql("CREATE SCHEMA IF NOT EXISTS draudit_blind"),
        sql("DROP VIEW IF EXISTS draudit_blind.systems, draudit_blind.comparisons, draudit_blind.rounds, "
            "draudit_blind.tasks, draudit_blind.responses, draudit_blind.rubrics, draudit_blind.judge_records, "
            "draudit_blind.study_items, draudit_blind.assignments, draudit_blind.blinding, draudit_blind.annotations, "
            "draudit_blind.annotation_history, draudit_blind.annotators CASCADE"),
        sql("DROP FUNCTION IF EXISTS draudit_blind.revealable(TEXT) CASCADE"),
        metadataShapeFunction(),
        sql("DROP FUNCTION IF EXISTS draudit_blind.my_annotator() CASCADE"),
        sql("CREATE OR REPLACE VIEW draudit_blind.systems WITH (security_barrier) AS SELECT 0::bigint AS id, "
            "'[system]'::text AS name"),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.comparisons WITH (security_barrier) AS SELECT %1 AS id, "
                       "c.benchmark, '%2-' || %1 AS external_id, NULL::text AS title, 0::bigint AS system_a, "
                       "0::bigint AS system_b, NULL::text AS winner, NULL::double precision AS score_a, NULL::double "
                       "precision AS score_b, NULL::integer AS total_rounds, CASE WHEN c.metadata ~ "
                       "'\"tree_id\"\\s*:\\s*\"[A-Za-z0-9_.-]+\"' THEN '{\"tree_id\":\"' || substring(c.metadata from "
                       "'\"tree_id\"\\s*:\\s*\"([A-Za-z0-9_.-]+)\"') || '\"}' END AS metadata, NULL::bigint AS "
                       "source_id FROM public.comparisons c WHERE c.id IN (SELECT comparison_id FROM public.rounds "
                       "WHERE id IN (SELECT id FROM draudit_private.my_rounds))")
            .arg(alias(QStringLiteral("comparison"), QStringLiteral("c.id")), comparisonKind()),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.rounds WITH (security_barrier) AS SELECT %1 AS id, %2 AS "
                       "comparison_id, row_number() OVER (PARTITION BY r.comparison_id ORDER BY r.round_no)::integer "
                       "AS round_no, %3 AS task_id, NULL::integer AS depth, NULL::integer AS width, r.word_limit, "
                       "r.logic_chain, r.source_nodes, r.checklist_width, r.checklist_depth, %4 AS response_a, %5 AS "
                       "response_b, NULL::double precision AS score_a, NULL::double precision AS score_b, NULL::text "
                       "AS evolution FROM public.rounds r WHERE r.id IN (SELECT id FROM draudit_private.my_rounds)")
            .arg(alias(QStringLiteral("round"), QStringLiteral("r.id")),
                alias(QStringLiteral("comparison"), QStringLiteral("r.comparison_id")),
                alias(QStringLiteral("task"), QStringLiteral("r.task_id")),
                alias(QStringLiteral("response"), QStringLiteral("r.response_a")),
                alias(QStringLiteral("response"), QStringLiteral("r.response_b"))),
        QStringLiteral(
            "CREATE OR REPLACE VIEW draudit_blind.tasks WITH (security_barrier) AS SELECT %1 AS id, "
            "t.benchmark, CASE WHEN t.id IN (SELECT task_id FROM public.rounds) THEN 'task-' || %1 ELSE "
            "t.external_id END AS "
            "external_id, t.language, t.domain, %2 AS prompt, NULL::text AS metadata, NULL::bigint AS source_id "
            "FROM public.tasks t WHERE t.id IN (SELECT id FROM draudit_private.my_tasks)")
            .arg(alias(QStringLiteral("task"), QStringLiteral("t.id")), scrubbed(QStringLiteral("t.prompt"))),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.responses WITH (security_barrier) AS SELECT %1 AS id, %2 "
                       "AS task_id, 0::bigint AS system_id, %4 AS text, r.citations, "
                       "NULL::bigint AS input_tokens, NULL::bigint AS output_tokens, NULL::double precision AS "
                       "duration_s, %3 AS metadata FROM public.responses r "
                       "WHERE r.task_id IN (SELECT id FROM draudit_private.my_tasks)")
            .arg(alias(QStringLiteral("response"), QStringLiteral("r.id")),
                alias(QStringLiteral("task"), QStringLiteral("r.task_id")), responseShape(),
                scrubbed(QStringLiteral("r.text"))),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.rubrics WITH (security_barrier) AS SELECT r.id, %1 AS "
                       "task_id, r.kind, r.name, r.metadata FROM public.rubrics r WHERE r.task_id IS NULL OR r.task_id "
                       "IN (SELECT id FROM draudit_private.my_tasks)")
            .arg(alias(QStringLiteral("task"), QStringLiteral("r.task_id"))),
        // The judge on items this annotator has committed; record ids by aliased target, not in import order.
        QStringLiteral(
            "CREATE OR REPLACE VIEW draudit_blind.judge_records WITH (security_barrier) AS SELECT "
            "row_number() OVER (ORDER BY %1, j.judge_id, j.field) AS id, j.judge_id, %1 AS target, j.field, "
            "j.value, j.score, j.tie_quality, j.failure_type, j.reasoning, j.flags FROM public.judge_records "
            "j WHERE EXISTS (SELECT 1 FROM draudit_private.my_items b WHERE b.committed_at IS NOT NULL AND "
            "(j.target = b.target OR left(j.target, length(b.target) + 1) = b.target || '#' OR "
            "right(j.target, length(b.target) + 1) = '@' || b.target))")
            .arg(aliasedTarget(QStringLiteral("j.target"))),
        // The session's released items only, numbered among themselves (positions would count held-back rounds).
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.study_items WITH (security_barrier) AS SELECT %3 AS id, "
                       "m.study_id, %1 AS target, %3::integer AS position, NULL::text AS stratum, %2 AS unit FROM "
                       "draudit_private.my_items m WHERE m.released")
            .arg(aliasedTarget(QStringLiteral("m.target")), aliasedTarget(QStringLiteral("m.unit")), ranked),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.assignments WITH (security_barrier) AS SELECT %2 AS id, "
                       "m.study_id, m.annotator_id, %1 AS target, %2::integer AS position, m.left_is_a, m.status, "
                       "m.seconds, m.done_at, m.flagged_at FROM draudit_private.my_items m WHERE m.released")
            .arg(aliasedTarget(QStringLiteral("m.target")), ranked),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.blinding WITH (security_barrier) AS SELECT %2 AS id, "
                       "m.study_id, m.annotator_id, %1 AS target, m.blind_left_is_a AS left_is_a, m.seed, m.shown_at, "
                       "m.committed_at, m.revealed_at FROM draudit_private.my_items m WHERE m.released AND m.seed IS "
                       "NOT NULL")
            .arg(aliasedTarget(QStringLiteral("m.target")), ranked),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.annotations WITH (security_barrier) AS SELECT a.id, "
                       "a.study_id, a.annotator_id, %1 AS target, a.field, a.value, a.reason, a.created_at, "
                       "a.updated_at, a.client_id, a.version FROM public.annotations a %2")
            .arg(aliasedTarget(QStringLiteral("a.target")), mine),
        QStringLiteral("CREATE OR REPLACE VIEW draudit_blind.annotation_history WITH (security_barrier) AS SELECT "
                       "a.id, a.annotation_id, a.study_id, a.annotator_id, %1 AS target, a.field, a.old_value, "
                       "a.new_value, a.reason, a.changed_at, a.client_id FROM public.annotation_history a %2")
            .arg(aliasedTarget(QStringLiteral("a.target")), mine),
        sql("CREATE OR REPLACE VIEW draudit_blind.annotators WITH (security_barrier) AS SELECT id, name, "
            "display_name, NULL::text AS pin_hash, created_at, db_role FROM public.annotators WHERE db_role = "
            "session_user"),
    };
}

} // namespace draudit::models::team
