// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A long research report with its task prompt above, rendered from Markdown with untrusted content rules.
#pragma once

#include "models/forms/blinditem.h"
#include "models/store/queries/catalog.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace draudit {
namespace views {

class SafeWebView;

class ReportView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportView)

public:
    explicit ReportView(QWidget *parent = nullptr);
    // A report item (models::makeItem): its title, its prompt (the first Text block) and its report (the first
    // Markdown block), rendered once with the block's highlights.
    void setItem(const models::BlindItem &item);
    SafeWebView *browser() const { return m_browser; }
    QTreeWidget *outline() const { return m_outline; }
    // Highlights every match and moves to the next one after the cursor; returns the number of matches.
    int find(const QString &text);
    // Marks DR. BENCH focus keywords (green), deviation keywords (red), rubric terms (violet) and every cited URL
    // (blue) in the report; the legend under the find bar counts them once the report is rendered (markCount()).
    void setHighlights(const QStringList &focus, const QStringList &deviation, const QStringList &rubricTerms);
    QLabel *legend() const { return m_legend; }
    int markCount() const;
    // Other reports of the same task the reader may put beside this one ("Report B"...); empty hides the choice.
    void setCompareChoices(const QList<models::ListEntry> &others);
    // The second report, to the right, scrolled along with the first (by share of its length).
    void showSecond(const QString &markdown, const QString &label);
    void hideSecond();
    SafeWebView *second() const { return m_second; }
    QComboBox *compare() const { return m_compare; }
    // The chosen report's label ("Report B").
    QString compareLabel() const;

Q_SIGNALS:
    void linkRequested(const QUrl &url);
    void compareRequested(qint64 responseId);

private:
    void buildOutline();
    void showLegend();
    void countMatches();

    QLabel *m_title;
    QLabel *m_prompt;
    SafeWebView *m_browser;
    QTreeWidget *m_outline;
    QLineEdit *m_find;
    QLabel *m_matches;
    QLabel *m_legend;
    QComboBox *m_compare;
    QWidget *m_secondPane;
    QLabel *m_secondTitle;
    SafeWebView *m_second;
    QString m_text; // the report shown, as Markdown
    QString m_searched; // the last text searched for
};

} // namespace views
} // namespace draudit
