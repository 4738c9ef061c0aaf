// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a DR3-Eval file sits. eval.py reads and writes case folders <base>/<context>/<model>/<NNN>/ (final_report.md
// and its eval_<metric>_<timestamp>.json files side by side); a run evaluated alone may lack the context level,
// <base>/<model>/<NNN>/. The model is the system; the context size (32k ... 512k) is kept on the report, so one
// model's reports at two context sizes stay two reports, and blinding hides the model name alone.
#pragma once

#include "models/core/error.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace draudit::models {

class ImportContext;

struct Dr3Case
{
    QString task; // the case folder: 001
    QString model; // the folder above it
    QString context; // the folder above that when it names a context size (32k), else empty

    static Dr3Case of(const QString &path);
    // The report's metadata: {"context":"32k"}, or empty without a context.
    QString reportMetadata() const;
    // The case as a path: 32k/alpha/001, or alpha/001 (what makes two cases' equal files two files).
    QString scope() const;
    // Where results wait until the case's report is imported: dr3:001@model, or dr3:001@model/32k.
    QString placeholder() const;
};

// The five metrics eval.py evaluates, in its order (the ones a total is made of).
const QStringList &dr3Metrics();

// The case's report, when imported.
Result<std::optional<qint64>> caseReport(ImportContext &c, const Dr3Case &k);

// Where a case's judge records go: its report when imported already, otherwise its placeholder, relinked later.
struct Dr3Target
{
    qint64 judge = 0;
    QString target; // response:ID or the placeholder
    QVariant unlinked; // "unlinked" while on the placeholder, else null
};

Result<Dr3Target> dr3Target(const QString &path, ImportContext &c);

} // namespace draudit::models
