// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One simulated annotator of `draudit bench serve`: a keep-alive HTTP connection (Boost.Beast, synchronous, on its
// own thread) doing what the page does: open the link, read the state, answer each question, commit, go on. Like the
// page, it retries a request that got no answer (the server killed, restarting) with the same request key, and opens
// its link again when its session is gone.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <random>
#include <vector>

namespace draudit::serve {

struct BenchRecord
{
    std::vector<double> answerMs, commitMs, stateMs; // requests answered at the first attempt
    QStringList savedKeys; // every answer the server said was saved
    int retried = 0; // requests sent again after no answer or a 5xx
    int reopened = 0; // sessions opened again
    int failed = 0; // 4xx answers other than a gone session
    int committed = 0;
};

class BenchAnnotator
{
public:
    BenchAnnotator(std::uint16_t port, QString token, int number, double paceSeconds);
    // Works until `stop` is set; everything it saw goes into its record.
    void run(const std::atomic<bool> &stop);
    const BenchRecord &record() const { return m_record; }

private:
    struct Reply
    {
        int status = 0; // 0: no answer
        QJsonObject json;
        std::string setCookie;
        double ms = 0;
    };
    Reply exchange(const std::string &method, const std::string &target, const QJsonObject *body);
    Reply request(const std::string &method, const std::string &target, const QJsonObject *body,
        const std::atomic<bool> &stop, std::vector<double> *latencies);
    bool open(const std::atomic<bool> &stop);
    bool step(const std::atomic<bool> &stop);
    void pause(const std::atomic<bool> &stop);

    std::uint16_t m_port;
    QString m_token;
    int m_number;
    double m_pace;
    std::mt19937_64 m_random;
    struct Connection;
    std::shared_ptr<Connection> m_connection;
    std::string m_cookie;
    QString m_csrf;
    QJsonObject m_item;
    int m_keys = 0;
    BenchRecord m_record;
};

} // namespace draudit::serve
