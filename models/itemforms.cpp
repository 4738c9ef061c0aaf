// Generated questions keep the template's options and judge field; only their id, text, context and stored target
// are per item. Question ids are unique within a form ("item:7", "claim:0.name", "stmt:3").
#include "models/itemforms.h"

#include "models/claimmatch.h"
#include "models/projectstore.h"
#include "models/resulttry.h"
#include "models/statementcache.h"
#include "models/studyplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <tuple>

namespace draudit::models {

namespace {
// DR. BENCH focus and deviation keywords (FAK / FDK of the task): relevance 1..5 each, stored where the judge's
// keywords_fak_relevance / keywords_fdk_relevance scores are ("response:ID#keywords_fak_relevance:I", relevance).
Result<QList<FormQuestion>> keywordQuestions(ProjectStore &store, qint64 response)
{
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT rt.metadata FROM responses s JOIN tasks t ON t.id = s.task_id JOIN tasks rt ON "
                           "rt.benchmark = t.benchmark AND rt.external_id = t.external_id WHERE s.id = ? AND "
                           "t.benchmark = 'dr-bench' AND rt.metadata IS NOT NULL ORDER BY rt.id DESC"),
            { response }));
    QList<FormQuestion> out;
    if (!q.next())
        return out;
    const QJsonObject meta = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    const QList<FormOption> scale = FormOption::scale(1, 5);
    for (const auto &[key, judged, text] :
        { std::tuple { QStringLiteral("fak"), QStringLiteral("keywords_fak_relevance"),
              QCoreApplication::translate("draudit::models::ItemForms", "Relevance of focus keyword “%1” (1–5)") },
            std::tuple { QStringLiteral("fdk"), QStringLiteral("keywords_fdk_relevance"),
                QCoreApplication::translate(
                    "draudit::models::ItemForms", "Relevance of deviation keyword “%1” (1–5)") } }) {
        const QJsonArray words = meta.value(key).toArray();
        for (int i = 0; i < words.size(); ++i) {
            FormQuestion question(QStringLiteral("%1:%2").arg(key).arg(i), text.arg(words.at(i).toString()),
                FormQuestion::Kind::SingleChoice, scale, QStringLiteral("relevance"));
            question.target = QStringLiteral("response:%1#%2:%3").arg(response).arg(judged).arg(i);
            question.field = QStringLiteral("relevance");
            question.context = QCoreApplication::translate("draudit::models::ItemForms", "Keywords");
            out << question;
        }
    }
    return out;
}

Result<void> rubricQuestions(ProjectStore &store, FormDefinition &out, const QString &itemTarget, bool insights)
{
    const qint64 response = responseOfTarget(itemTarget);
    const qint64 onlyItem = itemTarget.startsWith(QLatin1String("item:"))
        ? itemTarget.section(QLatin1Char('@'), 0, 0).mid(5).toLongLong()
        : 0;
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral(
                "SELECT i.id, r.kind, i.text, i.allowed_values, r.name FROM rubrics r JOIN rubric_items i ON "
                "i.rubric_id = r.id WHERE r.kind IN (%1) AND (r.task_id IN (SELECT rt.id FROM responses s JOIN tasks t "
                "ON t.id = s.task_id JOIN tasks rt ON rt.benchmark = t.benchmark AND rt.external_id = t.external_id "
                "WHERE s.id = ?) OR (r.task_id IS NULL AND r.kind = 'grr' AND EXISTS (SELECT 1 FROM responses s JOIN "
                "tasks t ON t.id = s.task_id WHERE s.id = ? AND t.benchmark = 'dr-bench'))) ORDER BY r.task_id IS "
                "NULL, r.id, i.position")
                .arg(insights ? QStringLiteral("'insight'") : QStringLiteral("'qsr', 'grr', 'dr3-requirement'")),
            { response, response }));
    const FormQuestion *insight = out.question(QStringLiteral("insight"));
    QList<FormQuestion> generated;
    while (q.next()) {
        const qint64 item = q.value(0).toLongLong();
        if (onlyItem && item != onlyItem)
            continue;
        const QString kind = q.value(1).toString();
        FormQuestion question;
        if (insights && insight)
            question = *insight;
        else
            question.options = rubricOptions(q.value(3).toString());
        question.kind = FormQuestion::Kind::SingleChoice;
        question.id = QStringLiteral("item:%1").arg(item);
        question.text = q.value(2).toString();
        question.context = q.value(4).toString();
        question.field = kind == QLatin1String("dr3-requirement") ? QStringLiteral("requirement") : kind;
        question.judgeField = question.field;
        question.target = QStringLiteral("item:%1@response:%2").arg(item).arg(response);
        if (question.options.size() < 2)
            question.options
                = { { QStringLiteral("Yes"), QCoreApplication::translate("draudit::models::ItemForms", "Yes"), 1.0 },
                      { QStringLiteral("No"), QCoreApplication::translate("draudit::models::ItemForms", "No"), 0.0 } };
        generated << question;
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 has no %2 to check: import the task's rubric first")
                        .arg(itemTarget,
                            insights ? QCoreApplication::translate("draudit::models::ItemForms", "gold insights")
                                     : QCoreApplication::translate("draudit::models::ItemForms", "rubric items")));
    if (!insights && !onlyItem) {
        DRAUDIT_TRY(keywords, keywordQuestions(store, response));
        generated << keywords;
    }
    QList<FormQuestion> rest;
    for (const FormQuestion &t : out.questions)
        if (!(insights && t.id == QLatin1String("insight")))
            rest << t;
    out.questions = generated + rest;
    return {};
}

