// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Study → Attention Checks…: the study owner sets the items whose answers are known in advance.
#pragma once

#include <QString>

namespace draudit {
namespace views {
class ChecksDialog;
}
namespace app {

class MainWindow;

// Opens the editor of the study's checks (window-modal); Save replaces them, all or none. Null, with the error
// shown, when the study or its form cannot be read.
views::ChecksDialog *openAttentionChecks(MainWindow *window, const QString &study);

} // namespace app
} // namespace draudit
