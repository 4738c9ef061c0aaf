// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study run in browsers (app/serve/studyweb.h, in process) against the same answers given through the workbench's
// answer path: the same report, byte for byte.
#include "app/serve/studyweb.h"
#include "models/report/reportexport.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/invitations.h"
#include "servetesting.h"
#include "tests/models/blindrule.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace draudit;
using namespace draudit::tests;

class TestServeReport : public QObject
{
    Q_OBJECT

private slots:
    void theReportEqualsTheWorkbenchs();

private:
    QTemporaryDir m_dir;
};

namespace {
// The demo (and, when ../shared/data is here, twelve real DR-Arena battles) with a study of whole battles for two
// annotators, the same from the same steps.
std::unique_ptr<models::ProjectStore> twinProject(const QString &path)
{
    if (!makeBlindDemo(path))
        return {};
    auto store = models::ProjectStore::open(path);
    if (!store)
        return {};
    QDir replays(
        qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/data/dr-arena/dashboard/battle-replays"));
    const QStringList files = replays.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name).mid(0, 12);
    for (const QString &file : files)
        if (!models::importFile(**store, replays.filePath(file), {}))
            return {};
    models::StudySpec spec;
    spec.name = QStringLiteral("twin");
    spec.protocol = QStringLiteral("dr-arena");
    spec.form = *models::formByName(QStringLiteral("pipeline-audit"));
    spec.sample.wholeUnits = true;
    models::OverlapPlan both;
    both.annotatorsPerItem = 2;
    if (!models::createStudy(**store, spec)
        || !models::StudyStore(**store).assign(spec.name, { QStringLiteral("ann"), QStringLiteral("bob") }, both))
        return {};
    return std::move(*store);
}
} // namespace

// A study run in browsers and the same answers given in the workbench (through the store's answer path and item
// marks, as its form panel gives them) make the same report, byte for byte.
void TestServeReport::theReportEqualsTheWorkbenchs()
{
    auto web = twinProject(m_dir.filePath(QStringLiteral("twin-web.draudit")));
    auto bench = twinProject(m_dir.filePath(QStringLiteral("twin-workbench.draudit")));
    QVERIFY(web && bench);
    const auto study = models::StudyStore(*web).study(QStringLiteral("twin"));
    serve::WebOptions fast;
    fast.requestsPerSecond = fast.requestBurst = 1e6;
    serve::StudyWeb server(*web, *study, fast);
    int keys = 0, committed = 0;
    for (const QString &who : { QStringLiteral("ann"), QStringLiteral("bob") }) {
        WebClient c { server };
        const auto info = models::StudyStore(*web).study(QStringLiteral("twin"));
        const auto issued = models::InvitationStore(*web).issue(info->id, who, 1);
        QVERIFY(issued && c.open(issued->token));
        for (QJsonObject state = c.state(); !state.value(QStringLiteral("finished")).toBool(); state = c.state()) {
            QJsonObject item = state.value(QStringLiteral("item")).toObject();
            for (int round = 0; round < 3 && !item.value(QStringLiteral("done")).toBool(); ++round) {
                QVERIFY(answerAll(c, item, keys, who == QLatin1String("ann") ? 1 : 4) >= 0);
                const HttpResponse r = c.post(QStringLiteral("/api/commit"),
                    { { QStringLiteral("item"), item.value(QStringLiteral("handle")) } });
                QVERIFY2(r.status == 200, r.body.c_str());
                item = jsonOf(r).value(QStringLiteral("item")).toObject();
                item.insert(QStringLiteral("done"), jsonOf(r).value(QStringLiteral("done")));
            }
            ++committed;
        }
    }
    QVERIFY(committed > 10);
    // The workbench's path on the twin: every answer set, every item marked as the web's was.
    const auto given = models::AnnotationStore(*web).annotations({}, study->id);
    QVERIFY(given && !given->isEmpty());
    for (const models::Annotation &a : *given)
        QVERIFY(models::AnnotationStore(*bench).set(
            { a.annotator, a.target, a.field, a.value, a.reason, study->id, QStringLiteral("gui") }));
    for (const QString &who : { QStringLiteral("ann"), QStringLiteral("bob") }) {
        const auto queue = models::StudyStore(*web).queue(study->id, who);
        QVERIFY(queue);
        for (const models::QueueItem &q : *queue) {
            QVERIFY(models::StudyStore(*bench).markItem(study->id, who, q.target, q.status, q.seconds));
            // Committed as the web's were, so both count the same answers as blind.
            if (q.status == draudit::models::QueueStatus::Done)
                QVERIFY(models::StudyStore(*bench).recordBlindingEvent(
                    study->id, who, q.target, models::StudyStore::BlindingEvent::Committed));
        }
    }
    models::ReportRequest request;
    request.studyId = study->id;
    request.bootstrap = 200;
    const auto fromWeb = models::analyse(*web, QStringLiteral("dr-arena"), request);
    const auto fromBench = models::analyse(*bench, QStringLiteral("dr-arena"), request);
    QVERIFY(fromWeb && fromBench);
    const QByteArray a = models::reportToJson(*fromWeb), b = models::reportToJson(*fromBench);
    QVERIFY(a.contains("kappa") || a.contains("agreement"));
    QCOMPARE(a, b);
}

QTEST_GUILESS_MAIN(TestServeReport)
#include "tst_servereport.moc"
