// Generated questions store on targets beside the item ("item:7@response:5", "response:5#URL#0", "claim:0.k@..."),
// so loading reads the item's own target and every target that names it.
#include "models/formanswers.h"

#include "models/annotationstore.h"
#include "models/itemforms.h"
#include "models/projectstore.h"
#include "models/resulttry.h"
#include "models/statementcache.h"

#include <QCoreApplication>

namespace draudit::models {

FormAnswers::FormAnswers(ProjectStore &store, qint64 studyId, QString annotator)
    : m_store(store)
    , m_studyId(studyId)
    , m_annotator(std::move(annotator))
{
}

Result<QHash<QString, QString>> FormAnswers::load(const FormDefinition &form, const QString &itemTarget) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT a.target, a.field, a.value FROM annotations a JOIN annotators n ON n.id = "
                           "a.annotator_id WHERE a.study_id = ? AND n.name = ? AND a.value <> '' AND (a.target = ? "
                           "OR a.target LIKE ? OR a.target LIKE ?)"),
            { m_studyId, m_annotator, itemTarget, QStringLiteral("%@") + itemTarget,
                itemTarget + QStringLiteral("#%") }));
    QHash<QString, QString> stored;
    while (q.next())
        stored.insert(storageKey(q.value(0).toString(), q.value(1).toString()), q.value(2).toString());
    return answersByQuestion(form, itemTarget, stored);
}

Result<bool> FormAnswers::save(const FormDefinition &form, const QString &itemTarget, const QString &questionId,
    const QString &value, const QString &reason)
{
    const FormQuestion *question = nullptr;
    for (const FormQuestion &q : form.questions)
        if (q.id == questionId)
            question = &q;
    if (!question)
        return fail(QCoreApplication::translate("draudit::models::FormAnswers", "the form %1 has no question %2")
                        .arg(form.id, questionId));
    const QString target = question->storedTarget(itemTarget);
    // Only this question's stored answer is compared (not the whole item): this runs on every answer given.
    DRAUDIT_TRY(current,
        runQuery(m_store.database(),
            QStringLiteral("SELECT a.value FROM annotations a JOIN annotators n ON n.id = a.annotator_id WHERE "
                           "a.study_id = ? AND n.name = ? AND a.target = ? AND a.field = ?"),
            { m_studyId, m_annotator, target, question->storedField() }));
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
            { m_annotator, target, question->storedField(), value, reason, m_studyId, QStringLiteral("gui") }));
    Q_UNUSED(saved);
    return true;
}

Result<QHash<QString, QString>> judgeAnswers(ProjectStore &store, const FormDefinition &form, const QString &itemTarget)
{
    QHash<QString, QString> out;
    for (const FormQuestion &q : form.questions) {
        if (q.judgeField.isEmpty())
            continue;
        DRAUDIT_TRY(rows,
            runQuery(store.database(),
                QStringLiteral("SELECT value, score FROM judge_records WHERE target = ? AND field = ? ORDER BY id"),
                { q.storedTarget(itemTarget), q.judgeField }));
        QStringList values;
        while (rows.next())
            values << (rows.value(0).isNull() ? QString::number(rows.value(1).toDouble(), 'g', 4)
                                              : rows.value(0).toString());
        if (!values.isEmpty())
            out.insert(q.id, values.join(QStringLiteral(" / ")));
    }
    return out;
}

} // namespace draudit::models
