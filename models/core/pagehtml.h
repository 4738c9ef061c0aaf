// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML page a report, an answer or a judge's reasoning is shown as: cmark-gfm's safe HTML, then one pass that
// numbers the headings, links [n] citations to their references, marks highlight terms and turns images into text.
// Qt Core only: the workbench shows it in Qt WebEngine (views/web/safewebview.h); a headless server can serve it.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace draudit {
namespace models {

// Terms to mark in the text (each at least two characters; case is ignored) and whether to mark URLs.
struct Highlights
{
    QStringList focus = {};
    QStringList deviation = {};
    QStringList rubric = {};
    bool urls = false;
};

struct MarkCounts
{
    int focus = 0;
    int deviation = 0;
    int rubric = 0;
    int urls = 0;
    int total() const { return focus + deviation + rubric + urls; }
};

struct Heading
{
    int level = 0;
    QString text;
    QString anchor; // the element id in the page ("h-3")
};

struct RenderedPage
{
    QString body; // the HTML inside <body>
    QString plainText; // the text a reader sees, blocks separated by new lines
    QList<Heading> headings;
    MarkCounts marks;
    int citationLinks = 0; // [n] linked to reference n
    int refusedImages = 0; // images shown as their description, never fetched
    // Why the text is shown plain, unformatted (PageRenderer): "time", "memory", "length" or "failed"; empty when it
    // was formatted.
    QString plainBecause;
};

enum class PageTheme
{
    Light,
    Dark
};
// Lazy: blocks off screen are laid out only when scrolled to (long reports open in half the time; heights of
// blocks not yet seen are estimates).
enum class Layout
{
    Whole,
    Lazy
};

RenderedPage renderMarkdown(const QString &markdown, const Highlights &highlights = {});
// A whole page around a rendered body: UTF-8, a Content-Security-Policy that allows no resource at all but the
// page's own inline style, and the style (tables that scroll, wrapped code, list start numbers, CJK fonts).
QByteArray pageDocument(const QString &body, PageTheme theme, Layout layout = Layout::Whole);

} // namespace models
} // namespace draudit
