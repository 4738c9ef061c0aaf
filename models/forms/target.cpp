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
// A positive decimal id with no sign, no leading '+' and nothing else.
std::optional<qint64> idOf(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 18)
        return std::nullopt;
    for (QChar c : digits)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    return digits.toLongLong();
}

// The prefixes of the compound shapes, and the response part every item and claim ends with.
constexpr QLatin1String kRounds("rounds:");
constexpr QLatin1String kItem("item:");
constexpr QLatin1String kClaim("claim:");
constexpr QLatin1String kAtResponse("@response:");

struct Prefix
{
    QLatin1String name;
    Target::Kind kind;
};
constexpr Prefix kSimple[] = { { QLatin1String("round:"), Target::Kind::Round },
    { QLatin1String("response:"), Target::Kind::Response }, { QLatin1String("battle:"), Target::Kind::Comparison },
    { QLatin1String("task:"), Target::Kind::Task }, { QLatin1String("system:"), Target::Kind::System } };

QLatin1String prefixOf(Target::Kind kind)
{
    for (const Prefix &p : kSimple)
        if (p.kind == kind)
            return p.name;
    return QLatin1String();
}

// "item:I@response:S" or "claim:C[.KEY]@response:S": the part before '@' and the response after it.
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

Target Target::round(qint64 id)
{
    Target t;
    t.m_kind = Kind::Round;
    t.m_id = id;
    return t;
}

Target Target::rounds(const QList<qint64> &ids)
{
    Target t;
    t.m_kind = Kind::Rounds;
    t.m_rounds = ids;
    return t;
}

Target Target::response(qint64 id)
{
    Target t;
    t.m_kind = Kind::Response;
    t.m_id = id;
    return t;
}

Target Target::comparison(qint64 id)
{
    Target t = round(id);
    t.m_kind = Kind::Comparison;
    return t;
}

Target Target::task(qint64 id)
{
    Target t = round(id);
    t.m_kind = Kind::Task;
    return t;
}

Target Target::system(qint64 id)
{
    Target t = round(id);
    t.m_kind = Kind::System;
    return t;
}

Target Target::rubricItem(qint64 item, qint64 response)
{
    Target t;
    t.m_kind = Kind::RubricItem;
    t.m_id = response;
    t.m_item = item;
    return t;
}

Target Target::claim(int index, qint64 response)
{
    Target t = rubricItem(index, response);
    t.m_kind = Kind::Claim;
    return t;
}

Target Target::claimKey(int index, const QString &key, qint64 response)
{
    Target t = rubricItem(index, response);
    t.m_kind = Kind::ClaimKey;
    t.m_text = key;
    return t;
}

Target Target::responsePart(qint64 response, const QString &part)
{
    Target t = Target::response(response);
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
    if (scheme == QLatin1String("item") || scheme == QLatin1String("claim"))
        return std::nullopt;
    return Target::pendingReport(scheme, text.mid(colon + 1, at - colon - 1), text.mid(at + 1));
}
} // namespace

Target Target::parse(const QString &text)
{
    Target other;
    other.m_kind = text.isEmpty() ? Kind::Invalid : Kind::Other;
    other.m_text = text;
    const QStringView v(text);
    if (const QLatin1String response = prefixOf(Kind::Response); v.startsWith(response)) {
        const qsizetype hash = v.indexOf(QLatin1Char('#'));
        if (hash > 0) {
            const auto id = idOf(v.mid(response.size(), hash - response.size()));
            return id ? responsePart(*id, text.mid(hash + 1)) : other;
        }
    }
    for (const Prefix &p : kSimple)
        if (v.startsWith(p.name)) {
            const auto id = idOf(v.mid(p.name.size()));
            if (!id)
                return other;
            Target t = round(*id);
            t.m_kind = p.kind;
            return t;
        }
    if (v.startsWith(kRounds)) {
        QList<qint64> ids;
        for (QStringView part : v.mid(kRounds.size()).split(QLatin1Char(','))) {
            const auto id = idOf(part);
            if (!id)
                return other;
            ids << *id;
        }
        return rounds(ids);
    }
    const auto split = splitAtResponse(v);
    if (split && split->first.startsWith(kItem)) {
        const auto item = idOf(split->first.mid(kItem.size()));
        return item ? rubricItem(*item, split->second) : other;
    }
    if (split && split->first.startsWith(kClaim)) {
        const QStringView claimText = split->first.mid(kClaim.size());
        const qsizetype dot = claimText.indexOf(QLatin1Char('.'));
        const auto index = idOf(dot < 0 ? claimText : claimText.left(dot));
        if (!index || *index > std::numeric_limits<int>::max())
            return other;
        if (dot < 0)
            return claim(static_cast<int>(*index), split->second);
        if (dot + 1 >= claimText.size())
            return other;
        return claimKey(static_cast<int>(*index), claimText.mid(dot + 1).toString(), split->second);
    }
    if (split)
        return other;
    return pendingOf(text).value_or(other);
}

QString Target::prefix(Kind kind)
{
    switch (kind) {
    case Kind::Rounds:
        return kRounds;
    case Kind::RubricItem:
        return kItem;
    case Kind::Claim:
    case Kind::ClaimKey:
        return kClaim;
    case Kind::ResponsePart:
        return prefixOf(Kind::Response);
    default:
        return prefixOf(kind);
    }
}

qint64 Target::responseId() const
{
    switch (m_kind) {
    case Kind::Response:
    case Kind::RubricItem:
    case Kind::Claim:
    case Kind::ClaimKey:
    case Kind::ResponsePart:
        return m_id;
    default:
        return 0;
    }
}

QList<qint64> Target::roundIds() const
{
    if (m_kind == Kind::Round)
        return { m_id };
    return m_kind == Kind::Rounds ? m_rounds : QList<qint64> {};
}

QString Target::toString() const
{
    switch (m_kind) {
    case Kind::Invalid:
        return {};
    case Kind::Rounds: {
        QStringList ids;
        for (qint64 id : m_rounds)
            ids << QString::number(id);
        return kRounds + ids.join(QLatin1Char(','));
    }
    case Kind::RubricItem:
        return kItem + QString::number(m_item) + kAtResponse + QString::number(m_id);
    case Kind::Claim:
        return kClaim + QString::number(m_item) + kAtResponse + QString::number(m_id);
    case Kind::ClaimKey:
        // Concatenated, never arg()'d: a key is data and may contain "%1".
        return kClaim + QString::number(m_item) + QLatin1Char('.') + m_text + kAtResponse + QString::number(m_id);
    case Kind::ResponsePart:
        return prefixOf(Kind::Response) + QString::number(m_id) + QLatin1Char('#') + m_text;
    case Kind::PendingReport:
        return m_scheme + QLatin1Char(':') + m_text + QLatin1Char('@') + m_system;
    case Kind::Other:
        return m_text;
    default:
        return prefixOf(m_kind) + QString::number(m_id);
    }
}

} // namespace draudit::models
