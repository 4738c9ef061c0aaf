// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena verdict vocabulary: the five verdicts, UNKNOWN, tie quality and the loser's failure type.
#pragma once

#include <QString>
#include <optional>

namespace draudit::models::arena {

// Points to seat A minus points to seat B: A_MUCH_BETTER = 2 ... B_MUCH_BETTER = -2; empty for UNKNOWN or junk.
std::optional<int> verdictPoints(const QString &verdict);
bool isKnownVerdict(const QString &verdict); // the five verdicts or UNKNOWN
// "ERROR": what the examiner returns after three failed parses. Kept as UNKNOWN, flagged judge-error, never scored.
bool isJudgeError(const QString &verdict);
// Seat A's score in a game: 1 if A won, 0 if B won, 1/2 for a tie; empty for UNKNOWN or junk.
std::optional<double> scoreOfA(const QString &verdict);
// DEEP/WIDE/BOTH/NONE; the paper's DEPTH/WIDTH are accepted and stored as DEEP/WIDE. Empty when invalid.
QString canonicalFailure(const QString &failure);
bool isTieQuality(const QString &value); // HIGH, LOW, N/A
// The same verdict seen from the other side (A_BETTER <-> B_BETTER ...), for answers shown right-to-left.
QString mirrored(const QString &verdict);

} // namespace draudit::models::arena
