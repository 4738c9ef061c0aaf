// UNKNOWN verdicts are kept with a flag and no points, never guessed; scores are re-derived and compared.
#include "models/arenareplayimporter.h"

#include "models/arenaverdict.h"
#include "models/jsonlines.h"

#include "models/resulttry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace draudit::models {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("draudit::models::ArenaReplayImporter", text);
}

// The list as written (null entries kept), or an empty list.
QString listJson(const JsonRecord &r, const char *key)
{
    const QString raw = r.rawJson(key);
    return raw.isEmpty() || raw == QLatin1String("null") ? QStringLiteral("[]") : raw;
}

} // namespace

QString ArenaReplayImporter::description() const
{
    return tr("DR-Arena battle replays (JSON per battle, or JSONL)");
}

bool ArenaReplayImporter::recognises(const QString &fileName, const QByteArray &head) const
{
    Q_UNUSED(fileName);
    return head.contains("\"model_a\"") && (head.contains("\"rounds\"") || head.contains("\"round_states\""))
        && head.contains("\"tree_id\"");
}

Result<void> ArenaReplayImporter::run(const QString &path, ImportContext &context) const
{
    const bool jsonl = QFileInfo(path).suffix().toLower() == QLatin1String("jsonl");
    const auto each = [&](const JsonRecord &replay) -> Result<void> {
        if (auto r = battle(replay, context); !r && !context.recordError(r.error()))
            return r;
        return context.recordDone();
    };
    return jsonl ? forEachJsonLine(path, each) : forEachJsonDocument(path, each);
}

