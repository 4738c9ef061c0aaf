// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Forms generated per item (rubric checklist, claim audit, insight coverage, statement support, task preference),
// their JSON, points, stored answers and undo, on the self-written fixtures of the importer tests.
#include "models/benchmarks/deepresearchbench/drbforms.h"
#include "models/benchmarks/dr3eval/dr3forms.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drarena/taskpreference.h"
#include "models/benchmarks/drbench/drbenchforms.h"
#include "models/benchmarks/drbench/rubricprotocol.h"
#include "models/benchmarks/livedrbench/claimforms.h"
#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"
#include "models/forms/itemquestions.h"
#include "models/forms/target.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/formanswers.h"
#include "tests/models/importtesting.h"
#include "tests/testdata.h"

#include <QtTest>

using namespace draudit;
using draudit::tests::count;

class TestItemForms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonRoundTripsEveryKind();
    void jsonErrorsNameThePath_data();
    void jsonErrorsNameThePath();
    void presetsByName();
    void pointsAddUp();
    void rubricOptionsBestFirst();
    void rubricChecklistStoresWhereTheJudgeDoes();
    void undoRestoresThePreviousAnswer();
    void claimAuditMatchesByPrimaryKeys();
    void insightsAndStatements();
    void taskPreferenceTriples();

private:
    std::unique_ptr<models::ProjectStore> imported(const QString &name, const QStringList &fixtures);
    tests::Scratch m_scratch;
};

std::unique_ptr<models::ProjectStore> TestItemForms::imported(const QString &name, const QStringList &fixtures)
{
    auto store = m_scratch.project(name);
    for (const QString &f : fixtures)
        for (const QString &file : models::expandImportPaths(tests::fixture(f))) {
            if (!models::detectImporter(file))
                continue; // an execution log beside the reports
            const auto r = models::importFile(*store, file, {});
            if (!r) {
                qWarning() << r.error().toString();
                return nullptr;
            }
        }
    return store;
}

void TestItemForms::jsonRoundTripsEveryKind()
{
    const QByteArray json = R"({"id":"f","title":"F","expand":"rubric","questions":[
        {"id":"q1","text":"Scale","kind":"likert","min":1,"max":5,"judge_field":"overall"},
        {"id":"q2","text":"Score","kind":"number","min":0,"max":1},
        {"id":"q3","text":"Check","options":[{"value":"Yes","points":2},{"value":"No","points":0}],
         "field":"qsr","target":"item:1@response:2","context":"Rubric"},
        {"id":"q4","text":"Why","kind":"text","required":false}]})";
    const auto form = models::readForm(json, QStringLiteral("f.json"));
    QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
    QCOMPARE(form->expand, QStringLiteral("rubric"));
    QCOMPARE(form->questions[0].options.size(), 5);
    QCOMPARE(form->questions[0].options[4].value, QStringLiteral("5"));
    QCOMPARE(form->questions[1].kind, models::FormQuestion::Kind::Number);
    QCOMPARE(form->questions[1].maximum, 1.0);
    QCOMPARE(form->questions[2].options[0].points, std::optional(2.0));
    QCOMPARE(form->questions[2].storedField(), QStringLiteral("qsr"));
    QCOMPARE(form->questions[2].storedTarget(QStringLiteral("response:2")), QStringLiteral("item:1@response:2"));
    QCOMPARE(form->questions[3].storedTarget(QStringLiteral("response:2")), QStringLiteral("response:2"));
    // Written and read again, it is the same form.
    const auto again = models::readForm(models::formToJson(*form), QStringLiteral("again"));
    QVERIFY(again);
    QCOMPARE(models::formToJson(*again), models::formToJson(*form));
}

