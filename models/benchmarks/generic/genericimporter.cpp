// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every mapped column must exist in the file; a row missing a required value is an error naming line and column.
#include "models/benchmarks/generic/genericimporter.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/inputfile.h"
#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {
struct Mapping
{
    QString benchmark, task, prompt, language, domain, system, systemName, response, judgeName, judgeRun;
    QList<QPair<QString, QString>> judgeFields; // field name -> column
};

Result<Mapping> readMapping(const QString &path)
{
    if (const auto problem = inputFileProblem(path)) // a mapping that is a FIFO or a link to a device never ends
        return fail(*problem, path);
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::GenericImporter", "cannot read the field mapping: %1")
                        .arg(f.errorString()),
            path);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return fail(QCoreApplication::translate(
                        "draudit::models::GenericImporter", "the field mapping is not a JSON object: %1")
                        .arg(error.errorString()),
            path, 1, error.offset + 1);
    const QJsonObject o = doc.object();
    Mapping m;
    m.benchmark = o.value(QStringLiteral("benchmark")).toString();
    m.task = o.value(QStringLiteral("task")).toString();
    if (m.benchmark.isEmpty() || m.task.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::GenericImporter",
                        "the field mapping needs at least \"benchmark\" and \"task\""),
            path, 0, 0, m.benchmark.isEmpty() ? QStringLiteral("benchmark") : QStringLiteral("task"));
    m.prompt = o.value(QStringLiteral("prompt")).toString();
    m.language = o.value(QStringLiteral("language")).toString();
    m.domain = o.value(QStringLiteral("domain")).toString();
    m.system = o.value(QStringLiteral("system")).toString();
    m.systemName = o.value(QStringLiteral("system_name")).toString();
    m.response = o.value(QStringLiteral("response")).toString();
    const QJsonObject judge = o.value(QStringLiteral("judge")).toObject();
    m.judgeName = judge.value(QStringLiteral("name")).toString();
    m.judgeRun = judge.value(QStringLiteral("run")).toString();
    const QJsonObject fields = judge.value(QStringLiteral("fields")).toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        m.judgeFields << qMakePair(it.key(), it.value().toString());
    if (!m.judgeFields.isEmpty() && m.judgeName.isEmpty())
        return fail(QCoreApplication::translate(
                        "draudit::models::GenericImporter", "judge fields are mapped but the judge has no \"name\""),
            path, 0, 0, QStringLiteral("judge.name"));
    if (!m.response.isEmpty() && m.system.isEmpty() && m.systemName.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::GenericImporter",
                        "a response column needs \"system\" (a column) or \"system_name\""),
            path, 0, 0, QStringLiteral("system"));
    return m;
}
} // namespace

QString GenericImporter::description() const
{
    return QCoreApplication::translate("draudit::models::GenericImporter",
        "Any CSV or JSONL with a field mapping (--mapping FILE or <file>.mapping.json)");
}

bool GenericImporter::recognises(const QString &, const QByteArray &) const
{
    return false; // chosen with --format generic, or by a .mapping.json beside the file
}

Result<void> GenericImporter::run(const QString &path, ImportContext &c) const
{
    const QString mappingPath = c.mappingPath.isEmpty() ? path + QStringLiteral(".mapping.json") : c.mappingPath;
    DRAUDIT_TRY(m, readMapping(mappingPath));
    DRAUDIT_TRY(table, TabularFile::read(path));
    const auto column = [&](const QString &name) -> Result<int> {
        if (name.isEmpty())
            return -1;
        const int col = table.column(name);
        if (col < 0)
            return tl::unexpected(table.missingColumn(name));
        return col;
    };
    DRAUDIT_TRY(taskCol, column(m.task));
    DRAUDIT_TRY(promptCol, column(m.prompt));
    DRAUDIT_TRY(languageCol, column(m.language));
    DRAUDIT_TRY(domainCol, column(m.domain));
    DRAUDIT_TRY(systemCol, column(m.system));
    DRAUDIT_TRY(responseCol, column(m.response));
    QList<QPair<QString, int>> judgeCols;
    for (const auto &[field, name] : m.judgeFields) {
        DRAUDIT_TRY(col, column(name));
        judgeCols << qMakePair(field, col);
    }
    std::optional<qint64> judge;
    if (!judgeCols.isEmpty()) {
        DRAUDIT_TRY(id, c.judge(m.judgeName, m.judgeRun));
        judge = id;
    }
    const auto cell = [](const TabularRow &row, int col) { return col < 0 ? QString() : row.cells.value(col); };
    for (const TabularRow &row : table.rows()) {
        auto one = [&]() -> Result<void> {
            const QString taskId = cell(row, taskCol).trimmed();
            if (taskId.isEmpty())
                return fail(QCoreApplication::translate("draudit::models::GenericImporter", "the task id is empty"),
                    path, row.line, taskCol + 1, m.task);
            DRAUDIT_TRY(task,
                promptCol < 0
                    ? c.taskByExternalId(m.benchmark, taskId)
                    : c.task(m.benchmark, taskId, cell(row, languageCol), cell(row, domainCol), cell(row, promptCol)));
            QString target = Target::task(task).toString();
            if (responseCol >= 0) {
                const QString systemName = systemCol >= 0 ? cell(row, systemCol).trimmed() : m.systemName;
                if (systemName.isEmpty())
                    return fail(QCoreApplication::translate("draudit::models::GenericImporter", "the system is empty"),
                        path, row.line, systemCol + 1, m.system);
                DRAUDIT_TRY(system, c.system(systemName));
                ResponseRow answer(task, system, cell(row, responseCol));
                answer.line = row.line;
                answer.field = m.response;
                DRAUDIT_TRY(response, c.response(answer));
                ++c.counts().responses;
                target = Target::response(response).toString();
            }
            for (const auto &[field, col] : judgeCols) {
                const QString text = cell(row, col).trimmed();
                if (text.isEmpty())
                    continue;
                bool numeric = false;
                const double number = text.toDouble(&numeric);
                JudgeRecordRow record(*judge, target, field);
                record.value = numeric ? QVariant() : QVariant(text);
                record.score = numeric ? QVariant(number) : QVariant();
                DRAUDIT_TRY(rec, c.judgeRecord(record));
                ++c.counts().judgeRecords;
            }
            return {};
        };
        if (auto r = c.finishRecord(one); !r)
            return r;
    }
    return {};
}

} // namespace draudit::models
