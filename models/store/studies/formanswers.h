// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One annotator's answers to one item's form, read and written per question on the question's own target and
// field, each answer committed the moment it is given.
#pragma once

#include "models/core/error.h"
#include "models/forms/answertransform.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"

#include <QHash>

namespace draudit::models {

class ProjectStore;

class FormAnswers
{
public:
    // Answers are read and given as shown: a swapped item's transformed questions are stored the other way round.
    FormAnswers(ProjectStore &store, qint64 studyId, QString annotator, AnswerPresentation shown = {});

    // Question id -> stored value.
    Result<QHash<QString, QString>> load(const FormDefinition &form, const Target &item) const;
    // Stores one answer (an empty value withdraws it); returns false when it was already stored as given.
    Result<bool> save(const FormDefinition &form, const Target &item, const QString &questionId, const QString &value,
        const QString &reason = {});
    // Who writes (the history's client, "gui" by default); `once`: the client id is a request's idempotency key
    // (AnnotationEdit::once), so a retried save writes nothing.
    void setClient(const QString &clientId, bool once = false)
    {
        m_clientId = clientId;
        m_once = once;
    }

private:
    ProjectStore &m_store;
    qint64 m_studyId;
    QString m_annotator;
    AnswerPresentation m_shown;
    QString m_clientId = QStringLiteral("gui");
    bool m_once = false;
};

// What the judges recorded for each question that audits a judge field (question id -> "Yes", "2", "0.74";
// several judges are joined with " / "), for showing after the annotator's own answer is committed.
Result<QHash<QString, QString>> judgeAnswers(ProjectStore &store, const FormDefinition &form, const Target &item);

} // namespace draudit::models
