// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An item as the annotator sees it: made by the benchmark that makes its kind, the judge added only when revealed,
// blind names scrubbed.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"
#include "models/benchmarks/reportitem.h"
#include "models/core/resulttry.h"
#include "models/store/packages/studypackage.h"
#include "models/store/queries/catalog.h"
#include "models/store/studies/formanswers.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
// The benchmark that makes an item: one declaring the target's kind (the target's own benchmark first, when several
// do: two battle-shaped benchmarks both show rounds), else the report's own benchmark, else the common report item.
Result<ItemMaker> itemMaker(ProjectStore &store, const Target &target)
{
    QList<std::pair<const Benchmark *, ItemMaker>> declaring;
    for (const Benchmark &b : registered())
        for (const ItemView &v : b.itemViews)
            if (v.kind == target.kind())
                declaring.append({ &b, v.make });
    if (declaring.size() == 1)
        return declaring.front().second;
    if (!declaring.isEmpty()) {
        DRAUDIT_TRY(own, Catalog(store).benchmarkOf(target));
        for (const auto &[b, make] : std::as_const(declaring))
            if (!own.isEmpty() && b->id.is(own))
                return make;
        return declaring.front().second;
    }
    if (target.responseId() <= 0)
        return fail(QCoreApplication::translate("draudit::models::Items", "%1 is not an item").arg(target.toString()));
    DRAUDIT_TRY(report, Catalog(store).report(target.responseId()));
    for (const Benchmark &b : registered())
        if (b.reportItem && !b.id.isEmpty() && b.id.is(report.benchmark))
            return b.reportItem;
    return &reportItem;
}

// A round's question and its two answers: what every comparison's round has.
QList<ItemBlock> plainRoundBlocks(const RoundRecord &round, bool leftIsA)
{
    ItemBlock question;
    question.kind = ItemBlock::Kind::Text;
    question.id = QStringLiteral("question");
    question.heading = QCoreApplication::translate("draudit::models::Items", "Question");
    question.text = round.question;
    question.note = round.wordLimit.instruction;
    ItemBlock answers;
    answers.kind = ItemBlock::Kind::AnswerPair;
    answers.id = QStringLiteral("answers");
    answers.left = leftIsA ? round.answerA : round.answerB;
    answers.right = leftIsA ? round.answerB : round.answerA;
    answers.note = round.wordLimit.instruction;
    return { question, answers };
}

// The judges' answers to the form's questions, as the item shows them (a swapped verdict mirrored).
Result<QHash<QString, QString>> judgeAnswersAsShown(
    ProjectStore &store, const FormDefinition &form, const Target &target, bool swapped)
{
    DRAUDIT_TRY(answers, judgeAnswers(store, form, target));
    const AnswerPresentation shown = answerPresentation(swapped);
    for (const FormQuestion &q : form.questions)
        for (const AnswerTransform &t : shown.transforms)
            if (t.field == q.storedField() && answers.contains(q.id) && t.toShown)
                answers.insert(q.id, t.toShown(answers.value(q.id), swapped));
    return answers;
}

// What a blind item made in the master scrubs from every text: the names of the project's systems. A package's texts
// were scrubbed when it was written (and its systems are placeholders such as "Report"), so nothing is scrubbed there.
Result<NameScrubber> blindScrubber(ProjectStore &store, const ItemRequest &request)
{
    NameScrubber scrub;
    if (!request.blind)
        return scrub;
    DRAUDIT_TRY(package, packageIdentity(store));
    if (package)
        return scrub;
    DRAUDIT_TRY(names, Catalog(store).systemNames());
    for (const QString &name : std::as_const(names))
        scrub.add(name);
    return scrub;
}
} // namespace

QList<ItemBlock> roundBlocksOf(const QString &benchmark, const RoundRecord &round, bool leftIsA)
{
    for (const Benchmark &b : registered())
        if (b.roundBlocks && !b.id.isEmpty() && b.id.is(benchmark))
            return b.roundBlocks(round, leftIsA);
    return plainRoundBlocks(round, leftIsA);
}

Result<BlindItem> makeItem(ProjectStore &store, const ItemRequest &request)
{
    DRAUDIT_TRY(expanded, formForItem(store, request.form, request.target, request.orderSeed));
    FormDefinition form = expanded;
    form.hideJudgeUntilRevealed = form.hideJudgeUntilRevealed || request.blind;
    DRAUDIT_TRY(maker, itemMaker(store, request.target));
    DRAUDIT_TRY(item, maker(store, request, form));
    item.target = request.target;
    item.form = request.committed || !form.hasAfterCommit() ? form : form.beforeCommit();
    item.keys = keyMapFor(item.form);
    // Whether a judge answered the form's questions (a round's verdicts count too) is said before the commit, what it
    // answered only after.
    DRAUDIT_TRY(answers, judgeAnswersAsShown(store, form, request.target, item.swapped));
    item.judged = item.judged || !answers.isEmpty();
    if (!revealsJudge(request, form)) {
        item.revealed.reset();
    } else {
        if (!item.revealed)
            item.revealed = ItemReveal {};
        item.revealed->judgeAnswers = answers;
    }
    DRAUDIT_TRY(scrub, blindScrubber(store, request));
    return scrubbedItem(std::move(item), scrub);
}

} // namespace draudit::models
