// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR3-Eval: query.jsonl, and per task folder NNN/ the checklist, gold insights, final_report.md and
// combined_result.json.
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

class Dr3QueryImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-query"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

class Dr3ChecklistImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-checklist"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

class Dr3InsightsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-insights"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

class Dr3ReportImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-report"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
};

class Dr3ResultImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-result"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
    bool decisionsOfNamedJudge() const override { return true; }
};

// One metric's own evaluation file, NNN/<metric>.json (or <metric>_result.json): {metric_name, score, weight,
// details}, the entry combined_result.json repeats under "metrics". The metric is named by the file or by
// metric_name (information_recall, citation_coverage, factual_accuracy, format_compliance, overall_quality).
class Dr3MetricImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr3-metric"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
    QString contentScope(const QString &path) const override;
    bool decisionsOfNamedJudge() const override { return true; }
};

} // namespace draudit::models
