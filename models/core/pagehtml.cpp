// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// cmark-gfm's HTML is regular (every '<' in text and '"' in attributes is escaped), so it is read as a flat list of
// tags and text; the text is unescaped, marked up and escaped again, and tags pass through with titles removed
// (a link title becomes a tool tip, and Qt shows a tool tip that looks like HTML as rich text).
#include "models/core/pagehtml.h"

#include "models/core/markdown.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace draudit {
namespace models {

namespace {
struct Token
{
    bool tag = false;
    QString raw;
    QString name; // lower case, tags only
    bool closing = false;
};

QList<Token> tokenise(const QString &html)
{
    static const QRegularExpression tagName(QStringLiteral("^<(/?)([A-Za-z0-9!-]+)"));
    QList<Token> out;
    qsizetype i = 0;
    while (i < html.size()) {
        if (html.at(i) == QLatin1Char('<')) {
            qsizetype end = html.indexOf(QLatin1Char('>'), i);
            end = end < 0 ? html.size() - 1 : end;
            Token t;
            t.tag = true;
            t.raw = html.mid(i, end - i + 1);
            const auto m = tagName.match(t.raw);
            t.closing = m.captured(1) == QLatin1String("/");
            t.name = m.captured(2).toLower();
            out << t;
            i = end + 1;
        } else {
            qsizetype end = html.indexOf(QLatin1Char('<'), i);
            end = end < 0 ? html.size() : end;
            out << Token { false, html.mid(i, end - i), {}, false };
            i = end;
        }
    }
    return out;
}

QString unescape(const QString &s)
{
    if (!s.contains(QLatin1Char('&')))
        return s;
    static const QRegularExpression entity(QStringLiteral("&(amp|lt|gt|quot|#39|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});"));
    QString out;
    qsizetype last = 0;
    for (auto it = entity.globalMatch(s); it.hasNext();) {
        const auto m = it.next();
        out += s.mid(last, m.capturedStart() - last);
        const QString name = m.captured(1);
        if (name == QLatin1String("amp"))
            out += QLatin1Char('&');
        else if (name == QLatin1String("lt"))
            out += QLatin1Char('<');
        else if (name == QLatin1String("gt"))
            out += QLatin1Char('>');
        else if (name == QLatin1String("quot"))
            out += QLatin1Char('"');
        else {
            const bool hex = name.size() > 1 && (name.at(1) == QLatin1Char('x') || name.at(1) == QLatin1Char('X'));
            const uint code = hex ? name.mid(2).toUInt(nullptr, 16) : name.mid(1).toUInt();
            out += QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1);
        }
        last = m.capturedEnd();
    }
    return out + s.mid(last);
}

bool isHeading(const QString &name)
{
    return name.size() == 2 && name.at(0) == QLatin1Char('h') && name.at(1) >= QLatin1Char('1')
        && name.at(1) <= QLatin1Char('6');
}

bool endsBlock(const QString &name)
{
    static const QSet<QString> blocks { QStringLiteral("p"), QStringLiteral("li"), QStringLiteral("tr"),
        QStringLiteral("pre"), QStringLiteral("blockquote"), QStringLiteral("div"), QStringLiteral("table") };
    return blocks.contains(name) || isHeading(name);
}

bool isReferencesTitle(const QString &text)
{
    static const QRegularExpression title(QStringLiteral("^[\\s\\d.、)]*(references?|sources?|bibliography|citations?|"
                                                         "works cited|参考文献|参考资料|参考来源|引用|来源|引文)"),
        QRegularExpression::CaseInsensitiveOption);
    return title.match(text.trimmed()).hasMatch();
}

enum class Kind
{
    Anchor,
    Cite,
    Focus,
    Deviation,
    Rubric,
    Url
};

struct Match
{
    qsizetype start = 0;
    qsizetype length = 0;
    Kind kind = Kind::Focus;
    int number = 0; // references: the reference's number
};

// The state of the walk through the tokens.
struct Walk
{
    const Highlights *highlights = nullptr;
    RenderedPage page;
    QSet<int> anchors;
    QString out;
    int headingLevel = 0; // inside <hN>
    QString headingText;
    int referencesLevel = 0; // inside a references section started by a heading of this level
    QList<int> listCounters; // one per open <ol>/<ul>, the number of the next item
    int code = 0; // inside <code>/<pre>
    int link = 0; // inside <a>
    bool blockStart = true;
};

void addTermMatches(const QString &text, const QStringList &terms, Kind kind, QList<Match> *out)
{
    for (const QString &raw : terms) {
        const QString term = raw.trimmed();
        if (term.size() < 2)
            continue;
        for (qsizetype at = text.indexOf(term, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(term, at + term.size(), Qt::CaseInsensitive))
            out->append({ at, term.size(), kind, 0 });
    }
}

void addReferenceMatches(const QString &text, Walk &w, QList<Match> *out)
{
    // "[3] Title" opening a paragraph or list item, or any line of a references section, is reference 3.
    static const QRegularExpression opening(QStringLiteral("^\\s*\\[(\\d{1,4})\\]"));
    static const QRegularExpression lineOpening(QStringLiteral("\\n\\s*\\[(\\d{1,4})\\]"));
    QList<QRegularExpressionMatch> openings;
    if (w.blockStart)
        openings << opening.match(text);
    if (w.referencesLevel > 0)
        for (auto it = lineOpening.globalMatch(text); it.hasNext();)
            openings << it.next();
    QSet<qsizetype> openedAt; // a set: a References section of 10,000 "[n]" lines was quadratic as a list
    for (const auto &m : openings) {
        if (!m.hasMatch())
            continue;
        const int number = m.captured(1).toInt();
        w.anchors.insert(number);
        out->append({ m.capturedStart(1) - 1, 0, Kind::Anchor, number });
        openedAt << m.capturedStart(1) - 1;
    }
    if (w.code > 0 || w.link > 0 || w.headingLevel > 0)
        return;
    static const QRegularExpression citation(QStringLiteral("\\[(\\d{1,4}(?:\\s*[,，、]\\s*\\d{1,4})*)\\]"));
    static const QRegularExpression number(QStringLiteral("\\d{1,4}"));
    for (auto it = citation.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (openedAt.contains(m.capturedStart()))
            continue;
        const QString inside = m.captured(1);
        if (!inside.contains(QLatin1Char(',')) && !inside.contains(QChar(0xff0c)) && !inside.contains(QChar(0x3001))) {
            out->append({ m.capturedStart(), m.capturedLength(), Kind::Cite, inside.toInt() });
            continue;
        }
        for (auto n = number.globalMatch(inside); n.hasNext();) {
            const auto d = n.next();
            out->append(
                { m.capturedStart(1) + d.capturedStart(), d.capturedLength(), Kind::Cite, d.captured().toInt() });
        }
    }
}

QString wrap(const Match &m, const QString &escaped)
{
    switch (m.kind) {
    case Kind::Anchor:
        return QStringLiteral("<span class=\"ref-anchor\" id=\"ref-%1\"></span>").arg(m.number);
    case Kind::Cite:
        return QStringLiteral("<a class=\"cite\" href=\"#ref-%1\">%2</a>").arg(m.number).arg(escaped);
    case Kind::Focus:
        return QStringLiteral("<mark class=\"focus\">%1</mark>").arg(escaped);
    case Kind::Deviation:
        return QStringLiteral("<mark class=\"deviation\">%1</mark>").arg(escaped);
    case Kind::Rubric:
        return QStringLiteral("<mark class=\"rubric\">%1</mark>").arg(escaped);
    case Kind::Url:
        return QStringLiteral("<mark class=\"url\">%1</mark>").arg(escaped);
    }
    return escaped;
}

void count(const Match &m, MarkCounts *counts)
{
    switch (m.kind) {
    case Kind::Focus:
        ++counts->focus;
        break;
    case Kind::Deviation:
        ++counts->deviation;
        break;
    case Kind::Rubric:
        ++counts->rubric;
        break;
    case Kind::Url:
        ++counts->urls;
        break;
    case Kind::Anchor:
    case Kind::Cite:
        break;
    }
}

void emitText(const QString &escapedText, Walk &w)
{
    const QString text = unescape(escapedText);
    w.page.plainText += text;
    if (w.headingLevel > 0)
        w.headingText += text;
    QList<Match> matches;
    addReferenceMatches(text, w, &matches);
    const Highlights &h = *w.highlights;
    addTermMatches(text, h.focus, Kind::Focus, &matches);
    addTermMatches(text, h.deviation, Kind::Deviation, &matches);
    addTermMatches(text, h.rubric, Kind::Rubric, &matches);
    if (h.urls) {
        static const QRegularExpression url(QStringLiteral("https?://[^\\s<>\"\\)\\]]+"));
        for (auto it = url.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            matches.append({ m.capturedStart(), m.capturedLength(), Kind::Url, 0 });
        }
    }
    std::stable_sort(matches.begin(), matches.end(), [](const Match &a, const Match &b) { return a.start < b.start; });
    qsizetype at = 0;
    for (const Match &m : matches) {
        if (m.start < at)
            continue; // overlaps a match already marked
        w.out += text.mid(at, m.start - at).toHtmlEscaped();
        w.out += wrap(m, text.mid(m.start, m.length).toHtmlEscaped());
        count(m, &w.page.marks);
        at = m.start + m.length;
    }
    w.out += text.mid(at).toHtmlEscaped();
    if (!text.trimmed().isEmpty())
        w.blockStart = false;
}

QString refusedImage(const QString &tag, Walk &w)
{
    static const QRegularExpression alt(QStringLiteral("\\balt=\"([^\"]*)\""));
    const QString description = unescape(alt.match(tag).captured(1));
    const QString shown = QCoreApplication::translate("draudit::models::PageHtml", "[image not shown: %1]")
                              .arg(description.isEmpty() ? QStringLiteral("—") : description);
    ++w.page.refusedImages;
    w.page.plainText += shown;
    return QStringLiteral("<span class=\"refused-image\">%1</span>").arg(shown.toHtmlEscaped());
}

void openHeading(const Token &t, Walk &w)
{
    const int level = t.name.at(1).digitValue();
    if (w.referencesLevel > 0 && level <= w.referencesLevel)
        w.referencesLevel = 0;
    w.headingLevel = level;
    w.headingText.clear();
    w.out += QStringLiteral("<h%1 id=\"h-%2\">").arg(level).arg(w.page.headings.size());
}

void closeHeading(Walk &w)
{
    const QString text = w.headingText.simplified();
    w.page.headings.append({ w.headingLevel, text, QStringLiteral("h-%1").arg(w.page.headings.size()) });
    if (isReferencesTitle(text))
        w.referencesLevel = w.headingLevel;
    w.headingLevel = 0;
}

void openListItem(const Token &t, Walk &w)
{
    // The items of a numbered list in a references section are references 1, 2, ... (or from the list's start).
    if (w.referencesLevel > 0 && w.listCounters.size() == 1 && w.listCounters.last() > 0) {
        const int number = w.listCounters.last()++;
        w.anchors.insert(number);
        w.out += QStringLiteral("<li id=\"ref-%1\">").arg(number);
        return;
    }
    w.out += t.raw;
}

void openList(const Token &t, Walk &w)
{
    static const QRegularExpression start(QStringLiteral("\\bstart=\"(\\d+)\""));
    const auto m = start.match(t.raw);
    w.listCounters << (t.name == QLatin1String("ul") ? 0 : (m.hasMatch() ? m.captured(1).toInt() : 1));
}

void emitTag(const Token &t, Walk &w)
{
    static const QRegularExpression title(QStringLiteral("\\s+title=\"[^\"]*\""));
    if (t.name == QLatin1String("img")) {
        w.out += refusedImage(t.raw, w);
        return;
    }
    if (!t.closing && isHeading(t.name)) {
        openHeading(t, w);
        w.blockStart = true;
        return;
    }
    if (t.closing && isHeading(t.name))
        closeHeading(w);
    const int step = t.closing ? -1 : 1;
    if (t.name == QLatin1String("code") || t.name == QLatin1String("pre"))
        w.code = std::max(0, w.code + step);
    if (t.name == QLatin1String("a"))
        w.link = std::max(0, w.link + step);
    if (t.name == QLatin1String("ol") || t.name == QLatin1String("ul")) {
        if (t.closing && !w.listCounters.isEmpty())
            w.listCounters.removeLast();
        else if (!t.closing)
            openList(t, w);
    }
    if (!t.closing && t.name == QLatin1String("li"))
        openListItem(t, w);
    else
        w.out += QString(t.raw).remove(title);
    if (t.closing && endsBlock(t.name))
        w.page.plainText += QLatin1Char('\n');
    if ((t.closing && (t.name == QLatin1String("td") || t.name == QLatin1String("th"))))
        w.page.plainText += QLatin1Char('\t');
    if (t.name == QLatin1String("br"))
        w.page.plainText += QLatin1Char('\n');
    if (!t.closing && (endsBlock(t.name) || t.name == QLatin1String("br") || t.name == QLatin1String("td")))
        w.blockStart = true;
}

// Citation links to a reference the page does not have become plain text again.
QString dropDanglingCitations(const QString &body, const QSet<int> &anchors, int *kept)
{
    static const QRegularExpression cite(QStringLiteral("<a class=\"cite\" href=\"#ref-(\\d+)\">([^<]*)</a>"));
    QString out;
    qsizetype last = 0;
    for (auto it = cite.globalMatch(body); it.hasNext();) {
        const auto m = it.next();
        out += body.mid(last, m.capturedStart() - last);
        if (anchors.contains(m.captured(1).toInt())) {
            out += m.captured();
            ++*kept;
        } else {
            out += m.captured(2);
        }
        last = m.capturedEnd();
    }
    return out + body.mid(last);
}
} // namespace

RenderedPage renderMarkdown(const QString &markdown, const Highlights &highlights)
{
    Walk w;
    w.highlights = &highlights;
    const QString html = models::markdownToHtml(markdown);
    w.out.reserve(html.size() + html.size() / 8);
    for (const Token &t : tokenise(html)) {
        if (t.tag)
            emitTag(t, w);
        else
            emitText(t.raw, w);
    }
    w.page.body = dropDanglingCitations(w.out, w.anchors, &w.page.citationLinks);
    w.page.plainText = w.page.plainText.trimmed();
    return w.page;
}

QByteArray pageDocument(const QString &body, PageTheme theme, Layout layout)
{
    static const QString policy = QStringLiteral(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; media-src 'none'; font-src 'none'; "
        "connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'");
    static const QString style = QStringLiteral(
        ":root{--text:#1f2328;--back:#ffffff;--head:#1d3557;--rule:#c8ccd2;--code:#f1f3f5;--link:#1c64b8;"
        "--focus:#cfeccf;--deviation:#f8d0d0;--rubric:#e4d9f5;--url:#d6e8fa;--target:#fff3bf;}"
        "html.dark{--text:#e6e6e6;--back:#1e2227;--head:#9cc3ff;--rule:#4a525c;--code:#2b3138;--link:#7db4ff;"
        "--focus:#2f5a35;--deviation:#6a2f2f;--rubric:#4b3a6b;--url:#27476b;--target:#5a4d1a;}"
        "html{background:var(--back);}"
        // Curly quotes and apostrophes from a Latin font: the CJK font's are full width ("Alexa’ s").
        "@font-face{font-family:'draudit-quotes';src:local('Noto Sans'),local('DejaVu Sans');"
        "unicode-range:U+2018-201F;}"
        "body{color:var(--text);background:var(--back);margin:12px 16px;line-height:1.55;font-size:15px;"
        "font-family:'draudit-quotes','Noto Sans','Noto Sans CJK SC','Source Han Sans SC',"
        "'WenQuanYi Micro Hei','DejaVu Sans',sans-serif;overflow-wrap:break-word;}"
        "h1,h2,h3,h4{color:var(--head);line-height:1.3;} h1{font-size:1.5em;} h2{font-size:1.3em;}"
        "h3{font-size:1.12em;} a{color:var(--link);} a.cite{text-decoration:none;font-weight:600;}"
        "table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%;margin:8px 0;}"
        "th,td{border:1px solid var(--rule);padding:3px 8px;vertical-align:top;min-width:5em;max-width:36em;"
        "overflow-wrap:normal;word-break:normal;} th{background:var(--code);}"
        "pre{background:var(--code);padding:8px;white-space:pre-wrap;overflow-wrap:anywhere;border-radius:4px;}"
        "code{background:var(--code);font-family:'Noto Sans Mono','DejaVu Sans Mono',monospace;font-size:.92em;}"
        "pre code{background:none;} blockquote{border-left:3px solid var(--rule);margin-left:0;padding-left:12px;}"
        "mark{color:inherit;border-radius:2px;} mark.focus{background:var(--focus);}"
        "mark.deviation{background:var(--deviation);} mark.rubric{background:var(--rubric);}"
        "mark.url{background:var(--url);} :target,li:target{background:var(--target);}"
        ".refused-image{color:#888;border:1px dashed var(--rule);padding:0 4px;font-size:.9em;}");
    // A long report is laid out where it is read: blocks off screen are skipped until scrolled to (find, anchors
    // and the scroll bar still see them, at their last or estimated height, so scrolling by share is approximate).
    static const QString lazy = QStringLiteral("body>*{content-visibility:auto;contain-intrinsic-size:auto 5em;}");
    const QString html = QStringLiteral("<!DOCTYPE html><html class=\"%3\"><head><meta charset=\"utf-8\">"
                                        "<meta http-equiv=\"Content-Security-Policy\" content=\"%1\">"
                                        "<style>%2</style></head><body>%4</body></html>")
                             .arg(policy, layout == Layout::Lazy ? style + lazy : style,
                                 theme == PageTheme::Dark ? QStringLiteral("dark") : QString(), body);
    return html.toUtf8();
}

} // namespace models
} // namespace draudit
