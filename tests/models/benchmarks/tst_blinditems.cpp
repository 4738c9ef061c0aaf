// The blinding rule on the item model: for every protocol's blind study, every item as models::makeItem makes it
// before the commit (the value the workbench renders, a package carries and a browser will be served), read as the
// value's every text and as its JSON bytes, shows no model name, battle id, judge reasoning or round place
// (tests/models/blindrule.h), carries nothing revealed, and round-trips through its JSON. Made as committed, an item
// with a judge reveals it: the same walk then finds the judge's words, so it is able to see a leak.
#include "models/benchmarks/registry.h"
#include "models/forms/blinditem.h"
#include "models/store/projectstore.h"
#include "models/store/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/blindrule.h"

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
    void jsonIsTheValue();
    void keysFollowTheForm();

private:
    // Every item of the protocol's blind study for ann, made as committed or not.
    QList<BlindItem> itemsOf(const QString &protocol, bool committed);
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QStringList m_secrets;
};

void TestBlindItems::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("blind.draudit"));
    QVERIFY(draudit::tests::makeBlindDemo(path));
    auto store = ProjectStore::open(path);
    QVERIFY(store);
    m_store = std::move(*store);
    for (const QString &p : protocolIds())
        QVERIFY2(draudit::tests::blindStudy(*m_store, p), qPrintable(p));
    m_secrets = draudit::tests::blindSecrets(m_store->database());
    QVERIFY(m_secrets.size() > 6);
}

QList<BlindItem> TestBlindItems::itemsOf(const QString &protocol, bool committed)
{
    QList<BlindItem> out;
    const auto study = StudyStore(*m_store).study(QStringLiteral("blind ") + protocol);
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
        if (!item)
            qWarning() << protocol << q.target << item.error().toString();
        else
            out << *item;
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
    QTest::addColumn<QString>("protocol");
    for (const QString &p : protocolIds())
        QTest::newRow(qPrintable(p)) << p;
}

void TestBlindItems::uncommittedItemsRevealNothing()
{
    QFETCH(QString, protocol);
    const QList<BlindItem> items = itemsOf(protocol, false);
    QVERIFY2(!items.isEmpty(), qPrintable(protocol));
    for (const BlindItem &item : items) {
        QVERIFY2(!item.revealed || !item.form.hideJudgeUntilCommitted, qPrintable(item.target));
        for (const QString &text : textsOf(item)) {
            const QString leak = blindLeak(text, m_secrets);
            QVERIFY2(
                leak.isEmpty(), qPrintable(QStringLiteral("%1: '%2' in %3").arg(item.target, leak, text.left(200))));
        }
        const QString bytes = QString::fromUtf8(blindItemToJson(item));
        const QString leak = blindLeak(bytes, m_secrets);
        QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("%1: '%2' in its JSON").arg(item.target, leak)));
        QVERIFY2(!bytes.contains(QLatin1String("\"revealed\"")) || !item.form.hideJudgeUntilCommitted,
            qPrintable(item.target));
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
    int answered = 0;
    for (const QString &p : protocolIds())
        for (const BlindItem &item : itemsOf(p, true))
            answered += item.revealed ? static_cast<int>(item.revealed->judgeAnswers.size()) : 0;
    QVERIFY(answered > 0);
}

void TestBlindItems::jsonIsTheValue()
{
    for (const QString &p : protocolIds())
        for (bool committed : { false, true })
            for (const BlindItem &item : itemsOf(p, committed)) {
                const QByteArray json = blindItemToJson(item);
                const auto back = blindItemFromJson(json, p);
                QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
                QCOMPARE(blindItemToJson(*back), json);
            }
    // Bad input names the field.
    const auto bad = blindItemFromJson(R"({"target":"round:1","blocks":[{"kind":"video"}]})", QStringLiteral("x.json"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().field, QStringLiteral("blocks[0].kind"));
    QCOMPARE(bad.error().file, QStringLiteral("x.json"));
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
