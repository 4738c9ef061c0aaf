// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// UNKNOWN verdicts are kept with a flag and no points, never guessed; scores are re-derived and compared.
#include "models/benchmarks/drarena/arenareplayimporter.h"

#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/core/resulttry.h"
#include "models/io/jsonwriter.h"
#include "models/io/readahead.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>

namespace draudit::models {

namespace {
bool isJsonLines(const QString &path)
{
    return QFileInfo(path).suffix().toLower() == QLatin1String("jsonl");
}

// Battle details kept as the comparison's metadata, in key order: the same JSON QJsonDocument would write.
enum class MetaKind
{
    Text,
    Number,
    Flag
};
constexpr std::pair<const char *, MetaKind> kMetadata[] = { { "estimated_cost", MetaKind::Number },
    { "final_failure_type", MetaKind::Text }, { "final_verdict", MetaKind::Text }, { "mercy_rule", MetaKind::Flag },
    { "overall_topic", MetaKind::Text }, { "source_group", MetaKind::Text }, { "source_log", MetaKind::Text },
    { "summary_id", MetaKind::Text }, { "total_rounds", MetaKind::Number }, { "total_tokens", MetaKind::Number },
    { "tournament_round", MetaKind::Number }, { "tree_id", MetaKind::Text }, { "tree_subtopic", MetaKind::Text },
    { "tree_url", MetaKind::Text }, { "type", MetaKind::Text } };

// Details of the wrong type are left out, as are empty texts; mercy_rule is true only when written as true.
std::string_view metadataJson(const JsonRecord &b, JsonWriter &json)
{
    json.clear();
    json.beginObject();
    for (const auto &[key, kind] : kMetadata) {
        switch (kind) {
        case MetaKind::Text:
            if (const auto v = b.optionalText(key); v && !v->empty()) {
                json.key(key);
                json.string(*v);
            }
            break;
        case MetaKind::Number:
            if (const auto v = b.optionalNumber(key); v && *v) {
                json.key(key);
                json.number(**v);
            }
            break;
        case MetaKind::Flag:
            if (b.has(key)) {
                json.key(key);
                bool flag = false;
                json.boolean(b.object()[key].get(flag) == simdjson::SUCCESS && flag);
            }
            break;
        }
    }
    json.endObject();
    return json.text();
}

} // namespace

QString ArenaReplayImporter::description() const
{
    return QCoreApplication::translate(
        "draudit::models::ArenaReplayImporter", "DR-Arena battle replays (JSON per battle, or JSONL)");
}

bool ArenaReplayImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"model_a\"") && (head.contains("\"rounds\"") || head.contains("\"round_states\""))
        && head.contains("\"tree_id\"");
}

bool ArenaReplayImporter::hashesWhileReading(const QString &path) const
{
    return isJsonLines(path);
}

Result<void> ArenaReplayImporter::run(const QString &path, ImportContext &context) const
{
    const auto store = [&](const Result<ArenaBattleData> &battle) -> Result<void> {
        return context.finishRecord([&]() -> Result<void> {
            if (!battle)
                return tl::unexpected(battle.error());
            DRAUDIT_TRY_VOID(context.uniqueRecord(RecordKey::kBattle, battle->id, battle->line));
            return writeArenaBattle(context, *battle).map_error([&](Error e) {
                e.line = e.line ? e.line : battle->line; // a store error names the battle's line
                return e;
            });
        });
    };
    if (isJsonLines(path))
        return forEachJsonLineReadAhead<ArenaBattleData>(
            path, &readBattle, store, context.digest(), context.skipsBadLines());
    return forEachJsonDocument(path, [&](const JsonRecord &replay) { return store(readBattle(replay)); });
}

