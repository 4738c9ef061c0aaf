// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tokens are 32 bytes from libsodium's generator; the database keeps their SHA-256 only, so a copy of the project (a
// backup, a package, a database dump) opens no session.
#include "models/store/studies/invitations.h"

#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/storage/storetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlQuery>
#include <sodium.h>

namespace draudit::models {

namespace {
struct Invitations
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::Invitations)
};

QString randomHex()
{
    QByteArray bytes(32, Qt::Uninitialized);
    randombytes_buf(bytes.data(), static_cast<size_t>(bytes.size()));
    return QString::fromLatin1(bytes.toHex());
}

QString stamp(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime readStamp(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

constexpr const char *kColumns = "i.id, i.study_id, a.name, i.created_at, i.expires_at, i.revoked_at, i.last_used_at";

Invitation readInvitation(const QSqlQuery &q)
{
    return { q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), readStamp(q.value(3)),
        readStamp(q.value(4)), readStamp(q.value(5)), readStamp(q.value(6)) };
}
} // namespace

InvitationStore::InvitationStore(ProjectStore &store)
    : m_store(store)
{
}

QString InvitationStore::newToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    randombytes_buf(bytes.data(), static_cast<size_t>(bytes.size()));
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString InvitationStore::tokenHash(const QString &token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

Result<IssuedInvitation> InvitationStore::issue(qint64 studyId, const QString &annotator, int days)
{
    if (days < 1 || days > 365)
        return fail(Invitations::tr("an invitation is valid for 1 to 365 days, not %1").arg(days));
    return inTransaction<IssuedInvitation>(m_store, [&]() -> Result<IssuedInvitation> {
        QSqlDatabase &db = m_store.database();
        DRAUDIT_TRY(who,
            runQuery(db,
                QStringLiteral("SELECT a.id FROM annotators a WHERE a.name = ? AND EXISTS (SELECT 1 FROM assignments s "
                               "WHERE s.study_id = ? AND s.annotator_id = a.id)"),
                { annotator, studyId }));
        if (!who.next())
            return fail(Invitations::tr("%1 has no items in this study: assign the study first").arg(annotator));
        const qint64 annotatorId = who.value(0).toLongLong();
        IssuedInvitation out;
        out.token = InvitationStore::newToken();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        out.invitation = { 0, studyId, annotator, now, now.addDays(days), {}, {} };
        DRAUDIT_TRY(inserted,
            runQuery(db,
                QStringLiteral("INSERT INTO invitations (study_id, annotator_id, token_hash, created_at, expires_at) "
                               "VALUES (?, ?, ?, ?, ?) RETURNING id"),
                { studyId, annotatorId, tokenHash(out.token), stamp(now), stamp(out.invitation.expiresAt) }));
        if (!inserted.next())
            return fail(Invitations::tr("cannot store the invitation"));
        out.invitation.id = inserted.value(0).toLongLong();
        return out;
    });
}

Result<QList<Invitation>> InvitationStore::list(qint64 studyId) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT %1 FROM invitations i JOIN annotators a ON a.id = i.annotator_id "
                           "WHERE i.study_id = ? ORDER BY i.id")
                .arg(QLatin1String(kColumns)),
            { studyId }));
    QList<Invitation> out;
    while (q.next())
        out << readInvitation(q);
    return out;
}

Result<int> InvitationStore::revoke(qint64 studyId, qint64 id, const QString &annotator)
{
    return inTransaction<int>(m_store, [&]() -> Result<int> {
        const QString now = stamp(QDateTime::currentDateTimeUtc());
        DRAUDIT_TRY(q,
            annotator.isEmpty()
                ? runQuery(m_store.database(),
                    QStringLiteral("UPDATE invitations SET revoked_at = ? WHERE study_id = ? AND id = ? "
                                   "AND revoked_at IS NULL"),
                    { now, studyId, id })
                : runQuery(m_store.database(),
                    QStringLiteral("UPDATE invitations SET revoked_at = ? WHERE study_id = ? AND revoked_at IS NULL "
                                   "AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"),
                    { now, studyId, annotator }));
        const int n = q.numRowsAffected();
        if (n == 0)
            return fail(annotator.isEmpty()
                    ? Invitations::tr("no invitation %1 in force in this study").arg(id)
                    : Invitations::tr("%1 has no invitation in force in this study").arg(annotator));
        return n;
    });
}

