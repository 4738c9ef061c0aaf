// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attention checks: read and validated from a CSV (file, line and column named), stored all or nothing for the
// study's own items, scored per annotator in the report with a Wilson interval, and never put into a package.
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/report/reporttable.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/checkanswers.h"
#include "models/store/studies/studystore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace draudit::models;

class TestCheckAnswers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void badFilesAreRefusedWhole();
    void accuracyPerAnnotatorInTheReport();
    void checksStayOutOfPackages();

private:
    QString csv(const QString &name, const QString &body) const;
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    StudyInfo m_study;
    QStringList m_items;
};

QString TestCheckAnswers::csv(const QString &name, const QString &body) const
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(body.toUtf8());
    return path;
}

void TestCheckAnswers::initTestCase()
{
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("checks.draudit")));
    QVERIFY(store);
    m_store = std::move(*store);
    DemoOptions o;
    o.battles = 6;
    o.answerWords = 20;
    QVERIFY(generateDemo(*m_store, o));
    StudySpec spec;
    spec.name = QStringLiteral("checked");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = blindPairwiseForm();
    spec.sample.kind = SampleSpec::Kind::Count;
    spec.sample.amount = 6;
    const auto info = createStudy(*m_store, spec);
    QVERIFY(info);
    m_study = *info;
    QVERIFY(StudyStore(*m_store).assign(
        QStringLiteral("checked"), { QStringLiteral("ann"), QStringLiteral("bob") }, OverlapPlan {}));
    QSqlQuery q(m_store->database());
    QVERIFY(
        q.exec(QStringLiteral("SELECT target FROM study_items WHERE study_id = %1 ORDER BY position").arg(m_study.id)));
    while (q.next())
        m_items << q.value(0).toString();
    QVERIFY(m_items.size() >= 3);
}

void TestCheckAnswers::badFilesAreRefusedWhole()
{
    const FormDefinition form = blindPairwiseForm();
    const auto badValue = readCheckAnswers(
        csv(QStringLiteral("bad-value.csv"),
            QStringLiteral("target,field,value\n%1,C1,A_MUCH_BETTER\n%2,C1,MUCH_BETTER\n").arg(m_items[0], m_items[1])),
        form);
    QVERIFY(!badValue);
    QVERIFY2(
        badValue.error().toString().contains(QStringLiteral("bad-value.csv")), qPrintable(badValue.error().toString()));
    QCOMPARE(badValue.error().line, 3);
    QCOMPARE(badValue.error().field, QStringLiteral("value"));
    const auto badField = readCheckAnswers(
        csv(QStringLiteral("bad-field.csv"), QStringLiteral("target,field,value\n%1,Q9,Tie\n").arg(m_items[0])), form);
    QVERIFY(!badField);
    QCOMPARE(badField.error().field, QStringLiteral("field"));
    // An item written with a leading zero is no item (it would be kept as text and match nothing): named, refused.
    const auto padded
        = readCheckAnswers(csv(QStringLiteral("padded.csv"),
                               QStringLiteral("target,field,value\n%1,C1,Tie\nround:07,C1,Tie\n").arg(m_items[0])),
            form);
    QVERIFY(!padded);
    QCOMPARE(padded.error().line, 3);
    QCOMPARE(padded.error().field, QStringLiteral("target"));
    QVERIFY2(padded.error().message.contains(QStringLiteral("round:07")), qPrintable(padded.error().message));
    // A target that is not one of the study's items: nothing is stored.
    const auto outside
        = readCheckAnswers(csv(QStringLiteral("outside.csv"),
                               QStringLiteral("target,field,value\n%1,C1,Tie\nround:999999,C1,Tie\n").arg(m_items[0])),
            form);
    QVERIFY(outside);
    QVERIFY(!CheckAnswerStore(*m_store).replace(m_study.id, *outside));
    QCOMPARE(CheckAnswerStore(*m_store).count(m_study.id).value_or(-1), 0);
}

void TestCheckAnswers::accuracyPerAnnotatorInTheReport()
{
    const auto checks
        = readCheckAnswers(csv(QStringLiteral("checks.csv"),
                               QStringLiteral("target,field,value\n%1,C1,A_MUCH_BETTER\n%2,C1,Tie\n%3,C1,B_BETTER\n")
                                   .arg(m_items[0], m_items[1], m_items[2])),
            blindPairwiseForm());
    QVERIFY(checks);
    QCOMPARE(CheckAnswerStore(*m_store).replace(m_study.id, *checks).value_or(-1), 3);
    QCOMPARE(CheckAnswerStore(*m_store).replace(m_study.id, *checks).value_or(-1), 3); // again: the same three
    AnnotationStore answers(*m_store);
    // ann answers all three as expected; bob answers two, one of them otherwise.
    const QStringList annValues { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("Tie"), QStringLiteral("B_BETTER") };
    for (int i = 0; i < 3; ++i)
        QVERIFY(answers.set({ QStringLiteral("ann"), Target::parse(m_items[i]), QStringLiteral("C1"), annValues[i], {},
            m_study.id, {} }));
    QVERIFY(answers.set({ QStringLiteral("bob"), Target::parse(m_items[0]), QStringLiteral("C1"),
        QStringLiteral("A_MUCH_BETTER"), {}, m_study.id, {} }));
    QVERIFY(answers.set({ QStringLiteral("bob"), Target::parse(m_items[1]), QStringLiteral("C1"),
        QStringLiteral("A_BETTER"), {}, m_study.id, {} }));
    const auto results = CheckAnswerStore(*m_store).results(m_study.id);
    QVERIFY(results);
    QCOMPARE(results->size(), 2);
    QCOMPARE(results->at(0).annotator, QStringLiteral("ann"));
    QCOMPARE(results->at(0).correct, 3);
    QCOMPARE(results->at(1).answered, 2);
    QCOMPARE(results->at(1).correct, 1);
    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("dr-arena"), request);
    QVERIFY(report);
    const ReportRow *bob = nullptr;
    for (const ReportRow &row : report->rows)
        if (row.analysis == QLatin1String("attention checks") && row.comparison == QLatin1String("bob"))
            bob = &row;
    QVERIFY(bob);
    QCOMPARE(bob->statistic, QStringLiteral("check_accuracy"));
    QCOMPARE(bob->value, 0.5);
    QCOMPARE(bob->n, 2.0);
    // Wilson score interval for 1 of 2, written out: (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n).
    const double z = 1.959963984540054, n = 2, p = 0.5;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    QVERIFY(std::abs(bob->ciLow - (centre - half)) < 1e-9);
    QVERIFY(std::abs(bob->ciHigh - (centre + half)) < 1e-9);
    QVERIFY(report->notes.join(QLatin1Char('\n')).contains(QStringLiteral("attention check")));
}

void TestCheckAnswers::checksStayOutOfPackages()
{
    const QString path = m_dir.filePath(QStringLiteral("bob.draudit"));
    QVERIFY(exportStudyPackage(*m_store, QStringLiteral("checked"), QStringLiteral("bob"), path));
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QSqlQuery q((*package)->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM check_answers")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

QTEST_GUILESS_MAIN(TestCheckAnswers)
#include "tst_checkanswers.moc"
