// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of a DR3-Eval report its judge decided on, kept as the part of a response target (response:S#PART): a
// claim the judge extracted, "claim:ID", and one of its citations, "claim:ID#CITATION". Spelled here only.
#pragma once

#include <QString>
#include <optional>

namespace draudit::models {

struct Dr3ClaimPart
{
    QString claim; // the judge's claim id
    QString citation = {}; // as the report cites it ("[2]"); empty for the claim itself

    QString toString() const;
    Dr3ClaimPart claimItself() const { return { claim, {} }; }
    // The claim part a response part names (a citation's gives its claim too); nullopt for any other part.
    static std::optional<Dr3ClaimPart> parse(const QString &part);
};

} // namespace draudit::models
