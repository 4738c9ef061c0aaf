// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The floor: after draudit's first import of a run set, the rows of every table it filled are written out with
// `\copy ... TO` (COPY's text format); each run then loads them into a database made by `draudit new` like draudit's,
// parents before children, in one transaction of one psql process: what PostgreSQL itself needs to take those rows
// with the same constraints, indexes and triggers, without any client work of draudit's.
#include "app/bench/speedpostgres.h"

#include "app/bench/speedimport.h"
#include "app/bench/speedprocess.h"
#include "app/bench/speedratings.h"
#include "app/cli/command.h"
#include "models/store/storage/speedfixtures.h"

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace draudit::cli {

namespace {
struct BackendRuns
{
    std::vector<double> pg, floor, sqlite, toFloor, toSqlite;
    QString error;
};

// psql runs the script in one transaction (--single-transaction), stopping at the first error.
ProcessRun runPsql(const QString &url, const QString &script)
{
    const QString psql = QStandardPaths::findExecutable(QStringLiteral("psql"));
    if (psql.isEmpty()) {
        ProcessRun none;
        none.error
            = QStringLiteral("psql not found: PostgreSQL's floor needs its client (apt install postgresql-client)");
        return none;
    }
    return timeProcess(psql,
        { QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
            QStringLiteral("--single-transaction"), QStringLiteral("-d"), url, QStringLiteral("-f"), script });
}

bool writeScript(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) == text.toUtf8().size();
}

// Writes out the rows draudit's import added to `imported` (against `fresh`) and the psql script that loads them:
// the script's path, or empty with `error` set.
QString prepareFloor(const QString &imported, const QString &fresh, const QTemporaryDir &dir, QString &error)
{
    const auto tables = models::tablesAnImportFilled(imported, fresh);
    if (!tables) {
        error = tables.error().toString();
        return {};
    }
    if (dir.path().contains(QLatin1Char('\'')) || dir.path().contains(QLatin1Char('\n'))) {
        error = QStringLiteral("the temporary folder %1 cannot be named in a psql script").arg(dir.path());
        return {};
    }
    QString dump, load;
    for (const QString &table : *tables) {
        const QString rows = dir.filePath(QStringLiteral("floor-%1.copy").arg(table));
        dump += QStringLiteral("\\copy public.\"%1\" TO '%2'\n").arg(table, rows);
        load += QStringLiteral("\\copy public.\"%1\" FROM '%2'\n").arg(table, rows);
    }
    const QString dumpScript = dir.filePath(QStringLiteral("floor-dump.sql"));
    const QString loadScript = dir.filePath(QStringLiteral("floor-load.sql"));
    if (!writeScript(dumpScript, dump) || !writeScript(loadScript, load)) {
        error = QStringLiteral("cannot write the floor's scripts in %1").arg(dir.path());
        return {};
    }
    if (const ProcessRun dumped = runPsql(imported, dumpScript); !dumped.ok) {
        error = dumped.error;
        return {};
    }
    return loadScript;
}

// Fresh databases (draudit's, the floor's) and SQLite project for one run: false with `error` set.
bool prepareRun(const QString &server, const QString &project, QString urls[2], QString &error)
{
    const QString self = QCoreApplication::applicationFilePath();
    const char *names[2] = { "draudit_bench_import", "draudit_bench_floor" };
    for (int i = 0; i < 2; ++i) {
        const auto url = models::createScratchDatabase(server, QString::fromLatin1(names[i]));
        if (!url) {
            error = url.error().toString();
            return false;
        }
        urls[i] = *url;
        if (!timeProcess(self, { QStringLiteral("new"), urls[i] }).ok) {
            error = QStringLiteral("draudit new %1 failed").arg(urls[i]);
            return false;
        }
    }
    for (const char *suffix : { "", "-wal", "-shm", "-journal" })
        QFile::remove(project + QString::fromLatin1(suffix));
    if (!timeProcess(self, { QStringLiteral("new"), project }).ok) {
        error = QStringLiteral("draudit new %1 failed").arg(project);
        return false;
    }
    return true;
}

// draudit into PostgreSQL, the floor, draudit into SQLite: whole processes, alternated run by run.
BackendRuns importIntoAll(const QString &server, const QString &corpus, const QTemporaryDir &dir, int runs)
{
    const QString self = QCoreApplication::applicationFilePath();
    const QString project = dir.filePath(QStringLiteral("beside-postgres.draudit"));
    BackendRuns r;
    QString loadScript;
    for (int run = 0; run < runs && r.error.isEmpty(); ++run) {
        QString urls[2];
        if (!prepareRun(server, project, urls, r.error))
            break;
        const ProcessRun intoPg = timeProcess(self, { QStringLiteral("import"), urls[0], corpus });
        if (intoPg.ok && loadScript.isEmpty())
            loadScript = prepareFloor(urls[0], urls[1], dir, r.error);
        const ProcessRun floor = loadScript.isEmpty() ? ProcessRun {} : runPsql(urls[1], loadScript);
        const ProcessRun intoSqlite = timeProcess(self, { QStringLiteral("import"), project, corpus });
        if (!r.error.isEmpty() || !intoPg.ok || !floor.ok || !intoSqlite.ok) {
            if (r.error.isEmpty())
                r.error = !intoPg.ok ? intoPg.error : (!floor.ok ? floor.error : intoSqlite.error);
            break;
        }
        r.pg.push_back(intoPg.seconds);
        r.floor.push_back(floor.seconds);
        r.sqlite.push_back(intoSqlite.seconds);
        r.toFloor.push_back(intoPg.seconds / floor.seconds);
        r.toSqlite.push_back(intoPg.seconds / intoSqlite.seconds);
    }
    for (const char *name : { "draudit_bench_import", "draudit_bench_floor" })
        if (auto dropped = models::dropScratchDatabase(server, QString::fromLatin1(name));
            !dropped && r.error.isEmpty())
            r.error = dropped.error().toString();
    return r;
}
} // namespace

