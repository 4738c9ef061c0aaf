// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Study → Share in Browser…: runs `draudit serve` for the study as a child process (its events read as JSON lines),
// issues and revokes invitations, and refreshes who is online and each annotator's progress every few seconds.
// Closing the dialog stops the server.
#pragma once

#include <QString>

namespace draudit {
namespace views {
class ShareDialog;
}
namespace app {

class MainWindow;

// Opens the dialog (modeless); null, with the error shown, when the study cannot be read.
views::ShareDialog *openShareInBrowser(MainWindow *window, const QString &study);

} // namespace app
} // namespace draudit
