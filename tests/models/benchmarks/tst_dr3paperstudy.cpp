// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A DR3-Eval human study from item audits, end to end on self-written evaluator output (tests/models/dr3fixture.h):
// 4 tasks x 2 models at 32k, every metric's file with its item decisions (one judge failure of an item and one of a
// whole metric), a dr3-audit study answered by 3 experts through the generated forms, and the report's figures
// against the roll-ups and statistics written out here from the experts' answers and the files' decisions.
#include "models/benchmarks/dr3eval/dr3analysis.h"
#include "models/benchmarks/dr3eval/dr3forms.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/import/importrunner.h"
#include "models/store/packages/studypackage.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"
#include "tests/models/benchmarks/writtenstatistics.h"
#include "tests/models/dr3fixture.h"
#include "tests/models/studytesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QtTest>
#include <cmath>
#include <numeric>

using namespace draudit::models;
using namespace draudit::tests;

namespace {
const QStringList kExperts { QStringLiteral("e1"), QStringLiteral("e2"), QStringLiteral("e3") };
const QStringList kModels { QStringLiteral("alpha"), QStringLiteral("beta") };
constexpr int kTasks = 4;

// What the judge decided on one report, as the test wrote it.
struct JudgeCase
{
    QList<double> longContext, source; // insight coverage
    QList<Dr3Claim> claims;
    QList<int> checklist; // 1, 0, -1 (not judged)
    QStringList cited, missing;
    int depth = 0; // 0: the judge failed
    QMap<QString, double> metrics; // as eval.py computes them (-1: failed)
};

int pick(const QString &seedText, int below)
{
    StudyRandom r(StudyRandom::derive(7, seedText));
    return static_cast<int>(r.below(static_cast<std::uint64_t>(below)));
}

} // namespace

class TestDr3PaperStudy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void formsAskEveryItemBlind();
    void blindPackageAsksWhatTheProjectAsks();
    void expertsAuditEveryItem();
    void agreementTableFromItemAudits();
    void claimExtractionPrecisionAndRecall();

private:
    JudgeCase judgeCase(int task, const QString &model);
    void writeCase(int task, const QString &model);
    QString answerFor(const QString &expert, const FormQuestion &q, const QString &judged);
    QMap<QString, double> expectedMetrics(const QString &expert, qint64 report, const JudgeCase &j);

    Scratch m_scratch;
    std::unique_ptr<ProjectStore> m_store;
    StudyInfo m_study;
    QHash<qint64, std::pair<int, QString>> m_caseOf; // report -> (task, model)
    QHash<QString, JudgeCase> m_judge; // "task/model"
    QHash<QString, QString> m_answers; // "expert\ntarget\nfield" -> value
};

