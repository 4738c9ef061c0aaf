// A long research report with its task prompt above, rendered from Markdown with untrusted content rules.
#pragma once

#include "models/catalog.h"

#include <QWidget>

class QLabel;

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

Q_SIGNALS:
    void linkRequested(const QUrl &url);

private:
    QLabel *m_title;
    QLabel *m_prompt;
    SafeTextBrowser *m_browser;
};

} // namespace views
} // namespace draudit
