// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a target is about, as a kind: a name and a shape. The schema's own kinds (a round, a report, a rubric item of a
// report…) are here; a benchmark declares the kinds only it makes (DR-Arena's task triples, LiveDRBench's claims) in
// its own folder, and the store reads and rewrites every target by its shape alone.
#pragma once

#include <QLatin1String>
#include <QList>
#include <QString>
#include <QStringView>
#include <cstring>
#include <optional>

namespace draudit::models {

// How a target's text is written, which is all the store needs to read or rewrite its ids.
enum class TargetShape
{
    Invalid, // empty
    Row, // NAME:ID, one row of a schema table: round, response, battle (a comparison), task, system
    RoundList, // NAME:R1,R2,…: rounds shown as one item
    PartOfReport, // NAME:N@response:S: part N of report S (a rubric item, a predicted claim)
    KeyedPartOfReport, // NAME:N.KEY@response:S: one key of part N of report S
    ReportPart, // response:S#TEXT: a part of a report named by text (FACT pairs, keyword scores)
    PendingReport, // SCHEME:TASK@SYSTEM: the report of a task by a system, not imported yet
    Other, // any other text, kept as it is
};

class TargetKind
{
public:
    // The schema's kinds.
    static const TargetKind Invalid;
    static const TargetKind Round;
    static const TargetKind Response;
    static const TargetKind Comparison; // "battle:B" (the stored word is DR-Arena's, the first)
    static const TargetKind Task;
    static const TargetKind System;
    static const TargetKind RubricItem; // "item:I@response:S", a row of rubric_items judged on one report
    static const TargetKind ResponsePart;
    static const TargetKind PendingReport;
    static const TargetKind Other;

    constexpr TargetKind() = default;

    // A benchmark's own kind, of shape RoundList, PartOfReport or KeyedPartOfReport, declared once by the benchmark
    // (an inline variable in its header, so it exists before main). A name has one meaning: declaring a schema kind's
    // name, or a round list and a part under one name, stops the program; declaring the same kind again returns it.
    // A declared name is never read as a pending report's scheme, so it must not be a benchmark's scheme ("drb").
    static TargetKind declare(const char *name, TargetShape shape);
    // The declared kinds of a shape; the schema's rubric item counts among the parts of a report.
    static QList<TargetKind> ofShape(TargetShape shape);
    // The kind of a shape written with this name, if the schema has it or a benchmark declared it; every kind of the
    // name (one look at the declarations, for a parse).
    static std::optional<TargetKind> find(QStringView name, TargetShape shape);
    static QList<TargetKind> named(QStringView name);

    QLatin1String name() const { return QLatin1String(m_name); }
    // The text every target of the kind starts with ("round:", "claim:"); empty for Invalid, PendingReport and Other.
    QString prefix() const;
    TargetShape shape() const { return m_shape; }

    bool operator==(const TargetKind &other) const
    {
        return m_shape == other.m_shape && std::strcmp(m_name, other.m_name) == 0;
    }

private:
    constexpr TargetKind(const char *name, TargetShape shape)
        : m_name(name)
        , m_shape(shape)
    {
    }

    const char *m_name = ""; // a literal, or a declared name kept for the program's life
    TargetShape m_shape = TargetShape::Invalid;
};

inline constexpr TargetKind TargetKind::Invalid { "", TargetShape::Invalid };
inline constexpr TargetKind TargetKind::Round { "round", TargetShape::Row };
inline constexpr TargetKind TargetKind::Response { "response", TargetShape::Row };
inline constexpr TargetKind TargetKind::Comparison { "battle", TargetShape::Row };
inline constexpr TargetKind TargetKind::Task { "task", TargetShape::Row };
inline constexpr TargetKind TargetKind::System { "system", TargetShape::Row };
inline constexpr TargetKind TargetKind::RubricItem { "item", TargetShape::PartOfReport };
inline constexpr TargetKind TargetKind::ResponsePart { "response", TargetShape::ReportPart };
inline constexpr TargetKind TargetKind::PendingReport { "", TargetShape::PendingReport };
inline constexpr TargetKind TargetKind::Other { "", TargetShape::Other };

} // namespace draudit::models
