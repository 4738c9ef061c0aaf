// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PINs of annotators on a shared machine, hashed with libsodium's crypto_pwhash (Argon2id, interactive limits: about
// 0.1 s and 64 MiB per try, so guessing a 4-digit PIN from a stolen hash takes hours rather than milliseconds).
#pragma once

#include "models/core/error.h"

#include <QString>

namespace draudit::models {

// The encoded hash ("$argon2id$v=19$m=...,t=...,p=1$salt$hash") of a PIN.
Result<QString> hashPin(const QString &pin);
// Whether the PIN matches the stored hash. A hash written by draudit before version 4 ("salt$sha256") still
// verifies, and isLegacyPinHash tells the caller to store a new hash.
bool verifyPin(const QString &stored, const QString &pin);
bool isLegacyPinHash(const QString &stored);

} // namespace draudit::models
