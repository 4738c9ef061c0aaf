// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/serve/studyweb.h"

#include "app/serve/safepage.h"
#include "app/serve/webresponse.h"
#include "models/benchmarks/registry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/invitations.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QUrlQuery>
#include <sodium.h>

namespace draudit::serve {

namespace {
struct Web
{
    Q_DECLARE_TR_FUNCTIONS(draudit::serve::Web)
};

const QByteArray kCookie = QByteArrayLiteral("draudit_session");

QString cookieValue(const std::string &header)
{
    for (const QByteArray &part : QByteArray::fromStdString(header).split(';')) {
        const QByteArray p = part.trimmed();
        if (p.startsWith(kCookie + '='))
            return QString::fromLatin1(p.mid(kCookie.size() + 1));
    }
    return {};
}

bool sameSecret(const QString &a, const QString &b)
{
    const QByteArray x = a.toLatin1(), y = b.toLatin1();
    return x.size() == y.size() && !x.isEmpty() && sodium_memcmp(x.constData(), y.constData(), x.size()) == 0;
}

QJsonObject bodyOf(const HttpRequest &request)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(request.body)).object();
}

std::pair<QString, QUrlQuery> splitTarget(const std::string &target)
{
    const QString t = QString::fromUtf8(target);
    const qsizetype q = t.indexOf(QLatin1Char('?'));
    return { q < 0 ? t : t.left(q), QUrlQuery(q < 0 ? QString() : t.mid(q + 1)) };
}
} // namespace

StudyWeb::StudyWeb(models::ProjectStore &store, models::StudyInfo study, WebOptions options, WebEvent events)
    : m_store(store)
    , m_study(std::move(study))
    , m_options(std::move(options))
    , m_events(std::move(events))
{
}

HttpResponse StudyWeb::handle(const HttpRequest &request)
{
    const auto [path, query] = splitTarget(request.target);
    const bool get = request.method == "GET";
    if (get && (path == QLatin1String("/") || path == QLatin1String("/study")))
        return asset(QStringLiteral("annotate.html"), m_options);
    if (get && (path == QLatin1String("/annotate.js") || path == QLatin1String("/annotate.css")))
        return asset(path.mid(1), m_options);
    if ((get || request.method == "POST") && path.startsWith(QLatin1String("/i/")))
        return openInvitation(request, path.mid(3));
    if (!path.startsWith(QLatin1String("/api/")))
        return refusal({ 404, Web::tr("Not found.") }, m_options);
    Session *session = sessionOf(request);
    if (!session)
        return refusal({ 401, Web::tr("Your session has ended. Open your invitation link again.") }, m_options);
    if (!session->bucket.take())
        return refusal({ 429, Web::tr("Too many requests; wait a moment.") }, m_options);
    session->lastSeen = QDateTime::currentDateTimeUtc();
    return api(request, *session, path);
}

StudyWeb::Session &StudyWeb::remember(const QString &token, const models::WebSession &stored)
{
    Session session;
    session.stored = stored;
    session.lastSeen = QDateTime::currentDateTimeUtc();
    session.bucket = TokenBucket(m_options.requestsPerSecond, m_options.requestBurst);
    session.desk = std::make_unique<AnnotatorDesk>(m_store, m_study, stored.invitation.annotator, stored.aliasKey);
    return m_sessions.insert_or_assign(token, std::move(session)).first->second;
}

// The session of the request's cookie, read again from the project on every request: a revoked or expired invitation
// ends its sessions at once, and a server started again takes up the sessions it had.
StudyWeb::Session *StudyWeb::sessionOf(const HttpRequest &request)
{
    const QString token = cookieValue(request.header("cookie"));
    const auto stored = models::InvitationStore(m_store).session(token, m_options.sessionIdleHours);
    if (!stored || !*stored || (*stored)->invitation.studyId != m_study.id) {
        m_sessions.erase(token);
        return nullptr;
    }
    const auto it = m_sessions.find(token);
    Session &session = it == m_sessions.end() ? remember(token, **stored) : it->second;
    session.stored.pinChecked = (*stored)->pinChecked;
    return &session;
}

