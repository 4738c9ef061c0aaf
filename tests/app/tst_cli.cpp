// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real draudit binary, run headless with no display: help, version, errors and the JSON contracts.
#include "tests/testdata.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void versionAndHelpNeedNoDisplay();
    void unknownCommand();
    void agreeJsonContract();
    void agreeBootstrapIsReproducible();
    void agreeErrors_data();
    void agreeErrors();
    void customWeights();
    void correlateGroups();
    void projectLifecycle();
    void studyFromStartToFinish();
    void wholeUnitAssignment();
    void listProtocols();
    void annotationDumpRoundTrips();
    void groundTruthExpansion();
    void drBenchRescoreSample();
    void taskPreferenceStudy();
    void benchUiNeedsNoDisplay();
    void damagedFileInAFolderFails();

private:
    struct Run
    {
        int code;
        QByteArray out;
        QByteArray err;
    };
    Run draudit(const QStringList &args);
    static QProcessEnvironment headlessEnvironment();
    QTemporaryDir m_dir;
};

QProcessEnvironment TestCli::headlessEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // headless use must not need even the offscreen platform
    env.remove(QStringLiteral("DRAUDIT_PRIVATE_DIR")); // the binary finds its helpers where it is, as installed
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    return env;
}

TestCli::Run TestCli::draudit(const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(headlessEnvironment());
    p.start(QStringLiteral(DRAUDIT_BINARY), args);
    p.waitForFinished(120000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

void TestCli::versionAndHelpNeedNoDisplay()
{
    const Run v = draudit({ QStringLiteral("--version") });
    QCOMPARE(v.code, 0);
    QCOMPARE(v.out.trimmed(), QByteArray("draudit ") + DRAUDIT_VERSION);
    const Run h = draudit({ QStringLiteral("--help") });
    QCOMPARE(h.code, 0);
    for (const char *command : { "agree", "correlate", "annotate", "history", "new", "check", "bench" })
        QVERIFY2(h.out.contains(command), command);
    const Run sub = draudit({ QStringLiteral("agree"), QStringLiteral("--help") });
    QCOMPARE(sub.code, 0);
    QVERIFY(sub.out.contains("--ratings"));
    // A study's subcommand is named as typed, in its usage line and in an option's error.
    const Run create = draudit({ QStringLiteral("study"), QStringLiteral("create"), QStringLiteral("--help") });
    QCOMPARE(create.code, 0);
    QVERIFY2(create.out.startsWith("Usage: draudit study create [options]"), create.out.constData());
    // The whole-unit options are the protocols' own (the registry's unit nouns).
    QVERIFY(create.out.contains("--sample-battles <n>") && create.out.contains("dr-arena: draw whole battles"));
    QVERIFY(create.out.contains("--sample-tasks <n>") && create.out.contains("drb: draw whole tasks"));
    const Run wrong = draudit({ QStringLiteral("study"), QStringLiteral("assign"), QStringLiteral("--frobnicate") });
    QCOMPARE(wrong.code, 2);
    QVERIFY2(wrong.err.startsWith("draudit study assign: "), wrong.err.constData());
}

void TestCli::unknownCommand()
{
    // Not a command and not a project: a usage error naming it, not an attempt to open a window.
    const Run r = draudit({ QStringLiteral("frobnicate") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("'frobnicate' is neither a command nor an existing project"), r.err.constData());
    QVERIFY(r.err.contains("Commands:"));
    // A real project without a display: a clear message instead of Qt aborting over platform plugins.
    const QString project = m_dir.filePath(QStringLiteral("nodisplay.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), project }).code, 0);
    const Run window = draudit({ project });
    QCOMPARE(window.code, 2);
    QVERIFY2(window.err.contains("the workbench needs a display"), window.err.constData());
}

void TestCli::agreeJsonContract()
{
    const Run r = draudit({ QStringLiteral("agree"), QStringLiteral("--ratings"),
        draudit::tests::fixture(QStringLiteral("ratings.jsonl")), QStringLiteral("--level"),
        QStringLiteral("interval") });
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(j[QStringLiteral("n_items")].toInt(), 4);
    QCOMPARE(j[QStringLiteral("n_raters")].toInt(), 3);
    QCOMPARE(j[QStringLiteral("n_ratings")].toInt(), 11);
    for (const char *key : { "percent_agreement", "gwet_ac1", "gwet_ac2", "brennan_prediger", "fleiss_kappa",
             "krippendorff_alpha", "icc" })
        QVERIFY2(j.contains(QLatin1String(key)), key);
    // Three raters: Cohen's kappa does not apply and the notes say why.
    QVERIFY(!j.contains(QStringLiteral("cohen_kappa")));
    QVERIFY(QJsonDocument(j[QStringLiteral("notes")].toArray()).toJson().contains("exactly two raters"));
    const QJsonObject icc = j[QStringLiteral("icc")].toObject();
    for (const char *form : { "ICC1", "ICC2", "ICC3", "ICC1k", "ICC2k", "ICC3k" }) {
        const QJsonObject f = icc[QLatin1String(form)].toObject();
        for (const char *field : { "value", "F", "df1", "df2", "p", "ci95" })
            QVERIFY2(f.contains(QLatin1String(field)), form);
    }
    QCOMPARE(icc[QStringLiteral("n_complete_items")].toInt(), 3);
    const QJsonObject fleiss = j[QStringLiteral("fleiss_kappa")].toObject();
    QVERIFY(fleiss.contains(QStringLiteral("se")) && fleiss[QStringLiteral("ci95")].toArray().size() == 2);
}

void TestCli::agreeBootstrapIsReproducible()
{
    const QStringList args { QStringLiteral("agree"), QStringLiteral("--ratings"),
        draudit::tests::fixture(QStringLiteral("ratings_quoted.csv")), QStringLiteral("--cluster"),
        QStringLiteral("task"), QStringLiteral("--bootstrap"), QStringLiteral("300"), QStringLiteral("--seed"),
        QStringLiteral("11") };
    const Run a = draudit(args);
    const Run b = draudit(args);
    QVERIFY2(a.code == 0, a.err.constData());
    QCOMPARE(a.out, b.out);
    const QJsonObject kappa = QJsonDocument::fromJson(a.out).object()[QStringLiteral("cohen_kappa")].toObject();
    const QJsonObject boot = kappa[QStringLiteral("bootstrap")].toObject();
    QCOMPARE(boot[QStringLiteral("seed")].toInt(), 11);
    QCOMPARE(boot[QStringLiteral("resampling")].toString(), QStringLiteral("clusters"));
    QCOMPARE(boot[QStringLiteral("ci95_bca")].toArray().size(), 2);
}

void TestCli::agreeErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("no ratings") << QStringList { QStringLiteral("agree") } << 2
                                << QStringLiteral("--ratings FILE is required");
    QTest::newRow("unreadable") << QStringList { QStringLiteral("agree"), QStringLiteral("--ratings"),
        QStringLiteral("/nonexistent.csv") }
                                << 1 << QStringLiteral("/nonexistent.csv: no such file");
    QTest::newRow("bad level") << QStringList { QStringLiteral("agree"), QStringLiteral("--ratings"),
        QStringLiteral("x.csv"), QStringLiteral("--level"), QStringLiteral("fuzzy") }
                               << 2 << QStringLiteral("unknown level 'fuzzy'");
    QTest::newRow("unknown category") << QStringList {
        QStringLiteral("agree"), QStringLiteral("--ratings"),
        draudit::tests::fixture(QStringLiteral("ratings_quoted.csv")), QStringLiteral("--categories"),
        QStringLiteral("yes,maybe")
    } << 1 << QStringLiteral("ratings_quoted.csv:4:3: field 'value': 'no' is not one of the declared categories");
}

void TestCli::agreeErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = draudit(args);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCli::customWeights()
{
    const QString weights = m_dir.filePath(QStringLiteral("w.csv"));
    QFile f(weights);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# no credit for yes/no confusions, half for each\n1,0.5\n0.5,1\n");
    f.close();
    const Run r = draudit({ QStringLiteral("agree"), QStringLiteral("--ratings"),
        draudit::tests::fixture(QStringLiteral("ratings_quoted.csv")), QStringLiteral("--categories"),
        QStringLiteral("no,yes"), QStringLiteral("--weights"), weights });
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(
        j[QStringLiteral("weighted_kappa_custom")][QStringLiteral("weights")].toString(), QStringLiteral("custom"));
    QVERIFY(j.contains(QStringLiteral("gwet_ac2_custom")));
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write("1,0.5\n0.5,0.9\n");
    f.close();
    const Run bad = draudit({ QStringLiteral("agree"), QStringLiteral("--ratings"),
        draudit::tests::fixture(QStringLiteral("ratings_quoted.csv")), QStringLiteral("--categories"),
        QStringLiteral("no,yes"), QStringLiteral("--weights"), weights });
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains("w.csv:2:2: the diagonal weight must be 1"), bad.err.constData());
}

void TestCli::correlateGroups()
{
    const Run r = draudit({ QStringLiteral("correlate"), QStringLiteral("--input"),
        draudit::tests::fixture(QStringLiteral("paired.csv")), QStringLiteral("--x"), QStringLiteral("judge"),
        QStringLiteral("--y"), QStringLiteral("human"), QStringLiteral("--group"), QStringLiteral("task"),
        QStringLiteral("--raters"), QStringLiteral("e1,e2,e3"), QStringLiteral("--min-icc"), QStringLiteral("0") });
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(j[QStringLiteral("n")].toInt(), 12);
    for (const char *key : { "pearson", "spearman", "kendall_tau_b", "par", "pair_counts", "groups", "group_means" })
        QVERIFY2(j.contains(QLatin1String(key)), key);
    // t3's experts disagree wildly (ICC(1,1) < 0), so FAP/FAS average over t1 and t2 only.
    QCOMPARE(j[QStringLiteral("dropped_groups")].toArray(), QJsonArray { QStringLiteral("t3") });
    const QJsonObject means = j[QStringLiteral("group_means")].toObject();
    QCOMPARE(means[QStringLiteral("n_groups")].toInt(), 2);
    const double t1
        = j[QStringLiteral("groups")][QStringLiteral("t1")][QStringLiteral("pearson")][QStringLiteral("r")].toDouble();
    const double t2
        = j[QStringLiteral("groups")][QStringLiteral("t2")][QStringLiteral("pearson")][QStringLiteral("r")].toDouble();
    QVERIFY(std::fabs(means[QStringLiteral("pearson")].toDouble() - (t1 + t2) / 2) < 1e-12);
    // The same numbers as a table, like agree --format table.
    const Run table = draudit(
        { QStringLiteral("correlate"), QStringLiteral("--input"), draudit::tests::fixture(QStringLiteral("paired.csv")),
            QStringLiteral("--x"), QStringLiteral("judge"), QStringLiteral("--y"), QStringLiteral("human"),
            QStringLiteral("--group"), QStringLiteral("task"), QStringLiteral("--raters"), QStringLiteral("e1,e2,e3"),
            QStringLiteral("--min-icc"), QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("table") });
    QVERIFY2(table.code == 0, table.err.constData());
    QVERIFY(table.out.startsWith("12 pairs"));
    QVERIFY(table.out.contains("means over 2 groups (1 dropped)"));
    const QString pearsonLine = QString::fromUtf8(table.out).section(QLatin1Char('\n'), 3, 3);
    QVERIFY2(pearsonLine.startsWith(QLatin1String("pearson_r "))
            && pearsonLine.contains(
                QString::number(j[QStringLiteral("pearson")][QStringLiteral("r")].toDouble(), 'f', 4)),
        qPrintable(pearsonLine));
    QCOMPARE(draudit({ QStringLiteral("correlate"), QStringLiteral("--input"),
                         draudit::tests::fixture(QStringLiteral("paired.csv")), QStringLiteral("--format"),
                         QStringLiteral("xml") })
                 .code,
        2);
}

void TestCli::projectLifecycle()
{
    const QString project = m_dir.filePath(QStringLiteral("cli.draudit"));
    const Run demo = draudit({ QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("3") });
    QVERIFY2(demo.code == 0, demo.err.constData());
    QVERIFY(demo.out.contains("3 battles"));
    const Run a = draudit({ QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QStringLiteral("alice"),
        QStringLiteral("--target"), QStringLiteral("round:1"), QStringLiteral("--field"), QStringLiteral("C1"),
        QStringLiteral("--value"), QStringLiteral("A_BETTER"), QStringLiteral("--reason"), QStringLiteral("clearer") });
    QCOMPARE(a.code, 0);
    QVERIFY(a.out.startsWith("saved ")); // not "committed": that word is the annotator's commit of an item
    const Run h = draudit({ QStringLiteral("history"), project, QStringLiteral("--format"), QStringLiteral("jsonl") });
    QCOMPARE(h.code, 0);
    const QJsonObject entry = QJsonDocument::fromJson(h.out.trimmed()).object();
    QCOMPARE(entry[QStringLiteral("new")].toString(), QStringLiteral("A_BETTER"));
    QCOMPARE(entry[QStringLiteral("id")].toInteger(), a.out.mid(6).trimmed().toLongLong());
    QCOMPARE(draudit({ QStringLiteral("check"), project }).code, 0);
    const Run missing
        = draudit({ QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QStringLiteral("x") });
    QCOMPARE(missing.code, 2);
    for (const char *protocol : { "drb", "dr3" }) {
        const Run r = draudit({ QStringLiteral("report"), project, QStringLiteral("--protocol"),
            QString::fromLatin1(protocol), QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("protocol")].toString(),
            QString::fromLatin1(protocol));
    }
    const Run info = draudit({ QStringLiteral("info"), project });
    QVERIFY(info.out.contains("annotations  1"));
}

void TestCli::studyFromStartToFinish()
{
    const QString project = m_dir.filePath(QStringLiteral("study.draudit"));
    QCOMPARE(draudit({ QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("6") }).code, 0);
    const auto study = [&](QStringList args) {
        args.prepend(QStringLiteral("study"));
        return draudit(args);
    };
    const Run created = study({ QStringLiteral("create"), project, QStringLiteral("--name"), QStringLiteral("pilot"),
        QStringLiteral("--protocol"), QStringLiteral("dr-arena"), QStringLiteral("--sample"), QStringLiteral("50%"),
        QStringLiteral("--stratify"), QStringLiteral("model_pair"), QStringLiteral("--seed"), QStringLiteral("7") });
    QVERIFY2(created.code == 0, created.err.constData());
    QVERIFY2(created.out.contains("stratified by model_pair, seed 7"), created.out.constData());
    const Run member = study({ QStringLiteral("team"), project, QStringLiteral("--add"), QStringLiteral("ann"),
        QStringLiteral("--display"), QStringLiteral("Ann L."), QStringLiteral("--pin"), QStringLiteral("471147") });
    QVERIFY2(member.code == 0 && member.out.contains("(with a PIN)"), member.err.constData());
    const Run assigned = study({ QStringLiteral("assign"), project, QStringLiteral("--study"), QStringLiteral("pilot"),
        QStringLiteral("--annotators"), QStringLiteral("ann,bob"), QStringLiteral("--per-item"), QStringLiteral("2") });
    QVERIFY2(assigned.code == 0, assigned.err.constData());
    const Run status = study({ QStringLiteral("status"), project, QStringLiteral("--study"), QStringLiteral("pilot"),
        QStringLiteral("--json") });
    QCOMPARE(status.code, 0);
    const QJsonObject s = QJsonDocument::fromJson(status.out).object();
    QCOMPARE(s[QStringLiteral("items_overlapping")].toInt(), s[QStringLiteral("items")].toInt());
    QCOMPARE(s[QStringLiteral("annotators")].toArray().size(), 2);
    const QString package = m_dir.filePath(QStringLiteral("ann.draudit"));
    const Run exported = study({ QStringLiteral("export"), project, QStringLiteral("--study"), QStringLiteral("pilot"),
        QStringLiteral("--annotator"), QStringLiteral("ann"), QStringLiteral("--out"), package });
    QVERIFY2(exported.code == 0, exported.err.constData());
    QVERIFY2(exported.out.contains("(blind: no judge records"), exported.out.constData());
    const Run merged = study({ QStringLiteral("merge"), project, package });
    QVERIFY2(merged.code == 0, merged.err.constData());
    QVERIFY2(merged.out.contains("0 added, 0 updated"), merged.out.constData());
    const Run plan = study({ QStringLiteral("plan"), QStringLiteral("--kappa"), QStringLiteral("0.7"),
        QStringLiteral("--width"), QStringLiteral("0.2"), QStringLiteral("--categories"), QStringLiteral("2") });
    QCOMPARE(plan.code, 0);
    QVERIFY2(plan.out.contains(": 196 double-annotated items"), plan.out.constData());
    // The other statistics, and rounds of battles (a design effect of 1 + (2.13 − 1)·0.3).
    const Run rate = study({ QStringLiteral("plan"), QStringLiteral("--statistic"), QStringLiteral("proportion"),
        QStringLiteral("--expected"), QStringLiteral("0.9"), QStringLiteral("--width"), QStringLiteral("0.1"),
        QStringLiteral("--rounds-per-battle"), QStringLiteral("2.13") });
    QVERIFY2(rate.code == 0 && rate.out.contains("(95%, Wilson): 141 answers")
            && rate.out.contains("design effect 1.339): 189 items in about 89 battles"),
        rate.out.constData());
    const Run rho = study({ QStringLiteral("plan"), QStringLiteral("--statistic"), QStringLiteral("spearman"),
        QStringLiteral("--expected"), QStringLiteral("0.94"), QStringLiteral("--width"), QStringLiteral("0.1") });
    QVERIFY2(rho.code == 0 && rho.out.contains("(95%, Fisher z): 39 items"), rho.out.constData());
    QCOMPARE(study({ QStringLiteral("plan"), QStringLiteral("--statistic"), QStringLiteral("median") }).code, 2);
    // Ann has a PIN: the command line answers as her only with it (from the environment).
    const QStringList asAnn { QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QStringLiteral("ann"),
        QStringLiteral("--target"), QStringLiteral("round:2"), QStringLiteral("--field"), QStringLiteral("C1"),
        QStringLiteral("--value"), QStringLiteral("Tie"), QStringLiteral("--study"), QStringLiteral("pilot") };
    qunsetenv("DRAUDIT_PIN");
    const Run noPin = draudit(asAnn);
    QVERIFY2(noPin.code != 0 && noPin.err.contains("has a PIN"), noPin.err.constData());
    qputenv("DRAUDIT_PIN", "123456");
    QVERIFY(draudit(asAnn).code != 0);
    qputenv("DRAUDIT_PIN", "471147");
    QCOMPARE(draudit(asAnn).code, 0);
    // Every other path that writes as ann checks her PIN too (each was open without it): an annotations file, and a
    // gold value under her name. The owner may import her answers on purpose, recorded as an owner import.
    qunsetenv("DRAUDIT_PIN");
    const QString forged = m_dir.filePath(QStringLiteral("forged.csv"));
    {
        QFile f(forged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("annotator,target,field,value,study\nann,round:3,C1,A_BETTER,pilot\n");
    }
    const QStringList importAsAnn { QStringLiteral("import"), project, forged, QStringLiteral("--format"),
        QStringLiteral("annotations") };
    const Run forgedImport = draudit(importAsAnn);
    QVERIFY2(forgedImport.code != 0 && forgedImport.err.contains("ann has a PIN"), forgedImport.err.constData());
    const Run ownerImport = draudit(importAsAnn + QStringList { QStringLiteral("--as-owner") });
    QVERIFY2(ownerImport.code == 0, ownerImport.err.constData());
    const Run history = draudit({ QStringLiteral("history"), project, QStringLiteral("--annotator"),
        QStringLiteral("ann"), QStringLiteral("--format"), QStringLiteral("jsonl") });
    QVERIFY2(history.out.contains("owner-import"), history.out.constData());
    const Run goldAsAnn = study({ QStringLiteral("adjudicate"), project, QStringLiteral("--study"),
        QStringLiteral("pilot"), QStringLiteral("--target"), QStringLiteral("round:8"), QStringLiteral("--value"),
        QStringLiteral("Tie"), QStringLiteral("--adjudicator"), QStringLiteral("ann") });
    QVERIFY2(goldAsAnn.code != 0 && goldAsAnn.err.contains("ann has a PIN"), goldAsAnn.err.constData());
    // A PIN of fewer than 6 characters is refused.
    const Run shortPin = study({ QStringLiteral("team"), project, QStringLiteral("--add"), QStringLiteral("cy"),
        QStringLiteral("--pin"), QStringLiteral("1") });
    QVERIFY2(shortPin.code != 0 && shortPin.err.contains("at least 6 characters"), shortPin.err.constData());
    qputenv("DRAUDIT_PIN", "471147");
    // Two annotators disagree on one round; the lead resolves it.
    for (const auto &[who, value] : { std::pair { "ann", "A_MUCH_BETTER" }, std::pair { "bob", "B_BETTER" } })
        QCOMPARE(draudit({ QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QString::fromLatin1(who),
                             QStringLiteral("--target"), QStringLiteral("round:8"), QStringLiteral("--field"),
                             QStringLiteral("C1"), QStringLiteral("--value"), QString::fromLatin1(value),
                             QStringLiteral("--study"), QStringLiteral("pilot") })
                     .code,
            0);
    const Run listed = study({ QStringLiteral("adjudicate"), project, QStringLiteral("--study"),
        QStringLiteral("pilot"), QStringLiteral("--min-severity"), QStringLiteral("3") });
    QCOMPARE(listed.code, 0);
    QVERIFY2(listed.out.startsWith("round:8\t3\tann=A_MUCH_BETTER, bob=B_BETTER\t-"), listed.out.constData());
    qunsetenv("DRAUDIT_PIN");
    const Run resolved = study({ QStringLiteral("adjudicate"), project, QStringLiteral("--study"),
        QStringLiteral("pilot"), QStringLiteral("--target"), QStringLiteral("round:8"), QStringLiteral("--value"),
        QStringLiteral("A_BETTER"), QStringLiteral("--adjudicator"), QStringLiteral("lead"), QStringLiteral("--reason"),
        QStringLiteral("both sources") });
    QVERIFY2(resolved.code == 0, resolved.err.constData());
    QVERIFY(study({ QStringLiteral("adjudicate"), project, QStringLiteral("--study"), QStringLiteral("pilot") })
                .out.contains("\tA_BETTER"));
    // The same round with a leading zero is no item: refused, by annotate and by adjudicate alike.
    const Run padded = study({ QStringLiteral("adjudicate"), project, QStringLiteral("--study"),
        QStringLiteral("pilot"), QStringLiteral("--target"), QStringLiteral("round:08"), QStringLiteral("--value"),
        QStringLiteral("Tie"), QStringLiteral("--adjudicator"), QStringLiteral("lead") });
    QVERIFY2(padded.code == 2 && padded.err.contains("names no item"), padded.err.constData());
    const Run paddedAnswer = draudit({ QStringLiteral("annotate"), project, QStringLiteral("--annotator"),
        QStringLiteral("lead"), QStringLiteral("--target"), QStringLiteral("round:08"), QStringLiteral("--field"),
        QStringLiteral("C1"), QStringLiteral("--value"), QStringLiteral("Tie") });
    QVERIFY2(paddedAnswer.code == 2 && paddedAnswer.err.contains("leading zeros"), paddedAnswer.err.constData());
    QCOMPARE(study({ QStringLiteral("frobnicate") }).code, 2);
    QCOMPARE(study({ QStringLiteral("create"), project, QStringLiteral("--name"), QStringLiteral("x") }).code, 2);
    QCOMPARE(draudit({ QStringLiteral("check"), project }).code, 0);
}

void TestCli::wholeUnitAssignment()
{
    // --per-unit assigns whatever whole units the study's protocol draws, and says them in its words (battles here).
    const QString project = m_dir.filePath(QStringLiteral("units.draudit"));
    QCOMPARE(draudit({ QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("6") }).code, 0);
    const auto study = [&](QStringList args) {
        args.prepend(QStringLiteral("study"));
        args.insert(2, project);
        return draudit(args);
    };
    QVERIFY(study({ QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("whole"),
                      QStringLiteral("--protocol"), QStringLiteral("dr-arena"), QStringLiteral("--sample-battles"),
                      QStringLiteral("4") })
                .code
        == 0);
    QVERIFY(study({ QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("rounds"),
                      QStringLiteral("--protocol"), QStringLiteral("dr-arena"), QStringLiteral("--sample"),
                      QStringLiteral("4") })
                .code
        == 0);
    const QStringList team { QStringLiteral("--annotators"), QStringLiteral("ann,bob"), QStringLiteral("--per-unit"),
        QStringLiteral("1"), QStringLiteral("--max-units-per-annotator") };
    const Run tooSmall
        = study(QStringList { QStringLiteral("assign"), QStringLiteral("--study"), QStringLiteral("whole") } + team
            + QStringList { QStringLiteral("1") });
    QCOMPARE(tooSmall.code, 1);
    QVERIFY2(tooSmall.err.contains("places needed: 4 battles"), tooSmall.err.constData());
    const Run notWhole
        = study(QStringList { QStringLiteral("assign"), QStringLiteral("--study"), QStringLiteral("rounds") } + team
            + QStringList { QStringLiteral("2") });
    QCOMPARE(notWhole.code, 1);
    QVERIFY2(notWhole.err.contains("was not drawn by whole battles"), notWhole.err.constData());
    const Run mixed = study({ QStringLiteral("assign"), QStringLiteral("--study"), QStringLiteral("whole"),
        QStringLiteral("--annotators"), QStringLiteral("ann"), QStringLiteral("--per-unit"), QStringLiteral("1"),
        QStringLiteral("--per-item"), QStringLiteral("1") });
    QCOMPARE(mixed.code, 2);
    QVERIFY2(mixed.err.contains("--per-unit replaces --per-item"), mixed.err.constData());
    // A protocol of single items has no units to assign whole.
    QVERIFY(study({ QStringLiteral("create"), QStringLiteral("--name"), QStringLiteral("reports"),
                      QStringLiteral("--protocol"), QStringLiteral("drbench"), QStringLiteral("--sample"),
                      QStringLiteral("2") })
                .code
        == 0);
    const Run single
        = study(QStringList { QStringLiteral("assign"), QStringLiteral("--study"), QStringLiteral("reports") } + team
            + QStringList { QStringLiteral("2") });
    QCOMPARE(single.code, 2);
    QVERIFY2(single.err.contains("protocol 'drbench' draws single items"), single.err.constData());
    // The first spellings, of DeepResearch Bench's tasks, still work.
    const Run assigned = study({ QStringLiteral("assign"), QStringLiteral("--study"), QStringLiteral("whole"),
        QStringLiteral("--annotators"), QStringLiteral("ann,bob"), QStringLiteral("--per-task"), QStringLiteral("1"),
        QStringLiteral("--max-tasks-per-annotator"), QStringLiteral("2") });
    QVERIFY2(assigned.code == 0, assigned.err.constData());
    QVERIFY2(
        assigned.out.contains("all items of each of the battles to one annotator, at most 2 battles per annotator"),
        assigned.out.constData());
}

void TestCli::listProtocols()
{
    // Every registered protocol, for scripts (the golden outputs run one study per line).
    const Run listed
        = draudit({ QStringLiteral("study"), QStringLiteral("create"), QStringLiteral("--list-protocols") });
    QCOMPARE(listed.code, 0);
    const QList<QByteArray> lines = listed.out.trimmed().split('\n');
    QVERIFY(lines.contains("dr-arena\tdrawn\treport"));
    QVERIFY(lines.contains("task-preference\tgiven\treport"));
    QVERIFY(lines.contains("generic\tdrawn\treport-field"));
    QVERIFY(lines.contains("drbench-items\tdrawn\tno-report"));
    QCOMPARE(lines.size(), 9);
}

void TestCli::annotationDumpRoundTrips()
{
    const QString first = m_dir.filePath(QStringLiteral("dump-a.draudit"));
    QCOMPARE(draudit({ QStringLiteral("demo"), first, QStringLiteral("--battles"), QStringLiteral("3") }).code, 0);
    QCOMPARE(draudit({ QStringLiteral("study"), QStringLiteral("create"), first, QStringLiteral("--name"),
                         QStringLiteral("pilot 1"), QStringLiteral("--protocol"), QStringLiteral("dr-arena") })
                 .code,
        0);
    const auto annotate = [&](const QString &project, const QString &who, const QString &value, const QString &reason,
                              const QString &study) {
        QStringList args { QStringLiteral("annotate"), project, QStringLiteral("--annotator"), who,
            QStringLiteral("--target"), QStringLiteral("round:2"), QStringLiteral("--field"), QStringLiteral("C1"),
            QStringLiteral("--value"), value, QStringLiteral("--reason"), reason };
        if (!study.isEmpty())
            args << QStringLiteral("--study") << study;
        return draudit(args).code;
    };
    QCOMPARE(
        annotate(first, QStringLiteral("ann"), QStringLiteral("A_BETTER"), QStringLiteral("clearer, \"sourced\""), {}),
        0);
    QCOMPARE(annotate(first, QStringLiteral("bob"), QStringLiteral("Tie"), QStringLiteral("两者都好"),
                 QStringLiteral("pilot 1")),
        0);
    const QString dump = m_dir.filePath(QStringLiteral("dump.jsonl"));
    const Run exported = draudit({ QStringLiteral("export"), first, QStringLiteral("--annotations"), dump });
    QVERIFY2(exported.code == 0 && exported.out.contains("wrote 2 answers"), exported.out.constData());
    // Into a fresh project and out again: the same answers, reasons and studies.
    const QString second = m_dir.filePath(QStringLiteral("dump-b.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), second }).code, 0);
    const Run imported = draudit({ QStringLiteral("import"), second, dump });
    QVERIFY2(imported.code == 0, imported.err.constData());
    const QString again = m_dir.filePath(QStringLiteral("dump-again.jsonl"));
    QCOMPARE(draudit({ QStringLiteral("export"), second, QStringLiteral("--annotations"), again }).code, 0);
    const auto lines = [](const QString &path) {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        QStringList out;
        for (const QByteArray &line : f.readAll().split('\n'))
            if (!line.isEmpty()) {
                QJsonObject o = QJsonDocument::fromJson(line).object();
                o.remove(QStringLiteral("updated_at"));
                out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
            }
        return out;
    };
    QCOMPARE(lines(again), lines(dump));
    QVERIFY(lines(dump).join(QLatin1Char('\n')).contains(QStringLiteral("两者都好")));
    // Importing the same dump again changes nothing.
    const Run twice = draudit({ QStringLiteral("import"), second, dump });
    QVERIFY(twice.out.contains("0 files imported, 1 unchanged"));
}

void TestCli::groundTruthExpansion()
{
    const QString project = m_dir.filePath(QStringLiteral("live.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), project }).code, 0);
    const QString data = qEnvironmentVariable("DRAUDIT_TEST_DATA");
    if (data.isEmpty())
        QSKIP("DRAUDIT_TEST_DATA is not set (run through ctest)");
    const Run imported
        = draudit({ QStringLiteral("import"), project, data + QStringLiteral("/import/livedrbench.jsonl"),
            data + QStringLiteral("/import/livedrbench_preds_alpha.json") });
    QVERIFY2(imported.code == 0, imported.err.constData());
    // Two annotators accept the second predicted row of the first response (MAPbI3, in no true row) as missing.
    for (const char *who : { "ann", "bob" })
        QCOMPARE(
            draudit({ QStringLiteral("annotate"), project, QStringLiteral("--annotator"), QString::fromLatin1(who),
                        QStringLiteral("--target"), QStringLiteral("claim:1@response:1"), QStringLiteral("--field"),
                        QStringLiteral("missing_from_gt"), QStringLiteral("--value"), QStringLiteral("yes") })
                .code,
            0);
    const QString out = m_dir.filePath(QStringLiteral("gt.jsonl"));
    const Run exported = draudit({ QStringLiteral("export"), project, QStringLiteral("--ground-truth"), out });
    QVERIFY2(exported.code == 0 && exported.out.contains("wrote 8 tasks of ground truth"), exported.out.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject first = QJsonDocument::fromJson(f.readLine()).object();
    QCOMPARE(first[QStringLiteral("key")].toString(), QStringLiteral("nd-001"));
    QVERIFY(first[QStringLiteral("private")].toBool()); // decrypted: not for publication
    QCOMPARE(first[QStringLiteral("ground_truths")].toArray().at(0).toArray().size(), 2);
    QCOMPARE(first[QStringLiteral("expanded_ground_truths")].toArray().at(0).toArray().size(), 3);
    const QJsonArray added = first[QStringLiteral("added")].toArray();
    QCOMPARE(added.size(), 1);
    QCOMPARE(added[0][QStringLiteral("claim")][QStringLiteral("composition")].toString(), QStringLiteral("MAPbI3"));
    QCOMPARE(added[0][QStringLiteral("annotators")].toArray().size(), 2);
}

// A DR. BENCH re-score study draws 35% of the judge's per-rubric decisions unless told otherwise, and the report
// takes the IntegratedScore's unpublished parameters from --param.
void TestCli::drBenchRescoreSample()
{
    const QString project = m_dir.filePath(QStringLiteral("rescore.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), project }).code, 0);
    const QString data = qEnvironmentVariable("DRAUDIT_TEST_DATA");
    if (data.isEmpty())
        QSKIP("DRAUDIT_TEST_DATA is not set (run through ctest)");
    const Run imported = draudit({ QStringLiteral("import"), project, data + QStringLiteral("/drbench-run") });
    QVERIFY2(imported.code == 0 && imported.out.contains("183 judge records"), imported.out.constData());
    const Run created = draudit({ QStringLiteral("study"), QStringLiteral("create"), project, QStringLiteral("--name"),
        QStringLiteral("rescore"), QStringLiteral("--protocol"), QStringLiteral("drbench-items"),
        QStringLiteral("--stratify"), QStringLiteral("kind") });
    QVERIFY2(created.code == 0 && created.out.contains("9 items (35% of the items, stratified by kind"),
        created.out.constData());
    const Run report = draudit({ QStringLiteral("report"), project, QStringLiteral("--protocol"),
        QStringLiteral("drbench"), QStringLiteral("--param"), QStringLiteral("epsilon_plus=2") });
    QVERIFY2(report.code == 0 && report.out.contains("\"integrated_score\"") && report.out.contains("ε₊ = 2,"),
        report.out.constData());
    const Run bad = draudit({ QStringLiteral("report"), project, QStringLiteral("--protocol"),
        QStringLiteral("drbench"), QStringLiteral("--param"), QStringLiteral("epsilon_plus") });
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains("--param takes NAME=NUMBER"));
}

// A task-preference study from a file of round triples; a bad file names its line; the report lists each
// configuration's selection rate once answers exist.
void TestCli::taskPreferenceStudy()
{
    const QString project = m_dir.filePath(QStringLiteral("tasks.draudit"));
    QCOMPARE(draudit({ QStringLiteral("demo"), project, QStringLiteral("--battles"), QStringLiteral("3") }).code, 0);
    QFile triples(m_dir.filePath(QStringLiteral("triples.csv")));
    QVERIFY(triples.open(QIODevice::WriteOnly));
    triples.write("configurations: deep, wide, base\n1,2,3\n4,5,6\n");
    triples.close();
    QFile bad(m_dir.filePath(QStringLiteral("bad.csv")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("1,2,3\n4,x,6\n");
    bad.close();
    const QStringList create { QStringLiteral("study"), QStringLiteral("create"), project, QStringLiteral("--name"),
        QStringLiteral("tp"), QStringLiteral("--protocol"), QStringLiteral("task-preference"),
        QStringLiteral("--items") };
    const Run refused = draudit(create + QStringList { bad.fileName() });
    QCOMPARE(refused.code, 1);
    QVERIFY2(
        refused.err.contains("bad.csv:2") && refused.err.contains("'x' is not a round id"), refused.err.constData());
    const Run created = draudit(create + QStringList { triples.fileName() });
    QVERIFY2(created.code == 0, created.err.constData());
    QVERIFY2(created.out.contains("2 items") && created.out.contains("form task-preference"), created.out.constData());
    QCOMPARE(draudit({ QStringLiteral("study"), QStringLiteral("assign"), project, QStringLiteral("--study"),
                         QStringLiteral("tp"), QStringLiteral("--annotators"), QStringLiteral("ann") })
                 .code,
        0);
    for (const char *field : { "best_question", "best_checklist" })
        QCOMPARE(draudit({ QStringLiteral("annotate"), project, QStringLiteral("--study"), QStringLiteral("tp"),
                             QStringLiteral("--annotator"), QStringLiteral("ann"), QStringLiteral("--target"),
                             QStringLiteral("rounds:1,2,3"), QStringLiteral("--field"), QString::fromLatin1(field),
                             QStringLiteral("--value"), QStringLiteral("round:2") })
                     .code,
            0);
    // Into a study, annotate writes what the study's form asks of the annotator's own items, as a merge would.
    const auto annotate = [&](const QString &who, const QString &field, const QString &value, const QString &client) {
        return draudit({ QStringLiteral("annotate"), project, QStringLiteral("--study"), QStringLiteral("tp"),
            QStringLiteral("--annotator"), who, QStringLiteral("--target"), QStringLiteral("rounds:1,2,3"),
            QStringLiteral("--field"), field, QStringLiteral("--value"), value, QStringLiteral("--client"), client });
    };
    const Run outsideForm
        = annotate(QStringLiteral("ann"), QStringLiteral("C1"), QStringLiteral("Tie"), QStringLiteral("t"));
    QVERIFY2(outsideForm.code != 0 && outsideForm.err.contains("not a question"), outsideForm.err.constData());
    const Run badValue = annotate(
        QStringLiteral("ann"), QStringLiteral("best_question"), QStringLiteral("round:99"), QStringLiteral("t"));
    QVERIFY2(badValue.code != 0 && badValue.err.contains("not an answer"), badValue.err.constData());
    const Run stranger = annotate(
        QStringLiteral("eve"), QStringLiteral("best_question"), QStringLiteral("round:2"), QStringLiteral("t"));
    QVERIFY2(stranger.code != 0 && stranger.err.contains("no items"), stranger.err.constData());
    const Run spoofed = annotate(QStringLiteral("ann"), QStringLiteral("best_question"), QStringLiteral("round:2"),
        QStringLiteral("owner-import"));
    QVERIFY2(spoofed.code != 0 && spoofed.err.contains("--client"), spoofed.err.constData());
    const Run report
        = draudit({ QStringLiteral("report"), project, QStringLiteral("--protocol"), QStringLiteral("task-preference"),
            QStringLiteral("--study"), QStringLiteral("tp"), QStringLiteral("--format"), QStringLiteral("csv") });
    QVERIFY2(report.code == 0, report.err.constData());
    QVERIFY2(report.out.contains("wide") && report.out.contains("selection_rate"), report.out.constData());
    // "wide" (the second column) was chosen both times: rate 1 for wide, 0 for deep.
    QVERIFY2(report.out.contains("task preference: best_question,wide,selection_rate,1"), report.out.constData());
}

// bench ui runs without a display (offscreen) and prints its figures.
// A replay cut short inside a folder is a failure with its line and column (it was reported "ignored", exit 0); a
// file of another kind is still passed over.
void TestCli::damagedFileInAFolderFails()
{
    const QString data = qEnvironmentVariable("DRAUDIT_TEST_DATA");
    if (data.isEmpty())
        QSKIP("DRAUDIT_TEST_DATA is not set (run through ctest)");
    QDir folder(m_dir.filePath(QStringLiteral("damaged")));
    QVERIFY(folder.mkpath(QStringLiteral(".")));
    QFile replay(data + QStringLiteral("/import/replay_small.json"));
    QVERIFY(replay.open(QIODevice::ReadOnly));
    QFile cut(folder.filePath(QStringLiteral("b-replay.json")));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(replay.read(300));
    cut.close();
    QFile notes(folder.filePath(QStringLiteral("a-notes.txt")));
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("what this folder holds\n");
    notes.close();
    const QString project = m_dir.filePath(QStringLiteral("damaged.draudit"));
    QCOMPARE(draudit({ QStringLiteral("new"), project }).code, 0);
    const Run r = draudit({ QStringLiteral("import"), project, folder.path() });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("ignored") && r.out.contains("a-notes.txt"), r.out.constData());
    QVERIFY2(r.err.contains("b-replay.json:") && r.err.contains("damaged"), r.err.constData());
}

void TestCli::benchUiNeedsNoDisplay()
{
    const Run run = draudit({ QStringLiteral("bench"), QStringLiteral("ui"), QStringLiteral("--rounds"),
        QStringLiteral("300"), QStringLiteral("--steps"), QStringLiteral("20"), QStringLiteral("--report-words"),
        QStringLiteral("3000") });
    if (run.err.contains("needs the workbench"))
        QSKIP("a build without the workbench (DRAUDIT_GUI=OFF) has no bench ui");
    QVERIFY2(run.code == 0, run.err.constData());
    QVERIFY2(run.out.contains("next round (both answers rendered), 20 moves: median"), run.out.constData());
    QVERIFY2(run.out.contains("-word report"), run.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
