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
    QString resources;
    QStringList otherLines; // [JUMP], [EXPANSION], [SETUP], [SKIP] ...
};

Result<ArenaLog> parseArenaLog(const QString &path);

} // namespace draudit::models
