// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Numbers are written with 6 significant decimals in CSV/JSON/XLSX and 3 in LaTeX, where a paper shows them.
#include "models/report/reportexport.h"

#include "models/core/resulttry.h"
#include "models/core/runtimelibrary.h"
#include "models/report/headlinetable.h"
#include "models/report/latexformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <mutex>
#include <xlsxwriter.h>

namespace draudit::models {

namespace {
QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// Text cells are data, never formulas (OWASP, "CSV Injection"): a cell starting with =, +, -, @, a tab or a carriage
// return (an annotator named "=HYPERLINK(...)") gets a leading ' and is quoted, so a spreadsheet shows it as text.
// Numbers are written by csvNumber and stay numbers.
QString csvField(const QString &s)
{
    static const QString kFormulaStarts = QStringLiteral("=+-@\t\r");
    const bool formula = !s.isEmpty() && kFormulaStarts.contains(s.front());
    if (!formula && !s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    const QString text = formula ? QLatin1Char('\'') + s : s;
    return QLatin1Char('"') + QString(text).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QString csvNumber(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 10) : QStringLiteral("NA");
}
} // namespace

bool parseReportFormat(const QString &text, ReportFormat *format)
{
    if (text == QLatin1String("json"))
        *format = ReportFormat::Json;
    else if (text == QLatin1String("csv"))
        *format = ReportFormat::Csv;
    else if (text == QLatin1String("latex"))
        *format = ReportFormat::Latex;
    else if (text == QLatin1String("xlsx"))
        *format = ReportFormat::Xlsx;
    else
        return false;
    return true;
}

QByteArray reportToJson(const ReportTable &t)
{
    QJsonArray rows;
    for (const ReportRow &r : t.rows)
        rows.append(QJsonObject { { QStringLiteral("analysis"), r.analysis },
            { QStringLiteral("comparison"), r.comparison }, { QStringLiteral("statistic"), r.statistic },
            { QStringLiteral("value"), num(r.value) }, { QStringLiteral("se"), num(r.se) },
            { QStringLiteral("ci95"), QJsonArray { num(r.ciLow), num(r.ciHigh) } },
            { QStringLiteral("ci_method"), r.ciMethod }, { QStringLiteral("n"), r.n },
            { QStringLiteral("headline"), r.headline } });
    const QJsonObject o { { QStringLiteral("protocol"), t.protocol }, { QStringLiteral("title"), t.title },
        { QStringLiteral("rows"), rows }, { QStringLiteral("notes"), QJsonArray::fromStringList(t.notes) } };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray reportToCsv(const ReportTable &t)
{
    QString out
        = QStringLiteral("protocol,analysis,comparison,statistic,value,se,ci_low,ci_high,ci_method,n,headline\n");
    for (const ReportRow &r : t.rows)
        out += QStringList { csvField(t.protocol), csvField(r.analysis), csvField(r.comparison), csvField(r.statistic),
            csvNumber(r.value), csvNumber(r.se), csvNumber(r.ciLow), csvNumber(r.ciHigh), csvField(r.ciMethod),
            QString::number(r.n), r.headline ? QStringLiteral("TRUE") : QStringLiteral("FALSE") }
                   .join(QLatin1Char(','))
            + QLatin1Char('\n');
    return out.toUtf8();
}

// Every row, for an appendix: a longtable whose header repeats on each page. The columns are fractions of the line
// (less their padding) that add up to it, and the name columns wrap, so no row runs past the margin.
QByteArray reportToLatexLongtable(const ReportTable &t)
{
    QString out = QStringLiteral("% %1 (draudit %2) -- needs \\usepackage{booktabs,longtable,array}\n")
                      .arg(latexEscape(t.title), QStringLiteral(DRAUDIT_VERSION));
    const auto column = [](const char *align, double share) {
        // \hspace{0pt}: TeX hyphenates no paragraph's first word, and a cell is a paragraph ("Krippendorff's").
        return QStringLiteral(">{%1\\arraybackslash\\hspace{0pt}}p{\\dimexpr %2\\linewidth-2\\tabcolsep\\relax}")
            .arg(QLatin1String(align))
            .arg(share);
    };
    const QString spec = column("\\raggedright", 0.17) + column("\\raggedright", 0.23) + column("\\raggedright", 0.20)
        + column("\\raggedleft", 0.30) + column("\\raggedleft", 0.10);
    out += QStringLiteral("{\\small\\setlength{\\tabcolsep}{4pt}\n\\begin{longtable}{@{}%1@{}}\n\\caption{%2}\\label{"
                          "tab:draudit-%3-full}\\\\\n")
               .arg(spec, latexEscape(t.title), latexLabel(t.protocol));
    const QString head
        = QStringList { latexEscape(QCoreApplication::translate("draudit::models::ReportExport", "Analysis")),
              latexEscape(QCoreApplication::translate("draudit::models::ReportExport", "Comparison")),
              latexEscape(QCoreApplication::translate("draudit::models::ReportExport", "Statistic")),
              latexEscape(QCoreApplication::translate("draudit::models::ReportExport", "Value [95% CI]")),
              QStringLiteral("$n$") }
              .join(QStringLiteral(" & "))
        + QStringLiteral(" \\\\\n");
    out += QStringLiteral("\\toprule\n") + head + QStringLiteral("\\midrule\n\\endfirsthead\n\\toprule\n") + head
        + QStringLiteral("\\midrule\n\\endhead\n\\bottomrule\n\\endfoot\n");
    for (const ReportRow &r : t.rows) {
        const QString value = latexEstimate(r.value, r.ciLow, r.ciHigh, false, r.statistic);
        out += QStringList { latexEscape(r.analysis), latexEscape(r.comparison), statisticLabel(r.statistic),
            r.headline ? QStringLiteral("\\textbf{%1}").arg(value) : value, latexCount(r.n) }
                   .join(QStringLiteral(" & "))
            + QStringLiteral(" \\\\\n");
    }
    return (out + QStringLiteral("\\end{longtable}\n}\n")).toUtf8();
}

namespace {
// The libxlsxwriter functions an XLSX export calls, resolved at its first use: libxlsxwriter brings libcrypto,
// which would otherwise be loaded by every command at start-up.
struct Xlsx
{
    decltype(&::workbook_new) workbookNew;
    decltype(&::workbook_add_worksheet) addWorksheet;
    decltype(&::workbook_add_format) addFormat;
    decltype(&::format_set_bold) setBold;
    decltype(&::worksheet_write_string) writeString;
    decltype(&::worksheet_write_number) writeNumber;
    decltype(&::worksheet_write_boolean) writeBoolean;
    decltype(&::workbook_close) close;
    decltype(&::lxw_strerror) strerror;
};

Result<const Xlsx *> xlsx()
{
    static Xlsx x {};
    static QString why;
    static std::once_flag once;
    std::call_once(once, [] {
        RuntimeLibrary library(QStringLiteral("xlsxwriter"), 4);
        library.bind("workbook_new", x.workbookNew).bind("workbook_add_worksheet", x.addWorksheet);
        library.bind("workbook_add_format", x.addFormat).bind("format_set_bold", x.setBold);
        library.bind("worksheet_write_string", x.writeString).bind("worksheet_write_number", x.writeNumber);
        library.bind("worksheet_write_boolean", x.writeBoolean).bind("workbook_close", x.close);
        library.bind("lxw_strerror", x.strerror);
        why = library.error();
    });
    if (!why.isEmpty())
        return fail(
            QCoreApplication::translate("draudit::models::ReportExport", "cannot load libxlsxwriter: %1").arg(why));
    return &x;
}

void writeReportRows(const Xlsx &x, const ReportTable &t, lxw_worksheet *sheet, lxw_format *bold)
{
    const char *headers[]
        = { "analysis", "comparison", "statistic", "value", "se", "ci_low", "ci_high", "ci_method", "n", "headline" };
    for (lxw_col_t c = 0; c < 10; ++c)
        x.writeString(sheet, 0, c, headers[c], bold);
    lxw_row_t row = 1;
    for (const ReportRow &r : t.rows) {
        x.writeString(sheet, row, 0, r.analysis.toUtf8().constData(), nullptr);
        x.writeString(sheet, row, 1, r.comparison.toUtf8().constData(), nullptr);
        x.writeString(sheet, row, 2, r.statistic.toUtf8().constData(), nullptr);
        const double numbers[] = { r.value, r.se, r.ciLow, r.ciHigh };
        for (lxw_col_t c = 0; c < 4; ++c)
            if (std::isfinite(numbers[c]))
                x.writeNumber(sheet, row, 3 + c, numbers[c], nullptr);
        x.writeString(sheet, row, 7, r.ciMethod.toUtf8().constData(), nullptr);
        x.writeNumber(sheet, row, 8, r.n, nullptr);
        x.writeBoolean(sheet, row, 9, r.headline, nullptr);
        ++row;
    }
}
} // namespace

Result<void> writeReportXlsx(const ReportTable &t, const QString &path)
{
    DRAUDIT_TRY(loaded, xlsx());
    const Xlsx &x = *loaded;
    lxw_workbook *book = x.workbookNew(path.toLocal8Bit().constData());
    if (!book)
        return fail(QCoreApplication::translate("draudit::models::ReportExport", "cannot create the workbook"), path);
    lxw_format *bold = x.addFormat(book);
    x.setBold(bold);
    writeReportRows(x, t, x.addWorksheet(book, "report"), bold);
    lxw_worksheet *notes = x.addWorksheet(book, "notes");
    for (int i = 0; i < t.notes.size(); ++i)
        x.writeString(notes, static_cast<lxw_row_t>(i), 0, t.notes[i].toUtf8().constData(), nullptr);
    const lxw_error error = x.close(book);
    if (error != LXW_NO_ERROR)
        return fail(QCoreApplication::translate("draudit::models::ReportExport", "cannot write the workbook: %1")
                        .arg(QString::fromLatin1(x.strerror(error))),
            path);
    return {};
}

} // namespace draudit::models
