// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH tasks with their query-specific rubrics, links and keywords (RigorousBench.jsonl, both shapes).
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrBenchImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-bench-tasks"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;

private:
    Result<void> task(const JsonRecord &row, ImportContext &context) const;
};

} // namespace draudit::models
