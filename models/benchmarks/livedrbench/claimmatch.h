// LiveDRBench claims side by side: each predicted claim matched to a ground-truth dictionary by its primary keys,
// key by key. The claims view shows this and the claim-audit form asks one question per predicted key.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace draudit::models {

class ProjectStore;

struct ClaimKey
{
    QString key;
    QString predicted; // empty when only the ground truth has the key
    QString truth; // empty when the matched ground truth lacks it (or nothing matched)
    bool primary = false;
    bool main = false; // a main claim: when wrong, the whole dictionary is wrong
    bool ignored = false; // not counted
    bool agrees() const;
};

struct MatchedClaim
{
    int index = 0; // position in the prediction list
    bool isDict = true;
    QString predictedText; // string claims, or the dictionary as compact JSON
    int truthIndex = -1; // matched ground-truth item, -1 = none
    QString truthText;
    QList<ClaimKey> keys; // predicted keys first (in their order), then keys only the truth has
};

struct ClaimComparison
{
    QString question;
    QString evaluationNote;
    QList<MatchedClaim> claims;
    int truthItems = 0;
};

// Values compare after trimming, case folding and collapsing whitespace.
QString normalisedClaimValue(const QString &value);
Result<ClaimComparison> compareClaims(ProjectStore &store, qint64 responseId);

} // namespace draudit::models
