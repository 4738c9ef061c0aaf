// A form is data: questions with their answer options, bound to the judge field they audit.
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace draudit {
namespace models {

struct FormOption
{
    QString value; // stored answer, e.g. "A_BETTER"
    QString label; // shown text (translated at display)
};

struct FormQuestion
{
    enum class Kind
    {
        SingleChoice,
        FreeText
    };
    QString id; // annotation field, e.g. "C1"
    QString text;
    Kind kind = Kind::SingleChoice;
    QList<FormOption> options;
    QString judgeField; // the judge record field this question audits ("verdict"); empty = none
    QString onlyIf; // "C1=Tie": asked only when another answer has that value
    bool required = true;
};

struct FormDefinition
{
    QString id;
    QString title;
    QList<FormQuestion> questions;
    // Reveal-after-commit: the judge's answer stays hidden until the human's answer is committed.
    bool hideJudgeUntilCommitted = true;

    // Whether a question applies given the answers so far (its onlyIf condition).
    bool applies(const FormQuestion &question, const QHash<QString, QString> &answers) const;
    // Required questions that apply but have no answer yet.
    QStringList missing(const QHash<QString, QString> &answers) const;

    static FormDefinition blindPairwise();
    // DR-Arena's pipeline audit: A1–A3 task validity, B1 checklist factuality, the blind verdict C1, then D1
    // agreement with the examiner (answered after the reveal) and D2 rounds sufficiency.
    static FormDefinition pipelineAudit();
};

} // namespace models
} // namespace draudit
