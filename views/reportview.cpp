// The prompt is plain text; the report body goes through the safe Markdown renderer.
#include "views/reportview.h"

#include "views/safetextbrowser.h"

#include <QLabel>
#include <QVBoxLayout>

namespace draudit {
namespace views {

ReportView::ReportView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_prompt(new QLabel)
    , m_browser(new SafeTextBrowser)
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600;"));
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prompt->setStyleSheet(
        QStringLiteral("background:#f4f6f9; border:1px solid #dde2e8; border-radius:4px; padding:6px;"));
    m_browser->setAccessibleName(tr("Report"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_prompt);
    layout->addWidget(m_browser, 1);
    connect(m_browser, &SafeTextBrowser::linkRequested, this, &ReportView::linkRequested);
}

void ReportView::setReport(const models::ReportRecord &report, const QString &label)
{
    m_title->setText(tr("%1 — task %2").arg(label, report.taskExternalId));
    m_prompt->setText(report.prompt);
    m_browser->setMarkdownText(report.text);
}

} // namespace views
} // namespace draudit
