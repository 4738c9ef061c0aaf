// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/dr3eval/dr3claimpart.h"

namespace draudit::models {

namespace {
const QLatin1String kClaim("claim:");
const QLatin1Char kCitation('#');
} // namespace

QString Dr3ClaimPart::toString() const
{
    return kClaim + claim + (citation.isEmpty() ? QString() : kCitation + citation);
}

std::optional<Dr3ClaimPart> Dr3ClaimPart::parse(const QString &part)
{
    if (!part.startsWith(kClaim))
        return std::nullopt;
    const QString rest = part.mid(kClaim.size());
    const qsizetype hash = rest.indexOf(kCitation);
    if (hash < 0)
        return Dr3ClaimPart { rest };
    return Dr3ClaimPart { rest.left(hash), rest.mid(hash + 1) };
}

} // namespace draudit::models
