// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The judge's verdict, tie quality, failure type and reasoning — hidden until the user reveals it.
#pragma once

#include "models/store/queries/catalog.h"

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace draudit {
namespace views {

class SafeWebView;

class JudgePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JudgePanel)

public:
    explicit JudgePanel(QWidget *parent = nullptr);

    // New round: verdicts are hidden again (and what was revealed for the last round is cleared).
    void setVerdicts(const QList<models::JudgeVerdict> &verdicts);
    // A study item before its commit: the panel holds no verdict at all, only whether there is one to reveal later.
    void setSealed(bool judged);
    bool isRevealed() const;
    // The height the sealed note and its button need at `width` (a stacked layout measures its tallest page, the
    // revealed reasoning, which is no measure of the sealed panel).
    int sealedHeight(int width) const;
    // The reasoning shown once revealed, rendered from the judge's Markdown.
    SafeWebView *reasoning() const { return m_reasoning; }
    // Reveal-after-commit: the verdict cannot be shown until the human's answer is committed.
    void setRevealAllowed(bool allowed);
    // Outside a study nothing is blind: the note says the verdict is there to look at, not hidden from a judgement.
    void setOpenAudit(bool open);
    bool isRevealAllowed() const { return m_revealAllowed; }
    // Asked before anything of the judge is shown: a study records the reveal here and answers false when it could
    // not, so nothing is shown that the project does not know was seen.
    void setRevealGate(std::function<bool()> gate) { m_gate = std::move(gate); }

    // Shows the verdicts again without asking the gate: the reveal is recorded already (an item opened again, an
    // answer changed after the reveal).
    void showRevealed();

public Q_SLOTS:
    // Asks the gate, then shows the verdicts and emits revealed().
    void reveal();

Q_SIGNALS:
    void revealed();
    void linkRequested(const QUrl &url);

private:
    QStackedWidget *m_stack;
    QPushButton *m_revealButton;
    QLabel *m_summary;
    QLabel *m_note;
    SafeWebView *m_reasoning;
    QList<models::JudgeVerdict> m_verdicts;
    bool m_revealAllowed = true;
    std::function<bool()> m_gate;
};

QString verdictText(const QString &verdict);

} // namespace views
} // namespace draudit
