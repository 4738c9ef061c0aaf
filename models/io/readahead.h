// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON Lines read on a second core: while the calling thread stores one record, the reading thread parses the next
// ones. Records reach the caller in file order, so errors, --on-error skip and cancelling work as with forEachJsonLine.
#pragma once

#include "models/core/threadname.h"
#include "models/io/jsonlines.h"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace draudit::models {

// A bounded queue between the reading thread and the storing one; the bound is in bytes of JSON text read ahead.
template<typename T>
class ReadAheadQueue
{
public:
    explicit ReadAheadQueue(qint64 budget)
        : m_budget(budget)
    {
    }

    // Reader: waits for room (one record always fits); false once the consumer has stopped.
    bool push(Result<T> item, qint64 bytes)
    {
        auto fresh = std::make_unique<Result<T>>(std::move(item));
        std::vector<std::unique_ptr<Result<T>>> done; // freed here, after the lock
        std::unique_lock lock(m_mutex);
        done.swap(m_done);
        if (!(m_stopped || m_queue.empty() || m_bytes + bytes <= m_budget)) {
            ++m_readerWaiting;
            m_room.wait(lock, [&] { return m_stopped || m_queue.empty() || m_bytes + bytes <= m_budget; });
            --m_readerWaiting;
        }
        if (m_stopped)
            return false;
        m_queue.push_back({ std::move(fresh), bytes });
        m_bytes += bytes;
        // Waking a thread is a system call: only when the consumer actually waits.
        if (m_consumerWaiting)
            m_ready.notify_one();
        return true;
    }
    // Reader: no more records; `end` is how reading ended (an error names the bad line).
    void finish(Result<void> end)
    {
        std::lock_guard lock(m_mutex);
        m_end = std::move(end);
        m_finished = true;
        m_ready.notify_all();
    }
    // Consumer: the next record, or null once the reader has finished and the queue is empty.
    std::unique_ptr<Result<T>> pop()
    {
        std::unique_lock lock(m_mutex);
        if (m_queue.empty() && !m_finished) {
            ++m_consumerWaiting;
            m_ready.wait(lock, [&] { return !m_queue.empty() || m_finished; });
            --m_consumerWaiting;
        }
        if (m_queue.empty())
            return nullptr;
        std::unique_ptr<Result<T>> item = std::move(m_queue.front().item);
        m_bytes -= m_queue.front().bytes;
        m_queue.pop_front();
        // A reader waiting for room is woken once half the budget is free, not at every record.
        if (m_readerWaiting && (m_bytes <= m_budget / 2 || m_queue.empty()))
            m_room.notify_one();
        lock.unlock();
        return item;
    }
    // Consumer: a record it has stored, handed back so the reader frees it. Memory is then freed by the thread that
    // allocated it; freeing it here would contend with the reader for the allocator's lock at every record.
    void recycle(std::unique_ptr<Result<T>> item)
    {
        std::lock_guard lock(m_mutex);
        if (!m_finished)
            m_done.push_back(std::move(item));
    }
    // Consumer: read no further.
    void stop()
    {
        std::lock_guard lock(m_mutex);
        m_stopped = true;
        m_room.notify_all();
    }
    Result<void> end()
    {
        std::lock_guard lock(m_mutex);
        return m_end;
    }

private:
    struct Entry
    {
        std::unique_ptr<Result<T>> item; // a pointer: moving large results out of a deque upsets GCC 12's warnings
        qint64 bytes;
    };
    std::mutex m_mutex;
    std::condition_variable m_room;
    std::condition_variable m_ready;
    std::deque<Entry> m_queue;
    std::vector<std::unique_ptr<Result<T>>> m_done;
    qint64 m_budget;
    qint64 m_bytes = 0;
    int m_readerWaiting = 0;
    int m_consumerWaiting = 0;
    bool m_stopped = false;
    bool m_finished = false;
    Result<void> m_end;
};

// `read` turns each record into plain data on the reading thread and must not touch the project; `store` gets each
// result on the calling thread, in file order, and ends the file early by returning an error. At most `budget` bytes
// of JSON text (32 MB) are read ahead, and stored records wait for the reader to free them (at most as many again), so
// memory stays bounded whatever the file size. A `digest` is fed on the reading thread, as forEachJsonLine does.
// With `skipBadLines`, a line that does not parse reaches `store` as an error in its place, instead of ending the file.
template<typename T, typename Read, typename Store>
Result<void> forEachJsonLineReadAhead(const QString &path, Read read, Store store, Sha256 *digest = nullptr,
    bool skipBadLines = false, qint64 budget = 32 * 1024 * 1024)
{
    ReadAheadQueue<T> queue(budget);
    std::thread reader([&] {
        nameThisThread("draudit-read"); // so profilers tell it from the storing thread
        queue.finish(forEachJsonLine(
            path,
            [&](const JsonRecord &record) -> Result<void> {
                if (!queue.push(read(record), record.textBytes()))
                    return fail(QStringLiteral("stopped"), path); // the consumer has its own error
                return {};
            },
            digest, [&](const Error &bad) { return skipBadLines && queue.push(Result<T>(tl::unexpected(bad)), 0); }));
    });
    struct Join
    {
        ReadAheadQueue<T> &queue;
        std::thread &thread;
        ~Join()
        {
            queue.stop();
            thread.join();
        }
    } join { queue, reader };
    while (auto item = queue.pop()) {
        auto stored = store(std::as_const(*item));
        queue.recycle(std::move(item));
        if (!stored)
            return stored;
    }
    return queue.end();
}

} // namespace draudit::models