Result<void> ArenaReplayImporter::battle(const JsonRecord &b, ImportContext &c) const
{
    DRAUDIT_TRY(id, b.string("id"));
    DRAUDIT_TRY(modelA, b.string("model_a"));
    DRAUDIT_TRY(modelB, b.string("model_b"));
    DRAUDIT_TRY(winnerName, b.optionalString("winner"));
    DRAUDIT_TRY(title, b.optionalString("tree_title"));
    DRAUDIT_TRY(topic, b.optionalString("tree_topic"));
    DRAUDIT_TRY(finalA, b.optionalNumber("final_score_a"));
    DRAUDIT_TRY(finalB, b.optionalNumber("final_score_b"));
    DRAUDIT_TRY(rounds, b.objects("rounds"));
    DRAUDIT_TRY(systemA, c.system(modelA));
    DRAUDIT_TRY(systemB, c.system(modelB));
    const QString winner = winnerName.isEmpty() || winnerName.compare(QLatin1String("Tie"), Qt::CaseInsensitive) == 0
        ? QStringLiteral("Tie")
        : winnerName == modelA ? QStringLiteral("A")
        : winnerName == modelB ? QStringLiteral("B")
                               : QString();
    if (winner.isEmpty())
        return tl::unexpected(b.error("winner", tr("'%1' is neither model_a, model_b nor null").arg(winnerName)));

    QJsonObject meta;
    for (const char *key : { "tree_id", "tree_subtopic", "tree_url", "source_group", "source_log", "overall_topic",
                             "final_verdict", "final_failure_type", "summary_id", "type" })
        if (const auto v = b.optionalString(key); v && !v->isEmpty())
            meta.insert(QString::fromLatin1(key), *v);
    for (const char *key : { "tournament_round", "total_tokens", "estimated_cost", "total_rounds" })
        if (const auto v = b.optionalNumber(key); v && *v)
            meta.insert(QString::fromLatin1(key), **v);
    if (b.has("mercy_rule"))
        meta.insert(QStringLiteral("mercy_rule"), b.rawJson("mercy_rule") == QLatin1String("true"));
    DRAUDIT_TRY(battleId, c.insert(QStringLiteral(
        "INSERT INTO comparisons (benchmark, external_id, title, system_a, system_b, winner, score_a, score_b, "
        "total_rounds, metadata, source_id) VALUES ('dr-arena', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
        { id, title, systemA, systemB, winner, finalA.value_or(0), finalB.value_or(0), rounds.size(),
          QString::fromUtf8(QJsonDocument(meta).toJson(QJsonDocument::Compact)), c.sourceId() }));
    ++c.counts().battles;
    DRAUDIT_TRY(judge, c.judge(QStringLiteral("dr-arena-examiner"), QStringLiteral("replay")));

    double derivedA = 0, derivedB = 0;
    for (const JsonRecord &r : rounds) {
        DRAUDIT_TRY(number, r.number("round"));
        DRAUDIT_TRY(question, r.string("question"));
        DRAUDIT_TRY(answerA, r.string("answer_a"));
        DRAUDIT_TRY(answerB, r.string("answer_b"));
        DRAUDIT_TRY(verdict, r.string("verdict"));
        if (!arena::isKnownVerdict(verdict))
            return tl::unexpected(r.error("verdict", tr("'%1' is not A_MUCH_BETTER, A_BETTER, Tie, B_BETTER, "
                                                        "B_MUCH_BETTER or UNKNOWN").arg(verdict)));
        DRAUDIT_TRY(tieQuality, r.optionalString("tie_quality"));
        if (!tieQuality.isEmpty() && !arena::isTieQuality(tieQuality))
            return tl::unexpected(r.error("tie_quality", tr("'%1' is not HIGH, LOW or N/A").arg(tieQuality)));
        DRAUDIT_TRY(failureText, r.optionalString("failure_type"));
        const QString failure = failureText.isEmpty() ? QString() : arena::canonicalFailure(failureText);
        if (!failureText.isEmpty() && failure.isEmpty())
            return tl::unexpected(r.error("failure_type", tr("'%1' is not DEEP, WIDE, BOTH or NONE (or DEPTH/WIDTH)")
                                                              .arg(failureText)));
        DRAUDIT_TRY(reasoning, r.optionalString("judge_reasoning"));
        DRAUDIT_TRY(depth, r.optionalNumber("depth"));
        DRAUDIT_TRY(width, r.optionalNumber("width"));
        DRAUDIT_TRY(wordLimit, r.optionalString("word_limit_instruction"));
        DRAUDIT_TRY(chain, r.stringList("logic_chain", true));
        DRAUDIT_TRY(nodes, r.stringList("source_nodes", true));
        DRAUDIT_TRY(checkWidth, r.stringList("checklist_width", true));
        DRAUDIT_TRY(checkDepth, r.stringList("checklist_depth", true));
        DRAUDIT_TRY(durA, r.optionalNumber("duration_a_seconds"));
        DRAUDIT_TRY(durB, r.optionalNumber("duration_b_seconds"));
        DRAUDIT_TRY(scoreA, r.optionalNumber("score_a"));
        DRAUDIT_TRY(scoreB, r.optionalNumber("score_b"));
        const int round = static_cast<int>(number);

        DRAUDIT_TRY(task, c.task(QStringLiteral("dr-arena"), id + QStringLiteral("#r%1").arg(round), {}, topic, question));
        const QString respSql = QStringLiteral("INSERT INTO responses (task_id, system_id, text, duration_s) "
                                               "VALUES (?, ?, ?, ?) RETURNING id");
        DRAUDIT_TRY(ra, c.insert(respSql, { task, systemA, answerA, durA.has_value() ? QVariant(*durA) : QVariant() }));
        DRAUDIT_TRY(rb, c.insert(respSql, { task, systemB, answerB, durB.has_value() ? QVariant(*durB) : QVariant() }));
        c.counts().responses += 2;

        const auto points = arena::verdictPoints(verdict);
        if (points) {
            derivedA += std::max(0, *points);
            derivedB += std::max(0, -*points);
        }
        if ((scoreA && std::fabs(*scoreA - derivedA) > 1e-9) || (scoreB && std::fabs(*scoreB - derivedB) > 1e-9))
            c.addCheck(tr("%1 round %2: the file's cumulative score is %3–%4 but the verdicts give %5–%6")
                           .arg(id)
                           .arg(round)
                           .arg(scoreA.value_or(0))
                           .arg(scoreB.value_or(0))
                           .arg(derivedA)
                           .arg(derivedB));
        DRAUDIT_TRY(roundId, c.insert(QStringLiteral(
            "INSERT INTO rounds (comparison_id, round_no, task_id, depth, width, word_limit, logic_chain, source_nodes, "
            "checklist_width, checklist_depth, response_a, response_b, score_a, score_b, evolution) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
            { battleId, round, task, depth.has_value() ? QVariant(static_cast<int>(*depth)) : QVariant(),
              width.has_value() ? QVariant(static_cast<int>(*width)) : QVariant(), wordLimit, listJson(r, "logic_chain"),
              listJson(r, "source_nodes"), listJson(r, "checklist_width"), listJson(r, "checklist_depth"), ra, rb,
              scoreA.value_or(derivedA), scoreB.value_or(derivedB), r.rawJson("evolution") }));
        ++c.counts().rounds;
        const bool unknown = !points.has_value();
        DRAUDIT_TRY(record, c.insert(QStringLiteral(
            "INSERT INTO judge_records (judge_id, target, field, value, score, tie_quality, failure_type, reasoning, "
            "flags) VALUES (?, ?, 'verdict', ?, ?, ?, ?, ?, ?) RETURNING id"),
            { judge, QStringLiteral("round:%1").arg(roundId), verdict, unknown ? QVariant() : QVariant(*points),
              tieQuality.isEmpty() ? QVariant() : QVariant(tieQuality), failure.isEmpty() ? QVariant() : QVariant(failure),
              reasoning, unknown ? QVariant(QStringLiteral("unparsed")) : QVariant() }));
        ++c.counts().judgeRecords;
        c.counts().flagged += unknown ? 1 : 0;
    }
    if ((finalA && std::fabs(*finalA - derivedA) > 1e-9) || (finalB && std::fabs(*finalB - derivedB) > 1e-9))
        c.addCheck(tr("%1: final score %2–%3 does not follow from its verdicts (%4–%5)")
                       .arg(id)
                       .arg(finalA.value_or(0))
                       .arg(finalB.value_or(0))
                       .arg(derivedA)
                       .arg(derivedB));
    return {};
}

} // namespace draudit::models
