// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The theme is Fusion with a dark palette (the platform style keeps its own light colours); widgets whose style
// sheets name colours use palette roles, so both themes read well. Pages follow through SafeWebView::setAppearance.
#include "app/gui/appearanceflow.h"

#include "app/gui/mainwindow.h"
#include "views/charts.h"
#include "views/web/safewebview.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace draudit {
namespace app {

namespace {
const QString percentKey = QStringLiteral("appearance/textPercent");
const QString darkKey = QStringLiteral("appearance/dark");
constexpr int kStep = 10;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2f, 0x35), base(0x1e, 0x22, 0x27), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x39, 0x41));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x4a, 0x52, 0x5c));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7d, 0xb4, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa3, 0xad));
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x87, 0x90));
    return p;
}
// The application's own font, palette and style as they were before any window changed them.
struct Base
{
    QFont font = QApplication::font();
    QPalette palette = QApplication::palette();
    QString style = QApplication::style()->name();
};

const Base &base()
{
    static const Base first;
    return first;
}
} // namespace

AppearanceFlow::AppearanceFlow(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_baseFont(base().font)
    , m_basePalette(base().palette)
    , m_baseStyle(base().style)
{
    const QSettings settings;
    m_percent = std::clamp(settings.value(percentKey, 100).toInt(), 50, 250);
    m_dark = settings.value(darkKey, false).toBool();
    if (m_percent != 100 || m_dark)
        apply();
}

void AppearanceFlow::addActions(QMenu *view)
{
    QAction *larger = view->addAction(tr("&Larger Text"), this, [this] { setFontPercent(m_percent + kStep); });
    larger->setShortcuts({ QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    QAction *smaller = view->addAction(
        tr("&Smaller Text"), QKeySequence::ZoomOut, this, [this] { setFontPercent(m_percent - kStep); });
    QAction *normal = view->addAction(
        tr("&Normal Text Size"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { setFontPercent(100); });
    m_darkAction = view->addAction(tr("Dar&k Theme"), this, &AppearanceFlow::setDark);
    m_darkAction->setCheckable(true);
    m_darkAction->setChecked(m_dark);
    for (QAction *a : { larger, smaller, normal, m_darkAction })
        m_window->keepInSession(a); // an annotator's eyes need them most
}

void AppearanceFlow::setFontPercent(int percent)
{
    m_percent = std::clamp(percent, 50, 250);
    QSettings().setValue(percentKey, m_percent);
    apply();
}

void AppearanceFlow::setDark(bool dark)
{
    m_dark = dark;
    QSettings().setValue(darkKey, m_dark);
    if (m_darkAction)
        m_darkAction->setChecked(dark);
    apply();
}

void AppearanceFlow::apply()
{
    QFont font = m_baseFont;
    font.setPointSizeF(m_baseFont.pointSizeF() * m_percent / 100.0);
    QApplication::setFont(font);
    QApplication::setStyle(QStyleFactory::create(m_dark ? QStringLiteral("Fusion") : m_baseStyle));
    QApplication::setPalette(m_dark ? darkPalette() : m_basePalette);
    // Style sheets resolve palette(...) colours when they are set: set again, they take the new palette. Charts
    // take its background and text colours (their series keep their own).
    for (QWidget *w : QApplication::allWidgets())
        if (const QString sheet = w->styleSheet(); !sheet.isEmpty()) {
            w->setStyleSheet(QString());
            w->setStyleSheet(sheet);
        }
    views::recolourCharts();
    views::SafeWebView::setAppearance(m_dark ? models::PageTheme::Dark : models::PageTheme::Light, m_percent);
}

} // namespace app
} // namespace draudit
