// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the importer tests: a scratch folder for projects and files, row counts, and the shared data path.
#pragma once

#include "models/store/storage/projectstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace draudit::tests {

inline QString shared(const QString &relative)
{
    return qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/") + relative;
}

inline qint64 count(models::ProjectStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

// A temporary folder holding the test's projects and the input files it writes.
class Scratch
{
public:
    std::unique_ptr<models::ProjectStore> project(const QString &name)
    {
        auto s = models::ProjectStore::create(m_dir.filePath(name));
        return s ? std::move(*s) : nullptr;
    }

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(content);
        return path;
    }

    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace draudit::tests

#define SKIP_WITHOUT_SHARED(path)                                                                                      \
    if (!QFileInfo::exists(path))                                                                                      \
    QSKIP(qPrintable(QStringLiteral("%1 is absent; real-data import test skipped").arg(path)))
