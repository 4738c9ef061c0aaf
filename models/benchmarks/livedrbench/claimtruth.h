// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveDRBench ground truths and predictions as typed values. A question's decrypted ground truth is a list of
// entries and a prediction is a parallel list; an entry's shape follows from the category and the JSON:
//   Dict     one dictionary claim (novel-datasets-*, flights);
//   Rows     a list of dictionaries matched row by row on the primary keys (novel-datasets-*, flights);
//   Aliases  scifacts-*: rows whose paper_title (and material) are lists of aliases in the ground truth;
//   Titles   prior-art: rows with a title;
//   Strings  entities: plain strings.
// A predicted item is one predicted dictionary, row or string; items are numbered across the entries in order
// (the C of "claim:C@response:S"), so every decision has one target.
#pragma once

#include "models/core/error.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace draudit::models {

enum class EntryShape
{
    Dict,
    Rows,
    Aliases,
    Titles,
    Strings
};

// The shape of an entry of a category, or an error saying what was expected.
Result<EntryShape> entryShape(const QString &category, const QJsonValue &entry);
// The text stored as the rubric entry's kind, and back.
QString entryShapeName(EntryShape shape);
std::optional<EntryShape> entryShapeFromName(const QString &name);

struct EvalInfo
{
    QStringList primaryKeys;
    QSet<QString> mainClaims;
    QSet<QString> ignoreKeys;
    QString note;
    static EvalInfo fromJson(const QJsonObject &evalInfo);
};

// One ground-truth entry. rows holds the dictionary of a Dict entry, the rows of Rows, Aliases and Titles; strings
// holds the strings of Strings and the titles of Titles.
struct TruthEntry
{
    EntryShape shape = EntryShape::Dict;
    QList<QJsonObject> rows;
    QStringList strings;
    // How many ground-truth items the entry holds (1 for a dictionary).
    int itemCount() const;
    // The aliases of a key in one row (a list, or one string), for Aliases entries.
    QStringList aliases(int row, const QString &key) const;
    static TruthEntry fromJson(EntryShape shape, const QJsonValue &entry);
};

struct QuestionTruth
{
    QString key;
    QString category;
    EvalInfo info;
    QList<TruthEntry> entries;
    // The scifacts keys scored: paper_title, and material when the first ground-truth row has one.
    QStringList scifactsKeys() const;
};

// One predicted dictionary, row or string.
struct PredictedItem
{
    int index = 0; // C: the position across all entries
    int entry = 0;
    int row = -1; // position within a list entry; -1 for a Dict entry
    EntryShape shape = EntryShape::Dict;
    QJsonObject dict; // Dict, Rows, Aliases, Titles
    QString text; // Strings; the title of Titles
    // The item's keys that count (ignored keys left out), in the prediction's order.
    QStringList countedKeys(const EvalInfo &info) const;
};

// The predicted items of a prediction (the list parallel to the ground truth), or an error naming the entry that
// does not have its ground truth's shape.
Result<QList<PredictedItem>> predictedItems(const QuestionTruth &truth, const QJsonValue &preds);
// The same from a prediction as stored (its preds as JSON text).
Result<QList<PredictedItem>> predictedItems(const QuestionTruth &truth, const QString &predsJson);

// Values compare after trimming, case folding and collapsing whitespace.
QString normalisedClaimValue(const QString &value);

// A JSON value as the text a person reads: strings as they are, anything else as compact JSON.
QString claimValueText(const QJsonValue &value);
// The same for people to read (answer options, contexts): lists joined with commas, objects as "key: value; …",
// never JSON syntax.
QString claimValueLabel(const QJsonValue &value);

} // namespace draudit::models
