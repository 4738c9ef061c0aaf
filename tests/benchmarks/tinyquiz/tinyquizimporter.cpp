// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each line: a task per quiz, a system per model, a report per answer and the judge's grade on the report.
#include "tests/benchmarks/tinyquiz/tinyquizimporter.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/import/importcontext.h"
#include "models/io/jsonlines.h"
#include "models/store/imports/importrows.h"
#include "models/store/imports/judgerecords.h"
#include "tests/benchmarks/tinyquiz/tinyquizbenchmark.h"

namespace draudit::tests {

using namespace draudit::models;

bool TinyQuizImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    return fileName.endsWith(QLatin1String(".jsonl")) && head.startsWith("{\"quiz\":");
}

Result<void> TinyQuizImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("quiz-judge"), {}));
    return forEachJsonLine(path, [&](const JsonRecord &r) -> Result<void> {
        DRAUDIT_TRY(quiz, r.string("quiz"));
        DRAUDIT_TRY(question, r.string("question"));
        DRAUDIT_TRY(model, r.string("model"));
        DRAUDIT_TRY(answer, r.string("answer"));
        DRAUDIT_TRY(grade, r.string("grade"));
        if (grade != QLatin1String("right") && grade != QLatin1String("wrong"))
            return tl::unexpected(r.error("grade", QStringLiteral("'%1' is neither right nor wrong").arg(grade)));
        DRAUDIT_TRY(task, c.task(kTinyQuiz.toString(), quiz, {}, {}, question));
        DRAUDIT_TRY(system, c.system(model));
        DRAUDIT_TRY(response, c.response(ResponseRow(task, system, answer)));
        JudgeRecordRow row(judge, Target::response(response).toString(), QStringLiteral("grade"));
        row.value = grade;
        return c.judgeLabel(row, QStringLiteral("quiz-judge"));
    });
}

} // namespace draudit::tests
