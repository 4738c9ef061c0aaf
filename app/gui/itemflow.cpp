// Answers go through models::FormAnswers one by one; the form's saved indicator turns green only after the store
// committed the answer, and says "Not saved" (with the error in the status bar) when it could not.
#include "app/gui/itemflow.h"

#include "app/gui/mainwindow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/store/catalog.h"
#include "models/store/formanswers.h"
#include "views/annotationpage.h"
#include "views/benchmarks/drarena/taskchoiceview.h"
#include "views/benchmarks/livedrbench/claimsview.h"
#include "views/formpanel.h"
#include "views/historypanel.h"
#include "views/reportview.h"

#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>

namespace draudit {
namespace app {

namespace {
// Phrases a rubric item quotes ("…", “…”, 「…」) are the terms worth finding in the report.
QStringList quotedTerms(const models::FormDefinition &form)
{
    static const QRegularExpression quoted(QStringLiteral("[\"“「『‘]([^\"”」』’]{3,60})[\"”」』’]"));
    QStringList out;
    for (const models::FormQuestion &q : form.questions)
        for (auto it = quoted.globalMatch(q.text); it.hasNext();)
            out << it.next().captured(1);
    out.removeDuplicates();
    return out;
}

} // namespace

ItemFlow::ItemFlow(MainWindow *window, views::AnnotationPage *page)
    : QObject(window)
    , m_window(window)
    , m_page(page)
{
    connect(page->report(), &views::ReportView::compareRequested, this, [this](qint64 responseId) {
        models::ProjectStore *store = m_window->project();
        if (!store)
            return;
        const auto other = models::Catalog(*store).report(responseId);
        if (!other) {
            m_window->showError(other.error().toString());
            return;
        }
        m_page->report()->showSecond(*other, m_page->report()->compareLabel());
    });
    connect(page->form(), &views::FormPanel::answerChanged, this, &ItemFlow::save);
    connect(page->form(), &views::FormPanel::committed, this, [this] {
        if (m_target.isEmpty())
            return;
        m_committed = true;
        showJudgeAnswers();
        m_window->statusBar()->showMessage(tr("Committed."), 4000);
        Q_EMIT committed(m_target);
    });
    connect(window, &MainWindow::projectChanged, this, [this] { m_target.clear(); });
}

bool ItemFlow::open(const QString &target, const std::optional<models::FormDefinition> &form, const Options &options)
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return false;
    m_page->form()->flush(); // a comment typed into the previous item is saved there
    m_target.clear();
    m_committed = options.committed;
    if (models::Target::parse(target).kind() == models::Target::Kind::Rounds) {
        const auto given = form ? models::Result<models::FormDefinition>(*form) : models::formForTarget(target);
        if (!given) {
            m_window->showError(given.error().toString());
            return false;
        }
        if (!openTasks(target, *given, options))
            return false;
        reload();
        return true;
    }
    const qint64 response = models::Target::parse(target).responseId();
    if (response <= 0) {
        m_window->showError(tr("%1 is not a report item").arg(target));
        return false;
    }
    const auto report = models::Catalog(*store).report(response);
    if (!report) {
        m_window->showError(report.error().toString());
        return false;
    }
    m_target = target;
    const models::FormDefinition chosen = form ? *form : models::reportFormFor(*store, report->benchmark, target);
    if (!openReport(*report, chosen, options)) {
        m_target.clear();
        return false;
    }
    reload();
    return true;
}

bool ItemFlow::openReport(models::ReportRecord report, const models::FormDefinition &form, const Options &options)
{
    models::ProjectStore &store = *m_window->project();
    const auto expanded = models::formForItem(store, form, m_target, options.orderSeed);
    if (!expanded) {
        m_window->showError(expanded.error().toString());
        return false;
    }
    m_form = *expanded;
    const qint64 responseId = report.responseId;
    const QString label = options.label.isEmpty() ? tr("Report") : options.label;
    if (options.blind && report.system.size() >= 2)
        report.text.replace(report.system, tr("[system]"), Qt::CaseInsensitive);
    if (report.isClaimList) {
        const auto shown = m_page->claims()->showReport(
            store, responseId, tr("%1 — task %2").arg(options.blind ? tr("Claims") : label, report.taskExternalId));
        if (!shown) {
            m_window->showError(shown.error().toString());
            return false;
        }
        m_page->showClaims();
    } else {
        views::ReportView *view = m_page->report();
        view->setReport(report, label);
        view->setHighlights(report.focusKeywords, report.deviationKeywords, quotedTerms(m_form));
        // Outside blind studies another report of the task can be put beside it ("Report B": no model name).
        QList<models::ListEntry> others;
        if (!options.blind)
            if (const auto all = models::Catalog(store).responses(report.taskId))
                for (const models::ListEntry &e : *all)
                    if (e.id != responseId)
                        others << e;
        view->setCompareChoices(others);
        m_page->showReport();
    }
    m_page->setHeading(options.heading);
    m_page->form()->setForm(m_form);
    m_window->stack()->setCurrentWidget(m_page);
    return true;
}

bool ItemFlow::openTasks(const QString &target, const models::FormDefinition &form, const Options &options)
{
    models::ProjectStore &store = *m_window->project();
    const auto expanded = models::formForItem(store, form, target, options.orderSeed);
    if (!expanded) {
        m_window->showError(expanded.error().toString());
        return false;
    }
    // The shown order is the order of the generated options ("Task 1" first).
    QList<models::RoundRecord> shown;
    models::Catalog catalog(store);
    for (const models::FormQuestion &q : expanded->questions) {
        if (q.options.isEmpty() || models::Target::parse(q.options.front().value).kind() != models::Target::Kind::Round)
            continue;
        for (const models::FormOption &o : q.options) {
            const qint64 roundId = models::Target::parse(o.value).id();
            const auto battle = catalog.battleWithRound(roundId);
            if (!battle) {
                m_window->showError(battle.error().toString());
                return false;
            }
            for (const models::RoundRecord &r : battle->rounds)
                if (r.id == roundId)
                    shown << r;
        }
        break;
    }
    m_form = *expanded;
    m_target = target;
    m_page->tasks()->setTasks(shown);
    m_page->showTasks();
    m_page->setHeading(options.heading);
    m_page->form()->setForm(m_form);
    m_window->stack()->setCurrentWidget(m_page);
    return true;
}

void ItemFlow::reload()
{
    models::ProjectStore *store = m_window->project();
    if (!store || m_target.isEmpty())
        return;
    const auto answers = models::FormAnswers(*store, m_window->studyId(), m_window->annotator()).load(m_form, m_target);
    if (!answers) {
        m_window->showError(answers.error().toString());
        return;
    }
    m_page->form()->setAnswers(*answers, m_committed);
    m_page->claims()->showAnswers(*answers);
    m_committed = m_page->form()->isCommitted(); // an Undo that blanked a required answer opens the item again
    showJudgeAnswers();
}

void ItemFlow::showJudgeAnswers()
{
    models::ProjectStore *store = m_window->project();
    // Blind, then reveal: the judge's labels reach the form only once the answers are committed.
    if (!store || m_target.isEmpty() || (!m_committed && m_form.hideJudgeUntilCommitted)) {
        m_page->form()->setJudgeAnswers({});
        return;
    }
    const auto judged = models::judgeAnswers(*store, m_form, m_target);
    m_page->form()->setJudgeAnswers(judged ? *judged : QHash<QString, QString>());
}

void ItemFlow::save(const QString &questionId, const QString &value)
{
    models::ProjectStore *store = m_window->project();
    if (!store || m_target.isEmpty())
        return;
    const auto saved = models::FormAnswers(*store, m_window->studyId(), m_window->annotator())
                           .save(m_form, m_target, questionId, value);
    m_page->form()->showSaved(saved.has_value());
    if (!saved) {
        m_window->showError(tr("Your answer was not saved: %1").arg(saved.error().toString()));
        return;
    }
    m_window->history()->refresh();
}

} // namespace app
} // namespace draudit
