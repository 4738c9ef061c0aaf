// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/serve.h"

#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/serve/studyweb.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <boost/asio/ip/address.hpp>
#include <cstdio>

namespace draudit::serve {

namespace {
struct Serve
{
    Q_DECLARE_TR_FUNCTIONS(draudit::serve::Serve)
};

void addServeOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("project"), Serve::tr("Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("study"), Serve::tr("The study annotators work on."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("listen"), Serve::tr("Address and port to listen on (default 127.0.0.1:8470)."),
        QStringLiteral("address:port"), QStringLiteral("127.0.0.1:8470") });
    p.addOption({ QStringLiteral("tls-cert"), Serve::tr("Serve HTTPS with this certificate chain (PEM)."),
        QStringLiteral("file") });
    p.addOption(
        { QStringLiteral("tls-key"), Serve::tr("The certificate's private key (PEM)."), QStringLiteral("file") });
    p.addOption({ QStringLiteral("behind-https-proxy"),
        Serve::tr("A reverse proxy in front terminates HTTPS: cookies are marked Secure.") });
    p.addOption({ QStringLiteral("events"),
        Serve::tr("Print what happens as JSON lines (for the workbench) instead of text.") });
}

// "127.0.0.1:8470", "[::1]:8470", ":8470" (every address is not a default: say 0.0.0.0 to mean it).
bool splitListen(const QString &text, std::string &address, std::uint16_t &port)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const uint p = text.mid(colon + 1).toUInt(&ok);
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    boost::system::error_code ec;
    boost::asio::ip::make_address(host.toStdString(), ec);
    if (colon <= 0 || !ok || p > 65535 || ec)
        return false;
    address = host.toStdString();
    port = static_cast<std::uint16_t>(p);
    return true;
}

void printEvent(bool asJson, const QJsonObject &event)
{
    if (asJson) {
        std::fputs(QJsonDocument(event).toJson(QJsonDocument::Compact).append('\n').constData(), stdout);
    } else {
        const QString what = event.value(QStringLiteral("event")).toString();
        const QString who = event.contains(QStringLiteral("url")) ? event.value(QStringLiteral("url")).toString()
            : event.contains(QStringLiteral("annotators"))
            ? event.value(QStringLiteral("annotators")).toVariant().toStringList().join(QLatin1Char(','))
            : event.value(QStringLiteral("annotator")).toString();
        std::fputs(
            qPrintable(
                QStringLiteral("%1 %2 %3\n").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate), what, who)),
            stdout);
    }
    std::fflush(stdout);
}
} // namespace

int runServe(const QStringList &args, const QString &language)
{
    QCommandLineParser p;
    addServeOptions(p);
    int code = cli::Ok;
    if (!cli::parseOptions(p, args,
            Serve::tr(
                "Serve a study to annotators in their browsers. Each opens the link `draudit study invite` printed "
                "for them; answers are saved in the project as they are given. Ctrl+C stops."),
            &code))
        return code;
    const auto fail
        = [](const QString &message, int exitCode) { return cli::fail(QStringLiteral("serve"), message, exitCode); };
    std::string address;
    std::uint16_t port = 0;
    if (p.positionalArguments().size() != 1 || !p.isSet(QStringLiteral("study")))
        return fail(Serve::tr("give the project and --study"), cli::Usage);
    if (!splitListen(p.value(QStringLiteral("listen")), address, port))
        return fail(Serve::tr("--listen takes an IP address and a port, e.g. 127.0.0.1:8470"), cli::Usage);
    if (p.isSet(QStringLiteral("tls-cert")) != p.isSet(QStringLiteral("tls-key")))
        return fail(Serve::tr("--tls-cert and --tls-key go together"), cli::Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(store.error().toString(), cli::Failed);
    const auto study = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
    if (!study)
        return fail(study.error().toString(), cli::Failed);
    const bool tls = p.isSet(QStringLiteral("tls-cert"));
    const bool events = p.isSet(QStringLiteral("events"));
    WebOptions options;
    options.secureCookies = tls || p.isSet(QStringLiteral("behind-https-proxy"));
    options.behindProxy = p.isSet(QStringLiteral("behind-https-proxy"));
    options.language = language;
    StudyWeb web(**store, *study, options, [events](const QJsonObject &e) { printEvent(events, e); });
    HttpServer server([&web](const HttpRequest &r) { return web.handle(r); });
    server.setRefusalLog([](const std::string &peer, int status, const std::string &why) {
        std::fprintf(stderr, "draudit serve: refused %s: %d %s\n", peer.c_str(), status, why.c_str());
    });
    const TlsFiles files { p.value(QStringLiteral("tls-cert")).toStdString(),
        p.value(QStringLiteral("tls-key")).toStdString() };
    if (const std::string why = server.listen(address, port, tls ? &files : nullptr); !why.empty())
        return fail(QString::fromStdString(why), cli::Failed);
    const QString url
        = QStringLiteral("%1://%2:%3")
              .arg(tls ? QStringLiteral("https") : QStringLiteral("http"),
                  address.find(':') != std::string::npos ? QStringLiteral("[%1]").arg(QString::fromStdString(address))
                                                         : QString::fromStdString(address))
              .arg(server.port());
    printEvent(events,
        { { QStringLiteral("event"), QStringLiteral("listening") }, { QStringLiteral("url"), url },
            { QStringLiteral("study"), study->name } });
    if (!tls && !boost::asio::ip::make_address(address).is_loopback() && !options.secureCookies)
        std::fputs(
            qPrintable(Serve::tr("draudit serve: warning: plain HTTP on a network address: links and answers travel "
                                 "unencrypted. Use --tls-cert/--tls-key or an HTTPS reverse proxy.\n")),
            stderr);
    QStringList lastOnline;
    server.run([&]() {
        web.expireSessions();
        if (const QStringList now = web.online(); now != lastOnline) {
            lastOnline = now;
            printEvent(events,
                { { QStringLiteral("event"), QStringLiteral("online") },
                    { QStringLiteral("annotators"), QJsonArray::fromStringList(now) } });
        }
    });
    printEvent(events, { { QStringLiteral("event"), QStringLiteral("stopped") } });
    return cli::Ok;
}

} // namespace draudit::serve
