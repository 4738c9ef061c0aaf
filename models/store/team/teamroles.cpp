// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Statements that name a role are built by the server (format with %I and %L), never by pasting text.
#include "models/store/team/teamroles.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"
#include "models/store/storage/teamschema.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace draudit::models {

namespace {
QString kindName(FormQuestion::Kind kind)
{
    switch (kind) {
    case FormQuestion::Kind::SingleChoice:
        return QStringLiteral("choice");
    case FormQuestion::Kind::Number:
        return QStringLiteral("number");
    case FormQuestion::Kind::FreeText:
        break;
    }
    return QStringLiteral("text");
}

QString optionsJson(const FormQuestion &q)
{
    QJsonArray values;
    for (const FormOption &o : q.options)
        values.append(o.value);
    return QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
}

// One annotator's rules in the study: what her queue's forms ask, as the owner expands them for each item.
Result<void> storeRulesOf(ProjectStore &store, const StudyInfo &study, qint64 annotatorId, const QString &annotator,
    const QuestionsOfQueue &questions)
{
    DRAUDIT_TRY(queue, StudyStore(store).queue(study.id, annotator));
    DRAUDIT_TRY(asked, questions(study, queue));
    StatementCache sql(store.database());
    DRAUDIT_TRY_VOID(
        sql.exec(QStringLiteral("DELETE FROM draudit_private.answer_rules WHERE study_id = ? AND annotator_id = ?"),
            { study.id, annotatorId }));
    for (auto it = asked.byKey.cbegin(); it != asked.byKey.cend(); ++it) {
        const FormQuestion &q = *it.value();
        const QString item = asked.itemOfKey.value(it.key());
        DRAUDIT_TRY_VOID(sql.exec(
            QStringLiteral("INSERT INTO draudit_private.answer_rules (study_id, annotator_id, item, question, target, "
                           "field, kind, options, minimum, maximum, required, only_if, after_commit, after_reveal) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"),
            { study.id, annotatorId, item, q.id, q.storedTarget(item), q.storedField(), kindName(q.kind),
                optionsJson(q), q.minimum, q.maximum, q.required, q.onlyIf, q.afterCommit, q.afterReveal }));
    }
    return {};
}

Result<void> storeStudyRules(ProjectStore &store, const StudyInfo &study, const QuestionsOfQueue &questions)
{
    DRAUDIT_TRY(people,
        runQuery(store.database(),
            QStringLiteral("SELECT DISTINCT n.id, n.name FROM assignments a JOIN annotators n ON n.id = "
                           "a.annotator_id WHERE a.study_id = ? ORDER BY n.id"),
            { study.id }));
    QList<std::pair<qint64, QString>> annotators;
    while (people.next())
        annotators.append({ people.value(0).toLongLong(), people.value(1).toString() });
    people.finish();
    for (const auto &[id, name] : std::as_const(annotators))
        DRAUDIT_TRY_VOID(storeRulesOf(store, study, id, name, questions));
    return {};
}

Result<bool> teamIsSetUp(ProjectStore &store)
{
    if (store.backend() != Backend::Postgres)
        return false;
    DRAUDIT_TRY(q,
        runQuery(store.database(), QStringLiteral("SELECT to_regclass('draudit_private.answer_rules') IS NOT NULL")));
    return q.next() && q.value(0).toBool();
}

Result<void> execute(QSqlDatabase &db, const QString &sql)
{
    return models::execute(
        db, sql, QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles"));
}

// A statement naming the role (and the database), formatted by the server: %1 is the role, %2 the password.
Result<void> executeFormatted(QSqlDatabase &db, const QString &format, const QString &role, const QString &password)
{
    DRAUDIT_TRY(q,
        runQuery(
            db, QStringLiteral("SELECT format(?, ?::text, ?::text, current_database())"), { format, role, password }));
    if (!q.next())
        return fail(QCoreApplication::translate("draudit::models::TeamRoles", "cannot set up the annotator roles"));
    return execute(db, q.value(0).toString());
}

Result<void> createLoginRole(QSqlDatabase &db, const QString &role, const QString &password)
{
    DRAUDIT_TRY(exists, runQuery(db, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), { role }));
    const bool known = exists.next();
    exists.finish();
    if (!known)
        DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("CREATE ROLE %1$I LOGIN"), role, password));
    if (!password.isEmpty())
        DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("ALTER ROLE %1$I PASSWORD %2$L"), role, password));
    DRAUDIT_TRY_VOID(executeFormatted(db, QStringLiteral("GRANT draudit_annotators TO %1$I"), role, password));
    return executeFormatted(
        db, QStringLiteral("ALTER ROLE %1$I IN DATABASE %3$I SET search_path = draudit_blind, public"), role, password);
}
} // namespace

Result<void> storeAnswerRules(ProjectStore &store, qint64 studyId, const QuestionsOfQueue &questions)
{
    DRAUDIT_TRY(setUp, teamIsSetUp(store));
    if (!setUp)
        return {};
    DRAUDIT_TRY(all, StudyStore(store).studies());
    for (const StudyInfo &study : std::as_const(all))
        if (study.id == studyId)
            return inTransaction<void>(store, [&] { return storeStudyRules(store, study, questions); });
    return fail(QCoreApplication::translate("draudit::models::TeamRoles", "no study with id %1").arg(studyId));
}

Result<void> grantAnnotatorRole(ProjectStore &store, const QString &annotator, const QString &role,
    const QString &password, const QuestionsOfQueue &questions)
{
    if (store.backend() != Backend::Postgres)
        return fail(QCoreApplication::translate("draudit::models::TeamRoles",
            "database roles are for PostgreSQL projects; a SQLite project is one person's file (give the annotator "
            "a PIN on a shared machine)"));
    static const QRegularExpression name(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    if (!name.match(role).hasMatch() || role.startsWith(QLatin1String("pg_")))
        return fail(QCoreApplication::translate("draudit::models::TeamRoles",
            "'%1' cannot be a database role: use lower-case letters, digits and _ (--db-role NAME)")
                        .arg(role));
    QSqlDatabase &db = store.database();
    DRAUDIT_TRY(owned, runQuery(db, QStringLiteral("SELECT 1 FROM annotators WHERE name = ?"), { annotator }));
    if (!owned.next())
        return fail(
            QCoreApplication::translate("draudit::models::TeamRoles", "no annotator named '%1'").arg(annotator));
    owned.finish();
    return inTransaction<void>(store, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(installTeamObjects(db));
        DRAUDIT_TRY_VOID(createLoginRole(db, role, password));
        DRAUDIT_TRY(q,
            runQuery(db,
                QStringLiteral("UPDATE annotators SET db_role = CASE WHEN name = ? THEN ? ELSE NULL END "
                               "WHERE name = ? OR db_role = ?"),
                { annotator, role, annotator, role }));
        DRAUDIT_TRY(all, StudyStore(store).studies());
        for (const StudyInfo &study : std::as_const(all))
            DRAUDIT_TRY_VOID(storeStudyRules(store, study, questions));
        return {};
    });
}

} // namespace draudit::models
