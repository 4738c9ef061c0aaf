// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/reportitem.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace draudit::models {

QStringList quotedTerms(const FormDefinition &form)
{
    static const QRegularExpression quoted(QStringLiteral("[\"“「『‘]([^\"”」』’]{3,60})[\"”」』’]"));
    QStringList out;
    for (const FormQuestion &q : form.questions)
        for (auto it = quoted.globalMatch(q.text); it.hasNext();)
            out << it.next().captured(1);
    out.removeDuplicates();
    return out;
}

Result<BlindItem> reportItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    DRAUDIT_TRY(report, Catalog(store).report(request.target.responseId()));
    return reportItemOf(report, request, form);
}

BlindItem reportItemOf(const ReportRecord &report, const ItemRequest &request, const FormDefinition &form)
{
    const QString label
        = request.label.isEmpty() ? QCoreApplication::translate("draudit::models::Items", "Report") : request.label;
    BlindItem item;
    item.title
        = QCoreApplication::translate("draudit::models::Items", "%1 — task %2").arg(label, report.taskExternalId);
    ItemBlock prompt;
    prompt.kind = ItemBlock::Kind::Text;
    prompt.id = QStringLiteral("prompt");
    prompt.text = report.prompt;
    ItemBlock text;
    text.kind = ItemBlock::Kind::Markdown;
    text.id = QStringLiteral("report");
    text.text = report.text;
    text.highlights = quotedTerms(form);
    item.blocks = { prompt, text };
    return item;
}

} // namespace draudit::models
