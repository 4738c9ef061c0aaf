// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DeepResearch Bench reports: test_data/{raw_data,cleaned_data}/<model>.jsonl {id, prompt, article}.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrbReportImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("drb-reports"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

// The system a DeepResearch Bench file belongs to: the file's base name for reports, the folder for results.
QString drbSystemFromReportPath(const QString &path);
QString drbSystemFromResultPath(const QString &path);
// The response of that system for that task (newest), for linking judge records.
Result<std::optional<qint64>> drbResponse(ImportContext &context, const QString &taskId, const QString &system);

} // namespace draudit::models
