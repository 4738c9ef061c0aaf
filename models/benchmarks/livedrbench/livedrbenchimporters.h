// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench: task rows with encrypted ground truths, and prediction files [{key, preds}].
#pragma once

#include "models/import/importer.h"

#include <QByteArray>

namespace draudit::models {

// base64-decode, then XOR with SHA-256(canary) repeated to the length (the benchmark's own scheme).
Result<QByteArray> decryptLiveDrBench(const QString &ciphertextBase64, const QString &canary);

class LiveDrBenchImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("livedrbench"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

class LiveDrBenchPredictionsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("livedrbench-preds"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
