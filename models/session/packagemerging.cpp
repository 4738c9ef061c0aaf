// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The merge with the questions of the benchmarks' forms and the session's rules.
#include "models/session/packagemerging.h"

#include "models/benchmarks/registry.h"
#include "models/session/annotationsession.h"

namespace draudit::models {

Result<MergeResult> mergePackage(ProjectStore &store, const QString &packagePath, const MergeBatching &batching)
{
    return mergeStudyPackage(store, packagePath, questionsOfQueue(store), AnnotationSession::packageRules(), batching);
}

} // namespace draudit::models
