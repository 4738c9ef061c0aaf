// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A paper's table as typed cells: a benchmark's layout fills it from the report's rows, one writer renders it as a
// booktabs table that fits the column or the page, and every report row the layout does not place is counted.
#pragma once

#include "models/report/reporttable.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <variant>

namespace draudit::models {

// Plain text, from the data or translated (a model, judge or annotator name): escaped when written.
struct Text
{
    QString text;
};
// The layout's own LaTeX (a statistic's name such as Cohen's $\kappa$), written as it is.
struct Markup
{
    QString latex;
};
// An estimate with its 95% interval; NaN where absent.
struct Estimate
{
    double value = std::nan("");
    double low = std::nan("");
    double high = std::nan("");
    QString statistic = {}; // how many decimals a paper prints (printedDecimals)
};
// Items a statistic is computed on.
struct Count
{
    double n = 0;
};
using PaperCell = std::variant<std::monostate, Text, Markup, Estimate, Count>;

struct PaperRow
{
    QList<PaperCell> cells;
    bool section = false; // a sub-heading: its first cell names a group of the rows below
};

struct PaperTable
{
    QString caption; // LaTeX: the layout escapes the data it names (latexformat.h)
    QString label; // \label{tab:draudit-LABEL}
    int labelColumns = 1; // the leading columns hold names and wrap; the others are centred
    QList<PaperCell> header;
    QList<PaperRow> rows;
    bool wide = false; // table*: spans both columns of a two-column paper
    bool stacked = false; // the interval under its value, where several estimate columns stand side by side
};

// A protocol's tables and how many of the report's rows none of them shows.
struct PaperLayout
{
    QList<PaperTable> tables;
    int rowsLeftOut = 0;
};

using PaperTableLayout = PaperLayout (*)(const ReportTable &report);

// Hands out the report's rows to a layout, each at most once, and counts the rows no table took.
class RowPicker
{
public:
    explicit RowPicker(const ReportTable &report);
    // The first row not yet taken that matches, now taken; null when none.
    const ReportRow *take(const std::function<bool(const ReportRow &)> &match);
    const ReportRow *take(const QString &analysis, const QString &comparison, const QString &statistic);
    // Every row not yet taken that matches, in report order, now taken.
    QList<const ReportRow *> takeAll(const std::function<bool(const ReportRow &)> &match);
    // Rows not taken that match, without taking them.
    QList<const ReportRow *> peekAll(const std::function<bool(const ReportRow &)> &match) const;
    int untaken() const;

private:
    const ReportTable &m_report;
    QList<bool> m_taken;
};

// The parts of a comparison the analyses join with " · " ("judge gpt-4o · system · entities").
QStringList comparisonParts(const QString &comparison);

// A row's value and interval (all NaN for a null row); its n as a count cell (empty for a null row).
PaperCell estimateCell(const ReportRow *row);
PaperCell countCell(const ReportRow *row);

// The tables as LaTeX, with a comment naming the packages they need and the count of rows left out.
QByteArray renderPaperLayout(const PaperLayout &layout, const ReportTable &report);

} // namespace draudit::models
