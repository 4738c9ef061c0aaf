// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena information trees (trees/*.json): the crawled pages battles draw their questions from.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class ArenaTreeImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-tree"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
