// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The blinding rule on the item model: for every protocol's blind study under each form offered for it, every item
// as models::makeItem makes it
// before the commit (the value the workbench renders, a package carries and a browser will be served), read as the
// value's every text and as its JSON bytes, shows no model name, battle id, judge reasoning or round place
// (tests/models/blindrule.h), carries nothing revealed, and round-trips through its JSON. Made as committed, an item
// with a judge reveals it: the same walk then finds the judge's words, so it is able to see a leak.
#include "models/benchmarks/registry.h"
#include "models/core/textstyle.h"
#include "models/core/wordlimit.h"
#include "models/forms/blinditem.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/blindrule.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace draudit::models;
using draudit::tests::blindLeak;

class TestBlindItems : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void uncommittedItemsRevealNothing_data();
    void uncommittedItemsRevealNothing();
    void committedItemsRevealTheJudge();
    void blindStudyHidesTheJudgeWhateverItsForm();
    void jsonIsTheValue();
    void keysFollowTheForm();
    void answersCarryTheirLength();

private:
    // Every item of a blind study ("blind PROTOCOL", a protocol's default) for ann, made as committed or not.
    QList<BlindItem> itemsOf(const QString &protocol, bool committed)
    {
        return itemsOfStudy(QStringLiteral("blind ") + protocol, committed);
    }
    QList<BlindItem> itemsOfStudy(const QString &study, bool committed, bool quiet = false);
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QStringList m_secrets;
    QStringList m_studies; // every protocol under its default form and each other offered form it takes
};

void TestBlindItems::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("blind.draudit"));
    QVERIFY(draudit::tests::makeBlindDemo(path));
    auto store = ProjectStore::open(path);
    QVERIFY(store);
    m_store = std::move(*store);
    for (const QString &p : protocolIds()) {
        QVERIFY2(draudit::tests::blindStudy(*m_store, p), qPrintable(p));
        m_studies << draudit::tests::blindStudyName(p);
        // Every other form a study may be given: the ones whose every item is made for this protocol's items.
        for (const auto &[form, title] : offeredForms()) {
            if (form == defaultFormFor(p) || !draudit::tests::blindStudy(*m_store, p, form))
                continue;
            const QString name = draudit::tests::blindStudyName(p, form);
            const auto study = StudyStore(*m_store).study(name);
            const auto queue = StudyStore(*m_store).queue(study->id, QStringLiteral("ann"));
            if (queue && !queue->isEmpty() && itemsOfStudy(name, false, true).size() == queue->size())
                m_studies << name;
        }
    }
    QVERIFY2(m_studies.size() > protocolIds().size() + 2, qPrintable(m_studies.join(QStringLiteral(", "))));
    QVERIFY(m_studies.contains(
        draudit::tests::blindStudyName(QStringLiteral("dr-arena"), QStringLiteral("pipeline-audit"))));
    m_secrets = draudit::tests::blindSecrets(m_store->database());
    QVERIFY(m_secrets.size() > 6);
}

QList<BlindItem> TestBlindItems::itemsOfStudy(const QString &name, bool committed, bool quiet)
{
    QList<BlindItem> out;
    const auto study = StudyStore(*m_store).study(name);
    const auto queue = StudyStore(*m_store).queue(study->id, QStringLiteral("ann"));
    const auto form = readForm(study->formJson.toUtf8(), study->name);
    if (!queue || !form)
        return out;
    for (const QueueItem &q : *queue) {
        ItemRequest request;
        request.target = q.target;
        request.form = *form;
        request.blind = true;
        request.leftIsA = q.leftIsA;
        request.committed = committed;
        request.heading = study->name;
        request.orderSeed = itemOrderSeed(study->seed, QStringLiteral("ann"), q.target);
        const auto item = makeItem(*m_store, request);
        if (item)
            out << *item;
        else if (!quiet)
            qWarning() << name << q.target.toString() << item.error().toString();
    }
    return out;
}

namespace {
// Every text of an item's value: its title, its blocks, and what it reveals.
QStringList textsOf(const BlindItem &item)
{
    QStringList texts { item.title };
    for (const ItemBlock &b : item.blocks) {
        texts << b.heading << b.text << b.left << b.right << b.note << b.columns << b.highlights << b.focusTerms
              << b.deviationTerms;
        for (const BlockRow &row : b.rows)
            texts << row.cells << row.choices;
    }
    for (const FormQuestion &q : item.form.questions) {
        texts << q.text << q.context;
        for (const FormOption &o : q.options)
            texts << o.label << o.description;
    }
    if (item.revealed)
        for (const JudgeNote &n : item.revealed->notes)
            texts << n.judge << n.reasoning;
    return texts;
}
} // namespace