JudgeCase TestDr3PaperStudy::judgeCase(int task, const QString &model)
{
    const QString s = QStringLiteral("%1/%2").arg(task).arg(model);
    JudgeCase j;
    for (int i = 0; i < 4; ++i)
        j.longContext << pick(s + QStringLiteral("lc%1").arg(i), 3) / 2.0;
    for (int i = 0; i < 2; ++i)
        j.source << pick(s + QStringLiteral("src%1").arg(i), 3) / 2.0;
    const int c = pick(s + QStringLiteral("claims"), 2);
    // Claim one cites the long context and a source document by name, as DR3-Eval's reports do.
    j.claims = { { QStringLiteral("Claim one of %1.").arg(s),
                     { { "[long_context: \"Severn report\", chunk 1]", 1 }, { "[Doc: notes.md, Page 1]", c },
                         { "[Doc: survey.pdf, Page 2]", 1 } } },
        { QStringLiteral("Claim two of %1.").arg(s), { { "[2]", pick(s + QStringLiteral("c2"), 2) } } },
        { QStringLiteral("Claim three of %1, uncited.").arg(s), {} } };
    j.checklist = { pick(s + QStringLiteral("if1"), 2), pick(s + QStringLiteral("if2"), 2), 1 };
    if (task == 3 && model == QLatin1String("beta"))
        j.checklist[1] = -1; // an API error on one item: eval.py leaves it out of the rate
    const QStringList titles { QStringLiteral("Doc A"), QStringLiteral("Doc B"), QStringLiteral("Doc C") };
    for (int i = 0; i < 3; ++i)
        (pick(s + titles[i], 2) ? j.cited : j.missing) << titles[i];
    j.depth = task == 2 && model == QLatin1String("alpha") ? 0 : 3 + pick(s + QStringLiteral("depth"), 6);
    // The metrics as the evaluators compute them from these decisions.
    const auto full = [](const QList<double> &v) { return 100.0 * std::count(v.begin(), v.end(), 1.0) / v.size(); };
    j.metrics[QStringLiteral("information_recall")] = (full(j.longContext) + full(j.source)) / 2;
    int supported = 0;
    for (const Dr3Claim &claim : j.claims)
        supported += !claim.citations.isEmpty()
            && std::all_of(claim.citations.begin(), claim.citations.end(), [](const auto &x) { return x.second == 1; });
    j.metrics[QStringLiteral("factual_accuracy")] = 100.0 * supported / j.claims.size();
    const int valid
        = static_cast<int>(std::count_if(j.checklist.begin(), j.checklist.end(), [](int v) { return v >= 0; }));
    j.metrics[QStringLiteral("format_compliance")]
        = 100.0 * std::count(j.checklist.begin(), j.checklist.end(), 1) / valid;
    j.metrics[QStringLiteral("citation_coverage")] = 100.0 * j.cited.size() / 3;
    j.metrics[QStringLiteral("overall_quality")] = j.depth > 0 ? j.depth * 10.0 : -1;
    return j;
}

void TestDr3PaperStudy::writeCase(int task, const QString &model)
{
    const QString id = QStringLiteral("%1").arg(task, 3, 10, QLatin1Char('0'));
    const QString dir = QStringLiteral("results/32k/%1/%2/").arg(model, id);
    const JudgeCase j = judgeCase(task, model);
    m_judge.insert(QStringLiteral("%1/%2").arg(task).arg(model), j);
    m_scratch.write(dir + QStringLiteral("final_report.md"),
        QStringLiteral("# %1 on task %2\n\nClaims [1] [2].\n\n## References\n[1] First source\n[2] Second source\n")
            .arg(model, id)
            .toUtf8());
    const QString stamp = QStringLiteral("_20250301_120000.json");
    const auto metric = [&](const char *name) { return j.metrics.value(QString::fromLatin1(name)); };
    m_scratch.write(dir + QStringLiteral("eval_information_recall") + stamp,
        dr3Metric("information_recall", metric("information_recall"), dr3RecallDetails(j.longContext, j.source)));
    m_scratch.write(dir + QStringLiteral("eval_factual_accuracy") + stamp,
        dr3Metric("factual_accuracy", metric("factual_accuracy"), dr3AccuracyDetails(j.claims)));
    m_scratch.write(dir + QStringLiteral("eval_format_compliance") + stamp,
        dr3Metric("format_compliance", metric("format_compliance"), dr3ComplianceDetails(j.checklist)));
    m_scratch.write(dir + QStringLiteral("eval_citation_coverage") + stamp,
        dr3Metric("citation_coverage", metric("citation_coverage"), dr3CoverageDetails(j.cited, j.missing)));
    m_scratch.write(dir + QStringLiteral("eval_overall_quality") + stamp,
        dr3Metric("overall_quality", metric("overall_quality"), dr3DepthDetails(j.depth)));
}

