// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena raw battle logs: R{round}_M{pair}_{modelA}_vs_{modelB}_{tree}.log as the framework writes them.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class ArenaLogImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-log"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
