#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The figures of the README's reliability section: processes SIGKILLed at random moments, then the project checked.
#   tests/reliability/kill-campaign.sh BUILD_DIR [ROUNDS]     (BUILD_DIR holds app/draudit and tests/models/storewriter)
# For each round it kills
#   - a writer of answers (every answer it reported committed must be there: "lost" counts those that are not),
#   - an import of a 60,000-battle replay corpus (80 MB) (the file must be all there or not at all, then import again),
#   - a merge of a 50,000-answer package (what was committed must pass `draudit check`; merging again finishes it),
#   - the workbench (`workbenchwriter`) after it imported a folder holding its own project and another process opened
#     and closed that project, while it commits answers (every answer it reported committed must be there),
# and finally imports a folder of damaged files (each must be refused with its line, nothing of it written).
set -euo pipefail
build=$(cd "$1" && pwd)
rounds=${2:-20}
draudit="$build/app/draudit"
writer="$build/tests/models/storewriter"
workbench="$build/tests/app/workbenchwriter"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
here=$(cd "$(dirname "$0")/../.." && pwd)
sq() { sqlite3 "$1" "$2"; }
pause() { python3 -c "import random,time; time.sleep(random.uniform($1, $2))"; }

edits_reported=0 edits_lost=0
edit_round() {
    local p="$work/edits.draudit" out="$work/edits.out"
    [ -e "$p" ] || "$draudit" new "$p" >/dev/null
    "$writer" "$p" ann 100000 >"$out" 2>/dev/null &
    local pid=$!
    pause 0.2 1.5
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    while read -r _ id _; do
        edits_reported=$((edits_reported + 1))
        [ "$(sq "$p" "SELECT count(*) FROM annotation_history WHERE id = $id")" = 1 ] || edits_lost=$((edits_lost + 1))
    done < <(grep '^committed ' "$out")
}

imports_killed=0 imports_partial=0 imports_none=0 imports_whole=0
corpus() {
    [ -e "$work/corpus.jsonl" ] && return
    python3 - "$here/tests/data/import/replay_small.json" "$work/corpus.jsonl" <<'EOF'
import json, sys
battle = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as out:
    for i in range(60000):
        battle["id"] = "campaign-%d" % i
        out.write(json.dumps(battle) + "\n")
EOF
}
import_round() {
    local p="$work/import-$1.draudit"
    "$draudit" new "$p" >/dev/null
    "$draudit" import "$p" "$work/corpus.jsonl" >/dev/null 2>&1 &
    local pid=$!
    pause 0.05 2.5
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    imports_killed=$((imports_killed + 1))
    local sources battles
    sources=$(sq "$p" "SELECT count(*) FROM sources")
    battles=$(sq "$p" "SELECT count(*) FROM comparisons")
    if [ "$sources" = 0 ] && [ "$battles" = 0 ]; then
        imports_none=$((imports_none + 1))
    elif [ "$sources" = 1 ] && [ "$battles" = 60000 ]; then
        imports_whole=$((imports_whole + 1))
    else
        imports_partial=$((imports_partial + 1))
    fi
    "$draudit" import "$p" "$work/corpus.jsonl" >/dev/null
    [ "$(sq "$p" "SELECT count(*) FROM comparisons")" = 60000 ] || imports_partial=$((imports_partial + 1))
    rm -f "$p" "$p-wal" "$p-shm" "$p-journal"
}

