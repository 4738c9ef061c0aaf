// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Human annotations made elsewhere: long-format CSV or JSONL with annotator, target, field, value[, reason].
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class AnnotationImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("annotations"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
