// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Page scripts are off; the few things the view itself does in the page (scroll, read the scroll share) run in
// Qt WebEngine's application world, which the page's own content cannot reach.
#include "views/web/safewebview.h"

#include "models/core/pagerenderer.h"
#include "views/web/safeprofile.h"

#include <QContextMenuEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMenu>
#include <QMouseEvent>
#include <QPointer>
#include <QPromise>
#include <QRegularExpression>
#include <QSet>
#include <QThreadPool>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <QWheelEvent>
#include <cmath>
#include <memory>

Q_LOGGING_CATEGORY(lcSafeWebView, "draudit.views.web.view", QtWarningMsg)

namespace draudit {
namespace views {

namespace {
models::PageTheme s_theme = models::PageTheme::Light;
constexpr qsizetype kLazyFrom = 200'000; // characters of HTML, about 25,000 words
int s_fontPercent = 100;

QSet<SafeWebView *> &liveViews()
{
    static QSet<SafeWebView *> views;
    return views;
}

QUrl withoutFragment(QUrl url)
{
    url.setFragment(QString());
    return url;
}
} // namespace

class SafePage final : public QWebEnginePage
{
public:
    explicit SafePage(SafeWebView *view)
        : QWebEnginePage(safeProfile(), view)
        , m_view(view)
    {
    }

protected:
    bool acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame) override
    {
        const bool ours = url.scheme() == pageScheme();
        if (ours && isMainFrame && type != NavigationTypeLinkClicked)
            return true; // the view's own load
        if (ours && type == NavigationTypeLinkClicked && withoutFragment(url) == withoutFragment(this->url()))
            return true; // a citation or footnote link within the page
        ++m_view->m_blocked;
        if (type == NavigationTypeLinkClicked)
            Q_EMIT m_view->linkRequested(url);
        return false;
    }

    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel, const QString &message, int, const QString &) override
    {
        // Resources the Content-Security-Policy refused are reported here (the interceptor never sees them).
        if (message.startsWith(QLatin1String("Refused to")))
            ++m_view->m_blocked;
        qCInfo(lcSafeWebView) << "page:" << message;
    }

    QWebEnginePage *createWindow(WebWindowType) override { return nullptr; }

private:
    SafeWebView *m_view;
};

SafeWebView::SafeWebView(QWidget *parent)
    : QWebEngineView(parent)
{
    setPage(new SafePage(this));
    setAcceptDrops(false);
    liveViews().insert(this);
    connect(page(), &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (withoutFragment(page()->url()) != m_loadingUrl)
            return; // a load a newer one replaced
        m_shownLook = ok ? m_loadingLook : std::nullopt;
        finishLoad();
    });
    connect(page(), &QWebEnginePage::scrollPositionChanged, this, &SafeWebView::onScrolled);
    // Qt WebEngine 6.4 reports no scrollPositionChanged for a scroll by wheel or key on a real display (the partner
    // of a pair stayed where it was): after such input the position is read a few times while it settles.
    m_scrollCheck.setInterval(90);
    connect(&m_scrollCheck, &QTimer::timeout, this, [this] {
        if (--m_scrollChecksLeft <= 0)
            m_scrollCheck.stop();
        onScrolled();
    });
    // A renderer that died takes the document with it: the page is loaded anew, in a new renderer.
    connect(page(), &QWebEnginePage::renderProcessTerminated, this, [this] {
        m_shownLook.reset();
        if (!m_markdown.isNull())
            render();
    });
    m_formattingNote.setSingleShot(true);
    m_formattingNote.setInterval(300);
    connect(&m_formattingNote, &QTimer::timeout, this, [this] {
        const QString note = tr("Formatting this page…");
        load(QStringLiteral("<p><em>") + note.toHtmlEscaped() + QStringLiteral("</em></p>"), true);
    });
    connect(&m_renderWatcher, &QFutureWatcher<models::RenderedPage>::finished, this, [this] {
        // (A new render replaces the future watched: only the text last set is shown.)
        const QFuture<models::RenderedPage> future = m_renderWatcher.future();
        if (m_rendering && future.resultCount() > 0)
            showRendered(future.result());
    });
    applyZoom();
}

SafeWebView::~SafeWebView()
{
    liveViews().remove(this);
    withdrawPages(reinterpret_cast<quintptr>(this));
}

void SafeWebView::pair(SafeWebView *a, SafeWebView *b, const std::function<bool()> &follows)
{
    for (auto [from, to] : { std::pair { a, b }, std::pair { b, a } }) {
        connect(from, &SafeWebView::scrolled, to, [to, follows](double share) {
            if (follows())
                to->scrollToShare(share);
        });
        connect(from, &SafeWebView::zoomed, to, &SafeWebView::zoomBy);
    }
}

