// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH general-report rubrics (GRR): the binary items every report is scored on, whatever its task.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

// The paper lists the GRR in an appendix, not in a file; draudit reads a transcription of it:
// a JSON array (or JSONL) of {id?, item, points}, in a file whose name contains "grr".
// Each item is a Yes/No rubric item worth `points` for Yes and 0 for No.
class DrBenchGrrImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-bench-grr"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
