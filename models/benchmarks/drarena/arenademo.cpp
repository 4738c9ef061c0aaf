// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Battles of the demo project, drawn from the shared random stream.
#include "models/benchmarks/drarena/arenademo.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"

namespace draudit::models {

namespace {
// The battle's information tree, under the id its metadata names: a page per node of the topic's chain, each the
// child of the node before it, with its comparable-case pages beside (demotext::tree).
Result<void> writeTree(DemoWriter &w, const demotext::Topic &topic, const QString &treeId)
{
    QList<qint64> nodeAt; // the chain's page at each depth
    for (const demotext::TreePage &page : demotext::tree(topic)) {
        ReferencePageRow row;
        row.treeId = treeId;
        row.parentId = page.depth > 0 ? QVariant(nodeAt.value(page.depth - 1)) : QVariant();
        row.url = page.url;
        row.title = page.title;
        row.content = page.content;
        row.depth = page.depth;
        DRAUDIT_TRY(id, insertReferencePage(w.rows().statements(), row));
        if (page.onChain)
            nodeAt.insert(page.depth, id);
    }
    return {};
}
} // namespace

Result<void> arenaDemo(DemoWriter &w, const DemoOptions &o, DemoContext &c)
{
    const QList<qint64> &systems = c.systems;
    std::mt19937_64 &rng = c.rng;
    DemoSummary &s = c.summary;
    DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("dr-arena-examiner"), QStringLiteral("")));
    static const char *verdicts[] = { "A_MUCH_BETTER", "A_BETTER", "Tie", "B_BETTER", "B_MUCH_BETTER" };
    static const double points[] = { 2, 1, 0, -1, -2 };
    static const char *failures[] = { "DEEP", "WIDE", "BOTH", "NONE" };
    const auto &topics = demotext::topics();
    for (int b = 0; b < o.battles; ++b) {
        const demotext::Topic &topic = topics.at(b % topics.size());
        const int ia = static_cast<int>(rng() % 4);
        const int ib = (ia + 1 + static_cast<int>(rng() % 3)) % 4;
        // One tree per topic, as a benchmark's battles on one topic share its tree; numbered by topic, not battle.
        const QString treeId = QStringLiteral("tree_%1").arg(b % topics.size() + 1, 4, 10, QLatin1Char('0'));
        DRAUDIT_TRY(battle,
            w.rows().addComparison(
                { kDrArena.toString(), QStringLiteral("battle-%1").arg(b + 1, 5, 10, QLatin1Char('0')), topic.title,
                    systems[ia], systems[ib], {}, {}, {}, 0, QStringLiteral("{\"tree_id\":\"%1\"}").arg(treeId), {} }));
        if (b < topics.size())
            DRAUDIT_TRY_VOID(writeTree(w, topic, treeId));
        double scoreA = 0, scoreB = 0;
        int round = 0;
        while (round < 10 && std::abs(scoreA - scoreB) < 2) {
            ++round;
            const QStringList chain = topic.chain.mid(0, std::min<qsizetype>(topic.chain.size(), 1 + round));
            // A follow-up names the deeper node it asks about, never its round: a blind item must not say how long
            // its battle has lasted.
            const QString question = round == 1 ? topic.question
                                                : topic.question
                    + (topic.language == QLatin1String("zh") ? QStringLiteral("请再深入一层：%1。")
                                                             : QStringLiteral(" Go one level deeper: %1."))
                          .arg(chain.last());
            DRAUDIT_TRY(task,
                w.task(kDrArena.toString(), QStringLiteral("battle-%1-r%2").arg(b + 1).arg(round), topic.language,
                    topic.title, question));
            DRAUDIT_TRY(
                ra, w.response(task, systems[ia], demotext::answer(topic, o.answerWords, rng), 40 + rng() % 200));
            DRAUDIT_TRY(
                rb, w.response(task, systems[ib], demotext::answer(topic, o.answerWords, rng), 40 + rng() % 200));
            const bool unknown = rng() % 12 == 0;
            // Mostly BETTER and Tie, as in real battles, so most battles last several rounds.
            static const int weighted[] = { 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4 };
            const int v = weighted[rng() % 12];
            if (!unknown) {
                scoreA += std::max(0.0, points[v]);
                scoreB += std::max(0.0, -points[v]);
            }
            DRAUDIT_TRY(roundId,
                w.rows().addRound({ battle, round, task, std::min(round, 3), 2 + round % 3,
                    QStringLiteral("Answer in at most 400 words."), demoJson(chain),
                    demoJson(QStringList { chain.last() }),
                    demoJson(demotext::checklist(topic, QStringLiteral("width"))),
                    demoJson(demotext::checklist(topic, QStringLiteral("depth"))), ra, rb, scoreA, scoreB,
                    round == 1 ? QString() : QStringLiteral("deepened: one more hop along the chain") }));
            const QString verdict = unknown ? QStringLiteral("UNKNOWN") : QString::fromLatin1(verdicts[v]);
            const QString failure
                = v == 2 || unknown ? QStringLiteral("NONE") : QString::fromLatin1(failures[rng() % 4]);
            const QString tie
                = v == 2 && !unknown ? QString::fromLatin1(rng() % 2 ? "HIGH" : "LOW") : QStringLiteral("N/A");
            DRAUDIT_TRY(rec,
                w.judgeRecord(judge, Target::round(roundId).toString(), QStringLiteral("verdict"), verdict,
                    unknown ? QVariant() : QVariant(points[v]),
                    { tie, failure,
                        unknown ? QStringLiteral("[JUDGE ERROR] Verdict parsing failed explicitly.")
                                : demotext::judgeReasoning(verdict, failure, rng),
                        unknown ? QStringLiteral("unparsed") : QVariant() }));
            s.unknownVerdicts += unknown ? 1 : 0;
            ++s.rounds;
        }
        const QString winner = scoreA > scoreB ? QStringLiteral("A")
            : scoreB > scoreA                  ? QStringLiteral("B")
                                               : QStringLiteral("Tie");
        DRAUDIT_TRY_VOID(w.rows().finishComparison(battle, winner, scoreA, scoreB, round));
        ++s.battles;
        if (c.progress)
            c.progress(b + 1, o.battles);
    }
    return {};
}

} // namespace draudit::models
