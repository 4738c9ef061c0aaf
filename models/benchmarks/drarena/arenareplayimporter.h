// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena battle replays: one battle per JSON file, or one per line of a JSONL file.
#pragma once

#include "models/benchmarks/drarena/arenabattlewriter.h"
#include "models/import/importer.h"

namespace draudit::models {

class ArenaReplayImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-replay"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    bool hashesWhileReading(const QString &path) const override; // JSON Lines, read once on a second core

    // One replay as plain data; touches no project, so JSONL files read ahead on another core.
    static Result<ArenaBattleData> readBattle(const JsonRecord &replay);
};

} // namespace draudit::models
