// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an answer or a judge record is about, as a typed value: the one place a target string is built or read.
// Shapes (targetkind.h): round:R, response:S, battle:B (a comparison), task:T, system:Y, item:I@response:S (a rubric
// item), response:S#PART (FACT pairs "response:S#URL#N", keyword scores, extracted claims), and the kinds benchmarks
// declare: NAME:R1,R2,R3 (rounds shown together), NAME:N@response:S and NAME:N.KEY@response:S (parts of a report). A
// score or report part imported before its report waits under a pending-report target, SCHEME:TASK@SYSTEM
// ("drb:12@model-a"), until the report arrives. Any other text is kept as it is, with kind Other.
#pragma once

#include "models/forms/targetkind.h"

#include <QHashFunctions>
#include <QList>
#include <QString>

namespace draudit::models {

class Target
{
public:
    using Kind = TargetKind;

    Target() = default;
    // One row of a schema table (shape Row): what round(), response(), comparison(), task() and system() make.
    static Target row(const TargetKind &kind, qint64 id);
    static Target round(qint64 id);
    // Rounds shown as one item, of a kind a benchmark declared with shape RoundList.
    static Target roundList(const TargetKind &kind, const QList<qint64> &ids);
    static Target response(qint64 id);
    static Target comparison(qint64 id);
    static Target task(qint64 id);
    static Target system(qint64 id);
    static Target rubricItem(qint64 item, qint64 response);
    // Part `index` of a report, and one key of it, of kinds a benchmark declared (PartOfReport, KeyedPartOfReport).
    static Target partOfReport(const TargetKind &kind, qint64 index, qint64 response);
    static Target keyedPartOfReport(const TargetKind &kind, qint64 index, const QString &key, qint64 response);
    static Target responsePart(qint64 response, const QString &part);
    // scheme is the benchmark's short name ("drb", "dr3", "drbench"): lower-case letters and digits.
    static Target pendingReport(const QString &scheme, const QString &task, const QString &system);
    // What a file names by its own id and the project does not hold ("dr-arena-battle:17", a battle without its
    // replay): SCHEME:ID, of kind Other unless it happens to have a shape.
    static Target external(const QString &scheme, const QString &id);
    // Reads any target string; what matches no shape exactly is kept as Other (never lost).
    static Target parse(const QString &text);

    const TargetKind &kind() const { return m_kind; }
    TargetShape shape() const { return m_kind.shape(); }
    bool isValid() const { return m_kind.shape() != TargetShape::Invalid; }
    // Text of no shape that begins with a known kind's name ("round:07", "item:7"): no target draudit writes, and
    // nothing that may be stored as one (imports refuse it; a package never carries it as written).
    bool isMalformed() const;
    // The id of a round, response, comparison, task or system target.
    qint64 id() const { return m_id; }
    // The report the target is about (Response, a part of a report, ResponsePart); 0 otherwise.
    qint64 responseId() const;
    // The rubric item of a RubricItem, 0 otherwise.
    qint64 itemId() const { return m_kind == Kind::RubricItem ? m_item : 0; }
    // The part of a report a PartOfReport or KeyedPartOfReport target is about, and the key of the latter.
    qint64 partIndex() const { return m_item; }
    const QString &key() const { return m_text; }
    // The part after "response:S#" of a ResponsePart.
    const QString &part() const { return m_text; }
    // The task and the system of a PendingReport.
    const QString &pendingTask() const { return m_text; }
    const QString &pendingSystem() const { return m_system; }
    // The rounds of a RoundList target, or the one round of a Round target.
    QList<qint64> roundIds() const;
    // The target as stored; parse(toString()) gives the same target back.
    QString toString() const;

    bool operator==(const Target &other) const = default;
    // A key of QHash and QSet: targets equal as operator== says hash alike.
    friend size_t qHash(const Target &target, size_t seed = 0) noexcept
    {
        return qHashMulti(seed, target.m_kind.name(), target.m_id, target.m_item, target.m_text, target.m_system,
            target.m_scheme, target.m_rounds);
    }

private:
    TargetKind m_kind = TargetKind::Invalid;
    qint64 m_id = 0; // the row of a Row target; the report of a part of a report
    qint64 m_item = 0; // the part of a report (a rubric item, a claim's index)
    QString m_text; // a part's key, a report part, a pending task, or the whole text of Other
    QString m_system; // pending system; the scheme is kept in m_scheme
    QString m_scheme;
    QList<qint64> m_rounds;
};

} // namespace draudit::models
