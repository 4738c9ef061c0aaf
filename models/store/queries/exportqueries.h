// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `draudit export` reads: every current answer, the answers that accept something, a benchmark's rubric item
// texts per task, and a report's text. Typed rows; the writers are in app/cli and the benchmark folders.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace draudit::models {

class ProjectStore;

struct ExportedAnswer
{
    QString study, annotator, target, field, value, reason, updatedAt;
};

// An answer yes / true / 1 (any case), with who gave it.
struct AcceptingAnswer
{
    QString target;
    QString annotator;
};

struct TaskRubricText
{
    qint64 taskId = 0;
    QString externalId, domain, prompt, text;
};

struct ResponseText
{
    qint64 taskId = 0;
    QString text;
};

// Non-empty current answers, of one study or of all, ordered by study, annotator, target and field.
Result<QList<ExportedAnswer>> currentAnswers(ProjectStore &store, const std::optional<QString> &study);
// Answers in any of the fields that say yes, ordered by target then annotator.
Result<QList<AcceptingAnswer>> acceptingAnswers(ProjectStore &store, const QStringList &fields);
// The items of the rubrics of one kind of every task of a benchmark, by task then position.
Result<QList<TaskRubricText>> taskRubricTexts(ProjectStore &store, const QString &benchmark, const QString &kind);
// A report's task and text; nullopt when there is no such report.
Result<std::optional<ResponseText>> responseText(ProjectStore &store, qint64 response);

} // namespace draudit::models
