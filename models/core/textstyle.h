// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a reader sees of an answer's length and Markdown style, counted the same way for every benchmark: the
// covariates of the judge-bias analyses.
#pragma once

#include <QStringView>

namespace draudit::models {

struct TextStyle
{
    double words = 0; // runs of letters or digits, plus one per CJK character (Chinese has no spaces)
    double citations = 0; // the larger of: distinct [n] markers, distinct http(s) URLs
    double headers = 0; // ATX heading lines (# .. ######)
    double listItems = 0; // lines starting with -, *, + or "1." / "1)"
    double bold = 0; // **…** and __…__ spans
};

TextStyle textStyle(QStringView markdown);

// An answer's length as both front ends show it against a word limit ("415 of 400 words"): the words of its prose,
// without URLs, citation markers and list numbers, one per CJK character.
inline int answerWords(QStringView markdown)
{
    return static_cast<int>(textStyle(markdown).words);
}

} // namespace draudit::models
