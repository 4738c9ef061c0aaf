// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The browser server in process: invitations and sessions, what a write must carry, the annotator's own items in
// their order, form values only, each answer once, and every byte of every response of every protocol's blind items
// scanned before and after the commit (the blinding rule of tests/models/blindrule.h).
#include "app/serve/studyweb.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/invitations.h"
#include "servetesting.h"
#include "tests/models/blindrule.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace draudit;
using namespace draudit::tests;

class TestServe : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void invitationOpensASession();
    void badLinksOpenNothing();
    void revokingEndsTheSession();
    void aServerStartedAgainGoesOn();
    void writesComeOnlyFromThePage();
    void onlyItemsShownToTheAnnotator();
    void answersAreFormValuesGivenOnce();
    void judgeOnlyAfterTheCommit();
    void twoTabsAgreeWithTheProject();
    void answersThatNoLongerApplyAreWithdrawn();
    void blindItemsRevealNothing_data();
    void blindItemsRevealNothing();
    void everyResponseCarriesItsPolicy();
    void aRunawayClientIsSlowedDown();
    void aPinGuardsTheLink(); // last: bob keeps the PIN

private:
    QString invite(const QString &study, const QString &annotator, int days = 14);
    std::unique_ptr<serve::StudyWeb> web(const QString &study, serve::WebOptions options = {});

    QTemporaryDir m_dir;
    std::unique_ptr<models::ProjectStore> m_store;
    QString m_shared = QStringLiteral("shared arena");
};

void TestServe::initTestCase()
{
    const QString path = m_dir.filePath(QStringLiteral("demo.draudit"));
    QVERIFY(makeBlindDemo(path));
    auto store = models::ProjectStore::open(path);
    QVERIFY(store);
    m_store = std::move(*store);
    for (const QString &p : models::protocolIds())
        QVERIFY2(blindStudy(*m_store, p), qPrintable(p));
    // Two annotators on the same whole battles, each audited round by round.
    models::StudySpec spec;
    spec.name = m_shared;
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = *models::formByName(QStringLiteral("blind-pairwise"));
    spec.sample.kind = models::SampleSpec::Kind::All;
    spec.sample.wholeUnits = true;
    QVERIFY(models::createStudy(*m_store, spec));
    models::OverlapPlan both;
    both.annotatorsPerItem = 2;
    QVERIFY(models::StudyStore(*m_store).assign(m_shared, { QStringLiteral("ann"), QStringLiteral("bob") }, both));
}

QString TestServe::invite(const QString &study, const QString &annotator, int days)
{
    const auto info = models::StudyStore(*m_store).study(study);
    const auto issued = models::InvitationStore(*m_store).issue(info->id, annotator, days);
    return issued ? issued->token : QString();
}

std::unique_ptr<serve::StudyWeb> TestServe::web(const QString &study, serve::WebOptions options)
{
    options.requestsPerSecond = 1e6; // faster than any person: the limit has its own test
    options.requestBurst = 1e6;
    return std::make_unique<serve::StudyWeb>(*m_store, *models::StudyStore(*m_store).study(study), options);
}

void TestServe::invitationOpensASession()
{
    auto w = web(m_shared);
    WebClient c { *w };
    const QString token = invite(m_shared, QStringLiteral("ann"));
    // The link's page names whose it is and opens nothing: another site may send a browser to it.
    const HttpResponse shown = c.get(QStringLiteral("/i/") + token);
    QCOMPARE(shown.status, 200);
    QVERIFY(headerOf(shown, "Set-Cookie").isEmpty());
    QVERIFY(QString::fromStdString(shown.body).contains(QLatin1String("Continue as ann")));
    QVERIFY(headerOf(shown, "Content-Security-Policy").contains(QLatin1String("form-action 'self'")));
    // Only a POST from this site opens the session.
    for (const std::map<std::string, std::string> &from :
        { std::map<std::string, std::string> { { "origin", "http://evil.example" } },
            std::map<std::string, std::string> { { "sec-fetch-site", "cross-site" } } }) {
        const HttpResponse forged = c.send({ "POST", "/i/" + token.toStdString(), from, {}, {}, false });
        QCOMPARE(forged.status, 403);
        QVERIFY(headerOf(forged, "Set-Cookie").isEmpty());
    }
    const HttpResponse r
        = c.send({ "POST", "/i/" + token.toStdString(), { { "origin", "http://127.0.0.1:8470" } }, {}, {}, false });
    QCOMPARE(r.status, 303);
    QCOMPARE(headerOf(r, "Location"), QStringLiteral("/study"));
    const QString cookie = headerOf(r, "Set-Cookie");
    QVERIFY(cookie.contains(QLatin1String("HttpOnly")));
    QVERIFY(cookie.contains(QLatin1String("SameSite=Strict")));
    QVERIFY(!cookie.contains(QLatin1String("Secure")));
    serve::WebOptions secure;
    secure.secureCookies = true;
    auto tls = web(m_shared, secure);
    WebClient s { *tls };
    QVERIFY(s.open(invite(m_shared, QStringLiteral("ann"))));
    QVERIFY(headerOf(s.seen[1], "Set-Cookie").contains(QLatin1String("; Secure")));
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    const QJsonObject state = c.state();
    QCOMPARE(state.value(QStringLiteral("annotator")).toString(), QStringLiteral("ann"));
    QVERIFY(state.value(QStringLiteral("item")).toObject().contains(QStringLiteral("handle")));
}

