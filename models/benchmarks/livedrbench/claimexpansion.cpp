// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Claim questions store on the judge's own targets ("claim:I.KEY@response:R", field key_score); whether the ground
// truth misses a claim is stored on "claim:I@response:R" in fields::missingFromGroundTruth, which the ground-truth
// export reads.
#include "models/benchmarks/livedrbench/claimexpansion.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
QString claimContext(const QString &predicted, const QString &truth, bool matched)
{
    return QCoreApplication::translate("draudit::models::ItemForms", "Predicted: %1\nGround truth: %2")
        .arg(predicted,
            matched
                ? (truth.isEmpty() ? QCoreApplication::translate("draudit::models::ItemForms", "(no such key)") : truth)
                : QCoreApplication::translate("draudit::models::ItemForms", "(no matching claim)"));
}

// "Which ground-truth item does it match?": one of the entry's items, or none. The items come first, so the digit
// that picks one is the number its label and the claims table give it; "none" follows, labelled with its own digit.
FormQuestion matchQuestion(const QString &id, const QString &text, const QStringList &choices, const QString &target)
{
    QList<FormOption> options;
    for (int g = 0; g < choices.size(); ++g) {
        const QString choice = choices.at(g).size() > 70 ? choices.at(g).left(68) + QStringLiteral("…") : choices.at(g);
        options << FormOption { QString::number(g), QStringLiteral("%1 · %2").arg(g + 1).arg(choice), std::nullopt };
    }
    const QString none = QCoreApplication::translate("draudit::models::ItemForms", "None of them");
    options << FormOption { QStringLiteral("none"),
        options.size() < 9 ? QStringLiteral("%1 · %2").arg(options.size() + 1).arg(none) : none, std::nullopt };
    FormQuestion q(id, text, FormQuestion::Kind::SingleChoice, options, QString(fields::claimMatch), {}, false);
    q.target = target;
    q.field = fields::claimMatch;
    return q;
}

QList<FormQuestion> keyQuestions(const MatchedClaim &claim, const FormQuestion &score, qint64 response)
{
    QList<FormQuestion> out;
    const QString label = QCoreApplication::translate("draudit::models::ItemForms", "Claim %1").arg(claim.index + 1);
    for (const ClaimKey &key : claim.keys) {
        if (key.ignored || key.predicted.isEmpty())
            continue;
        const QString target = Target::keyedPartOfReport(kClaimKeyTarget, claim.index, key.key, response).toString();
        if (claim.shape == EntryShape::Aliases) {
            out << matchQuestion(QStringLiteral("claim:%1.%2:match").arg(claim.index).arg(key.key),
                QCoreApplication::translate("draudit::models::ItemForms", "%1 · %2 matches ground truth")
                    .arg(label, key.key),
                claim.truthLabels, target);
            out.back().context = claimContext(key.predicted, key.truth, true);
            continue;
        }
        FormQuestion q = score;
        q.id = QStringLiteral("claim:%1.").arg(claim.index) + key.key;
        q.text = key.main
            ? QCoreApplication::translate("draudit::models::ItemForms", "%1 · %2 (main claim)").arg(label, key.key)
            : QStringLiteral("%1 · %2").arg(label, key.key);
        q.context = claimContext(key.predicted, key.truth, claim.truthIndex >= 0);
        q.target = target;
        q.field = fields::keyScore;
        out << q;
    }
    return out;
}

// A claim's questions: its match (rows, titles, strings), its keys, then whether the ground truth misses it.
QList<FormQuestion> questionsOfClaim(
    const MatchedClaim &claim, const FormQuestion &score, const FormQuestion *missing, qint64 response)
{
    QList<FormQuestion> out;
    const QString label = QCoreApplication::translate("draudit::models::ItemForms", "Claim %1").arg(claim.index + 1);
    if (claim.shape != EntryShape::Dict && claim.shape != EntryShape::Aliases) {
        out << matchQuestion(QStringLiteral("claim:%1:match").arg(claim.index),
            QCoreApplication::translate("draudit::models::ItemForms", "%1 matches ground truth").arg(label),
            claim.truthLabels, Target::partOfReport(kClaimTarget, claim.index, response).toString());
        out.back().context = claimContext(claim.predictedText, claim.truthText, claim.truthIndex >= 0);
    }
    out << keyQuestions(claim, score, response);
    if (missing) {
        FormQuestion q = *missing;
        q.id = QStringLiteral("claim:%1:missing").arg(claim.index);
        q.text = QStringLiteral("%1 · %2").arg(label, missing->text);
        q.target = Target::partOfReport(kClaimTarget, claim.index, response).toString();
        q.field = fields::missingFromGroundTruth;
        q.required = false;
        out << q;
    }
    return out;
}
} // namespace

Result<FormDefinition> expandClaims(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const FormQuestion *score = form.question(fields::keyScore);
    const FormQuestion *missing = form.question(fields::missingClaimQuestion);
    if (!score)
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "the form has no 'key_score' question"));
    const qint64 response = item.responseId();
    DRAUDIT_TRY(comparison, compareClaims(store, response));
    QList<FormQuestion> generated;
    for (const MatchedClaim &claim : comparison.claims)
        generated << questionsOfClaim(claim, *score, missing, response);
    if (generated.isEmpty())
        return fail(
            QCoreApplication::translate("draudit::models::ItemForms", "%1 predicts no claims").arg(item.toString()));
    FormDefinition out = form;
    out.questions = generated;
    return out;
}

} // namespace draudit::models