// GET shows whose link it is and a button; only the POST that button sends, from this site's own page, opens the
// session. A link opened by another site (a top-level navigation carries no Origin check) thus changes nothing: it
// cannot slip its owner's session under the annotator's own.
HttpResponse StudyWeb::openInvitation(const HttpRequest &request, const QString &token)
{
    const QString address = clientAddress(request);
    if (m_failures.blocked(address))
        return refusal(
            { 429, Web::tr("Too many wrong links from this address; try again in ten minutes.") }, m_options);
    const auto found = models::InvitationStore(m_store).accept(m_study.id, token);
    if (!found)
        return refusal(storeFailure(found.error()).value(), m_options);
    if (!*found) {
        m_failures.fail(address);
        return notice(403,
            Web::tr("This link is not valid: it may have expired, been withdrawn or been copied "
                    "incompletely. Ask the study's owner for a new one."),
            m_options);
    }
    const models::Invitation &invitation = **found;
    if (request.method == "GET")
        return confirmation(token,
            models::StudyStore(m_store).greetingName(invitation.annotator).value_or(invitation.annotator), m_options);
    if (!fromThisSite(request))
        return refusal({ 403, Web::tr("This request did not come from your study page. Reload the page.") }, m_options);
    const QString perInvitation = QStringLiteral("invitation %1").arg(invitation.id);
    if (m_opens.blocked(perInvitation))
        return refusal({ 429, Web::tr("This link was opened too often; try again in ten minutes.") }, m_options);
    m_opens.fail(perInvitation);
    const auto hasPin = models::StudyStore(m_store).hasPin(invitation.annotator);
    if (!hasPin)
        return refusal(storeFailure(hasPin.error()).value(), m_options);
    QString cookie;
    const auto opened = models::InvitationStore(m_store).openSession(invitation, !*hasPin, &cookie);
    if (!opened)
        return refusal(storeFailure(opened.error()).value(), m_options);
    remember(cookie, *opened);
    if (m_events)
        m_events({ { QStringLiteral("event"), QStringLiteral("session") },
            { QStringLiteral("annotator"), invitation.annotator } });
    return sessionStart(cookie, m_options);
}

// The client's address for the failure limits: behind the owner's HTTPS proxy (on this machine) the address the
// proxy reports, else the connection's.
QString StudyWeb::clientAddress(const HttpRequest &request) const
{
    const QString peer = QString::fromStdString(request.peer);
    const QString forwarded = QString::fromStdString(request.header("x-forwarded-for"));
    const bool local = peer == QLatin1String("127.0.0.1") || peer == QLatin1String("::1");
    if (!m_options.behindProxy || !local || forwarded.isEmpty())
        return peer;
    return forwarded.section(QLatin1Char(','), -1).trimmed();
}

bool StudyWeb::fromThisSite(const HttpRequest &request) const
{
    const std::string site = request.header("sec-fetch-site");
    if (!site.empty() && site != "same-origin")
        return false;
    const QString origin = QString::fromStdString(request.header("origin"));
    if (origin.isEmpty())
        return true;
    const qsizetype scheme = origin.indexOf(QLatin1String("://"));
    return scheme >= 0 && origin.mid(scheme + 3) == QString::fromStdString(request.header("host"));
}

HttpResponse StudyWeb::api(const HttpRequest &request, Session &session, const QString &path)
{
    if (request.method == "POST") {
        if (const auto allowed = checkWrite(request, session); !allowed)
            return refusal(allowed.error(), m_options);
        if (path == QLatin1String("/api/pin"))
            return checkPin(request, session);
        if (path == QLatin1String("/api/leave")) {
            const QString token = cookieValue(request.header("cookie"));
            if (const auto ended = models::InvitationStore(m_store).endSession(token); !ended)
                return refusal(storeFailure(ended.error()).value(), m_options);
            m_sessions.erase(token);
            return sessionEnd(m_options);
        }
        if (!session.stored.pinChecked)
            return refusal({ 403, Web::tr("Enter your PIN first.") }, m_options);
        return apiWrite(request, session, path);
    }
    if (request.method != "GET")
        return refusal({ 405, Web::tr("Not allowed.") }, m_options);
    if (path == QLatin1String("/api/state")) {
        QJsonObject out { { QStringLiteral("csrf"), session.stored.csrf },
            { QStringLiteral("annotator"), session.stored.invitation.annotator },
            { QStringLiteral("annotatorName"),
                models::StudyStore(m_store)
                    .greetingName(session.stored.invitation.annotator)
                    .value_or(session.stored.invitation.annotator) },
            { QStringLiteral("language"), m_options.language } };
        if (!session.stored.pinChecked) {
            out.insert(QStringLiteral("pinRequired"), true);
            return json(200, out, m_options);
        }
        const auto state = session.desk->state();
        if (!state)
            return refusal(state.error(), m_options);
        for (auto it = state->constBegin(); it != state->constEnd(); ++it)
            out.insert(it.key(), it.value());
        out.insert(QStringLiteral("hasGuidelines"), !formGuidelines().isEmpty());
        return json(200, out, m_options);
    }
    if (!session.stored.pinChecked)
        return refusal({ 403, Web::tr("Enter your PIN first.") }, m_options);
    return safePageOf(request, session, path);
}

