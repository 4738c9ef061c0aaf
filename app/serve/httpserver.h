// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The HTTP transport of `draudit serve`: Boost.Beast on one Asio thread, plain or TLS (OpenSSL), HTTP/1.1 with
// keep-alive. It parses with hard limits (header and body size, one deadline per request, a cap on connections)
// and hands each request whole to one handler, on its own thread, one at a time: the handler may use the project
// store, which is not shared between threads.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace draudit::serve {

struct HttpRequest
{
    std::string method; // "GET", "POST", ...
    std::string target; // path and query as sent ("/api/item?x=1")
    std::map<std::string, std::string> headers; // names in lower case; repeated: Cookie joined, others the last
    std::string body;
    std::string peer; // the client's address
    bool tls = false;

    std::string header(const std::string &lowerName) const
    {
        const auto it = headers.find(lowerName);
        return it == headers.end() ? std::string() : it->second;
    }
};

struct HttpResponse
{
    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    // Work that must not hold the serving thread (rendering an untrusted page): when set, the transport runs it on a
    // thread of its own and sends what it returns instead. It must not touch the project store.
    std::function<HttpResponse()> finish;
};

struct HttpLimits
{
    std::size_t headerBytes = 16 * 1024;
    std::size_t bodyBytes = 256 * 1024;
    std::chrono::seconds requestDeadline { 30 }; // from the first byte awaited to the last byte of the request
    std::size_t connections = 1024; // open at once; more are closed at accept
};

struct TlsFiles
{
    std::string certificateChain; // PEM
    std::string privateKey; // PEM
};

class HttpServer
{
public:
    using Handler = std::function<HttpResponse(const HttpRequest &)>;
    // Called for a request the transport refused itself (too large, malformed, too slow), for the log.
    using Refusal = std::function<void(const std::string &peer, int status, const std::string &why)>;

    HttpServer(Handler handler, HttpLimits limits = {});
    ~HttpServer();
    HttpServer(const HttpServer &) = delete;
    HttpServer &operator=(const HttpServer &) = delete;

    // Binds (port 0: any free port) and takes SIGINT and SIGTERM (they stop the server in order); an empty string on
    // success, else why not. With `tls`, every connection is TLS.
    std::string listen(const std::string &address, std::uint16_t port, const TlsFiles *tls = nullptr);
    std::uint16_t port() const;
    void setRefusalLog(Refusal log);
    // Serves until stop(); calls `tick` about once a second on the serving thread (sessions expire, progress shows).
    void run(const std::function<void()> &tick = {});
    void stop(); // from any thread or a signal handler's Asio signal set
    std::size_t openConnections() const;

    struct Impl;

private:
    std::unique_ptr<Impl> m_impl;
};

} // namespace draudit::serve
