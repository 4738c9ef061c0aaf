// The file is opened read-only: writeback is per file, not per descriptor, and this class never writes.
#include "models/io/writeback.h"

#include "models/core/threadname.h"

#include <QFile>
#include <chrono>

#ifdef Q_OS_LINUX
#include <fcntl.h>
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

void BackgroundWriteback::run()
{
#ifdef Q_OS_LINUX
    nameThisThread("draudit-sync");
    const QByteArray name = QFile::encodeName(m_path);
    int fd = -1;
    std::unique_lock lock(m_mutex);
    while (!m_wake.wait_for(lock, std::chrono::milliseconds(25), [this] { return m_done; })) {
        lock.unlock(); // the destructor need not wait for a system call
        if (fd < 0)
            fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC); // may not exist yet
        // Queues the dirty pages for writing and returns; it neither waits for the device nor flushes metadata.
        if (fd >= 0)
            ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
        lock.lock();
    }
    if (fd >= 0)
        ::close(fd);
#endif
}

} // namespace draudit::models