void SafeWebView::setAppearance(models::PageTheme theme, int fontPercent)
{
    if (theme == s_theme && fontPercent == s_fontPercent)
        return;
    s_theme = theme;
    s_fontPercent = std::clamp(fontPercent, 50, 300);
    for (SafeWebView *view : std::as_const(liveViews())) {
        view->applyZoom();
        if (!view->m_markdown.isNull())
            view->render();
    }
}

models::PageTheme SafeWebView::theme()
{
    return s_theme;
}

void SafeWebView::setMarkdownText(const QString &markdown, const models::Highlights &highlights)
{
    m_markdown = markdown.isNull() ? QStringLiteral("") : markdown;
    m_highlights = highlights;
    m_pendingFind.clear();
    render();
}

void SafeWebView::clear()
{
    m_markdown = QString();
    m_highlights = {};
    render();
}

namespace {
// A page not in the cache is rendered on a worker thread, which waits on the renderer's helper (within its budget):
// the GUI thread never does.
QFuture<models::RenderedPage> renderElsewhere(const QString &markdown, const models::Highlights &highlights)
{
    static QThreadPool *const pool = [] {
        models::PageRenderer::shared(); // made first, so destroyed after the pool, which waits for its renders
        static QThreadPool workers;
        workers.setMaxThreadCount(2);
        return &workers;
    }();
    auto promise = std::make_shared<QPromise<models::RenderedPage>>();
    QFuture<models::RenderedPage> future = promise->future();
    promise->start();
    pool->start([promise, markdown, highlights] {
        promise->addResult(models::PageRenderer::shared().render(markdown, highlights));
        promise->finish();
    });
    return future;
}
} // namespace

void SafeWebView::render()
{
    m_loaded = false;
    // A page rendered before (or one too long to format) is here at once; others come from a worker, and the page
    // last shown gives way to a note if that takes a while.
    if (const auto page = models::PageRenderer::shared().ready(m_markdown, m_highlights)) {
        showRendered(*page);
        return;
    }
    m_rendering = true;
    m_rendered = {};
    m_renderWatcher.setFuture(renderElsewhere(m_markdown, m_highlights));
    m_formattingNote.start();
}

void SafeWebView::showRendered(const models::RenderedPage &page)
{
    m_rendering = false;
    m_formattingNote.stop();
    m_rendered = page;
    Q_EMIT pageRendered();
    load(m_rendered.body, false);
}

void SafeWebView::load(const QString &body, bool placeholder)
{
    // Loaded once control returns to the event loop: a report set and then highlighted in one go is laid out by the
    // engine once, not twice.
    m_bodyToLoad = body;
    m_placeholder = placeholder;
    ++m_generation;
    if (m_loadPending)
        return;
    m_loadPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_loadPending = false;
            // Answers and ordinary reports are laid out whole (scrolling two of them by share stays exact).
            const Look look { s_theme, m_bodyToLoad.size() > kLazyFrom ? models::Layout::Lazy : models::Layout::Whole };
            if (m_shownLook == look && !page()->url().hasFragment()) {
                // The document's address no longer serves what it shows: a reload finds nothing, not an old page.
                withdrawPages(reinterpret_cast<quintptr>(this));
                swapBody(m_bodyToLoad);
                return;
            }
            m_shownLook.reset();
            m_loadingLook = look;
            const QString url = publishPage(
                reinterpret_cast<quintptr>(this), models::pageDocument(m_bodyToLoad, look.theme, look.layout));
            m_loadingUrl = QUrl(url);
            page()->load(m_loadingUrl);
        },
        Qt::QueuedConnection);
}

// The document stays (its policy, style and settings); only its body is replaced, from the application world the
// page's content cannot reach. Reading the body's height makes the engine lay the new body out before it answers.
// Markup set as innerHTML runs no script, and the document's Content-Security-Policy still refuses every resource.
void SafeWebView::swapBody(const QString &body)
{
    // A search ends with the body it searched: the same text searched again starts afresh in the new one, whether
    // or not the engine keeps its last search across changes within a document.
    page()->findText(QString());
    const QByteArray json = QJsonDocument(QJsonArray { body }).toJson(QJsonDocument::Compact);
    const QString script
        = QStringLiteral("document.body.innerHTML = %1[0]; window.scrollTo(0, 0); document.body.offsetHeight;")
              .arg(QString::fromUtf8(json));
    QPointer<SafeWebView> self(this);
    const quint64 generation = m_generation;
    page()->runJavaScript(script, QWebEngineScript::ApplicationWorld, [self, generation](const QVariant &) {
        if (self && self->m_generation == generation)
            self->finishLoad();
    });
}

