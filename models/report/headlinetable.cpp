// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A protocol without a layout still gets a table a paper can print: short, readable, with the rest counted.
#include "models/report/headlinetable.h"

#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// Rows shown when a protocol marks no headline: enough for a first look, and few enough for one page even when
// long comparisons wrap over several lines.
constexpr int kFirstRows = 10;
} // namespace

QString latexLabel(const QString &protocol)
{
    QString out;
    for (const QChar c : protocol)
        out += c.isLetterOrNumber() && c.unicode() < 128 ? c.toLower() : QLatin1Char('-');
    return out.isEmpty() ? QStringLiteral("report") : out;
}

PaperLayout headlineLayout(const ReportTable &report)
{
    RowPicker picker(report);
    QList<const ReportRow *> rows = picker.takeAll([](const ReportRow &r) { return r.headline; });
    if (rows.isEmpty())
        for (int i = 0; i < kFirstRows; ++i)
            if (const ReportRow *r = picker.take([](const ReportRow &) { return true; }))
                rows << r;
    PaperTable t;
    t.caption = latexEscape(report.title);
    t.label = latexLabel(report.protocol);
    t.labelColumns = 2;
    t.header = { Text { QCoreApplication::translate("draudit::models::PaperTable", "Comparison") },
        Text { QCoreApplication::translate("draudit::models::PaperTable", "Statistic") },
        Text { QCoreApplication::translate("draudit::models::PaperTable", "Value [95% CI]") },
        Markup { QStringLiteral("$n$") } };
    QString analysis;
    for (const ReportRow *r : rows) {
        if (r->analysis != analysis || t.rows.isEmpty())
            t.rows << PaperRow { { Text { r->analysis } }, true };
        analysis = r->analysis;
        t.rows << PaperRow { { Text { r->comparison }, Markup { statisticLabel(r->statistic) }, estimateCell(r),
            countCell(r) } };
    }
    if (rows.isEmpty())
        t.rows << PaperRow { { Text { QCoreApplication::translate("draudit::models::PaperTable", "no results") } } };
    return { { t }, picker.untaken() };
}

} // namespace draudit::models
