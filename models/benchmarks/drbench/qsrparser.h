// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Parses the scoring tail of a DR. BENCH query-specific rubric, e.g. "… Yes=3, Partial=1 (named only), No=0".
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace draudit::models {

struct RubricValue
{
    QString label; // Yes, Partial or No
    double points = 0;
    double maxPoints = 0; // equals points unless a range like "Partial=1–3" was given
};

struct ParsedRubric
{
    QString text; // the question before the scoring tail
    QList<RubricValue> values; // in the order written
    double maxPoints() const;
};

// Accepts every spelling in the 214 real tasks: "X=n" or "X (note)=n" or "X=n (note)", half- or full-width
// parentheses and equals signs, nested notes, ranges with - or –, and a trailing full stop.
std::optional<ParsedRubric> parseQsr(const QString &rubric);

} // namespace draudit::models