void TestItemForms::jsonErrorsNameThePath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("kind") << QByteArray(R"({"id":"f","questions":[{"id":"a","kind":"slider"}]})")
                          << QStringLiteral("questions[0].kind");
    QTest::newRow("likert range") << QByteArray(
        R"({"id":"f","questions":[{"id":"a","kind":"likert","min":5,"max":1}]})")
                                  << QStringLiteral("questions[0].max");
    QTest::newRow("points") << QByteArray(
        R"({"id":"f","questions":[{"id":"a","options":[{"value":"x","points":"two"},{"value":"y"}]}]})")
                            << QStringLiteral("questions[0].options[0].points");
    QTest::newRow("expand") << QByteArray(R"({"id":"f","expand":"everything","questions":[]})")
                            << QStringLiteral("expand");
}

void TestItemForms::jsonErrorsNameThePath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto form = models::readForm(json, QStringLiteral("bad.json"));
    QVERIFY(!form);
    QCOMPARE(form.error().file, QStringLiteral("bad.json"));
    QCOMPARE(form.error().field, expected);
}

void TestItemForms::presetsByName()
{
    for (const QString &name : models::formPresets()) {
        const auto form = models::formByName(name);
        QVERIFY2(form, qPrintable(name));
        QCOMPARE(form->id, name);
        // Every preset survives its own JSON (a study stores it that way).
        const auto stored = models::readForm(models::formToJson(*form), name);
        QVERIFY2(stored, qPrintable(stored ? QString() : stored.error().toString()));
        QCOMPARE(stored->expand, form->expand);
    }
    const auto scale = models::formByName(QStringLiteral("report-scoring:1-7"));
    QVERIFY(scale);
    QCOMPARE(scale->questions.front().options.size(), 7);
    QVERIFY(!models::formByName(QStringLiteral("report-scoring:7-1")));
    QCOMPARE(models::defaultFormFor(QStringLiteral("livedrbench")), QStringLiteral("claim-audit"));
    QCOMPARE(models::defaultFormFor(QStringLiteral("dr-arena")), QStringLiteral("blind-pairwise"));
}

void TestItemForms::pointsAddUp()
{
    models::FormDefinition f;
    f.questions << models::FormQuestion(QStringLiteral("a"), QStringLiteral("A"),
        models::FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("Yes"), QStringLiteral("Yes"), 3.0 },
            { QStringLiteral("Partial"), QStringLiteral("Partial"), 1.0 },
            { QStringLiteral("No"), QStringLiteral("No"), 0.0 } });
    f.questions << models::FormQuestion(QStringLiteral("b"), QStringLiteral("B"),
        models::FormQuestion::Kind::SingleChoice,
        { { QStringLiteral("Yes"), QStringLiteral("Yes"), 2.0 }, { QStringLiteral("No"), QStringLiteral("No"), 0.0 } });
    f.questions << models::FormQuestion(QStringLiteral("c"), QStringLiteral("C"), models::FormQuestion::Kind::FreeText);
    const models::FormPoints none = f.points({});
    QCOMPARE(none.max, 5.0);
    QCOMPARE(none.got, 0.0);
    QCOMPARE(none.items, 2);
    const models::FormPoints some = f.points({ { QStringLiteral("a"), QStringLiteral("Partial") },
        { QStringLiteral("b"), QStringLiteral("Yes") }, { QStringLiteral("c"), QStringLiteral("text") } });
    QCOMPARE(some.got, 3.0);
    QCOMPARE(some.answered, 2);
}

void TestItemForms::rubricOptionsBestFirst()
{
    const auto list = models::rubricOptions(
        QStringLiteral(R"([{"label":"No","points":0},{"label":"Yes","points":3},{"label":"Partial","points":1}])"));
    QCOMPARE(list.size(), 3);
    QCOMPARE(list[0].value, QStringLiteral("Yes"));
    QCOMPARE(list[1].value, QStringLiteral("Partial"));
    QCOMPARE(list[2].points, std::optional(0.0));
    const auto object = models::rubricOptions(QStringLiteral(R"({"No":0,"Yes":2})"));
    QCOMPARE(object.size(), 2);
    QCOMPARE(object[0].value, QStringLiteral("Yes"));
    QVERIFY(models::rubricOptions(QStringLiteral("not json")).isEmpty());
    QCOMPARE(models::Target::parse(QStringLiteral("item:7@response:52")).responseId(), 52);
    QCOMPARE(models::Target::parse(QStringLiteral("response:5#https://x/#0")).responseId(), 5);
    QCOMPARE(models::Target::parse(QStringLiteral("round:5")).responseId(), 0);
}

