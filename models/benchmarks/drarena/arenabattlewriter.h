// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes one DR-Arena battle (from a replay or a raw log) into the project, with the scoring checks.
#pragma once

#include "models/core/textarena.h"
#include "models/core/utf8text.h"
#include "models/import/importcontext.h"

#include <memory>
#include <optional>

namespace draudit::models {

struct ArenaRoundData
{
    int number = 0;
    std::optional<int> depth;
    std::optional<int> width;
    Utf8Text question;
    QString wordLimit;
    // The long texts stay UTF-8 from file to store.
    Utf8Text logicChainJson = Utf8Text::fromLatin1("[]"); // JSON arrays as written (null entries kept)
    Utf8Text sourceNodesJson = Utf8Text::fromLatin1("[]");
    Utf8Text checklistWidthJson = Utf8Text::fromLatin1("[]");
    Utf8Text checklistDepthJson = Utf8Text::fromLatin1("[]");
    Utf8Text answerA;
    Utf8Text answerB;
    std::optional<double> secondsA;
    std::optional<double> secondsB;
    QString verdict; // validated: the five verdicts or UNKNOWN
    QString tieQuality; // validated or empty
    QString failure; // canonical DEEP/WIDE/BOTH/NONE or empty
    Utf8Text reasoning;
    QString flag; // why the verdict is UNKNOWN (unparsed, judge error)
    std::optional<double> scoreA; // cumulative, as the file says
    std::optional<double> scoreB;
    Utf8Text evolutionJson;
};

struct ArenaBattleData
{
    QString id;
    QString modelA;
    QString modelB;
    QString winner; // A, B or Tie
    QString title;
    QString topic;
    std::optional<double> finalA;
    std::optional<double> finalB;
    Utf8Text metadataJson;
    qint64 line = 0; // where a JSON Lines replay was read, named in errors
    QList<ArenaRoundData> rounds;
    // Holds the rounds' texts when a reader packed them there (replays); they point into it.
    std::shared_ptr<TextArena> texts = std::make_shared<TextArena>();
};

Result<void> writeArenaBattle(ImportContext &context, const ArenaBattleData &battle);

} // namespace draudit::models