void SafeWebView::finishLoad()
{
    if (m_placeholder)
        return; // the note shown while the page is formatted
    m_loaded = true;
    if (!m_pendingFind.isEmpty())
        page()->findText(m_pendingFind);
    m_pendingFind.clear();
    Q_EMIT loaded();
}

int SafeWebView::find(const QString &text)
{
    if (text.isEmpty()) {
        page()->findText(QString());
        return 0;
    }
    if (m_loaded)
        page()->findText(text);
    else
        m_pendingFind = text;
    return static_cast<int>(m_rendered.plainText.count(text, Qt::CaseInsensitive));
}

void SafeWebView::scrollToAnchor(const QString &anchor)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9-]+$"));
    if (!safe.match(anchor).hasMatch())
        return;
    page()->runJavaScript(
        QStringLiteral("var e = document.getElementById('%1'); if (e) e.scrollIntoView();").arg(anchor),
        QWebEngineScript::ApplicationWorld);
}

void SafeWebView::scrollToShare(double share)
{
    m_expecting = true;
    m_expectedShare = std::clamp(share, 0.0, 1.0);
    page()->runJavaScript(QStringLiteral("window.scrollTo(0, %1 * Math.max(0, "
                                         "document.documentElement.scrollHeight - window.innerHeight));")
                              .arg(m_expectedShare, 0, 'f', 6),
        QWebEngineScript::ApplicationWorld);
}

void SafeWebView::onScrolled()
{
    QPointer<SafeWebView> self(this);
    page()->runJavaScript(
        QStringLiteral("[window.scrollY, document.documentElement.scrollHeight - window.innerHeight]"),
        QWebEngineScript::ApplicationWorld, [self](const QVariant &result) {
            const QVariantList v = result.toList();
            if (!self || v.size() != 2)
                return;
            const double range = v.at(1).toDouble();
            const double share = range > 0 ? std::clamp(v.at(0).toDouble() / range, 0.0, 1.0) : 0.0;
            if (self->m_expecting && std::abs(share - self->m_expectedShare) < 0.01) {
                self->m_expecting = false; // the echo of scrollToShare, not the user
                self->m_reportedShare = share;
                return;
            }
            self->m_expecting = false;
            if (std::abs(share - self->m_reportedShare) < 0.001)
                return; // read again while settling: nothing new
            self->m_reportedShare = share;
            Q_EMIT self->scrolled(share);
        });
}

void SafeWebView::zoomBy(int steps)
{
    m_zoomSteps = std::clamp(m_zoomSteps + steps, -6, 12);
    applyZoom();
}

void SafeWebView::applyZoom()
{
    setZoomFactor(std::clamp(std::pow(1.1, m_zoomSteps) * s_fontPercent / 100.0, 0.25, 5.0));
}

bool SafeWebView::event(QEvent *event)
{
    // Qt WebEngine draws and takes input in a child widget made when a page first shows; its wheel events are
    // watched for Ctrl+wheel, which zooms this view and, through zoomed(), the other of a pair.
    if (event->type() == QEvent::ChildPolished)
        if (auto *child = static_cast<QChildEvent *>(event)->child(); child && child->isWidgetType())
            child->installEventFilter(this);
    return QWebEngineView::event(event);
}

bool SafeWebView::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::Wheel || type == QEvent::KeyRelease || type == QEvent::MouseButtonRelease
        || (type == QEvent::MouseMove && static_cast<QMouseEvent *>(event)->buttons() != Qt::NoButton)) {
        m_scrollChecksLeft = 4; // smooth scrolling takes up to about 300 ms
        if (!m_scrollCheck.isActive())
            m_scrollCheck.start();
    }
    if (type == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            const int steps = wheel->angleDelta().y() / 120;
            if (steps != 0) {
                zoomBy(steps);
                Q_EMIT zoomed(steps);
            }
            return true;
        }
    }
    return QWebEngineView::eventFilter(watched, event);
}

void SafeWebView::contextMenuEvent(QContextMenuEvent *event)
{
    // Only copying: the standard menu offers to save the page, view its source and open links.
    QMenu menu(this);
    menu.addAction(pageAction(QWebEnginePage::Copy));
    menu.addAction(pageAction(QWebEnginePage::SelectAll));
    menu.exec(event->globalPos());
}

} // namespace views
} // namespace draudit
