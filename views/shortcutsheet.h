// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every key of the workbench on one sheet (Help → Keyboard Shortcuts, F1): the menus' shortcuts, read from the
// window's actions, and the keys of the answer forms and pages.
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

class QTableWidget;

namespace draudit {
namespace views {

class ShortcutSheet final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutSheet)

public:
    // (what it does, its keys), grouped under headings given as (heading, empty).
    explicit ShortcutSheet(const QList<QPair<QString, QString>> &rows, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }
    // The keys of forms and pages, which no menu lists.
    static QList<QPair<QString, QString>> formKeys();

private:
    QTableWidget *m_table;
};

} // namespace views
} // namespace draudit
