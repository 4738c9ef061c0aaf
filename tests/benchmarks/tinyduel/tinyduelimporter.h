// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Duel's file: one duel per line, {"duel", "model_a", "model_b", "rounds": [{"question", "answer_a",
// "answer_b", "verdict"}]}.
#pragma once

#include "models/import/importer.h"

namespace draudit::tests {

class TinyDuelImporter final : public models::Importer
{
public:
    QString format() const override { return QStringLiteral("tiny-duel"); }
    QString description() const override { return QStringLiteral("Tiny Duel rounds with the judge's verdicts"); }
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    models::Result<void> run(const QString &path, models::ImportContext &context) const override;
};

} // namespace draudit::tests
