#include "models/forms/namescrubber.h"

#include <algorithm>

namespace draudit::models {

void NameScrubber::add(const QString &name)
{
    if (name.trimmed().size() < 2 || m_names.contains(name))
        return;
    m_names << name;
    std::stable_sort(
        m_names.begin(), m_names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QStringList escaped;
    for (const QString &n : std::as_const(m_names))
        escaped << QRegularExpression::escape(n);
    m_pattern = QRegularExpression(
        QStringLiteral("(?<![\\p{L}\\p{N}])(?:%1)(?![\\p{L}\\p{N}])").arg(escaped.join(QLatin1Char('|'))),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

QString NameScrubber::replacement()
{
    return QStringLiteral("[system]");
}

QString NameScrubber::operator()(const QString &text) const
{
    if (m_names.isEmpty())
        return text;
    QString out = text;
    return out.replace(m_pattern, replacement());
}

QVariant NameScrubber::operator()(const QVariant &v) const
{
    if (m_names.isEmpty() || v.isNull() || v.typeId() != QMetaType::QString)
        return v;
    return (*this)(v.toString());
}

} // namespace draudit::models
