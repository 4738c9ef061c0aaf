// Identity on a team, on a private PostgreSQL server: an annotator's own login role reads only what a blind session
// may show and writes only its own answers; the owner sees everything.
#include "models/forms/target.h"
#include "models/store/annotationstore.h"
#include "models/store/catalog.h"
#include "models/store/projectstore.h"
#include "models/store/studystore.h"
#include "models/store/teamroles.h"
#include "tests/models/postgresserver.h"
#include "tests/models/studytesting.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace draudit::models;
using draudit::tests::pilot;

class TestTeamRoles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void annotatorRoleSeesItsSessionOnly();
    void sqliteHasNoRoles();

private:
    static QStringList column(ProjectStore &store, const QString &sql);
    static bool refused(ProjectStore &store, const QString &sql);

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

void TestTeamRoles::annotatorRoleSeesItsSessionOnly()
{
    if (!m_pg->isRunning())
        QSKIP(qPrintable(QStringLiteral("PostgreSQL tests skipped: ") + m_pg->whyNot()));
    const QString url = m_pg->createDatabase(QStringLiteral("team"));
    auto created = ProjectStore::create(url);
    QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
    ProjectStore &owner = **created;
    DemoOptions o;
    o.battles = 4;
    o.answerWords = 30;
    o.reportWords = 40;
    QVERIFY(generateDemo(owner, o));
    QStringList names = column(owner, QStringLiteral("SELECT name FROM systems"));
    // Answers that name their own model, as real ones sometimes do.
    QVERIFY(QSqlQuery(owner.database())
                .exec(QStringLiteral("UPDATE responses SET text = text || ' (written by ' || (SELECT name FROM systems "
                                     "WHERE id = system_id) || ')'")));
    const StudyInfo s = pilot(owner, QStringLiteral("blind"), 3);
    StudyStore studies(owner);
    QVERIFY(studies.assign(QStringLiteral("blind"), { QStringLiteral("ann"), QStringLiteral("bob") }, {}));
    QVERIFY(studies.addAnnotator(QStringLiteral("ann"), {}, QStringLiteral("471147")));
    for (const char *who : { "ann", "bob" }) {
        const auto granted = grantAnnotatorRole(owner, QString::fromLatin1(who), QString::fromLatin1(who), {});
        QVERIFY2(granted, qPrintable(granted ? QString() : granted.error().toString()));
    }
    // Granting again (a second run of the owner's command) changes nothing and does not fail.
    QVERIFY(grantAnnotatorRole(owner, QStringLiteral("ann"), QStringLiteral("ann"), {}));
    QVERIFY(!grantAnnotatorRole(owner, QStringLiteral("ann"), QStringLiteral("Robert'); DROP"), {}));

    auto opened = ProjectStore::open(QString(url).replace(QStringLiteral("postgres@"), QStringLiteral("ann@")));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
    ProjectStore &ann = **opened;
    // Nothing of the judge and no identity.
    QCOMPARE(
        column(ann, QStringLiteral("SELECT DISTINCT name FROM systems")), QStringList { QStringLiteral("[system]") });
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
        QCOMPARE(column(ann, QStringLiteral("SELECT count(*) FROM responses WHERE text LIKE '%%1%'").arg(name)),
            QStringList { QStringLiteral("0") });
    QCOMPARE(column(ann, QStringLiteral("SELECT name || ':' || coalesce(pin_hash, 'none') FROM annotators")),
        QStringList { QStringLiteral("ann:none") });
    for (const char *sql : { "SELECT count(*) FROM public.judge_records", "SELECT name FROM public.systems",
             "SELECT winner FROM public.comparisons", "SELECT count(*) FROM packages",
             "SELECT count(*) FROM adjudications", "SELECT pin_hash FROM public.annotators" })
        QVERIFY2(refused(ann, QString::fromLatin1(sql)), sql);
    // The session works: the queue, the item as the workbench reads it, an answer, progress.
    const QList<QueueItem> queue = StudyStore(ann).queue(s.id, QStringLiteral("ann")).value();
    QVERIFY(!queue.isEmpty());
    QVERIFY(StudyStore(ann).queue(s.id, QStringLiteral("bob")).value().isEmpty()); // bob's rows are not readable
    const qint64 round = Target::parse(queue.front().target).id();
    const auto battle = Catalog(ann).battleWithRound(round);
    QVERIFY2(battle, qPrintable(battle ? QString() : battle.error().toString()));
    QCOMPARE(battle->systemA, QStringLiteral("[system]"));
    QVERIFY(battle->winner.isEmpty());
    const AnnotationEdit mine { QStringLiteral("ann"), queue.front().target, QStringLiteral("C1"),
        QStringLiteral("Tie"), {}, s.id, QStringLiteral("test") };
    QVERIFY2(AnnotationStore(ann).set(mine), "ann answers as ann");
    AnnotationEdit forged = mine;
    forged.annotator = QStringLiteral("bob");
    const auto asBob = AnnotationStore(ann).set(forged); // not as bob
    QVERIFY(!asBob);
    QVERIFY2(asBob.error().message.contains(QStringLiteral("only its own answers")), qPrintable(asBob.error().message));
    forged.annotator = QStringLiteral("mallory");
    QVERIFY(!AnnotationStore(ann).set(forged)); // nor as a new name
    QVERIFY(StudyStore(ann).markItem(s.id, QStringLiteral("ann"), queue.front().target, QStringLiteral("done"), 12));
    // Once committed, that item's verdict is readable, and only that one.
    QVERIFY(StudyStore(ann).recordBlindingEvent(
        s.id, QStringLiteral("ann"), queue.front().target, StudyStore::BlindingEvent::Committed));
    QCOMPARE(column(ann, QStringLiteral("SELECT target FROM judge_records")), QStringList { queue.front().target });
    // The owner sees everything, including ann's answer.
    QCOMPARE(column(owner, QStringLiteral("SELECT count(*) FROM judge_records WHERE field = 'verdict'")),
        column(owner, QStringLiteral("SELECT count(*) FROM rounds")));
    QCOMPARE(column(owner,
                 QStringLiteral("SELECT value FROM annotations a JOIN annotators n ON n.id = a.annotator_id "
                                "WHERE n.name = 'ann'")),
        QStringList { QStringLiteral("Tie") });
}

void TestTeamRoles::sqliteHasNoRoles()
{
    QTemporaryDir dir;
    auto store = ProjectStore::create(dir.filePath(QStringLiteral("one.draudit")));
    QVERIFY(store);
    QVERIFY(StudyStore(**store).addAnnotator(QStringLiteral("ann"), {}));
    const auto r = grantAnnotatorRole(**store, QStringLiteral("ann"), QStringLiteral("ann"), {});
    QVERIFY(!r);
    QVERIFY(r.error().message.contains(QStringLiteral("PostgreSQL")));
}

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_teamroles.moc"
