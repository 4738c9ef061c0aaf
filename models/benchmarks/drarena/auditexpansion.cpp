// Reads the battle from the store the form is shown from: the master project, or a study package, which carries
// the previous round of every round it holds (question and checklists only) and, for battles sampled whole, all of
// their rounds, so both ask the same questions.
#include "models/benchmarks/drarena/auditexpansion.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/catalog.h"
#include "models/store/studystore.h"

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

// The checklists are on screen beside the form; B1 adds where to check them.
QString checklistContext(const RoundRecord &round)
{
    QStringList sources;
    for (const QString &node : round.sourceNodes)
        if (!node.isEmpty())
            sources << node;
    return sources.isEmpty()
        ? ArenaAuditExpansion::tr("Check the checklists against the battle's information tree (Ctrl+T).")
        : ArenaAuditExpansion::tr("Check the checklists against the source pages (Information Tree, Ctrl+T): %1")
              .arg(sources.join(QStringLiteral("; ")));
}
} // namespace

Result<FormDefinition> expandBattleRound(
    ProjectStore &store, const FormDefinition &form, const QString &itemTarget, std::uint64_t orderSeed)
{
    Q_UNUSED(orderSeed);
    const Target target = Target::parse(itemTarget);
    if (target.kind() != Target::Kind::Round)
        return fail(ArenaAuditExpansion::tr("%1 is not a DR-Arena round (round:ID)").arg(itemTarget));
    DRAUDIT_TRY(battle, Catalog(store).battleWithRound(target.id()));
    const auto at = std::find_if(
        battle.rounds.cbegin(), battle.rounds.cend(), [&](const RoundRecord &r) { return r.id == target.id(); });
    if (at == battle.rounds.cend())
        return fail(ArenaAuditExpansion::tr("%1 is not a DR-Arena round (round:ID)").arg(itemTarget));
    DRAUDIT_TRY(unit, StudyStore(store).unitOfItem(itemTarget));
    const bool wholeBattle = !unit.isEmpty();
    const bool last = at + 1 == battle.rounds.cend();
    FormDefinition out = form;
    out.questions.clear();
    for (FormQuestion q : form.questions) {
        if (q.id == QLatin1String("A3")) {
            if (at == battle.rounds.cbegin())
                continue; // the first round has nothing to evolve from
            q.context = previousRoundContext(*(at - 1));
        } else if (q.id == QLatin1String("B1")) {
            q.context = checklistContext(*at);
        } else if (q.id == QLatin1String("D2")) {
            if (!wholeBattle || !last)
                continue;
            q.afterCommit = true; // that the battle ends here follows from the verdicts: asked once committed
            q.context = ArenaAuditExpansion::tr("The battle ends with this round. Rounds in the battle: %1.")
                            .arg(battle.rounds.size());
        }
        out.questions << q;
    }
    return out;
}

} // namespace draudit::models
