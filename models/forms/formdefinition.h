// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A form is data: questions with their answer options, bound to the judge field they audit.
#pragma once

#include "models/forms/target.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>

namespace draudit {
namespace models {

struct FormOption
{
    FormOption() = default;
    FormOption(QString value_, QString label_, std::optional<double> points_ = std::nullopt)
        : value(std::move(value_))
        , label(std::move(label_))
        , points(points_)
    {
    }
    // One option per whole number from low to high, each labelled with its number (Likert and score scales).
    static QList<FormOption> scale(int low, int high);

    QString value; // stored answer, e.g. "A_BETTER"
    QString label; // shown text (translated at display)
    std::optional<double> points; // checklist items: what the answer is worth (the running total adds these up)
    QString description = {}; // what the answer means on this scale, shown under it ("7–8: ...")
};

struct FormQuestion
{
    enum class Kind
    {
        SingleChoice, // also Likert scales: one option per scale point
        Number, // a score typed in, between minimum and maximum
        FreeText
    };
    FormQuestion() = default;
    FormQuestion(QString id_, QString text_, Kind kind_ = Kind::SingleChoice, QList<FormOption> options_ = {},
        QString judgeField_ = {}, QString onlyIf_ = {}, bool required_ = true)
        : id(std::move(id_))
        , text(std::move(text_))
        , kind(kind_)
        , options(std::move(options_))
        , judgeField(std::move(judgeField_))
        , onlyIf(std::move(onlyIf_))
        , required(required_)
    {
    }
    QString id; // annotation field, e.g. "C1"
    QString text;
    Kind kind = Kind::SingleChoice;
    QList<FormOption> options;
    QString judgeField; // the judge record field this question audits ("verdict"); empty = none
    // The scale the judge's value is on when it is not the question's own (RACE: relative to a reference report, 0–1,
    // against a 0–10 human scale), shown with the judge's value so the two are never read as one scale.
    QString judgeScale;
    QString onlyIf; // "C1=Tie": asked only when another answer has that value
    bool required = true;
    // Where the answer is stored: the item's own target and the question id unless set. Questions generated per
    // rubric item or claim key store on their own target ("item:7@response:5", field "qsr"), the one the judge
    // record of the same thing has, so agreement needs no extra wiring.
    QString target;
    QString field;
    QString context; // what the question is about, shown above it (a claim's predicted and true value)
    // Asked only once the item is committed (DR-Arena's D2 on a battle's last round: that the battle ends here
    // follows from the examiner's verdicts, so it is not shown before the annotator's own verdict).
    bool afterCommit = false;
    // About the judge's revealed decision (DR-Arena's D1): answered only once the judge is revealed, so never in a
    // blind package.
    bool afterReveal = false;
    double minimum = 0; // Number questions
    double maximum = 10;

    QString storedField() const { return field.isEmpty() ? id : field; }
    QString storedTarget(const QString &itemTarget) const { return target.isEmpty() ? itemTarget : target; }
    Target storedTarget(const Target &item) const { return target.isEmpty() ? item : Target::parse(target); }
    std::optional<double> pointsOf(const QString &value) const;
    // Whether `value` is an answer this question can have: one of its options, a number in range, any text.
    bool accepts(const QString &value) const;
    std::optional<double> maxPoints() const;
};

struct FormPoints
{
    double got = 0;
    double max = 0;
    int answered = 0;
    int items = 0; // questions that carry points
};

struct FormDefinition
{
    QString id;
    QString title;
    QList<FormQuestion> questions;
    // Blind, then reveal: the judge's answers reach the annotator only through a recorded reveal, which needs the
    // commit first (a blind study sets it whatever the form says). False: an open audit, the judge shown from the
    // start. Stored in a form's JSON as "hide_judge_until_committed", the key studies and packages were written with.
    bool hideJudgeUntilRevealed = true;
    // Forms whose questions come from the item itself ("rubric", "insights", "claims", "statements"); the
    // questions listed here are asked after the generated ones. Each benchmark declares its expansions
    // (models/benchmarks/benchmark.h).
    QString expand;
    // The study's guidelines for annotators (Markdown): shown at the first item and on demand.
    QString guidelines = {};

    // The question with this id, or null.
    const FormQuestion *question(const QString &id) const;
    // Whether a question applies given the answers so far (its onlyIf condition).
    bool applies(const FormQuestion &question, const QHash<QString, QString> &answers) const;
    // The form as shown before the item is committed: without its after-commit questions.
    FormDefinition beforeCommit() const;
    bool hasAfterCommit() const;
    // The form in the user's language: a study stores its form in its creator's language, so the benchmarks'
    // preset texts (title, questions, answers, descriptions) are looked up again; other texts stay as written.
    FormDefinition displayed() const;
    // Required questions that apply but have no answer yet.
    QStringList missing(const QHash<QString, QString> &answers) const;
    // The running total of a checklist: points of the chosen options out of the most each question can give.
    FormPoints points(const QHash<QString, QString> &answers) const;
};

} // namespace models
} // namespace draudit
