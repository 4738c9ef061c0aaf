#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture as a test (ARCHITECTURE.md, "Rules the layering test enforces"):
#  1. includes point down: a folder of models/ (each of the store's sub-libraries is one) includes only lower folders
#     (and itself); judge/ includes no draudit
#     layer; models/ no views/ or app/; views/ no app/;
#  2. no benchmark folder includes another, nor the registry;
#  3. target strings ("round:12", "item:7@response:5") built or split only by models/forms/target.*;
#  4. SQL only in models/store/ and in a benchmark's own folder (its queries, through the store's helpers: rule 7);
#  5. app/ and views/ reach a benchmark only through the registry: no include of models/benchmarks/<name>/ outside
#     views/benchmarks/<name>/, which includes its own benchmark and no other; no include of views/benchmarks/
#     outside it (the shell holds views/ interfaces, made by the views registry views/benchmarks/panes.cpp);
#  6. a benchmark's ids (the BenchmarkId / ProtocolId literals in its header) are written nowhere else in app/,
#     views/ or models/ (comments aside);
#  7. statements and transactions only through the store's helpers: a QSqlQuery is made only by the statement
#     helper (models/store/storage/statementcache.cpp) and the connection (models/store/storage/projectstore.cpp); a transaction is
#     begun, committed or rolled back only by the transaction helper (models/store/storage/storetransaction.h, over
#     ProjectStore's beginWrite/commitWrite/rollbackWrite), an import record's savepoint aside (importwriter.cpp).
#  8. (ARCHITECTURE.md's rule 10) a benchmark is its folders and one line: outside models/benchmarks/<name>/ and views/benchmarks/<name>/, the
#     product includes its models once, in the registry (models/benchmarks/registry.cpp, its <name>benchmark.h), and
#     its views only in the views registry (views/benchmarks/panes.cpp); no build file outside its folder names it;
#     its header names its page, docs/benchmarks/NAME.md, which exists (the docs list the folder, not each page).
#   tests/layering/check_layers.sh [SOURCE_ROOT]
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"
failed=0 passed=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# Rank of a folder below models/ (equal ranks may not include each other).
rank() {
    case $1 in
        core) echo 0 ;; io) echo 10 ;; forms) echo 20 ;; study) echo 30 ;;
        store/storage) echo 40 ;; store/imports | store/studies) echo 41 ;; store/queries) echo 42 ;;
        store/packages) echo 43 ;; store/team) echo 44 ;;
        import | report) echo 50 ;; itemmodels | demo) echo 60 ;;
        benchmarks/benchmark.h | benchmarks/common) echo 70 ;; benchmarks/*/*) echo 80 ;; benchmarks/registry) echo 90 ;;
        session) echo 100 ;;
        *) echo "" ;;
    esac
}
# models/<folder>/file -> folder key used by rank (benchmark files keep their benchmark folder).
key() {
    local rel=${1#models/}
    case $rel in
        benchmarks/benchmark.h) echo "$rel" ;;
        benchmarks/registry* | benchmarks/registered.h | benchmarks/importplan.*) echo "benchmarks/registry" ;;
        benchmarks/reportitem.*) echo "benchmarks/common" ;;
        benchmarks/*/*) echo "benchmarks/$(cut -d/ -f2 <<<"$rel")/x" ;;
        store/*/*) echo "store/$(cut -d/ -f2 <<<"$rel")" ;;
        store/*) echo "" ;; # the store's files are in its sub-libraries
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
    --include='*.cpp' --include='*.h' app views models judge | grep -vE '^models/(store|benchmarks/[a-z0-9]+)/' | sort)
for f in $sql_files; do fail "$f runs SQL outside models/store/ and a benchmark's own folder"; done

# 5. Benchmarks reached through the registry only.
while IFS= read -r hit; do
    file=${hit%%:*} inc=${hit#*#include \"models/benchmarks/} inc=${inc%%/*}
    case $file in
        views/benchmarks/*) own=$(cut -d/ -f3 <<<"$file") ;;
        *) own="" ;;
    esac
    [ "$inc" = "$own" ] && continue
    fail "$file includes models/benchmarks/$inc/ (app/ and views/ ask models/benchmarks/registry.h)"
done < <(grep -rnE '^\s*#\s*include\s*["<]models/benchmarks/[a-z0-9]+/' --include='*.cpp' --include='*.h' app views \
    | sed -E 's/#\s*include\s*[<"]/#include "/')
# A benchmark view's header names no benchmark type: the shell includes it, and would reach the benchmark through it.
while IFS= read -r hit; do
    [ -n "$hit" ] && fail "$hit: a header of views/benchmarks/ includes a benchmark's models (include it in the .cpp)"
done < <(grep -rnE '^\s*#\s*include\s*["<]models/benchmarks/[a-z0-9]+/' --include='*.h' views/benchmarks)
while IFS= read -r hit; do
    file=${hit%%:*} inc=${hit#*#include \"views/benchmarks/} inc=${inc%%/*}
    own=$(cut -d/ -f3 <<<"$file")
    [ "$file" = views/benchmarks/panes.cpp ] && continue # the views registry
    [ "$inc" = "$own" ] || fail "$file includes views/benchmarks/$inc/: a benchmark's views never include another's"
done < <(grep -rnE '^\s*#\s*include\s*["<]views/benchmarks/[a-z0-9]+/' --include='*.cpp' --include='*.h' views/benchmarks \
    | sed -E 's/#\s*include\s*[<"]/#include "/')
# app/ and the rest of views/ reach a benchmark's widgets through views/ interfaces (comparisonview.h,
# sourcepagesview.h) and the views registry (views/benchmarks/panes.cpp), never by including them.
while IFS= read -r hit; do
    fail "${hit%%:*} includes ${hit#*#include } (app/ and views/ ask the views registry, views/benchmarks/panes.cpp)"
done < <(grep -rnE '^\s*#\s*include\s*["<]views/benchmarks/' --include='*.cpp' --include='*.h' app views \
    | grep -v '^views/benchmarks/')

# 6. Ids spelled once: each literal of a BenchmarkId / ProtocolId (and a char[] scheme constant) in
#    models/benchmarks/<name>/<name>benchmark.h, and the open study's protocol in models/store/storage/defaultstudy.h, written
#    nowhere else but in that folder (that file): as a whole string, or followed by '#', '@', '%' or ':' and more
#    (a target or a LIKE pattern; "drb: draw whole tasks", prose in a help text, names it for the reader).
while IFS= read -r header; do
    case $header in
        models/benchmarks/*) folder=$(cut -d/ -f3 <<<"$header") own="^models/benchmarks/$folder/\|^views/benchmarks/$folder/" ;;
        *) folder=store own="^$header:" ;;
    esac
    declared=$(grep -cE '(BenchmarkId|ProtocolId) k[A-Za-z0-9]+' "$header")
    parsed=$(grep -cE '(BenchmarkId|ProtocolId) k[A-Za-z0-9]+ (\{ "[^"]+" \}|= k[A-Za-z0-9]+;)' "$header")
    [ "$declared" = "$parsed" ] || fail "$header: an id declaration this test cannot read (write kName { \"text\" })"
    ids=$(grep -oE '(BenchmarkId|ProtocolId) k[A-Za-z0-9]+ \{ "[^"]+" \}|char k[A-Za-z0-9]+\[\] = "[^"]+"' "$header" \
        | sed -E 's/.*"([^"]+)".*/\1/' | sort -u)
    while IFS= read -r id; do
        [ -z "$id" ] && continue
        while IFS= read -r hit; do
            [ -n "$hit" ] && fail "$hit: writes the id \"$id\" of $folder (use the constant in $header)"
        done < <(grep -rnE "[\"']$id([\"'#@%]|:[^ ])" --include='*.cpp' --include='*.h' app views models | grep -v "$own" \
            | grep -vE '^[^:]+:[0-9]+:\s*//' | sed -E 's|\s//\s.*$||' | grep -E "[\"']$id([\"'#@%]|:[^ ])")
    done <<<"$ids"