void TestBlindItems::uncommittedItemsRevealNothing_data()
{
    QTest::addColumn<QString>("study");
    for (const QString &s : std::as_const(m_studies))
        QTest::newRow(qPrintable(s)) << s;
}

void TestBlindItems::uncommittedItemsRevealNothing()
{
    QFETCH(QString, study);
    const QList<BlindItem> items = itemsOfStudy(study, false);
    QVERIFY2(!items.isEmpty(), qPrintable(study));
    for (const BlindItem &item : items) {
        QVERIFY2(!item.revealed || !item.form.hideJudgeUntilRevealed, qPrintable(item.target.toString()));
        for (const QString &text : textsOf(item)) {
            const QString leak = blindLeak(text, m_secrets);
            QVERIFY2(leak.isEmpty(),
                qPrintable(QStringLiteral("%1: '%2' in %3").arg(item.target.toString(), leak, text.left(200))));
        }
        const QString bytes = QString::fromUtf8(blindItemToJson(item));
        const QString leak = blindLeak(bytes, m_secrets);
        QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("%1: '%2' in its JSON").arg(item.target.toString(), leak)));
        QVERIFY2(!bytes.contains(QLatin1String("\"revealed\"")) || !item.form.hideJudgeUntilRevealed,
            qPrintable(item.target.toString()));
    }
}

void TestBlindItems::committedItemsRevealTheJudge()
{
    // A DR-Arena round with a verdict reveals it, in the shown order: the walk finds the judge's reasoning now.
    int revealed = 0, seen = 0;
    for (const BlindItem &item : itemsOf(QStringLiteral("dr-arena"), true)) {
        QVERIFY(item.revealed);
        if (item.revealed->notes.isEmpty())
            continue;
        ++revealed;
        for (const QString &text : textsOf(item))
            seen += blindLeak(text, m_secrets).isEmpty() ? 0 : 1;
    }
    QVERIFY(revealed > 0);
    QVERIFY(seen > 0);
    // A report item audited against a judge reveals the judge's answers to the form's questions.
    // Before the commit the item says that it is judged (the judge panel says what the commit will reveal), not how.
    int answered = 0;
    for (const QString &p : protocolIds()) {
        const QList<BlindItem> before = itemsOf(p, false);
        const QList<BlindItem> after = itemsOf(p, true);
        QCOMPARE(before.size(), after.size());
        for (qsizetype i = 0; i < after.size(); ++i) {
            const qsizetype judgeAnswers = after[i].revealed ? after[i].revealed->judgeAnswers.size() : 0;
            answered += static_cast<int>(judgeAnswers);
            QVERIFY2(
                before[i].judged == (judgeAnswers > 0 || (after[i].revealed && !after[i].revealed->notes.isEmpty())),
                qPrintable(after[i].target.toString()));
        }
    }
    QVERIFY(answered > 0);
}

void TestBlindItems::blindStudyHidesTheJudgeWhateverItsForm()
{
    // A custom form that says not to hide the judge, in a blind study: nothing of the judge before the commit, and
    // the item's form says it hides the judge; outside a blind study the same form shows the judge from the start.
    const auto study = StudyStore(*m_store).study(QStringLiteral("blind dr-arena"));
    const auto queue = StudyStore(*m_store).queue(study->id, QStringLiteral("ann"));
    QVERIFY(queue && !queue->isEmpty());
    ItemRequest request;
    request.target = queue->front().target;
    request.form = readForm(study->formJson.toUtf8(), study->name).value();
    request.form.hideJudgeUntilRevealed = false;
    request.blind = true;
    const auto blind = makeItem(*m_store, request);
    QVERIFY(blind);
    QVERIFY(!blind->revealed);
    QVERIFY(blind->form.hideJudgeUntilRevealed);
    QVERIFY(!QString::fromUtf8(blindItemToJson(*blind)).contains(QLatin1String("\"revealed\"")));
    request.blind = false;
    const auto open = makeItem(*m_store, request);
    QVERIFY(open && open->revealed);
    QVERIFY(!open->revealed->notes.isEmpty() || !open->revealed->judgeAnswers.isEmpty());
}

