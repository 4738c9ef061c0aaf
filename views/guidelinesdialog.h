// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study's guidelines for its annotators, rendered from Markdown like a report (safely, in Qt WebEngine).
#pragma once

#include <QDialog>

namespace draudit {
namespace views {

class SafeWebView;

class GuidelinesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuidelinesDialog)

public:
    GuidelinesDialog(const QString &study, const QString &markdown, QWidget *parent = nullptr);
    SafeWebView *page() const { return m_page; }

private:
    SafeWebView *m_page;
};

} // namespace views
} // namespace draudit
