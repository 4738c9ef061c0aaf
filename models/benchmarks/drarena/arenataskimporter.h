// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena generated tasks, q_W{worker}.jsonl: one task per line (question, checklists, rationale, ...).
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class ArenaTaskImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-tasks"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
