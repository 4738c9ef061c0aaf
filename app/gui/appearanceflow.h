// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text size and light or dark theme for the whole workbench (widgets and rendered pages), kept between sessions.
#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

class QAction;
class QMenu;

namespace draudit {
namespace app {

class MainWindow;

class AppearanceFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppearanceFlow)

public:
    explicit AppearanceFlow(MainWindow *window);
    // Larger / Smaller / Normal Text and Dark Theme, kept usable in an annotator session.
    void addActions(QMenu *view);
    int fontPercent() const { return m_percent; }
    bool isDark() const { return m_dark; }
    void setFontPercent(int percent);
    void setDark(bool dark);

private:
    void apply();

    MainWindow *m_window;
    QFont m_baseFont;
    QPalette m_basePalette;
    QString m_baseStyle;
    int m_percent = 100;
    bool m_dark = false;
    QAction *m_darkAction = nullptr;
};

} // namespace app
} // namespace draudit
