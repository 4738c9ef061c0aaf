// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval's documents a claim can cite, from the dataset's task folder <datasets>/<NNN>/: the long context
// (long_context_sampled_<context>.json, a list of {title, page_body}) and the source documents in <NNN>/source/
// (PDF page by page where Qt PDF is built in, text files whole; Word files are not read). Each is kept as pages of the
// task's documents tree (taskDocumentsTree), so the audit's claim–citation questions show the cited text.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class Dr3LongContextImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-long-context"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

class Dr3SourceDocumentImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-source-document"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    bool recognisesAt(const QString &path, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

// The task folder a document belongs to: <NNN>/ or <NNN>/source/.
QString dr3DocumentTask(const QString &path);

} // namespace draudit::models
