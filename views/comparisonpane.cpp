// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+Left / Alt+Right move between rounds; the judge panel hides its verdict again on every round change.
#include "views/comparisonpane.h"

#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "views/answerpair.h"
#include "views/formpanel.h"
#include "views/judgepanel.h"
#include "views/roundpane.h"
#include "views/scorechart.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QVBoxLayout>
#include <algorithm>

namespace draudit {
namespace views {

ComparisonPane::ComparisonPane(QWidget *parent)
    : ComparisonView(parent)
    , m_title(new QLabel)
    , m_rounds(new QTabBar)
    , m_task(makeRoundPane({}))
    , m_scores(new ScoreChart)
    , m_judge(new JudgePanel)
    , m_form(new FormPanel)
    , m_answers(new AnswerPair)
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true); // long real titles wrap instead of widening the window past the screen
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600; padding:2px 4px;"));
    m_rounds->setExpanding(false);
    m_rounds->setDocumentMode(true);
    m_rounds->setAccessibleName(tr("Rounds"));

    // Task above the answers on the left; the score, the form and the judge in a column on the right, so the form
    // is always beside the answers it is about.
    auto *reading = new QSplitter(Qt::Vertical);
    reading->addWidget(m_task);
    reading->addWidget(m_answers);
    reading->setStretchFactor(0, 0);
    reading->setStretchFactor(1, 1); // the answers are what is read most
    reading->setChildrenCollapsible(false);
    m_reading = reading;
    // The form scrolls its questions itself, with Commit always on screen (FormPanel).
    auto *side = new QSplitter(Qt::Vertical);
    side->addWidget(m_scores);
    side->addWidget(m_form);
    side->addWidget(m_judge);
    side->setStretchFactor(0, 0);
    side->setStretchFactor(1, 1);
    side->setStretchFactor(2, 0);
    side->setChildrenCollapsible(false);
    m_side = side;
    auto *main = new QSplitter(Qt::Horizontal);
    main->addWidget(reading);
    main->addWidget(side);
    main->setStretchFactor(0, 3);
    main->setStretchFactor(1, 1);
    main->setSizes({ 1040, 380 });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_rounds);
    layout->addWidget(main, 1);

    connect(m_rounds, &QTabBar::currentChanged, this, &ComparisonPane::showRound);
    resetForm();
    // In a study the judge's verdicts come with the item made again as committed (setRevealed).
    connect(m_form, &FormPanel::committed, this, [this](const QHash<QString, QString> &answers) {
        if (m_review)
            return; // a reviewer answers elsewhere: nothing of the round is committed here
        m_judge->setRevealAllowed(true);
        Q_EMIT answersCommitted(currentRoundId(), answers);
    });
    // The verdict lines under the questions come with the judge panel's reveal, never with the commit alone.
    connect(m_judge, &JudgePanel::revealed, m_form, [this] {
        m_form->setJudgeRevealed(true);
        fitSide();
        // Keys go back to the form (a click on Reveal left them on the button, where Enter did nothing).
        if (!m_form->hasFocus() && !m_form->isAncestorOf(focusWidget()))
            m_form->setFocus();
    });
    connect(m_answers, &AnswerPair::linkRequested, this, &ComparisonPane::linkRequested);
    connect(m_judge, &JudgePanel::linkRequested, this, &ComparisonPane::linkRequested);
    auto *next = new QAction(tr("Next round"), this);
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    auto *previous = new QAction(tr("Previous round"), this);
    previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    for (QAction *a : { next, previous })
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(next);
    addAction(previous);
    connect(next, &QAction::triggered, this, [this] { showRound(std::min(currentRound() + 1, roundCount() - 1)); });
    connect(previous, &QAction::triggered, this, [this] { showRound(std::max(currentRound() - 1, 0)); });
    keepKeysForTheForm();
}

// A click in an answer moves the keyboard into its page: F6 or Tab brings it back to the form (F6 as on report
// pages), and a digit typed while reading answers the current question as it would in the form.
void ComparisonPane::keepKeysForTheForm()
{
    auto *focusForm = new QAction(tr("Back to the form"), this);
    focusForm->setShortcut(QKeySequence(Qt::Key_F6));
    focusForm->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(focusForm);
    connect(focusForm, &QAction::triggered, m_form, qOverload<>(&QWidget::setFocus));
    // Tab from a clicked answer goes to the form, not through the page's links.
    auto *tab = new QAction(tr("Back to the form"), m_answers);
    tab->setShortcut(QKeySequence(Qt::Key_Tab));
    tab->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_answers->addAction(tab);
    connect(tab, &QAction::triggered, m_form, qOverload<>(&QWidget::setFocus));
    for (int digit = 1; digit <= 9; ++digit) {
        auto *answer = new QAction(m_answers);
        answer->setShortcut(QKeySequence(Qt::Key_0 + digit));
        answer->setShortcutContext(Qt::WidgetWithChildrenShortcut); // only while the answers have the focus
        m_answers->addAction(answer);
        connect(answer, &QAction::triggered, this, [this, digit] {
            m_form->setFocus();
            QKeyEvent press(QEvent::KeyPress, Qt::Key_0 + digit, Qt::NoModifier, QString::number(digit));
            QCoreApplication::sendEvent(m_form, &press);
        });
    }
}