void TestDr3PaperStudy::initTestCase()
{
    QByteArray queries;
    for (int task = 1; task <= kTasks; ++task) {
        const QString id = QStringLiteral("%1").arg(task, 3, 10, QLatin1Char('0'));
        queries += QStringLiteral("{\"task\": \"%1\", \"query\": \"Question %1\", \"domain\": \"%2\"}\n")
                       .arg(id, task % 2 ? QStringLiteral("science") : QStringLiteral("law"))
                       .toUtf8();
        QJsonArray lc, src, checklist;
        for (int i = 1; i <= 4; ++i)
            lc.append(QJsonObject { { QStringLiteral("insight"), QStringLiteral("Long-context insight %1").arg(i) } });
        for (int i = 1; i <= 2; ++i)
            src.append(QJsonObject { { QStringLiteral("insight"), QStringLiteral("Source insight %1").arg(i) } });
        for (int i = 1; i <= 3; ++i)
            checklist.append(QJsonObject { { QStringLiteral("id"), i },
                { QStringLiteral("requirement"), QStringLiteral("Requirement text %1").arg(i) },
                { QStringLiteral("category"), QStringLiteral("format") } });
        m_scratch.write(QStringLiteral("data/%1/gold_insights_from_long_context.json").arg(id),
            dr3Json({ { QStringLiteral("gold_insights"), lc } }));
        m_scratch.write(QStringLiteral("data/%1/gold_insights_from_source.json").arg(id),
            dr3Json({ { QStringLiteral("gold_insights"), src } }));
        m_scratch.write(
            QStringLiteral("data/%1/checklist.json").arg(id), dr3Json({ { QStringLiteral("checklist"), checklist } }));
        // The documents a claim can cite: the long context at 32k and a source document as text.
        m_scratch.write(QStringLiteral("data/%1/long_context_sampled_32k.json").arg(id),
            QJsonDocument(QJsonArray { QJsonObject { { QStringLiteral("title"), QStringLiteral("Severn Report") },
                                           { QStringLiteral("page_body"),
                                               QStringLiteral("The Severn barrage would cut the tidal range by a "
                                                              "third (task %1).")
                                                   .arg(id) } },
                              QJsonObject { { QStringLiteral("title"), QStringLiteral("Other") },
                                  { QStringLiteral("page_body"), QStringLiteral("Unrelated.") } } })
                .toJson());
        m_scratch.write(QStringLiteral("data/%1/source/notes.md").arg(id), "# Notes\n\nSilt settles upstream.\n");
        m_scratch.write(QStringLiteral("data/%1/source/survey.pdf").arg(id),
            dr3Pdf({ QStringLiteral("Survey page one."), QStringLiteral("Fish returned within ten years.") }));
        for (const QString &model : kModels)
            writeCase(task, model);
    }
    m_scratch.write(QStringLiteral("data/query.jsonl"), queries);
    m_store = m_scratch.project(QStringLiteral("dr3study.draudit"));
    for (const char *folder : { "data", "results" })
        for (const QString &file : expandImportPaths(m_scratch.filePath(QString::fromLatin1(folder)))) {
            const auto r = importFile(*m_store, file, {});
            QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        }
    StudySpec spec;
    spec.name = QStringLiteral("audit");
    spec.protocol = QStringLiteral("dr3");
    spec.form = dr3AuditForm();
    spec.sample.kind = SampleSpec::Kind::All;
    const auto study = createStudy(*m_store, spec);
    QVERIFY2(study, qPrintable(study ? QString() : study.error().toString()));
    m_study = *study;
    QCOMPARE(m_study.items, kTasks * 2);
    OverlapPlan plan;
    plan.annotatorsPerItem = 3;
    QVERIFY(StudyStore(*m_store).assign(m_study.name, kExperts, plan));
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT r.id, t.external_id, s.name FROM responses r JOIN tasks t ON t.id = "
                                  "r.task_id JOIN systems s ON s.id = r.system_id")));
    while (q.next())
        m_caseOf.insert(q.value(0).toLongLong(), { q.value(1).toInt(), q.value(2).toString() });
}

