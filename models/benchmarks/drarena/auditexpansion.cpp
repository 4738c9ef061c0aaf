// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the battle from the store the form is shown from: the master project, or a study package, which carries
// the previous round of every round it holds (question and checklists only) and, for battles sampled whole, all of
// their rounds, so both ask the same questions.
#include "models/benchmarks/drarena/auditexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <algorithm>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct ArenaAuditExpansion
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::ArenaAuditExpansion)
};

QString checklists(const RoundRecord &r)
{
    QStringList lines;
    for (const QString &item : r.checklistWidth)
        lines << ArenaAuditExpansion::tr("• (width) %1").arg(item);
    for (const QString &item : r.checklistDepth)
        lines << ArenaAuditExpansion::tr("• (depth) %1").arg(item);
    return lines.isEmpty() ? ArenaAuditExpansion::tr("(no checklist)") : lines.join(QLatin1Char('\n'));
}

QString previousRoundContext(const RoundRecord &previous)
{
    // No round number: a blind package numbers rounds by their ids.
    return ArenaAuditExpansion::tr("Previous round: %1\nIts checklists:\n%2")
        .arg(previous.question, checklists(previous));
}

// Round 1 evolves from what opens the battle: its topic and the root of the information tree it is built on.
QString openingContext(const ComparisonRecord &battle, const RoundRecord &first)
{
    return ArenaAuditExpansion::tr(
        "This is the battle's first question: judge it against what opens the battle, its "
        "topic and the root page of its information tree (Ctrl+T).\nTopic: %1\nRoot page: %2")
        .arg(battle.title.isEmpty() ? ArenaAuditExpansion::tr("(none)") : battle.title,
            first.logicChain.isEmpty() ? ArenaAuditExpansion::tr("(none)") : first.logicChain.front());
}

// D2 on a round of a battle audited whole, once its verdict is committed: whether the battle goes on follows from the
// verdicts, so it is said only then.
QString stopContext(const ComparisonRecord &battle, bool last)
{
    return last ? ArenaAuditExpansion::tr("The battle ends with this round. Rounds in the battle: %1.")
                      .arg(battle.rounds.size())
                : ArenaAuditExpansion::tr("The battle goes on after this round.");
}

// The checklists are on screen beside the form; B1 adds where to check them.
QString checklistContext(const RoundRecord &round)
{
    QStringList sources;
    for (const QString &node : round.sourceNodes)
        if (!node.isEmpty())
            sources << node;
    return sources.isEmpty()
        ? ArenaAuditExpansion::tr("Check the checklists against the battle's information tree (Ctrl+T).")
        : ArenaAuditExpansion::tr("Check the checklists against the source pages (Ctrl+T): %1")
              .arg(sources.join(QStringLiteral("; ")));
}
} // namespace

Result<FormDefinition> expandBattleRound(
    ProjectStore &store, const FormDefinition &form, const Target &target, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    if (target.kind() != Target::Kind::Round)
        return fail(ArenaAuditExpansion::tr("%1 is not a DR-Arena round (round:ID)").arg(target.toString()));
    DRAUDIT_TRY(battle, Catalog(store).comparisonWithRound(target.id()));
    const auto at = std::find_if(
        battle.rounds.cbegin(), battle.rounds.cend(), [&](const RoundRecord &r) { return r.id == target.id(); });
    if (at == battle.rounds.cend())
        return fail(ArenaAuditExpansion::tr("%1 is not a DR-Arena round (round:ID)").arg(target.toString()));
    DRAUDIT_TRY(unit, StudyStore(store).unitOfItem(target));
    const bool wholeBattle = unit.isValid();
    const bool last = at + 1 == battle.rounds.cend();
    FormDefinition out = form;
    out.questions.clear();
    for (FormQuestion q : form.questions) {
        if (q.id == QLatin1String("A3")) {
            // The paper rates transition logic over every audited round: round 1 against the battle's opening.
            q.context = at == battle.rounds.cbegin() ? openingContext(battle, *at) : previousRoundContext(*(at - 1));
        } else if (q.id == QLatin1String("B1")) {
            q.context = checklistContext(*at);
        } else if (q.id == QLatin1String("D2")) {
            // Per round, as the paper's stop efficiency, where the battle is audited whole: a round drawn alone (and a
            // blind package of one) cannot say whether its battle went on.
            if (!wholeBattle)
                continue;
            // Required here only: a form shown without its battle (owner mode) keeps D2 optional.
            q.afterCommit = true;
            q.required = true;
            q.context = stopContext(battle, last);
        }
        out.questions << q;
    }
    return out;
}

} // namespace draudit::models
