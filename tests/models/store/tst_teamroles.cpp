// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Identity on a team, on a private PostgreSQL server: an annotator's own login role reads only what a blind session
// may show and writes only its own answers, through the server's checks; the owner sees everything. The attacks are
// run as the annotator's real login, as she would in psql.
#include "models/forms/formjson.h"
#include "models/forms/target.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/store/team/teamroles.h"
#include "tests/models/postgresserver.h"
#include "tests/models/studytesting.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <algorithm>
#include <numeric>

using namespace draudit::models;
using draudit::tests::pilot;

class TestTeamRoles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void annotatorRoleSeesItsSessionOnly();
    void annotatorLoginCannotWriteAroundTheServer();
    void battleRoundsAreReleasedOneAtATime();
    void sqliteHasNoRoles();
    void aVersion10TeamProjectGetsTheNewViews();
    void theSameSchemaGetsNewViewsWhenItsOwnerOpensIt();

private:
    static QStringList column(ProjectStore &store, const QString &sql);
    static bool refused(ProjectStore &store, const QString &sql);
    // The server's error for a statement, or an empty string when it ran.
    static QString errorOf(ProjectStore &store, const QString &sql, const QVariantList &binds = {});
    // A team project with the demo's battles, ann and bob granted their roles; returns the owner's store and url.
    std::unique_ptr<ProjectStore> teamProject(const QString &name, int battles, QString *url);
    static std::unique_ptr<ProjectStore> login(const QString &url, const QString &role);
    // Answers every question of the item's form asked before the commit (the first option, the minimum, "ok").
    static bool answerAll(ProjectStore &store, const StudyInfo &study, const QString &item, bool afterCommit = false);

    std::unique_ptr<draudit::tests::PostgresServer> m_pg;
};

void TestTeamRoles::initTestCase()
{
    m_pg = std::make_unique<draudit::tests::PostgresServer>();
}

QStringList TestTeamRoles::column(ProjectStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql))
        return { QStringLiteral("error: ") + q.lastError().text() };
    QStringList out;
    while (q.next())
        out << (q.value(0).isNull() ? QStringLiteral("NULL") : q.value(0).toString());
    return out;
}

bool TestTeamRoles::refused(ProjectStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    const bool ok = q.exec(sql);
    return !ok && q.lastError().text().contains(QStringLiteral("permission denied"));
}

QString TestTeamRoles::errorOf(ProjectStore &store, const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(store.database());
    q.prepare(sql);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    return q.exec() ? QString() : q.lastError().databaseText();
}

std::unique_ptr<ProjectStore> TestTeamRoles::teamProject(const QString &name, int battles, QString *url)
{
    *url = m_pg->createDatabase(name);
    auto created = ProjectStore::create(*url);
    if (!created)
        return nullptr;
    DemoOptions o;
    o.battles = battles;
    o.answerWords = 30;
    o.reportWords = 40;
    if (!generateDemo(**created, o) || !StudyStore(**created).addAnnotator(QStringLiteral("ann"), {})
        || !StudyStore(**created).addAnnotator(QStringLiteral("bob"), {}))
        return nullptr;
    return std::move(*created);
}

std::unique_ptr<ProjectStore> TestTeamRoles::login(const QString &url, const QString &role)
{
    auto opened = ProjectStore::open(QString(url).replace(QStringLiteral("postgres@"), role + QLatin1Char('@')));
    return opened ? std::move(*opened) : nullptr;
}

