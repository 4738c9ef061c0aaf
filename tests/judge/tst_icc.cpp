// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// All six ICC forms against Shrout & Fleiss (1979) as psych::ICC reports them.
#include "judge/icc.h"
#include "tests/judge/referencevectors.h"

using namespace draudit::judge;
using namespace draudit::tests;

class TestIcc : public QObject
{
    Q_OBJECT

private slots:
    void shroutFleiss_data();
    void shroutFleiss();
    void meanSquares();
    void multiplicityEqualsDuplicatedRows();
    void perfectAgreement();
};

void TestIcc::shroutFleiss_data()
{
    QTest::addColumn<int>("form");
    QTest::addColumn<QString>("key");
    const char *keys[] = { "ICC(1,1)", "ICC(2,1)", "ICC(3,1)", "ICC(1,k)", "ICC(2,k)", "ICC(3,k)" };
    for (int i = 0; i < 6; ++i)
        QTest::newRow(keys[i]) << i << QString::fromLatin1(keys[i]);
}

void TestIcc::shroutFleiss()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    QFETCH(int, form);
    QFETCH(QString, key);
    const QJsonObject c = referenceCase(QStringLiteral("icc_shrout_fleiss_1979"));
    const IccResult r = intraclassCorrelation(toMatrix(c[QStringLiteral("input")][QStringLiteral("data")].toArray()));
    const QJsonObject e = c[QStringLiteral("expected")][key].toObject();
    const IccForm &f = r.forms[static_cast<std::size_t>(form)];
    QCOMPARE(QString::fromStdString(f.shroutFleiss), key);
    DRAUDIT_COMPARE_NEAR(f.value, e[QStringLiteral("ICC")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(f.f, e[QStringLiteral("F")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(f.df1, e[QStringLiteral("df1")].toDouble(), 1e-9);
    DRAUDIT_COMPARE_NEAR(f.df2, e[QStringLiteral("df2")].toDouble(), 1e-9);
    DRAUDIT_COMPARE_NEAR(f.p, e[QStringLiteral("p")].toDouble(), 1e-6);
    const QJsonArray ci = e[QStringLiteral("ci95_psych")].toArray();
    DRAUDIT_COMPARE_NEAR(f.ci95.lo, ci[0].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(f.ci95.hi, ci[1].toDouble(), 1e-6);
}

void TestIcc::meanSquares()
{
    DRAUDIT_SKIP_WITHOUT_REFERENCE();
    const QJsonObject c = referenceCase(QStringLiteral("icc_shrout_fleiss_1979"));
    const IccResult r = intraclassCorrelation(toMatrix(c[QStringLiteral("input")][QStringLiteral("data")].toArray()));
    const QJsonObject ms = c[QStringLiteral("expected")][QStringLiteral("mean_squares")].toObject();
    DRAUDIT_COMPARE_NEAR(r.msr, ms[QStringLiteral("MSR_BMS")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(r.msw, ms[QStringLiteral("MSW_WMS")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(r.msc, ms[QStringLiteral("MSC_JMS")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(r.mse, ms[QStringLiteral("MSE_EMS")].toDouble(), 1e-6);
    DRAUDIT_COMPARE_NEAR(
        r.satterthwaiteDf, c[QStringLiteral("expected")][QStringLiteral("satterthwaite_df_icc2")].toDouble(), 1e-6);
}

void TestIcc::multiplicityEqualsDuplicatedRows()
{
    // The bootstrap passes row multiplicities; they must equal physically repeated rows.
    const std::vector<std::vector<double>> rows { { 9, 2, 5 }, { 6, 1, 3 }, { 8, 4, 6 }, { 7, 1, 2 } };
    const std::vector<std::vector<double>> doubled { { 9, 2, 5 }, { 9, 2, 5 }, { 6, 1, 3 }, { 8, 4, 6 }, { 7, 1, 2 } };
    const IccResult a = intraclassCorrelation(rows, { 2, 1, 1, 1 });
    const IccResult b = intraclassCorrelation(doubled);
    for (std::size_t i = 0; i < 6; ++i)
        DRAUDIT_COMPARE_NEAR(a.forms[i].value, b.forms[i].value, 1e-12);
}

void TestIcc::perfectAgreement()
{
    const IccResult r = intraclassCorrelation({ { 1, 1 }, { 2, 2 }, { 4, 4 }, { 5, 5 } });
    for (const IccForm &f : r.forms)
        QCOMPARE(f.value, 1.0);
}

QTEST_APPLESS_MAIN(TestIcc)
#include "tst_icc.moc"
