// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace draudit::models {

// The longest a draudit connection waiting for SQLite's write lock sleeps between two tries (ProjectStore's busy
// handler). A long writer that pauses between its transactions for longer than this lets a waiting draudit writer
// in (one a pause, the first to try; the others at the next pause). Programs on SQLite's default handler sleep up
// to 100 ms and get in at some pauses only.
inline constexpr int kLongestBusySleepMs = 50;

} // namespace draudit::models
