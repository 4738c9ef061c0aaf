// DR-Arena-style battles follow the real scoring: MUCH_BETTER = 2, BETTER = 1, stop at a lead of 2 or 10 rounds.
#include "models/demo/demogenerator.h"

#include "models/core/resulttry.h"
#include "models/demo/demotext.h"
#include "models/forms/target.h"
#include "models/store/importwriter.h"
#include "models/store/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QVariant>
#include <random>

namespace draudit::models {

namespace {

QString json(const QStringList &list)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

// The demo's rows, one statement each, counted in the summary.
class Writer
{
public:
    Writer(ProjectStore &store, DemoSummary &summary)
        : m_rows(store, {})
        , m_summary(summary)
    {
    }

    ImportWriter &rows() { return m_rows; }

    Result<qint64> task(const QString &benchmark, const QString &externalId, const QString &language,
        const QString &domain, const QString &prompt)
    {
        ++m_summary.tasks;
        DRAUDIT_TRY(ids, m_rows.addTasks({ TaskRow { benchmark, externalId, language, domain, prompt, {}, {} } }));
        return ids.front();
    }

    Result<qint64> response(qint64 task, qint64 system, const QString &text, double seconds)
    {
        ++m_summary.responses;
        ResponseRow row(task, system, text);
        row.outputTokens = text.size() / 4;
        row.durationSeconds = seconds;
        return insertResponse(m_rows.statements(), row);
    }

    Result<qint64> judgeRecord(qint64 judge, const QString &target, const QString &field, const QVariant &value,
        const QVariant &score, const QVariantList &extra = { {}, {}, {}, {} })
    {
        ++m_summary.judgeRecords;
        JudgeRecordRow row(judge, target, field);
        row.value = value;
        row.score = score;
        row.tieQuality = extra[0];
        row.failureType = extra[1];
        row.reasoning = extra[2];
        row.flags = extra[3];
        return insertJudgeRecord(m_rows.statements(), row);
    }

