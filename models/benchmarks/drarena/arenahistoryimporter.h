// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena all_debate_history.jsonl: each game's result, checked against the imported battles.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class ArenaHistoryImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-history"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
