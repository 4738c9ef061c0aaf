// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About: version, libraries and licences.
#pragma once

#include <QDialog>

namespace draudit {
namespace views {

class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);
};

} // namespace views
} // namespace draudit
