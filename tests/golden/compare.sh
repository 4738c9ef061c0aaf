#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs golden.sh with a draudit binary and compares every output with tests/golden/expected/ byte for byte:
#   tests/golden/compare.sh DRAUDIT
# The outputs were recorded before the benchmark-modules refactoring (packages and export lines again when blind
# packages stopped carrying judge data and system identities, again when their ids became aliases, and again when
# they began to carry their items as blind values, package_items, and once more when a blind study's items began
# always hiding the judge, task preference's "hide_judge_until_committed" among them, and when blind packages began
# keeping that a LiveDRBench report is a claim list, {"kind":"claims"}, so it is carried as its claims table; and when
# the schema gained its invitations and web sessions tables, v10, empty in a package; and the reports again when every
# report began to say which answers it counts, the "answers counted" rows and note, none of its statistics changed; and
# DR-Arena's report when a cluster bootstrap over fewer than 20 battles stopped giving the intervals, the analytic
# ones shown with a note instead; and when counts began to read in English plurals, "28 files imported", "every item
# to 2 annotators", through Qt's plural forms; and the packages when the schema gained assignments.flagged_at, v11,
# a flag kept once the item is done; and DR-Arena's report when a battle an annotator answered only in part stopped
# counting as a whole game in the human ratings, its notes now sentences, and the note on too few clusters translatable,
# "only 5 clusters (battles)", and the note on unreadable judge verdicts a sentence; and the note on a style covariate
# no answer differs in when it began to name it in words, "headings", "bold text"; and the packages when the demo's battles began naming their topic's information tree, its pages
# carried with the battle; and every bootstrap interval when the bootstrap began drawing with SplitMix64 rather than
# libstdc++'s uniform_int_distribution (the same draws on every platform), and the Elo rows from fewer than 20 battles
# when their method began saying so; and the packages when an answer pair began carrying its answers' word counts and
# the round's word limit, counted once for both front ends; and when the protocols began to come from the registry,
# `study create --list-protocols`, in its order, so drb-fact joined and the packages' study and assignment numbers
# moved, nothing else in them; and the imports when their counts began to say comparisons for every benchmark's,
# through plural forms, "1 comparison, 3 rounds", and the packages when block kinds began to be named by shape,
# "table" and "alternatives" for "claims-table" and "tasks"; checked by a diff with those words mapped back, nothing
# else changed); a difference is a change of behaviour.
# Outputs that need ../shared/data are compared only when it is present.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
got=$(mktemp -d)
trap 'rm -rf "$got"' EXIT
"$here/golden.sh" "$1" "$got"
failed=0 passed=0 skipped=0
for want in "$here"/expected/*; do
    name=$(basename "$want")
    if [ ! -e "$got/$name" ]; then
        case $name in *-shared.txt) skipped=$((skipped + 1)); echo "skip $name: ../shared/data is absent"; continue ;; esac
        echo "FAIL $name: not produced"; failed=$((failed + 1)); continue
    fi
    if cmp -s "$want" "$got/$name"; then
        passed=$((passed + 1))
    else
        echo "FAIL $name differs:"; { diff "$want" "$got/$name" || true; } | head -20 | cut -c1-240; failed=$((failed + 1))
    fi
done
for extra in "$got"/*; do
    [ -e "$here/expected/$(basename "$extra")" ] || { echo "FAIL $(basename "$extra"): new output"; failed=$((failed + 1)); }
done
echo "golden: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
