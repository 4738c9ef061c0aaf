// Only the application's own resources (qrc:) load; everything else, file: included, is refused.
#include "views/safetextbrowser.h"

#include "models/core/markdown.h"

#include <QImage>
#include <QLoggingCategory>
#include <QWheelEvent>

Q_LOGGING_CATEGORY(lcSafeText, "draudit.views.safetext", QtWarningMsg)

namespace draudit {
namespace views {

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    document()->setDocumentMargin(12);
    document()->setDefaultStyleSheet(QStringLiteral(
        "h1,h2,h3{color:#1d3557;} table{border-collapse:collapse;} th,td{border:1px solid #c8ccd2;padding:3px 6px;}"
        "code{background:#f1f3f5;} a{color:#1c64b8;}"));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { Q_EMIT linkRequested(url); });
}

void SafeTextBrowser::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QTextBrowser::wheelEvent(event);
        return;
    }
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0) {
        zoomIn(steps);
        Q_EMIT zoomed(steps);
    }
    event->accept();
}

void SafeTextBrowser::setMarkdownText(const QString &markdown)
{
    setHtml(models::markdownToHtml(markdown));
}

namespace {
// A small grey square where a refused image would be.
QImage blockedImage()
{
    QImage image(16, 16, QImage::Format_ARGB32);
    image.fill(QColor(0xc8, 0xcc, 0xd2));
    return image;
}
} // namespace

QVariant SafeTextBrowser::loadResource(int type, const QUrl &name)
{
    if (name.scheme() == QLatin1String("qrc"))
        return QTextBrowser::loadResource(type, name);
    ++m_blocked;
    qCInfo(lcSafeText) << "blocked a resource request from rendered content:" << name.toDisplayString();
    // A refused image must still be an image: given nothing, Qt's image handler reads the path itself with
    // QImage::load (a local file, or a FIFO that blocks the window for good).
    if (type == QTextDocument::ImageResource)
        return blockedImage();
    return {};
}

} // namespace views
} // namespace draudit
