// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The keys an item's form answers to, as data: the workbench's form panel and shortcut sheet read it, and the
// browser page (later) binds the same keys. Key names are portable text in QKeySequence's portable form ("1",
// "Enter", "Ctrl+Shift+S").
#pragma once

#include "models/forms/formdefinition.h"

#include <QList>
#include <QString>

namespace draudit::models {

enum class KeyAction
{
    Choose, // answers `question` with `value`
    NextQuestion,
    PreviousQuestion,
    Commit, // commit the item (every required answer given)
    CommitFromField, // commit while typing in a reason field
    LeaveField, // leave a text field for the form's keys
    Undo, // take back the last answer
    Skip, // in a study: leave the item for later
    Flag, // in a study: flag the item for discussion
    Reveal // show the judge's decision (after the commit)
};

struct KeyBinding
{
    QString keys;
    KeyAction action = KeyAction::Choose;
    QString question; // Choose: the question answered
    QString value; // Choose: the answer given
};

struct KeyMap
{
    QList<KeyBinding> bindings;

    // The answer typed digits give a question: its option's value, or empty. A numeric scale (0–10, values equal
    // to their labels) takes the value itself ("1", then "10"), any other choice the option's place ("1" = first).
    QString choice(const QString &question, const QString &digits) const;
    // The action of a key outside typing digits, or nullptr.
    const KeyBinding *action(const QString &keys) const;
};

// Whether digits type a question's value (a 0–10 scale) rather than pick its nth option.
bool isNumericScale(const FormQuestion &question);
KeyMap keyMapFor(const FormDefinition &form);
// "choose", "commit", ...: the action's name in JSON.
QString keyActionName(KeyAction action);
bool keyActionFromName(const QString &name, KeyAction *action);

} // namespace draudit::models
