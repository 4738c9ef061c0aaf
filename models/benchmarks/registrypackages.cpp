// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study package: the store's writer, with each benchmark's item keys and the items made as the annotator sees them.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/forms/formjson.h"
#include "models/store/packages/studypackage.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// A package's items as the annotator sees them (PackageItemValues): made from the package's own rows.
Result<QList<std::pair<QString, QByteArray>>> packageItems(
    ProjectStore &package, const QString &studyName, const QString &annotator, bool reveal)
{
    DRAUDIT_TRY(study, StudyStore(package).study(studyName));
    DRAUDIT_TRY(queue, StudyStore(package).queue(study.id, annotator));
    DRAUDIT_TRY(form, readForm(study.formJson.toUtf8(), study.name));
    QList<std::pair<QString, QByteArray>> out;
    for (const QueueItem &q : std::as_const(queue)) {
        const qsizetype place = out.size() + 1;
        ItemRequest request;
        request.target = q.target;
        request.form = form;
        request.blind = study.blind;
        request.leftIsA = q.leftIsA;
        request.committed = reveal && q.status == QueueStatus::Done;
        request.heading = study.name;
        request.orderSeed = itemOrderSeed(study.seed, annotator, q.target);
        // An item the annotator could not be shown stops the package, named by its place in the queue (its target
        // in the package is an alias the owner does not know).
        const auto item = makeItem(package, request);
        if (!item)
            return fail(QCoreApplication::translate(
                "draudit::models::StudyPackage", "item %1 of %2's queue in study '%3' cannot be shown: %4")
                            .arg(place)
                            .arg(annotator, studyName, item.error().message));
        out.append({ q.target.toString(), blindItemToJson(*item) });
    }
    return out;
}
} // namespace

Result<PackageSummary> exportStudyPackage(ProjectStore &master, const QString &study, const QString &annotator,
    const QString &path, bool reveal, UnitLengths lengths)
{
    QList<ItemKeys> keys;
    for (const Benchmark &b : registered())
        keys << b.packageItemKeys;
    return writeStudyPackage(master, { study, annotator, path, reveal, lengths, keys, &packageItems });
}

} // namespace draudit::models
