// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser server's transport (app/serve/httpserver.h) on a real socket: what is too big, malformed or too slow is
// refused before the handler sees it.
#include "app/serve/httpserver.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace draudit;
using draudit::serve::HttpRequest;
using draudit::serve::HttpResponse;

class TestServeTransport : public QObject
{
    Q_OBJECT

private slots:
    void theTransportRefusesWhatIsTooBig();
    void aSlowPageHoldsNoOneElse();
};

namespace {
// Sends raw bytes to the server and returns its reply's status line.
QByteArray rawExchange(std::uint16_t port, const QByteArray &request)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in at {};
    at.sin_family = AF_INET;
    at.sin_port = htons(port);
    at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&at), sizeof at) != 0)
        return "no connection";
    for (qsizetype sent = 0; sent < request.size();) {
        const ssize_t n
            = ::send(fd, request.constData() + sent, static_cast<size_t>(request.size() - sent), MSG_NOSIGNAL);
        if (n <= 0)
            break; // the server may close once it has refused
        sent += n;
    }
    ::shutdown(fd, SHUT_WR);
    QByteArray reply(4096, '\0');
    const ssize_t got = ::recv(fd, reply.data(), static_cast<size_t>(reply.size()), MSG_WAITALL);
    ::close(fd);
    return reply.left(std::max<ssize_t>(0, got)).split('\r').value(0);
}
} // namespace

void TestServeTransport::theTransportRefusesWhatIsTooBig()
{
    int handled = 0;
    serve::HttpLimits limits;
    limits.requestDeadline = std::chrono::seconds(2);
    serve::HttpServer server(
        [&handled](const HttpRequest &) {
            ++handled;
            return HttpResponse { 200, {}, "ok", {} };
        },
        limits);
    QCOMPARE(server.listen("127.0.0.1", 0), std::string());
    std::thread running([&server] { server.run(); });
    const std::uint16_t port = server.port();
    QCOMPARE(rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"), QByteArray("HTTP/1.1 200 OK"));
    QCOMPARE(handled, 1);
    QCOMPARE(rawExchange(port,
                 "POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 300000\r\n\r\n" + QByteArray(300000, 'x')),
        QByteArray("HTTP/1.1 413 Payload Too Large"));
    QCOMPARE(rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + QByteArray(20000, 'y') + "\r\n\r\n"),
        QByteArray("HTTP/1.1 431 Request Header Fields Too Large"));
    QCOMPARE(rawExchange(port, "NOT HTTP AT ALL\r\n\r\n"), QByteArray("HTTP/1.1 400 Bad Request"));
    // A request that never ends is cut off at the deadline.
    QCOMPARE(rawExchange(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc").left(12),
        QByteArray("HTTP/1.1 400"));
    QCOMPARE(handled, 1);
    server.stop();
    running.join();
}

// Pages that take their renderer's whole budget (here 1.5 s each, six at once, as an attacker would open a hostile
// report again and again) are finished off the serving thread: another annotator's state requests keep being answered
// within 100 ms at the 95th percentile, the server stays up and stops promptly. Before, each page held the one
// serving thread for its whole render.
void TestServeTransport::aSlowPageHoldsNoOneElse()
{
    serve::HttpServer server([](const HttpRequest &request) {
        if (request.target != "/page")
            return HttpResponse { 200, {}, "state", {} };
        HttpResponse later;
        later.finish = [] {
            std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            return HttpResponse { 200, {}, "page", {} };
        };
        return later;
    });
    QCOMPARE(server.listen("127.0.0.1", 0), std::string());
    std::thread running([&server] { server.run(); });
    const std::uint16_t port = server.port();
    std::vector<std::thread> pages;
    std::vector<QByteArray> pageStatus(6);
    for (std::size_t i = 0; i < pageStatus.size(); ++i)
        pages.emplace_back([&, i] { pageStatus[i] = rawExchange(port, "GET /page HTTP/1.1\r\nHost: x\r\n\r\n"); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::vector<qint64> waits;
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(rawExchange(port, "GET /state HTTP/1.1\r\nHost: x\r\n\r\n"), QByteArray("HTTP/1.1 200 OK"));
        waits.push_back(clock.elapsed());
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    for (std::thread &t : pages)
        t.join();
    for (const QByteArray &status : pageStatus)
        QCOMPARE(status, QByteArray("HTTP/1.1 200 OK"));
    std::sort(waits.begin(), waits.end());
    const qint64 p95 = waits[waits.size() * 95 / 100];
    QVERIFY2(p95 < 100, qPrintable(QStringLiteral("p95 %1 ms, longest %2 ms").arg(p95).arg(waits.back())));
    QElapsedTimer stopping;
    stopping.start();
    server.stop();
    running.join();
    QVERIFY(stopping.elapsed() < 1000);
}

QTEST_GUILESS_MAIN(TestServeTransport)
#include "tst_servetransport.moc"
