// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The self-written DeepResearch Bench files of the end-to-end study test, shaped like the real ones: query.jsonl,
// criteria.jsonl, cleaned and raw reports of four agents, raw_results.jsonl of two RACE runs (vanilla, reverse) and
// a FACT validated.jsonl, with what each file says kept for the test's own computation.
#pragma once

#include "models/study/studyplan.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

namespace draudit::tests {

const QStringList kModels { QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma"),
    QStringLiteral("delta") };
const QStringList kDimensions { QStringLiteral("comprehensiveness"), QStringLiteral("insight"),
    QStringLiteral("instruction_following"), QStringLiteral("readability") };
constexpr int kTasks = 12; // 1..8 Chinese, 9..12 English
inline void writeLines(const QString &path, const QList<QJsonObject> &rows)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const QJsonObject &row : rows)
        f.write(QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
}

struct DrbFixture
{
    double quality[kTasks][4] {}; // each agent's latent quality on each task, 0..1
    QHash<QString, double> race[2]; // vanilla, reverse: "task/model/field" -> score
    QHash<QString, QString> fact; // "task/model/url/idx" -> supported / unsupported / unknown
};

inline void writeDrbFixture(const QTemporaryDir &dir, DrbFixture &f)
{
    models::StudyRandom random(7);
    const auto uniform = [&random] { return static_cast<double>(random.below(1000000)) / 1e6; };
    QList<QJsonObject> queries, criteria;
    for (int t = 1; t <= kTasks; ++t) {
        const bool zh = t <= 8;
        const QString prompt = zh ? QStringLiteral("任务 %1：比较各方案的成本与风险").arg(t)
                                  : QStringLiteral("Task %1: compare the options by cost and risk").arg(t);
        queries << QJsonObject { { QStringLiteral("id"), t },
            { QStringLiteral("topic"), t % 2 ? QStringLiteral("Finance & Business") : QStringLiteral("Science") },
            { QStringLiteral("language"), zh ? QStringLiteral("zh") : QStringLiteral("en") },
            { QStringLiteral("prompt"), prompt } };
        QJsonObject byDimension;
        for (const QString &d : kDimensions)
            byDimension.insert(d,
                QJsonArray { QJsonObject { { QStringLiteral("criterion"), d + QStringLiteral(" of the costs") },
                                 { QStringLiteral("explanation"), QStringLiteral("why it matters") },
                                 { QStringLiteral("weight"), 0.6 } },
                    QJsonObject { { QStringLiteral("criterion"), d + QStringLiteral(" of the risks") },
                        { QStringLiteral("explanation"), QStringLiteral("why it matters too") },
                        { QStringLiteral("weight"), 0.4 } } });
        criteria << QJsonObject { { QStringLiteral("id"), t }, { QStringLiteral("prompt"), prompt },
            { QStringLiteral("dimension_weight"),
                QJsonObject { { QStringLiteral("comprehensiveness"), 0.3 }, { QStringLiteral("insight"), 0.35 },
                    { QStringLiteral("instruction_following"), 0.2 }, { QStringLiteral("readability"), 0.15 } } },
            { QStringLiteral("criterions"), byDimension } };
        for (int m = 0; m < 4; ++m)
            f.quality[t - 1][m] = 0.25 + 0.15 * m + 0.3 * uniform();
    }
    writeLines(dir.filePath(QStringLiteral("data/prompt_data/query.jsonl")), queries);
    writeLines(dir.filePath(QStringLiteral("data/criteria_data/criteria.jsonl")), criteria);
    for (int m = 0; m < 4; ++m) {
        QList<QJsonObject> cleaned, raw, validated;
        const char *runs[2] = { "vanilla", "reverse" };
        QList<QJsonObject> race[2];
        for (int t = 1; t <= kTasks; ++t) {
            const QString prompt = queries[t - 1].value(QStringLiteral("prompt")).toString();
            const QString article = QStringLiteral("# Report by agent %1 on task %2\n\nFindings [1].").arg(m).arg(t);
            cleaned << QJsonObject { { QStringLiteral("id"), t }, { QStringLiteral("prompt"), prompt },
                { QStringLiteral("article"), article } };
            raw << QJsonObject { { QStringLiteral("id"), t }, { QStringLiteral("prompt"), prompt },
                { QStringLiteral("article"), article + QStringLiteral("\n\n[1] https://example.org/%1").arg(t) } };
            for (int run = 0; run < 2; ++run) {
                QJsonObject row { { QStringLiteral("id"), t }, { QStringLiteral("prompt"), prompt } };
                double overall = 0;
                for (const QString &d : kDimensions) {
                    const double v
                        = std::clamp(f.quality[t - 1][m] + (uniform() - 0.5) * (run ? 0.4 : 0.2), 0.01, 0.99);
                    row.insert(d, v);
                    overall += v / 4;
                    f.race[run].insert(QStringLiteral("%1/%2/%3").arg(t).arg(kModels[m], d), v);
                }
                row.insert(QStringLiteral("overall_score"), overall);
                f.race[run].insert(QStringLiteral("%1/%2/overall_score").arg(t).arg(kModels[m]), overall);
                race[run] << row;
            }
            QJsonObject byUrl;
            for (int u = 0; u < 2; ++u) {
                const QString url = QStringLiteral("https://example.org/%1/%2/%3").arg(t).arg(m).arg(u);
                QJsonArray facts, results;
                for (int i = 0; i < 2; ++i) {
                    facts.append(QStringLiteral("fact %1 of %2").arg(i).arg(url));
                    const std::uint64_t draw = random.below(10);
                    const QString label = draw < 6 ? QStringLiteral("supported")
                        : draw < 9                 ? QStringLiteral("unsupported")
                                                   : QStringLiteral("unknown");
                    results.append(QJsonObject { { QStringLiteral("idx"), i }, { QStringLiteral("result"), label } });
                    f.fact.insert(QStringLiteral("%1/%2/%3/%4").arg(t).arg(kModels[m], url).arg(i), label);
                }
                byUrl.insert(url,
                    QJsonObject { { QStringLiteral("facts"), facts }, { QStringLiteral("url_content"), QString() },
                        { QStringLiteral("validate_res"), results },
                        { QStringLiteral("validate_error"), QJsonValue::Null } });
            }
            validated << QJsonObject { { QStringLiteral("id"), t }, { QStringLiteral("prompt"), prompt },
                { QStringLiteral("article"), article }, { QStringLiteral("citations_deduped"), byUrl } };
        }
        writeLines(dir.filePath(QStringLiteral("data/test_data/cleaned_data/%1.jsonl").arg(kModels[m])), cleaned);
        writeLines(dir.filePath(QStringLiteral("data/test_data/raw_data/%1.jsonl").arg(kModels[m])), raw);
        for (int run = 0; run < 2; ++run)
            writeLines(
                dir.filePath(
                    QStringLiteral("%1/race/%2/raw_results.jsonl").arg(QString::fromLatin1(runs[run]), kModels[m])),
                race[run]);
        writeLines(dir.filePath(QStringLiteral("fact/fact/%1/validated.jsonl").arg(kModels[m])), validated);
    }
}

} // namespace draudit::tests
