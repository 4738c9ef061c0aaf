// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR. BENCH runs: Log_<model>.jsonl (the agent's reports) and Eval_<model>.jsonl (the judge's scores).
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class DrBenchLogImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-bench-log"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

class DrBenchEvalImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-bench-eval"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