namespace {
// The judge's decision on a question's item, as the test wrote it; empty where the judge did not decide.
QString judged(const JudgeCase &j, const FormQuestion &q)
{
    const QString part = Target::parse(q.target).part();
    const auto label = [](double v) {
        return v == 1 ? QStringLiteral("covered") : v == 0.5 ? QStringLiteral("half") : QStringLiteral("not covered");
    };
    if (q.field == QLatin1String("insight")) {
        const int i = part.section(QLatin1Char(':'), 2).toInt() - 1;
        return label(part.contains(QLatin1String("long_context")) ? j.longContext[i] : j.source[i]);
    }
    if (q.field == QLatin1String("citation_support")) {
        const Dr3Claim &claim = j.claims[part.section(QLatin1Char(':'), 1).section(QLatin1Char('#'), 0, 0).toInt() - 1];
        for (const auto &[cited, verdict] : claim.citations)
            if (QString::fromUtf8(cited) == part.section(QLatin1Char('#'), 1))
                return verdict < 0 ? QString() : verdict ? QStringLiteral("supported") : QStringLiteral("unsupported");
    }
    if (q.field == QLatin1String("requirement")) {
        const int v = j.checklist[part.section(QLatin1Char(':'), 1).toInt() - 1];
        return v < 0 ? QString() : v ? QStringLiteral("satisfied") : QStringLiteral("not satisfied");
    }
    if (q.field == QLatin1String("cited"))
        return j.cited.contains(part.section(QLatin1Char(':'), 1)) ? QStringLiteral("cited")
                                                                   : QStringLiteral("missing");
    if (q.field == QLatin1String("depth_quality") && j.depth > 0)
        return QString::number(j.depth);
    return {};
}
} // namespace

QString TestDr3PaperStudy::answerFor(const QString &expert, const FormQuestion &q, const QString &judgedValue)
{
    const QString seed = expert + q.target + q.field;
    if (q.field == QLatin1String("depth_quality")) {
        const int base = judgedValue.isEmpty() ? 1 + pick(seed, 10) : judgedValue.toInt() + pick(seed, 5) - 2;
        return QString::number(std::clamp(base, 1, 10));
    }
    if (!judgedValue.isEmpty() && pick(seed + QStringLiteral("agree"), 10) < 8)
        return judgedValue;
    return q.options[pick(seed, static_cast<int>(q.options.size()))].value;
}

void TestDr3PaperStudy::formsAskEveryItemBlind()
{
    for (auto it = m_caseOf.begin(); it != m_caseOf.end(); ++it) {
        const auto form = formForItem(*m_store, dr3AuditForm(), Target::response(it.key()));
        QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
        // 6 gold insights, 4 claim-citation pairs, 3 checklist items, 3 required documents, the depth rating.
        QCOMPARE(form->questions.size(), 17);
        QStringList texts;
        for (const FormQuestion &q : form->questions) {
            texts << q.text << q.context;
            QVERIFY(!q.target.isEmpty() && q.judgeField == q.field);
        }
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY(
            all.contains(QLatin1String("Long-context insight 4")) && all.contains(QLatin1String("Source insight 2")));
        QVERIFY(all.contains(QLatin1String("Requirement text 3")) && all.contains(QLatin1String("Doc C")));
        QVERIFY(all.contains(QLatin1String("Claim one of")) && all.contains(QLatin1String("[2] Second source")));
        // The cited texts: the long context's entry by its title (case aside), the source document by its name.
        const QString task = QStringLiteral("%1").arg(it.value().first, 3, 10, QLatin1Char('0'));
        QVERIFY2(all.contains(
                     QStringLiteral("Cited text: The Severn barrage would cut the tidal range by a third (task %1).")
                         .arg(task)),
            qPrintable(all));
        QVERIFY(all.contains(QLatin1String("Cited text: # Notes\n\nSilt settles upstream.")));
#ifdef DRAUDIT_HAVE_QTPDF
        QVERIFY2(all.contains(QLatin1String("Cited text: Fish returned within ten years.")), qPrintable(all)); // page 2
#endif
        QVERIFY(all.contains(QLatin1String("(The cited document's text is not imported.)"))); // claim two's [2]
        // Nothing the judge decided or wrote about an item is asked with it.
        for (const char *judgeText :
            { "judged", "checked against the source", "deep enough", "API error", "Not verified" })
            QVERIFY2(!all.contains(QLatin1String(judgeText)), judgeText);
    }
}

