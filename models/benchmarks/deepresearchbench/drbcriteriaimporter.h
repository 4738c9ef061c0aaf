// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench RACE criteria: criteria.jsonl {id, prompt, dimension_weight{}, criterions{dim: [...]}}.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbCriteriaImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-criteria"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
