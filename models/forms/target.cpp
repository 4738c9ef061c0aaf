// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Formatting and parsing of targets; parse(toString(t)) == t for every shape (tests/models/forms/tst_target.cpp).
#include "models/forms/target.h"

#include <QStringList>
#include <QStringView>
#include <limits>
#include <optional>

namespace draudit::models {

namespace {
// A decimal id with no sign, no leading '+' or '0' and nothing else: so a target's text is read back exactly as it
// was written (toString(parse(text)) == text), and "round:007" is kept as Other, never taken for round:7.
std::optional<qint64> idOf(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 18 || (digits.size() > 1 && digits.front() == QLatin1Char('0')))
        return std::nullopt;
    for (QChar c : digits)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    return digits.toLongLong();
}

constexpr QLatin1String kAtResponse("@response:");

// "NAME:N[.KEY]@response:S": the part before '@' and the response after it.
std::optional<std::pair<QStringView, qint64>> splitAtResponse(QStringView text)
{
    const qsizetype at = text.indexOf(kAtResponse);
    if (at < 0)
        return std::nullopt;
    const auto response = idOf(text.mid(at + kAtResponse.size()));
    if (!response)
        return std::nullopt;
    return std::pair { text.left(at), *response };
}
} // namespace

Target Target::row(const TargetKind &kind, qint64 id)
{
    Q_ASSERT(kind.shape() == TargetShape::Row);
    Target t;
    t.m_kind = kind;
    t.m_id = id;
    return t;
}

Target Target::round(qint64 id)
{
    return row(Kind::Round, id);
}

Target Target::roundList(const TargetKind &kind, const QList<qint64> &ids)
{
    Q_ASSERT(kind.shape() == TargetShape::RoundList);
    Target t;
    t.m_kind = kind;
    t.m_rounds = ids;
    return t;
}

Target Target::response(qint64 id)
{
    return row(Kind::Response, id);
}

Target Target::comparison(qint64 id)
{
    return row(Kind::Comparison, id);
}

Target Target::task(qint64 id)
{
    return row(Kind::Task, id);
}

Target Target::system(qint64 id)
{
    return row(Kind::System, id);
}

Target Target::rubricItem(qint64 item, qint64 response)
{
    return partOfReport(Kind::RubricItem, item, response);
}

Target Target::partOfReport(const TargetKind &kind, qint64 index, qint64 response)
{
    Q_ASSERT(kind.shape() == TargetShape::PartOfReport);
    Target t;
    t.m_kind = kind;
    t.m_id = response;
    t.m_item = index;
    return t;
}

Target Target::keyedPartOfReport(const TargetKind &kind, qint64 index, const QString &key, qint64 response)
{
    Q_ASSERT(kind.shape() == TargetShape::KeyedPartOfReport);
    Target t;
    t.m_kind = kind;
    t.m_id = response;
    t.m_item = index;
    t.m_text = key;
    return t;
}

Target Target::responsePart(qint64 response, const QString &part)
{
    Target t = row(Kind::Response, response);
    t.m_kind = Kind::ResponsePart;
    t.m_text = part;
    return t;
}

Target Target::pendingReport(const QString &scheme, const QString &task, const QString &system)
{
    Target t;
    t.m_kind = Kind::PendingReport;
    t.m_scheme = scheme;
    t.m_text = task;
    t.m_system = system;
    return t;
}

Target Target::external(const QString &scheme, const QString &id)
{
    return parse(scheme + QLatin1Char(':') + id);
}

namespace {
// "SCHEME:TASK@SYSTEM" with a scheme of lower-case letters and digits that is not a shape of its own.
std::optional<Target> pendingOf(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const qsizetype at = text.lastIndexOf(QLatin1Char('@'));
    if (colon <= 0 || at <= colon + 1 || at + 1 >= text.size())
        return std::nullopt;
    const QString scheme = text.left(colon);
    for (QChar ch : scheme)
        if (!((ch >= QLatin1Char('a') && ch <= QLatin1Char('z')) || (ch >= QLatin1Char('0') && ch <= QLatin1Char('9'))))
            return std::nullopt;
    // A kind's own name is never a scheme: "claim:1@x" is a malformed claim, not a pending report.
    if (!TargetKind::named(scheme).isEmpty())
        return std::nullopt;
    return Target::pendingReport(scheme, text.mid(colon + 1, at - colon - 1), text.mid(at + 1));
}
} // namespace