void TestDr3PaperStudy::blindPackageAsksWhatTheProjectAsks()
{
    // Offline, an expert gets the same questions: the items' keys and claim texts, and nothing the judge decided.
    const QString path = m_scratch.filePath(QStringLiteral("e1-package.draudit"));
    const auto exported = exportStudyPackage(*m_store, m_study.name, QStringLiteral("e1"), path);
    QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().toString()));
    auto package = ProjectStore::open(path);
    QVERIFY(package);
    QSqlQuery p((*package)->database());
    QVERIFY(p.exec(QStringLiteral("SELECT count(*), count(DISTINCT judge_id) FROM judge_records WHERE value IS NOT "
                                  "NULL AND field <> 'claim' OR score IS NOT NULL OR reasoning IS NOT NULL OR flags IS "
                                  "NOT NULL"))
        && p.next());
    QCOMPARE(p.value(0).toInt(), 0);
    // The items the package carries (package_items) hold each item's expanded form, whose options are the allowed
    // values ("unsupported"): their blocks are read alone, and the rest of the file byte by byte, without them.
    QByteArray shown;
    QVERIFY(p.exec(QStringLiteral("SELECT item FROM package_items")));
    while (p.next()) {
        auto item = blindItemFromJson(p.value(0).toByteArray(), path);
        QVERIFY(item && !item->revealed);
        item->form = {};
        item->keys = {};
        shown += blindItemToJson(*item);
    }
    QVERIFY(!shown.isEmpty());
    const QString bare = m_scratch.filePath(QStringLiteral("e1-package-bare.draudit"));
    QVERIFY(QFile::copy(path, bare));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bare"));
        db.setDatabaseName(bare);
        QVERIFY(db.open());
        QSqlQuery(db).exec(QStringLiteral("PRAGMA secure_delete = ON"));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("DROP TABLE package_items")));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("VACUUM")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bare"));
    QFile file(bare);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll() + shown;
    // (The checklist's labels, satisfied / not satisfied, are the rubric's allowed values: the form's options.)
    for (const char *decided : { "judged 1", "judged 0.5", "checked against the source", "deep enough", "API error",
             "Not verified", "unsupported", "\"cited\"", "missing" })
        QVERIFY2(!bytes.contains(decided), decided);
    const auto queue = StudyStore(**package).queue(m_study.id, QStringLiteral("e1"));
    QVERIFY(queue && queue->size() == kTasks * 2);
    const IdAliases aliases = packageAliases(*m_store, exported->id);
    const QHash<QString, QString> master = aliases.reverse(StudyStore(*m_store).sampleTargets(m_study.id).value());
    for (const QueueItem &item : *queue) {
        const auto inProject
            = formForItem(*m_store, dr3AuditForm(), Target::parse(master.value(item.target.toString())));
        const auto inPackage = formForItem(**package, dr3AuditForm(), item.target);
        QVERIFY(inProject && inPackage);
        QCOMPARE(inPackage->questions.size(), inProject->questions.size());
        for (qsizetype i = 0; i < inProject->questions.size(); ++i) {
            QCOMPARE(inPackage->questions[i].target, aliases.target(inProject->questions[i].target));
            QCOMPARE(inPackage->questions[i].context, inProject->questions[i].context);
            // Model names in the judge's claim texts are scrubbed, as everywhere in a blind package.
            QString expected = inProject->questions[i].text;
            for (const QString &model : kModels)
                expected.replace(model, QStringLiteral("[system]"));
            QCOMPARE(inPackage->questions[i].text, expected);
        }
    }
}