bool TestTeamRoles::answerAll(ProjectStore &store, const StudyInfo &study, const QString &item, bool afterCommit)
{
    const auto form = readForm(study.formJson.toUtf8(), study.name);
    const auto expanded = form ? formForItem(store, *form, Target::parse(item), 0)
                               : Result<FormDefinition>(tl::unexpected(form.error()));
    if (!expanded)
        return false;
    for (const FormQuestion &q : expanded->questions) {
        if (q.afterCommit != afterCommit || q.afterReveal)
            continue;
        const QString value = q.kind == FormQuestion::Kind::SingleChoice ? q.options.front().value
            : q.kind == FormQuestion::Kind::Number                       ? QString::number(q.minimum)
                                                                         : QStringLiteral("ok");
        if (!AnnotationStore(store).set({ QStringLiteral("ann"), Target::parse(q.storedTarget(item)), q.storedField(),
                value, {}, study.id, QStringLiteral("test") }))
            return false;
    }
    return true;
}

void TestTeamRoles::annotatorRoleSeesItsSessionOnly()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    QString url;
    auto created = teamProject(QStringLiteral("team"), 4, &url);
    QVERIFY(created);
    ProjectStore &owner = *created;
    const QStringList names = column(owner, QStringLiteral("SELECT name FROM systems"));
    // Answers that name their own model, as real ones sometimes do, and others' in capitals; a prompt that names one.
    QVERIFY(
        QSqlQuery(owner.database())
            .exec(QStringLiteral("UPDATE responses SET text = text || ' (written by ' || (SELECT name FROM systems "
                                 "WHERE id = system_id) || ', not ' || (SELECT upper(name) FROM systems WHERE id <> "
                                 "system_id ORDER BY id LIMIT 1) || ')'")));
    QVERIFY(
        QSqlQuery(owner.database())
            .exec(QStringLiteral("UPDATE tasks SET prompt = prompt || ' Compare with ' || (SELECT name FROM systems "
                                 "ORDER BY id DESC LIMIT 1) || '.'")));
    QVERIFY(QSqlQuery(owner.database())
                .exec(QStringLiteral("UPDATE responses SET metadata = '{\"model\": \"' || (SELECT name FROM systems "
                                     "WHERE id = system_id) || '\", \"kind\": \"claims\"}'")));
    const StudyInfo s = pilot(owner, QStringLiteral("blind"), 3);
    StudyStore studies(owner);
    QVERIFY(studies.assign(QStringLiteral("blind"), { QStringLiteral("ann"), QStringLiteral("bob") }, {}));
    QVERIFY(studies.setPin(QStringLiteral("ann"), { QStringLiteral("471147"), {}, true }));
    for (const char *who : { "ann", "bob" }) {
        const auto granted = grantAnnotatorRole(
            owner, QString::fromLatin1(who), QString::fromLatin1(who), {}, questionsOfQueue(owner));
        QVERIFY2(granted, qPrintable(granted ? QString() : granted.error().toString()));
    }
    // Granting again (a second run of the owner's command) changes nothing and does not fail.
    QVERIFY(grantAnnotatorRole(owner, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(owner)));
    QVERIFY(!grantAnnotatorRole(
        owner, QStringLiteral("ann"), QStringLiteral("Robert'); DROP"), {}, questionsOfQueue(owner)));

    auto opened = login(url, QStringLiteral("ann"));
    QVERIFY(opened);
    ProjectStore &ann = *opened;
    QVERIFY(ann.isTeamAnnotator());
    QVERIFY(!owner.isTeamAnnotator());
    // Nothing of the judge and no identity: one system, named [system], with one id everywhere.
    QCOMPARE(column(ann, QStringLiteral("SELECT DISTINCT id || name FROM systems")),
        QStringList { QStringLiteral("0[system]") });
    QCOMPARE(column(ann, QStringLiteral("SELECT DISTINCT system_a + system_b FROM comparisons")),
        QStringList { QStringLiteral("0") });
    QCOMPARE(
        column(ann, QStringLiteral("SELECT DISTINCT system_id FROM responses")), QStringList { QStringLiteral("0") });
    QCOMPARE(column(ann, QStringLiteral("SELECT count(*) FROM judge_records")), QStringList { QStringLiteral("0") });
    QCOMPARE(column(ann,
                 QStringLiteral("SELECT count(*) FROM comparisons WHERE winner IS NOT NULL OR score_a IS NOT "
                                "NULL OR title IS NOT NULL")),
        QStringList { QStringLiteral("0") });
    QCOMPARE(column(ann,
                 QStringLiteral("SELECT count(*) FROM rounds WHERE evolution IS NOT NULL OR depth IS NOT NULL "
                                "OR score_a IS NOT NULL")),
        QStringList { QStringLiteral("0") });
    for (const QString &name : names)
        for (const char *table : { "responses WHERE lower(text)", "tasks WHERE lower(prompt)" })
            QCOMPARE(
                column(ann,
                    QStringLiteral("SELECT count(*) FROM %1 LIKE '%%2%'").arg(QLatin1String(table), name.toLower())),
                QStringList { QStringLiteral("0") });
    QVERIFY(column(ann, QStringLiteral("SELECT count(*) FROM responses WHERE text LIKE '%[system], not [system])%'"))
                .value(0)
                .toInt()
        > 0);
    // Of a report's metadata only its shape, as in a blind package: a claim list stays one, nothing else is read.
    QCOMPARE(column(ann, QStringLiteral("SELECT DISTINCT coalesce(metadata, 'none') FROM responses")),
        QStringList { QStringLiteral("{\"kind\":\"claims\"}") });
    QCOMPARE(column(ann, QStringLiteral("SELECT name || ':' || coalesce(pin_hash, 'none') FROM annotators")),
        QStringList { QStringLiteral("ann:none") });
    // No id an annotator reads is one the tables use: they are aliases, in targets too.
    const QStringList realRounds = column(owner, QStringLiteral("SELECT id FROM rounds"));
    for (const QString &id : column(ann,
             QStringLiteral("SELECT id FROM rounds UNION SELECT task_id FROM rounds "
                            "UNION SELECT response_a FROM rounds UNION SELECT id FROM "
                            "comparisons")))
        QVERIFY2(id.toLongLong() > (qint64(1) << 52), qPrintable(id));
    for (const char *sql : { "SELECT count(*) FROM public.judge_records", "SELECT name FROM public.systems",
             "SELECT winner FROM public.comparisons", "SELECT count(*) FROM packages",
             "SELECT count(*) FROM adjudications", "SELECT pin_hash FROM public.annotators",
             "SELECT count(*) FROM public.rounds", "SELECT count(*) FROM public.assignments",
             "SELECT count(*) FROM public.study_items", "SELECT count(*) FROM public.annotations",
             "SELECT count(*) FROM draudit_private.aliases", "SELECT count(*) FROM draudit_private.answer_rules",
             "SELECT draudit_private.real_target('round:1')", "SELECT count(*) FROM check_answers" })
        QVERIFY2(refused(ann, QString::fromLatin1(sql)), sql);
    // The session works: the queue, the item as the workbench reads it, an answer, progress.
    const QList<QueueItem> queue = StudyStore(ann).queue(s.id, QStringLiteral("ann")).value();
    QCOMPARE(queue.size(), StudyStore(owner).queue(s.id, QStringLiteral("ann")).value().size());
    QVERIFY(!realRounds.contains(QString::number(queue.front().target.id())));
    QVERIFY(StudyStore(ann).queue(s.id, QStringLiteral("bob")).value().isEmpty()); // bob's rows are not readable
    const QString item = queue.front().target.toString();
    const auto battle = Catalog(ann).comparisonWithRound(Target::parse(item).id());
    QVERIFY2(battle, qPrintable(battle ? QString() : battle.error().toString()));
    QCOMPARE(battle->systemA, QStringLiteral("[system]"));
    QVERIFY(battle->winner.isEmpty());
    const AnnotationEdit mine { QStringLiteral("ann"), Target::parse(item), QStringLiteral("C1"), QStringLiteral("Tie"),
        {}, s.id, QStringLiteral("test") };
    QVERIFY2(AnnotationStore(ann).set(mine), "ann answers as ann");
    // Not as bob, nor as a name no one has, and the two refusals read alike (no name is confirmed).
    AnnotationEdit forged = mine;
    forged.annotator = QStringLiteral("bob");
    const auto asBob = AnnotationStore(ann).set(forged);
    QVERIFY(!asBob);
    QVERIFY2(asBob.error().message.contains(QStringLiteral("only its own answers")), qPrintable(asBob.error().message));
    forged.annotator = QStringLiteral("mallory");
    const auto asNobody = AnnotationStore(ann).set(forged);
    QVERIFY(!asNobody);
    QCOMPARE(asNobody.error().message, asBob.error().message);
    // Committing needs every question asked before the commit: C1 = Tie asks for the tie's quality and a reason.
    QVERIFY(!StudyStore(ann).recordBlindingEvent(
        s.id, QStringLiteral("ann"), Target::parse(item), StudyStore::BlindingEvent::Committed));
    QVERIFY(!StudyStore(ann).markItem(
        s.id, QStringLiteral("ann"), Target::parse(item), draudit::models::QueueStatus::Done, 12));
    QCOMPARE(column(ann, QStringLiteral("SELECT count(*) FROM judge_records")), QStringList { QStringLiteral("0") });
    QVERIFY(answerAll(ann, s, item));
    QVERIFY(StudyStore(ann).recordBlindingEvent(
        s.id, QStringLiteral("ann"), Target::parse(item), StudyStore::BlindingEvent::Committed));
    QVERIFY(StudyStore(ann).markItem(
        s.id, QStringLiteral("ann"), Target::parse(item), draudit::models::QueueStatus::Done, 12));
    // Once committed, that item's verdict is readable, and only that one, under the item's own (aliased) target.
    QCOMPARE(column(ann, QStringLiteral("SELECT DISTINCT target FROM judge_records")), QStringList { item });
    // The owner sees everything, including ann's answers, stored under the real target with server times.
    QCOMPARE(column(owner, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'verdict'")),
        column(owner, QStringLiteral("SELECT count(*) FROM rounds")));
    const QStringList stored = column(owner,
        QStringLiteral("SELECT DISTINCT a.target FROM annotations a JOIN annotators n ON n.id = a.annotator_id "
                       "WHERE n.name = 'ann'"));
    QCOMPARE(stored.size(), 1);
    QVERIFY(realRounds.contains(
        Target::parse(stored.front()).id() > 0 ? QString::number(Target::parse(stored.front()).id()) : QString()));
    QCOMPARE(column(owner,
                 QStringLiteral("SELECT count(*) FROM annotation_history h JOIN annotators n ON n.id = "
                                "h.annotator_id WHERE n.name = 'ann'")),
        column(owner,
            QStringLiteral("SELECT sum(version) FROM annotations a JOIN annotators n ON n.id = "
                           "a.annotator_id WHERE n.name = 'ann'")));
}