Result<void> statementQuestions(ProjectStore &store, FormDefinition &out, const QString &itemTarget)
{
    const FormQuestion *support = out.question(QStringLiteral("support"));
    if (!support)
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "the form has no 'support' question"));
    DRAUDIT_TRY(q,
        runQuery(store.database(),
            QStringLiteral("SELECT r.target, r.reasoning FROM judge_records r JOIN judges j ON j.id = r.judge_id WHERE "
                           "j.name = 'fact' AND r.field = 'support' AND r.target LIKE ? ORDER BY r.id"),
            { QStringLiteral("response:%1#%").arg(responseOfTarget(itemTarget)) }));
    QList<FormQuestion> generated;
    while (q.next()) {
        FormQuestion question = *support;
        const QString target = q.value(0).toString();
        question.id = QStringLiteral("stmt:%1").arg(generated.size() + 1);
        question.text = q.value(1).toString();
        // "response:ID#URL#N": the URL is everything between the first and the last '#'.
        question.context = target.section(QLatin1Char('#'), 1, -2);
        question.target = target;
        question.field = QStringLiteral("support");
        generated << question;
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate(
            "draudit::models::ItemForms", "%1 has no FACT statement–URL pairs: import the validated FACT file first")
                        .arg(itemTarget));
    out.questions = generated;
    return {};
}

Result<void> claimQuestions(ProjectStore &store, FormDefinition &out, const QString &itemTarget)
{
    const FormQuestion *score = out.question(QStringLiteral("key_score"));
    const FormQuestion *missing = out.question(QStringLiteral("missing_from_truth"));
    if (!score)
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "the form has no 'key_score' question"));
    const qint64 response = responseOfTarget(itemTarget);
    DRAUDIT_TRY(comparison, compareClaims(store, response));
    QList<FormQuestion> generated;
    const auto context = [](const QString &predicted, const QString &truth, bool matched) {
        return QCoreApplication::translate("draudit::models::ItemForms", "Predicted: %1\nGround truth: %2")
            .arg(predicted,
                matched ? (truth.isEmpty() ? QCoreApplication::translate("draudit::models::ItemForms", "(no such key)")
                                           : truth)
                        : QCoreApplication::translate("draudit::models::ItemForms", "(no matching claim)"));
    };
    for (const MatchedClaim &claim : comparison.claims) {
        const QString claimLabel
            = QCoreApplication::translate("draudit::models::ItemForms", "Claim %1").arg(claim.index + 1);
        if (!claim.isDict) {
            FormQuestion q = *score;
            q.id = QStringLiteral("claim:%1").arg(claim.index);
            q.text = claimLabel;
            q.context = context(claim.predictedText, claim.truthText, claim.truthIndex >= 0);
            q.target = QStringLiteral("claim:%1@response:%2").arg(claim.index).arg(response);
            q.field = QStringLiteral("key_score");
            generated << q;
        }
        for (const ClaimKey &key : claim.keys) {
            if (key.ignored || key.predicted.isEmpty())
                continue;
            FormQuestion q = *score;
            q.id = QStringLiteral("claim:%1.%2").arg(claim.index).arg(key.key);
            q.text = key.main ? QCoreApplication::translate("draudit::models::ItemForms", "%1 · %2 (main claim)")
                                    .arg(claimLabel, key.key)
                              : QStringLiteral("%1 · %2").arg(claimLabel, key.key);
            q.context = context(key.predicted, key.truth, claim.truthIndex >= 0);
            q.target = QStringLiteral("claim:%1.%2@response:%3").arg(claim.index).arg(key.key).arg(response);
            q.field = QStringLiteral("key_score");
            generated << q;
        }
        if (missing) {
            FormQuestion q = *missing;
            q.id = QStringLiteral("claim:%1:missing").arg(claim.index);
            q.text = QStringLiteral("%1 · %2").arg(claimLabel, missing->text);
            q.target = QStringLiteral("claim:%1@response:%2").arg(claim.index).arg(response);
            q.field = QStringLiteral("missing_from_truth");
            q.required = false;
            generated << q;
        }
    }
    if (generated.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::ItemForms", "%1 predicts no claims").arg(itemTarget));
    out.questions = generated;
    return {};
}

