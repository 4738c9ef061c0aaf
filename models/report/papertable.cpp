// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Paper tables are tabularx at the line's width: the name columns wrap (ragged right) and the estimate columns keep
// their natural width, so a table fits its column or page however long the names in the data are.
#include "models/report/papertable.h"

#include "models/report/latexformat.h"

#include <QCoreApplication>

namespace draudit::models {

RowPicker::RowPicker(const ReportTable &report)
    : m_report(report)
    , m_taken(report.rows.size(), false)
{
}

const ReportRow *RowPicker::take(const std::function<bool(const ReportRow &)> &match)
{
    for (qsizetype i = 0; i < m_report.rows.size(); ++i)
        if (!m_taken[i] && match(m_report.rows[i])) {
            m_taken[i] = true;
            return &m_report.rows[i];
        }
    return nullptr;
}

const ReportRow *RowPicker::take(const QString &analysis, const QString &comparison, const QString &statistic)
{
    return take([&](const ReportRow &r) {
        return r.analysis == analysis && r.comparison == comparison && r.statistic == statistic;
    });
}

QList<const ReportRow *> RowPicker::takeAll(const std::function<bool(const ReportRow &)> &match)
{
    QList<const ReportRow *> out;
    while (const ReportRow *r = take(match))
        out << r;
    return out;
}

QList<const ReportRow *> RowPicker::peekAll(const std::function<bool(const ReportRow &)> &match) const
{
    QList<const ReportRow *> out;
    for (qsizetype i = 0; i < m_report.rows.size(); ++i)
        if (!m_taken[i] && match(m_report.rows[i]))
            out << &m_report.rows[i];
    return out;
}

int RowPicker::untaken() const
{
    return static_cast<int>(m_taken.count(false));
}

QStringList comparisonParts(const QString &comparison)
{
    return comparison.split(QStringLiteral(" · "));
}

PaperCell estimateCell(const ReportRow *row)
{
    if (!row)
        return Estimate {};
    return Estimate { row->value, row->ciLow, row->ciHigh, row->statistic };
}

PaperCell countCell(const ReportRow *row)
{
    return row ? PaperCell(Count { row->n }) : PaperCell();
}

namespace {
QString cellLatex(const PaperCell &cell, bool stacked)
{
    if (const auto *t = std::get_if<Text>(&cell))
        return latexEscape(t->text);
    if (const auto *m = std::get_if<Markup>(&cell))
        return m->latex;
    if (const auto *e = std::get_if<Estimate>(&cell))
        return latexEstimate(e->value, e->low, e->high, stacked, e->statistic);
    if (const auto *c = std::get_if<Count>(&cell))
        return latexCount(c->n);
    return {};
}

QString rowLatex(const QList<PaperCell> &cells, int columns, bool stacked)
{
    QStringList out;
    for (int c = 0; c < columns; ++c)
        out << (c < cells.size() ? cellLatex(cells[c], stacked) : QString());
    return out.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
}

QString tableLatex(const PaperTable &t)
{
    const int columns = static_cast<int>(t.header.size());
    const QString environment = t.wide ? QStringLiteral("table*") : QStringLiteral("table");
    // \hspace{0pt}: TeX hyphenates no paragraph's first word, and a cell is a paragraph.
    QString spec = QStringLiteral(">{\\raggedright\\arraybackslash\\hspace{0pt}}X").repeated(t.labelColumns);
    spec += QStringLiteral("c").repeated(std::max(0, columns - t.labelColumns));
    QString out = QStringLiteral("\\begin{%1}[tbp]\n\\centering\n\\small\n\\setlength{\\tabcolsep}{4pt}\n\\caption{%2}"
                                 "\n\\label{tab:draudit-%3}\n")
                      .arg(environment, t.caption, t.label);
    out += QStringLiteral("\\begin{tabularx}{\\linewidth}{@{}%1@{}}\n\\toprule\n").arg(spec);
    out += rowLatex(t.header, columns, false) + QStringLiteral("\\midrule\n");
    for (qsizetype i = 0; i < t.rows.size(); ++i) {
        const PaperRow &row = t.rows[i];
        if (!row.section) {
            out += rowLatex(row.cells, columns, t.stacked);
            continue;
        }
        if (i > 0)
            out += QStringLiteral("\\addlinespace\n");
        out += rowLatex(
            { Markup { QStringLiteral("\\textit{%1}").arg(cellLatex(row.cells.value(0), false)) } }, columns, false);
    }
    return out + QStringLiteral("\\bottomrule\n\\end{tabularx}\n\\end{%1}\n").arg(environment);
}

// Lines of a page a float may fill with body rows (a stacked row takes two): a taller float would not fit the page,
// and LaTeX would hold it, and every float after it, to the end of the document.
constexpr int kLinesPerFloat = 30;

// The table as floats that each fit a page: a long one goes on in further tables, "(continued)", with its header,
// cut before a section heading where it can be.
QList<PaperTable> pageSized(const PaperTable &t)
{
    QList<PaperTable> parts { t };
    parts.back().rows.clear();
    int lines = 0;
    for (const PaperRow &row : t.rows) {
        const int height = row.section || !t.stacked ? 1 : 2;
        if (lines + height > kLinesPerFloat && !parts.back().rows.isEmpty()) {
            PaperTable next = t;
            next.rows.clear();
            // A section heading goes on with its rows.
            if (parts.back().rows.back().section)
                next.rows << parts.back().rows.takeLast();
            next.caption = QCoreApplication::translate("draudit::models::PaperTable", "%1 (continued)").arg(t.caption);
            next.label = QStringLiteral("%1-%2").arg(t.label).arg(parts.size() + 1);
            parts << next;
            lines = static_cast<int>(next.rows.size());
        }
        parts.back().rows << row;
        lines += height;
    }
    return parts;
}

QString comment(const QString &text)
{
    return QStringLiteral("% ") + QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')).remove(QLatin1Char('\r'))
        + QLatin1Char('\n');
}
} // namespace

QByteArray renderPaperLayout(const PaperLayout &layout, const ReportTable &report)
{
    QString out = comment(QCoreApplication::translate(
        "draudit::models::PaperTable", "%1 (draudit %2): the paper's tables; needs \\usepackage{booktabs,tabularx}")
                              .arg(report.title, QStringLiteral(DRAUDIT_VERSION)));
    for (const QString &note : report.notes)
        out += comment(note);
    for (const PaperTable &t : layout.tables)
        if (!t.rows.isEmpty())
            for (const PaperTable &part : pageSized(t))
                out += QLatin1Char('\n') + tableLatex(part);
    out += QLatin1Char('\n');
    if (layout.rowsLeftOut > 0)
        out += comment(QCoreApplication::translate("draudit::models::PaperTable",
            "%1 of the report's %2 rows are not in these tables; the full table: draudit report --format latex "
            "--latex-full")
                           .arg(layout.rowsLeftOut)
                           .arg(report.rows.size()));
    else
        out += comment(
            QCoreApplication::translate("draudit::models::PaperTable", "every row of the report is in these tables"));
    return out.toUtf8();
}

} // namespace draudit::models