void TestServe::badLinksOpenNothing()
{
    auto w = web(m_shared);
    const QString expired = invite(m_shared, QStringLiteral("ann"));
    QSqlQuery q(m_store->database());
    QVERIFY(
        q.exec(QStringLiteral("UPDATE invitations SET expires_at = '2020-01-01T00:00:00.000Z' WHERE token_hash = '%1'")
                   .arg(models::InvitationStore::tokenHash(expired))));
    const QString revoked = invite(m_shared, QStringLiteral("bob"));
    const auto info = models::StudyStore(*m_store).study(m_shared);
    QVERIFY(models::InvitationStore(*m_store).revoke(info->id, 0, QStringLiteral("bob")));
    const QString otherStudy = invite(QStringLiteral("blind drb"), QStringLiteral("ann"));
    QString wrong = invite(m_shared, QStringLiteral("ann"));
    wrong[5] = wrong[5] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    for (const QString &token : { expired, revoked, otherStudy, wrong, QStringLiteral("x"), QString() }) {
        WebClient c { *w };
        const HttpResponse r = c.get(QStringLiteral("/i/") + token);
        QCOMPARE(r.status, 403);
        QVERIFY(headerOf(r, "Set-Cookie").isEmpty());
        QVERIFY(!c.open(token));
    }
    // Guessing is slowed down per address: after 20 failures even a good link waits.
    WebClient guesser { *w };
    guesser.peer = "10.0.0.9";
    for (int i = 0; i < 20; ++i)
        guesser.get(QStringLiteral("/i/") + wrong);
    QCOMPARE(guesser.get(QStringLiteral("/i/") + invite(m_shared, QStringLiteral("ann"))).status, 429);
    // No session: the API answers nothing.
    WebClient none { *w };
    QCOMPARE(none.get(QStringLiteral("/api/state")).status, 401);
    none.cookie = QStringLiteral("draudit_session=forged");
    QCOMPARE(none.get(QStringLiteral("/api/state")).status, 401);
}

void TestServe::revokingEndsTheSession()
{
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    QCOMPARE(c.get(QStringLiteral("/api/state")).status, 200);
    const auto info = models::StudyStore(*m_store).study(m_shared);
    QVERIFY(models::InvitationStore(*m_store).revoke(info->id, 0, QStringLiteral("ann")));
    QCOMPARE(c.get(QStringLiteral("/api/state")).status, 401);
}

