// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shapes are checked the way the official evaluator asserts them: a prediction has as many entries as the ground
// truth, entry by entry of the same JSON type.
#include "models/benchmarks/livedrbench/claimtruth.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct ClaimTruth
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ClaimTruth)
};

bool allOf(const QJsonArray &array, QJsonValue::Type type)
{
    return std::all_of(array.begin(), array.end(), [type](const QJsonValue &v) { return v.type() == type; });
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList out;
    if (value.isArray())
        for (const QJsonValue &v : value.toArray())
            out << claimValueText(v);
    else if (!value.isUndefined() && !value.isNull())
        out << claimValueText(value);
    return out;
}

bool dictCategory(const QString &category)
{
    return category.startsWith(QLatin1String("novel-datasets-")) || category == QLatin1String("flights");
}
} // namespace

Result<EntryShape> entryShape(const QString &category, const QJsonValue &entry)
{
    const QJsonArray list = entry.toArray();
    if (category.startsWith(QLatin1String("scifacts-")) || category == QLatin1String("prior-art")) {
        if (entry.isArray() && allOf(list, QJsonValue::Object))
            return category == QLatin1String("prior-art") ? EntryShape::Titles : EntryShape::Aliases;
        return fail(ClaimTruth::tr("a %1 entry must be a list of dictionaries").arg(category));
    }
    if (category == QLatin1String("entities")) {
        if (entry.isArray() && allOf(list, QJsonValue::String))
            return EntryShape::Strings;
        return fail(ClaimTruth::tr("an entities entry must be a list of strings"));
    }
    if (!dictCategory(category))
        return fail(
            ClaimTruth::tr("unknown category '%1' (LiveDRBench has scifacts-materials, scifacts-geo, "
                           "novel-datasets-identification, novel-datasets-identi-extraction, novel-datasets-peer, "
                           "prior-art, entities and flights)")
                .arg(category));
    if (entry.isObject())
        return EntryShape::Dict;
    if (entry.isArray() && allOf(list, QJsonValue::Object))
        return EntryShape::Rows;
    return fail(ClaimTruth::tr("a %1 entry must be a dictionary or a list of dictionaries").arg(category));
}

QString entryShapeName(EntryShape shape)
{
    switch (shape) {
    case EntryShape::Dict:
        return QStringLiteral("entry-dict");
    case EntryShape::Rows:
        return QStringLiteral("entry-rows");
    case EntryShape::Aliases:
        return QStringLiteral("entry-aliases");
    case EntryShape::Titles:
        return QStringLiteral("entry-titles");
    case EntryShape::Strings:
        return QStringLiteral("entry-strings");
    }
    return {};
}

std::optional<EntryShape> entryShapeFromName(const QString &name)
{
    for (EntryShape s :
        { EntryShape::Dict, EntryShape::Rows, EntryShape::Aliases, EntryShape::Titles, EntryShape::Strings })
        if (entryShapeName(s) == name)
            return s;
    return std::nullopt;
}

EvalInfo EvalInfo::fromJson(const QJsonObject &evalInfo)
{
    EvalInfo info;
    info.primaryKeys = stringsOf(evalInfo.value(QStringLiteral("primary_keys")));
    const QStringList main = stringsOf(evalInfo.value(QStringLiteral("main_claims")));
    const QStringList ignore = stringsOf(evalInfo.value(QStringLiteral("ignore_keys")));
    info.mainClaims = QSet<QString>(main.begin(), main.end());
    info.ignoreKeys = QSet<QString>(ignore.begin(), ignore.end());
    info.note = claimValueText(evalInfo.value(QStringLiteral("evaluation_note")));
    return info;
}

int TruthEntry::itemCount() const
{
    return shape == EntryShape::Strings ? static_cast<int>(strings.size()) : static_cast<int>(rows.size());
}

QStringList TruthEntry::aliases(int row, const QString &key) const
{
    return row >= 0 && row < rows.size() ? stringsOf(rows.at(row).value(key)) : QStringList();
}

