// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Set-up in process (a demo project, a study of whole battles, one invitation per annotator), the server as a child
// process, one thread per annotator; with --kill-every, the server is killed (SIGKILL) and started again under load.
// Afterwards every answer the server said was saved must be in the project exactly once, and `check` clean.
#include "app/serve/servebench.h"

#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/serve/benchclient.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/projectcheck.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/speedfixtures.h"
#include "models/store/studies/invitations.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <random>
#include <thread>

namespace draudit::serve {

namespace {
struct Bench
{
    int annotators = 70;
    double seconds = 30;
    double pace = 1.0;
    double killEvery = 0;
    QString postgres;
    QString project;
    QStringList tokens;
};

void say(const QString &text)
{
    std::fputs(qPrintable(text), stdout);
    std::fflush(stdout);
}

models::Result<void> prepare(Bench &b)
{
    const QString database = QStringLiteral("draudit_bench_serve");
    if (!b.postgres.isEmpty()) {
        auto url = models::createScratchDatabase(b.postgres, database);
        if (!url)
            return tl::unexpected(url.error());
        b.project = *url;
    }
    auto store = models::ProjectStore::create(b.project);
    if (!store)
        return tl::unexpected(store.error());
    models::DemoOptions demo;
    demo.battles = b.annotators * 4;
    demo.reportTasks = 0;
    demo.rubricTasks = 0;
    demo.answerWords = 300;
    if (const auto made = models::generateDemo(**store, demo); !made)
        return tl::unexpected(made.error());
    models::StudySpec spec;
    spec.name = QStringLiteral("bench");
    const auto counts = models::Catalog(**store).counts();
    if (!counts)
        return tl::unexpected(counts.error());
    spec.protocol = models::protocolOfHeld(*counts); // the pairwise protocol of the benchmark that holds the battles
    spec.form = *models::formByName(QStringLiteral("blind-pairwise"));
    spec.sample.wholeUnits = true;
    if (const auto created = models::createStudy(**store, spec); !created)
        return tl::unexpected(created.error());
    QStringList names;
    for (int i = 1; i <= b.annotators; ++i)
        names << QStringLiteral("a%1").arg(i, 2, 10, QLatin1Char('0'));
    if (const auto assigned = models::StudyStore(**store).assign(spec.name, names, {}); !assigned)
        return tl::unexpected(assigned.error());
    const auto study = models::StudyStore(**store).study(spec.name);
    for (const QString &name : names) {
        const auto issued = models::InvitationStore(**store).issue(study->id, name, 1);
        if (!issued)
            return tl::unexpected(issued.error());
        b.tokens << issued->token;
    }
    return {};
}

// Starts the server (its lines go to a log file, so a full pipe never holds it up); its port, or 0.
std::uint16_t startServer(QProcess &server, const Bench &b, const QTemporaryDir &dir, std::uint16_t port)
{
    const QString log = dir.filePath(QStringLiteral("serve-%1.log").arg(QDateTime::currentMSecsSinceEpoch()));
    server.setProgram(QCoreApplication::applicationFilePath());
    server.setArguments({ QStringLiteral("serve"), b.project, QStringLiteral("--study"), QStringLiteral("bench"),
        QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--events") });
    server.setStandardOutputFile(log);
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start();
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 30000 && server.state() != QProcess::NotRunning) {
        QFile f(log);
        const QByteArray line = f.open(QIODevice::ReadOnly) ? f.readLine() : QByteArray();
        if (line.endsWith('\n')) {
            const QString url = QJsonDocument::fromJson(line).object().value(QStringLiteral("url")).toString();
            return static_cast<std::uint16_t>(url.section(QLatin1Char(':'), -1).toUInt());
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return 0;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5))];
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2) : QString();
}

void printLatencies(const char *what, const std::vector<double> &ms)
{
    say(QStringLiteral("  %1 %2 requests: p50 %3 ms, p95 %4 ms, p99 %5 ms, max %6 ms\n")
            .arg(QLatin1String(what), -7)
            .arg(ms.size())
            .arg(percentile(ms, 0.5), 0, 'f', 1)
            .arg(percentile(ms, 0.95), 0, 'f', 1)
            .arg(percentile(ms, 0.99), 0, 'f', 1)
            .arg(ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()), 0, 'f', 1));
}

