// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A small scanner rather than one regular expression: notes may contain parentheses, commas and "=".
#include "models/benchmarks/drbench/qsrparser.h"

#include <QRegularExpression>

namespace draudit::models {

namespace {

bool isOpen(QChar c)
{
    return c == QLatin1Char('(') || c == QChar(0xFF08);
}
bool isClose(QChar c)
{
    return c == QLatin1Char(')') || c == QChar(0xFF09);
}
bool isEquals(QChar c)
{
    return c == QLatin1Char('=') || c == QChar(0xFF1D);
}
bool isDash(QChar c)
{
    return c == QLatin1Char('-') || c == QChar(0x2013) || c == QChar(0x2014);
}

class Scanner
{
public:
    Scanner(const QString &s, qsizetype pos)
        : m_s(s)
        , m_pos(pos)
    {
    }

    void skipSpaces()
    {
        while (m_pos < m_s.size() && m_s.at(m_pos).isSpace())
            ++m_pos;
    }

    // Skips a balanced parenthetical note if one starts here.
    void skipNote()
    {
        skipSpaces();
        if (m_pos >= m_s.size() || !isOpen(m_s.at(m_pos)))
            return;
        int depth = 0;
        do {
            if (isOpen(m_s.at(m_pos)))
                ++depth;
            else if (isClose(m_s.at(m_pos)))
                --depth;
            ++m_pos;
        } while (m_pos < m_s.size() && depth > 0);
    }

    bool take(bool (*pred)(QChar))
    {
        skipSpaces();
        if (m_pos < m_s.size() && pred(m_s.at(m_pos))) {
            ++m_pos;
            return true;
        }
        return false;
    }

    std::optional<double> number()
    {
        skipSpaces();
        const qsizetype start = m_pos;
        while (m_pos < m_s.size() && (m_s.at(m_pos).isDigit() || m_s.at(m_pos) == QLatin1Char('.')))
            ++m_pos;
        if (m_pos == start)
            return std::nullopt;
        bool ok = false;
        const double v = m_s.mid(start, m_pos - start).toDouble(&ok);
        return ok ? std::optional<double>(v) : std::nullopt;
    }

    bool label(const char *word)
    {
        skipSpaces();
        const QString w = QString::fromLatin1(word);
        if (m_s.mid(m_pos, w.size()).compare(w, Qt::CaseInsensitive) != 0)
            return false;
        m_pos += w.size();
        return true;
    }

    bool separator()
    {
        skipSpaces();
        if (m_pos < m_s.size()
            && (m_s.at(m_pos) == QLatin1Char(',') || m_s.at(m_pos) == QChar(0xFF0C)
                || m_s.at(m_pos) == QLatin1Char(';'))) {
            ++m_pos;
            return true;
        }
        return false;
    }

    bool atEnd()
    {
        skipSpaces();
        while (m_pos < m_s.size() && (m_s.at(m_pos) == QLatin1Char('.') || m_s.at(m_pos) == QChar(0x3002)))
            ++m_pos;
        skipSpaces();
        return m_pos >= m_s.size();
    }

private:
    const QString &m_s;
    qsizetype m_pos;
};

std::optional<QList<RubricValue>> parseTail(const QString &s, qsizetype start)
{
    Scanner sc(s, start);
    QList<RubricValue> values;
    for (;;) {
        QString label;
        for (const char *candidate : { "Yes", "Partial", "No" })
            if (sc.label(candidate)) {
                label = QString::fromLatin1(candidate);
                break;
            }
        if (label.isEmpty())
            return std::nullopt;
        sc.skipNote();
        if (!sc.take(isEquals))
            return std::nullopt;
        const auto points = sc.number();
        if (!points)
            return std::nullopt;
        RubricValue v { label, *points, *points };
        if (sc.take(isDash)) {
            const auto upper = sc.number();
            if (!upper || *upper < *points)
                return std::nullopt; // "1–3" is a range; "3–1" is not
            v.maxPoints = *upper;
        }
        sc.skipNote();
        values << v;
        if (sc.atEnd())
            return values;
        if (!sc.separator())
            return std::nullopt;
        sc.skipNote(); // "No=0 (…), " style notes after the separator are not expected but harmless
    }
}

} // namespace

double ParsedRubric::maxPoints() const
{
    double m = 0;
    for (const RubricValue &v : values)
        m = std::max(m, v.maxPoints);
    return m;
}

std::optional<ParsedRubric> parseQsr(const QString &rubric)
{
    // The scoring tail starts at the last "Yes" that parses to the end of the string.
    static const QRegularExpression yes(QStringLiteral("\\bYes\\b"), QRegularExpression::CaseInsensitiveOption);
    QList<qsizetype> starts;
    for (auto it = yes.globalMatch(rubric); it.hasNext();)
        starts.prepend(it.next().capturedStart());
    for (qsizetype start : starts) {
        if (auto values = parseTail(rubric, start)) {
            ParsedRubric p;
            p.text = rubric.left(start).trimmed();
            p.values = *values;
            return p;
        }
    }
    return std::nullopt;
}

} // namespace draudit::models
