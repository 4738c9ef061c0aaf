// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One rubric with no task (GRR applies to every report); the paper's list has 48 items worth 73 points, and a
// transcription that differs is imported as written, with a check saying so.
#include "models/benchmarks/drbench/drbenchgrrimporter.h"

#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace draudit::models {

namespace {
constexpr int kPaperItems = 48;
constexpr double kPaperPoints = 73;

QString yesNoJson(double points)
{
    const QJsonArray values { QJsonObject { { QStringLiteral("label"), QStringLiteral("Yes") },
                                  { QStringLiteral("points"), points } },
        QJsonObject { { QStringLiteral("label"), QStringLiteral("No") }, { QStringLiteral("points"), 0 } } };
    return QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
}
} // namespace

QString DrBenchGrrImporter::description() const
{
    return QCoreApplication::translate("draudit::models::DrBenchGrrImporter",
        "DR. BENCH general-report rubrics (a *grr*.json list of {id, item, points})");
}

bool DrBenchGrrImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.contains(QLatin1String("grr"), Qt::CaseInsensitive) && head.contains("\"item\"")
        && head.contains("\"points\"");
}

Result<void> DrBenchGrrImporter::run(const QString &path, ImportContext &c) const
{
    RubricRow shared(QVariant(), QStringLiteral("grr"),
        QCoreApplication::translate("draudit::models::DrBenchGrrImporter", "General-report rubrics"));
    shared.metadata = QStringLiteral("{\"benchmark\":\"dr-bench\"}");
    DRAUDIT_TRY(rubric, c.rubric(shared));
    int position = 0;
    double total = 0;
    QStringList ids;
    const auto each = [&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(item, row.string("item"));
            DRAUDIT_TRY(points, row.number("points"));
            DRAUDIT_TRY(id, row.has("id") ? row.idText("id") : Result<QString>(QString::number(position + 1)));
            if (item.trimmed().isEmpty())
                return tl::unexpected(row.error("item",
                    QCoreApplication::translate("draudit::models::DrBenchGrrImporter", "the rubric item is empty")));
            if (!(points > 0) || !std::isfinite(points))
                return tl::unexpected(row.error("points",
                    QCoreApplication::translate(
                        "draudit::models::DrBenchGrrImporter", "%1 is not a positive number of points for Yes")
                        .arg(points)));
            if (ids.contains(id))
                return tl::unexpected(row.error("id",
                    QCoreApplication::translate("draudit::models::DrBenchGrrImporter", "item %1 appears twice")
                        .arg(id)));
            ids << id;
            RubricEntryRow entry(rubric, position, QStringLiteral("grr"), item);
            entry.weight = points;
            entry.allowedValues = yesNoJson(points);
            DRAUDIT_TRY(itemId, c.rubricEntry(entry));
            Q_UNUSED(itemId);
            ++position;
            total += points;
            ++c.counts().rubricItems;
            return {};
        };
        return c.finishRecord(one);
    };
    const bool jsonl = QFileInfo(path).suffix().compare(QLatin1String("jsonl"), Qt::CaseInsensitive) == 0;
    if (auto r = jsonl ? c.forEachLine(each) : forEachJsonDocument(path, each); !r)
        return r;
    if (position == 0)
        return fail(
            QCoreApplication::translate("draudit::models::DrBenchGrrImporter", "the list has no rubric items"), path);
    if (position != kPaperItems || total != kPaperPoints)
        c.addCheck(QCoreApplication::translate("draudit::models::DrBenchGrrImporter",
            "%1: %2 general-report items worth %3 points; the paper's list has %4 worth %5")
                       .arg(QFileInfo(path).fileName())
                       .arg(position)
                       .arg(total)
                       .arg(kPaperItems)
                       .arg(kPaperPoints));
    return {};
}

} // namespace draudit::models