int compareWithPostgres(const QString &server, const QString &corpus, const QTemporaryDir &dir, int runs)
{
    const BackendRuns r = importIntoAll(server, corpus, dir, runs);
    if (!r.error.isEmpty())
        return fail(QStringLiteral("bench"), r.error);
    printOut(QStringLiteral("  into PostgreSQL (%1): median %2 s; PostgreSQL's floor (psql \\copy of the same rows, "
                            "same schema, one transaction): median %3 s\n"
                            "  draudit / floor, run by run: median %4 (from %5 to %6; target <= 1.3)\n"
                            "  for information, into SQLite: median %7 s; PostgreSQL / SQLite, run by run: median %8\n")
                 .arg(server)
                 .arg(median(r.pg), 0, 'f', 2)
                 .arg(median(r.floor), 0, 'f', 2)
                 .arg(median(r.toFloor), 0, 'f', 2)
                 .arg(*std::min_element(r.toFloor.begin(), r.toFloor.end()), 0, 'f', 2)
                 .arg(*std::max_element(r.toFloor.begin(), r.toFloor.end()), 0, 'f', 2)
                 .arg(median(r.sqlite), 0, 'f', 2)
                 .arg(median(r.toSqlite), 0, 'f', 2));
    return Ok;
}

int printPostgresScaling(const QString &server, const QStringList &files, const QTemporaryDir &dir, int runs)
{
    printOut(QStringLiteral("bench import --scaling --postgres: whole processes, %1 alternated run(s) per size\n"
                            "  corpus MB | PostgreSQL s | MB/s | floor s | draudit / floor | SQLite s | PostgreSQL / "
                            "SQLite\n")
                 .arg(runs));
    const QString corpus = dir.filePath(QStringLiteral("scaling-pg.jsonl"));
    for (const qint64 megabytes : { 25, 60, 100, 250 }) {
        if (const auto built = buildReplayCorpus(files, megabytes * 1024 * 1024, corpus); !built)
            return fail(QStringLiteral("bench"), built.error().toString());
        const BackendRuns r = importIntoAll(server, corpus, dir, runs);
        if (!r.error.isEmpty())
            return fail(QStringLiteral("bench"), r.error);
        printOut(QStringLiteral("  %1 | %2 | %3 | %4 | %5 | %6 | %7\n")
                     .arg(megabytes, 9)
                     .arg(median(r.pg), 12, 'f', 2)
                     .arg(static_cast<double>(megabytes) / median(r.pg), 4, 'f', 0)
                     .arg(median(r.floor), 7, 'f', 2)
                     .arg(median(r.toFloor), 15, 'f', 2)
                     .arg(median(r.sqlite), 8, 'f', 2)
                     .arg(median(r.toSqlite), 0, 'f', 2));
        QFile::remove(corpus);
    }
    return Ok;
}

} // namespace draudit::cli
