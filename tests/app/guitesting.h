// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the GUI tests: every text a user (or a screen reader) could see, and screenshots for checking by eye.
#pragma once

#include "views/web/safewebview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QTreeWidget>
#include <QtTest>

namespace draudit::tests {

// A page's text once it is rendered (a worker renders a page the renderer has not cached).
inline QString renderedText(const views::SafeWebView *page)
{
    if (!QTest::qWaitFor([page] { return page->isRendered(); }, 20000))
        qWarning("a page was not rendered within 20 s");
    return page->plainText();
}

// Window titles, labels, button texts, tooltips, status tips, accessible names and descriptions, text views
// and list / tree items of every visible widget of every top-level window.
inline QStringList visibleTexts()
{
    QStringList texts;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        texts << top->windowTitle();
        for (QWidget *w : top->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(top))
                continue;
            texts << w->toolTip() << w->accessibleName() << w->accessibleDescription() << w->windowTitle()
                  << w->statusTip() << w->whatsThis();
            if (auto *l = qobject_cast<QLabel *>(w))
                texts << l->text();
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                texts << b->text();
            if (auto *t = qobject_cast<QTextEdit *>(w))
                texts << t->toPlainText() << t->documentTitle();
            if (auto *t = qobject_cast<QPlainTextEdit *>(w))
                texts << t->toPlainText();
            if (auto *list = qobject_cast<QListWidget *>(w))
                for (int i = 0; i < list->count(); ++i)
                    texts << list->item(i)->text() << list->item(i)->toolTip();
            if (auto *tree = qobject_cast<QTreeWidget *>(w))
                for (QTreeWidgetItemIterator it(tree); *it; ++it)
                    for (int c = 0; c < tree->columnCount(); ++c)
                        texts << (*it)->text(c) << (*it)->toolTip(c);
        }
    }
    return texts;
}

// With DRAUDIT_SCREENSHOTS=DIR set, saves the widget's window as DIR/name.png.
inline void saveScreenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("DRAUDIT_SCREENSHOTS");
    QTest::qWait(50); // let pending layout requests run, as the event loop would
    if (!dir.isEmpty())
        w->window()->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace draudit::tests
