// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The scheme must be registered before the application object exists, so it is done by a constructor function of
// this file, which every user of the profile links in.
#include "views/web/safeprofile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QHash>
#include <QLoggingCategory>
#include <QUrl>
#include <QWebEngineProfile>
#include <QWebEngineSettings>
#include <QWebEngineUrlRequestInterceptor>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>
#include <QWebEngineUrlSchemeHandler>

Q_LOGGING_CATEGORY(lcSafeProfile, "draudit.views.web", QtWarningMsg)

namespace draudit {
namespace views {

namespace {
const QByteArray schemeName = QByteArrayLiteral("draudit-page");

void registerBeforeApplication()
{
    // Qt WebEngine shares OpenGL contexts with the widgets; the attribute must be set before QApplication.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QWebEngineUrlScheme scheme(schemeName);
    scheme.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    scheme.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::LocalScheme);
    QWebEngineUrlScheme::registerScheme(scheme);
}
Q_CONSTRUCTOR_FUNCTION(registerBeforeApplication)

struct Published
{
    QString key;
    QByteArray html;
};

QHash<quintptr, Published> &published()
{
    static QHash<quintptr, Published> pages;
    return pages;
}

int refused = 0;

class PageHandler final : public QWebEngineUrlSchemeHandler
{
public:
    using QWebEngineUrlSchemeHandler::QWebEngineUrlSchemeHandler;
    void requestStarted(QWebEngineUrlRequestJob *job) override
    {
        const QString key = job->requestUrl().path().mid(1);
        for (const Published &page : std::as_const(published())) {
            if (page.key != key)
                continue;
            auto *body = new QBuffer(job);
            body->setData(page.html);
            job->reply(QByteArrayLiteral("text/html"), body);
            return;
        }
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
    }
};

class Refuser final : public QWebEngineUrlRequestInterceptor
{
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;
    void interceptRequest(QWebEngineUrlRequestInfo &info) override
    {
        if (info.requestUrl().scheme().toLatin1() == schemeName)
            return;
        ++refused;
        qCInfo(lcSafeProfile) << "refused a request from rendered content:" << info.requestUrl().toDisplayString();
        info.block(true);
    }
};

void restrict(QWebEngineSettings *s)
{
    using S = QWebEngineSettings;
    for (const S::WebAttribute off : { S::JavascriptEnabled, S::JavascriptCanOpenWindows,
             S::JavascriptCanAccessClipboard, S::LocalStorageEnabled, S::LocalContentCanAccessRemoteUrls,
             S::LocalContentCanAccessFileUrls, S::XSSAuditingEnabled, S::HyperlinkAuditingEnabled, S::ErrorPageEnabled,
             S::PluginsEnabled, S::AutoLoadImages, S::WebGLEnabled, S::Accelerated2dCanvasEnabled,
             S::AutoLoadIconsForPage, S::TouchIconsEnabled, S::FocusOnNavigationEnabled, S::AllowRunningInsecureContent,
             S::AllowGeolocationOnInsecureOrigins, S::AllowWindowActivationFromJavaScript, S::DnsPrefetchEnabled,
             S::PdfViewerEnabled, S::NavigateOnDropEnabled, S::ScreenCaptureEnabled, S::PlaybackRequiresUserGesture,
             S::WebRTCPublicInterfacesOnly, S::JavascriptCanPaste })
        s->setAttribute(off, false);
    s->setAttribute(S::PlaybackRequiresUserGesture, true);
    s->setAttribute(S::WebRTCPublicInterfacesOnly, true);
    s->setUnknownUrlSchemePolicy(S::DisallowUnknownUrlSchemes);
}
} // namespace

QString pageScheme()
{
    return QString::fromLatin1(schemeName);
}

QWebEngineProfile *safeProfile()
{
    static QWebEngineProfile *profile = [] {
        auto *p = new QWebEngineProfile(QCoreApplication::instance()); // no storage name: off the record
        p->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
        p->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
        p->setSpellCheckEnabled(false);
        p->installUrlSchemeHandler(schemeName, new PageHandler(p));
        p->setUrlRequestInterceptor(new Refuser(p));
        restrict(p->settings());
        return p;
    }();
    return profile;
}

QString publishPage(quintptr view, const QByteArray &html)
{
    static quint64 generation = 0;
    const QString key = QStringLiteral("%1-%2").arg(view).arg(++generation);
    published().insert(view, { key, html });
    return QStringLiteral("%1://view/%2").arg(pageScheme(), key);
}

void withdrawPages(quintptr view)
{
    published().remove(view);
}

int refusedRequests()
{
    return refused;
}

} // namespace views
} // namespace draudit