HttpResponse StudyWeb::apiWrite(const HttpRequest &request, Session &session, const QString &path)
{
    const QJsonObject body = bodyOf(request);
    const QString item = body.value(QStringLiteral("item")).toString();
    const QString key = body.value(QStringLiteral("key")).toString();
    AnnotatorDesk &desk = *session.desk;
    Outcome<QJsonObject> out = refuse(404, Web::tr("Not found."));
    if (path == QLatin1String("/api/answer"))
        out = desk.answer(item, body.value(QStringLiteral("question")).toString(),
            body.value(QStringLiteral("value")).toString(), body.value(QStringLiteral("reason")).toString(), key);
    else if (path == QLatin1String("/api/commit"))
        out = desk.commit(item);
    else if (path == QLatin1String("/api/reveal"))
        out = desk.reveal(item);
    else if (path == QLatin1String("/api/skip"))
        out = desk.defer(item, AnnotatorDesk::Defer::Skip);
    else if (path == QLatin1String("/api/flag"))
        out = desk.defer(item, AnnotatorDesk::Defer::Flag);
    else if (path == QLatin1String("/api/undo"))
        out = desk.undo(item, key);
    if (!out)
        return refusal(out.error(), m_options);
    if (m_events)
        m_events({ { QStringLiteral("event"), path.mid(5) },
            { QStringLiteral("annotator"), session.stored.invitation.annotator } });
    return json(200, *out, m_options);
}

HttpResponse StudyWeb::checkPin(const HttpRequest &request, Session &session)
{
    const QString address = clientAddress(request);
    const QString perInvitation = QStringLiteral("invitation %1").arg(session.stored.invitation.id);
    if (m_failures.blocked(address) || m_pinFailures.blocked(perInvitation)) {
        const QString token = cookieValue(request.header("cookie"));
        models::InvitationStore(m_store).endSession(token);
        m_sessions.erase(token);
        return refusal({ 429, Web::tr("Too many wrong PINs. Open your invitation link again later.") }, m_options);
    }
    const auto right = models::StudyStore(m_store).checkPin(
        session.stored.invitation.annotator, bodyOf(request).value(QStringLiteral("pin")).toString());
    if (!right)
        return refusal(storeFailure(right.error()).value(), m_options);
    if (!*right) {
        m_pinFailures.fail(perInvitation); // whichever session of the link guesses
        m_failures.fail(address);
        return refusal({ 403, Web::tr("That is not your PIN.") }, m_options);
    }
    if (const auto kept = models::InvitationStore(m_store).setPinChecked(session.stored.id); !kept)
        return refusal(storeFailure(kept.error()).value(), m_options);
    session.stored.pinChecked = true;
    return json(200, { { QStringLiteral("pinChecked"), true } }, m_options);
}

HttpResponse StudyWeb::safePageOf(const HttpRequest &request, Session &session, const QString &path)
{
    const QUrlQuery query = splitTarget(request.target).second;
    const bool dark = query.queryItemValue(QStringLiteral("theme")) == QLatin1String("dark");
    // The page is rendered off the serving thread (HttpResponse::finish): a report that takes its whole budget holds
    // no one else's request.
    const auto rendered = [options = m_options](const PageJob &job) {
        HttpResponse later;
        later.finish = [job, options] { return safePageResponse(safePage(job), options); };
        return later;
    };
    if (path == QLatin1String("/api/guidelines"))
        return rendered(pageJob(formGuidelines(), dark));
    if (path != QLatin1String("/api/page"))
        return refusal({ 404, Web::tr("Not found.") }, m_options);
    const auto job = session.desk->page(query.queryItemValue(QStringLiteral("item"), QUrl::FullyDecoded),
        query.queryItemValue(QStringLiteral("block")), query.queryItemValue(QStringLiteral("side")), dark);
    if (!job)
        return refusal(job.error(), m_options);
    return rendered(*job);
}

Outcome<void> StudyWeb::checkWrite(const HttpRequest &request, const Session &session) const
{
    // A write comes from the page itself: its CSRF token (which another site cannot read), JSON (which a form
    // cannot send), and its own origin when the browser says where it comes from.
    if (!sameSecret(QString::fromStdString(request.header("x-csrf-token")), session.stored.csrf))
        return refuse(403, Web::tr("This request did not come from your study page. Reload the page."));
    if (!QString::fromStdString(request.header("content-type")).startsWith(QLatin1String("application/json")))
        return refuse(415, Web::tr("Requests must be JSON."));
    if (!fromThisSite(request))
        return refuse(403, Web::tr("This request did not come from your study page. Reload the page."));
    return {};
}

QString StudyWeb::formGuidelines() const
{
    const auto form = models::readForm(m_study.formJson.toUtf8(), m_study.name);
    return form ? form->guidelines : QString();
}

void StudyWeb::expireSessions()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto it = m_sessions.begin(); it != m_sessions.end();)
        it = it->second.lastSeen.secsTo(now) > 3600 ? m_sessions.erase(it) : std::next(it); // read again when used
}

QStringList StudyWeb::online() const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QStringList out;
    for (const auto &[id, s] : m_sessions)
        if (s.lastSeen.secsTo(now) <= 120 && !out.contains(s.stored.invitation.annotator))
            out << s.stored.invitation.annotator;
    out.sort();
    return out;
}

} // namespace draudit::serve
