// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which of a study's answers a statistic is computed on. In a blind study the answer that counts is the one held at
// its item's first commit (blinding.committed_at): a change after it, made once the next round or the judge could be
// seen, is a change of mind, not a blind judgement. The final answers are a named variant of every report.
#pragma once

#include "models/core/error.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace draudit::models {

class ProjectStore;

enum class AnswerBasis
{
    FirstCommit, // the value each answer held at its item's first commit; the final value where none was committed
    Final // the value stored now, changes after the commit included
};

// The basis the calling thread's label queries read (FirstCommit unless a scope says otherwise). A report runs its
// protocol's analysis once on each basis without every analysis passing the basis down.
AnswerBasis currentAnswerBasis();

class AnswerBasisScope
{
public:
    explicit AnswerBasisScope(AnswerBasis basis);
    ~AnswerBasisScope();
    AnswerBasisScope(const AnswerBasisScope &) = delete;
    AnswerBasisScope &operator=(const AnswerBasisScope &) = delete;

private:
    AnswerBasis m_previous;
};

// The fields a study's form asks only after the commit as its items expand it (DR-Arena's D2 in a study of whole
// battles), which the stored form alone does not say: a report (models::analyse) names them for the analyses it runs.
class AfterCommitFieldsScope
{
public:
    explicit AfterCommitFieldsScope(QSet<QString> fields);
    ~AfterCommitFieldsScope();
    AfterCommitFieldsScope(const AfterCommitFieldsScope &) = delete;
    AfterCommitFieldsScope &operator=(const AfterCommitFieldsScope &) = delete;

private:
    QSet<QString> m_previous;
};

// What a study's form says of its answers: the fields asked only after the commit or the reveal (their own answers
// count, DR-Arena's D1 and D2), and the judge field each question audits (its own field when it names none).
struct StudyAnswerFields
{
    QSet<QString> afterCommit;
    QHash<QString, QString> judgeField; // stored field -> judge record field
    QString judgeFieldOf(const QString &field) const { return judgeField.value(field, field); }
};
Result<StudyAnswerFields> studyAnswerFields(ProjectStore &store, qint64 studyId);

// A relation with the columns of `annotations` a statistic reads (id, study_id, annotator_id, target, field, value)
// holding the study's answers on the current basis, to be written in a FROM clause in place of `annotations`.
Result<QString> studyAnswersRelation(ProjectStore &store, qint64 studyId);

// SQL giving the id of the blinding record of the item an answer belongs to: the answer's own target, else the
// report its rubric item, claim or part is on ("item:7@response:5" and "response:5#u#1" belong to "response:5").
// `answer` names the annotations row in the enclosing query.
QString blindingOfAnswer(const ProjectStore &store, const QString &answer);

} // namespace draudit::models
