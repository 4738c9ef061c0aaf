#pragma once

namespace draudit::models {

// The longest a draudit connection waiting for SQLite's write lock sleeps between two tries (ProjectStore's busy
// handler). A long writer that pauses between its transactions for longer than this lets every waiting draudit
// writer in.
inline constexpr int kLongestBusySleepMs = 50;

} // namespace draudit::models
