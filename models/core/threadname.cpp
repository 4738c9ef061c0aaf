// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linux limits a thread's name to 15 characters; longer names are cut by the caller's choice of name, not here.
#include "models/core/threadname.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <pthread.h>
#endif

namespace draudit::models {

void nameThisThread(const char *name)
{
#ifdef Q_OS_LINUX
    pthread_setname_np(pthread_self(), name);
#else
    Q_UNUSED(name);
#endif
}

} // namespace draudit::models
