// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A context folder is recognised by its name alone (digits and k), as eval.py's are named.
#include "models/benchmarks/dr3eval/dr3case.h"

#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/import/importcontext.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace draudit::models {

namespace {
const QString kBenchmark = kDr3Eval.toString();
} // namespace

Dr3Case Dr3Case::of(const QString &path)
{
    static const QRegularExpression contextName(QStringLiteral("^\\d+k$"), QRegularExpression::CaseInsensitiveOption);
    Dr3Case k;
    QDir d = QFileInfo(path).absoluteDir();
    k.task = d.dirName();
    d.cdUp();
    k.model = d.dirName();
    if (d.cdUp() && contextName.match(d.dirName()).hasMatch())
        k.context = d.dirName().toLower();
    return k;
}

QString Dr3Case::reportMetadata() const
{
    if (context.isEmpty())
        return {};
    return QString::fromUtf8(
        QJsonDocument(QJsonObject { { kDr3Context.key, context } }).toJson(QJsonDocument::Compact)); // kept blind
}

QString Dr3Case::scope() const
{
    return (context.isEmpty() ? QString() : context + QLatin1Char('/')) + model + QLatin1Char('/') + task;
}

QString Dr3Case::placeholder() const
{
    const QString system = context.isEmpty() ? model : model + QLatin1Char('/') + context;
    return Target::pendingReport(kDr3Protocol.toString(), task, system).toString();
}

const QStringList &dr3Metrics()
{
    static const QStringList metrics { QStringLiteral("information_recall"), QStringLiteral("citation_coverage"),
        QStringLiteral("factual_accuracy"), QStringLiteral("format_compliance"), QStringLiteral("overall_quality") };
    return metrics;
}

Result<std::optional<qint64>> caseReport(ImportContext &c, const Dr3Case &k)
{
    return c.lookups().latestResponseWithMetadata(kBenchmark, k.task, k.model, k.reportMetadata());
}

Result<Dr3Target> dr3Target(const QString &path, ImportContext &c)
{
    const Dr3Case k = Dr3Case::of(path);
    Dr3Target t;
    // One judge per eval.py run (--judge NAME), its run the system, as the case folders keep each system apart.
    DRAUDIT_TRY(judge, c.judge(c.examinerName(kBenchmark), k.model));
    DRAUDIT_TRY(response, caseReport(c, k));
    t.judge = judge;
    t.target = response ? Target::response(*response).toString() : k.placeholder();
    t.unlinked = response ? QVariant() : QVariant(QStringLiteral("unlinked"));
    return t;
}

} // namespace draudit::models
