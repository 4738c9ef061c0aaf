// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which paths may be opened as input: regular files only, and never a file of a project this process has open.
// Closing any descriptor on a SQLite file drops every POSIX lock the process holds on it (SQLite's "How To Corrupt
// An SQLite Database File", 2.2): another process then believes it is the last connection and deletes the WAL.
#pragma once

#include <QFile>
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
    // The same by identity on disk (device and inode), for a file already open.
    static bool containsIdentity(quint64 device, quint64 inode);
    // A descriptor found to be on an open project's file: closing it would drop the project's locks, so it stays open
    // until no project is open any more.
    static void keepOpen(int fd);
};

// A file to read as input, opened through a descriptor that is checked before anything reads it: the name may have
// been checked (inputFileProblem) and then swapped for a FIFO, a device or an open project's file. Opened without
// blocking (a FIFO would wait for a writer), then refused unless a regular file, and never closed when it is a
// project's own file. Use it wherever an input is opened by name; errorString() says why it was refused.
class InputFile final : public QFile
{
public:
    explicit InputFile(const QString &path)
        : QFile(path)
        , m_path(path)
    {
    }
    bool open(OpenMode mode) override;

private:
    QString m_path;
};

// Why the path must not be opened as input, or nothing: a device, FIFO or socket (also behind a symbolic link), a
// folder, a missing file, or an open project's own file. Checked by stat() alone: the file is never opened.
std::optional<QString> inputFileProblem(const QString &path);

// The same for a file found by walking a folder, and a link to a file outside that folder: a folder of benchmark
// files is read as what it holds, never as a way to reach other files of the machine (a link to ~/.ssh).
std::optional<QString> folderEntryProblem(const QString &folder, const QString &path);

} // namespace draudit::models
