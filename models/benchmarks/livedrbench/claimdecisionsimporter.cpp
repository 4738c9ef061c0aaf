// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every decision is resolved to the predicted item it is about (claimtruth.h numbers them) before it is written, so
// an item that does not exist is an error naming the line. Re-importing the same decision is a no-op; a different
// decision of the same judge on the same thing is an error (two runs of one model are two judges: name them).
#include "models/benchmarks/livedrbench/claimdecisionsimporter.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"
#include "models/io/tabularfile.h"
#include "models/store/queries/itemsource.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct LiveDrBenchDecisions
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::LiveDrBenchDecisions)
};

struct Prediction
{
    QuestionTruth truth;
    QList<PredictedItem> items;
};

class DecisionReader
{
public:
    DecisionReader(ImportContext &c, const TabularFile &table)
        : m_c(c)
        , m_table(table)
    {
    }
    Result<void> read(const TabularRow &row);

private:
    QString cell(const TabularRow &row, const char *name) const;
    Error error(const TabularRow &row, const char *column, const QString &message) const;
    Result<std::optional<int>> number(const TabularRow &row, const char *column) const;
    Result<qint64> response(const TabularRow &row);
    Result<const Prediction *> prediction(const TabularRow &row, qint64 response);
    Result<const PredictedItem *> item(const TabularRow &row, const Prediction &p);
    Result<int> truthItem(const TabularRow &row, const Prediction &p, const PredictedItem &item);
    Result<void> write(const TabularRow &row, JudgeRecordRow record, double score);
    Result<void> keyScore(const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item);
    Result<void> match(const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item);
    Result<void> aliasMatch(const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item);

    ImportContext &m_c;
    const TabularFile &m_table;
    QHash<qint64, Prediction> m_predictions;
    qint64 m_response = 0;
};

QString DecisionReader::cell(const TabularRow &row, const char *name) const
{
    return m_table.cell(row, name);
}

Error DecisionReader::error(const TabularRow &row, const char *column, const QString &message) const
{
    return m_table.errorAt(row, column, message);
}

Result<std::optional<int>> DecisionReader::number(const TabularRow &row, const char *column) const
{
    const QString text = cell(row, column);
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < 0)
        return tl::unexpected(
            error(row, column, LiveDrBenchDecisions::tr("'%1' is not a position (0, 1, 2, ...)").arg(text)));
    return v;
}

Result<qint64> DecisionReader::response(const TabularRow &row)
{
    const QString question = cell(row, "question");
    const QString system = cell(row, "system");
    if (question.isEmpty())
        return tl::unexpected(error(row, "question", LiveDrBenchDecisions::tr("the question key is empty")));
    DRAUDIT_TRY(found,
        system.isEmpty() ? m_c.lookups().onlyResponse(kLiveDrBench.toString(), question)
                         : m_c.lookups().latestResponse(kLiveDrBench.toString(), question, system));
    if (!found)
        return tl::unexpected(error(row, system.isEmpty() ? "question" : "system",
            system.isEmpty()
                ? LiveDrBenchDecisions::tr(
                    "no single prediction for question '%1': import the predictions first, and name "
                    "the system when several systems predicted it")
                      .arg(question)
                : LiveDrBenchDecisions::tr("system '%1' has no prediction for question '%2'").arg(system, question)));
    return *found;
}

Result<const Prediction *> DecisionReader::prediction(const TabularRow &row, qint64 response)
{
    if (const auto it = m_predictions.constFind(response); it != m_predictions.constEnd())
        return &*it;
    const auto report = ItemSource(m_c.store()).report(response);
    if (!report || !*report)
        return tl::unexpected(error(row, "question", LiveDrBenchDecisions::tr("the prediction cannot be read")));
    DRAUDIT_TRY(truth, questionTruth(m_c.store(), (*report)->taskId));
    const auto items = predictedItems(truth, (*report)->text);
    if (!items)
        return tl::unexpected(error(row, "question", items.error().message));
    return &*m_predictions.insert(response, Prediction { truth, *items });
}

