// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the study tests: a small demo project and a DR-Arena study over all (or a share) of its rounds.
#pragma once

#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/forms/formdefinition.h"
#include "models/store/packages/packagealias.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/studystore.h"

#include <memory>

namespace draudit::tests {

// The report's row of one analysis, comparison and statistic, or null.
inline const models::ReportRow *findRow(
    const models::ReportTable &t, const QString &analysis, const QString &comparison, const char *statistic)
{
    for (const models::ReportRow &r : t.rows)
        if (r.analysis == analysis && r.comparison == comparison && r.statistic == QLatin1String(statistic))
            return &r;
    return nullptr;
}

// The aliases of a blind or reveal package's ids (packagealias.h), from the key its master keeps: a test finds the
// master's items in the package with them.
inline models::IdAliases packageAliases(models::ProjectStore &master, const QString &packageId)
{
    auto q = models::runQuery(
        master.database(), QStringLiteral("SELECT secret FROM packages WHERE id = ?"), { packageId });
    return models::IdAliases(q && q->next() ? q->value(0).toString() : QString());
}

inline std::unique_ptr<models::ProjectStore> demoProject(const QString &path, int battles)
{
    auto store = models::ProjectStore::create(path);
    if (!store)
        return nullptr;
    models::DemoOptions o;
    o.battles = battles;
    o.answerWords = 40;
    o.reportWords = 80;
    if (!models::generateDemo(**store, o))
        return nullptr;
    return std::move(*store);
}

inline models::StudyInfo pilot(
    models::ProjectStore &store, const QString &name, quint64 seed, int percent = 100, const QString &stratify = {})
{
    models::StudySpec spec;
    spec.name = name;
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = models::blindPairwiseForm();
    spec.sample.kind = percent == 100 ? models::SampleSpec::Kind::All : models::SampleSpec::Kind::Percent;
    spec.sample.amount = percent;
    spec.sample.seed = seed;
    spec.sample.stratifyBy = stratify;
    const auto info = models::createStudy(store, spec);
    return info ? *info : models::StudyInfo {};
}

// A DR-Arena study of `battles` whole battles drawn with the seed, on the protocol's default form (the pipeline audit).
inline models::StudySpec wholeBattleStudy(const QString &name, int battles, quint64 seed)
{
    models::StudySpec spec;
    spec.name = name;
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = models::formByName(models::defaultFormFor(spec.protocol)).value();
    spec.sample.kind = models::SampleSpec::Kind::Count;
    spec.sample.amount = battles;
    spec.sample.wholeUnits = true;
    spec.sample.seed = seed;
    return spec;
}

} // namespace draudit::tests
