// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Nine options at most are reachable by one digit: a longer list that is no numeric scale takes its first nine.
#include "models/forms/keymap.h"

#include "models/core/enumnames.h"

#include <array>
#include <utility>

namespace draudit::models {

namespace {

constexpr std::array kActionNames {
    std::pair { KeyAction::Choose, "choose" },
    std::pair { KeyAction::NextQuestion, "next-question" },
    std::pair { KeyAction::PreviousQuestion, "previous-question" },
    std::pair { KeyAction::Commit, "commit" },
    std::pair { KeyAction::CommitFromField, "commit-from-field" },
    std::pair { KeyAction::LeaveField, "leave-field" },
    std::pair { KeyAction::Undo, "undo" },
    std::pair { KeyAction::Skip, "skip" },
    std::pair { KeyAction::Flag, "flag" },
    std::pair { KeyAction::Reveal, "reveal" },
};

QList<KeyBinding> commonKeys()
{
    const auto key = [](const char *keys, KeyAction action) {
        return KeyBinding { QString::fromLatin1(keys), action, {}, {} };
    };
    return {
        key("Down", KeyAction::NextQuestion),
        key("J", KeyAction::NextQuestion),
        key("Up", KeyAction::PreviousQuestion),
        key("K", KeyAction::PreviousQuestion),
        key("Enter", KeyAction::Commit),
        key("Ctrl+Enter", KeyAction::CommitFromField),
        key("Esc", KeyAction::LeaveField),
        key("Ctrl+Z", KeyAction::Undo),
        key("Ctrl+Shift+S", KeyAction::Skip),
        key("Ctrl+Shift+F", KeyAction::Flag),
        key("Ctrl+J", KeyAction::Reveal),
    };
}

} // namespace

bool isNumericScale(const FormQuestion &question)
{
    if (question.kind != FormQuestion::Kind::SingleChoice || question.options.size() < 2)
        return false;
    for (const FormOption &o : question.options) {
        bool ok = false;
        o.value.toInt(&ok);
        if (!ok || o.label != o.value)
            return false;
    }
    return true;
}

KeyMap keyMapFor(const FormDefinition &form)
{
    KeyMap map;
    for (const FormQuestion &q : form.questions) {
        if (q.kind != FormQuestion::Kind::SingleChoice)
            continue;
        const bool scale = isNumericScale(q);
        for (qsizetype i = 0; i < q.options.size() && (scale || i < 9); ++i)
            map.bindings << KeyBinding { scale ? q.options[i].value : QString::number(i + 1), KeyAction::Choose, q.id,
                q.options[i].value };
    }
    map.bindings << commonKeys();
    return map;
}

QString KeyMap::choice(const QString &question, const QString &digits) const
{
    for (const KeyBinding &b : bindings)
        if (b.action == KeyAction::Choose && b.question == question && b.keys == digits)
            return b.value;
    return {};
}

const KeyBinding *KeyMap::action(const QString &keys) const
{
    for (const KeyBinding &b : bindings)
        if (b.action != KeyAction::Choose && b.keys == keys)
            return &b;
    return nullptr;
}

QString keyActionName(KeyAction action)
{
    return nameOf(kActionNames, action);
}

bool keyActionFromName(const QString &name, KeyAction *action)
{
    return valueOf(kActionNames, name, action);
}

} // namespace draudit::models
