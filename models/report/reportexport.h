// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exports a report table as JSON, tidy CSV (R/pandas-ready), a LaTeX longtable of every row, or an XLSX workbook.
#pragma once

#include "models/core/error.h"
#include "models/report/reporttable.h"

namespace draudit::models {

enum class ReportFormat
{
    Json,
    Csv,
    Latex,
    Xlsx
};
bool parseReportFormat(const QString &text, ReportFormat *format);

QByteArray reportToJson(const ReportTable &table);
QByteArray reportToCsv(const ReportTable &table);
// Every row as a longtable for an appendix (report --latex-full); the paper's own tables are registry.h's
// paperTablesLatex().
QByteArray reportToLatexLongtable(const ReportTable &table);
// XLSX is binary and written straight to a file (libxlsxwriter).
Result<void> writeReportXlsx(const ReportTable &table, const QString &path);

} // namespace draudit::models
