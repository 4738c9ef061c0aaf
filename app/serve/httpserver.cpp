// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One io_context, one thread: the handler's work (a database commit) holds the others' requests for its duration,
// which keeps the store single-threaded; the transport's own work (TLS, parsing) is small beside it. A response's
// `finish` (a page to render) runs on the renderers' threads instead, so that no page holds the others.
#include "app/serve/httpserver.h"

#include <atomic>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <csignal>
#include <optional>

namespace draudit::serve {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

struct HttpServer::Impl
{
    std::atomic<std::size_t> open { 0 }; // first: the sessions io still holds count it down as io is destroyed
    Handler handler;
    HttpLimits limits;
    Refusal refusal;
    asio::io_context io { 1 };
    asio::thread_pool renderers { 2 }; // after io: joined before io is destroyed, their last posts land in it
    tcp::acceptor acceptor { io };
    std::optional<asio::ssl::context> tls;
    std::optional<asio::signal_set> signals; // SIGINT, SIGTERM: taken from the moment it listens

    void accept();
    void refuse(const std::string &peer, int status, const std::string &why) const
    {
        if (refusal)
            refusal(peer, status, why);
    }
};

namespace {

HttpRequest toRequest(const http::request<http::string_body> &in, const std::string &peer, bool tls)
{
    HttpRequest out;
    out.method = std::string(in.method_string());
    out.target = std::string(in.target());
    for (const auto &field : in) {
        std::string name(field.name_string());
        for (char &c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        // Cookies sent as several lines (HTTP/2 through a proxy) are one list; any other repeated header keeps its
        // last.
        std::string &value = out.headers[name];
        value = name == "cookie" && !value.empty() ? value + "; " + std::string(field.value())
                                                   : std::string(field.value());
    }
    out.body = in.body();
    out.peer = peer;
    out.tls = tls;
    return out;
}

http::response<http::string_body> toResponse(HttpResponse in, unsigned version, bool keepAlive)
{
    http::response<http::string_body> out { static_cast<http::status>(in.status), version };
    for (const auto &[name, value] : in.headers)
        out.set(name, value);
    out.body() = std::move(in.body);
    out.keep_alive(keepAlive);
    out.prepare_payload();
    return out;
}

// What the transport answers itself when a request cannot be parsed within the limits.
std::pair<int, std::string> refusalOf(const beast::error_code &ec)
{
    if (ec == http::error::body_limit)
        return { 413, "request body too large" };
    if (ec == http::error::header_limit)
        return { 431, "request header too large" };
    if (ec == beast::error::timeout)
        return { 408, "request not received in time" };
    return { 400, "malformed request" };
}

template<typename Stream>
class Session : public std::enable_shared_from_this<Session<Stream>>
{
public:
    Session(HttpServer::Impl &server, Stream stream, std::string peer, bool tls)
        : m_server(server)
        , m_stream(std::move(stream))
        , m_peer(std::move(peer))
        , m_tls(tls)
    {
        ++m_server.open;
    }
    ~Session() { --m_server.open; }

    void start()
    {
        beast::get_lowest_layer(m_stream).expires_after(m_server.limits.requestDeadline);
        if constexpr (std::is_same_v<Stream, beast::tcp_stream>) {
            read();
        } else {
            m_stream.async_handshake(
                asio::ssl::stream_base::server, [self = this->shared_from_this()](beast::error_code ec) {
                    if (!ec)
                        self->read();
                });
        }
    }

private:
    void read()
    {
        m_parser.emplace();
        m_parser->header_limit(static_cast<std::uint32_t>(m_server.limits.headerBytes));
        m_parser->body_limit(m_server.limits.bodyBytes);
        beast::get_lowest_layer(m_stream).expires_after(m_server.limits.requestDeadline);
        http::async_read(m_stream, m_buffer, *m_parser,
            [self = this->shared_from_this()](beast::error_code ec, std::size_t) { self->onRead(ec); });
    }

    void onRead(beast::error_code ec)
    {
        if (ec == http::error::end_of_stream || ec == asio::error::eof || ec == asio::error::connection_reset
            || ec == asio::ssl::error::stream_truncated)
            return close();
        if (ec) {
            // Nothing was read of the next request (an idle keep-alive connection timing out): close quietly.
            if (ec == beast::error::timeout && m_parser && !m_parser->got_some())
                return close();
            const auto [status, why] = refusalOf(ec);
            m_server.refuse(m_peer, status, why);
            HttpResponse refused { status, { { "Content-Type", "text/plain; charset=utf-8" } }, why + "\n", {} };
            return write(toResponse(std::move(refused), 11, false));
        }
        http::request<http::string_body> request = m_parser->release();
        HttpResponse response = answer([&] { return m_server.handler(toRequest(request, m_peer, m_tls)); });
        if (response.finish)
            return finishElsewhere(std::move(response.finish), request.version(), request.keep_alive());
        write(toResponse(std::move(response), request.version(), request.keep_alive()));
    }

    template<typename Work>
    static HttpResponse answer(const Work &work)
    {
        try {
            return work();
        } catch (...) {
            return { 500, { { "Content-Type", "text/plain; charset=utf-8" } }, "internal error\n", {} };
        }
    }

    // The response's own work on a renderer's thread, then its writing back on the serving thread.
    void finishElsewhere(std::function<HttpResponse()> finish, unsigned version, bool keepAlive)
    {
        asio::post(
            m_server.renderers, [self = this->shared_from_this(), finish = std::move(finish), version, keepAlive] {
                HttpResponse done = answer(finish);
                asio::post(self->m_server.io, [self, done = std::move(done), version, keepAlive]() mutable {
                    self->write(toResponse(std::move(done), version, keepAlive));
                });
            });
    }

    void write(http::response<http::string_body> response)
    {
        m_response = std::make_shared<http::response<http::string_body>>(std::move(response));
        beast::get_lowest_layer(m_stream).expires_after(m_server.limits.requestDeadline);
        http::async_write(m_stream, *m_response, [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
            if (ec || !self->m_response->keep_alive())
                return self->close();
            self->m_response.reset();
            self->read();
        });
    }

    void close()
    {
        beast::error_code ignored;
        if constexpr (std::is_same_v<Stream, beast::tcp_stream>) {
            m_stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
        } else {
            beast::get_lowest_layer(m_stream).expires_after(std::chrono::seconds(5));
            m_stream.async_shutdown([self = this->shared_from_this()](beast::error_code) {
                beast::error_code ignore;
                beast::get_lowest_layer(self->m_stream).socket().close(ignore);
            });
        }
    }

    HttpServer::Impl &m_server;
    Stream m_stream;
    std::string m_peer;
    bool m_tls;
    beast::flat_buffer m_buffer;
    std::optional<http::request_parser<http::string_body>> m_parser;
    std::shared_ptr<http::response<http::string_body>> m_response;
};

} // namespace

void HttpServer::Impl::accept()
{
    acceptor.async_accept(io, [this](beast::error_code ec, tcp::socket socket) {
        if (ec == asio::error::operation_aborted)
            return;
        if (!ec) {
            beast::error_code ignored;
            const auto remote = socket.remote_endpoint(ignored);
            const std::string peer = ignored ? std::string("?") : remote.address().to_string();
            if (open.load() >= limits.connections) {
                refuse(peer, 503, "too many connections");
                socket.close(ignored);
            } else if (tls) {
                std::make_shared<Session<beast::ssl_stream<beast::tcp_stream>>>(
                    *this, beast::ssl_stream<beast::tcp_stream>(beast::tcp_stream(std::move(socket)), *tls), peer, true)
                    ->start();
            } else {
                std::make_shared<Session<beast::tcp_stream>>(*this, beast::tcp_stream(std::move(socket)), peer, false)
                    ->start();
            }
        }
        accept();
    });
}

HttpServer::HttpServer(Handler handler, HttpLimits limits)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->handler = std::move(handler);
    m_impl->limits = limits;
}

HttpServer::~HttpServer() = default;

std::string HttpServer::listen(const std::string &address, std::uint16_t port, const TlsFiles *tls)
{
    beast::error_code ec;
    const auto ip = asio::ip::make_address(address, ec);
    if (ec)
        return "'" + address + "' is not an IP address";
    if (tls) {
        try {
            m_impl->tls.emplace(asio::ssl::context::tls_server);
            m_impl->tls->set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2
                | asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 | asio::ssl::context::no_tlsv1_1
                | asio::ssl::context::single_dh_use);
            m_impl->tls->use_certificate_chain_file(tls->certificateChain);
            m_impl->tls->use_private_key_file(tls->privateKey, asio::ssl::context::pem);
        } catch (const std::exception &e) {
            m_impl->tls.reset();
            return "cannot use the TLS certificate and key: " + std::string(e.what());
        }
    }
    const tcp::endpoint endpoint(ip, port);
    m_impl->acceptor.open(endpoint.protocol(), ec);
    if (!ec)
        m_impl->acceptor.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec)
        m_impl->acceptor.bind(endpoint, ec);
    if (!ec)
        m_impl->acceptor.listen(asio::socket_base::max_listen_connections, ec);
    if (ec)
        return "cannot listen on " + address + ":" + std::to_string(port) + ": " + ec.message();
    // From now on a SIGTERM stops it in order (after the request at hand), also before run() is reached.
    m_impl->signals.emplace(m_impl->io, SIGINT, SIGTERM);
    m_impl->signals->async_wait([this](beast::error_code error, int) {
        if (!error)
            stop();
    });
    return {};
}

std::uint16_t HttpServer::port() const
{
    beast::error_code ec;
    return m_impl->acceptor.local_endpoint(ec).port();
}

void HttpServer::setRefusalLog(Refusal log)
{
    m_impl->refusal = std::move(log);
}

std::size_t HttpServer::openConnections() const
{
    return m_impl->open.load();
}

void HttpServer::run(const std::function<void()> &tick)
{
    asio::steady_timer timer(m_impl->io);
    std::function<void()> schedule = [&]() {
        timer.expires_after(std::chrono::seconds(1));
        timer.async_wait([&](beast::error_code ec) {
            if (ec)
                return;
            if (tick)
                tick();
            schedule();
        });
    };
    schedule();
    m_impl->accept();
    m_impl->io.run();
}

void HttpServer::stop()
{
    asio::post(m_impl->io, [this]() {
        beast::error_code ignored;
        m_impl->acceptor.close(ignored);
        m_impl->io.stop();
    });
}

} // namespace draudit::serve
