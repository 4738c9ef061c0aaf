// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study item as the annotator may see it: a plain value made once, in the item's benchmark, under the blinding
// rules, and rendered by the workbench's views, carried by study packages and (later) served to a browser as HTML.
//
// Before the commit it holds only what a blind item may show: a title, content blocks (Markdown text, an answer pair
// in the shown order, a table, criteria, cited pages, alternatives to choose from), the form as expanded for the
// item and its keyboard map. What the commit reveals (the judges' answers to the form's questions, their verdicts
// and reasoning in the shown order) is in `revealed`, which is set only for an item made as committed.
#pragma once

#include "models/core/error.h"
#include "models/forms/formdefinition.h"
#include "models/forms/keymap.h"
#include "models/forms/namescrubber.h"
#include "models/forms/target.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace draudit::models {

// A row of a table-like block: its cells in the block's columns, and for a table how its values compare.
struct BlockRow
{
    enum class State
    {
        Plain,
        Agree, // the predicted and the true value agree
        Differ,
        Missing // one side has no value
    };
    QString id; // what a form question points at ("claim:2", "claim:2.name"), or empty
    QStringList cells;
    State state = State::Plain;
    int depth = 0; // 1: under the row of depth 0 before it
    QStringList choices; // what the row's match question numbers, in its order (a claim's ground-truth items)
};

struct ItemBlock
{
    enum class Kind
    {
        Text, // `text`: plain text (a task's prompt, a round's question)
        Markdown, // `text`: untrusted Markdown (a report)
        AnswerPair, // `left`, `right`: two answers (Markdown) in the order shown
        Table, // `columns`, `rows`: rows (depth 0) with rows under them (depth 1), each marked by whether its two value
               // columns agree (LiveDRBench's predicted claims beside the ground truth)
        Criteria, // `rows`: {criterion}, a checklist or chain shown with the item
        CitedPages, // `rows`: {url, title}, pages the item cites, as text (never fetched)
        Alternatives // `columns`, `rows`: what a question chooses among, side by side in the order shown, each row's
                     // cells under the columns, the first its heading; a cell of several lines is a list (DR-Arena's
                     // generated tasks)
    };
    Kind kind = Kind::Markdown;
    QString id; // what a form question may point at ("report", "claim:2"), or empty
    QString heading; // shown above the block ("Question", "Answer A"), plain text
    QString text;
    QString left;
    QString right;
    QStringList columns;
    QList<BlockRow> rows;
    // Markdown: terms worth finding, marked in three colours (a rubric's quoted phrases; DR. BENCH's focus and
    // deviation keywords).
    QStringList highlights;
    QStringList focusTerms;
    QStringList deviationTerms;
    QString note; // plain text under the heading (a word limit, a summary)
};

// One judge's decision on the item, in the terms the annotator saw it (left/right, not the data's A/B).
struct JudgeNote
{
    QString judge;
    QString verdict;
    QHash<QString, QString> details; // the judge's other fields by name ("tie_quality", "failure_type")
    QString reasoning;
    bool flagged = false; // output the judge gave unparsed
};

struct ItemReveal
{
    QHash<QString, QString> judgeAnswers; // form question id -> the judge's answer
    QList<JudgeNote> notes;
};

struct BlindItem
{
    Target target; // where its answers are stored (an alias inside a package)
    QString title;
    QList<ItemBlock> blocks;
    FormDefinition form; // as expanded for this item, before the commit without its after-commit questions
    KeyMap keys;
    bool judged = false; // a judge decided on it: something is revealed after the commit
    std::optional<ItemReveal> revealed; // only for an item made as committed
    bool swapped = false; // shown right to left: the form's answers go through the benchmark's answer transforms

    const ItemBlock *block(ItemBlock::Kind kind) const;
};

// What a benchmark needs to make an item.
struct ItemRequest
{
    Target target;
    FormDefinition form; // the study's form, before it is expanded for the item
    bool blind = true; // a blind study: no model name, nothing of the judge until the commit
    bool leftIsA = true; // a pairwise item's shown order
    bool committed = false; // the annotator committed the item: make its reveal
    QString label; // what a report is called ("Report"); never a model's name
    QString heading; // the study and the item's place ("study · item 3 of 5")
    std::uint64_t orderSeed = 0; // generated questions' and options' shown order
};

// Whether the item shows the judges: after the commit; before it only outside a blind study, for a form that does not
// hide them (a blind study hides the judge whatever its form says).
inline bool revealsJudge(const ItemRequest &request, const FormDefinition &form)
{
    return request.committed || (!request.blind && !form.hideJudgeUntilRevealed);
}

// The item with every text the annotator reads scrubbed of the names (its title, blocks, form texts and reveal;
// never a stored value: ids, option values, the target).
BlindItem scrubbedItem(BlindItem item, const NameScrubber &scrub);

// The value as JSON (compact, keys in a fixed order, so equal items are equal bytes), and back.
QByteArray blindItemToJson(const BlindItem &item);
Result<BlindItem> blindItemFromJson(const QByteArray &json, const QString &source);

} // namespace draudit::models
