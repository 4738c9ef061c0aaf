// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The same analyses as `draudit report`, so the dashboard and the command line give the same numbers.
#include "app/gui/dashboardflow.h"

#include "app/gui/mainwindow.h"
#include "models/benchmarks/registry.h"
#include "models/forms/target.h"
#include "models/report/chartdata.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/studies/studystore.h"
#include "views/comparisonview.h"
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
    connect(m_view, &views::DashboardView::studyChosen, this, [this](const QString &name) {
        if (m_window->project())
            m_view->setProtocol(defaultProtocol(*m_window->project(), name));
    });
}

QString DashboardFlow::defaultProtocol(models::ProjectStore &store, const QString &study)
{
    // A study's own protocol; else the protocol of what the project holds (a DeepResearch-Bench-only project
    // opened on the DR-Arena dashboard, which had nothing to show).
    if (const auto s = models::StudyStore(store).study(study))
        if (const models::Protocol *own = models::protocol(s->protocol))
            if (own->dashboard != models::DashboardKind::None) // not the project's 'default' (generic) study
                return s->protocol;
    return models::protocolOfHeld(models::Catalog(store).counts().value_or(models::ProjectCounts {}));
}

void DashboardFlow::show()
{
    models::ProjectStore *store = m_window->project();
    if (!store || m_window->inAnnotatorSession())
        return;
    QStringList names;
    if (const auto all = models::StudyStore(*store).studies())
        for (const models::StudyInfo &s : *all)
            names << s.name;
    // The newest study first, not the answers outside studies: after a study an owner wants its numbers (the
    // dashboard opened on 'default' and showed no human statistic).
    const QString newest = names.size() > 1 ? names.back() : QString();
    m_view->setStudies(names, newest);
    m_view->setProtocol(defaultProtocol(*store, m_view->study()));
    m_window->stack()->setCurrentWidget(m_view);
    refresh();
}

void DashboardFlow::clear()
{
    m_view->setStudies({});
    m_view->setData({});
}

void DashboardFlow::refresh()
{
    models::ProjectStore *store = m_window->project();
    if (!store || m_window->inAnnotatorSession())
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
    const models::Protocol *known = models::protocol(protocol);
    if (!known)
        return;
    // The defaults of `draudit report`, so both give the same numbers.
    models::ReportRequest request;
    request.studyId = studyId;
    const auto report = models::analyse(*store, protocol, request);
    if (!report)
        return fail(report.error());
    d.report = *report;
    d.bias = models::biasCharts(*report);
    if (known->dashboard == models::DashboardKind::Verdicts) {
        const auto confusion = models::verdictConfusion(*store, studyId);
        const auto worst = models::worstDisagreements(*store, studyId);
        if (!confusion || !worst)
            return fail(!confusion ? confusion.error() : worst.error());
        d.confusion = *confusion;
        d.worst = *worst;
        d.ratings = models::ratingComparison(*report);
        d.annotators = models::annotatorMatrix(*report);
    } else if (known->dashboard == models::DashboardKind::Scores) {
        models::ScoreSource source = known->dashboardScores;
        source.studyId = studyId;
        // The protocol's default judge, or the first run of that score imported under its own name.
        const auto runs = models::LabelQueries(*store).judgeNamesWithField(source.judgeField);
        if (runs && !runs->isEmpty() && !runs->contains(source.judgeName))
            source.judgeName = runs->front();
        const auto scores = models::reportScorePairs(*store, source);
        if (!scores)
            return fail(scores.error());
        d.scores = *scores;
        d.scoresJudge = source.judgeName;
        if (known->judgeScale)
            d.judgeScale = QCoreApplication::translate("draudit::models::Benchmarks", known->judgeScale);
        if (known->humanScale)
            d.humanScale = QCoreApplication::translate("draudit::models::Benchmarks", known->humanScale);
    }
    m_view->setData(d);
    QApplication::restoreOverrideCursor();
}

void DashboardFlow::openItem(const models::Target &round)
{
    models::ProjectStore *store = m_window->project();
    if (!store || round.kind() != models::Target::Kind::Round)
        return;
    models::Catalog catalog(*store);
    const qint64 roundId = round.id();
    const auto comparison = catalog.comparisonWithRound(roundId);
    if (!comparison) {
        m_window->showError(comparison.error().toString());
        return;
    }
    m_window->comparisonView()->setComparison(*comparison);
    for (int i = 0; i < comparison->rounds.size(); ++i)
        if (comparison->rounds[i].id == roundId)
            m_window->comparisonView()->showRound(i);
    m_window->stack()->setCurrentWidget(m_window->comparisonView());
}

} // namespace app
} // namespace draudit
