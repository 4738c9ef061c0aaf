// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Any CSV or JSONL with a field mapping saved as JSON, so a new benchmark needs no code.
#pragma once

#include "models/benchmarks/generic/genericbenchmark.h"
#include "models/import/importer.h"

namespace draudit::models {

// Mapping file (--mapping FILE, or <data file>.mapping.json beside it):
// {"benchmark": "my-bench", "task": "qid", "prompt": "question", "language": "lang", "domain": "topic",
//  "system": "model" | "system_name": "fixed name", "response": "answer",
//  "judge": {"name": "gpt-judge", "run": "v1", "fields": {"verdict": "label", "overall": "score"}}}
// Only "benchmark" and "task" are required; numeric judge values become scores, others values.
class GenericImporter final : public Importer
{
public:
    QString format() const override { return kGenericProtocol.toString(); }
    bool readsMappedFiles() const override { return true; }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
