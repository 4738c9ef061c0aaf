// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// postgresql://user:pass@host:port/db?sslmode=... ; anything else is a file path.
#include "models/store/storage/location.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QUrl>
#include <QUrlQuery>

namespace draudit::models {

namespace {
// libpq connection keywords a URL's query may set. The password is not one of them: it goes in PGPASSWORD or
// ~/.pgpass (a command line is visible to every user in `ps`).
const QStringList &allowedOptions()
{
    static const QStringList keys { QStringLiteral("sslmode"), QStringLiteral("sslrootcert"), QStringLiteral("sslcert"),
        QStringLiteral("sslkey"), QStringLiteral("sslcrl"), QStringLiteral("connect_timeout"),
        QStringLiteral("application_name"), QStringLiteral("target_session_attrs"), QStringLiteral("service"),
        QStringLiteral("keepalives"), QStringLiteral("keepalives_idle"), QStringLiteral("gssencmode"),
        QStringLiteral("channel_binding") };
    return keys;
}

// A value in libpq's conninfo syntax: single-quoted, with \ and ' escaped, so nothing in it can start another keyword.
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

// The query's keywords as the Qt driver's connect options ("k='v';k2='v2'"), or the error naming the bad one.
Result<QString> connectOptions(const QUrl &url)
{
    QStringList opts;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (!allowedOptions().contains(key))
            return fail(QCoreApplication::translate("draudit::models::Location",
                "'%1' cannot be set in a project URL (allowed: %2); give a password in PGPASSWORD or ~/.pgpass")
                            .arg(key, allowedOptions().join(QStringLiteral(", "))));
        if (value.contains(QLatin1Char(';')))
            return fail(
                QCoreApplication::translate("draudit::models::Location", "the value of '%1' contains ';'").arg(key));
        opts << key + QLatin1Char('=') + quoted(value);
    }
    return opts.join(QLatin1Char(';'));
}
} // namespace

Result<Location> Location::parse(const QString &text)
{
    Location l;
    if (text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"))) {
        const QUrl url(text, QUrl::StrictMode);
        const bool service = QUrlQuery(url).hasQueryItem(QStringLiteral("service"));
        if (!url.isValid() || (url.host().isEmpty() && !service) || url.path().size() < 2)
            return fail(QCoreApplication::translate(
                "draudit::models::Location", "'%1' is not a valid postgresql://user@host:port/database URL")
                            .arg(url.toDisplayString(QUrl::RemovePassword)));
        auto options = connectOptions(url);
        if (!options)
            return tl::unexpected(options.error());
        l.backend = Backend::Postgres;
        l.host = url.host();
        l.port = url.port(-1); // -1: libpq's default (PGPORT, the service file, 5432)
        l.user = url.userName();
        l.password = url.password();
        l.database = url.path().mid(1);
        l.options = *options;
        return l;
    }
    if (text.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::Location", "no project path given"));
    l.path = QFileInfo(text).absoluteFilePath();
    return l;
}

QString Location::displayName() const
{
    if (backend == Backend::Sqlite)
        return path;
    const QString who = user.isEmpty() ? QString() : user + QLatin1Char('@');
    const QString where = port > 0 ? QStringLiteral("%1:%2").arg(host).arg(port) : host;
    return QStringLiteral("postgresql://%1%2/%3").arg(who, where, database); // never the password
}

void Location::applyTo(QSqlDatabase &db) const
{
    db.setHostName(host);
    db.setPort(port);
    db.setUserName(user);
    db.setPassword(password);
    db.setDatabaseName(database);
    db.setConnectOptions(options);
}

} // namespace draudit::models