void TestItemForms::rubricChecklistStoresWhereTheJudgeDoes()
{
    auto store = imported(QStringLiteral("drbench"),
        { QStringLiteral("import/drbench/tasks.jsonl"), QStringLiteral("import/drbench/grr_general.json"),
            QStringLiteral("import/drbench/Log_alpha.jsonl") });
    QVERIFY(store);
    const qint64 response = count(*store, QStringLiteral("SELECT min(id) FROM responses"));
    const QString target = QStringLiteral("response:%1").arg(response);
    const auto form = models::formForItem(*store, models::rubricChecklistForm(), models::Target::parse(target));
    QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
    const qint64 qsr = count(*store,
        QStringLiteral(
            "SELECT count(*) FROM rubric_items i JOIN rubrics r ON r.id = i.rubric_id JOIN tasks rt ON rt.id = "
            "r.task_id JOIN tasks t ON t.external_id = rt.external_id JOIN responses s ON s.task_id = t.id "
            "WHERE s.id = %1")
            .arg(response));
    const qint64 grr = count(*store, QStringLiteral("SELECT count(*) FROM rubric_items WHERE kind = 'grr'"));
    QVERIFY(qsr > 0 && grr > 0);
    // Then relevance 1..5 of the task's five focus and five deviation keywords, where the judge's scores are.
    QCOMPARE(form->questions.size(), qsr + grr + 10);
    const models::FormQuestion &keyword = form->questions.back();
    QCOMPARE(keyword.storedField(), QStringLiteral("relevance"));
    QCOMPARE(keyword.storedTarget(target), QStringLiteral("%1#keywords_fdk_relevance:4").arg(target));
    QCOMPARE(keyword.options.size(), 5);
    QVERIFY(!keyword.maxPoints());
    QVERIFY(form->expand.isEmpty());
    // Query-specific items first, each stored on the item's own target in the field the judge uses.
    const models::FormQuestion &first = form->questions.front();
    QCOMPARE(first.storedField(), QStringLiteral("qsr"));
    QVERIFY(first.storedTarget(target).startsWith(QStringLiteral("item:")));
    QVERIFY(first.storedTarget(target).endsWith(QStringLiteral("@response:%1").arg(response)));
    QVERIFY(first.maxPoints().has_value());
    QCOMPARE(form->questions[qsr + grr - 1].storedField(), QStringLiteral("grr"));
    // The whole checklist is worth the task's QSR points plus the GRR points.
    const double max = form->points({}).max;
    const qint64 stored = count(*store,
        QStringLiteral("SELECT CAST(sum(weight) AS INTEGER) FROM rubric_items i JOIN rubrics r ON r.id = i.rubric_id "
                       "WHERE r.kind = 'grr' OR r.task_id IN (SELECT rt.id FROM tasks rt JOIN tasks t ON t.external_id "
                       "= rt.external_id JOIN responses s ON s.task_id = t.id WHERE s.id = %1)")
            .arg(response));
    QCOMPARE(qRound(max), static_cast<int>(stored));
    // Answers are committed one by one and read back per question.
    models::FormAnswers answers(*store, 1, QStringLiteral("ann"));
    const QString value = first.options.front().value;
    QCOMPARE(answers.save(*form, models::Target::parse(target), first.id, value).value(), true);
    QCOMPARE(
        answers.save(*form, models::Target::parse(target), first.id, value).value(), false); // unchanged: no new row
    const auto loaded = answers.load(*form, models::Target::parse(target));
    QVERIFY(loaded);
    QCOMPARE(loaded->value(first.id), value);
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM annotations WHERE field = 'qsr' AND target = '%1'")
                     .arg(first.storedTarget(target))),
        1);
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM annotation_history")), 1);
    // One item of a report ("item:ITEM@response:ID", a drbench-items study) asks just that item.
    const auto one
        = models::formForItem(*store, models::rubricChecklistForm(), models::Target::parse(first.storedTarget(target)));
    QVERIFY(one);
    QCOMPARE(one->questions.size(), 1);
    QCOMPARE(one->questions.front().storedTarget(first.storedTarget(target)), first.storedTarget(target));
}

