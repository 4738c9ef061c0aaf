// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An answer as the screen shows it and as it is stored can differ: DR-Arena's verdict says "A" for the answer on the
// left, and the left answer is the data's B in half of the rounds. A benchmark declares such a transform for a
// question; models::FormAnswers applies it when an item is shown swapped.
#pragma once

#include <QList>
#include <QString>

namespace draudit::models {

struct AnswerTransform
{
    QString field; // the stored field of the question whose value is transformed
    QString (*toStored)(const QString &shown, bool swapped) = nullptr;
    QString (*toShown)(const QString &stored, bool swapped) = nullptr;
};

// How an item is shown: swapped (its two answers right to left), and the transforms that then apply.
struct AnswerPresentation
{
    bool swapped = false;
    QList<AnswerTransform> transforms;
};

} // namespace draudit::models
