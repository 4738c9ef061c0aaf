// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tiny Duel declared once, as the built-in benchmarks declare themselves: protocol (every round, each released with
// its whole duel in order), form, importer, the item its rounds make, the answer shown mirrored when an item is
// swapped, navigator section. Its queries are its own, through the store's statement helper.
#include "tests/benchmarks/tinyduel/tinyduelbenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "tests/benchmarks/tinyduel/tinyduelimporter.h"

#include <QSqlQuery>
#include <cmath>

namespace draudit::tests {

using namespace draudit::models;

FormDefinition duelVerdictForm()
{
    FormDefinition f;
    f.id = QStringLiteral("duel-verdict");
    f.title = QStringLiteral("Duel verdict");
    f.questions = { FormQuestion { QStringLiteral("better"), QStringLiteral("Which answer is better?"),
        FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("A"), QStringLiteral("A (left)") }, { QStringLiteral("B"), QStringLiteral("B (right)") },
            { QStringLiteral("Tie"), QStringLiteral("Tie") } },
        QStringLiteral("duel_verdict") } };
    return f;
}

namespace {
// Every round of every duel, its duel as its unit and its number as its order: a blind study releases a duel's
// rounds one after another.
Result<QList<StudyCandidate>> duelRounds(ProjectStore &store)
{
    return queryRows<StudyCandidate>(store.database(),
        QStringLiteral("SELECT r.id, c.id, r.round_no, c.external_id FROM rounds r JOIN comparisons c ON c.id = "
                       "r.comparison_id WHERE c.benchmark = ? ORDER BY r.id"),
        { kTinyDuel.toString() }, [](const QSqlQuery &q) {
            return StudyCandidate { Target::round(q.value(0).toLongLong()),
                { { QStringLiteral("duel"), q.value(3).toString() } }, Target::comparison(q.value(1).toLongLong()),
                q.value(2).toInt() };
        });
}

// A round as a study item: its question and the two answers in the annotator's left/right order.
Result<BlindItem> duelRoundItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form)
{
    const qint64 roundId = request.target.id();
    DRAUDIT_TRY(duel, Catalog(store).comparisonWithRound(roundId));
    const auto round = std::find_if(
        duel.rounds.cbegin(), duel.rounds.cend(), [roundId](const RoundRecord &r) { return r.id == roundId; });
    if (round == duel.rounds.cend())
        return fail(QStringLiteral("round %1 is in no duel").arg(roundId));
    BlindItem item;
    item.title = request.blind ? request.heading : request.heading + QStringLiteral(" — ") + duel.title;
    item.swapped = !request.leftIsA;
    ItemBlock question;
    question.kind = ItemBlock::Kind::Text;
    question.id = QStringLiteral("duel-question");
    question.heading = QStringLiteral("Duel question");
    question.text = round->question;
    ItemBlock answers;
    answers.kind = ItemBlock::Kind::AnswerPair;
    answers.id = QStringLiteral("duel-answers");
    answers.left = request.leftIsA ? round->answerA : round->answerB;
    answers.right = request.leftIsA ? round->answerB : round->answerA;
    item.blocks = { question, answers };
    if (revealsJudge(request, form))
        item.revealed = ItemReveal {};
    return item;
}

QString mirrored(const QString &verdict, bool swapped)
{
    if (!swapped)
        return verdict;
    return verdict == QLatin1String("A") ? QStringLiteral("B")
        : verdict == QLatin1String("B")  ? QStringLiteral("A")
                                         : verdict;
}

// Every person's verdict on a round against the judge's: percent agreement over (person, round) pairs, on the
// answers the report is asked for (the blind ones, as first committed, unless the final ones).
Result<ReportTable> analyseDuels(ProjectStore &store, const ReportRequest &request)
{
    const LabelQueries labels(store);
    DRAUDIT_TRY(judges, labels.judgeLabels(QStringLiteral("duel_verdict"), Target::Kind::Round, {}));
    DRAUDIT_TRY(humans, labels.humanLabels(request.studyId, QStringLiteral("better"), Target::Kind::Round));
    const QHash<QString, QString> judge = judges.value(QStringLiteral("duel-judge"));
    int pairs = 0, agreed = 0;
    for (const QHash<QString, QString> &person : std::as_const(humans))
        for (auto it = person.cbegin(); it != person.cend(); ++it)
            if (judge.contains(it.key())) {
                ++pairs;
                agreed += judge.value(it.key()) == it.value() ? 1 : 0;
            }
    ReportTable t;
    t.protocol = kTinyDuelProtocol.toString();
    t.title = QStringLiteral("Tiny Duel: people against the judge");
    ReportRow row;
    row.analysis = QStringLiteral("human vs judge verdict");
    row.comparison = QStringLiteral("humans vs duel-judge");
    row.statistic = QStringLiteral("percent_agreement");
    row.value = pairs ? static_cast<double>(agreed) / pairs : std::nan("");
    row.n = pairs;
    row.headline = true;
    t.rows << row;
    return t;
}
} // namespace

Benchmark tinyDuelBenchmark()
{
    static const TinyDuelImporter importer;
    Benchmark b;
    b.id = kTinyDuel;
    Protocol p;
    p.id = kTinyDuelProtocol;
    p.defaultForm = QStringLiteral("duel-verdict");
    p.analyse = analyseDuels;
    p.candidates = duelRounds;
    p.unitNoun = QStringLiteral("duels");
    p.unitDetail = QStringLiteral("every round, in order");
    b.protocols << p;
    b.importers = { { 6, &importer } };
    b.forms = { { .name = QStringLiteral("duel-verdict"),
        .make = duelVerdictForm,
        .offered = { { QStringLiteral("duel-verdict"), "Duel verdict (A, B or tie)" } } } };
    b.itemViews = { { Target::Kind::Round, duelRoundItem } };
    b.targetForms = { { Target::Kind::Round, QStringLiteral("duel-verdict") } }; // a duel browsed outside a study
    b.sections = { { kTinyDuel.toString(), "Duels", NavigatorSection::Source::Comparisons } };
    b.answerTransforms = { { QStringLiteral("better"), mirrored, mirrored } };
    return b;
}

} // namespace draudit::tests
