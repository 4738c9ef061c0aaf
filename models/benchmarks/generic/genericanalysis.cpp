// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Judge records contribute their value, or their score when the value is empty (numeric judges).
#include "models/benchmarks/generic/genericanalysis.h"

#include "models/benchmarks/generic/genericbenchmark.h"
#include "models/core/resulttry.h"
#include "models/report/agreementrows.h"
#include "models/report/reportterms.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QCoreApplication>
#include <map>

namespace draudit::models {

namespace {
// "3", "3.0" and "3.00" are one answer: numbers get one canonical spelling before they become categories.
QString canonical(const QString &value)
{
    bool ok = false;
    const double d = value.trimmed().toDouble(&ok);
    return ok ? QString::number(d, 'g', 15) : value.trimmed();
}

} // namespace

Result<ReportTable> analyseGeneric(ProjectStore &store, const GenericAnalysisOptions &o)
{
    ReportTable t;
    t.protocol = kGenericProtocol.toString();
    t.title = o.judgeField.isEmpty()
        ? QCoreApplication::translate("draudit::models::GenericAnalysis", "Agreement on %1").arg(o.field)
        : QCoreApplication::translate("draudit::models::GenericAnalysis", "Agreement on %1 with the judge's %2")
              .arg(o.field, o.judgeField);
    const LabelQueries queries(store);
    DRAUDIT_TRY(humans, queries.humanLabels(o.studyId, o.field, std::nullopt));
    LabelsBySource judges;
    if (!o.judgeField.isEmpty()) {
        DRAUDIT_TRY(judged, queries.judgeLabelsOrScores(o.judgeField));
        judges = judged;
    }
    for (auto *group : { &humans, &judges })
        for (Labels &labels : *group)
            for (QString &v : labels)
                v = canonical(v);
    QStringList categories = o.categories;
    if (categories.isEmpty()) {
        std::map<double, QString> numeric;
        QStringList texts;
        bool allNumeric = true;
        for (const auto *group : { &humans, &judges })
            for (const Labels &labels : *group)
                for (const QString &v : labels) {
                    bool ok = false;
                    const double d = v.toDouble(&ok);
                    if (ok)
                        numeric.emplace(d, v);
                    else
                        allNumeric = false;
                    texts << v;
                }
        if (allNumeric)
            for (const auto &[d, label] : numeric)
                categories << label;
        else {
            if (o.level != judge::Level::Nominal)
                return fail(QCoreApplication::translate("draudit::models::GenericAnalysis",
                    "the answers are not numbers, so their order is unknown; declare it with --categories"));
            texts.removeDuplicates();
            texts.sort();
            categories = texts;
        }
    }
    const auto run = [&](const QString &analysis, const QString &comparison, const QMap<QString, Labels> &raters,
                         const QString &headline) {
        int outside = 0;
        const judge::AgreementData d = agreementInput(raters, categories, o.level, &outside);
        if (d.items.size() < 2) {
            t.notes << QCoreApplication::translate(
                "draudit::models::GenericAnalysis", "%1 (%2): fewer than 2 items rated by both sides")
                           .arg(displayTerm(analysis), displayComparison(comparison));
            return;
        }
        if (outside > 0)
            t.notes << QCoreApplication::translate(
                "draudit::models::GenericAnalysis", "%1 (%2): %3 answers outside the categories were left out")
                           .arg(displayTerm(analysis), displayComparison(comparison))
                           .arg(outside);
        judge::AgreementOptions ao;
        ao.bootstrap = o.bootstrap;
        ao.seed = o.seed;
        appendAgreementRows(t, analysis, comparison, judge::computeAgreement(d, ao), headline);
    };
    for (auto j = judges.begin(); j != judges.end(); ++j)
        for (auto h = humans.begin(); h != humans.end(); ++h)
            run(QStringLiteral("human vs judge"), QStringLiteral("%1 vs %2").arg(h.key(), j.key()),
                { { h.key(), h.value() }, { j.key(), j.value() } }, QStringLiteral("cohen_kappa"));
    // Adjudicated ("gold") values feed their own comparisons.
    DRAUDIT_TRY(gold, queries.goldLabels(o.studyId, o.field, std::nullopt));
    for (QString &v : gold)
        v = canonical(v);
    if (!gold.isEmpty()) {
        for (auto j = judges.begin(); j != judges.end(); ++j)
            run(QStringLiteral("gold vs judge"), QStringLiteral("gold vs %1").arg(j.key()),
                { { QStringLiteral("gold"), gold }, { j.key(), j.value() } }, QString());
        for (auto h = humans.begin(); h != humans.end(); ++h)
            run(QStringLiteral("human vs gold"), QStringLiteral("%1 vs gold").arg(h.key()),
                { { h.key(), h.value() }, { QStringLiteral("gold"), gold } }, QString());
    }
    if (humans.size() >= 2)
        run(QStringLiteral("human vs human"), QStringLiteral("all %1 annotators").arg(humans.size()), humans,
            QStringLiteral("krippendorff_alpha"));
    if (t.rows.isEmpty() && t.notes.isEmpty())
        t.notes << QCoreApplication::translate(
            "draudit::models::GenericAnalysis", "no answers to field %1 in the project")
                       .arg(o.field);
    std::stable_sort(
        t.rows.begin(), t.rows.end(), [](const ReportRow &a, const ReportRow &b) { return a.headline > b.headline; });
    return t;
}

} // namespace draudit::models