    Result<qint64> rubricItem(qint64 rubric, int position, const QString &kind, const QString &text, double weight,
        const QString &allowedValues)
    {
        RubricEntryRow row(rubric, position, kind, text);
        row.weight = weight;
        row.allowedValues = allowedValues;
        return insertRubricEntry(m_rows.statements(), row);
    }

private:
    ImportWriter m_rows;
    DemoSummary &m_summary;
};

Result<void> battles(Writer &w, const DemoOptions &o, const QList<qint64> &systems, qint64 judge, std::mt19937_64 &rng,
    DemoSummary &s, const std::function<void(int, int)> &progress)
{
    static const char *verdicts[] = { "A_MUCH_BETTER", "A_BETTER", "Tie", "B_BETTER", "B_MUCH_BETTER" };
    static const double points[] = { 2, 1, 0, -1, -2 };
    static const char *failures[] = { "DEEP", "WIDE", "BOTH", "NONE" };
    const auto &topics = demotext::topics();
    for (int b = 0; b < o.battles; ++b) {
        const demotext::Topic &topic = topics.at(b % topics.size());
        const int ia = static_cast<int>(rng() % 4);
        const int ib = (ia + 1 + static_cast<int>(rng() % 3)) % 4;
        DRAUDIT_TRY(battle,
            w.rows().addBattle(
                { QStringLiteral("dr-arena"), QStringLiteral("battle-%1").arg(b + 1, 5, 10, QLatin1Char('0')),
                    topic.title, systems[ia], systems[ib], {}, {}, {}, 0, {}, {} }));
        double scoreA = 0, scoreB = 0;
        int round = 0;
        while (round < 10 && std::abs(scoreA - scoreB) < 2) {
            ++round;
            const QStringList chain = topic.chain.mid(0, std::min<qsizetype>(topic.chain.size(), 1 + round));
            // A follow-up names the deeper node it asks about, never its round: a blind item must not say how long
            // its battle has lasted.
            const QString question = round == 1 ? topic.question
                                                : topic.question
                    + (topic.language == QLatin1String("zh") ? QStringLiteral("请再深入一层：%1。")
                                                             : QStringLiteral(" Go one level deeper: %1."))
                          .arg(chain.last());
            DRAUDIT_TRY(task,
                w.task(QStringLiteral("dr-arena"), QStringLiteral("battle-%1-r%2").arg(b + 1).arg(round),
                    topic.language, topic.title, question));
            DRAUDIT_TRY(
                ra, w.response(task, systems[ia], demotext::answer(topic, o.answerWords, rng), 40 + rng() % 200));
            DRAUDIT_TRY(
                rb, w.response(task, systems[ib], demotext::answer(topic, o.answerWords, rng), 40 + rng() % 200));
            const bool unknown = rng() % 12 == 0;
            // Mostly BETTER and Tie, as in real battles, so most battles last several rounds.
            static const int weighted[] = { 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4 };
            const int v = weighted[rng() % 12];
            if (!unknown) {
                scoreA += std::max(0.0, points[v]);
                scoreB += std::max(0.0, -points[v]);
            }
            DRAUDIT_TRY(roundId,
                w.rows().addRound({ battle, round, task, std::min(round, 3), 2 + round % 3,
                    QStringLiteral("Answer in at most 400 words."), json(chain), json(QStringList { chain.last() }),
                    json(demotext::checklist(topic, QStringLiteral("width"))),
                    json(demotext::checklist(topic, QStringLiteral("depth"))), ra, rb, scoreA, scoreB,
                    round == 1 ? QString() : QStringLiteral("deepened: one more hop along the chain") }));
            const QString verdict = unknown ? QStringLiteral("UNKNOWN") : QString::fromLatin1(verdicts[v]);
            const QString failure
                = v == 2 || unknown ? QStringLiteral("NONE") : QString::fromLatin1(failures[rng() % 4]);
            const QString tie
                = v == 2 && !unknown ? QString::fromLatin1(rng() % 2 ? "HIGH" : "LOW") : QStringLiteral("N/A");
            DRAUDIT_TRY(rec,
                w.judgeRecord(judge, Target::round(roundId).toString(), QStringLiteral("verdict"), verdict,
                    unknown ? QVariant() : QVariant(points[v]),
                    { tie, failure,
                        unknown ? QStringLiteral("[JUDGE ERROR] Verdict parsing failed explicitly.")
                                : demotext::judgeReasoning(verdict, failure, rng),
                        unknown ? QStringLiteral("unparsed") : QVariant() }));
            s.unknownVerdicts += unknown ? 1 : 0;
            ++s.rounds;
        }
        const QString winner = scoreA > scoreB ? QStringLiteral("A")
            : scoreB > scoreA                  ? QStringLiteral("B")
                                               : QStringLiteral("Tie");
        DRAUDIT_TRY_VOID(w.rows().finishBattle(battle, winner, scoreA, scoreB, round));
        ++s.battles;
        if (progress)
            progress(b + 1, o.battles);
    }
    return {};
}

const char *const kRaceDimensions[] = { "comprehensiveness", "insight", "instruction_following", "readability" };

// The task's RACE criteria as criteria.jsonl gives them: two per dimension, and the dimension weights.
Result<void> raceCriteria(Writer &w, qint64 task, DemoSummary &s)
{
    const double weights[] = { 0.3, 0.35, 0.2, 0.15 };
    QJsonObject byDimension;
    for (int d = 0; d < 4; ++d)
        byDimension.insert(QString::fromLatin1(kRaceDimensions[d]), weights[d]);
    RubricRow rubricRow(task, QStringLiteral("race"), QStringLiteral("RACE criteria"));
    rubricRow.metadata = QString::fromUtf8(QJsonDocument(
        QJsonObject { { QStringLiteral("dimension_weight"),
            byDimension } }).toJson(QJsonDocument::Compact));
    DRAUDIT_TRY(rubric, insertRubric(w.rows().statements(), rubricRow));
    int pos = 0;
    for (const char *d : kRaceDimensions)
        for (int c = 0; c < 2; ++c) {
            DRAUDIT_TRY(item,
                w.rubricItem(rubric, pos++, QStringLiteral("race:") + QString::fromLatin1(d),
                    c == 0 ? QStringLiteral("Covers the main sub-questions of the task")
                           : QStringLiteral("Supports claims with specific, checkable evidence"),
                    c == 0 ? 0.6 : 0.4,
                    QStringLiteral("{\"scale\":\"0-10\",\"explanation\":\"%1\"}")
                        .arg(c == 0 ? QStringLiteral("A report that leaves a sub-question out cannot score high.")
                                    : QStringLiteral("Numbers, names and sources the reader can check."))));
            ++s.rubricItems;
        }
    return {};
}

// FACT's statement–URL pairs of a report: its first sentences, each with a source and the judge's label.
Result<void> factPairs(Writer &w, qint64 judge, qint64 response, const QString &text)
{
    std::mt19937_64 rng(static_cast<std::uint64_t>(response) * 7919); // its own stream: the other demo data stay put
    const QStringList sentences = text.split(QStringLiteral(". "), Qt::SkipEmptyParts);
    for (int i = 0; i < std::min<int>(3, static_cast<int>(sentences.size())); ++i) {
        const QString url = QStringLiteral("https://example.org/source/%1-%2").arg(response).arg(i);
        const int draw = static_cast<int>(rng() % 10);
        const QString label = draw < 6 ? QStringLiteral("supported")
            : draw < 9                 ? QStringLiteral("unsupported")
                                       : QStringLiteral("unknown");
        DRAUDIT_TRY(r,
            w.judgeRecord(judge, Target::responsePart(response, url + QStringLiteral("#0")).toString(),
                QStringLiteral("support"), label, {}, { {}, {}, sentences[i].trimmed() + QLatin1Char('.'), {} }));
    }
    return {};
}

Result<void> reports(
    Writer &w, const DemoOptions &o, const QList<qint64> &systems, std::mt19937_64 &rng, DemoSummary &s)
{
    DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("race"), QStringLiteral("demo")));
    DRAUDIT_TRY(fact, w.rows().addJudge(QStringLiteral("fact"), QStringLiteral("demo")));
    const auto &topics = demotext::topics();
    for (int t = 0; t < o.reportTasks; ++t) {
        const demotext::Topic &topic = topics.at((t * 3 + 3) % topics.size());
        DRAUDIT_TRY(task,
            w.task(QStringLiteral("deepresearch-bench"), QString::number(t + 1), topic.language, topic.chain.first(),
                QStringLiteral("Write a research report: ") + topic.question));
        DRAUDIT_TRY_VOID(raceCriteria(w, task, s));
        for (qint64 system : systems) {
            const double seconds = 600 + static_cast<double>(rng() % 900); // drawn before the text, as always
            const QString text = demotext::answer(topic, o.reportWords, rng);
            DRAUDIT_TRY(resp, w.response(task, system, text, seconds));
            double overall = 0;
            for (const char *d : kRaceDimensions) {
                const double v = 0.3 + static_cast<double>(rng() % 400) / 1000.0;
                overall += v / 4;
                DRAUDIT_TRY(r, w.judgeRecord(judge, Target::response(resp).toString(), QString::fromLatin1(d), {}, v));
            }
            DRAUDIT_TRY(r,
                w.judgeRecord(judge, Target::response(resp).toString(), QStringLiteral("overall_score"), {}, overall));
            DRAUDIT_TRY_VOID(factPairs(w, fact, resp, text));
        }
    }
    return {};
}