done < <(ls models/benchmarks/*/*benchmark.h models/store/storage/defaultstudy.h)

# 7. Statements and transactions through the store's helpers: the statement helper (statementcache.cpp) and the
# connection (projectstore.cpp) make every QSqlQuery; the transaction helper (storetransaction.h, over ProjectStore)
# begins and ends every transaction; an import record's savepoint (importwriter.cpp) nests inside the file's.
while IFS= read -r hit; do
    [ -n "$hit" ] && fail "$hit: opens or ends a transaction outside the store's transaction helper"
done < <(grep -rnE '(database\([^)]*\)|[A-Za-z_]*db|\bto)\.(transaction|commit|rollback)\(|\b(beginWrite|commitWrite|rollbackWrite)\(|"(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b' \
    --include='*.cpp' --include='*.h' app views models \
    | grep -vE '^models/store/(storage/projectstore\.(cpp|h)|storage/storetransaction\.h|imports/importwriter\.cpp):')
while IFS= read -r hit; do
    [ -n "$hit" ] && fail "$hit: makes a query outside the store's statement helper"
done < <(grep -rnE 'QSqlQuery [A-Za-z_]+\(|QSqlQuery [A-Za-z_]+;|QSqlQuery\(|<QSqlQuery>\(' \
    --include='*.cpp' --include='*.h' app views models | grep -vE '^models/store/storage/(statementcache|projectstore)\.cpp:')

# 8. One folder and one line. A benchmark's own build needs are its folder's benchmark.cmake.
for dir in models/benchmarks/*/; do
    name=$(basename "$dir")
    [ -f "$dir${name}benchmark.h" ] || { fail "$dir: a benchmark folder without ${name}benchmark.h"; continue; }
    page=$(grep -oE '^// Its page: docs/benchmarks/[a-z0-9.-]+\.md' "$dir${name}benchmark.h" | sed 's#^// Its page: ##')
    [ -n "$page" ] && [ -f "$page" ] \
        || fail "$dir${name}benchmark.h: names no page of its own (// Its page: docs/benchmarks/NAME.md), or the page is missing"
    while IFS= read -r hit; do
        [ -n "$hit" ] && fail "$hit: includes benchmark $name's models outside its slice (only the registry does)"
    done < <(grep -rnE "^\s*#\s*include\s*[\"<]models/benchmarks/$name/" --include='*.cpp' --include='*.h' app views models \
        | grep -vE "^(models|views)/benchmarks/$name/" | grep -vE "^models/benchmarks/registry\.cpp:[0-9]+:#include \"models/benchmarks/$name/${name}benchmark\.h\"$")
    [ "$(grep -c "#include \"models/benchmarks/$name/" models/benchmarks/registry.cpp)" = 1 ] \
        || fail "models/benchmarks/registry.cpp: includes benchmark $name other than by its one header"
    while IFS= read -r hit; do
        [ -n "$hit" ] && fail "$hit: includes benchmark $name's views outside its slice (only the views registry does)"
    done < <(grep -rnE "^\s*#\s*include\s*[\"<]views/benchmarks/$name/" --include='*.cpp' --include='*.h' app views models \
        | grep -vE "^(views/benchmarks/$name/|views/benchmarks/panes\.cpp:)")
    while IFS= read -r hit; do
        [ -n "$hit" ] && fail "$hit: a build file names benchmark $name outside its folder (use its benchmark.cmake)"
    # The name as a word of its own or a part of an identifier such as draudit_benchmark_NAME.
    done < <(grep -rnE "(^|[^A-Za-z0-9])$name([^A-Za-z0-9]|$)" --include='CMakeLists.txt' --include='*.cmake' CMakeLists.txt cmake app views models judge \
        resources translations packaging 2>/dev/null | grep -vE "^models/benchmarks/$name/")
    passed=$((passed + 1))
done

echo "layering: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
