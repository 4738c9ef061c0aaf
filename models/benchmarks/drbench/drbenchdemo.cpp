// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rubric tasks of the demo project, drawn from the shared random stream.
#include "models/benchmarks/drbench/drbenchdemo.h"

#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"

namespace draudit::models {

Result<void> drBenchDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c)
{
    const QList<qint64> &systems = c.systems;
    std::mt19937_64 &rng = c.rng;
    DemoSummary &s = c.summary;
    DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("drbench-judge"), QStringLiteral("demo")));
    const auto &topics = demotext::topics();
    for (int t = 0; t < o.rubricTasks; ++t) {
        const demotext::Topic &topic = topics.at((t * 5 + 1) % topics.size());
        DRAUDIT_TRY(task,
            w.task(kDrBench.toString(), QStringLiteral("0%1").arg(4100 + t), topic.language, topic.chain.first(),
                topic.question));
        DRAUDIT_TRY(rubric,
            insertRubric(w.rows().statements(),
                RubricRow(task, QStringLiteral("qsr"), QStringLiteral("Query-specific rubrics"))));
        const QStringList items {
            QStringLiteral(
                "Identifies the first city to complete the network. Yes=3, Partial=1 (city named without date), No=0"),
            QStringLiteral("Reports injury rates before and after. Yes=2, No=0"),
            QStringLiteral("Discusses confounders such as traffic volume. Yes=2, Partial=1, No=0"),
            QStringLiteral("Cites the municipal statistics office. Yes=1, No=0")
        };
        QList<qint64> itemIds;
        for (int i = 0; i < items.size(); ++i) {
            DRAUDIT_TRY(item,
                w.rubricItem(rubric, i, QStringLiteral("qsr"), items[i], 1,
                    items[i].contains(QLatin1String("Partial")) ? QStringLiteral("{\"Yes\":3,\"Partial\":1,\"No\":0}")
                                                                : QStringLiteral("{\"Yes\":2,\"No\":0}")));
            itemIds << item;
            ++s.rubricItems;
        }
        for (int k = 0; k < 2; ++k) {
            DRAUDIT_TRY(resp, w.response(task, systems[k], demotext::answer(topic, o.reportWords, rng), 900));
            for (qint64 item : itemIds) {
                static const char *vals[] = { "Yes", "Partial", "No" };
                DRAUDIT_TRY(r,
                    w.judgeRecord(judge, Target::rubricItem(item, resp).toString(), QStringLiteral("qsr"),
                        QString::fromLatin1(vals[rng() % 3]), {}));
            }
        }
    }
    return {};
}

} // namespace draudit::models
