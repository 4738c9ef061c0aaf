// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Copying rows from a master project into a study package: which columns, which are scrubbed of system names, and
// which are left out (NULL) when the package is blind.
#pragma once

#include "models/core/error.h"
#include "models/forms/namescrubber.h"

#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>
#include <functional>

namespace draudit::models {

class StatementCache;

// Replaces every system name (whole words, any case) by one neutral word, so text copied into a package names no
// system and gives no stable label a reader could count back to a model.
struct TableCopy
{
    QString table;
    QStringList columns;
    QStringList scrubbed; // text columns passed through the scrubber
    QStringList dropped; // left NULL in a blind package
    // Last changes to a row's values (in column order) before it is written, e.g. a blind package's system labels.
    std::function<void(QVariantList &row)> adjust = {};
};

// Copies the rows of `spec.table` matching `where` (in the master) into the package; `blind` drops spec.dropped.
Result<int> copyRows(QSqlDatabase &from, StatementCache &to, const TableCopy &spec, const QString &where,
    const QVariantList &binds, const NameScrubber &scrub, bool blind);

// "1,2,3" for an IN list of ids (NULL when empty: matches nothing).
QString idList(const QSet<qint64> &ids);
// The same in lists of at most `perList` ids each, in order; none when there are no ids.
QStringList idLists(const QSet<qint64> &ids, qsizetype perList = 10000);
// The non-null first column of every row of a query.
Result<QSet<qint64>> idsOf(QSqlDatabase &db, const QString &sql);

// Judge records that are a study's questions, not its decisions: a blind or reveal package carries them with every
// decision left out, under a judge of the package's own (never one of the master's), so the package asks what the
// project asks and still holds nothing the judge decided.
struct ItemKeys
{
    const char *expand; // the form's expansion that asks about them
    qint64 judge; // the package's judge they stand under
    const char *judgeName;
    QStringList fields;
    int keptColumn; // the column kept besides target and field: the item's own text
    QString keptOnlyFor; // ... only in rows of this field (empty: all)
};

// Of the item keys the benchmarks declare, those a study's form asks about (FACT statements, DR3-Eval items), or
// ones with no fields.
ItemKeys itemKeysOf(const QString &formJson, const QList<ItemKeys> &known);

} // namespace draudit::models
