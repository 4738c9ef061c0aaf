#!/usr/bin/env bash
# The architecture as a test (README, "Architecture"):
#  1. includes point down: a folder of models/ includes only lower folders (and itself); judge/ includes no draudit
#     layer; models/ no views/ or app/; views/ no app/;
#  2. no benchmark folder includes another, nor the registry;
#  3. target strings ("round:12", "item:7@response:5") built or split only by models/forms/target.*;
#  4. SQL only in models/store/.
#   tests/layering/check_layers.sh [SOURCE_ROOT]
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"
failed=0 passed=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# Rank of a folder below models/ (equal ranks may not include each other).
rank() {
    case $1 in
        core) echo 0 ;; io) echo 1 ;; forms) echo 2 ;; study) echo 3 ;; store) echo 4 ;;
        import | report) echo 5 ;; itemmodels | demo) echo 6 ;;
        benchmarks/benchmark.h) echo 7 ;; benchmarks/*/*) echo 8 ;; benchmarks/registry) echo 9 ;;
        *) echo "" ;;
    esac
}
# models/<folder>/file -> folder key used by rank (benchmark files keep their benchmark folder).
key() {
    local rel=${1#models/}
    case $rel in
        benchmarks/benchmark.h) echo "$rel" ;;
        benchmarks/registry.*) echo "benchmarks/registry" ;;
        benchmarks/*/*) echo "benchmarks/$(cut -d/ -f2 <<<"$rel")/x" ;;
        */*) echo "${rel%%/*}" ;;
        *) echo "" ;;
    esac
}

while IFS= read -r file; do
    from=$(key "$file")
    if [ -z "$(rank "$from")" ]; then
        fail "$file: not in a known models/ folder"
        continue
    fi
    while IFS= read -r inc; do
        [ -z "$inc" ] && continue
        case $inc in
            views/* | app/*) fail "$file includes $inc (models/ never includes views/ or app/)"; continue ;;
            judge/*) continue ;;
        esac
        to=$(key "$inc")
        [ "$to" = "$from" ] && continue
        rf=$(rank "$from") rt=$(rank "$to")
        if [ -z "$rt" ]; then
            fail "$file includes $inc, which is in no known folder"
        elif [[ $from == benchmarks/*/x && $to == benchmarks/*/x ]]; then
            fail "$file includes $inc: a benchmark never includes another benchmark"
        elif [ "$rt" -ge "$rf" ]; then
            fail "$file includes $inc: ${to%/x} is not below ${from%/x}"
        fi
    done < <(grep -ho '^#include "models/[^"]*"' "$file" | sed 's/#include "//; s/"$//')
    passed=$((passed + 1))
done < <(find models -name '*.h' -o -name '*.cpp' | sort)

for f in $(grep -rlE '^#include "(models|views|app)/' judge); do fail "$f: judge/ includes a draudit layer"; done
for f in $(grep -rl '^#include "app/' views); do fail "$f: views/ includes app/"; done

# Targets: formats and prefix tests of the shapes Target knows, anywhere but in Target itself.
target_pattern='"(round|rounds|response|battle|task|system):%1"|"(item|claim):%1(\.%2)?@|startsWith\(QLatin1String\("(round|rounds|response|battle|task|system|item|claim):"\)|"@response:"|"[a-z0-9]+:%1@%2"'
while IFS= read -r hit; do
    [ -n "$hit" ] && fail "$hit: builds or splits a target string (use models/forms/target.h)"
done < <(grep -rnE "$target_pattern" --include='*.cpp' --include='*.h' app views models | grep -v '^models/forms/target\.')

# SQL: a statement keyword inside a string literal, or Qt's query class.
sql_files=$(grep -rlE '"[^"]*\b(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE TABLE|PRAGMA)\b|QSqlQuery\b' \
    --include='*.cpp' --include='*.h' app views models judge | grep -v '^models/store/' | sort)
for f in $sql_files; do fail "$f runs SQL outside models/store/"; done

echo "layering: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