// Every answer the server said was saved is in the project once; the project passes `check`.
bool verify(const Bench &b, const QStringList &saved)
{
    auto store = models::ProjectStore::open(b.project);
    if (!store) {
        say(store.error().toString() + QLatin1Char('\n'));
        return false;
    }
    const auto rows = models::historyRowsByClient(**store, QStringLiteral("web:bench-"));
    if (!rows) {
        say(rows.error().toString() + QLatin1Char('\n'));
        return false;
    }
    int missing = 0, twice = 0;
    for (const QString &key : saved) {
        missing += rows->value(QStringLiteral("web:") + key) == 0 ? 1 : 0;
        twice += rows->value(QStringLiteral("web:") + key) > 1 ? 1 : 0;
    }
    const auto problems = models::checkProject(**store);
    say(QStringLiteral("  saved answers in the project: %1 of %2 (%3 missing, %4 written twice); check: %5\n")
            .arg(saved.size() - missing)
            .arg(saved.size())
            .arg(missing)
            .arg(twice)
            .arg(problems && problems->isEmpty() ? QStringLiteral("clean") : QStringLiteral("PROBLEMS")));
    return missing == 0 && twice == 0 && problems && problems->isEmpty();
}
void printRecords(
    const std::vector<std::unique_ptr<BenchAnnotator>> &people, double seconds, int kills, QStringList &saved)
{
    BenchRecord all;
    for (const auto &a : people) {
        const BenchRecord &r = a->record();
        all.answerMs.insert(all.answerMs.end(), r.answerMs.begin(), r.answerMs.end());
        all.commitMs.insert(all.commitMs.end(), r.commitMs.begin(), r.commitMs.end());
        all.stateMs.insert(all.stateMs.end(), r.stateMs.begin(), r.stateMs.end());
        saved << r.savedKeys;
        all.retried += r.retried;
        all.reopened += r.reopened;
        all.failed += r.failed;
        all.committed += r.committed;
    }
    say(QStringLiteral("  %1 answers saved, %2 items committed in %3 s (%4 requests a second); %5 server kills, %6 "
                       "requests retried, %7 sessions opened again, %8 refused\n")
            .arg(saved.size())
            .arg(all.committed)
            .arg(seconds, 0, 'f', 1)
            .arg(static_cast<double>(all.answerMs.size() + all.commitMs.size() + all.stateMs.size()) / seconds, 0, 'f',
                1)
            .arg(kills)
            .arg(all.retried)
            .arg(all.reopened)
            .arg(all.failed));
    printLatencies("answer", all.answerMs);
    printLatencies("commit", all.commitMs);
    printLatencies("next", all.stateMs);
    std::vector<double> writes = all.answerMs;
    writes.insert(writes.end(), all.commitMs.begin(), all.commitMs.end());
    say(QStringLiteral("  answers and commits together: p50 %1 ms, p95 %2 ms (goal p95 < 50 ms on SQLite, < 100 ms on "
                       "PostgreSQL)\n")
            .arg(percentile(writes, 0.5), 0, 'f', 1)
            .arg(percentile(writes, 0.95), 0, 'f', 1));
}