namespace {
// R1,R2,… of a round list.
std::optional<Target> roundListOf(const TargetKind &kind, QStringView ids)
{
    QList<qint64> rounds;
    for (QStringView part : ids.split(QLatin1Char(','))) {
        const auto id = idOf(part);
        if (!id)
            return std::nullopt;
        rounds << *id;
    }
    return Target::roundList(kind, rounds);
}

// The kind of this name with this shape among `kinds`.
std::optional<TargetKind> ofShape(const QList<TargetKind> &kinds, TargetShape shape)
{
    for (const TargetKind &k : kinds)
        if (k.shape() == shape)
            return k;
    return std::nullopt;
}

// N or N.KEY, the part before "@response:S", of a part of a report the schema has or a benchmark declared. A part's
// index fits an int (a claim's place in its list; a rubric item's row).
std::optional<Target> partOf(const QList<TargetKind> &kinds, QStringView part, qint64 response)
{
    const qsizetype dot = part.indexOf(QLatin1Char('.'));
    const auto index = idOf(dot < 0 ? part : part.left(dot));
    if (!index || *index > std::numeric_limits<int>::max())
        return std::nullopt;
    if (dot < 0) {
        const auto kind = ofShape(kinds, TargetShape::PartOfReport);
        return kind ? std::optional(Target::partOfReport(*kind, *index, response)) : std::nullopt;
    }
    const auto kind = ofShape(kinds, TargetShape::KeyedPartOfReport);
    if (!kind || dot + 1 >= part.size())
        return std::nullopt;
    return Target::keyedPartOfReport(*kind, *index, part.mid(dot + 1).toString(), response);
}

} // namespace

Target Target::parse(const QString &text)
{
    Target other;
    other.m_kind = text.isEmpty() ? Kind::Invalid : Kind::Other;
    other.m_text = text;
    const QStringView v(text);
    const qsizetype colon = v.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return other;
    const QStringView name = v.left(colon);
    const QStringView rest = v.mid(colon + 1);
    if (name == Kind::Response.name()) {
        const qsizetype hash = rest.indexOf(QLatin1Char('#'));
        if (hash >= 0) {
            const auto id = idOf(rest.left(hash));
            return id ? responsePart(*id, text.mid(colon + 1 + hash + 1)) : other;
        }
    }
    const QList<TargetKind> kinds = TargetKind::named(name);
    if (const auto kind = ofShape(kinds, TargetShape::Row)) {
        const auto id = idOf(rest);
        return id ? row(*kind, *id) : other;
    }
    if (const auto kind = ofShape(kinds, TargetShape::RoundList))
        return roundListOf(*kind, rest).value_or(other);
    if (const auto split = splitAtResponse(v)) {
        const QStringView part = split->first.mid(colon + 1);
        return partOf(kinds, part, split->second).value_or(other);
    }
    return pendingOf(text).value_or(other);
}

qint64 Target::responseId() const
{
    switch (shape()) {
    case TargetShape::PartOfReport:
    case TargetShape::KeyedPartOfReport:
    case TargetShape::ReportPart:
        return m_id;
    default:
        return m_kind == Kind::Response ? m_id : 0;
    }
}

QList<qint64> Target::roundIds() const
{
    if (m_kind == Kind::Round)
        return { m_id };
    return shape() == TargetShape::RoundList ? m_rounds : QList<qint64> {};
}

bool Target::isMalformed() const
{
    if (m_kind != Kind::Other)
        return false;
    const qsizetype colon = m_text.indexOf(QLatin1Char(':'));
    return colon > 0 && !TargetKind::named(QStringView(m_text).left(colon)).isEmpty();
}

QString Target::toString() const
{
    switch (shape()) {
    case TargetShape::Invalid:
        return {};
    case TargetShape::Row:
        return m_kind.prefix() + QString::number(m_id);
    case TargetShape::RoundList: {
        QStringList ids;
        for (qint64 id : m_rounds)
            ids << QString::number(id);
        return m_kind.prefix() + ids.join(QLatin1Char(','));
    }
    case TargetShape::PartOfReport:
        return m_kind.prefix() + QString::number(m_item) + kAtResponse + QString::number(m_id);
    case TargetShape::KeyedPartOfReport:
        // Concatenated, never arg()'d: a key is data and may contain "%1".
        return m_kind.prefix() + QString::number(m_item) + QLatin1Char('.') + m_text + kAtResponse
            + QString::number(m_id);
    case TargetShape::ReportPart:
        return m_kind.prefix() + QString::number(m_id) + QLatin1Char('#') + m_text;
    case TargetShape::PendingReport:
        return m_scheme + QLatin1Char(':') + m_text + QLatin1Char('@') + m_system;
    case TargetShape::Other:
        return m_text;
    }
    return {};
}

} // namespace draudit::models
