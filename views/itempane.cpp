// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/itempane.h"

namespace draudit {
namespace views {

ItemPane::~ItemPane() = default;

void ItemPane::showQuestion(const QString &) { }

void ItemPane::showAnswer(const QString &, const QString &) { }

void ItemPane::showAnswers(const QHash<QString, QString> &) { }

} // namespace views
} // namespace draudit