void TestServe::aServerStartedAgainGoesOn()
{
    auto first = web(m_shared);
    WebClient c { *first };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("bob"))));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    const QJsonObject body { { QStringLiteral("item"), item.value(QStringLiteral("handle")) },
        { QStringLiteral("question"), QStringLiteral("C1") }, { QStringLiteral("value"), QStringLiteral("B_BETTER") },
        { QStringLiteral("key"), QStringLiteral("before-restart-00001") } };
    QCOMPARE(c.post(QStringLiteral("/api/answer"), body).status, 200);
    const qint64 rows = historyRows(*m_store);
    // The server is killed and started again: the page's cookie, CSRF token and item handle still work, and the
    // answer it sends again (its reply was lost) is not written twice.
    first.reset();
    auto second = web(m_shared);
    WebClient again { *second };
    again.cookie = c.cookie;
    again.csrf = c.csrf;
    QCOMPARE(again.post(QStringLiteral("/api/answer"), body).status, 200);
    QCOMPARE(historyRows(*m_store), rows);
    QCOMPARE(again.state().value(QStringLiteral("item")).toObject().value(QStringLiteral("handle")),
        item.value(QStringLiteral("handle")));
    // The session is this study's only.
    auto other = web(QStringLiteral("blind dr-arena"));
    WebClient elsewhere { *other };
    elsewhere.cookie = c.cookie;
    QCOMPARE(elsewhere.get(QStringLiteral("/api/state")).status, 401);
    // Leaving ends it for every server.
    QCOMPARE(again.post(QStringLiteral("/api/leave"), {}).status, 200);
    auto third = web(m_shared);
    WebClient after { *third };
    after.cookie = c.cookie;
    QCOMPARE(after.get(QStringLiteral("/api/state")).status, 401);
}

void TestServe::writesComeOnlyFromThePage()
{
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    const QJsonObject body { { QStringLiteral("item"), item.value(QStringLiteral("handle")) },
        { QStringLiteral("question"), QStringLiteral("C1") }, { QStringLiteral("value"), QStringLiteral("Tie") },
        { QStringLiteral("key"), QStringLiteral("forged-write-0000001") } };
    const qint64 before = historyRows(*m_store);
    const QList<std::map<std::string, std::string>> forged {
        { { "x-csrf-token", "" } },
        { { "x-csrf-token", "not-the-token-of-this-session-0000000000" } },
        { { "content-type", "text/plain" } },
        { { "content-type", "application/x-www-form-urlencoded" } },
        { { "origin", "http://evil.example" } },
        { { "sec-fetch-site", "cross-site" } },
        { { "sec-fetch-site", "same-site" } },
    };
    for (const auto &headers : forged) {
        const HttpResponse r = c.post(QStringLiteral("/api/answer"), body, headers);
        QVERIFY2(r.status == 403 || r.status == 415, qPrintable(QString::number(r.status)));
    }
    // Another session's CSRF token does not write in this one.
    WebClient other { *w };
    QVERIFY(other.open(invite(m_shared, QStringLiteral("bob"))));
    QCOMPARE(c.post(QStringLiteral("/api/answer"), body, { { "x-csrf-token", other.csrf.toStdString() } }).status, 403);
    QCOMPARE(historyRows(*m_store), before);
    QCOMPARE(c.post(QStringLiteral("/api/answer"), body).status, 200);
    QCOMPARE(historyRows(*m_store), before + 1);
}

void TestServe::onlyItemsShownToTheAnnotator()
{
    auto w = web(m_shared);
    WebClient ann { *w }, bob { *w };
    QVERIFY(ann.open(invite(m_shared, QStringLiteral("ann"))));
    QVERIFY(bob.open(invite(m_shared, QStringLiteral("bob"))));
    int keys = 0;
    // Bob works through his first battle's rounds; each is released only when the one before is done.
    QStringList bobsHandles;
    for (int i = 0; i < 3; ++i) {
        const QJsonObject item = bob.state().value(QStringLiteral("item")).toObject();
        bobsHandles << item.value(QStringLiteral("handle")).toString();
        answerAll(bob, item, keys);
        QCOMPARE(bob.post(QStringLiteral("/api/commit"),
                        { { QStringLiteral("item"), item.value(QStringLiteral("handle")) } })
                     .status,
            200);
    }
    const QJsonObject annItem = ann.state().value(QStringLiteral("item")).toObject();
    const qint64 before = historyRows(*m_store);
    for (const QString &handle : bobsHandles) {
        if (handle == annItem.value(QStringLiteral("handle")).toString())
            continue; // the same round, shown to both
        const QJsonObject body { { QStringLiteral("item"), handle },
            { QStringLiteral("question"), QStringLiteral("C1") }, { QStringLiteral("value"), QStringLiteral("Tie") },
            { QStringLiteral("key"), QStringLiteral("bobs-item-%1-aaaaaa").arg(handle.size()) } };
        QCOMPARE(ann.post(QStringLiteral("/api/answer"), body).status, 404);
        for (const char *path : { "/api/commit", "/api/reveal", "/api/skip", "/api/flag" })
            QCOMPARE(ann.post(QString::fromLatin1(path), { { QStringLiteral("item"), handle } }).status, 404);
        QCOMPARE(ann.get(QStringLiteral("/api/page?block=answers&side=left&item=") + handle).status, 404);
    }
    // A handle made up, or a project id, is no item either.
    for (const QString &made : { QStringLiteral("round:1"), QStringLiteral("round:2251799813685249"), QString() })
        QCOMPARE(ann.post(QStringLiteral("/api/commit"), { { QStringLiteral("item"), made } }).status, 404);
    QCOMPARE(historyRows(*m_store), before);
}

