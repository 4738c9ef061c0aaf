// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Quiz's file: one JSON object per line, {"quiz", "question", "model", "answer", "grade"}.
#pragma once

#include "models/import/importer.h"

namespace draudit::tests {

class TinyQuizImporter final : public models::Importer
{
public:
    QString format() const override { return QStringLiteral("tiny-quiz"); }
    QString description() const override { return QStringLiteral("Tiny Quiz answers with the judge's grade"); }
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    models::Result<void> run(const QString &path, models::ImportContext &context) const override;
};

} // namespace draudit::tests
