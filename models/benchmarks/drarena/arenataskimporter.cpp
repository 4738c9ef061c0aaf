// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each generated task is a task (benchmark dr-arena-tasks) with both checklists as rubrics, so the task
// preference study can show three of them side by side.
#include "models/benchmarks/drarena/arenataskimporter.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/io/jsonlines.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

QString ArenaTaskImporter::description() const
{
    return QCoreApplication::translate("draudit::models::ArenaTaskImporter", "DR-Arena generated tasks (q_W*.jsonl)");
}

bool ArenaTaskImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"checklist_width\"") && head.contains("\"checklist_depth\"") && !head.contains("\"rounds\"")
        && !head.contains("\"model_a\"");
}

Result<void> ArenaTaskImporter::run(const QString &path, ImportContext &c) const
{
    const QString file = QFileInfo(path).completeBaseName();
    return c.forEachLine([&](const JsonRecord &row) -> Result<void> {
        auto one = [&]() -> Result<void> {
            DRAUDIT_TRY(question, row.string("question"));
            DRAUDIT_TRY(width, row.stringList("checklist_width"));
            DRAUDIT_TRY(depth, row.stringList("checklist_depth"));
            DRAUDIT_TRY(nodes, row.stringList("source_nodes", true));
            DRAUDIT_TRY(rationale, row.optionalString("rationale"));
            DRAUDIT_TRY(wordLimit, row.optionalString("word_limit_instruction"));
            const QJsonObject meta { { QStringLiteral("rationale"), rationale },
                { QStringLiteral("word_limit_instruction"), wordLimit },
                { QStringLiteral("source_nodes"), row.rawJson("source_nodes") } };
            DRAUDIT_TRY(task,
                c.task(kDrArenaTasks.toString(), QStringLiteral("%1:%2").arg(file).arg(row.line()), {}, {}, question,
                    QString::fromUtf8(QJsonDocument(meta).toJson(QJsonDocument::Compact))));
            for (const auto &[kind, items] : { std::pair { QStringLiteral("checklist-width"), width },
                     std::pair { QStringLiteral("checklist-depth"), depth } }) {
                DRAUDIT_TRY(rubric, c.rubric(RubricRow(task, kind, kind)));
                for (int i = 0; i < items.size(); ++i) {
                    DRAUDIT_TRY(item, c.rubricEntry(RubricEntryRow(rubric, i, kind, items[i])));
                    ++c.counts().rubricItems;
                }
            }
            return {};
        };
        return c.finishRecord(one);
    });
}

} // namespace draudit::models
