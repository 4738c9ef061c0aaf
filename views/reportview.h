// A long research report with its task prompt above, rendered from Markdown with untrusted content rules.
#pragma once

#include "models/catalog.h"

#include <QTextEdit>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace draudit {
namespace views {

class SafeTextBrowser;

class ReportView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportView)

public:
    explicit ReportView(QWidget *parent = nullptr);
    void setReport(const models::ReportRecord &report, const QString &label);
    SafeTextBrowser *browser() const { return m_browser; }
    QTreeWidget *outline() const { return m_outline; }
    // Highlights every match and moves to the next one after the cursor; returns the number of matches.
    int find(const QString &text);
    // Marks DR. BENCH focus keywords (green), deviation keywords (red), rubric terms (violet) and every cited URL
    // (blue) in the report; the legend under the find bar counts them. Returns the number of marks.
    int setHighlights(const QStringList &focus, const QStringList &deviation, const QStringList &rubricTerms);
    QLabel *legend() const { return m_legend; }

Q_SIGNALS:
    void linkRequested(const QUrl &url);

private:
    void buildOutline(const QString &markdown);

    QLabel *m_title;
    QLabel *m_prompt;
    SafeTextBrowser *m_browser;
    QTreeWidget *m_outline;
    QLineEdit *m_find;
    QLabel *m_matches;
    QLabel *m_legend;
    QList<QTextEdit::ExtraSelection> m_highlights;
};

} // namespace views
} // namespace draudit