void TestDr3PaperStudy::expertsAuditEveryItem()
{
    for (const QString &expert : kExperts) {
        const auto queue = StudyStore(*m_store).queue(m_study.id, expert);
        QVERIFY(queue && queue->size() == kTasks * 2);
        for (const QueueItem &item : *queue) {
            const auto [task, model] = m_caseOf.value(item.target.id());
            const JudgeCase &j = m_judge[QStringLiteral("%1/%2").arg(task).arg(model)];
            const auto form = formForItem(*m_store, dr3AuditForm(), item.target);
            QVERIFY(form);
            for (const FormQuestion &q : form->questions) {
                const QString value = answerFor(expert, q, judged(j, q));
                m_answers.insert(expert + QLatin1Char('\n') + q.target + QLatin1Char('\n') + q.field, value);
                QVERIFY(AnnotationStore(*m_store).set(
                    { expert, Target::parse(q.target), q.field, value, {}, m_study.id, QStringLiteral("paper") }));
            }
        }
    }
    QSqlQuery q(m_store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM annotations WHERE study_id = %1").arg(m_study.id)) && q.next());
    QCOMPARE(q.value(0).toInt(), 3 * kTasks * 2 * 17);
}

QMap<QString, double> TestDr3PaperStudy::expectedMetrics(const QString &expert, qint64 report, const JudgeCase &j)
{
    const QString r = Target::response(report).toString();
    const auto answer = [&](const QString &part, const char *field) {
        return m_answers.value(expert + QLatin1Char('\n') + (part.isEmpty() ? r : r + QLatin1Char('#') + part)
            + QLatin1Char('\n') + QString::fromLatin1(field));
    };
    QMap<QString, double> m;
    double lc = 0, src = 0;
    for (int i = 1; i <= 4; ++i)
        lc += answer(QStringLiteral("insight:long_context:%1").arg(i), "insight") == QLatin1String("covered") ? 25 : 0;
    for (int i = 1; i <= 2; ++i)
        src += answer(QStringLiteral("insight:source_documents:%1").arg(i), "insight") == QLatin1String("covered") ? 50
                                                                                                                   : 0;
    m[QStringLiteral("information_recall")] = (lc + src) / 2;
    int supported = 0;
    for (int c = 0; c < j.claims.size(); ++c) {
        bool all = !j.claims[c].citations.isEmpty();
        for (const auto &[cited, verdict] : j.claims[c].citations)
            all = all
                && answer(QStringLiteral("claim:%1#%2").arg(c + 1).arg(QString::fromUtf8(cited)), "citation_support")
                    == QLatin1String("supported");
        supported += all ? 1 : 0;
    }
    m[QStringLiteral("factual_accuracy")] = 100.0 * supported / j.claims.size();
    int satisfied = 0, cited = 0;
    for (int i = 1; i <= 3; ++i)
        satisfied += answer(QStringLiteral("requirement:%1").arg(i), "requirement") == QLatin1String("satisfied");
    for (const QString &title : { QStringLiteral("Doc A"), QStringLiteral("Doc B"), QStringLiteral("Doc C") })
        cited += answer(QStringLiteral("required:") + title, "cited") == QLatin1String("cited");
    m[QStringLiteral("format_compliance")] = 100.0 * satisfied / 3;
    m[QStringLiteral("citation_coverage")] = 100.0 * cited / 3;
    m[QStringLiteral("overall_quality")] = answer({}, "depth_quality").toDouble() * 10;
    return m;
}

void TestDr3PaperStudy::agreementTableFromItemAudits()
{
    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("dr3"), request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const QString vs = QStringLiteral("DR3-Eval: judge vs mean human (item audits)");
    const QString ceiling = QStringLiteral("DR3-Eval: human vs human (item audits, ceiling)");
    // Per dimension: the judge's value and each expert's, over the reports, written out here.
    QMap<QString, std::vector<double>> judgeValues;
    QMap<QString, QMap<QString, std::vector<double>>> expertValues;
    QList<qint64> reports = m_caseOf.keys();
    std::sort(reports.begin(), reports.end());
    for (const qint64 r : reports) {
        const auto [task, model] = m_caseOf.value(r);
        const JudgeCase &j = m_judge[QStringLiteral("%1/%2").arg(task).arg(model)];
        QStringList valid;
        for (auto m = j.metrics.begin(); m != j.metrics.end(); ++m)
            if (*m >= 0)
                valid << m.key();
        const auto mean = [](const QMap<QString, double> &v, const QStringList &keys) {
            double sum = 0;
            for (const QString &k : keys)
                sum += v.value(k);
            return sum / keys.size();
        };
        QMap<QString, double> judgeDims = j.metrics;
        judgeDims[QStringLiteral("paper")] = mean(j.metrics, valid);
        judgeDims[QStringLiteral("code")] = mean(j.metrics, j.metrics.keys());
        for (auto d = judgeDims.begin(); d != judgeDims.end(); ++d) {
            if (*d < 0)
                continue;
            judgeValues[d.key()].push_back(*d);
            for (const QString &e : kExperts) {
                const QMap<QString, double> h = expectedMetrics(e, r, j);
                const double value = d.key() == QLatin1String("paper") ? mean(h, valid)
                    : d.key() == QLatin1String("code")                 ? mean(h, j.metrics.keys())
                                                                       : h.value(d.key());
                expertValues[d.key()][e].push_back(value);
            }
        }
    }
    const QHash<QString, QString> comparison { { QStringLiteral("paper"),
                                                   QStringLiteral("total (paper: mean of valid metrics)") },
        { QStringLiteral("code"), QStringLiteral("total_score (eval.py: mean of metrics present)") } };
    for (auto d = judgeValues.begin(); d != judgeValues.end(); ++d) {
        const std::vector<double> &judge = *d;
        std::vector<double> humans(judge.size(), 0);
        for (const QString &e : kExperts)
            for (size_t i = 0; i < judge.size(); ++i)
                humans[i] += expertValues[d.key()][e][i] / kExperts.size();
        const QString name = comparison.value(d.key(), d.key());
        const QString judged = dr3ComparisonName(name, QStringLiteral("dr3-eval"));
        const ReportRow *r = findRow(*report, vs, judged, "pearson_r");
        QVERIFY2(r, qPrintable(name));
        QVERIFY2(std::abs(r->value - pearson(judge, humans)) < 1e-9, qPrintable(name));
        QCOMPARE(r->n, static_cast<double>(judge.size()));
        QVERIFY(std::abs(findRow(*report, vs, judged, "spearman_rho")->value - spearman(judge, humans)) < 1e-9);
        QVERIFY(std::abs(findRow(*report, vs, judged, "PAR_strict")->value - strictPar(judge, humans)) < 1e-9);
        // The ceiling: each pair of experts' Pearson r, averaged.
        std::vector<double> rs;
        for (int a = 0; a < kExperts.size(); ++a)
            for (int b = a + 1; b < kExperts.size(); ++b)
                rs.push_back(pearson(expertValues[d.key()][kExperts[a]], expertValues[d.key()][kExperts[b]]));
        const ReportRow *c = findRow(*report, ceiling, name, "mean_pairwise_pearson_r");
        QVERIFY2(c && std::abs(c->value - mean(rs)) < 1e-9, qPrintable(name));
    }
    QCOMPARE(judgeValues[QStringLiteral("overall_quality")].size(), size_t(kTasks * 2 - 1)); // the failed one left out
    QVERIFY(findRow(
        *report, vs, dr3ComparisonName(comparison[QStringLiteral("paper")], QStringLiteral("dr3-eval")), "pearson_r")
                ->headline);
    // Item decisions: the checklist items the judge decided, answer by answer.
    int agree = 0, all = 0;
    for (auto it = m_answers.begin(); it != m_answers.end(); ++it) {
        const QStringList k = it.key().split(QLatin1Char('\n'));
        if (k[2] != QLatin1String("requirement"))
            continue;
        const auto [task, model] = m_caseOf.value(Target::parse(k[1]).id());
        FormQuestion q;
        q.target = k[1];
        q.field = k[2];
        const QString j = judged(m_judge[QStringLiteral("%1/%2").arg(task).arg(model)], q);
        if (j.isEmpty())
            continue;
        agree += j == *it ? 1 : 0;
        ++all;
    }
    const ReportRow *items = findRow(*report, QStringLiteral("DR3-Eval: item decisions, human vs judge"),
        QStringLiteral("format_compliance · judge dr3-eval"), "agreement");
    QVERIFY(items);
    QCOMPARE(items->n, static_cast<double>(all));
    QVERIFY(std::abs(items->value - static_cast<double>(agree) / all) < 1e-12);
    QCOMPARE(all, 3 * (kTasks * 2 * 3 - 1)); // one item was not decided (API error)
}

void TestDr3PaperStudy::claimExtractionPrecisionAndRecall()
{
    // dr3-extraction: each claim the judge extracted, valid or not, and the claims its list misses.
    int valid = 0, extracted = 0, missedAll = 0;
    for (const QString &expert : kExperts)
        for (auto it = m_caseOf.begin(); it != m_caseOf.end(); ++it) {
            const QString report = Target::response(it.key()).toString();
            const auto form = formForItem(*m_store, dr3ExtractionForm(), Target::parse(report));
            QVERIFY2(form, qPrintable(form ? QString() : form.error().toString()));
            QCOMPARE(form->questions.size(), 4); // three claims, then the count of missed ones
            for (const FormQuestion &q : form->questions) {
                QVERIFY(q.judgeField.isEmpty());
                QString value;
                if (q.field == QLatin1String("claim_valid")) {
                    value = pick(expert + q.target, 10) < 7 ? QStringLiteral("yes") : QStringLiteral("no");
                    valid += value == QLatin1String("yes") ? 1 : 0;
                    ++extracted;
                } else {
                    QCOMPARE(q.target, report);
                    const int missed = pick(expert + report + QStringLiteral("missed"), 3);
                    missedAll += missed;
                    value = QString::number(missed);
                }
                QVERIFY(AnnotationStore(*m_store).set(
                    { expert, Target::parse(q.target), q.field, value, {}, m_study.id, {} }));
            }
        }
    ReportRequest request;
    request.studyId = m_study.id;
    const auto report = analyse(*m_store, QStringLiteral("dr3"), request);
    QVERIFY(report);
    const QString analysis = QStringLiteral("DR3-Eval: judge claim extraction");
    const QString vs = QStringLiteral("judge vs hand-extracted claims");
    const ReportRow *precision = findRow(*report, analysis, vs, "precision");
    const ReportRow *recall = findRow(*report, analysis, vs, "recall");
    QVERIFY(precision && recall);
    QCOMPARE(precision->n, static_cast<double>(extracted));
    QVERIFY(std::abs(precision->value - static_cast<double>(valid) / extracted) < 1e-12);
    QVERIFY(std::abs(precision->ciLow - wilsonLow(valid, extracted)) < 1e-9);
    QCOMPARE(recall->n, static_cast<double>(valid + missedAll));
    QVERIFY(std::abs(recall->value - static_cast<double>(valid) / (valid + missedAll)) < 1e-12);
}

QTEST_GUILESS_MAIN(TestDr3PaperStudy)
#include "tst_dr3paperstudy.moc"
