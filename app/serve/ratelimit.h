// Request limits of the browser server: a token bucket per session, and a count of failed logins (wrong invitation
// tokens and PINs) per client address that shuts the door for a while once it is full.
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

class FailureLimiter
{
public:
    static constexpr int kFailures = 20; // within the window, then refused until the window passes
    static constexpr qint64 kWindowMs = 10 * 60 * 1000;

    bool blocked(const QString &address) const
    {
        const auto it = m_entries.constFind(address);
        return it != m_entries.constEnd() && it->count >= kFailures && it->since.elapsed() < kWindowMs;
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
    QHash<QString, Entry> m_entries;
};

} // namespace draudit::serve
