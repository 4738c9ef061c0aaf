// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/core/privatehelper.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QMutex>

namespace draudit::models {

QStringList privateHelperDirectories()
{
    // Beside the executable first, so that a stale variable cannot send an installed draudit to another build's
    // helpers; the variable is for programs that live elsewhere (the tests).
    QStringList dirs;
    const QString self = QCoreApplication::applicationDirPath();
    if (!self.isEmpty())
        dirs << QDir::cleanPath(self + QStringLiteral("/../" DRAUDIT_PRIVATE_DIR)) << self;
    if (const QString set = qEnvironmentVariable("DRAUDIT_PRIVATE_DIR"); !set.isEmpty())
        dirs << set;
    return dirs;
}

QString privateHelper(const QString &name)
{
    for (const QString &dir : privateHelperDirectories()) {
        const QFileInfo file(QDir(dir).filePath(name));
        if (file.isFile())
            return file.absoluteFilePath();
    }
    return {};
}

Result<QFunctionPointer> privateFunction(const QString &module, const char *symbol)
{
    static QMutex loading;
    const QMutexLocker lock(&loading);
    QStringList tried;
    for (const QString &dir : privateHelperDirectories()) {
        QLibrary library(QDir(dir).filePath(module)); // QLibrary adds the platform's prefix and suffix
        library.setLoadHints(QLibrary::PreventUnloadHint);
        if (const QFunctionPointer f = library.resolve(symbol))
            return f;
        tried << library.errorString();
    }
    return fail(
        QCoreApplication::translate("draudit::models::PrivateHelper", "this installation cannot load its module %1: %2")
            .arg(module, tried.join(QStringLiteral("; "))));
}

} // namespace draudit::models
