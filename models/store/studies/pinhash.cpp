// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// sodium_init is safe to call from several threads and more than once.
#include "models/store/studies/pinhash.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <sodium.h>

namespace draudit::models {

namespace {
bool sodiumReady()
{
    static const bool ready = sodium_init() >= 0;
    return ready;
}
} // namespace

Result<QString> hashPin(const QString &pin)
{
    const QByteArray utf8 = pin.toUtf8();
    char out[crypto_pwhash_STRBYTES];
    if (!sodiumReady()
        || crypto_pwhash_str(out, utf8.constData(), static_cast<unsigned long long>(utf8.size()),
               crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE)
            != 0)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "cannot hash the PIN (out of memory)"));
    return QString::fromLatin1(out);
}

bool isLegacyPinHash(const QString &stored)
{
    return !stored.startsWith(QLatin1Char('$'));
}

bool verifyPin(const QString &stored, const QString &pin)
{
    if (isLegacyPinHash(stored)) {
        const QString salt = stored.section(QLatin1Char('$'), 0, 0);
        const QByteArray hex = QCryptographicHash::hash((salt + pin).toUtf8(), QCryptographicHash::Sha256).toHex();
        const QByteArray expected = stored.section(QLatin1Char('$'), 1).toLatin1();
        // In constant time: how long a wrong PIN's hash agrees with the stored one says nothing.
        return sodiumReady() && expected.size() == hex.size()
            && sodium_memcmp(hex.constData(), expected.constData(), static_cast<std::size_t>(hex.size())) == 0;
    }
    const QByteArray encoded = stored.toLatin1();
    const QByteArray utf8 = pin.toUtf8();
    return sodiumReady()
        && crypto_pwhash_str_verify(encoded.constData(), utf8.constData(), static_cast<unsigned long long>(utf8.size()))
        == 0;
}

} // namespace draudit::models