TruthEntry TruthEntry::fromJson(EntryShape shape, const QJsonValue &entry)
{
    TruthEntry out;
    out.shape = shape;
    if (shape == EntryShape::Dict) {
        out.rows << entry.toObject();
        return out;
    }
    for (const QJsonValue &v : entry.toArray()) {
        if (shape == EntryShape::Strings)
            out.strings << v.toString();
        else
            out.rows << v.toObject();
        if (shape == EntryShape::Titles)
            out.strings << claimValueText(v.toObject().value(QStringLiteral("title")));
    }
    return out;
}

QStringList QuestionTruth::scifactsKeys() const
{
    const bool material = !entries.isEmpty() && !entries.front().rows.isEmpty()
        && entries.front().rows.front().contains(QStringLiteral("material"));
    return material ? QStringList { QStringLiteral("material"), QStringLiteral("paper_title") }
                    : QStringList { QStringLiteral("paper_title") };
}

QStringList PredictedItem::countedKeys(const EvalInfo &info) const
{
    QStringList out;
    for (auto it = dict.begin(); it != dict.end(); ++it)
        if (!info.ignoreKeys.contains(it.key()))
            out << it.key();
    return out;
}

Result<QList<PredictedItem>> predictedItems(const QuestionTruth &truth, const QJsonValue &preds)
{
    const QJsonArray entries = preds.toArray();
    if (!preds.isArray() || entries.size() != truth.entries.size())
        return fail(
            ClaimTruth::tr("the prediction has %1 entries but the ground truth has %2 (they must be parallel lists)")
                .arg(preds.isArray() ? entries.size() : 1)
                .arg(truth.entries.size()));
    QList<PredictedItem> out;
    for (int e = 0; e < entries.size(); ++e) {
        const EntryShape shape = truth.entries.at(e).shape;
        const QJsonValue entry = entries.at(e);
        const auto predictedShape = entryShape(truth.category, entry);
        const bool sameType = shape == EntryShape::Dict ? entry.isObject() : entry.isArray();
        if (!predictedShape || !sameType)
            return fail(ClaimTruth::tr("entry %1 of the prediction does not have the ground truth's shape: %2")
                            .arg(e)
                            .arg(predictedShape ? ClaimTruth::tr("one is a dictionary, the other a list")
                                                : predictedShape.error().message));
        const QJsonArray rows = shape == EntryShape::Dict ? QJsonArray { entry } : entry.toArray();
        for (int r = 0; r < rows.size(); ++r) {
            PredictedItem item;
            item.index = static_cast<int>(out.size());
            item.entry = e;
            item.row = shape == EntryShape::Dict ? -1 : r;
            item.shape = shape;
            item.dict = rows.at(r).toObject();
            item.text = shape == EntryShape::Strings ? rows.at(r).toString()
                : shape == EntryShape::Titles        ? claimValueText(item.dict.value(QStringLiteral("title")))
                                                     : QString();
            out << item;
        }
    }
    return out;
}

QString normalisedClaimValue(const QString &value)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return value.trimmed().toCaseFolded().replace(space, QStringLiteral(" "));
}

Result<QList<PredictedItem>> predictedItems(const QuestionTruth &truth, const QString &predsJson)
{
    const QJsonDocument doc = QJsonDocument::fromJson(predsJson.toUtf8());
    return predictedItems(truth, doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
}

QString claimValueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 15);
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return {};
}

QString claimValueLabel(const QJsonValue &value)
{
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &v : value.toArray())
            parts << claimValueLabel(v);
        return parts.join(QStringLiteral(", "));
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        QStringList parts;
        for (auto it = object.begin(); it != object.end(); ++it)
            parts << QStringLiteral("%1: %2").arg(it.key(), claimValueLabel(it.value()));
        return parts.join(QStringLiteral("; "));
    }
    return claimValueText(value);
}

} // namespace draudit::models
