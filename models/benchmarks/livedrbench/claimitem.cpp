// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/livedrbench/claimitem.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/benchmarks/reportitem.h"
#include "models/core/resulttry.h"
#include "models/store/queries/catalog.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::models {

namespace {

BlockRow keyRow(const MatchedClaim &claim, const ClaimKey &key)
{
    QStringList marks;
    if (key.primary)
        marks << QCoreApplication::translate("draudit::models::Items", "primary");
    if (key.main)
        marks << QCoreApplication::translate("draudit::models::Items", "main claim");
    if (key.ignored)
        marks << QCoreApplication::translate("draudit::models::Items", "ignored");
    const QString name
        = marks.isEmpty() ? key.key : QStringLiteral("%1  (%2)").arg(key.key, marks.join(QStringLiteral(", ")));
    const BlockRow::State state = key.predicted.isEmpty() || key.truth.isEmpty() ? BlockRow::State::Missing
        : key.agrees()                                                           ? BlockRow::State::Agree
                                                                                 : BlockRow::State::Differ;
    return { QStringLiteral("claim:%1.%2").arg(claim.index).arg(key.key),
        { name, key.predicted.isEmpty() ? QCoreApplication::translate("draudit::models::Items", "—") : key.predicted,
            key.truth.isEmpty() ? QCoreApplication::translate("draudit::models::Items", "—") : key.truth },
        state, 1, {} };
}

QList<BlockRow> claimRows(const MatchedClaim &claim)
{
    const QString matched = claim.truthIndex >= 0
        ? QCoreApplication::translate("draudit::models::Items", "matches ground truth %1").arg(claim.truthIndex + 1)
        : QCoreApplication::translate("draudit::models::Items", "no matching ground truth");
    BlockRow top { QStringLiteral("claim:%1").arg(claim.index),
        { QCoreApplication::translate("draudit::models::Items", "Claim %1").arg(claim.index + 1), {}, matched },
        BlockRow::State::Plain, 0, claim.truthChoices };
    if (!claim.isDict) {
        top.cells[1] = claim.predictedText;
        top.cells[2] = claim.truthIndex >= 0
            ? claim.truthText
            : QCoreApplication::translate("draudit::models::Items", "no matching ground truth");
        top.state = claim.truthIndex >= 0 ? BlockRow::State::Agree : BlockRow::State::Missing;
        return { top };
    }
    QList<BlockRow> rows { top };
    for (const ClaimKey &key : claim.keys)
        rows << keyRow(claim, key);
    return rows;
}

} // namespace

Result<BlindItem> claimsItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    const qint64 response = request.target.responseId();
    DRAUDIT_TRY(report, Catalog(store).report(response));
    // A prediction file's claim list says so in its metadata (kClaimListKind); any other report reads as one.
    const QJsonValue kind = QJsonDocument::fromJson(report.metadata.toUtf8()).object().value(kClaimListKind.key);
    if (kind.toString() != kClaimListKind.onlyValue)
        return reportItemOf(report, request, form);
    DRAUDIT_TRY(comparison, compareClaims(store, response));
    BlindItem item;
    const QString label = request.blind || request.label.isEmpty()
        ? QCoreApplication::translate("draudit::models::Items", "Claims")
        : request.label;
    item.title
        = QCoreApplication::translate("draudit::models::Items", "%1 — task %2").arg(label, report.taskExternalId);
    ItemBlock question;
    question.kind = ItemBlock::Kind::Text;
    question.id = QStringLiteral("prompt");
    question.text = comparison.question;
    ItemBlock table;
    table.kind = ItemBlock::Kind::Table;
    table.id = QStringLiteral("claims");
    table.columns = { QCoreApplication::translate("draudit::models::Items", "Key"),
        QCoreApplication::translate("draudit::models::Items", "Predicted"),
        QCoreApplication::translate("draudit::models::Items", "Ground truth") };
    int matched = 0;
    for (const MatchedClaim &c : comparison.claims) {
        matched += c.truthIndex >= 0 ? 1 : 0;
        table.rows << claimRows(c);
    }
    table.note = QCoreApplication::translate("draudit::models::Items",
                     "%n predicted claim(s); matched to the ground truth by their primary keys: %1; ground-truth "
                     "items: %2.",
                     "", int(comparison.claims.size()))
                     .arg(matched)
                     .arg(comparison.truthItems)
        + (comparison.evaluationNote.isEmpty() ? QString() : QStringLiteral("\n") + comparison.evaluationNote);
    item.blocks = { question, table };
    return item;
}

} // namespace draudit::models