void ComparisonPane::setBenchmark(const QString &benchmark)
{
    if (benchmark == m_benchmark)
        return;
    m_benchmark = benchmark;
    RoundPane *pane = makeRoundPane(benchmark);
    delete m_reading->replaceWidget(0, pane);
    m_task = pane;
    if (!m_study)
        resetForm(); // the benchmark's open audit
}

void ComparisonPane::setComparison(const models::ComparisonRecord &comparison)
{
    if (m_review) // the comparison browser answers rounds with the benchmark's open-audit form again
        leaveReview();
    m_study = false;
    m_leftIsA = true;
    m_rounds->setVisible(true);
    m_scores->setVisible(true);
    setBenchmark(comparison.benchmark);
    m_comparison = comparison;
    m_title->setText(
        tr("%1 — %2 · rounds: %3").arg(comparison.externalId, comparison.title).arg(comparison.rounds.size()));
    const QSignalBlocker block(m_rounds);
    while (m_rounds->count() > 0)
        m_rounds->removeTab(0);
    QList<QPointF> a, b;
    for (const models::RoundRecord &r : comparison.rounds) {
        m_rounds->addTab(tr("Round %1").arg(r.number));
        a << QPointF(r.number, r.scoreA);
        b << QPointF(r.number, r.scoreB);
    }
    // Tabs added while the bar was hidden (the window opens on a comparison before it is shown) leave the layout with
    // the empty bar's height: the bar asks for its new size.
    m_rounds->updateGeometry();
    m_scores->setScores(a, b);
    showRound(0);
}

void ComparisonPane::clear()
{
    setComparison({});
    m_title->clear();
    m_task->setBlocks({});
    m_answers->setAnswers({}, {});
    m_judge->setVerdicts({});
    m_current = -1;
}

void ComparisonPane::showRound(int index)
{
    if (index < 0 || index >= m_comparison.rounds.size())
        return;
    if (m_rounds->currentIndex() != index) {
        const QSignalBlocker block(m_rounds);
        m_rounds->setCurrentIndex(index);
    }
    if (m_study)
        return; // a study item is its one round, shown by showStudyItem
    m_current = index;
    const models::RoundRecord &r = m_comparison.rounds.at(index);
    showBlocks(models::roundBlocksOf(m_benchmark, r, m_leftIsA));
    // Reveal-after-commit: hidden until this round's verdict is committed (roundShown loads saved answers).
    m_form->setAnswers({}, false);
    // Outside a study the round is an open audit: the judge may be revealed before answering, and its answers count
    // as not blind.
    m_judge->setRevealAllowed(true);
    m_judge->setOpenAudit(true);
    m_judge->setVerdicts(r.verdicts);
    Q_EMIT roundShown(r.id);
}

void ComparisonPane::showStudyItem(const models::BlindItem &item)
{
    if (m_review)
        leaveReview();
    m_study = true;
    m_judge->setOpenAudit(false);
    m_leftIsA = !item.swapped;
    m_judged = item.judged;
    m_revealed.clear();
    // The comparison holds the round's id and nothing else: what is shown is the item's value.
    m_comparison = {};
    models::RoundRecord round;
    round.id = item.target.id();
    m_comparison.rounds = { round };
    m_current = 0;
    // No round tabs and no score chart in a study: both are cleared, not only hidden.
    {
        const QSignalBlocker block(m_rounds);
        while (m_rounds->count() > 0)
            m_rounds->removeTab(0);
    }
    m_rounds->setVisible(false);
    m_scores->setScores({}, {});
    m_scores->setVisible(false);
    m_title->setText(item.title);
    showBlocks(item.blocks);
    m_form->setForm(item.form);
    m_form->setAnswers({}, false);
    if (item.revealed)
        setRevealed(*item.revealed);
    else
        m_judge->setSealed(m_judged);
    fitSide(); // the last item's revealed judge took its room
    Q_EMIT roundShown(round.id);
}

void ComparisonPane::showReviewItem(const models::BlindItem &item)
{
    showStudyItem(item);
    m_review = true;
    m_form->setVisible(false);
    m_judge->setVerdicts(m_revealed);
    m_judge->setRevealAllowed(true);
}

void ComparisonPane::leaveReview()
{
    m_review = false;
    m_form->setVisible(true);
    resetForm();
}

