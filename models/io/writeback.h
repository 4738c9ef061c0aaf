// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Starts the disk writing of a growing file while it is still being written, so the commit's fsync waits only for
// the last few megabytes instead of the whole import (the technique RocksDB calls bytes_per_sync). Durability is
// unchanged: the commit still syncs; this only moves the device's work earlier. Linux only; elsewhere it does nothing.
#pragma once

#include <QString>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace draudit::models {

class BackgroundWriteback
{
public:
    explicit BackgroundWriteback(QString path);
    ~BackgroundWriteback();
    BackgroundWriteback(const BackgroundWriteback &) = delete;
    BackgroundWriteback &operator=(const BackgroundWriteback &) = delete;

private:
    void run();

    QString m_path;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::thread m_thread;
};

} // namespace draudit::models
