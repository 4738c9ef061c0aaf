// Writes one DR-Arena battle (from a replay or a raw log) into the project, with the scoring checks.
#pragma once

#include "models/importcontext.h"

#include <optional>

namespace draudit::models {

struct ArenaRoundData
{
    int number = 0;
    std::optional<int> depth;
    std::optional<int> width;
    QString question;
    QString wordLimit;
    QString logicChainJson = QStringLiteral("[]"); // JSON arrays as written (null entries kept)
    QString sourceNodesJson = QStringLiteral("[]");
    QString checklistWidthJson = QStringLiteral("[]");
    QString checklistDepthJson = QStringLiteral("[]");
    QString answerA;
    QString answerB;
    std::optional<double> secondsA;
    std::optional<double> secondsB;
    QString verdict; // validated: the five verdicts or UNKNOWN
    QString tieQuality; // validated or empty
    QString failure; // canonical DEEP/WIDE/BOTH/NONE or empty
    QString reasoning;
    QString flag; // why the verdict is UNKNOWN (unparsed, judge error)
    std::optional<double> scoreA; // cumulative, as the file says
    std::optional<double> scoreB;
    QString evolutionJson;
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
    QString metadataJson;
    QString judgeRun; // "replay" or "log"
    QList<ArenaRoundData> rounds;
};

Result<void> writeArenaBattle(ImportContext &context, const ArenaBattleData &battle);

} // namespace draudit::models
