// stat() identifies a file by device and inode, so a project reached through another name or a hard link is found.
#include "models/io/inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStringList>
#include <sys/stat.h>

namespace draudit::models {

namespace {
QMutex g_mutex;
QStringList g_open; // main files, one entry per open connection

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

} // namespace draudit::models
