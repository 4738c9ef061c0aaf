// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real reasoning names the agents "Agent A" / "Agent B" (4,091 times in 300 replays), and now and then a bare letter
// after a conjunction ("but A lacks ..."); letters in other places ("Part A", "Company B") are content and stay.
#include "models/benchmarks/drarena/arenablinding.h"

#include "models/benchmarks/drarena/arenaverdict.h"

#include <QRegularExpression>

namespace draudit::models::arena {

RoundRecord blindRound(const RoundRecord &r)
{
    RoundRecord shown;
    shown.id = r.id;
    shown.question = r.question;
    shown.wordLimit = r.wordLimit;
    shown.logicChain = r.logicChain;
    shown.sourceNodes = r.sourceNodes;
    shown.checklistWidth = r.checklistWidth;
    shown.checklistDepth = r.checklistDepth;
    shown.answerA = r.answerA;
    shown.answerB = r.answerB;
    return shown;
}

ComparisonRecord blindBattle(const ComparisonRecord &battle, qint64 roundId)
{
    ComparisonRecord shown;
    shown.id = battle.id;
    for (const RoundRecord &r : battle.rounds)
        if (r.id == roundId)
            shown.rounds << blindRound(r);
    return shown;
}

QString reasoningAsSeen(const QString &reasoning, bool leftIsA)
{
    if (leftIsA)
        return reasoning;
    static const QRegularExpression seat(QStringLiteral(
        "\\b((?:Agent|Assistant|Answer|Response|Model|Candidate|agent|assistant|answer|response|model|candidate)s?"
        "\\s+|(?:but|while|and|so|in|than|whereas|since|though|although|because|thus|where|However,|however,|"
        "While|So|Because|Thus|Although|Whereas)\\s+)([AB])\\b(?!-)"));
    QString out;
    qsizetype last = 0;
    for (auto it = seat.globalMatch(reasoning); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(reasoning).mid(last, m.capturedStart(2) - last);
        out += m.captured(2) == QLatin1String("A") ? QLatin1Char('B') : QLatin1Char('A');
        last = m.capturedEnd(2);
    }
    out += QStringView(reasoning).mid(last);
    return out;
}

QList<JudgeVerdict> verdictsAsSeen(const QList<JudgeVerdict> &verdicts, bool leftIsA)
{
    QList<JudgeVerdict> out = verdicts;
    if (leftIsA)
        return out;
    for (JudgeVerdict &v : out) {
        v.verdict = mirrored(v.verdict);
        v.reasoning = reasoningAsSeen(v.reasoning, false);
    }
    return out;
}

} // namespace draudit::models::arena
