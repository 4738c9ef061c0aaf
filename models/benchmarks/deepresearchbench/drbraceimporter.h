// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench RACE results: results/race/<model>/raw_results.jsonl, checked against race_result.txt.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbRaceImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-race"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

} // namespace draudit::models
