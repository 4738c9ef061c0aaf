// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names the calling thread, so profilers (perf, top -H) tell the import's threads apart. Does nothing where threads
// have no names.
#pragma once

namespace draudit::models {

void nameThisThread(const char *name);

} // namespace draudit::models
