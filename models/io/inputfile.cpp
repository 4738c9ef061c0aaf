// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// stat() identifies a file by device and inode, so a project reached through another name or a hard link is found.
#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStringList>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace draudit::models {

namespace {
QMutex g_mutex;
QStringList g_open; // main files, one entry per open connection
QList<int> g_kept; // descriptors on a project's file that must not be closed while a project is open

const char *const kSidecars[] = { "", "-wal", "-shm", "-journal" };

std::optional<std::pair<dev_t, ino_t>> identity(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return std::pair { st.st_dev, st.st_ino };
}
} // namespace

void OpenDatabaseFiles::add(const QString &mainFile)
{
    const QMutexLocker lock(&g_mutex);
    g_open << QFileInfo(mainFile).absoluteFilePath();
}

void OpenDatabaseFiles::remove(const QString &mainFile)
{
    const QMutexLocker lock(&g_mutex);
    g_open.removeOne(QFileInfo(mainFile).absoluteFilePath());
    if (g_open.isEmpty()) {
        for (const int fd : std::as_const(g_kept))
            ::close(fd);
        g_kept.clear();
    }
}

bool OpenDatabaseFiles::containsIdentity(quint64 device, quint64 inode)
{
    const QMutexLocker lock(&g_mutex);
    for (const QString &main : std::as_const(g_open))
        for (const char *suffix : kSidecars)
            if (const auto id = identity(main + QLatin1String(suffix));
                id && quint64(id->first) == device && quint64(id->second) == inode)
                return true;
    return false;
}

void OpenDatabaseFiles::keepOpen(int fd)
{
    const QMutexLocker lock(&g_mutex);
    g_kept << fd;
}

bool OpenDatabaseFiles::contains(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const auto id = identity(path);
    const QMutexLocker lock(&g_mutex);
    for (const QString &main : std::as_const(g_open))
        for (const char *suffix : kSidecars) {
            const QString file = main + QLatin1String(suffix);
            if (file == absolute)
                return true;
            if (id && identity(file) == id)
                return true;
        }
    return false;
}

std::optional<QString> inputFileProblem(const QString &path)
{
    const QFileInfo info(path); // follows symbolic links
    if (!info.exists())
        return QCoreApplication::translate("draudit::models::InputFile", "no such file");
    if (info.isDir())
        return QCoreApplication::translate("draudit::models::InputFile", "this is a folder, not a file");
    if (!info.isFile())
        return QCoreApplication::translate("draudit::models::InputFile",
            "not a regular file (a device, FIFO or socket, or a link to one); draudit reads only regular files");
    if (OpenDatabaseFiles::contains(path))
        return QCoreApplication::translate(
            "draudit::models::InputFile", "this is a file of the open project itself; draudit never reads it as input");
    return std::nullopt;
}

std::optional<QString> folderEntryProblem(const QString &folder, const QString &path)
{
    if (auto problem = inputFileProblem(path))
        return problem;
    if (!QFileInfo(path).isSymLink())
        return std::nullopt;
    const QString root = QFileInfo(folder).canonicalFilePath() + QLatin1Char('/');
    if (!QFileInfo(path).canonicalFilePath().startsWith(root))
        return QCoreApplication::translate("draudit::models::InputFile",
            "a link to a file outside the folder; import that file by its own name if it is meant");
    return std::nullopt;
}

bool InputFile::open(OpenMode mode)
{
    if (mode & QIODevice::WriteOnly)
        return QFile::open(mode); // not an input
    const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        setErrorString(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd); // not a regular file, so no project's
        setErrorString(QCoreApplication::translate("draudit::models::InputFile",
            "not a regular file (a device, FIFO or socket, or a link to one); draudit reads only regular files"));
        return false;
    }
    if (OpenDatabaseFiles::containsIdentity(quint64(st.st_dev), quint64(st.st_ino))) {
        OpenDatabaseFiles::keepOpen(fd);
        setErrorString(QCoreApplication::translate("draudit::models::InputFile",
            "this is a file of the open project itself; draudit never reads it as input"));
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return QFile::open(fd, mode, QFileDevice::AutoCloseHandle);
}

} // namespace draudit::models
