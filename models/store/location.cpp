// postgresql://user:pass@host:port/db?sslmode=... ; anything else is a file path.
#include "models/store/location.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace draudit::models {

Result<Location> Location::parse(const QString &text)
{
    Location l;
    if (text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"))) {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() || url.path().size() < 2)
            return fail(QCoreApplication::translate(
                "draudit::models::Location", "'%1' is not a valid postgresql://user:password@host:port/database URL")
                            .arg(url.toDisplayString(QUrl::RemovePassword)));
        l.backend = Backend::Postgres;
        l.host = url.host();
        l.port = url.port(5432);
        l.user = url.userName();
        l.password = url.password();
        l.database = url.path().mid(1);
        QStringList opts;
        for (const auto &[k, v] : QUrlQuery(url).queryItems())
            opts << k + QLatin1Char('=') + v;
        l.options = opts.join(QLatin1Char(';'));
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
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
}

} // namespace draudit::models
