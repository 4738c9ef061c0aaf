// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DeepResearch Bench paper study's checks of the RACE runs compared with each other and with the experts' own
// ceiling, against the figures the study computes by hand (tst_drbpaperstudy.cpp). Index 0 is race-vanilla, 1 is
// race-reverse.
#pragma once

#include "models/report/reporttable.h"
#include "tests/models/studytesting.h"

#include <QtTest>
#include <array>
#include <cmath>

namespace draudit::tests {

inline void checkRunComparisons(const models::ReportTable &report, const std::array<double, 2> &par,
    const std::array<double, 2> &overall, double humanPar)
{
    using models::ReportRow;
    // The runs compared on the same reports (names in order: race-reverse first): the differences of their PAR
    // and Overall Score, paired over tasks.
    const QString pairs = QStringLiteral("DeepResearch Bench: RACE run vs RACE run against the experts");
    const QString both = QStringLiteral("race-reverse − race-vanilla · overall");
    const ReportRow *parDifference = findRow(report, pairs, both, "PAR difference");
    QVERIFY(parDifference);
    QVERIFY(std::abs(parDifference->value - (par[1] - par[0])) < 1e-12);
    QVERIFY(parDifference->ciMethod.contains(QLatin1String("over tasks")));
    const ReportRow *overallDifference = findRow(report, pairs, both, "overall_score difference");
    QVERIFY(overallDifference && std::abs(overallDifference->value - (overall[1] - overall[0])) < 1e-9);
    QVERIFY(findRow(report, pairs, both, "mcnemar_exact_p"));
    QCOMPARE(findRow(report, pairs, both, "mcnemar agrees with first only")->n, 48.0);
    // Each run against the experts' own ceiling on the same tasks (all 8 have three experts).
    for (int run = 0; run < 2; ++run) {
        const ReportRow *vsCeiling
            = findRow(report, QStringLiteral("DeepResearch Bench: RACE run vs the human ceiling"),
                run ? QStringLiteral("overall · judge race-reverse") : QStringLiteral("overall · judge race-vanilla"),
                "PAR minus PAR_expert_vs_others");
        QVERIFY(vsCeiling);
        QVERIFY(std::abs(vsCeiling->value - (par[run] - humanPar)) < 1e-12);
        QVERIFY(vsCeiling->ciLow <= vsCeiling->value && vsCeiling->value <= vsCeiling->ciHigh);
    }
}

} // namespace draudit::tests
