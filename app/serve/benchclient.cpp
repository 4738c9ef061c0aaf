// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/benchclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <optional>
#include <thread>

namespace draudit::serve {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

struct BenchAnnotator::Connection
{
    asio::io_context io;
    std::optional<beast::tcp_stream> stream;
    beast::flat_buffer buffer;
    bool open = false;
};

BenchAnnotator::BenchAnnotator(std::uint16_t port, QString token, int number, double paceSeconds)
    : m_port(port)
    , m_token(std::move(token))
    , m_number(number)
    , m_pace(paceSeconds)
    , m_random(static_cast<std::uint64_t>(number) * 7919 + 1)
    , m_connection(std::make_shared<Connection>())
{
}

BenchAnnotator::Reply BenchAnnotator::exchange(
    const std::string &method, const std::string &target, const QJsonObject *body)
{
    Reply reply;
    Connection &c = *m_connection;
    try {
        if (!c.open) {
            c.stream.emplace(c.io);
            c.buffer.clear();
            c.stream->connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), m_port));
            c.open = true;
        }
        http::request<http::string_body> req { method == "POST" ? http::verb::post : http::verb::get, target, 11 };
        req.set(http::field::host, "127.0.0.1:" + std::to_string(m_port));
        if (!m_cookie.empty())
            req.set(http::field::cookie, m_cookie);
        if (method == "POST")
            req.set(http::field::origin, "http://127.0.0.1:" + std::to_string(m_port));
        if (body) {
            req.set(http::field::content_type, "application/json");
            req.set("X-CSRF-Token", m_csrf.toStdString());
            req.body() = QJsonDocument(*body).toJson(QJsonDocument::Compact).toStdString();
        }
        req.keep_alive(true);
        req.prepare_payload();
        QElapsedTimer timer;
        timer.start();
        c.stream->expires_after(std::chrono::seconds(30));
        http::write(*c.stream, req);
        http::response<http::string_body> res;
        http::read(*c.stream, c.buffer, res);
        reply.ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        reply.status = static_cast<int>(res.result_int());
        reply.json = QJsonDocument::fromJson(QByteArray::fromStdString(res.body())).object();
        if (const auto cookie = res.find(http::field::set_cookie); cookie != res.end())
            reply.setCookie = std::string(cookie->value());
        if (!res.keep_alive())
            c.open = false;
    } catch (const std::exception &) {
        c.open = false; // the server is gone: connect again next time
        reply.status = 0;
    }
    return reply;
}

BenchAnnotator::Reply BenchAnnotator::request(const std::string &method, const std::string &target,
    const QJsonObject *body, const std::atomic<bool> &stop, std::vector<double> *latencies)
{
    for (int attempt = 0;; ++attempt) {
        Reply r = exchange(method, target, body);
        if (r.status != 0 && r.status < 500) {
            if (attempt == 0 && latencies && r.status == 200)
                latencies->push_back(r.ms);
            return r;
        }
        ++m_record.retried;
        if (stop.load() && attempt > 50)
            return r;
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min(100 * (attempt + 1), 1000)));
    }
}

bool BenchAnnotator::open(const std::atomic<bool> &stop)
{
    m_cookie.clear();
    // As the page: the link's page, then its button (a POST from this site) opens the session.
    const Reply link = request("POST", "/i/" + m_token.toStdString(), nullptr, stop, nullptr);
    if (link.status != 303 || link.setCookie.empty())
        return false;
    m_cookie = link.setCookie.substr(0, link.setCookie.find(';'));
    const Reply state = request("GET", "/api/state", nullptr, stop, &m_record.stateMs);
    m_csrf = state.json.value(QStringLiteral("csrf")).toString();
    m_item = state.json.value(QStringLiteral("item")).toObject();
    return state.status == 200;
}

void BenchAnnotator::pause(const std::atomic<bool> &stop)
{
    std::exponential_distribution<double> think(1.0 / m_pace);
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(think(m_random));
    while (!stop.load() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

// One thing a person does: answer the next question, or commit the item and read the next one.
bool BenchAnnotator::step(const std::atomic<bool> &stop)
{
    if (m_item.isEmpty())
        return false; // finished
    const QJsonObject answers = m_item.value(QStringLiteral("answers")).toObject();
    const QJsonValue handle = m_item.value(QStringLiteral("handle"));
    for (const QJsonValue &v :
        m_item.value(QStringLiteral("form")).toObject().value(QStringLiteral("questions")).toArray()) {
        const QJsonObject q = v.toObject();
        const QString id = q.value(QStringLiteral("id")).toString();
        const QString onlyIf = q.value(QStringLiteral("only_if")).toString();
        const bool applies = onlyIf.isEmpty()
            || onlyIf.section(QLatin1Char('='), 1)
                   .split(QLatin1Char('|'))
                   .contains(answers.value(onlyIf.section(QLatin1Char('='), 0, 0)).toString());
        if (q.value(QStringLiteral("kind")).toString() != QLatin1String("choice") || answers.contains(id) || !applies
            || !q.value(QStringLiteral("required")).toBool() || q.value(QStringLiteral("after_commit")).toBool())
            continue;
        const QString key = QStringLiteral("bench-%1-%2-aaaaaaaaaa").arg(m_number).arg(++m_keys);
        const QJsonObject body { { QStringLiteral("item"), handle }, { QStringLiteral("question"), id },
            { QStringLiteral("value"),
                q.value(QStringLiteral("options")).toArray().first().toObject().value(QStringLiteral("value")) },
            { QStringLiteral("key"), key } };
        const Reply r = request("POST", "/api/answer", &body, stop, &m_record.answerMs);
        if (r.status == 200) {
            m_record.savedKeys << key;
            m_item = r.json.value(QStringLiteral("item")).toObject();
        }
        return r.status == 200 || (r.status == 401 && open(stop) && ++m_record.reopened)
            || (r.status == 404 && open(stop)) || (++m_record.failed, false);
    }
    const QJsonObject body { { QStringLiteral("item"), handle } };
    const Reply c = request("POST", "/api/commit", &body, stop, &m_record.commitMs);
    if (c.status == 401 || c.status == 404)
        return open(stop) && ++m_record.reopened;
    if (c.status != 200) {
        ++m_record.failed;
        return false;
    }
    ++m_record.committed;
    const Reply s = request("GET", "/api/state", nullptr, stop, &m_record.stateMs);
    m_item = s.json.value(QStringLiteral("item")).toObject();
    return s.status == 200;
}

void BenchAnnotator::run(const std::atomic<bool> &stop)
{
    if (!open(stop))
        return;
    while (!stop.load()) {
        pause(stop);
        if (!stop.load() && !step(stop) && m_item.isEmpty())
            return;
    }
}

} // namespace draudit::serve
