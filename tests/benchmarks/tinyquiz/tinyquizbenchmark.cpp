// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Quiz declared once, as the five benchmarks declare themselves: protocol, form, importer, navigator section.
#include "tests/benchmarks/tinyquiz/tinyquizbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/core/resulttry.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/formanswers.h"
#include "models/store/studies/studystore.h"
#include "tests/benchmarks/tinyquiz/tinyquizimporter.h"

namespace draudit::tests {

using namespace draudit::models;

FormDefinition quizGradeForm()
{
    FormDefinition f;
    f.id = QStringLiteral("quiz-grade");
    f.title = QStringLiteral("Quiz grade");
    f.questions = { FormQuestion { QStringLiteral("grade"), QStringLiteral("Is the answer right?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("right"), QStringLiteral("Right") }, { QStringLiteral("wrong"), QStringLiteral("Wrong") } },
        QStringLiteral("grade") } };
    return f;
}

namespace {
// Every person's grade of a study item against the judge's: percent agreement over (person, item) pairs.
Result<ReportTable> analyseQuiz(ProjectStore &store, const ReportRequest &request)
{
    DRAUDIT_TRY(items, StudyStore(store).sampleItems(request.studyId));
    int pairs = 0, agreed = 0;
    for (const PlanItem &item : std::as_const(items)) {
        DRAUDIT_TRY(judged, judgeAnswers(store, quizGradeForm(), item.target));
        DRAUDIT_TRY(answers, AnnotationStore(store).annotations(item.target, request.studyId));
        for (const Annotation &a : std::as_const(answers))
            if (a.field == QLatin1String("grade") && !a.value.isEmpty() && judged.contains(QStringLiteral("grade"))) {
                ++pairs;
                agreed += a.value == judged.value(QStringLiteral("grade")) ? 1 : 0;
            }
    }
    ReportTable t;
    t.protocol = kTinyQuizProtocol.toString();
    t.title = QStringLiteral("Tiny Quiz: people against the judge");
    ReportRow row;
    row.analysis = QStringLiteral("human vs judge grade");
    row.comparison = QStringLiteral("humans vs quiz-judge");
    row.statistic = QStringLiteral("percent_agreement");
    row.value = pairs ? static_cast<double>(agreed) / pairs : std::nan("");
    row.n = pairs;
    row.headline = true;
    t.rows << row;
    return t;
}
} // namespace

Benchmark tinyQuizBenchmark()
{
    static const TinyQuizImporter importer;
    Benchmark b;
    b.id = kTinyQuiz;
    Protocol p;
    p.id = kTinyQuizProtocol;
    p.defaultForm = QStringLiteral("quiz-grade");
    p.analyse = analyseQuiz;
    p.candidates = reportsOf({ kTinyQuiz });
    p.dashboard = DashboardKind::Report;
    b.protocols << p;
    b.importers = { { 5, &importer } };
    b.forms = { { .name = QStringLiteral("quiz-grade"),
        .make = quizGradeForm,
        .offered = { { QStringLiteral("quiz-grade"), "Quiz grade (right / wrong)" } } } };
    b.reportForms = { QStringLiteral("quiz-grade") };
    b.sections = { { kTinyQuiz.toString(), "Quizzes" } };
    return b;
}

} // namespace draudit::tests
