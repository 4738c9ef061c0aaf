// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The fast path of `draudit agree`: a ratings CSV without quotes read as views into its bytes (no string per cell,
// items and raters interned once, numbers parsed with from_chars), giving exactly what the general reader gives.
#pragma once

#include "judge/agreementdata.h"
#include "models/io/ratingsreader.h"

#include <QByteArrayView>
#include <optional>

namespace draudit::models {

// The ratings in `bytes`, or nullopt when the file needs the general reader: quotes, bytes that are not UTF-8,
// whitespace other than ASCII at a field's edge, lines without the header's number of fields, duplicate header
// names, or anything the general reader rejects (it then names the file, line and column).
std::optional<judge::AgreementData> readSimpleRatings(QByteArrayView bytes, const RatingsOptions &options);

} // namespace draudit::models