void TestBlindItems::jsonIsTheValue()
{
    for (const QString &study : std::as_const(m_studies))
        for (bool committed : { false, true })
            for (const BlindItem &item : itemsOfStudy(study, committed)) {
                const QByteArray json = blindItemToJson(item);
                const auto back = blindItemFromJson(json, study);
                QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
                QCOMPARE(blindItemToJson(*back), json);
            }
    // Bad input names the field.
    const auto bad = blindItemFromJson(R"({"target":"round:1","blocks":[{"kind":"video"}]})", QStringLiteral("x.json"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().field, QStringLiteral("blocks[0].kind"));
    QCOMPARE(bad.error().file, QStringLiteral("x.json"));
    // Blocks are named by their shape; a package written when they were named by a benchmark's content still opens.
    BlindItem shapes = itemsOf(QStringLiteral("dr-arena"), false).value(0);
    shapes.blocks = { ItemBlock {}, ItemBlock {} };
    shapes.blocks[0].kind = ItemBlock::Kind::Table;
    shapes.blocks[1].kind = ItemBlock::Kind::Alternatives;
    const QByteArray now = blindItemToJson(shapes);
    QVERIFY(now.contains(R"([{"kind":"table"},{"kind":"alternatives"}])"));
    QByteArray written = now;
    written.replace(R"({"kind":"table"})", R"({"kind":"claims-table"})")
        .replace(R"({"kind":"alternatives"})", R"({"kind":"tasks"})");
    const auto earlier = blindItemFromJson(written, QStringLiteral("old.json"));
    QVERIFY2(earlier, qPrintable(earlier ? QString() : earlier.error().toString()));
    QCOMPARE(earlier->blocks.size(), 2);
    QCOMPARE(earlier->blocks.at(0).kind, ItemBlock::Kind::Table);
    QCOMPARE(earlier->blocks.at(1).kind, ItemBlock::Kind::Alternatives);
    QCOMPARE(blindItemToJson(*earlier), now);
}

// Each answer's length against the round's word limit is counted once, in the item both front ends show: the browser
// printed none while the workbench printed "415 of 400 words", and the workbench counted citation markers.
void TestBlindItems::answersCarryTheirLength()
{
    const BlindItem round = itemsOf(QStringLiteral("dr-arena"), false).value(0);
    const QJsonObject json = QJsonDocument::fromJson(blindItemToJson(round)).object();
    int pairs = 0;
    for (const QJsonValue &value : json.value(QStringLiteral("blocks")).toArray()) {
        const QJsonObject block = value.toObject();
        if (block.value(QStringLiteral("kind")) != QLatin1String("answer-pair"))
            continue;
        ++pairs;
        const QJsonArray words = block.value(QStringLiteral("words")).toArray();
        QCOMPARE(words.size(), 2);
        QCOMPARE(words.at(0).toInt(), answerWords(block.value(QStringLiteral("left")).toString()));
        QCOMPARE(words.at(1).toInt(), answerWords(block.value(QStringLiteral("right")).toString()));
        QVERIFY(words.at(0).toInt() > 0);
        const WordLimit limit = WordLimit::parse(block.value(QStringLiteral("note")).toString());
        QCOMPARE(block.value(QStringLiteral("limit")).toArray(), (QJsonArray { limit.lowest, limit.highest }));
    }
    QCOMPARE(pairs, 1);
    QCOMPARE(answerWords(QStringLiteral("One two, three-fold [1] https://example.org/x")), 3);
    QCOMPARE(answerWords(QStringLiteral("潮汐能 rose **sharply**\n\n1. listed")), 6);
}

void TestBlindItems::keysFollowTheForm()
{
    // The verdict's five answers are digits 1–5; a 0–10 scale takes its values; the common keys are there once.
    const BlindItem round = itemsOf(QStringLiteral("dr-arena"), false).value(0);
    const FormQuestion &verdict = round.form.questions.front();
    QCOMPARE(round.keys.choice(verdict.id, QStringLiteral("1")), verdict.options.at(0).value);
    QCOMPARE(round.keys.choice(verdict.id, QString::number(verdict.options.size())), verdict.options.last().value);
    QVERIFY(round.keys.choice(verdict.id, QString::number(verdict.options.size() + 1)).isEmpty());
    QVERIFY(round.keys.action(QStringLiteral("Enter")));
    QCOMPARE(round.keys.action(QStringLiteral("Enter"))->action, KeyAction::Commit);
    QCOMPARE(round.keys.action(QStringLiteral("Ctrl+Shift+S"))->action, KeyAction::Skip);
    FormDefinition scale;
    scale.questions << FormQuestion(
        QStringLiteral("score"), QStringLiteral("Score"), FormQuestion::Kind::SingleChoice, FormOption::scale(0, 10));
    const KeyMap keys = keyMapFor(scale);
    QCOMPARE(keys.choice(QStringLiteral("score"), QStringLiteral("10")), QStringLiteral("10"));
    QCOMPARE(keys.choice(QStringLiteral("score"), QStringLiteral("0")), QStringLiteral("0"));
}

QTEST_GUILESS_MAIN(TestBlindItems)
#include "tst_blinditems.moc"