void ComparisonPane::setRevealed(const models::ItemReveal &revealed)
{
    m_revealed.clear();
    for (const models::JudgeNote &n : revealed.notes)
        m_revealed << models::JudgeVerdict { n.judge, n.verdict, n.details.value(QStringLiteral("tie_quality")),
            n.details.value(QStringLiteral("failure_type")), n.reasoning, n.flagged };
    m_judge->setVerdicts(m_revealed);
    m_judge->setRevealAllowed(m_form->isCommitted() || m_form->isJudgeRevealed());
    if (m_form->isJudgeRevealed())
        m_judge->showRevealed();
    m_form->setJudgeAnswers(revealed.judgeAnswers); // shown under the questions once the judge is revealed
    fitSide();
}

void ComparisonPane::showBlocks(const QList<models::ItemBlock> &blocks)
{
    m_task->setBlocks(blocks);
    for (const models::ItemBlock &b : blocks)
        if (b.kind == models::ItemBlock::Kind::AnswerPair)
            m_answers->setAnswers(b.left, b.right, models::WordLimit::parse(b.note));
    fitReading();
    fitSide();
}

void ComparisonPane::fitReading()
{
    const int total = m_reading->height() > 0 ? m_reading->height() : 600;
    const int task = std::min(m_task->neededHeight(m_task->width() > 0 ? m_task->width() : 900), total * 9 / 20);
    m_reading->setSizes({ task, total - task });
}

void ComparisonPane::fitSide()
{
    const int total = m_side->height() > 0 ? m_side->height() : 600;
    const int scores = m_scores->isVisibleTo(this) ? std::min(m_scores->sizeHint().height(), total / 4) : 0;
    const int sealed = m_judge->sealedHeight(m_side->width() > 0 ? m_side->width() : 380);
    // The form first: it gets what it asks for, and a revealed judge the rest (at least a quarter, for its reasoning).
    // (A revealed judge's own height is its reasoning page's, as tall as the text: not a measure here.)
    const int judge = m_judge->isRevealed() ? std::max(total / 4, total - scores - m_form->neededHeight()) : sealed;
    m_side->setSizes({ scores, std::max(0, total - scores - judge), judge });
}

void ComparisonPane::resizeEvent(QResizeEvent *event)
{
    ComparisonView::resizeEvent(event);
    fitReading();
    fitSide();
}

QString ComparisonPane::title() const
{
    return m_title->text();
}

qint64 ComparisonPane::currentRoundId() const
{
    const int i = currentRound();
    return i >= 0 && i < m_comparison.rounds.size() ? m_comparison.rounds.at(i).id : 0;
}

void ComparisonPane::setRoundAnswers(const QHash<QString, QString> &answers, bool committed)
{
    if (m_review)
        return; // no form: the verdicts stay revealable

    m_form->setAnswers(answers, committed);
    committed = m_form->isCommitted(); // not while a required answer is blank
    if (!m_study) {
        m_judge->setRevealAllowed(true); // an open audit: the judge may be looked at whenever
        return;
    }
    // A revealed judge stays shown, also when an Undo opens the round again: what is changed now is a change of mind
    // after the reveal.
    if (m_form->isJudgeRevealed()) {
        m_judge->setVerdicts(m_revealed);
        m_judge->setRevealAllowed(true);
        m_judge->showRevealed();
        fitSide();
        return;
    }
    if (!committed) {
        m_judge->setSealed(m_judged);
        fitSide();
        return;
    }
    m_judge->setVerdicts(m_revealed);
    m_judge->setRevealAllowed(true);
    fitSide();
}

int ComparisonPane::currentRound() const
{
    return m_current; // a study item has no round tabs
}

int ComparisonPane::roundCount() const
{
    return static_cast<int>(m_comparison.rounds.size());
}

QList<const SafeWebView *> ComparisonPane::contentViews() const
{
    return { m_answers->left(), m_answers->right() };
}

void ComparisonPane::resetForm()
{
    // Outside a study nothing is blind (the comparison's models, its score chart and the judge are on screen): the
    // benchmark's form for its rounds is an open audit, saying so, with the judge's answers under its questions.
    const auto declared = models::roundFormOf(m_benchmark);
    models::FormDefinition open = declared.value_or(models::FormDefinition {});
    // A benchmark that gives its rounds no form: the form says so, rather than being silently empty.
    open.title = declared ? tr("Open audit (not blind): your verdict")
                          : tr("Open audit (not blind): no form for these rounds");
    open.hideJudgeUntilRevealed = false;
    m_form->setForm(open);
}

void ComparisonPane::keyPressEvent(QKeyEvent *event)
{
    // Ctrl+J from anywhere in the round reaches the judge panel, also when its shortcut did not match (a window
    // manager that left the window inactive); the panel reveals only what its gate allows.
    if (event->key() == Qt::Key_J && (event->modifiers() & Qt::ControlModifier)) {
        m_judge->reveal();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace views
} // namespace draudit
