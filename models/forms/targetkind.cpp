// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The kinds the schema has and the ones benchmarks declared. Declarations happen before main, reads from any thread.
#include "models/forms/targetkind.h"

#include <QtGlobal>
#include <array>
#include <deque>
#include <mutex>
#include <shared_mutex>
#include <string>

namespace draudit::models {

namespace {
constexpr std::array kSchemaKinds { TargetKind::Round, TargetKind::Response, TargetKind::Comparison, TargetKind::Task,
    TargetKind::System, TargetKind::RubricItem, TargetKind::ResponsePart };

struct Declared
{
    std::shared_mutex lock;
    std::deque<std::string> names; // a deque: a declared kind points at its name for the program's life
    QList<TargetKind> kinds;
};

Declared &declared()
{
    // Made on first use, so a declaration in another file's static init finds it; never destroyed, so a kind read
    // during exit still points at its name.
    static Declared *d = new Declared;
    return *d;
}

bool isPart(TargetShape shape)
{
    return shape == TargetShape::PartOfReport || shape == TargetShape::KeyedPartOfReport;
}

// Whether a kind named so with this shape could be read as another: one name, one meaning.
bool clashes(const TargetKind &known, QLatin1String name, TargetShape shape)
{
    if (known.name() != name)
        return false;
    return !(isPart(known.shape()) && isPart(shape));
}
} // namespace

TargetKind TargetKind::declare(const char *name, TargetShape shape)
{
    if (shape != TargetShape::RoundList && !isPart(shape))
        qFatal("target kind %s: only a round list or a part of a report is declared", name);
    const QLatin1String wanted(name);
    if (wanted.isEmpty())
        qFatal("target kind: a name is needed");
    for (QChar c : QString(wanted))
        if (!(c >= QLatin1Char('a') && c <= QLatin1Char('z')))
            qFatal("target kind %s: a name is lower-case letters", name);
    for (const TargetKind &k : kSchemaKinds)
        if (k.name() == wanted)
            qFatal("target kind %s: the schema's own name", name);
    Declared &d = declared();
    std::unique_lock guard(d.lock);
    for (const TargetKind &k : std::as_const(d.kinds)) {
        if (k == TargetKind(name, shape))
            return k;
        if (clashes(k, wanted, shape))
            qFatal("target kind %s: declared already with another shape", name);
    }
    d.names.emplace_back(name);
    const TargetKind kind(d.names.back().c_str(), shape);
    d.kinds.append(kind);
    return kind;
}

namespace {
// The schema's kinds and the declared ones that `keep` accepts, in one look at the declarations.
template<typename Keep>
QList<TargetKind> kindsWhere(Keep keep)
{
    QList<TargetKind> out;
    for (const TargetKind &k : kSchemaKinds)
        if (keep(k))
            out << k;
    Declared &d = declared();
    std::shared_lock guard(d.lock);
    for (const TargetKind &k : std::as_const(d.kinds))
        if (keep(k))
            out << k;
    return out;
}
} // namespace

QList<TargetKind> TargetKind::ofShape(TargetShape shape)
{
    return kindsWhere([shape](const TargetKind &k) { return k.shape() == shape; });
}

QList<TargetKind> TargetKind::named(QStringView name)
{
    return kindsWhere([name](const TargetKind &k) { return name == k.name(); });
}

std::optional<TargetKind> TargetKind::find(QStringView name, TargetShape shape)
{
    for (const TargetKind &k : named(name))
        if (k.shape() == shape)
            return k;
    return std::nullopt;
}

QString TargetKind::prefix() const
{
    return m_name[0] ? QString(name()) + QLatin1Char(':') : QString();
}

} // namespace draudit::models