Result<std::optional<Invitation>> InvitationStore::accept(qint64 studyId, const QString &token)
{
    // A token is 43 base64url characters; anything else is looked up no further.
    if (token.size() != 43)
        return std::optional<Invitation>();
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT %1 FROM invitations i JOIN annotators a ON a.id = i.annotator_id "
                           "WHERE i.token_hash = ? AND i.study_id = ?")
                .arg(QLatin1String(kColumns)),
            { tokenHash(token), studyId }));
    if (!q.next())
        return std::optional<Invitation>();
    Invitation found = readInvitation(q);
    q.finish();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!found.inForce(now))
        return std::optional<Invitation>();
    DRAUDIT_TRY_VOID(inTransaction<void>(m_store, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(runQuery(m_store.database(),
            QStringLiteral("UPDATE invitations SET last_used_at = ? WHERE id = ?"), { stamp(now), found.id }));
        return {};
    }));
    found.lastUsedAt = now;
    return std::optional<Invitation>(found);
}

Result<bool> InvitationStore::stillInForce(qint64 id) const
{
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT %1 FROM invitations i JOIN annotators a ON a.id = i.annotator_id WHERE i.id = ?")
                .arg(QLatin1String(kColumns)),
            { id }));
    return q.next() && readInvitation(q).inForce(QDateTime::currentDateTimeUtc());
}

Result<WebSession> InvitationStore::openSession(const Invitation &invitation, bool pinChecked, QString *token)
{
    *token = newToken();
    WebSession out { 0, invitation, newToken(), randomHex(), pinChecked, QDateTime::currentDateTimeUtc() };
    return inTransaction<WebSession>(m_store, [&]() -> Result<WebSession> {
        // A link keeps its twenty newest sessions (tabs, devices); older ones end.
        DRAUDIT_TRY_VOID(runQuery(m_store.database(),
            QStringLiteral("DELETE FROM web_sessions WHERE invitation_id = ? AND id NOT IN (SELECT id FROM "
                           "web_sessions WHERE invitation_id = ? ORDER BY id DESC LIMIT 19)"),
            { invitation.id, invitation.id }));
        DRAUDIT_TRY(q,
            runQuery(m_store.database(),
                QStringLiteral("INSERT INTO web_sessions (token_hash, invitation_id, csrf, alias_key, pin_checked, "
                               "created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"),
                { tokenHash(*token), invitation.id, out.csrf, out.aliasKey, pinChecked ? 1 : 0, stamp(out.lastSeen),
                    stamp(out.lastSeen) }));
        if (!q.next())
            return fail(Invitations::tr("cannot store the session"));
        out.id = q.value(0).toLongLong();
        return out;
    });
}

Result<std::optional<WebSession>> InvitationStore::session(const QString &token, int idleHours)
{
    if (token.size() != 43)
        return std::optional<WebSession>();
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT %1, w.id, w.csrf, w.alias_key, w.pin_checked, w.last_seen_at FROM web_sessions w "
                           "JOIN invitations i ON i.id = w.invitation_id JOIN annotators a ON a.id = i.annotator_id "
                           "WHERE w.token_hash = ?")
                .arg(QLatin1String(kColumns)),
            { tokenHash(token) }));
    if (!q.next())
        return std::optional<WebSession>();
    WebSession s { q.value(7).toLongLong(), readInvitation(q), q.value(8).toString(), q.value(9).toString(),
        q.value(10).toInt() != 0, readStamp(q.value(11)) };
    q.finish();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!s.invitation.inForce(now) || s.lastSeen.secsTo(now) > qint64(idleHours) * 3600)
        return std::optional<WebSession>();
    if (s.lastSeen.secsTo(now) > 300) {
        DRAUDIT_TRY_VOID(inTransaction<void>(m_store, [&]() -> Result<void> {
            DRAUDIT_TRY_VOID(runQuery(m_store.database(),
                QStringLiteral("UPDATE web_sessions SET last_seen_at = ? WHERE id = ?"), { stamp(now), s.id }));
            return {};
        }));
        s.lastSeen = now;
    }
    return std::optional<WebSession>(s);
}

Result<void> InvitationStore::setPinChecked(qint64 sessionId)
{
    return inTransaction<void>(m_store, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(runQuery(
            m_store.database(), QStringLiteral("UPDATE web_sessions SET pin_checked = 1 WHERE id = ?"), { sessionId }));
        return {};
    });
}

Result<void> InvitationStore::endSession(const QString &token)
{
    return inTransaction<void>(m_store, [&]() -> Result<void> {
        DRAUDIT_TRY_VOID(runQuery(
            m_store.database(), QStringLiteral("DELETE FROM web_sessions WHERE token_hash = ?"), { tokenHash(token) }));
        return {};
    });
}

} // namespace draudit::models
