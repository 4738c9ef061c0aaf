// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The key stays in the master: whoever holds a package can read its token but cannot make one for another id.
#include "models/store/packages/packagetoken.h"

#include <QByteArray>
#include <QStringList>
#include <sodium.h>

namespace draudit::models {

namespace {
QByteArray message(const QString &id, const QString &study, const QString &annotator, const QString &phase)
{
    // Unit separators: no field can end early and shift into the next.
    return QStringList { id, study, annotator, phase }.join(QChar(0x1f)).toUtf8();
}

QByteArray mac(const QByteArray &key, const QByteArray &text)
{
    QByteArray out(crypto_auth_hmacsha256_BYTES, Qt::Uninitialized);
    crypto_auth_hmacsha256(reinterpret_cast<unsigned char *>(out.data()),
        reinterpret_cast<const unsigned char *>(text.constData()), static_cast<unsigned long long>(text.size()),
        reinterpret_cast<const unsigned char *>(key.constData()));
    return out;
}
} // namespace

QString newPackageKey()
{
    if (sodium_init() < 0)
        return {};
    QByteArray key(crypto_auth_hmacsha256_KEYBYTES, Qt::Uninitialized);
    randombytes_buf(key.data(), static_cast<size_t>(key.size()));
    return QString::fromLatin1(key.toHex());
}

QString packageToken(
    const QString &keyHex, const QString &id, const QString &study, const QString &annotator, const QString &phase)
{
    const QByteArray key = QByteArray::fromHex(keyHex.toLatin1());
    if (key.size() != crypto_auth_hmacsha256_KEYBYTES)
        return {};
    return QString::fromLatin1(mac(key, message(id, study, annotator, phase)).toHex());
}

bool packageTokenMatches(const QString &keyHex, const QString &token, const QString &id, const QString &study,
    const QString &annotator, const QString &phase)
{
    const QString expected = packageToken(keyHex, id, study, annotator, phase);
    const QByteArray given = token.toLatin1();
    const QByteArray wanted = expected.toLatin1();
    return !expected.isEmpty() && given.size() == wanted.size()
        && sodium_memcmp(given.constData(), wanted.constData(), static_cast<size_t>(wanted.size())) == 0;
}

} // namespace draudit::models
