// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Untrusted Markdown (reports, answers, judge reasoning) shown by Qt WebEngine: the page is built in C++
// (models/core/pagehtml.h), served from draudit's own scheme, and can reach nothing else — no script runs, every
// other URL is refused, links are only reported (the window decides what to do), and images are shown as their
// description.
#pragma once

#include "models/core/pagehtml.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWebEngineView>
#include <functional>
#include <optional>

namespace draudit {
namespace views {

class SafeWebView final : public QWebEngineView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SafeWebView)

public:
    explicit SafeWebView(QWidget *parent = nullptr);
    ~SafeWebView() override;

    void setMarkdownText(const QString &markdown, const models::Highlights &highlights = {});
    void clear();
    // The text last set, formatted (empty until isRendered(): a page not yet in the renderer's cache is formatted by
    // a worker thread, which waits on the renderer's helper process, never this one).
    const models::RenderedPage &rendered() const { return m_rendered; }
    QString plainText() const { return m_rendered.plainText; }
    bool isRendered() const { return !m_rendering; }
    // The page shown is the one last set (rendering and loads are asynchronous).
    bool isLoaded() const { return m_loaded; }
    // Navigations and resources the page asked for and was refused (tests and diagnostics).
    int blockedRequests() const { return m_blocked; }
    // Highlights every match and moves to the next; returns the number of matches (case ignored).
    int find(const QString &text);
    void scrollToAnchor(const QString &anchor);
    // Scrolls to a share of the page's scrollable height (0 top, 1 bottom), as the other of a pair did.
    void scrollToShare(double share);
    // Zoom in (or out, negative) by steps of 10%; zoomed() is emitted only for the user's Ctrl+wheel.
    void zoomBy(int steps);
    int zoomSteps() const { return m_zoomSteps; }

    // Two views read side by side: each follows the other's scrolling (by share of its length) while `follows` says
    // so, and Ctrl+wheel over either zooms both.
    static void pair(SafeWebView *a, SafeWebView *b, const std::function<bool()> &follows);

    // Light or dark pages and the base text size, for every view (shown pages are rendered again).
    static void setAppearance(models::PageTheme theme, int fontPercent);
    static models::PageTheme theme();

Q_SIGNALS:
    void zoomed(int steps);
    void linkRequested(const QUrl &url);
    void loaded();
    // rendered() now holds the text last set (emitted before the page is loaded).
    void pageRendered();
    // The user scrolled to this share of the page (not emitted for scrollToShare).
    void scrolled(double share);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    friend class SafePage;
    void render();
    void showRendered(const models::RenderedPage &page);
    void load(const QString &body, bool placeholder);
    void swapBody(const QString &body);
    void finishLoad();
    void onScrolled();
    void applyZoom();

    // The look (theme, layout) of the document the page holds, once one has loaded: a page of the same look is shown
    // by replacing the body, not by loading a new document.
    struct Look
    {
        models::PageTheme theme;
        models::Layout layout;
        bool operator==(const Look &) const = default;
    };

    QString m_markdown;
    models::Highlights m_highlights;
    models::RenderedPage m_rendered;
    bool m_rendering = false;
    QFutureWatcher<models::RenderedPage> m_renderWatcher;
    QTimer m_formattingNote; // a render that takes a while replaces the last page by a note saying so
    bool m_loaded = false;
    bool m_loadPending = false;
    QString m_bodyToLoad;
    bool m_placeholder = false; // the body loading or shown is the note, not the page
    int m_blocked = 0;
    int m_zoomSteps = 0;
    bool m_expecting = false;
    QTimer m_scrollCheck; // reads the scroll position after wheel, key or mouse input (see the constructor)
    int m_scrollChecksLeft = 0;
    double m_reportedShare = 0; // the position last reported through scrolled() or last followed
    double m_expectedShare = 0;
    QString m_pendingFind;
    std::optional<Look> m_shownLook;
    std::optional<Look> m_loadingLook;
    QUrl m_loadingUrl; // the document last asked for
    quint64 m_generation = 0; // counts bodies loaded, so that a late answer about an older one is ignored
};

} // namespace views
} // namespace draudit