bool runLoad(const Bench &b, const QTemporaryDir &dir)
{
    QProcess server;
    const std::uint16_t port = startServer(server, b, dir, 0);
    if (port == 0) {
        say(QStringLiteral("  the server did not start\n"));
        return false;
    }
    std::vector<std::unique_ptr<BenchAnnotator>> people;
    for (int i = 0; i < b.annotators; ++i)
        people.push_back(std::make_unique<BenchAnnotator>(port, b.tokens[i], i + 1, b.pace));
    std::atomic<bool> stop { false };
    std::vector<std::thread> threads;
    for (auto &a : people)
        threads.emplace_back([&a, &stop] { a->run(stop); });
    QElapsedTimer clock;
    clock.start();
    std::mt19937 random(7);
    std::uniform_real_distribution<double> spread(0.5, 1.5);
    int kills = 0;
    double nextKill = b.killEvery > 0 ? b.killEvery * spread(random) : 1e18;
    bool restarted = true;
    while (clock.elapsed() < b.seconds * 1000 && restarted) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (static_cast<double>(clock.elapsed()) < nextKill * 1000)
            continue;
        server.kill(); // SIGKILL: no shutdown, no flush
        server.waitForFinished(10000);
        ++kills;
        restarted = startServer(server, b, dir, port) != 0;
        nextKill += b.killEvery * spread(random);
    }
    stop = true;
    for (std::thread &t : threads)
        t.join();
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    server.terminate();
    server.waitForFinished(30000);
    QStringList saved;
    printRecords(people, seconds, kills, saved);
    say(QStringLiteral("  load average after: %1\n").arg(loadAverage()));
    return restarted && verify(b, saved);
}
} // namespace

int runServeBench(const QStringList &args)
{
    QCommandLineParser p;
    p.addOption(
        { QStringLiteral("annotators"), QStringLiteral("Simulated annotators (default 70)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("seconds"), QStringLiteral("How long they work (default 30)."), QStringLiteral("s") });
    p.addOption({ QStringLiteral("pace"),
        QStringLiteral("Mean seconds between one annotator's actions (default 1; a person takes 5 to 60)."),
        QStringLiteral("s") });
    p.addOption({ QStringLiteral("kill-every"),
        QStringLiteral("Kill the server (SIGKILL) about this often and start it again (default: never)."),
        QStringLiteral("s") });
    p.addOption({ QStringLiteral("postgres"),
        QStringLiteral("Serve a project on this PostgreSQL server (a URL whose user may create databases): a scratch "
                       "database, dropped after."),
        QStringLiteral("url") });
    int code = cli::Ok;
    if (!cli::parseOptions(p, args,
            QStringLiteral(
                "Annotators in browsers, simulated on loopback against `draudit serve`: latency of answers "
                "and commits, and (with --kill-every) that a killed server loses no answer it said was saved."),
            &code))
        return code;
    Bench b;
    const auto number = [&p](const char *name, double fallback) {
        return p.isSet(QString::fromLatin1(name)) ? p.value(QString::fromLatin1(name)).toDouble() : fallback;
    };
    b.annotators = std::clamp(static_cast<int>(number("annotators", 70)), 1, 500);
    b.seconds = std::clamp(number("seconds", 30), 1.0, 600.0);
    b.pace = std::clamp(number("pace", 1), 0.01, 600.0);
    b.killEvery = p.value(QStringLiteral("kill-every")).toDouble();
    b.postgres = p.value(QStringLiteral("postgres"));
    QTemporaryDir dir;
    b.project = dir.filePath(QStringLiteral("bench.draudit"));
    say(QStringLiteral("draudit bench serve: %1 annotators, %2 s, one action every %3 s each, %4%5\n")
            .arg(b.annotators)
            .arg(b.seconds)
            .arg(b.pace)
            .arg(b.postgres.isEmpty() ? QStringLiteral("SQLite") : QStringLiteral("PostgreSQL"),
                b.killEvery > 0 ? QStringLiteral(", server killed every ~%1 s").arg(b.killEvery) : QString()));
    if (const auto ready = prepare(b); !ready)
        return cli::fail(QStringLiteral("bench"), ready.error().toString());
    say(QStringLiteral("  load average before: %1\n").arg(loadAverage()));
    const bool ok = runLoad(b, dir);
    if (!b.postgres.isEmpty())
        if (const auto dropped = models::dropScratchDatabase(b.postgres, QStringLiteral("draudit_bench_serve"));
            !dropped)
            say(dropped.error().toString() + QLatin1Char('\n'));
    return ok ? cli::Ok : cli::Failed;
}

} // namespace draudit::serve
