// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Parses DR-Arena's raw per-battle text log by its block structure (answers may contain any line).
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace draudit::models {

struct ArenaLogRound
{
    int number = 0;
    int depth = 0;
    int width = 0;
    qint64 line = 0; // where "=== ROUND n ===" stands
    QStringList logicChain;
    QString examinerContext;
    QString taskJson; // the [TASK JSON] object as written
    QString answerA;
    QString answerB;
    double secondsA = 0;
    double secondsB = 0;
    QString verdictJson; // the [VERDICT FULL] object, empty on a judge error
    QString judgeError; // "[JUDGE ERROR] ..." line, when the verdict could not be parsed
    QString generationError; // "[GEN ERROR] ..." line: the round was skipped
    std::optional<double> scoreA;
    std::optional<double> scoreB;
    QStringList evolution; // [EVOLUTION] and the lines that follow it
};

struct ArenaLog
{
    QString modelA;
    QString modelB;
    QString topic;
    QList<ArenaLogRound> rounds;
    std::optional<int> finalRounds;
    std::optional<double> finalA;
    std::optional<double> finalB;
    QString winnerText; // "Agent B (model)" or "Tie"
    QString resources; // the "Resources:" line as written
    std::optional<qint64> tokens; // "Tokens: 12,345 | Est. Cost: $0.0123" or "{'total_tokens': 12345}"
    std::optional<double> costUsd;
    QString originalA; // the tournament's "Original: <a> vs <b>" (seats are swapped on odd trees)
    QString originalB;
    QStringList otherLines; // [JUMP], [EXPANSION], [SETUP], [SKIP] ...
};

// Logs as the tournament writes them (plain lines, "Original:" and [JUMP] lines before "Start Loop:") and as
// main.py writes them ("asctime - LEVEL - " before the first line of each record).
Result<ArenaLog> parseArenaLog(const QString &path);
bool looksLikeArenaLog(const QByteArray &head);

} // namespace draudit::models