void taskQuestions(FormDefinition &out, const QString &itemTarget, std::uint64_t seed)
{
    QList<qint64> rounds = roundsOfTarget(itemTarget);
    StudyRandom(seed).shuffle(rounds);
    QList<FormOption> options;
    for (int i = 0; i < rounds.size(); ++i)
        options << FormOption { QStringLiteral("round:%1").arg(rounds[i]),
            QCoreApplication::translate("draudit::models::ItemForms", "Task %1").arg(i + 1), std::nullopt };
    for (FormQuestion &q : out.questions)
        if (q.kind == FormQuestion::Kind::SingleChoice && q.options.isEmpty())
            q.options = options;
}
} // namespace

QList<FormOption> rubricOptions(const QString &allowedValues)
{
    QList<FormOption> out;
    const QJsonDocument doc = QJsonDocument::fromJson(allowedValues.toUtf8());
    if (doc.isArray()) {
        for (const QJsonValue &v : doc.array()) {
            const QString label = v[QStringLiteral("label")].toString();
            if (!label.isEmpty())
                out << FormOption { label, label,
                    v[QStringLiteral("points")].isDouble() ? std::optional(v[QStringLiteral("points")].toDouble())
                                                           : std::nullopt };
        }
    } else if (doc.isObject()) {
        const QJsonObject o = doc.object();
        for (auto it = o.begin(); it != o.end(); ++it)
            out << FormOption { it.key(), it.key(),
                it.value().isDouble() ? std::optional(it.value().toDouble()) : std::nullopt };
    }
    std::stable_sort(out.begin(), out.end(),
        [](const FormOption &a, const FormOption &b) { return a.points.value_or(0) > b.points.value_or(0); });
    return out;
}

qint64 responseOfTarget(const QString &target)
{
    const qsizetype at = target.indexOf(QLatin1String("response:"));
    if (at < 0)
        return 0;
    QString digits;
    for (qsizetype i = at + 9; i < target.size() && target[i].isDigit(); ++i)
        digits += target[i];
    return digits.toLongLong();
}

QList<qint64> roundsOfTarget(const QString &target)
{
    QList<qint64> out;
    if (!target.startsWith(QLatin1String("rounds:")))
        return out;
    for (const QString &id : target.mid(7).split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << id.toLongLong();
    return out;
}

QString storageKey(const QString &target, const QString &field)
{
    return target + QLatin1Char('\x1f') + field;
}

QHash<QString, QString> answersByQuestion(
    const FormDefinition &form, const QString &itemTarget, const QHash<QString, QString> &stored)
{
    QHash<QString, QString> out;
    for (const FormQuestion &q : form.questions) {
        const QString key = storageKey(q.storedTarget(itemTarget), q.storedField());
        if (stored.contains(key))
            out.insert(q.id, stored.value(key));
    }
    return out;
}

Result<FormDefinition> formForItem(
    ProjectStore &store, const FormDefinition &form, const QString &itemTarget, std::uint64_t orderSeed)
{
    FormDefinition out = form;
    if (form.expand == QLatin1String("rubric") || form.expand == QLatin1String("insights")) {
        if (auto r = rubricQuestions(store, out, itemTarget, form.expand == QLatin1String("insights")); !r)
            return tl::unexpected(r.error());
    } else if (form.expand == QLatin1String("statements")) {
        if (auto r = statementQuestions(store, out, itemTarget); !r)
            return tl::unexpected(r.error());
    } else if (form.expand == QLatin1String("claims")) {
        if (auto r = claimQuestions(store, out, itemTarget); !r)
            return tl::unexpected(r.error());
    } else if (form.expand == QLatin1String("tasks")) {
        if (roundsOfTarget(itemTarget).size() < 2)
            return fail(QCoreApplication::translate(
                "draudit::models::ItemForms", "%1 is not a task-preference item (rounds:ID,ID,ID)")
                            .arg(itemTarget));
        taskQuestions(out, itemTarget, orderSeed);
    }
    out.expand.clear();
    return out;
}

} // namespace draudit::models
