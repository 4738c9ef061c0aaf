// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plain text only: criteria are data and are shown in plain-text labels.
#include "models/benchmarks/deepresearchbench/criteriaexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct DrbCriteriaExpansion
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::DrbCriteriaExpansion)
};

QString criteriaOf(const QList<CriterionRow> &criteria, const QString &dimension, double dimensionWeight)
{
    QStringList lines;
    lines << DrbCriteriaExpansion::tr("RACE criteria for this dimension (weight %1 of the overall):")
                 .arg(dimensionWeight, 0, 'f', 2);
    for (const CriterionRow &c : criteria) {
        if (c.kind != QLatin1String("race:") + dimension)
            continue;
        const QString explanation = QJsonDocument::fromJson(c.allowedValues.toUtf8())
                                        .object()
                                        .value(QStringLiteral("explanation"))
                                        .toString();
        lines << (explanation.isEmpty()
                ? DrbCriteriaExpansion::tr("• %1 (%2)").arg(c.text).arg(c.weight, 0, 'f', 2)
                : DrbCriteriaExpansion::tr("• %1 (%2): %3").arg(c.text).arg(c.weight, 0, 'f', 2).arg(explanation));
    }
    return lines.join(QLatin1Char('\n'));
}
} // namespace

Result<FormDefinition> expandRaceCriteria(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const qint64 response = item.responseId();
    if (response <= 0)
        return form;
    DRAUDIT_TRY(criteria, ItemSource(store).taskCriteria(response, QStringLiteral("race")));
    if (criteria.isEmpty())
        return form;
    const QJsonObject weights = QJsonDocument::fromJson(criteria.front().rubricMetadata.toUtf8())
                                    .object()
                                    .value(QStringLiteral("dimension_weight"))
                                    .toObject();
    FormDefinition out = form;
    QStringList overall;
    for (FormQuestion &q : out.questions) {
        if (!weights.contains(q.id))
            continue;
        const double w = weights.value(q.id).toDouble();
        q.context = criteriaOf(criteria, q.id, w);
        overall << DrbCriteriaExpansion::tr("%1 %2").arg(q.text).arg(w, 0, 'f', 2);
    }
    for (FormQuestion &q : out.questions)
        if (q.id == QLatin1String("overall") && !overall.isEmpty())
            q.context = DrbCriteriaExpansion::tr("Dimension weights of this task: %1")
                            .arg(overall.join(QStringLiteral(" · ")));
    return out;
}

} // namespace draudit::models
