// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: the fuzz input as a file, since the parsers read files as users give them.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace draudit::fuzz {

inline QString writeInput(const QString &name, const uint8_t *data, size_t size)
{
    static QTemporaryDir dir(QStringLiteral("/dev/shm/draudit-fuzz-XXXXXX"));
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
    return path;
}

} // namespace draudit::fuzz