// Each way around the server that worked on the tables themselves, tried as ann's login.
void TestTeamRoles::annotatorLoginCannotWriteAroundTheServer()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    QString url;
    auto owner = teamProject(QStringLiteral("attacks"), 3, &url);
    QVERIFY(owner);
    const StudyInfo s = pilot(*owner, QStringLiteral("blind"), 3);
    const StudyInfo other = pilot(*owner, QStringLiteral("other"), 4);
    QVERIFY(StudyStore(*owner).assign(QStringLiteral("blind"), { QStringLiteral("ann"), QStringLiteral("bob") }, {}));
    QVERIFY(StudyStore(*owner).assign(QStringLiteral("other"), { QStringLiteral("bob") }, {}));
    for (const char *who : { "ann", "bob" })
        QVERIFY(grantAnnotatorRole(
            *owner, QString::fromLatin1(who), QString::fromLatin1(who), {}, questionsOfQueue(*owner)));
    auto ann = login(url, QStringLiteral("ann"));
    QVERIFY(ann);
    const QString item = StudyStore(*ann).queue(s.id, QStringLiteral("ann")).value().front().target.toString();
    const QString before = column(*owner,
        QStringLiteral("SELECT count(*) || '/' || count(committed_at) || '/' || "
                       "min(target) FROM blinding"))
                               .join(QString());
    // The blinding and progress tables, directly or through the views: no write at all.
    for (const char *sql : { "UPDATE public.blinding SET committed_at = now()::text WHERE committed_at IS NULL",
             "UPDATE blinding SET committed_at = now()::text", "UPDATE public.blinding SET target = 'round:1'",
             "UPDATE public.assignments SET status = 'done'", "UPDATE assignments SET status = 'done'",
             "INSERT INTO annotators (name, created_at, db_role) VALUES ('eve', 'now', session_user)",
             "INSERT INTO public.annotators (name, created_at, db_role) VALUES ('bob', 'now', session_user)",
             "UPDATE public.annotations SET value = 'Tie'", "UPDATE annotations SET value = 'Tie'",
             "DELETE FROM annotation_history",
             "INSERT INTO public.annotation_history (annotation_id, study_id, "
             "annotator_id, target, field, new_value, changed_at) VALUES "
             "(1, 1, 1, 'round:1', 'C1', 'Tie', '2000-01-01')",
             "CREATE TABLE public.judge_copy AS SELECT 1", "CREATE VIEW draudit_blind.mine AS SELECT 1" })
        QVERIFY2(!errorOf(*ann, QString::fromLatin1(sql)).isEmpty(), sql);
    QCOMPARE(column(*owner,
                 QStringLiteral("SELECT count(*) || '/' || count(committed_at) || '/' || min(target) FROM "
                                "blinding"))
                 .join(QString()),
        before);
    // The functions: only questions the item asks, with values they allow, in her own study, bounded text.
    const QString set = QStringLiteral("SELECT draudit_blind.set_answer(?, 'ann', ?, ?, ?, ?, 'psql')");
    const QString accepted = errorOf(*ann, set, { s.id, item, QStringLiteral("C1"), QStringLiteral("Tie"), QString() });
    QVERIFY2(accepted.isEmpty(), qPrintable(accepted));
    const QList<QVariantList> refusedCalls {
        { s.id, item, QStringLiteral("C9"), QStringLiteral("Tie"), QString() }, // not a question of the form
        { s.id, item, QStringLiteral("C1"), QStringLiteral("A_WINS"), QString() }, // not an option
        { s.id, item, QStringLiteral("C1"), QStringLiteral("Tie"), QString(70000, QLatin1Char('x')) }, // a huge reason
        { s.id, item, QStringLiteral("C1"), QStringLiteral("Tie"), QStringLiteral("a\x01b") }, // a control character
        { other.id, item, QStringLiteral("C1"), QStringLiteral("Tie"), QString() }, // a study not hers
        { s.id, QStringLiteral("round:1"), QStringLiteral("C1"), QStringLiteral("Tie"), QString() }, // a real id
        // Her own item with a leading zero: no target to the program (Target::parse), so none to the server either.
        { s.id, QStringLiteral("round:0") + item.mid(6), QStringLiteral("C1"), QStringLiteral("Tie"), QString() },
    };
    for (const QVariantList &call : refusedCalls)
        QVERIFY2(!errorOf(*ann, set, call).isEmpty(), qPrintable(call.value(2).toString() + call.value(1).toString()));
    // Progress and blinding times come from the server only, and are checked.
    const QString mark = QStringLiteral("SELECT draudit_blind.mark_item(?, 'ann', ?, ?, ?)");
    for (const QVariantList &call : QList<QVariantList> { { s.id, item, QStringLiteral("done"), 1.0 },
             { s.id, item, QStringLiteral("finished"), 1.0 }, { s.id, item, QStringLiteral("skipped"), -5.0 },
             { s.id, item, QStringLiteral("skipped"), 1e9 }, { s.id, item, QStringLiteral("skipped"), qQNaN() } })
        QVERIFY2(!errorOf(*ann, mark, call).isEmpty(), qPrintable(call.value(2).toString()));
    QVERIFY(!errorOf(*ann, QStringLiteral("SELECT draudit_blind.record_event(?, 'ann', ?, 'revealed')"), { s.id, item })
                 .isEmpty());
    QVERIFY(
        !errorOf(*ann, QStringLiteral("SELECT draudit_blind.record_event(?, 'ann', ?, 'committed')"), { s.id, item })
             .isEmpty());
    QCOMPARE(column(*ann, QStringLiteral("SELECT count(*) FROM judge_records")), QStringList { QStringLiteral("0") });
    // The one accepted answer has its history row, dated by the server (now, not a time she chose).
    const QStringList history = column(*owner,
        QStringLiteral("SELECT h.new_value || '@' || left(h.changed_at, 10) FROM annotation_history h JOIN annotators "
                       "n ON n.id = h.annotator_id WHERE n.name = 'ann'"));
    QCOMPARE(history,
        QStringList {
            QStringLiteral("Tie@") + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd")) });
    // A stored text that reads like a target but is none (round:0N: a row imported before such text was refused, or
    // the owner's own SQL) shows her no project id: it is opaque, as a package makes it, and the same each time.
    const QString realRound = column(*owner, QStringLiteral("SELECT min(id) FROM rounds")).value(0);
    QVERIFY(QSqlQuery(owner->database())
                .exec(QStringLiteral("INSERT INTO annotations (study_id, annotator_id, target, field, value, "
                                     "created_at, updated_at) SELECT %1, id, 'round:0%2', 'C1', 'Tie', 'now', 'now' "
                                     "FROM annotators WHERE name = 'ann'")
                          .arg(s.id)
                          .arg(realRound)));
    const QStringList shown = column(*ann, QStringLiteral("SELECT target FROM annotations ORDER BY id"));
    QCOMPARE(shown.size(), 2);
    static const QRegularExpression opaque(QStringLiteral("^unreadable:[0-9]+$"));
    QVERIFY2(opaque.match(shown.back()).hasMatch(), qPrintable(shown.back()));
    QCOMPARE(column(*ann, QStringLiteral("SELECT target FROM annotations ORDER BY id")), shown);
}

// In a study of whole battles, a battle's next round is in the annotator's views only once the round before it is
// committed, and no alias, position or count says how long a battle is before that.
void TestTeamRoles::battleRoundsAreReleasedOneAtATime()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    QString url;
    auto owner = teamProject(QStringLiteral("battles"), 8, &url);
    QVERIFY(owner);
    const StudySpec spec = draudit::tests::wholeBattleStudy(QStringLiteral("whole battles"), 5, 3);
    const auto study = createStudy(*owner, spec);
    QVERIFY(study);
    QVERIFY(StudyStore(*owner).assign(spec.name, { QStringLiteral("ann") }, {}));
    QVERIFY(grantAnnotatorRole(*owner, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(*owner)));
    // The owner's view: the battles' lengths, in queue order.
    QList<int> lengths;
    QString lastUnit;
    const QList<QueueItem> full = StudyStore(*owner).queue(study->id, QStringLiteral("ann")).value();
    for (const QueueItem &i : full) {
        QVERIFY2(i.unit.isValid(), qPrintable(i.target.toString()));
        if (i.unit.toString() != lastUnit)
            lengths << 0;
        ++lengths.back();
        lastUnit = i.unit.toString();
    }
    QVERIFY2(std::any_of(lengths.begin(), lengths.end(), [](int n) { return n > 1; }), "a battle of several rounds");
    auto ann = login(url, QStringLiteral("ann"));
    QVERIFY(ann);
    const auto seen = [&] { return StudyStore(*ann).queue(study->id, QStringLiteral("ann")).value(); };
    // Before anything is committed: each battle's first round, positions 1..n, one round per battle in every view.
    QCOMPARE(seen().size(), lengths.size());
    QCOMPARE(column(*ann, QStringLiteral("SELECT string_agg(position::text, ',' ORDER BY position) FROM assignments")),
        QStringList { QStringLiteral("1,2,3,4,5") });
    QCOMPARE(
        column(*ann, QStringLiteral("SELECT count(*) FROM rounds")), QStringList { QString::number(lengths.size()) });
    QCOMPARE(column(*ann, QStringLiteral("SELECT max(round_no) FROM rounds")), QStringList { QStringLiteral("1") });
    QCOMPARE(column(*ann, QStringLiteral("SELECT count(*) FROM study_items")),
        QStringList { QString::number(lengths.size()) });
    // D2 ("were the rounds sufficient?") is asked only at a battle's end: before the commit, asking it is refused
    // alike whether the battle ends there or not.
    QStringList d2Refusals;
    for (const QueueItem &i : seen())
        d2Refusals << errorOf(*ann, QStringLiteral("SELECT draudit_blind.set_answer(?, 'ann', ?, 'D2', 'yes', '', '')"),
            { study->id, i.target.toString() })
                          .replace(i.target.toString(), QStringLiteral("ITEM"));
    d2Refusals.removeDuplicates();
    QCOMPARE(d2Refusals.size(), 1);
    QVERIFY(!d2Refusals.front().isEmpty());
    // Work through the battles in order: after each commit the view grows by one round exactly when the owner's
    // battle goes on.
    int released = static_cast<int>(lengths.size());
    for (int b = 0; b < lengths.size(); ++b)
        for (int r = 0; r < lengths[b]; ++r) {
            const QList<QueueItem> now = seen();
            const QueueItem current = *std::find_if(now.begin(), now.end(),
                [](const QueueItem &i) { return i.status != draudit::models::QueueStatus::Done; });
            QVERIFY(answerAll(*ann, *study, current.target.toString()));
            QVERIFY(StudyStore(*ann).recordBlindingEvent(
                study->id, QStringLiteral("ann"), current.target, StudyStore::BlindingEvent::Committed));
            released += r + 1 < lengths[b] ? 1 : 0;
            QCOMPARE(seen().size(), released);
            QVERIFY(answerAll(*ann, *study, current.target.toString(), true)); // D2 at the battle's end
            QVERIFY(StudyStore(*ann).markItem(
                study->id, QStringLiteral("ann"), current.target, draudit::models::QueueStatus::Done, 3));
        }
    QCOMPARE(seen().size(), std::accumulate(lengths.begin(), lengths.end(), 0));
}