void TestItemForms::undoRestoresThePreviousAnswer()
{
    auto store = imported(QStringLiteral("undo"),
        { QStringLiteral("import/drbench/tasks.jsonl"), QStringLiteral("import/drbench/Log_alpha.jsonl") });
    QVERIFY(store);
    models::AnnotationStore annotations(*store);
    QVERIFY(!annotations.undoLast(QStringLiteral("ann")).value().has_value()); // nothing yet
    QVERIFY(annotations.set({ QStringLiteral("ann"), draudit::models::Target::response(1), QStringLiteral("overall"),
        QStringLiteral("6"), {}, 1, {} }));
    QVERIFY(annotations.set({ QStringLiteral("ann"), draudit::models::Target::response(1), QStringLiteral("overall"),
        QStringLiteral("8"), {}, 1, {} }));
    const auto undone = annotations.undoLast(QStringLiteral("ann"));
    QVERIFY(undone && undone->has_value());
    QCOMPARE((*undone)->newValue, QStringLiteral("8"));
    QCOMPARE(annotations.annotations(draudit::models::Target::response(1)).value().front().value, QStringLiteral("6"));
    // Undoing the first answer withdraws it.
    QVERIFY(annotations.undoLast(QStringLiteral("ann")));
    QVERIFY(annotations.undoLast(QStringLiteral("ann")));
    QCOMPARE(annotations.annotations(draudit::models::Target::response(1)).value().front().value, QStringLiteral("6"));
    QCOMPARE(count(*store, QStringLiteral("SELECT count(*) FROM annotation_history WHERE reason = 'undo'")), 3);
}

void TestItemForms::claimAuditMatchesByPrimaryKeys()
{
    auto store = imported(QStringLiteral("live"),
        { QStringLiteral("import/livedrbench.jsonl"), QStringLiteral("import/livedrbench_preds_alpha.json") });
    QVERIFY(store);
    const auto responseOf = [&](const char *key) {
        return count(*store,
            QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.external_id = '%1'")
                .arg(QLatin1String(key)));
    };
    const qint64 response = responseOf("nd-001");
    const auto comparison = models::compareClaims(*store, response);
    QVERIFY2(comparison, qPrintable(comparison ? QString() : comparison.error().toString()));
    QCOMPARE(comparison->claims.size(), 2);
    QCOMPARE(comparison->truthItems, 2);
    const models::MatchedClaim &fapbi3 = comparison->claims[0];
    QCOMPARE(fapbi3.truthIndex, 0); // composition FAPbI3 is the primary key
    QCOMPARE(fapbi3.truthChoices.size(), 2);
    QCOMPARE(comparison->claims[1].truthIndex, -1); // MAPbI3 is not in the ground truth
    for (const models::ClaimKey &k : fapbi3.keys) {
        if (k.key == QLatin1String("composition"))
            QVERIFY(k.primary && k.main && k.agrees());
        if (k.key == QLatin1String("efficiency"))
            QVERIFY(k.agrees() && k.truth == QLatin1String("25.6%"));
        if (k.key == QLatin1String("note"))
            QVERIFY(k.ignored && k.predicted.isEmpty());
    }
    const QString target = QStringLiteral("response:%1").arg(response);
    const auto form = models::formForItem(*store, models::claimAuditForm(), models::Target::parse(target));
    QVERIFY(form);
    QStringList targets;
    for (const models::FormQuestion &q : form->questions)
        targets << q.storedField() + QLatin1Char(' ') + q.storedTarget(target).section(QLatin1Char('@'), 0, 0);
    // Each row: which ground-truth row it matches, its keys (ignored ones are not asked), "missing from the truth".
    QCOMPARE(targets,
        QStringList({ QStringLiteral("match claim:0"), QStringLiteral("key_score claim:0.composition"),
            QStringLiteral("key_score claim:0.efficiency"), QStringLiteral("key_score claim:0.method"),
            QStringLiteral("missing_from_gt claim:0"), QStringLiteral("match claim:1"),
            QStringLiteral("key_score claim:1.composition"), QStringLiteral("key_score claim:1.efficiency"),
            QStringLiteral("missing_from_gt claim:1") }));
    QCOMPARE(form->questions[0].options.size(), 3); // none, or one of the two true rows
    QVERIFY(form->questions[2].context.contains(QStringLiteral("25.6%")));
    // Human key scores land where the LiveDRBench report reads them.
    models::FormAnswers answers(*store, 1, QStringLiteral("ann"));
    QVERIFY(answers.save(*form, models::Target::parse(target), form->questions[1].id, QStringLiteral("3")));
    QCOMPARE(count(*store,
                 QStringLiteral("SELECT count(*) FROM annotations WHERE field = 'key_score' AND target = "
                                "'claim:0.composition@response:%1'")
                     .arg(response)),
        1);
    // Strings (entities): which true town each predicted one is, and whether it is missing.
    const auto list = models::formForItem(*store, models::claimAuditForm(true),
        models::Target::parse(QStringLiteral("response:%1").arg(responseOf("7"))));
    QVERIFY(list);
    QCOMPARE(list->questions.size(), 6);
    QCOMPARE(list->questions[0].options.size(), 5);
    // scifacts: each value of each predicted paper matched to a true paper, by aliases.
    const auto papers = models::formForItem(*store, models::claimAuditForm(),
        models::Target::parse(QStringLiteral("response:%1").arg(responseOf("mat-004"))));
    QVERIFY(papers);
    QCOMPARE(papers->questions.size(), 6);
    QCOMPARE(papers->questions[0].storedField(), QStringLiteral("match"));
}

