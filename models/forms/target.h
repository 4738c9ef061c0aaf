// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What an answer or a judge record is about, as a typed value: the one place a target string is built or read.
// Shapes: round:R, rounds:R1,R2,R3, response:S, battle:B (a comparison), task:T, system:Y, item:I@response:S,
// claim:C@response:S, claim:C.KEY@response:S and response:S#PART (FACT pairs "response:S#URL#N", keyword scores,
// extracted claims). A score or report part imported before its report waits under a pending-report target,
// SCHEME:TASK@SYSTEM
// ("drb:12@model-a"), until the report arrives. Any other text is kept as it is, with kind Other.
#pragma once

#include <QList>
#include <QString>

namespace draudit::models {

class Target
{
public:
    enum class Kind
    {
        Invalid, // empty
        Round,
        Rounds, // a task-preference item: three rounds shown side by side
        Response,
        Comparison, // "battle:B", a whole comparison of two systems (the stored word is DR-Arena's, the first)
        Task,
        System,
        RubricItem, // one rubric item of one report
        Claim, // one predicted claim of one report
        ClaimKey, // one key of a predicted claim
        ResponsePart, // a part of a report: "response:S#" followed by the part
        PendingReport, // the report of a task by a system, not imported yet: "drb:TASK@SYSTEM"
        Other
    };

    Target() = default;
    static Target round(qint64 id);
    static Target rounds(const QList<qint64> &ids);
    static Target response(qint64 id);
    static Target comparison(qint64 id);
    static Target task(qint64 id);
    static Target system(qint64 id);
    static Target rubricItem(qint64 item, qint64 response);
    static Target claim(int index, qint64 response);
    static Target claimKey(int index, const QString &key, qint64 response);
    static Target responsePart(qint64 response, const QString &part);
    // scheme is the benchmark's short name ("drb", "dr3", "drbench"): lower-case letters and digits.
    static Target pendingReport(const QString &scheme, const QString &task, const QString &system);
    // What a file names by its own id and the project does not hold ("dr-arena-battle:17", a battle without its
    // replay): SCHEME:ID, of kind Other unless it happens to have a shape.
    static Target external(const QString &scheme, const QString &id);
    // The text every target of a kind starts with ("round:", "rounds:", "item:", "claim:"); empty for Other.
    static QString prefix(Kind kind);
    // Reads any target string; what matches no shape exactly is kept as Other (never lost).
    static Target parse(const QString &text);

    Kind kind() const { return m_kind; }
    bool isValid() const { return m_kind != Kind::Invalid; }
    // The id of a round, response, comparison, task or system target.
    qint64 id() const { return m_id; }
    // The report the target is about (Response, RubricItem, Claim, ClaimKey, ResponsePart); 0 otherwise.
    qint64 responseId() const;
    // The rubric item of a RubricItem, 0 otherwise.
    qint64 itemId() const { return m_kind == Kind::RubricItem ? m_item : 0; }
    int claimIndex() const { return static_cast<int>(m_item); }
    const QString &claimKeyName() const { return m_text; }
    // The part after "response:S#" of a ResponsePart.
    const QString &part() const { return m_text; }
    // The task and the system of a PendingReport.
    const QString &pendingTask() const { return m_text; }
    const QString &pendingSystem() const { return m_system; }
    // The rounds of a Rounds target, or the one round of a Round target.
    QList<qint64> roundIds() const;
    // The target as stored; parse(toString()) gives the same target back.
    QString toString() const;

    bool operator==(const Target &other) const = default;

private:
    Kind m_kind = Kind::Invalid;
    qint64 m_id = 0; // round, response, comparison, task, system; the response of item/claim targets
    qint64 m_item = 0; // rubric item or claim index
    QString m_text; // claim key, response part, pending task, or the whole text of Other
    QString m_system; // pending system; the scheme is kept in m_scheme
    QString m_scheme;
    QList<qint64> m_rounds;
};

} // namespace draudit::models