Result<ArenaBattleData> ArenaReplayImporter::readBattle(const JsonRecord &b)
{
    ArenaBattleData battle;
    battle.line = b.line();
    battle.texts->reserve(static_cast<size_t>(b.textBytes())); // JSON Lines: the line's size holds all its texts
    DRAUDIT_TRY(id, b.string("id"));
    DRAUDIT_TRY(modelA, b.string("model_a"));
    DRAUDIT_TRY(modelB, b.string("model_b"));
    DRAUDIT_TRY(winnerName, b.optionalString("winner"));
    DRAUDIT_TRY(title, b.optionalString("tree_title"));
    DRAUDIT_TRY(topic, b.optionalString("tree_topic"));
    DRAUDIT_TRY(finalA, b.optionalNumber("final_score_a"));
    DRAUDIT_TRY(finalB, b.optionalNumber("final_score_b"));
    DRAUDIT_TRY(rounds, b.objects("rounds"));
    battle.id = id;
    battle.modelA = modelA;
    battle.modelB = modelB;
    battle.title = title;
    battle.topic = topic;
    battle.finalA = finalA;
    battle.finalB = finalB;
    battle.winner = winnerName.isEmpty() || winnerName.compare(QLatin1String("Tie"), Qt::CaseInsensitive) == 0
        ? QStringLiteral("Tie")
        : winnerName == modelA ? QStringLiteral("A")
        : winnerName == modelB ? QStringLiteral("B")
                               : QString();
    if (battle.winner.isEmpty())
        return tl::unexpected(b.error("winner",
            QCoreApplication::translate(
                "draudit::models::ArenaReplayImporter", "'%1' is neither model_a, model_b nor null")
                .arg(winnerName)));

    JsonWriter json; // one buffer for every JSON text of the battle
    battle.metadataJson = battle.texts->add(metadataJson(b, json));

    for (const JsonRecord &r : rounds) {
        ArenaRoundData round;
        DRAUDIT_TRY(number, r.number("round"));
        if (std::any_of(battle.rounds.cbegin(), battle.rounds.cend(),
                [&](const ArenaRoundData &earlier) { return earlier.number == static_cast<int>(number); }))
            return tl::unexpected(r.error("round",
                QCoreApplication::translate("draudit::models::ArenaReplayImporter", "round %1 appears twice")
                    .arg(number)));
        DRAUDIT_TRY(question, r.text("question"));
        DRAUDIT_TRY(answerA, r.text("answer_a"));
        DRAUDIT_TRY(answerB, r.text("answer_b"));
        DRAUDIT_TRY(verdictText, r.string("verdict"));
        const bool judgeError = arena::isJudgeError(verdictText); // the examiner failed three parses: unscored
        const QString verdict = judgeError ? QStringLiteral("UNKNOWN") : verdictText;
        if (judgeError)
            round.flag = QStringLiteral("judge-error");
        if (!arena::isKnownVerdict(verdict))
            return tl::unexpected(r.error("verdict",
                QCoreApplication::translate("draudit::models::ArenaReplayImporter",
                    "'%1' is not A_MUCH_BETTER, A_BETTER, Tie, B_BETTER, "
                    "B_MUCH_BETTER or UNKNOWN")
                    .arg(verdict)));
        DRAUDIT_TRY(tieQuality, r.optionalString("tie_quality"));
        if (!tieQuality.isEmpty() && !arena::isTieQuality(tieQuality))
            return tl::unexpected(r.error("tie_quality",
                QCoreApplication::translate("draudit::models::ArenaReplayImporter", "'%1' is not HIGH, LOW or N/A")
                    .arg(tieQuality)));
        DRAUDIT_TRY(failureText, r.optionalString("failure_type"));
        round.failure = failureText.isEmpty() ? QString() : arena::canonicalFailure(failureText);
        if (!failureText.isEmpty() && round.failure.isEmpty())
            return tl::unexpected(r.error("failure_type",
                QCoreApplication::translate(
                    "draudit::models::ArenaReplayImporter", "'%1' is not DEEP, WIDE, BOTH or NONE (or DEPTH/WIDTH)")
                    .arg(failureText)));
        DRAUDIT_TRY(reasoning, r.optionalText("judge_reasoning"));
        DRAUDIT_TRY(depth, r.optionalNumber("depth"));
        DRAUDIT_TRY(width, r.optionalNumber("width"));
        DRAUDIT_TRY(wordLimit, r.optionalString("word_limit_instruction"));
        DRAUDIT_TRY(durA, r.optionalNumber("duration_a_seconds"));
        DRAUDIT_TRY(durB, r.optionalNumber("duration_b_seconds"));
        DRAUDIT_TRY(scoreA, r.optionalNumber("score_a"));
        DRAUDIT_TRY(scoreB, r.optionalNumber("score_b"));
        round.number = static_cast<int>(number);
        round.depth = depth ? std::optional<int>(static_cast<int>(*depth)) : std::nullopt;
        round.width = width ? std::optional<int>(static_cast<int>(*width)) : std::nullopt;
        TextArena &texts = *battle.texts;
        round.question = texts.add(question);
        round.wordLimit = wordLimit;
        // The lists as written (strings, null entries kept), or [].
        DRAUDIT_TRY(logicChain, r.stringListJson("logic_chain", json, true));
        round.logicChainJson = texts.add(logicChain);
        DRAUDIT_TRY(sourceNodes, r.stringListJson("source_nodes", json, true));
        round.sourceNodesJson = texts.add(sourceNodes);
        DRAUDIT_TRY(checklistWidth, r.stringListJson("checklist_width", json, true));
        round.checklistWidthJson = texts.add(checklistWidth);
        DRAUDIT_TRY(checklistDepth, r.stringListJson("checklist_depth", json, true));
        round.checklistDepthJson = texts.add(checklistDepth);
        round.answerA = texts.add(answerA);
        round.answerB = texts.add(answerB);
        round.secondsA = durA;
        round.secondsB = durB;
        round.verdict = verdict;
        round.tieQuality = tieQuality;
        round.reasoning = texts.add(reasoning);
        round.scoreA = scoreA;
        round.scoreB = scoreB;
        round.evolutionJson = texts.add(r.rawJsonText("evolution", json));
        battle.rounds << round;
    }
    return battle;
}

} // namespace draudit::models
