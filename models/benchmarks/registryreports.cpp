// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A protocol's report on the blind answers (and on the final ones where they differ), its paper tables and files, each
// benchmark's data exports and its part of the demo.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/report/answerbasisrows.h"
#include "models/report/checkrows.h"
#include "models/report/headlinetable.h"
#include "models/store/studies/answerbasis.h"
#include "models/store/studies/answerchanges.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <algorithm>

namespace draudit::models {

Result<DemoSummary> generateDemo(
    ProjectStore &store, const DemoOptions &options, const std::function<void(int, int)> &progress)
{
    QList<DemoPart> parts;
    for (const Benchmark &b : registered())
        if (b.demo)
            parts << b.demo;
    return writeDemo(store, options, parts, progress);
}

QList<DataExport> dataExports()
{
    QList<DataExport> out;
    for (const Benchmark &b : registered())
        out << b.exports;
    return out;
}

namespace {
// The fields a study's form asks after the commit or the reveal, as its first item expands the form (an expansion may
// ask a question after the commit that the stored form does not: DR-Arena's D2 in a study of whole battles).
Result<QSet<QString>> fieldsAskedAfterCommit(ProjectStore &store, qint64 studyId)
{
    QSet<QString> out;
    DRAUDIT_TRY(study, StudyStore(store).studyById(studyId));
    if (!study || study->formJson.isEmpty())
        return out;
    const auto form = readForm(study->formJson.toUtf8(), study->name);
    if (!form)
        return out; // a form this draudit cannot read asks nothing it knows of
    DRAUDIT_TRY(targets, StudyStore(store).sampleTargets(studyId));
    FormDefinition asked = *form;
    if (!targets.isEmpty())
        if (const auto expanded = formForItem(store, *form, Target::parse(targets.front())))
            asked = *expanded;
    for (const FormDefinition *f : { &*form, static_cast<const FormDefinition *>(&asked) })
        for (const FormQuestion &q : f->questions)
            if (q.afterCommit || q.afterReveal)
                out.insert(q.storedField());
    return out;
}
} // namespace

Result<ReportTable> analyse(ProjectStore &store, const QString &id, const ReportRequest &request)
{
    const Protocol *p = protocol(id);
    if (!p || !p->analyse)
        return fail(QCoreApplication::translate("draudit::cli::report", "unknown protocol '%1'; use %2")
                        .arg(id, reportProtocolIds().join(QStringLiteral(", "))));
    DRAUDIT_TRY(afterCommit, fieldsAskedAfterCommit(store, request.studyId));
    const AfterCommitFieldsScope asked(afterCommit);
    // The headline on blind answers (each as held at its item's first commit); when any changed after its commit, the
    // whole analysis again on the answers as stored now, every row named as that variant.
    DRAUDIT_TRY(table, [&] {
        const AnswerBasisScope blind(AnswerBasis::FirstCommit);
        return p->analyse(store, request);
    }());
    DRAUDIT_TRY(kinds, answerKinds(store, request.studyId));
    if (kinds.changedAfterCommit > 0) {
        const AnswerBasisScope final(AnswerBasis::Final);
        DRAUDIT_TRY(variant, p->analyse(store, request));
        for (ReportRow row : std::as_const(variant.rows)) {
            row.analysis = finalAnswersVariant() + QStringLiteral(": ") + row.analysis;
            row.headline = false;
            table.rows << row;
        }
    }
    if (!table.rows.isEmpty()) // a protocol with nothing to report stays empty
        appendAnswerBasis(table, kinds);
    DRAUDIT_TRY_VOID(appendCheckRows(store, request.studyId, table));
    return table;
}

QByteArray paperTablesLatex(const ReportTable &report)
{
    const Protocol *p = protocol(report.protocol);
    PaperLayout layout = p && p->paperTable ? p->paperTable(report) : PaperLayout {};
    const bool placed = std::any_of(
        layout.tables.cbegin(), layout.tables.cend(), [](const PaperTable &t) { return !t.rows.isEmpty(); });
    return renderPaperLayout(placed ? layout : headlineLayout(report), report);
}

QByteArray reportBytes(const ReportTable &report, ReportFormat format, bool latexFull)
{
    switch (format) {
    case ReportFormat::Json:
        return reportToJson(report);
    case ReportFormat::Csv:
        return reportToCsv(report);
    case ReportFormat::Latex:
        return latexFull ? reportToLatexLongtable(report) : paperTablesLatex(report);
    case ReportFormat::Xlsx:
        break;
    }
    return {};
}

Result<void> saveReport(const ReportTable &report, ReportFormat format, const QString &path, bool latexFull)
{
    if (format == ReportFormat::Xlsx)
        return writeReportXlsx(report, path);
    const QByteArray bytes = reportBytes(report, format, latexFull);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return fail(
            QCoreApplication::translate("draudit::cli::report", "cannot write %1: %2").arg(path, f.errorString()),
            path);
    return {};
}

} // namespace draudit::models
