// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench FACT: extracted / deduplicated / validated .jsonl (statement–URL pairs and support labels).
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbFactImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-fact"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

} // namespace draudit::models
