// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study package's proof that the master issued it: an HMAC-SHA-256 (libsodium) of the package's id, study,
// annotator and phase under a key the master draws for that package and never writes into any package.
#pragma once

#include <QString>

namespace draudit::models {

// 32 random bytes, hex-encoded, for the master's `packages.secret`.
QString newPackageKey();
// The token written into the package's meta (`package_token`).
QString packageToken(
    const QString &keyHex, const QString &id, const QString &study, const QString &annotator, const QString &phase);
// Whether the token is the one the key makes for this identity (compared in constant time).
bool packageTokenMatches(const QString &keyHex, const QString &token, const QString &id, const QString &study,
    const QString &annotator, const QString &phase);

} // namespace draudit::models
