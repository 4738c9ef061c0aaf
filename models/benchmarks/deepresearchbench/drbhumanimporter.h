// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench human RACE annotations: {id, annotation_id, dimension_scores {model: {...}}, overall_scores
// {model: n}}.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbHumanImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-human"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
