// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Generated questions store on targets beside the item ("item:7@response:5", "response:5#URL#0", "claim:0.k@..."):
// each question knows its own, so answers are read and written per question.
#include "models/store/studies/formanswers.h"

#include "models/core/resulttry.h"
#include "models/forms/itemquestions.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/annotationstore.h"

#include <QCoreApplication>
#include <QSet>

namespace draudit::models {

FormAnswers::FormAnswers(ProjectStore &store, qint64 studyId, QString annotator, AnswerPresentation shown)
    : m_store(store)
    , m_studyId(studyId)
    , m_annotator(std::move(annotator))
    , m_shown(std::move(shown))
{
}

namespace {
// The transform of a question's stored field, when the item is shown swapped; null otherwise.
const AnswerTransform *transformOf(const AnswerPresentation &shown, const FormQuestion &q)
{
    if (!shown.swapped)
        return nullptr;
    for (const AnswerTransform &t : shown.transforms)
        if (t.field == q.storedField())
            return &t;
    return nullptr;
}
} // namespace

Result<QHash<QString, QString>> FormAnswers::load(const FormDefinition &form, const Target &item) const
{
    const QString itemTarget = item.toString();
    // The targets the questions store on are known, so the lookup goes through the target index.
    QStringList targets;
    for (const FormQuestion &q : form.questions)
        if (const QString t = q.storedTarget(itemTarget); !targets.contains(t))
            targets << t;
    QHash<QuestionKey, QString> stored;
    constexpr qsizetype kBatch = 500; // well under every backend's limit on bound values
    for (qsizetype from = 0; from < targets.size(); from += kBatch) {
        const QStringList batch = targets.mid(from, kBatch);
        QVariantList binds { m_studyId, m_annotator };
        const QString targetList = inList(batch, binds);
        DRAUDIT_TRY(q,
            runQuery(m_store.database(),
                QStringLiteral("SELECT a.target, a.field, a.value FROM annotations a JOIN annotators n ON n.id = "
                               "a.annotator_id WHERE a.study_id = ? AND n.name = ? AND a.value <> '' AND a.target IN "
                               "(%1)")
                    .arg(targetList),
                binds));
        while (q.next())
            stored.insert(questionKey(q.value(0).toString(), q.value(1).toString()), q.value(2).toString());
    }
    QHash<QString, QString> answers = answersByQuestion(form, itemTarget, stored);
    for (const FormQuestion &q : form.questions)
        if (const AnswerTransform *t = transformOf(m_shown, q); t && answers.contains(q.id))
            answers[q.id] = t->toShown(answers.value(q.id), true);
    return answers;
}

Result<bool> FormAnswers::save(const FormDefinition &form, const Target &item, const QString &questionId,
    const QString &shownValue, const QString &reason)
{
    const FormQuestion *question = form.question(questionId);
    if (!question)
        return fail(QCoreApplication::translate("draudit::models::FormAnswers", "the form %1 has no question %2")
                        .arg(form.id, questionId));
    const AnswerTransform *transform = transformOf(m_shown, *question);
    const QString value = transform && !shownValue.isEmpty() ? transform->toStored(shownValue, true) : shownValue;
    const Target target = question->storedTarget(item);
    // Only this question's stored answer is compared (not the whole item): this runs on every answer given.
    DRAUDIT_TRY(current,
        runQuery(m_store.database(),
            QStringLiteral("SELECT a.value FROM annotations a JOIN annotators n ON n.id = a.annotator_id WHERE "
                           "a.study_id = ? AND n.name = ? AND a.target = ? AND a.field = ?"),
            { m_studyId, m_annotator, target.toString(), question->storedField() }));
    if ((current.next() ? current.value(0).toString() : QString()) == value)
        return false;
    current.finish();
    AnnotationStore annotations(m_store);
    if (value.isEmpty()) {
        DRAUDIT_TRY(cleared, annotations.clear(m_annotator, target, question->storedField(), reason, m_studyId));
        return cleared > 0;
    }
    DRAUDIT_TRY(saved,
        annotations.set(
            { m_annotator, target, question->storedField(), value, reason, m_studyId, m_clientId, m_once }));
    Q_UNUSED(saved);
    return true;
}

Result<QHash<QString, QString>> judgeAnswers(ProjectStore &store, const FormDefinition &form, const Target &item)
{
    const QString itemTarget = item.toString();
    QHash<QString, QString> out;
    for (const FormQuestion &q : form.questions) {
        if (q.judgeField.isEmpty())
            continue;
        DRAUDIT_TRY(rows,
            runQuery(store.database(),
                QStringLiteral("SELECT jr.value, jr.score, j.name FROM judge_records jr JOIN judges j ON j.id = "
                               "jr.judge_id WHERE jr.target = ? AND jr.field = ? ORDER BY jr.id"),
                { q.storedTarget(itemTarget), q.judgeField }));
        QStringList values, judges;
        while (rows.next()) {
            values << (rows.value(0).isNull() ? QString::number(rows.value(1).toDouble(), 'g', 4)
                                              : rows.value(0).toString());
            judges << rows.value(2).toString();
        }
        // Several judges (RACE runs) decided: each value with its judge's name.
        if (QSet<QString>(judges.begin(), judges.end()).size() > 1)
            for (qsizetype i = 0; i < values.size(); ++i)
                values[i] = judges[i] + QStringLiteral(" ") + values[i];
        if (!values.isEmpty())
            out.insert(q.id, values.join(QStringLiteral(" / ")));
    }
    return out;
}

} // namespace draudit::models
