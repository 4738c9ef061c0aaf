// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The answers statistics read, as of the item's first commit or as stored now.
#include "models/store/studies/answerbasis.h"

#include "models/core/resulttry.h"
#include "models/forms/formjson.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace draudit::models {

namespace {
thread_local AnswerBasis t_basis = AnswerBasis::FirstCommit;
thread_local QSet<QString> t_afterCommit;

// A field name as an SQL literal (field names come from the study's own stored form).
QString literal(QString text)
{
    return QLatin1Char('\'') + text.replace(QLatin1Char('\''), QLatin1String("''")) + QLatin1Char('\'');
}
} // namespace

AnswerBasis currentAnswerBasis()
{
    return t_basis;
}

AnswerBasisScope::AnswerBasisScope(AnswerBasis basis)
    : m_previous(t_basis)
{
    t_basis = basis;
}

AnswerBasisScope::~AnswerBasisScope()
{
    t_basis = m_previous;
}

AfterCommitFieldsScope::AfterCommitFieldsScope(QSet<QString> fields)
    : m_previous(t_afterCommit)
{
    t_afterCommit = std::move(fields);
}

AfterCommitFieldsScope::~AfterCommitFieldsScope()
{
    t_afterCommit = m_previous;
}

Result<StudyAnswerFields> studyAnswerFields(ProjectStore &store, qint64 studyId)
{
    DRAUDIT_TRY(q, runQuery(store.database(), QStringLiteral("SELECT form FROM studies WHERE id = ?"), { studyId }));
    StudyAnswerFields out;
    out.afterCommit = t_afterCommit;
    if (!q.next() || q.value(0).toString().isEmpty())
        return out; // the open study: no form of its own
    const QByteArray json = q.value(0).toString().toUtf8();
    // The form was checked when the study was made; whatever expansion it names is taken as it is.
    const QString expand = QJsonDocument::fromJson(json).object().value(QStringLiteral("expand")).toString();
    DRAUDIT_TRY(form, formFromJson(json, QStringLiteral("study %1").arg(studyId), { expand }));
    for (const FormQuestion &question : form.questions) {
        if (question.afterCommit || question.afterReveal)
            out.afterCommit.insert(question.storedField());
        if (!question.judgeField.isEmpty())
            out.judgeField.insert(question.storedField(), question.judgeField);
    }
    return out;
}

QString blindingOfAnswer(const ProjectStore &store, const QString &answer)
{
    // The report of "item:7@response:5" is what follows '@'; of "response:5#u#1" what precedes '#'.
    const bool pg = store.backend() == Backend::Postgres;
    const QString afterAt = pg ? QStringLiteral("split_part(%1.target, '@', 2)")
                               : QStringLiteral("substr(%1.target, instr(%1.target, '@') + 1)");
    const QString beforeHash = pg ? QStringLiteral("split_part(%1.target, '#', 1)")
                                  : QStringLiteral("substr(%1.target, 1, instr(%1.target, '#') - 1)");
    const QString one = QStringLiteral("(SELECT bb.id FROM blinding bb WHERE bb.study_id = %1.study_id AND "
                                       "bb.annotator_id = %1.annotator_id AND bb.target %2 LIMIT 1)");
    return QStringLiteral("coalesce(%1, %2)")
        .arg(one.arg(answer, QStringLiteral("= %1.target").arg(answer)),
            one.arg(answer, QStringLiteral("IN (%1, %2)").arg(afterAt.arg(answer), beforeHash.arg(answer))));
}

Result<QString> studyAnswersRelation(ProjectStore &store, qint64 studyId)
{
    if (currentAnswerBasis() == AnswerBasis::Final)
        return QStringLiteral("annotations");
    DRAUDIT_TRY(fields, studyAnswerFields(store, studyId));
    QStringList after;
    for (const QString &field : std::as_const(fields.afterCommit))
        after << literal(field);
    after.sort();
    const QString ownAnswer
        = after.isEmpty() ? QString() : QStringLiteral(" OR x.field IN (%1)").arg(after.join(QStringLiteral(", ")));
    // An answer given on an item shown in a blind session and never committed (skipped, or left before Enter) is no
    // judgement: none. An answer with no commit recorded otherwise keeps its value (not blind: imported, or given
    // outside a session; the reports count it apart); a committed one takes the last value its history gave it at or
    // before the first commit, or none.
    return QStringLiteral(
        "(SELECT x.id, x.study_id, x.annotator_id, x.target, x.field, CASE WHEN b.shown_at IS NOT NULL AND "
        "b.committed_at IS NULL THEN '' WHEN b.committed_at IS NULL%1 THEN x.value "
        "ELSE coalesce((SELECT h.new_value FROM annotation_history h WHERE h.annotation_id = x.id AND h.changed_at "
        "<= b.committed_at ORDER BY h.id DESC LIMIT 1), '') END AS value FROM annotations x LEFT JOIN blinding b ON "
        "b.id = %2 WHERE x.study_id = %3)")
        .arg(ownAnswer, blindingOfAnswer(store, QStringLiteral("x")), QString::number(studyId));
}

} // namespace draudit::models
