// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scores attach to the model's report for the task when it is in the project, else to a stable placeholder
// target (flagged "unlinked") that a later report import does not need to rewrite.
#include "models/benchmarks/deepresearchbench/drbraceimporter.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/deepresearchbench/drbreportimporter.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/inputfile.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>
#include <map>

namespace draudit::models {

namespace {
const char *const kFields[]
    = { "comprehensiveness", "insight", "instruction_following", "readability", "overall_score" };
const char *const kSummaryNames[]
    = { "Comprehensiveness", "Insight", "Instruction Following", "Readability", "Overall Score" };

// race_result.txt: "Name: value" lines.
std::map<QString, double> readSummary(const QString &path)
{
    std::map<QString, double> out;
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    static const QRegularExpression line(QStringLiteral("^\\s*([^:]+):\\s*([-0-9.eE]+)\\s*$"));
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const auto m = line.match(QString::fromUtf8(raw));
        if (m.hasMatch())
            out[m.captured(1).trimmed()] = m.captured(2).toDouble();
    }
    return out;
}
} // namespace

QString DrbRaceImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::DrbRaceImporter", "DeepResearch Bench RACE results (raw_results.jsonl)");
}

bool DrbRaceImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"overall_score\"") && head.contains("\"comprehensiveness\"");
}

// The agent is the result's folder: equal files of two agents are two.
QString DrbRaceImporter::contentScope(const QString &path) const
{
    return drbSystemFromResultPath(path);
}

Result<void> DrbRaceImporter::run(const QString &path, ImportContext &c) const
{
    // One RACE run (a judge model, a variant: vanilla, reverse position, ...) is one judge over every agent's file.
    const QString system = drbSystemFromResultPath(path);
    const QString judgeName = c.examinerName(QStringLiteral("race"));
    DRAUDIT_TRY(judge, c.examiner(QStringLiteral("race")));
    double sums[5] = { 0, 0, 0, 0, 0 };
    int rows = 0;
    auto result = c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(id, row.idText("id"));
            DRAUDIT_TRY_VOID(c.uniqueRecord(RecordKey::kTask, id, row.line()));
            double values[5];
            for (int i = 0; i < 5; ++i) {
                DRAUDIT_TRY(v, row.numeric(kFields[i]));
                if (v < 0 || v > 1)
                    return tl::unexpected(row.error(kFields[i],
                        QCoreApplication::translate("draudit::models::DrbRaceImporter", "%1 is outside 0..1").arg(v)));
                values[i] = v;
            }
            DRAUDIT_TRY(response, drbResponse(c, id, system));
            const QString target = response ? Target::response(*response).toString()
                                            : Target::pendingReport(kDrbProtocol.toString(), id, system).toString();
            for (int i = 0; i < 5; ++i) {
                JudgeRecordRow record(judge, target, QString::fromLatin1(kFields[i]));
                if (!response)
                    record.flags = QStringLiteral("unlinked");
                if (auto r = c.judgeDecision(record, values[i], judgeName); !r)
                    return tl::unexpected(row.error(kFields[i], r.error().message));
                sums[i] += values[i];
            }
            c.counts().flagged += response ? 0 : 1;
            ++rows;
            return {};
        };
        return c.finishRecord(one);
    });
    if (!result)
        return result;
    const QString summaryPath = QFileInfo(path).dir().filePath(QStringLiteral("race_result.txt"));
    const auto summary = readSummary(summaryPath);
    for (int i = 0; i < 5 && rows > 0; ++i) {
        auto it = summary.find(QString::fromLatin1(kSummaryNames[i]));
        if (it == summary.end() && i == 4) // the overall score's label reads "Overall Score:" or "Overall:"
            it = summary.find(QStringLiteral("Overall"));
        if (it == summary.end())
            continue;
        const double mean = sums[i] / rows;
        if (std::fabs(mean - it->second) > 5e-5)
            c.addCheck(QCoreApplication::translate(
                "draudit::models::DrbRaceImporter", "%1: mean %2 is %3 over %4 tasks, but race_result.txt says %5")
                           .arg(system, QString::fromLatin1(kSummaryNames[i]))
                           .arg(mean, 0, 'f', 4)
                           .arg(rows)
                           .arg(it->second, 0, 'f', 4));
    }
    return {};
}

} // namespace draudit::models
