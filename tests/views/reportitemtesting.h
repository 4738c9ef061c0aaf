// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A report as the item a study would show (models::makeItem, without a project): for the report view's own tests.
#pragma once

#include "models/forms/blinditem.h"
#include "models/store/queries/catalog.h"

namespace draudit::tests {

inline models::BlindItem reportItemOf(const models::ReportRecord &report, const QString &label)
{
    models::BlindItem item;
    item.target = models::Target::response(report.responseId);
    item.title = QStringLiteral("%1 — task %2").arg(label, report.taskExternalId);
    models::ItemBlock prompt;
    prompt.kind = models::ItemBlock::Kind::Text;
    prompt.text = report.prompt;
    models::ItemBlock text;
    text.kind = models::ItemBlock::Kind::Markdown;
    text.text = report.text;
    item.blocks = { prompt, text };
    return item;
}

} // namespace draudit::tests
