// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Invitations to annotate a study in a browser (`draudit serve`): one link per annotator, holding a random token that
// is shown once and stored only as its SHA-256, with an expiry, revocable by the owner. The server accepts a token
// only while it is neither expired nor revoked, for the study and annotator it was issued to.
#pragma once

#include "models/core/error.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct Invitation
{
    qint64 id = 0;
    qint64 studyId = 0;
    QString annotator;
    QDateTime createdAt;
    QDateTime expiresAt;
    QDateTime revokedAt; // invalid while in force
    QDateTime lastUsedAt; // invalid until first used
    bool inForce(const QDateTime &now) const { return !revokedAt.isValid() && now < expiresAt; }
};

struct IssuedInvitation
{
    Invitation invitation;
    QString token; // 43 characters of base64url (256 random bits); never stored, shown to the owner once
};

// A browser session an invitation opened.
struct WebSession
{
    qint64 id = 0;
    Invitation invitation;
    QString csrf;
    QString aliasKey; // 32 bytes as hex: the key of the item aliases its page sees (packagealias.h)
    bool pinChecked = false;
    QDateTime lastSeen;
};

class InvitationStore
{
public:
    explicit InvitationStore(ProjectStore &store);

    // A new invitation for an annotator of the study (one with items in it), valid for `days` days (1..365).
    Result<IssuedInvitation> issue(qint64 studyId, const QString &annotator, int days);
    Result<QList<Invitation>> list(qint64 studyId) const;
    // Revokes one invitation by id, or every invitation of an annotator in the study (annotator not empty).
    Result<int> revoke(qint64 studyId, qint64 id, const QString &annotator = {});
    // The invitation the token belongs to, when it is in force for this study; nullopt for any other token (unknown,
    // expired, revoked or of another study: the caller says the same to all of them). Records its use.
    Result<std::optional<Invitation>> accept(qint64 studyId, const QString &token);
    // Whether the invitation is still in force (the server asks again on every request: a revocation ends sessions).
    Result<bool> stillInForce(qint64 id) const;

    // A new session of the invitation; `token` receives the cookie's value (stored only as its SHA-256).
    Result<WebSession> openSession(const Invitation &invitation, bool pinChecked, QString *token);
    // The session of a cookie while its invitation is in force and it was used within `idleHours`; nullopt
    // otherwise. A use more than five minutes after the last one recorded is recorded.
    Result<std::optional<WebSession>> session(const QString &token, int idleHours);
    Result<void> setPinChecked(qint64 sessionId);
    Result<void> endSession(const QString &token);

    static QString tokenHash(const QString &token);
    static QString newToken(); // 256 random bits, base64url

private:
    ProjectStore &m_store;
};

} // namespace draudit::models