void TestServe::answersAreFormValuesGivenOnce()
{
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    const QJsonValue handle = item.value(QStringLiteral("handle"));
    const qint64 before = historyRows(*m_store);
    const auto answer = [&](const QString &question, const QString &value, const QString &key) {
        return c.post(QStringLiteral("/api/answer"),
            { { QStringLiteral("item"), handle }, { QStringLiteral("question"), question },
                { QStringLiteral("value"), value }, { QStringLiteral("key"), key } });
    };
    QCOMPARE(answer(QStringLiteral("C1"), QStringLiteral("A_LOT_BETTER"), QStringLiteral("bad-value-000000001")).status,
        422);
    QCOMPARE(answer(QStringLiteral("Z9"), QStringLiteral("Tie"), QStringLiteral("bad-question-0000001")).status, 422);
    // The page takes an answer back by Undo, never by sending nothing.
    QCOMPARE(answer(QStringLiteral("C1"), QString(), QStringLiteral("empty-value-00000001")).status, 422);
    QCOMPARE(answer(QStringLiteral("C1"), QStringLiteral("Tie"), QStringLiteral("short")).status, 400);
    QCOMPARE(
        answer(QStringLiteral("C1"), QString(30000, QLatin1Char('x')), QStringLiteral("long-value-000000001")).status,
        422);
    QCOMPARE(historyRows(*m_store), before);
    // The same request twice (a retry after a lost reply) is written once; so is a stale retry after a change.
    QCOMPARE(
        answer(QStringLiteral("C1"), QStringLiteral("B_MUCH_BETTER"), QStringLiteral("retry-0000000000001")).status,
        200);
    QCOMPARE(
        answer(QStringLiteral("C1"), QStringLiteral("B_MUCH_BETTER"), QStringLiteral("retry-0000000000001")).status,
        200);
    QCOMPARE(historyRows(*m_store), before + 1);
    QCOMPARE(
        answer(QStringLiteral("C1"), QStringLiteral("A_BETTER"), QStringLiteral("retry-0000000000002")).status, 200);
    QCOMPARE(
        answer(QStringLiteral("C1"), QStringLiteral("B_MUCH_BETTER"), QStringLiteral("retry-0000000000001")).status,
        200);
    QCOMPARE(historyRows(*m_store), before + 2);
    const auto c1 = [&c]() {
        return c.state()
            .value(QStringLiteral("item"))
            .toObject()
            .value(QStringLiteral("answers"))
            .toObject()
            .value(QStringLiteral("C1"))
            .toString();
    };
    QCOMPARE(c1(), QStringLiteral("A_BETTER"));
    // Undo takes back the last answer of this item, once per request key.
    const QJsonObject undo { { QStringLiteral("item"), handle },
        { QStringLiteral("key"), QStringLiteral("undo-00000000000001") } };
    QCOMPARE(c.post(QStringLiteral("/api/undo"), undo).status, 200);
    QCOMPARE(c.post(QStringLiteral("/api/undo"), undo).status, 200);
    QCOMPARE(historyRows(*m_store), before + 3);
    QCOMPARE(c1(), QStringLiteral("B_MUCH_BETTER"));
}