void TestTeamRoles::sqliteHasNoRoles()
{
    QTemporaryDir dir;
    auto store = ProjectStore::create(dir.filePath(QStringLiteral("one.draudit")));
    QVERIFY(store);
    QVERIFY(StudyStore(**store).addAnnotator(QStringLiteral("ann"), {}));
    const auto r
        = grantAnnotatorRole(**store, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(**store));
    QVERIFY(!r);
    QVERIFY(r.error().message.contains(QStringLiteral("PostgreSQL")));
}

// A team project written by schema 10 (before assignments.flagged_at) is migrated when its owner opens it, and the
// annotators' views and functions are installed again on the new column: ann's queue reads, and her flag is kept.
// Dropping the column drops the views built on it, as a v10 project's views lacked it; before refreshTeamSchema ran
// on a migration, ann's queue failed.
void TestTeamRoles::aVersion10TeamProjectGetsTheNewViews()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    QString url;
    qint64 study = 0;
    {
        auto owner = teamProject(QStringLiteral("version10"), 3, &url);
        QVERIFY(owner);
        study = pilot(*owner, QStringLiteral("blind"), 3).id;
        QVERIFY(StudyStore(*owner).assign(QStringLiteral("blind"), { QStringLiteral("ann") }, {}));
        QVERIFY(grantAnnotatorRole(*owner, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(*owner)));
        QSqlQuery q(owner->database());
        QVERIFY2(q.exec(QStringLiteral("ALTER TABLE assignments DROP COLUMN flagged_at CASCADE")),
            qPrintable(q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '10' WHERE key = 'schema_version'")));
        // Before the owner migrates it, ann's login cannot open it (it may not change the schema), and says so.
        const auto stale
            = ProjectStore::open(QString(url).replace(QStringLiteral("postgres@"), QStringLiteral("ann@")));
        QVERIFY(!stale);
        QVERIFY2(stale.error().toString().contains(QStringLiteral("must be upgraded by its owner")),
            qPrintable(stale.error().toString()));
    }
    auto reopened = ProjectStore::open(url);
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().toString()));
    QCOMPARE(column(**reopened, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")),
        QStringList { QStringLiteral("11") });
    auto ann = login(url, QStringLiteral("ann"));
    QVERIFY(ann);
    const auto queue = StudyStore(*ann).queue(study, QStringLiteral("ann"));
    QVERIFY2(queue, qPrintable(queue ? QString() : queue.error().toString()));
    QVERIFY(!queue->isEmpty());
    const QString item = queue->front().target.toString();
    const QString mark = QStringLiteral("SELECT draudit_blind.mark_item(?, 'ann', ?, 'flagged', 1.0)");
    const QString flagged = errorOf(*ann, mark, { study, item });
    QVERIFY2(flagged.isEmpty(), qPrintable(flagged));
    const auto after = StudyStore(*ann).queue(study, QStringLiteral("ann"));
    QVERIFY(after);
    QVERIFY(std::any_of(
        after->begin(), after->end(), [&](const QueueItem &i) { return i.target.toString() == item && i.flagged; }));
}

