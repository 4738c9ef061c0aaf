// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's verdicts reach an item only when it is made as committed, mirrored to the shown order
// (arena::verdictsAsSeen): before that the value holds nothing of them, not even hidden.
#include "models/benchmarks/drarena/arenaitem.h"

#include "models/benchmarks/drarena/arenablinding.h"
#include "models/core/resulttry.h"
#include "models/store/queries/catalog.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace draudit::models::arena {

namespace {

ItemBlock listBlock(const QString &id, const QString &heading, const QStringList &entries)
{
    ItemBlock b;
    b.kind = ItemBlock::Kind::Criteria;
    b.id = id;
    b.heading = heading;
    for (const QString &e : entries)
        b.rows << BlockRow { {}, { e }, BlockRow::State::Plain, 0, {} };
    return b;
}

// Replays store the evolution as {"summary", "kind", "lines"}: the summary and kind say it; the lines are logs.
QString evolutionText(const QString &evolution)
{
    const QJsonObject o = QJsonDocument::fromJson(evolution.toUtf8()).object();
    if (o.isEmpty())
        return evolution;
    return QStringList({ o.value(QStringLiteral("summary")).toString(), o.value(QStringLiteral("kind")).toString() })
        .filter(QRegularExpression(QStringLiteral("\\S")))
        .join(QStringLiteral(", "));
}

// What is said under the question: the word limit, and outside a blind study the round's place and evolution.
QString roundNote(const RoundRecord &r)
{
    QStringList parts;
    if (r.number > 0)
        parts << QCoreApplication::translate("draudit::models::Items", "Round %1 · depth %2 · width %3")
                     .arg(r.number)
                     .arg(r.depth)
                     .arg(r.width);
    if (!r.wordLimit.instruction.isEmpty())
        parts << r.wordLimit.instruction;
    if (const QString said = evolutionText(r.evolution); !said.isEmpty())
        parts << QCoreApplication::translate("draudit::models::Items", "evolution: %1").arg(said);
    return parts.join(QStringLiteral(" · "));
}

// The question as shown: the word limit it repeats at its end ("… Answer length: 50-100 words.") is said once, in
// the note under it.
QString questionShown(const RoundRecord &r)
{
    const QString limit = r.wordLimit.instruction.trimmed();
    QString question = r.question;
    if (limit.isEmpty())
        return question;
    const qsizetype at = question.lastIndexOf(limit);
    if (at > 0 && question.mid(at + limit.size()).trimmed().isEmpty())
        question = question.left(at).trimmed();
    return question;
}

QList<JudgeNote> notesAsSeen(const QList<JudgeVerdict> &verdicts, bool leftIsA)
{
    QList<JudgeNote> out;
    for (const JudgeVerdict &v : verdictsAsSeen(verdicts, leftIsA))
        out << JudgeNote { v.judge, v.verdict,
            { { QStringLiteral("tie_quality"), v.tieQuality }, { QStringLiteral("failure_type"), v.failureType } },
            v.reasoning, v.flagged };
    return out;
}

Result<RoundRecord> roundOf(const ComparisonRecord &battle, qint64 roundId)
{
    for (const RoundRecord &r : battle.rounds)
        if (r.id == roundId)
            return r;
    return fail(QCoreApplication::translate("draudit::models::Items", "no round %1").arg(roundId));
}

} // namespace

QList<ItemBlock> roundBlocks(const RoundRecord &round, bool leftIsA)
{
    ItemBlock question;
    question.kind = ItemBlock::Kind::Text;
    question.id = QLatin1String(kQuestionBlock);
    question.heading = QCoreApplication::translate("draudit::models::Items", "Question");
    question.text = questionShown(round);
    question.note = roundNote(round);
    ItemBlock answers;
    answers.kind = ItemBlock::Kind::AnswerPair;
    answers.id = QLatin1String(kAnswersBlock);
    answers.left = leftIsA ? round.answerA : round.answerB;
    answers.right = leftIsA ? round.answerB : round.answerA;
    answers.note = round.wordLimit.instruction;
    return { question,
        listBlock(QLatin1String(kLogicChainBlock), QCoreApplication::translate("draudit::models::Items", "Logic chain"),
            round.logicChain),
        listBlock(QLatin1String(kSourceNodesBlock),
            QCoreApplication::translate("draudit::models::Items", "Source nodes"), round.sourceNodes),
        listBlock(QLatin1String(kWidthChecklistBlock),
            QCoreApplication::translate("draudit::models::Items", "Width checklist"), round.checklistWidth),
        listBlock(QLatin1String(kDepthChecklistBlock),
            QCoreApplication::translate("draudit::models::Items", "Depth checklist"), round.checklistDepth),
        answers };
}

Result<BlindItem> roundItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    const qint64 roundId = request.target.id();
    DRAUDIT_TRY(battle, Catalog(store).comparisonWithRound(roundId));
    DRAUDIT_TRY(round, roundOf(battle, roundId));
    BlindItem item;
    item.title = request.blind
        ? request.heading
        : QCoreApplication::translate("draudit::models::Items", "%1 — %2").arg(request.heading, battle.title);
    item.swapped = !request.leftIsA;
    item.blocks = roundBlocks(request.blind ? blindRound(round) : round, request.leftIsA);
    item.judged = !round.verdicts.isEmpty();
    if (revealsJudge(request, form))
        item.revealed = ItemReveal { {}, notesAsSeen(round.verdicts, request.leftIsA) };
    return item;
}

Result<BlindItem> tasksItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    // The shown order is the order of the generated options ("Task 1" first).
    ItemBlock tasks;
    tasks.kind = ItemBlock::Kind::Alternatives;
    tasks.id = QStringLiteral("tasks");
    tasks.columns = { QCoreApplication::translate("draudit::models::Items", "Task"),
        QCoreApplication::translate("draudit::models::Items", "Question"),
        QCoreApplication::translate("draudit::models::Items", "Word limit"),
        QCoreApplication::translate("draudit::models::Items", "Depth checklist"),
        QCoreApplication::translate("draudit::models::Items", "Width checklist") };
    Catalog catalog(store);
    for (const FormQuestion &q : form.questions) {
        if (q.options.isEmpty() || Target::parse(q.options.front().value).kind() != Target::Kind::Round)
            continue;
        for (const FormOption &o : q.options) {
            const qint64 roundId = Target::parse(o.value).id();
            DRAUDIT_TRY(battle, catalog.comparisonWithRound(roundId));
            DRAUDIT_TRY(round, roundOf(battle, roundId));
            tasks.rows << BlockRow { o.value,
                { QCoreApplication::translate("draudit::models::Items", "Task %1").arg(tasks.rows.size() + 1),
                    round.question, round.wordLimit.instruction, round.checklistDepth.join(QLatin1Char('\n')),
                    round.checklistWidth.join(QLatin1Char('\n')) },
                BlockRow::State::Plain, 0, {} };
        }
        break;
    }
    BlindItem item;
    item.title = request.heading;
    item.blocks = { tasks };
    return item;
}

} // namespace draudit::models::arena