void TestServe::judgeOnlyAfterTheCommit()
{
    auto w = web(QStringLiteral("blind dr-arena"));
    WebClient c { *w };
    QVERIFY(c.open(invite(QStringLiteral("blind dr-arena"), QStringLiteral("ann"))));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    const QJsonObject which { { QStringLiteral("item"), item.value(QStringLiteral("handle")) } };
    QCOMPARE(c.post(QStringLiteral("/api/reveal"), which).status, 409);
    QCOMPARE(c.post(QStringLiteral("/api/commit"), which).status, 409); // nothing answered yet
    int keys = 100;
    answerAll(c, item, keys);
    const int doneBefore = c.state().value(QStringLiteral("progress")).toObject().value(QStringLiteral("done")).toInt();
    const HttpResponse committed = c.post(QStringLiteral("/api/commit"), which);
    QCOMPARE(committed.status, 200);
    QVERIFY(!jsonOf(committed).value(QStringLiteral("item")).toObject().contains(QStringLiteral("revealed")));
    // The commit's answer brings the progress as it is now (the page said "1 of 3" until the next item), and no place:
    // the committed item is still on screen.
    const QJsonObject progress = jsonOf(committed).value(QStringLiteral("progress")).toObject();
    QCOMPARE(progress.value(QStringLiteral("done")).toInt(), doneBefore + 1);
    QVERIFY(!progress.contains(QStringLiteral("position")) && !progress.contains(QStringLiteral("place")));
    const HttpResponse revealed = c.post(QStringLiteral("/api/reveal"), which);
    QCOMPARE(revealed.status, 200);
    QVERIFY(!jsonOf(revealed)
                 .value(QStringLiteral("revealed"))
                 .toObject()
                 .value(QStringLiteral("notes"))
                 .toArray()
                 .isEmpty());
    // A committed item stays committed: it cannot be skipped or flagged away.
    QCOMPARE(c.post(QStringLiteral("/api/skip"), which).status, 409);
    QCOMPARE(c.post(QStringLiteral("/api/flag"), which).status, 409);
}

// Two sessions of one annotator (a laptop and a phone): what one commits, the other cannot skip away; the project
// decides, not what a session remembers.
void TestServe::twoTabsAgreeWithTheProject()
{
    auto w = web(QStringLiteral("blind drb"));
    WebClient laptop { *w }, phone { *w };
    QVERIFY(laptop.open(invite(QStringLiteral("blind drb"), QStringLiteral("ann"))));
    QVERIFY(phone.open(invite(QStringLiteral("blind drb"), QStringLiteral("ann"))));
    const QJsonObject onLaptop = laptop.state().value(QStringLiteral("item")).toObject();
    const QJsonObject onPhone = phone.state().value(QStringLiteral("item")).toObject();
    int keys = 5000;
    QVERIFY(answerAll(phone, onPhone, keys) >= 0);
    QCOMPARE(phone
                 .post(QStringLiteral("/api/commit"),
                     { { QStringLiteral("item"), onPhone.value(QStringLiteral("handle")) } })
                 .status,
        200);
    const QJsonObject which { { QStringLiteral("item"), onLaptop.value(QStringLiteral("handle")) } };
    QCOMPARE(laptop.post(QStringLiteral("/api/skip"), which).status, 409);
    QCOMPARE(laptop.post(QStringLiteral("/api/flag"), which).status, 409);
    // The laptop may see the judge now: the project holds the commit.
    QCOMPARE(laptop.post(QStringLiteral("/api/reveal"), which).status, 200);
}

void TestServe::answersThatNoLongerApplyAreWithdrawn()
{
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("bob"))));
    const QJsonValue handle = c.state().value(QStringLiteral("item")).toObject().value(QStringLiteral("handle"));
    int n = 0;
    const auto answer = [&](const QString &question, const QString &value) {
        const HttpResponse r = c.post(QStringLiteral("/api/answer"),
            { { QStringLiteral("item"), handle }, { QStringLiteral("question"), question },
                { QStringLiteral("value"), value },
                { QStringLiteral("key"), QStringLiteral("applies-%1-aaaaaaaaaaa").arg(++n) } });
        return std::pair(
            r.status, jsonOf(r).value(QStringLiteral("item")).toObject().value(QStringLiteral("answers")).toObject());
    };
    QCOMPARE(answer(QStringLiteral("C1"), QStringLiteral("Tie")).first, 200);
    const auto tie = answer(QStringLiteral("C1_tie_quality"), QStringLiteral("HIGH"));
    QCOMPARE(tie.first, 200);
    QCOMPARE(tie.second.value(QStringLiteral("C1_tie_quality")).toString(), QStringLiteral("HIGH"));
    const auto better = answer(QStringLiteral("C1"), QStringLiteral("A_BETTER"));
    QCOMPARE(better.first, 200);
    QVERIFY(!better.second.contains(QStringLiteral("C1_tie_quality"))); // withdrawn, as the workbench does
    QCOMPARE(answer(QStringLiteral("C1_tie_quality"), QStringLiteral("LOW")).first, 409); // asked only after a tie
}

