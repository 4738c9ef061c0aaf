// Which paths may be opened as input: regular files only, and never a file of a project this process has open.
// Closing any descriptor on a SQLite file drops every POSIX lock the process holds on it (SQLite's "How To Corrupt
// An SQLite Database File", 2.2): another process then believes it is the last connection and deletes the WAL.
#pragma once

#include <QString>
#include <optional>

namespace draudit::models {

// Projects this process has open through SQLite register their main file for as long as a connection is open.
class OpenDatabaseFiles
{
public:
    static void add(const QString &mainFile);
    static void remove(const QString &mainFile);
    // The path is (by identity on disk, or by name) the main file, WAL, shared memory or journal of an open project.
    static bool contains(const QString &path);
};

// Why the path must not be opened as input, or nothing: a device, FIFO or socket (also behind a symbolic link), a
// folder, a missing file, or an open project's own file. Checked by stat() alone: the file is never opened.
std::optional<QString> inputFileProblem(const QString &path);

// The same for a file found by walking a folder, and a link to a file outside that folder: a folder of benchmark
// files is read as what it holds, never as a way to reach other files of the machine (a link to ~/.ssh).
std::optional<QString> folderEntryProblem(const QString &folder, const QString &path);

} // namespace draudit::models
