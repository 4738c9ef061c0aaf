// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The checks are read whole and validated before anything is written; replacing them is one transaction.
#include "models/store/studies/checkanswers.h"

#include "models/core/resulttry.h"
#include "models/io/tabularfile.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlQuery>

namespace draudit::models {

namespace {
// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct CheckAnswers
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::CheckAnswers)
};

Result<CheckAnswer> checkAnswerAt(const TabularFile &file, const TabularRow &row, const FormDefinition &form)
{
    CheckAnswer a { Target::parse(file.cell(row, "target")), file.cell(row, "field"), file.cell(row, "value") };
    if (!a.target.isValid())
        return tl::unexpected(file.errorAt(row, "target", CheckAnswers::tr("every check needs the item it is on")));
    if (a.target.isMalformed()) // round:07 is no item; taken as text it would never match one
        return tl::unexpected(file.errorAt(row, "target",
            CheckAnswers::tr("'%1' is not an item as draudit writes one (round:12, response:7)")
                .arg(file.cell(row, "target"))));
    const FormQuestion *question = nullptr;
    for (const FormQuestion &q : form.questions)
        if (q.storedField() == a.field)
            question = &q;
    if (!question)
        return tl::unexpected(
            file.errorAt(row, "field", CheckAnswers::tr("'%1' is not a question of the study's form").arg(a.field)));
    if (!question->accepts(a.value))
        return tl::unexpected(file.errorAt(row, "value",
            CheckAnswers::tr("'%1' is not an answer question %2 accepts").arg(a.value, question->storedField())));
    return a;
}
} // namespace

Result<QList<CheckAnswer>> readCheckAnswers(const QString &path, const FormDefinition &form)
{
    DRAUDIT_TRY(file, TabularFile::read(path));
    for (const char *column : { "target", "field", "value" })
        if (file.column(QString::fromLatin1(column)) < 0)
            return tl::unexpected(file.missingColumn(QString::fromLatin1(column)));
    QList<CheckAnswer> out;
    QSet<std::pair<Target, QString>> seen; // (item, field)
    for (const TabularRow &row : file.rows()) {
        DRAUDIT_TRY(answer, checkAnswerAt(file, row, form));
        if (seen.contains({ answer.target, answer.field }))
            return tl::unexpected(
                file.errorAt(row, "field", CheckAnswers::tr("this item's %1 is checked twice").arg(answer.field)));
        seen.insert({ answer.target, answer.field });
        out << answer;
    }
    return out;
}

Result<int> CheckAnswerStore::replace(qint64 studyId, const QList<CheckAnswer> &answers)
{
    DRAUDIT_TRY(items,
        runQuery(m_store.database(), QStringLiteral("SELECT target FROM study_items WHERE study_id = ?"), { studyId }));
    QSet<Target> targets;
    while (items.next())
        targets.insert(Target::parse(items.value(0).toString()));
    for (const CheckAnswer &a : answers)
        if (!targets.contains(a.target))
            return fail(CheckAnswers::tr("%1 is not an item of the study; a check is asked as one of its items")
                            .arg(a.target.toString()));
    return inTransaction<int>(m_store, [&]() -> Result<int> {
        DRAUDIT_TRY_VOID(
            runQuery(m_store.database(), QStringLiteral("DELETE FROM check_answers WHERE study_id = ?"), { studyId }));
        for (const CheckAnswer &a : answers)
            DRAUDIT_TRY_VOID(runQuery(m_store.database(),
                QStringLiteral("INSERT INTO check_answers (study_id, target, field, value) VALUES (?, ?, ?, ?)"),
                { studyId, a.target.toString(), a.field, a.value }));
        return static_cast<int>(answers.size());
    });
}

Result<int> CheckAnswerStore::count(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(
            m_store.database(), QStringLiteral("SELECT count(*) FROM check_answers WHERE study_id = ?"), { studyId }));
    return q.next() ? q.value(0).toInt() : 0;
}

Result<QList<CheckAnswer>> CheckAnswerStore::list(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT target, field, value FROM check_answers WHERE study_id = ? ORDER BY id"),
            { studyId }));
    QList<CheckAnswer> out;
    while (q.next())
        out << CheckAnswer { Target::parse(q.value(0).toString()), q.value(1).toString(), q.value(2).toString() };
    return out;
}

Result<QList<CheckResult>> CheckAnswerStore::results(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT n.name, count(*), sum(CASE WHEN a.value = c.value THEN 1 ELSE 0 END) "
                           "FROM check_answers c JOIN annotations a ON a.study_id = c.study_id AND a.target = c.target "
                           "AND a.field = c.field JOIN annotators n ON n.id = a.annotator_id "
                           "WHERE c.study_id = ? AND a.value <> '' GROUP BY n.name ORDER BY n.name"),
            { studyId }));
    QList<CheckResult> out;
    while (q.next())
        out << CheckResult { q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt() };
    return out;
}

} // namespace draudit::models
