// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A returned study package merged under the annotation session's rules: every answer and item the package brings is
// checked as the session checks what the workbench and the server store (models/store/packages/studypackage.h merges).
#pragma once

#include "models/store/packages/studypackage.h"

namespace draudit::models {

// Merges a returned study package, checking every answer against the questions the study's form asks on the
// annotator's items and the session's rules (AnnotationSession::packageRules).
Result<MergeResult> mergePackage(ProjectStore &store, const QString &packagePath, const MergeBatching &batching = {});

} // namespace draudit::models