Result<void> rubricTasks(
    Writer &w, const DemoOptions &o, const QList<qint64> &systems, std::mt19937_64 &rng, DemoSummary &s)
{
    DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("drbench-judge"), QStringLiteral("demo")));
    const auto &topics = demotext::topics();
    for (int t = 0; t < o.rubricTasks; ++t) {
        const demotext::Topic &topic = topics.at((t * 5 + 1) % topics.size());
        DRAUDIT_TRY(task,
            w.task(QStringLiteral("dr-bench"), QStringLiteral("0%1").arg(4100 + t), topic.language, topic.chain.first(),
                topic.question));
        DRAUDIT_TRY(rubric,
            insertRubric(w.rows().statements(),
                RubricRow(task, QStringLiteral("qsr"), QStringLiteral("Query-specific rubrics"))));
        const QStringList items {
            QStringLiteral(
                "Identifies the first city to complete the network. Yes=3, Partial=1 (city named without date), No=0"),
            QStringLiteral("Reports injury rates before and after. Yes=2, No=0"),
            QStringLiteral("Discusses confounders such as traffic volume. Yes=2, Partial=1, No=0"),
            QStringLiteral("Cites the municipal statistics office. Yes=1, No=0")
        };
        QList<qint64> itemIds;
        for (int i = 0; i < items.size(); ++i) {
            DRAUDIT_TRY(item,
                w.rubricItem(rubric, i, QStringLiteral("qsr"), items[i], 1,
                    items[i].contains(QLatin1String("Partial")) ? QStringLiteral("{\"Yes\":3,\"Partial\":1,\"No\":0}")
                                                                : QStringLiteral("{\"Yes\":2,\"No\":0}")));
            itemIds << item;
            ++s.rubricItems;
        }
        for (int k = 0; k < 2; ++k) {
            DRAUDIT_TRY(resp, w.response(task, systems[k], demotext::answer(topic, o.reportWords, rng), 900));
            for (qint64 item : itemIds) {
                static const char *vals[] = { "Yes", "Partial", "No" };
                DRAUDIT_TRY(r,
                    w.judgeRecord(judge, Target::rubricItem(item, resp).toString(), QStringLiteral("qsr"),
                        QString::fromLatin1(vals[rng() % 3]), {}));
            }
        }
    }
    return {};
}

} // namespace

Result<DemoSummary> generateDemo(
    ProjectStore &store, const DemoOptions &o, const std::function<void(int, int)> &progress)
{
    DemoSummary s;
    std::mt19937_64 rng(o.seed);
    if (!store.database().transaction())
        return fail(QCoreApplication::translate("draudit::models::DemoGenerator", "cannot start a transaction: %1")
                        .arg(store.database().lastError().text()));
    auto body = [&]() -> Result<void> {
        Writer w(store, s);
        QList<qint64> systems;
        for (const QString &name : demotext::systemNames()) {
            DRAUDIT_TRY(id, w.rows().addSystem(name));
            systems << id;
            ++s.systems;
        }
        DRAUDIT_TRY(judge, w.rows().addJudge(QStringLiteral("dr-arena-examiner"), QStringLiteral("")));
        if (auto r = battles(w, o, systems, judge, rng, s, progress); !r)
            return r;
        if (auto r = reports(w, o, systems, rng, s); !r)
            return r;
        return rubricTasks(w, o, systems, rng, s);
    };
    if (auto r = body(); !r) {
        store.database().rollback();
        return tl::unexpected(r.error());
    }
    if (!store.database().commit())
        return fail(QCoreApplication::translate("draudit::models::DemoGenerator", "cannot commit the demo project: %1")
                        .arg(store.database().lastError().text()));
    return s;
}

} // namespace draudit::models
