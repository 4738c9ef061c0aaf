// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A word limit as a benchmark's task states it ("Answer length: 200-300 words", "at most 400 words", "300字以内"):
// the instruction for display and the range it sets, read once when the round is loaded.
#pragma once

#include <QString>

namespace draudit {
namespace models {

struct WordLimit
{
    QString instruction; // as the task gives it; empty: no limit
    int lowest = 0;
    int highest = 0; // 0: the instruction names no number

    bool limits() const { return highest > 0; }
    bool isRange() const { return lowest > 0; }
    bool admits(int words) const { return !limits() || (words >= lowest && words <= highest); }

    // "200-300 words" (also –, —, ~, to, 到, 至) is 200..300; any other instruction's first number is a maximum.
    static WordLimit parse(const QString &instruction);
};

} // namespace models
} // namespace draudit
