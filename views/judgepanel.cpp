// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// UNKNOWN verdicts are shown as the judge's unparsed output, flagged — never mapped to a guess.
#include "views/judgepanel.h"

#include "models/benchmarks/registry.h"
#include "views/web/safewebview.h"

#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

QString verdictText(const QString &verdict)
{
    if (verdict == QLatin1String("A_MUCH_BETTER"))
        return JudgePanel::tr("A much better");
    if (verdict == QLatin1String("A_BETTER"))
        return JudgePanel::tr("A better");
    if (verdict == QLatin1String("Tie"))
        return JudgePanel::tr("Tie");
    if (verdict == QLatin1String("B_BETTER"))
        return JudgePanel::tr("B better");
    if (verdict == QLatin1String("B_MUCH_BETTER"))
        return JudgePanel::tr("B much better");
    return JudgePanel::tr("Unparsed judge output (%1)").arg(verdict);
}

namespace {
// A judge's tie quality or failure type in the words of the form the annotator answered ("Depth", not "DEEP");
// empty for a value the question has no option for (a tie quality of "N/A" when there was no tie).
QString formLabel(const QString &question, const QString &value)
{
    const auto form = models::formByName(QStringLiteral("blind-pairwise"));
    if (const models::FormQuestion *q = form ? form->question(question) : nullptr)
        for (const models::FormOption &o : q->options)
            if (o.value == value)
                return o.label;
    return {};
}
} // namespace

JudgePanel::JudgePanel(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget)
    , m_revealButton(new QPushButton(tr("Reveal judge verdict")))
    , m_summary(new QLabel)
    , m_reasoning(new SafeWebView)
{
    m_revealButton->setObjectName(QStringLiteral("revealJudge"));
    // A shortcut of its own: QAbstractButton::setText replaces a button's shortcut with the text's mnemonic, so the
    // button's Ctrl+J was gone after the first new round.
    auto *revealKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_J), this);
    connect(revealKey, &QShortcut::activated, this, [this] {
        if (m_revealButton->isEnabled())
            reveal();
    });
    m_revealButton->setToolTip(tr("Show the judge's verdict and reasoning (Ctrl+J)"));
    auto *hidden = new QWidget;
    auto *hl = new QVBoxLayout(hidden);
    m_note = new QLabel(tr("The judge's verdict is hidden so it cannot anchor your own judgement."));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color:#5c6670;"));
    hl->addWidget(m_note);
    hl->addWidget(m_revealButton);
    hl->addStretch();

    auto *shown = new QWidget;
    auto *sl = new QVBoxLayout(shown);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_reasoning->setAccessibleName(tr("Judge reasoning"));
    sl->addWidget(m_summary);
    sl->addWidget(m_reasoning, 1);

    m_stack->addWidget(hidden);
    m_stack->addWidget(shown);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("Judge"));
    title->setStyleSheet(QStringLiteral("font-weight:600;"));
    layout->addWidget(title);
    layout->addWidget(m_stack, 1);
    connect(m_revealButton, &QPushButton::clicked, this, &JudgePanel::reveal);
    connect(m_reasoning, &SafeWebView::linkRequested, this, &JudgePanel::linkRequested);
}

void JudgePanel::setVerdicts(const QList<models::JudgeVerdict> &verdicts)
{
    m_verdicts = verdicts;
    m_stack->setCurrentIndex(0);
    m_summary->clear();
    m_reasoning->clear();
    m_revealButton->setEnabled(m_revealAllowed && !verdicts.isEmpty());
    if (verdicts.isEmpty())
        m_revealButton->setText(tr("No judge verdict for this round"));
    else
        m_revealButton->setText(m_revealAllowed ? tr("Reveal judge verdict") : tr("Revealed after you commit"));
}

void JudgePanel::setSealed(bool judged)
{
    setVerdicts({});
    m_revealAllowed = false;
    m_revealButton->setEnabled(false);
    m_revealButton->setText(judged ? tr("Revealed after you commit") : tr("No judge verdict for this round"));
}

void JudgePanel::setRevealAllowed(bool allowed)
{
    m_revealAllowed = allowed;
    if (!allowed)
        m_stack->setCurrentIndex(0);
    m_revealButton->setEnabled(allowed && !m_verdicts.isEmpty());
    if (!m_verdicts.isEmpty())
        m_revealButton->setText(allowed ? tr("Reveal judge verdict") : tr("Revealed after you commit"));
}

void JudgePanel::setOpenAudit(bool open)
{
    m_note->setText(open ? tr("Open audit, not blind: the judge's verdict can be shown whenever you like (Ctrl+J).")
                         : tr("The judge's verdict is hidden so it cannot anchor your own judgement."));
}

int JudgePanel::sealedHeight(int width) const
{
    const QLayout *page = m_stack->widget(0)->layout();
    const int note = page->hasHeightForWidth() ? page->totalHeightForWidth(width) : page->totalSizeHint().height();
    return layout()->itemAt(0)->sizeHint().height() + layout()->spacing() + note;
}

bool JudgePanel::isRevealed() const
{
    return m_stack->currentIndex() == 1;
}

void JudgePanel::reveal()
{
    if (m_verdicts.isEmpty() || !m_revealAllowed || (m_gate && !m_gate()))
        return;
    showRevealed();
    Q_EMIT revealed();
}

void JudgePanel::showRevealed()
{
    if (m_verdicts.isEmpty())
        return;
    QStringList lines;
    QString reasoning;
    bool flagged = false;
    for (const models::JudgeVerdict &v : m_verdicts) {
        QString line = tr("%1: %2").arg(v.judge, verdictText(v.verdict));
        if (const QString tie = formLabel(QStringLiteral("C1_tie_quality"), v.tieQuality); !tie.isEmpty())
            line += tr(" · %1").arg(tie);
        if (const QString failure = formLabel(QStringLiteral("C1_failure"), v.failureType); !failure.isEmpty())
            line += tr(" · the weaker answer fails on: %1").arg(failure);
        lines << line;
        // The reasoning is the judge's Markdown; with several judges, each under its name.
        if (m_verdicts.size() > 1)
            reasoning += QStringLiteral("### ") + v.judge + QStringLiteral("\n\n");
        reasoning += v.reasoning + QStringLiteral("\n\n");
        flagged |= v.flagged;
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_summary->setStyleSheet(flagged ? QStringLiteral("color:#8a1c1c; font-weight:600;") : QString());
    m_reasoning->setMarkdownText(reasoning.trimmed());
    m_stack->setCurrentIndex(1);
}

} // namespace views
} // namespace draudit
