// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench tasks: prompt_data/query.jsonl {id, topic, language, prompt}.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbQueryImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-query"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
