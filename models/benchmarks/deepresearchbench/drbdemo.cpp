// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Report tasks of the demo project, drawn from the shared random stream (FACT pairs from streams of their own).
#include "models/benchmarks/deepresearchbench/drbdemo.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"

#include <QJsonObject>

namespace draudit::models {

namespace {
const char *const kRaceDimensions[] = { "comprehensiveness", "insight", "instruction_following", "readability" };

// The task's RACE criteria as criteria.jsonl gives them: two per dimension, and the dimension weights.
Result<void> raceCriteria(DemoWriter &w, qint64 task, DemoSummary &s)
{
    const double weights[] = { 0.3, 0.35, 0.2, 0.15 };
    QJsonObject byDimension;
    for (int d = 0; d < 4; ++d)
        byDimension.insert(QString::fromLatin1(kRaceDimensions[d]), weights[d]);
    RubricRow rubricRow(task, QStringLiteral("race"), QStringLiteral("RACE criteria"));
    rubricRow.metadata = QString::fromUtf8(QJsonDocument(
        QJsonObject { { QStringLiteral("dimension_weight"),
            byDimension } }).toJson(QJsonDocument::Compact));
    DRAUDIT_TRY(rubric, insertRubric(w.rows().statements(), rubricRow));
    int pos = 0;
    for (const char *d : kRaceDimensions)
        for (int c = 0; c < 2; ++c) {
            DRAUDIT_TRY(item,
                w.rubricItem(rubric, pos++, QStringLiteral("race:") + QString::fromLatin1(d),
                    c == 0 ? QStringLiteral("Covers the main sub-questions of the task")
                           : QStringLiteral("Supports claims with specific, checkable evidence"),
                    c == 0 ? 0.6 : 0.4,
                    QStringLiteral("{\"scale\":\"0-10\",\"explanation\":\"%1\"}")
                        .arg(c == 0 ? QStringLiteral("A report that leaves a sub-question out cannot score high.")
                                    : QStringLiteral("Numbers, names and sources the reader can check."))));
            ++s.rubricItems;
        }
    return {};
}

// FACT's statement–URL pairs of a report: its first sentences, each with a source and the judge's label.
Result<void> factPairs(DemoWriter &w, qint64 judge, qint64 response, const QString &text)
{
    std::mt19937_64 rng(static_cast<std::uint64_t>(response) * 7919); // its own stream: the other demo data stay put
    const QStringList sentences = text.split(QStringLiteral(". "), Qt::SkipEmptyParts);
    for (int i = 0; i < std::min<int>(3, static_cast<int>(sentences.size())); ++i) {
        const QString url = QStringLiteral("https://example.org/source/%1-%2").arg(response).arg(i);
        const int draw = static_cast<int>(rng() % 10);
        const QString label = draw < 6 ? QStringLiteral("supported")
            : draw < 9                 ? QStringLiteral("unsupported")
                                       : QStringLiteral("unknown");
        DRAUDIT_TRY(r,
            w.judgeRecord(judge, Target::responsePart(response, url + QStringLiteral("#0")).toString(),
                QStringLiteral("support"), label, {}, { {}, {}, sentences[i].trimmed() + QLatin1Char('.'), {} }));
    }
    return {};
}

} // namespace

Result<void> drbDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c)
{
    const QList<qint64> &systems = c.systems;
    std::mt19937_64 &rng = c.rng;
    DemoSummary &s = c.summary;
    DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("race"), QStringLiteral("demo")));
    DRAUDIT_TRY(fact, w.rows().addJudge(QStringLiteral("fact"), QStringLiteral("demo")));
    const auto &topics = demotext::topics();
    for (int t = 0; t < o.reportTasks; ++t) {
        const demotext::Topic &topic = topics.at((t * 3 + 3) % topics.size());
        DRAUDIT_TRY(task,
            w.task(kDeepResearchBench.toString(), QString::number(t + 1), topic.language, topic.chain.first(),
                QStringLiteral("Write a research report: ") + topic.question));
        DRAUDIT_TRY_VOID(raceCriteria(w, task, s));
        for (qint64 system : systems) {
            const double seconds = 600 + static_cast<double>(rng() % 900); // drawn before the text, as always
            const QString text = demotext::answer(topic, o.reportWords, rng);
            DRAUDIT_TRY(resp, w.response(task, system, text, seconds));
            double overall = 0;
            for (const char *d : kRaceDimensions) {
                const double v = 0.3 + static_cast<double>(rng() % 400) / 1000.0;
                overall += v / 4;
                DRAUDIT_TRY(r, w.judgeRecord(judge, Target::response(resp).toString(), QString::fromLatin1(d), {}, v));
            }
            DRAUDIT_TRY(r,
                w.judgeRecord(judge, Target::response(resp).toString(), QStringLiteral("overall_score"), {}, overall));
            DRAUDIT_TRY_VOID(factPairs(w, fact, resp, text));
        }
    }
    return {};
}

} // namespace draudit::models
