// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attention checks: study items whose answers are known in advance (the study's owner sets them), to see whether
// each annotator reads carefully. They are stored apart from judges' records and never leave the master project.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <QList>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct CheckAnswer
{
    Target target; // a study item (round:12, response:7)
    QString field; // the question's stored field ("C1")
    QString value; // the answer a careful annotator gives
};

struct CheckResult
{
    QString annotator;
    int answered = 0; // checks the annotator answered
    int correct = 0;
};

// A CSV (or JSONL) with columns target, field, value; every field a question of the form, every value one it
// accepts. The error names the file, line and column.
Result<QList<CheckAnswer>> readCheckAnswers(const QString &path, const FormDefinition &form);

class CheckAnswerStore
{
public:
    explicit CheckAnswerStore(ProjectStore &store)
        : m_store(store)
    {
    }
    // Replaces the study's checks, all or none; each target must be one of the study's items.
    Result<int> replace(qint64 studyId, const QList<CheckAnswer> &answers);
    Result<int> count(qint64 studyId) const;
    Result<QList<CheckAnswer>> list(qint64 studyId) const; // in item order
    // Per annotator, the checks answered and how many of them as expected.
    Result<QList<CheckResult>> results(qint64 studyId) const;

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
