// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's claim extraction against hand-extracted claims (dr3claimextraction.h).
#include "models/benchmarks/dr3eval/dr3claimextraction.h"

#include "models/benchmarks/dr3eval/dr3claimpart.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/labelqueries.h"

#include <QHash>

namespace draudit::models {

namespace {
bool isYes(const QString &value)
{
    const QString v = value.toLower();
    return v == QLatin1String("yes") || v == QLatin1String("true") || v == QLatin1String("1");
}

} // namespace

// The judge's claim extraction against the hand-extracted claims. Precision: humans mark each claim the judge
// extracted ("response:ID#claim:N", field claim_valid yes/no). Recall, from either of two audits: a claim a human
// extracted by hand ("response:ID#human-claim:N", field judge_found yes/no), or (the dr3-extraction form) the number
// of the report's claims the judge's list misses ("response:ID", field claims_missed): the hand-extracted claims are
// then the judge's valid ones and the missed ones. Answers are pooled over annotators; Wilson intervals over claims.
Result<void> appendClaimExtraction(ReportTable &t, ProjectStore &store, const ScoreProtocolOptions &o)
{
    const QString analysis
        = QStringLiteral(QT_TRANSLATE_NOOP("draudit::models::ReportTerms", "DR3-Eval: judge claim extraction"));
    const LabelQueries labels(store);
    DRAUDIT_TRY(valid, labels.humanLabels(o.studyId, QStringLiteral("claim_valid"), Target::Kind::ResponsePart));
    DRAUDIT_TRY(found, labels.humanLabels(o.studyId, QStringLiteral("judge_found"), Target::Kind::ResponsePart));
    DRAUDIT_TRY(missed, labels.humanLabels(o.studyId, QStringLiteral("claims_missed"), Target::Kind::Response));
    int precisionYes = 0, precisionAll = 0, recallYes = 0, recallAll = 0;
    QHash<QString, int> validOf; // "annotator\nresponse:ID" -> the judge's claims marked valid
    for (auto person = valid.begin(); person != valid.end(); ++person)
        for (auto it = person->begin(); it != person->end(); ++it) {
            const Target target = Target::parse(it.key());
            // A claim of the DR3-Eval judge's (numbered), not one of its citations.
            const auto part = Dr3ClaimPart::parse(target.part());
            bool numbered = false;
            if (part && part->citation.isEmpty())
                part->claim.toInt(&numbered);
            if (!numbered)
                continue;
            ++precisionAll;
            if (isYes(it.value())) {
                ++precisionYes;
                ++validOf[person.key() + QLatin1Char('\n') + Target::response(target.responseId()).toString()];
            }
        }
    for (const auto &byTarget : std::as_const(found))
        for (auto it = byTarget.begin(); it != byTarget.end(); ++it)
            if (Target::parse(it.key()).part().startsWith(QLatin1String("human-claim:"))) {
                recallYes += isYes(it.value()) ? 1 : 0;
                ++recallAll;
            }
    for (auto person = missed.begin(); person != missed.end(); ++person)
        for (auto it = person->begin(); it != person->end(); ++it) {
            const int judgeValid = validOf.value(person.key() + QLatin1Char('\n') + it.key());
            recallYes += judgeValid;
            recallAll += judgeValid + std::max(0, it.value().toInt());
        }
    const QString comparison = QStringLiteral("judge vs hand-extracted claims");
    if (precisionAll > 0)
        t.rows << proportionRow(analysis, comparison, QStringLiteral("precision"), precisionYes, precisionAll);
    if (recallAll > 0)
        t.rows << proportionRow(analysis, comparison, QStringLiteral("recall"), recallYes, recallAll);
    return {};
}
} // namespace draudit::models
