#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Records what a fixed sequence of commands prints and writes, so a refactoring can be checked byte for byte:
#   tests/golden/golden.sh DRAUDIT OUT_DIR
# Demo project (fixed seed) + the test fixtures + a few answers; then `report --format json` per registered protocol,
# `import --list-formats`, the import summary of ../shared/data (when present) and a study package per protocol
# (dumped as SQL). Paths are written relative to OUT_DIR's work folder so runs in other places compare equal.
set -euo pipefail
bin=$(realpath "$1")
out=$(realpath -m "$2")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
shared=${DRAUDIT_SHARED_DATA:-$root/../shared}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
cd "$work"
cp -r "$root/tests/data/import" fixtures

normalise() { # paths relative to the work folder, times of day as TIME, package ids as UUID, tokens as TOKEN
    sed -E -e "s#$work/##g" -e "s#$work#.#g" -e "s#[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z?#TIME#g" \
        -e "s#[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}#UUID#g" -e "s#'package_token','[0-9a-f]{64}'#'package_token','TOKEN'#g"
}
run() { # run NAME ARGS...: stdout and stderr (paths made relative) and the exit code into NAME.txt
    local name=$1; shift
    local rc=0
    "$bin" "$@" >"$work/$name.out" 2>&1 || rc=$?
    { normalise <"$work/$name.out"; echo "exit $rc"; } >"$out/$name.txt"
}

run demo demo demo.draudit --seed 7
run import-fixtures import demo.draudit fixtures
run list-formats import --list-formats
for a in alice bob carol; do
    for r in 1 2 3 4 5 6 7 8 9 10 11 12; do
        case $(( (r * 7 + ${#a}) % 5 )) in
            0) v=A_MUCH_BETTER ;; 1) v=A_BETTER ;; 2) v=Tie ;; 3) v=B_BETTER ;; *) v=B_MUCH_BETTER ;;
        esac
        "$bin" annotate demo.draudit --annotator "$a" --target "round:$r" --field C1 --value "$v" --client golden >/dev/null
    done
done
printf '1,2,3\n4,5,6\n7,8,9\n' >triples.txt
# Every registered protocol, in the registry's order: NAME, drawn|given, report|report-field|no-report.
mapfile -t protocols < <("$bin" study create --list-protocols)
run list-protocols study create --list-protocols
for row in "${protocols[@]}"; do
    IFS=$'\t' read -r p items _ <<<"$row"
    extra=()
    [ "$items" = given ] && extra=(--items triples.txt)
    run "study-create-$p" study create demo.draudit --name "s-$p" --protocol "$p" --sample 2 --seed 3 "${extra[@]}"
    run "study-assign-$p" study assign demo.draudit --study "s-$p" --annotators alice,bob --per-item 2
    run "study-export-$p" study export demo.draudit --study "s-$p" --annotator alice --out "pkg-$p.draudit"
    if [ -f "pkg-$p.draudit" ]; then
        # A blind package's ids are aliases under its own random key (16 digits from 2^51) and its battles and tasks
        # are numbered in alias order: both vary from run to run, and so does the order of the rows, and of what the
        # carried items draw from their targets (package_items.py).
        sqlite3 "pkg-$p.draudit" .dump | normalise \
            | sed -E -e 's#\b[2-4][0-9]{15}\b#ALIAS#g' -e "s#'(battle|task)-[0-9]+'#'\1-N'#g" \
            | python3 "$here/package_items.py" | LC_ALL=C sort \
            >"$out/package-$p.sql"
    fi
done
for row in "${protocols[@]}"; do
    IFS=$'\t' read -r p _ report <<<"$row"
    case $report in
        report)
            run "report-$p" report demo.draudit --protocol "$p" --format json
            run "report-$p-study" report demo.draudit --protocol "$p" --study "s-$p" --format json ;;
        report-field) run "report-$p" report demo.draudit --protocol "$p" --field C1 --judge-field verdict --format json ;;
    esac
done
if [ -d "$shared/data" ]; then
    ln -s "$shared/data" shared-data
    "$bin" new shared.draudit >/dev/null
    run import-shared import shared.draudit shared-data
    run info-shared info shared.draudit
fi