void TestItemForms::insightsAndStatements()
{
    auto store = imported(
        QStringLiteral("dr3"), { QStringLiteral("import/dr3/query.jsonl"), QStringLiteral("import/dr3/run-alpha") });
    QVERIFY(store);
    const qint64 response = count(*store,
        QStringLiteral("SELECT r.id FROM responses r JOIN tasks t ON t.id = r.task_id WHERE t.external_id = '001'"));
    const QString target = QStringLiteral("response:%1").arg(response);
    const auto insights = models::formForItem(*store, models::insightCoverageForm(), models::Target::parse(target));
    QVERIFY2(insights, qPrintable(insights ? QString() : insights.error().toString()));
    QCOMPARE(insights->questions.size(),
        count(*store,
            QStringLiteral("SELECT count(*) FROM rubric_items i JOIN rubrics r ON r.id = i.rubric_id JOIN tasks t ON "
                           "t.id = r.task_id WHERE i.kind = 'insight' AND t.external_id = '001'")));
    QCOMPARE(insights->questions.front().options.size(), 3);
    QCOMPARE(insights->questions.front().storedField(), QStringLiteral("insight"));
    const auto checklist = models::formForItem(*store, models::rubricChecklistForm(), models::Target::parse(target));
    QVERIFY2(checklist, qPrintable(checklist ? QString() : checklist.error().toString()));
    QCOMPARE(checklist->questions.front().storedField(), QStringLiteral("requirement"));
    QCOMPARE(checklist->questions.front().options.front().value, QStringLiteral("satisfied"));
    // No FACT pairs for this report: the error says what to import.
    const auto none = models::formForItem(*store, models::statementSupportForm(), models::Target::parse(target));
    QVERIFY(!none);
    QVERIFY(none.error().message.contains(QStringLiteral("FACT")));
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO judges (name, run) VALUES ('fact', 'alpha')")));
    const qint64 judge = q.lastInsertId().toLongLong();
    for (int i = 0; i < 2; ++i)
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO judge_records (judge_id, target, field, value, reasoning) VALUES "
                                  "(%1, 'response:%2#https://example.org/a#%3', 'support', 'supported', 'Claim %3')")
                       .arg(judge)
                       .arg(response)
                       .arg(i)));
    const auto statements = models::formForItem(*store, models::statementSupportForm(), models::Target::parse(target));
    QVERIFY(statements);
    QCOMPARE(statements->questions.size(), 2);
    QCOMPARE(statements->questions[1].text, QStringLiteral("Claim 1"));
    QCOMPARE(statements->questions[1].context, QStringLiteral("https://example.org/a"));
    QCOMPARE(statements->questions[1].storedTarget(target),
        QStringLiteral("response:%1#https://example.org/a#1").arg(response));
    // The answers of a report are found again from its own target.
    models::FormAnswers answers(*store, 1, QStringLiteral("ann"));
    QVERIFY(answers.save(
        *statements, models::Target::parse(target), QStringLiteral("stmt:2"), QStringLiteral("unsupported")));
    QCOMPARE(answers.load(*statements, models::Target::parse(target)).value().value(QStringLiteral("stmt:2")),
        QStringLiteral("unsupported"));
}

