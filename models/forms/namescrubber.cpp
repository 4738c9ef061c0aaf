// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/forms/namescrubber.h"

#include <algorithm>

namespace draudit::models {

namespace {
// Names per pattern: one alternation reads a text once, but PCRE2 refuses a pattern past its size limit (about
// 1,500 names of two dozen characters), so longer lists are split.
constexpr qsizetype kNamesPerPattern = 200;

QRegularExpression wholeWords(const QStringList &names)
{
    QStringList escaped;
    for (const QString &n : names)
        escaped << QRegularExpression::escape(n);
    return QRegularExpression(
        QStringLiteral("(?<![\\p{L}\\p{N}])(?:%1)(?![\\p{L}\\p{N}])").arg(escaped.join(QLatin1Char('|'))),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}
} // namespace

void NameScrubber::add(const QString &name)
{
    if (name.trimmed().size() < 2 || m_names.contains(name))
        return;
    const auto at = std::upper_bound(
        m_names.begin(), m_names.end(), name, [](const QString &a, const QString &b) { return a.size() > b.size(); });
    m_names.insert(at, name);
    m_patterns.clear(); // made again on the next use
}

// Built when first used, not per name added: a project's hundreds of names compile once.
const QList<QRegularExpression> &NameScrubber::patterns() const
{
    if (!m_patterns.isEmpty() || m_names.isEmpty())
        return m_patterns;
    for (qsizetype i = 0; i < m_names.size(); i += kNamesPerPattern) {
        const QStringList chunk = m_names.mid(i, kNamesPerPattern);
        const QRegularExpression pattern = wholeWords(chunk);
        if (pattern.isValid()) {
            m_patterns << pattern;
            continue;
        }
        for (const QString &n : chunk) // a name the joined pattern cannot hold stands alone
            m_patterns << wholeWords({ n });
    }
    return m_patterns;
}

QString NameScrubber::replacement()
{
    return QStringLiteral("[system]");
}

QString NameScrubber::operator()(const QString &text) const
{
    QString out = text;
    for (const QRegularExpression &pattern : patterns())
        out.replace(pattern, replacement());
    return out;
}

QVariant NameScrubber::operator()(const QVariant &v) const
{
    if (m_names.isEmpty() || v.isNull() || v.typeId() != QMetaType::QString)
        return v;
    return (*this)(v.toString());
}

} // namespace draudit::models
