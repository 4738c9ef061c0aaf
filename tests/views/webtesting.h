// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for tests of pages shown by Qt WebEngine: its loads and scripts are asynchronous.
#pragma once

#include "views/web/safeprofile.h"
#include "views/web/safewebview.h"

#include <QVariant>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <QtTest>

namespace draudit::testing {

inline bool waitLoaded(views::SafeWebView *view, int ms = 20000)
{
    return QTest::qWaitFor([view] { return view->isLoaded(); }, ms);
}

// The text last set is rendered (by a worker thread, unless the renderer had it cached).
inline bool waitRendered(views::SafeWebView *view, int ms = 20000)
{
    return QTest::qWaitFor([view] { return view->isRendered(); }, ms);
}

// Runs an expression in the page's application world (not the page's own, which runs no script) and waits.
inline QVariant evaluate(views::SafeWebView *view, const QString &expression)
{
    QVariant out;
    bool done = false;
    view->page()->runJavaScript(expression, QWebEngineScript::ApplicationWorld, [&](const QVariant &result) {
        out = result;
        done = true;
    });
    if (!QTest::qWaitFor([&done] { return done; }, 10000))
        qWarning("the page did not answer within 10 s");
    return out;
}

// How far down the page is scrolled, as a share of what can be scrolled (-1 when nothing can).
inline double scrollShare(views::SafeWebView *view)
{
    const QVariantList v
        = evaluate(view, QStringLiteral("[window.scrollY, document.documentElement.scrollHeight - window.innerHeight]"))
              .toList();
    return v.size() == 2 && v.at(1).toDouble() > 0 ? v.at(0).toDouble() / v.at(1).toDouble() : -1;
}

// Scrolls as a user would, so the view reports it.
inline void userScroll(views::SafeWebView *view, double share)
{
    evaluate(view,
        QStringLiteral("window.scrollTo(0, %1 * (document.documentElement.scrollHeight - window.innerHeight)); 1")
            .arg(share));
}

// Clicks the centre of the first element the CSS selector finds, as a mouse would; false if there is none.
inline bool clickElement(views::SafeWebView *view, const QString &selector)
{
    const QVariantList at = evaluate(view,
        QStringLiteral("(function(){ var e = document.querySelector('%1'); if (!e) return []; "
                       "var r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
            .arg(selector))
                                .toList();
    QWidget *surface = view->focusProxy();
    if (at.size() != 2 || !surface)
        return false;
    const QPoint point(
        qRound(at.at(0).toDouble() * view->zoomFactor()), qRound(at.at(1).toDouble() * view->zoomFactor()));
    QTest::mouseMove(surface, point);
    QTest::mouseClick(surface, Qt::LeftButton, {}, point);
    return true;
}

// The text of the page as the engine laid it out.
inline QString shownText(views::SafeWebView *view)
{
    QString out;
    bool done = false;
    view->page()->toPlainText([&](const QString &text) {
        out = text;
        done = true;
    });
    if (!QTest::qWaitFor([&done] { return done; }, 10000))
        qWarning("the page did not answer within 10 s");
    return out;
}

} // namespace draudit::testing