void TestItemForms::taskPreferenceTriples()
{
    auto store = imported(QStringLiteral("arena"), { QStringLiteral("import/replay_small.json") });
    QVERIFY(store);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM rounds ORDER BY id")));
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    QCOMPARE(ids.size(), 3);
    const QString good = m_scratch.write(QStringLiteral("triples.csv"),
        (QStringLiteral("configurations: deep, wide, base\n") + ids.join(QLatin1Char(',')) + QLatin1Char('\n') + ids[2]
            + QLatin1Char(',') + ids[0] + QLatin1Char(',') + ids[1] + QLatin1Char('\n'))
            .toUtf8());
    const auto triples = models::readTaskTriples(*store, good);
    QVERIFY2(triples, qPrintable(triples ? QString() : triples.error().toString()));
    QCOMPARE(triples->configurations,
        QStringList({ QStringLiteral("deep"), QStringLiteral("wide"), QStringLiteral("base") }));
    QCOMPARE(triples->items.size(), 2);
    QCOMPARE(models::configurationsOf(
                 QStringLiteral("all items, seed 1") + models::describeConfigurations(triples->configurations)),
        triples->configurations);
    const auto missing = models::readTaskTriples(*store, m_scratch.write(QStringLiteral("bad.csv"), "1,2,999999\n"));
    QVERIFY(!missing);
    QCOMPARE(missing.error().line, 1);
    QVERIFY(missing.error().message.contains(QStringLiteral("999999")));
    const auto ragged = models::readTaskTriples(*store,
        m_scratch.write(QStringLiteral("ragged.csv"),
            (ids.join(QLatin1Char(',')) + QStringLiteral("\n") + ids[0] + QLatin1Char(',') + ids[1] + QLatin1Char('\n'))
                .toUtf8()));
    QVERIFY(!ragged);
    QCOMPARE(ragged.error().line, 2);
    // The options are the three tasks, in an order that depends on the seed only.
    const auto a = models::formForItem(*store, models::taskPreferenceForm(), triples->items[0].target, 7);
    const auto b = models::formForItem(*store, models::taskPreferenceForm(), triples->items[0].target, 7);
    QVERIFY(a && b);
    QCOMPARE(a->questions[0].options.size(), 3);
    QCOMPARE(a->questions[0].options[0].value, b->questions[0].options[0].value);
    QCOMPARE(a->questions[0].options[0].label, QStringLiteral("Task 1"));
    QStringList orders;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const auto f = models::formForItem(*store, models::taskPreferenceForm(), triples->items[0].target, seed);
        QStringList order;
        for (const models::FormOption &o : f->questions[0].options)
            order << o.value;
        orders << order.join(QLatin1Char(','));
    }
    orders.removeDuplicates();
    QVERIFY(orders.size() > 1);
}

QTEST_GUILESS_MAIN(TestItemForms)
#include "tst_itemforms.moc"
