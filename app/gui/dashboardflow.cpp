// The same analyses as `draudit report`, so the dashboard and the command line give the same numbers.
#include "app/gui/dashboardflow.h"

#include "app/gui/mainwindow.h"
#include "models/arenaanalysis.h"
#include "models/catalog.h"
#include "models/chartdata.h"
#include "models/claimprotocol.h"
#include "models/rubricprotocol.h"
#include "models/scoreprotocols.h"
#include "models/studystore.h"
#include "views/battleview.h"
#include "views/dashboardview.h"

#include <QApplication>
#include <QStackedWidget>

namespace draudit {
namespace app {

DashboardFlow::DashboardFlow(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_view(new views::DashboardView)
{
    window->stack()->addWidget(m_view);
    connect(m_view, &views::DashboardView::refreshRequested, this, &DashboardFlow::refresh);
    connect(m_view, &views::DashboardView::openItemRequested, this, &DashboardFlow::openItem);
}

void DashboardFlow::show()
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return;
    QStringList names;
    if (const auto all = models::StudyStore(*store).studies())
        for (const models::StudyInfo &s : *all)
            names << s.name;
    m_view->setStudies(names);
    m_window->stack()->setCurrentWidget(m_view);
    refresh();
}

void DashboardFlow::refresh()
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    qint64 studyId = 1;
    if (const auto s = models::StudyStore(*store).study(m_view->study()))
        studyId = s->id;
    views::DashboardData d;
    const QString protocol = m_view->protocol();
    const auto fail = [this](const models::Error &e) {
        QApplication::restoreOverrideCursor();
        m_window->showError(e.toString());
    };
    if (protocol == QLatin1String("dr-arena")) {
        models::ArenaAnalysisOptions o;
        o.studyId = studyId; // the defaults of `draudit report`, so both give the same numbers
        const auto report = models::analyseArena(*store, o);
        const auto confusion = models::verdictConfusion(*store, studyId);
        const auto worst = models::worstDisagreements(*store, studyId);
        if (!report || !confusion || !worst)
            return fail(!report ? report.error() : !confusion ? confusion.error() : worst.error());
        d.report = *report;
        d.confusion = *confusion;
        d.worst = *worst;
        d.ratings = models::ratingComparison(*report);
        d.annotators = models::annotatorMatrix(*report);
    } else if (protocol == QLatin1String("drbench") || protocol == QLatin1String("livedrbench")) {
        models::ScoreProtocolOptions o;
        o.studyId = studyId;
        const auto report = protocol == QLatin1String("drbench") ? models::analyseDrBench(*store, o)
                                                                 : models::analyseLiveDrBench(*store, o);
        if (!report)
            return fail(report.error());
        d.report = *report;
    } else {
        models::ScoreProtocolOptions o;
        o.studyId = studyId;
        const auto report = protocol == QLatin1String("drb") ? models::analyseDeepResearchBench(*store, o)
                                                             : models::analyseDr3(*store, o);
        const auto scores = models::reportScorePairs(*store, protocol, studyId);
        if (!report || !scores)
            return fail(!report ? report.error() : scores.error());
        d.report = *report;
        d.scores = *scores;
    }
    m_view->setData(d);
    QApplication::restoreOverrideCursor();
}

void DashboardFlow::openItem(const QString &target)
{
    models::ProjectStore *store = m_window->project();
    if (!store || !target.startsWith(QLatin1String("round:")))
        return;
    models::Catalog catalog(*store);
    const qint64 roundId = target.mid(6).toLongLong();
    const auto battle = catalog.battleWithRound(roundId);
    if (!battle) {
        m_window->showError(battle.error().toString());
        return;
    }
    m_window->battleView()->setBattle(*battle);
    for (int i = 0; i < battle->rounds.size(); ++i)
        if (battle->rounds[i].id == roundId)
            m_window->battleView()->showRound(i);
    m_window->stack()->setCurrentWidget(m_window->battleView());
}

} // namespace app
} // namespace draudit
