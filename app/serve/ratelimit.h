// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Request limits of the browser server: a token bucket per session, and counts (wrong links and PINs by client
// address, wrong PINs and opened sessions by invitation) that shut the door for a while once they are full.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace draudit::serve {

class TokenBucket
{
public:
    TokenBucket(double perSecond = 20, double burst = 60)
        : m_rate(perSecond)
        , m_burst(burst)
        , m_tokens(burst)
    {
        m_clock.start();
    }
    bool take()
    {
        const double seconds = static_cast<double>(m_clock.restart()) / 1000.0;
        m_tokens = std::min(m_burst, m_tokens + seconds * m_rate);
        if (m_tokens < 1)
            return false;
        m_tokens -= 1;
        return true;
    }

private:
    double m_rate;
    double m_burst;
    double m_tokens;
    QElapsedTimer m_clock;
};

// Counts events by key within a ten-minute window; once `limit` is reached the key is refused until the window ends.
class FailureLimiter
{
public:
    explicit FailureLimiter(int limit)
        : m_limit(limit)
    {
    }
    static constexpr qint64 kWindowMs = 10 * 60 * 1000;

    bool blocked(const QString &address) const
    {
        const auto it = m_entries.constFind(address);
        return it != m_entries.constEnd() && it->count >= m_limit && it->since.elapsed() < kWindowMs;
    }
    void fail(const QString &address)
    {
        Entry &e = m_entries[address];
        if (!e.since.isValid() || e.since.elapsed() >= kWindowMs) {
            e.since.start();
            e.count = 0;
        }
        ++e.count;
    }

private:
    struct Entry
    {
        QElapsedTimer since;
        int count = 0;
    };
    int m_limit;
    QHash<QString, Entry> m_entries;
};

} // namespace draudit::serve
