// Numbers are written with 6 significant decimals in CSV/JSON/XLSX and 3 in LaTeX, where a paper shows them.
#include "models/report/reportexport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

QString latexEscape(QString s)
{
    s.replace(QLatin1Char('\\'), QStringLiteral("\\textbackslash{}"));
    for (const char *c : { "&", "%", "$", "#", "_", "{", "}" })
        s.replace(QString::fromLatin1(c), QLatin1Char('\\') + QString::fromLatin1(c));
    s.replace(QLatin1Char('~'), QStringLiteral("\\textasciitilde{}"));
    s.replace(QLatin1Char('^'), QStringLiteral("\\textasciicircum{}"));
    return s;
}

QString latexNumber(double v)
{
    return std::isfinite(v) ? QString::number(v, 'f', 3) : QStringLiteral("--");
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

QByteArray reportToLatex(const ReportTable &t)
{
    QString out = QStringLiteral("% %1 (draudit %2) -- needs \\usepackage{booktabs}\n")
                      .arg(latexEscape(t.title), QStringLiteral(DRAUDIT_VERSION));
    out += QStringLiteral("\\begin{table}[t]\n\\centering\n\\caption{%1}\n\\begin{tabular}{lllrrr}\n\\toprule\n")
               .arg(latexEscape(t.title));
    out += QStringLiteral("Analysis & Comparison & Statistic & Value & 95\\% CI & $n$ \\\\\n\\midrule\n");
    for (const ReportRow &r : t.rows) {
        const QString ci = std::isfinite(r.ciLow)
            ? QStringLiteral("[%1, %2]").arg(latexNumber(r.ciLow), latexNumber(r.ciHigh))
            : QStringLiteral("--");
        out += QStringLiteral("%1 & %2 & %3 & %4 & %5 & %6 \\\\\n")
                   .arg(latexEscape(r.analysis), latexEscape(r.comparison), latexEscape(r.statistic),
                       r.headline ? QStringLiteral("\\textbf{%1}").arg(latexNumber(r.value)) : latexNumber(r.value), ci,
                       QString::number(r.n));
    }
    out += QStringLiteral("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
    return out.toUtf8();
}

Result<void> writeReportXlsx(const ReportTable &t, const QString &path)
{
    lxw_workbook *book = workbook_new(path.toLocal8Bit().constData());
    if (!book)
        return fail(QCoreApplication::translate("draudit::models::ReportExport", "cannot create the workbook"), path);
    lxw_worksheet *sheet = workbook_add_worksheet(book, "report");
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    const char *headers[]
        = { "analysis", "comparison", "statistic", "value", "se", "ci_low", "ci_high", "ci_method", "n", "headline" };
    for (lxw_col_t c = 0; c < 10; ++c)
        worksheet_write_string(sheet, 0, c, headers[c], bold);
    lxw_row_t row = 1;
    for (const ReportRow &r : t.rows) {
        worksheet_write_string(sheet, row, 0, r.analysis.toUtf8().constData(), nullptr);
        worksheet_write_string(sheet, row, 1, r.comparison.toUtf8().constData(), nullptr);
        worksheet_write_string(sheet, row, 2, r.statistic.toUtf8().constData(), nullptr);
        const double numbers[] = { r.value, r.se, r.ciLow, r.ciHigh };
        for (lxw_col_t c = 0; c < 4; ++c)
            if (std::isfinite(numbers[c]))
                worksheet_write_number(sheet, row, 3 + c, numbers[c], nullptr);
        worksheet_write_string(sheet, row, 7, r.ciMethod.toUtf8().constData(), nullptr);
        worksheet_write_number(sheet, row, 8, r.n, nullptr);
        worksheet_write_boolean(sheet, row, 9, r.headline, nullptr);
        ++row;
    }
    lxw_worksheet *notes = workbook_add_worksheet(book, "notes");
    for (int i = 0; i < t.notes.size(); ++i)
        worksheet_write_string(notes, static_cast<lxw_row_t>(i), 0, t.notes[i].toUtf8().constData(), nullptr);
    const lxw_error error = workbook_close(book);
    if (error != LXW_NO_ERROR)
        return fail(QCoreApplication::translate("draudit::models::ReportExport", "cannot write the workbook: %1")
                        .arg(QString::fromLatin1(lxw_strerror(error))),
            path);
    return {};
}

} // namespace draudit::models
