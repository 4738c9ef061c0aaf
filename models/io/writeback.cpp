// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writeback is per file, not per descriptor: SQLite's own descriptor is used, and this class never writes.
#include "models/io/writeback.h"

#include "models/core/threadname.h"

#include <QFile>
#include <chrono>

#ifdef Q_OS_LINUX
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace draudit::models {

BackgroundWriteback::BackgroundWriteback(QString path)
    : m_path(std::move(path))
{
#ifdef Q_OS_LINUX
    m_thread = std::thread([this] { run(); });
#endif
}

BackgroundWriteback::~BackgroundWriteback()
{
    {
        std::lock_guard lock(m_mutex);
        m_done = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

#ifdef Q_OS_LINUX
namespace {
// The descriptor SQLite itself holds on the file, found in /proc/self/fd and never closed here: a descriptor of our
// own on a database file would drop the process's POSIX locks on it when closed (models/io/inputfile.h). -1 when
// SQLite has none open (the log may not exist yet).
int sqliteDescriptor(const QByteArray &path, struct stat &identity)
{
    if (::stat(path.constData(), &identity) != 0)
        return -1;
    DIR *dir = ::opendir("/proc/self/fd");
    if (!dir)
        return -1;
    int found = -1;
    while (const dirent *entry = ::readdir(dir)) {
        const int fd = std::atoi(entry->d_name);
        struct stat st
        {
        };
        if (fd > 2 && fd != ::dirfd(dir) && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_dev == identity.st_dev
            && st.st_ino == identity.st_ino) {
            found = fd;
            break;
        }
    }
    ::closedir(dir);
    return found;
}

bool stillTheFile(int fd, const struct stat &identity)
{
    struct stat st
    {
    };
    return fd >= 0 && ::fstat(fd, &st) == 0 && st.st_dev == identity.st_dev && st.st_ino == identity.st_ino;
}
} // namespace
#endif

void BackgroundWriteback::run()
{
#ifdef Q_OS_LINUX
    nameThisThread("draudit-sync");
    const QByteArray name = QFile::encodeName(m_path);
    int fd = -1;
    struct stat identity
    {
    };
    std::unique_lock lock(m_mutex);
    while (!m_wake.wait_for(lock, std::chrono::milliseconds(25), [this] { return m_done; })) {
        lock.unlock(); // the destructor need not wait for a system call
        if (!stillTheFile(fd, identity))
            fd = sqliteDescriptor(name, identity);
        // Queues the dirty pages for writing and returns; it neither waits for the device nor flushes metadata.
        if (fd >= 0)
            ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
        lock.lock();
    }
#endif
}

} // namespace draudit::models