// A newer draudit's views and functions (a blinding fix) reach a team's project whose schema version did not change,
// when its owner opens it: the ones an older draudit installed (no fingerprint, a stale function) are installed again.
void TestTeamRoles::theSameSchemaGetsNewViewsWhenItsOwnerOpensIt()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    QString url;
    auto owner = teamProject(QStringLiteral("refresh"), 3, &url);
    QVERIFY(owner);
    pilot(*owner, QStringLiteral("blind"), 3);
    QVERIFY(StudyStore(*owner).assign(QStringLiteral("blind"), { QStringLiteral("ann") }, {}));
    QVERIFY(grantAnnotatorRole(*owner, QStringLiteral("ann"), QStringLiteral("ann"), {}, questionsOfQueue(*owner)));
    const QString shape
        = QStringLiteral("SELECT draudit_blind.metadata_shape('{\"kind\": \"claims\", \"model\": \"x\"}')");
    QCOMPARE(column(*owner, shape), QStringList { QStringLiteral("{\"kind\":\"claims\"}") });
    QSqlQuery q(owner->database());
    QVERIFY(q.exec(QStringLiteral("CREATE OR REPLACE FUNCTION draudit_blind.metadata_shape(p_metadata TEXT) RETURNS "
                                  "TEXT LANGUAGE sql IMMUTABLE AS $f$ SELECT p_metadata $f$")));
    QVERIFY(q.exec(QStringLiteral("DROP TABLE draudit_private.installed")));
    q.finish();
    owner.reset();
    auto reopened = ProjectStore::open(url);
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().toString()));
    QCOMPARE(column(**reopened, shape), QStringList { QStringLiteral("{\"kind\":\"claims\"}") });
    QCOMPARE(column(**reopened, QStringLiteral("SELECT count(*) FROM draudit_private.installed")),
        QStringList { QStringLiteral("1") });
}

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_teamroles.moc"