void TestServe::blindItemsRevealNothing_data()
{
    QTest::addColumn<QString>("protocol");
    for (const QString &p : models::protocolIds())
        QTest::newRow(qPrintable(p)) << p;
}

void TestServe::blindItemsRevealNothing()
{
    QFETCH(QString, protocol);
    const QString study = blindStudyName(protocol);
    const QStringList secrets = blindSecrets(m_store->database());
    QVERIFY(secrets.size() > 6);
    const auto info = models::StudyStore(*m_store).study(study);
    const auto queue = models::StudyStore(*m_store).queue(info->id, QStringLiteral("ann"));
    QVERIFY(queue && !queue->isEmpty());
    QStringList ids; // the project's ids of the items: a page sees aliases only
    for (const models::QueueItem &q : *queue)
        ids << q.target.toString();
    auto w = web(study);
    WebClient c { *w };
    QVERIFY(c.open(invite(study, QStringLiteral("ann"))));
    int keys = 1000, items = 0, revealedSecrets = 0;
    const auto scan = [&](const HttpResponse &r, const QString &when) {
        const QString bytes = QString::fromStdString(r.body);
        const QString leak = blindLeak(bytes, secrets);
        QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("%1 %2: '%3'").arg(protocol, when, leak)));
        for (const QString &id : ids)
            QVERIFY2(
                !QRegularExpression(QRegularExpression::escape(id) + QStringLiteral("(?!\\d)")).match(bytes).hasMatch(),
                qPrintable(QStringLiteral("%1 %2: the project's id %3").arg(protocol, when, id)));
    };
    for (QJsonObject state = c.state(); !state.value(QStringLiteral("finished")).toBool() && items < 20;
         state = c.state(), ++items) {
        QJsonObject item = state.value(QStringLiteral("item")).toObject();
        const QJsonValue handle = item.value(QStringLiteral("handle"));
        scan(c.seen.last(), QStringLiteral("state"));
        QVERIFY2(!item.value(QStringLiteral("judged")).toBool(), "whether a judge decided is the judge's too");
        for (const QJsonValue &b : item.value(QStringLiteral("blocks")).toArray())
            for (const QString &side : { QStringLiteral("left"), QStringLiteral("right"), QString() }) {
                const HttpResponse page = c.get(QStringLiteral("/api/page?item=%1&block=%2&side=%3")
                                                    .arg(QString::fromUtf8(QUrl::toPercentEncoding(handle.toString())),
                                                        b.toObject().value(QStringLiteral("id")).toString(), side));
                scan(page, QStringLiteral("page"));
            }
        for (int round = 0; round < 3 && !item.value(QStringLiteral("done")).toBool(); ++round) {
            answerAll(c, item, keys);
            for (const HttpResponse &r : c.seen)
                scan(r, QStringLiteral("answer"));
            c.seen.clear();
            const HttpResponse committed
                = c.post(QStringLiteral("/api/commit"), { { QStringLiteral("item"), handle } });
            QVERIFY2(committed.status == 200, qPrintable(QString::fromStdString(committed.body)));
            QVERIFY(!jsonOf(committed).value(QStringLiteral("item")).toObject().contains(QStringLiteral("revealed")));
            item = jsonOf(committed).value(QStringLiteral("item")).toObject();
            item.insert(QStringLiteral("done"), jsonOf(committed).value(QStringLiteral("done")));
        }
        QVERIFY(item.value(QStringLiteral("done")).toBool());
        // After the commit the judge may be shown: the scan finds what it looks for there (it is not blind to it).
        const HttpResponse revealed = c.post(QStringLiteral("/api/reveal"), { { QStringLiteral("item"), handle } });
        QCOMPARE(revealed.status, 200);
        revealedSecrets += blindLeak(QString::fromStdString(revealed.body), secrets).isEmpty() ? 0 : 1;
        c.seen.clear();
    }
    QVERIFY(items > 0);
    QVERIFY(c.state().value(QStringLiteral("finished")).toBool());
    if (protocol == QLatin1String("dr-arena"))
        QVERIFY2(revealedSecrets > 0, "the reveal shows the judge's reasoning, which the scan must recognise");
}

