// A text browser for untrusted rendered text: no remote or local resources, links only on an explicit click.
#pragma once

#include <QTextBrowser>

namespace draudit {
namespace views {

class SafeTextBrowser final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SafeTextBrowser)

public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);

    // Renders Markdown (raw HTML dropped by the renderer).
    void setMarkdownText(const QString &markdown);
    // Requests the browser refused, for tests and diagnostics.
    int blockedRequests() const { return m_blocked; }

    QVariant loadResource(int type, const QUrl &name) override;

Q_SIGNALS:
    // Ctrl+wheel zoomed the text by this many steps (a pair of answers zooms both).
    void zoomed(int steps);
    // Emitted when the user clicks a link; the window decides (after showing the URL) whether to open it.
    void linkRequested(const QUrl &url);

protected:
    void wheelEvent(QWheelEvent *event) override;

private:
    int m_blocked = 0;
};

} // namespace views
} // namespace draudit