merges_killed=0 merges_broken=0 merges_done_before=0
merge_setup() {
    "$draudit" demo "$work/master0.draudit" --battles 1300 --reports 0 --answer-words 10 >/dev/null
    "$draudit" study create "$work/master0.draudit" --name big --protocol dr-arena --form pipeline-audit >/dev/null
    "$draudit" study assign "$work/master0.draudit" --study big --annotators ann >/dev/null
    "$draudit" study export "$work/master0.draudit" --study big --annotator ann --out "$work/package.draudit" >/dev/null
    sq "$work/package.draudit" "BEGIN; CREATE TEMP TABLE f(field TEXT, value TEXT);
        INSERT INTO f VALUES ('A1','Yes'),('A2','No'),('B1','Completely correct'),('C1','A_BETTER'),
          ('C1_failure','DEEP'),('C1_reason','better sourced');
        INSERT INTO annotations (study_id, annotator_id, target, field, value, created_at, updated_at, client_id)
          SELECT a.study_id, a.annotator_id, a.target, f.field, f.value, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'offline' FROM assignments a, f;
        INSERT INTO annotation_history (annotation_id, study_id, annotator_id, target, field, old_value, new_value,
          changed_at, client_id) SELECT id, study_id, annotator_id, target, field, NULL, value, created_at, 'offline'
          FROM annotations; COMMIT;"
}
merge_round() {
    local p="$work/master.draudit"
    rm -f "$p" "$p-wal" "$p-shm" "$p-journal"
    cp "$work/master0.draudit" "$p"
    "$draudit" study merge "$p" "$work/package.draudit" >/dev/null 2>&1 &
    local pid=$!
    pause 0.3 3.0
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    merges_killed=$((merges_killed + 1))
    [ "$(sq "$p" "SELECT count(*) FROM packages WHERE merged_at IS NOT NULL")" = 1 ] && merges_done_before=$((merges_done_before + 1))
    "$draudit" check "$p" >/dev/null 2>&1 || merges_broken=$((merges_broken + 1))
    "$draudit" study merge "$p" "$work/package.draudit" >/dev/null 2>&1 || merges_broken=$((merges_broken + 1))
    local want got
    want=$(sq "$work/package.draudit" "SELECT count(*) FROM annotations")
    got=$(sq "$p" "SELECT count(*) FROM annotations WHERE client_id = 'merge'")
    [ "$want" = "$got" ] && "$draudit" check "$p" >/dev/null 2>&1 || merges_broken=$((merges_broken + 1))
}

workbench_reported=0 workbench_lost=0
workbench_round() {
    local d="$work/bench-$1" out="$work/workbench.out" fifo="$work/workbench.in"
    mkdir -p "$d"
    cp "$here/tests/data/import/replay_small.json" "$d/"
    local p="$d/project.draudit"
    "$draudit" new "$p" >/dev/null
    rm -f "$fifo" && mkfifo "$fifo"
    QT_QPA_PLATFORM=offscreen "$workbench" "$p" "$d" <"$fifo" >"$out" 2>/dev/null &
    local pid=$!
    exec 7>"$fifo"
    for _ in $(seq 600); do grep -q '^imported' "$out" && break; sleep 0.1; done
    "$draudit" info "$p" >/dev/null # another process opens the project and closes it
    for _ in $(seq $((RANDOM % 30 + 1))); do echo commit >&7; done
    pause 0.05 0.6
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    exec 7>&-
    while read -r _ id; do
        workbench_reported=$((workbench_reported + 1))
        [ "$(sq "$p" "SELECT count(*) FROM annotation_history WHERE id = $id")" = 1 ] || workbench_lost=$((workbench_lost + 1))
    done < <(grep '^committed ' "$out")
    rm -rf "$d"
}

damaged_files=0 damaged_refused=0 damaged_written=0
damaged_round() {
    local d="$work/damaged" p="$work/damaged.draudit"
    mkdir -p "$d"
    head -c 1000 "$work/corpus.jsonl" >"$d/cut.jsonl"
    { head -n 3 "$work/corpus.jsonl"; head -n 1 "$work/corpus.jsonl"; } >"$d/repeated.jsonl"
    { head -n 2 "$work/corpus.jsonl"; printf '{"id":"x","id":"y"}\n'; } >"$d/repeated-key.jsonl"
    { head -n 2 "$work/corpus.jsonl"; printf '\xff\xfe\n'; } >"$d/not-utf8.jsonl"
    "$draudit" new "$p" >/dev/null
    for f in "$d"/*; do
        damaged_files=$((damaged_files + 1))
        if ! "$draudit" import "$p" "$f" 2>"$work/err" >/dev/null && grep -q ":[0-9]" "$work/err"; then
            damaged_refused=$((damaged_refused + 1))
        fi
    done
    damaged_written=$(sq "$p" "SELECT count(*) FROM sources")
}

corpus
merge_setup
for ((r = 1; r <= rounds; r++)); do
    edit_round
    import_round "$r"
    merge_round
    workbench_round "$r"
    printf '\rround %d of %d' "$r" "$rounds" >&2
done
damaged_round
echo >&2
echo "answers: $rounds writers killed, $edits_reported answers reported committed, $edits_lost lost"
echo "imports: $imports_killed killed ($imports_none before the commit: nothing written; $imports_whole after: all"\
    "60,000 battles), $imports_partial left a partial file or failed to import again"
echo "merges:  $merges_killed killed ($merges_done_before after the merge had finished), $merges_broken left a broken chain or failed to finish on a second merge"
echo "workbench: $rounds killed after a folder import and another process's open and close, $workbench_reported answers reported committed, $workbench_lost lost"
echo "damaged: $damaged_files files, $damaged_refused refused naming a line, $damaged_written written"