Result<const PredictedItem *> DecisionReader::item(const TabularRow &row, const Prediction &p)
{
    DRAUDIT_TRY(entry, number(row, "entry"));
    DRAUDIT_TRY(pred, number(row, "pred_index"));
    if (!entry || *entry >= p.truth.entries.size())
        return tl::unexpected(error(row, "entry",
            LiveDrBenchDecisions::tr("the question has %1 ground-truth entries; give entry 0 to %2")
                .arg(p.truth.entries.size())
                .arg(p.truth.entries.size() - 1)));
    const bool dict = p.truth.entries.at(*entry).shape == EntryShape::Dict;
    for (const PredictedItem &item : p.items)
        if (item.entry == *entry && (dict || item.row == pred.value_or(-1)))
            return &item;
    return tl::unexpected(error(row, "pred_index",
        LiveDrBenchDecisions::tr("the prediction has no item %1 in entry %2")
            .arg(pred ? QString::number(*pred) : LiveDrBenchDecisions::tr("(empty)"))
            .arg(*entry)));
}

Result<int> DecisionReader::truthItem(const TabularRow &row, const Prediction &p, const PredictedItem &item)
{
    const TruthEntry &entry = p.truth.entries.at(item.entry);
    DRAUDIT_TRY(g, number(row, "gt_index"));
    if (g && *g >= entry.itemCount())
        return tl::unexpected(error(row, "gt_index",
            LiveDrBenchDecisions::tr(
                "entry %1 has %n ground-truth item(s)", nullptr, static_cast<int>(entry.itemCount()))
                .arg(item.entry)));
    if (g)
        return *g;
    const QString value = cell(row, "value");
    if (value.isEmpty() || value.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return -1;
    for (int i = 0; i < entry.itemCount(); ++i)
        if (entry.strings.value(i).compare(value, Qt::CaseInsensitive) == 0)
            return i;
    return tl::unexpected(error(row, "value",
        LiveDrBenchDecisions::tr("'%1' is none of entry %2's ground-truth items; give gt_index")
            .arg(value)
            .arg(item.entry)));
}

// Writes the record with the line's reasoning (ImportContext::judgeDecision: a re-import is a no-op).
Result<void> DecisionReader::write(const TabularRow &row, JudgeRecordRow record, double score)
{
    record.score = score;
    const QString reasoning = cell(row, "reasoning");
    if (!reasoning.isEmpty())
        record.reasoning = reasoning;
    if (auto written = m_c.judgeDecision(record, score, cell(row, "judge")); !written)
        return tl::unexpected(error(row, "value", written.error().message));
    return {};
}

Result<void> DecisionReader::keyScore(
    const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item)
{
    const QString key = cell(row, "key");
    const QString value = cell(row, "value");
    if (key.isEmpty())
        return tl::unexpected(
            error(row, "key", LiveDrBenchDecisions::tr("a key_score needs the dictionary key it scores")));
    bool ok = false;
    double score = value.toDouble(&ok);
    if (value.compare(QLatin1String("right"), Qt::CaseInsensitive) == 0
        || value.compare(QLatin1String("wrong"), Qt::CaseInsensitive) == 0) {
        ok = true;
        score = value.compare(QLatin1String("right"), Qt::CaseInsensitive) == 0 ? 3 : 0;
    }
    if (!ok || score < 0 || score > 3)
        return tl::unexpected(error(
            row, "value", LiveDrBenchDecisions::tr("'%1' is not a key score (0, 1, 2, 3, right or wrong)").arg(value)));
    JudgeRecordRow record(
        judge, Target::keyedPartOfReport(kClaimKeyTarget, item.index, key, m_response).toString(), fields::keyScore);
    record.value = value;
    DRAUDIT_TRY_VOID(write(row, record, score));
    if (item.shape != EntryShape::Rows || cell(row, "gt_index").isEmpty())
        return {};
    DRAUDIT_TRY(g, truthItem(row, p, item)); // the row it was scored against is its match
    JudgeRecordRow matched(
        judge, Target::partOfReport(kClaimTarget, item.index, m_response).toString(), fields::claimMatch);
    matched.value = QString::number(g);
    return write(row, matched, g);
}

Result<void> DecisionReader::match(const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item)
{
    const QString key = cell(row, "key");
    if (item.shape == EntryShape::Dict)
        return tl::unexpected(error(row, "entry",
            LiveDrBenchDecisions::tr("entry %1 is one dictionary: it has nothing to match").arg(item.entry)));
    if (item.shape == EntryShape::Aliases && key.isEmpty())
        return tl::unexpected(
            error(row, "key", LiveDrBenchDecisions::tr("a scifacts match names its key (paper_title or material)")));
    DRAUDIT_TRY(g, truthItem(row, p, item));
    const Target target = item.shape == EntryShape::Aliases
        ? Target::keyedPartOfReport(kClaimKeyTarget, item.index, key, m_response)
        : Target::partOfReport(kClaimTarget, item.index, m_response);
    JudgeRecordRow record(judge, target.toString(), fields::claimMatch);
    record.value = g < 0 ? QStringLiteral("none") : QString::number(g);
    return write(row, record, g);
}

Result<void> DecisionReader::aliasMatch(
    const TabularRow &row, qint64 judge, const Prediction &p, const PredictedItem &item)
{
    const QString key = cell(row, "key");
    const QString value = cell(row, "value").toLower();
    if (item.shape != EntryShape::Aliases)
        return tl::unexpected(
            error(row, "field", LiveDrBenchDecisions::tr("alias_match is for scifacts questions only")));
    if (key.isEmpty() || cell(row, "gt_index").isEmpty())
        return tl::unexpected(error(row, "key", LiveDrBenchDecisions::tr("an alias_match names its key and gt_index")));
    if (value != QLatin1String("true") && value != QLatin1String("false"))
        return tl::unexpected(error(row, "value", LiveDrBenchDecisions::tr("an alias_match is true or false")));
    DRAUDIT_TRY(g, truthItem(row, p, item));
    DRAUDIT_TRY(alias, number(row, "alias"));
    JudgeRecordRow record(judge, Target::keyedPartOfReport(kClaimKeyTarget, item.index, key, m_response).toString(),
        QStringLiteral("alias_match:%1.%2").arg(g).arg(alias.value_or(0)));
    record.value = value;
    return write(row, record, value == QLatin1String("true") ? 1 : 0);
}

Result<void> DecisionReader::read(const TabularRow &row)
{
    const QString benchmark = cell(row, "benchmark");
    if (!benchmark.isEmpty() && benchmark != QLatin1String("livedrbench"))
        return tl::unexpected(error(
            row, "benchmark", LiveDrBenchDecisions::tr("'%1' rows are not LiveDRBench decisions").arg(benchmark)));
    const QString judgeName = cell(row, "judge");
    if (judgeName.isEmpty())
        return tl::unexpected(error(row, "judge", LiveDrBenchDecisions::tr("the judge is empty: name the judge run")));
    DRAUDIT_TRY(response, this->response(row));
    m_response = response;
    DRAUDIT_TRY(p, prediction(row, response));
    DRAUDIT_TRY(item, this->item(row, *p));
    DRAUDIT_TRY(judge, m_c.judge(judgeName, QString()));
    const QString field = cell(row, "field");
    if (field == fields::keyScore)
        return keyScore(row, judge, *p, *item);
    if (field == fields::claimMatch)
        return match(row, judge, *p, *item);
    if (field == QLatin1String("alias_match"))
        return aliasMatch(row, judge, *p, *item);
    return tl::unexpected(
        error(row, "field", LiveDrBenchDecisions::tr("'%1' is not key_score, match or alias_match").arg(field)));
}
} // namespace

QString LiveDrBenchDecisionsImporter::description() const
{
    return LiveDrBenchDecisions::tr(
        "LiveDRBench judge decisions in long format (judge, question, entry, pred_index, gt_index, key, field, "
        "value)");
}

bool LiveDrBenchDecisionsImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return headerHasColumns(head,
        { QStringLiteral("judge"), QStringLiteral("question"), QStringLiteral("entry"), QStringLiteral("field"),
            QStringLiteral("value") });
}

Result<void> LiveDrBenchDecisionsImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(table, TabularFile::read(path));
    for (const char *name : { "judge", "question", "entry", "field", "value" })
        if (table.column(QString::fromLatin1(name)) < 0)
            return tl::unexpected(table.missingColumn(QString::fromLatin1(name)));
    DecisionReader reader(c, table);
    for (const TabularRow &row : table.rows())
        DRAUDIT_TRY_VOID(c.finishRecord([&]() { return reader.read(row); }));
    return {};
}

} // namespace draudit::models