void TestServe::everyResponseCarriesItsPolicy()
{
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    const QJsonObject item = c.state().value(QStringLiteral("item")).toObject();
    c.get(QStringLiteral("/study"));
    c.get(QStringLiteral("/annotate.js"));
    c.get(QStringLiteral("/nothing-here"));
    c.get(QStringLiteral("/api/../../etc/passwd"));
    const HttpResponse page = c.get(QStringLiteral("/api/page?block=answers&side=left&item=")
        + QString::fromUtf8(QUrl::toPercentEncoding(item.value(QStringLiteral("handle")).toString())));
    QCOMPARE(page.status, 200);
    QVERIFY(headerOf(page, "Content-Security-Policy").contains(QLatin1String("sandbox")));
    QVERIFY(headerOf(page, "Content-Security-Policy").startsWith(QLatin1String("default-src 'none'")));
    for (const HttpResponse &r : c.seen) {
        QCOMPARE(headerOf(r, "X-Content-Type-Options"), QStringLiteral("nosniff"));
        QCOMPARE(headerOf(r, "Cache-Control"), QStringLiteral("no-store"));
        // The link's page alone keeps the referrer within the site, so its button's POST carries this site's Origin.
        const bool link = QString::fromStdString(r.body).contains(QLatin1String("action=\"/i/"));
        QCOMPARE(headerOf(r, "Referrer-Policy"), link ? QStringLiteral("same-origin") : QStringLiteral("no-referrer"));
        const QString policy = headerOf(r, "Content-Security-Policy");
        QVERIFY(policy.startsWith(QLatin1String("default-src 'none'")));
        QVERIFY(!policy.contains(QLatin1String("unsafe-eval")));
        QVERIFY(!policy.contains(QLatin1String("script-src")) || policy.contains(QLatin1String("script-src 'self';")));
        QVERIFY(!QString::fromStdString(r.body).contains(QLatin1String("/etc/passwd")) || r.status == 404);
    }
}

void TestServe::aRunawayClientIsSlowedDown()
{
    serve::StudyWeb w(*m_store, *models::StudyStore(*m_store).study(m_shared), serve::WebOptions {});
    WebClient c { w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("ann"))));
    int refused = 0;
    for (int i = 0; i < 200; ++i)
        refused += c.get(QStringLiteral("/api/state")).status == 429 ? 1 : 0;
    QVERIFY2(refused > 100, qPrintable(QString::number(refused)));
}

void TestServe::aPinGuardsTheLink()
{
    QVERIFY(models::StudyStore(*m_store).setPin(QStringLiteral("bob"), { QStringLiteral("314159"), {}, true }));
    auto w = web(m_shared);
    WebClient c { *w };
    QVERIFY(c.open(invite(m_shared, QStringLiteral("bob"))));
    const QJsonObject state = c.state();
    QVERIFY(state.value(QStringLiteral("pinRequired")).toBool());
    QVERIFY(!state.contains(QStringLiteral("item"))); // nothing of the study before the PIN
    QCOMPARE(c.post(QStringLiteral("/api/answer"), { { QStringLiteral("item"), QStringLiteral("x") } }).status, 403);
    QCOMPARE(c.get(QStringLiteral("/api/page?item=x&block=answers&side=left")).status, 403);
    QCOMPARE(c.post(QStringLiteral("/api/pin"), { { QStringLiteral("pin"), QStringLiteral("271828") } }).status, 403);
    QCOMPARE(c.post(QStringLiteral("/api/pin"), { { QStringLiteral("pin"), QStringLiteral("314159") } }).status, 200);
    QVERIFY(c.state().value(QStringLiteral("item")).toObject().contains(QStringLiteral("handle")));
    // Five wrong PINs for the link, from any of its sessions, lock it (a fresh session does not start over).
    const QString token = invite(m_shared, QStringLiteral("bob"));
    for (int i = 0; i < 5; ++i) {
        WebClient guess { *w };
        guess.peer = "10.0.1." + std::to_string(i); // from different addresses
        QVERIFY(guess.open(token));
        QCOMPARE(guess.post(QStringLiteral("/api/pin"), { { QStringLiteral("pin"), QStringLiteral("000000") } }).status,
            403);
    }
    WebClient last { *w };
    last.peer = "10.0.2.1";
    QVERIFY(last.open(token));
    QCOMPARE(
        last.post(QStringLiteral("/api/pin"), { { QStringLiteral("pin"), QStringLiteral("314159") } }).status, 429);
}

QTEST_GUILESS_MAIN(TestServe)
#include "tst_serve.moc"
