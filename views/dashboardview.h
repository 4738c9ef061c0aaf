// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard: a protocol's results table (the paper's statistic first) and its charts, each exportable.
#pragma once

#include "models/report/chartdata.h"
#include "models/report/reportexport.h"
#include "models/report/reporttable.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace draudit {
namespace views {

struct DashboardData
{
    models::ReportTable report;
    models::ConfusionMatrix confusion; // dr-arena
    models::ConfusionMatrix annotators; // dr-arena, human vs human kappa
    QList<models::RatingComparison> ratings; // dr-arena
    QList<models::BiasChart> bias; // judge bias: judge vs humans per bias
    QList<models::WorstDisagreement> worst; // dr-arena
    QList<models::ScorePair> scores; // drb, dr3
    QString scoresJudge; // the judge (run) whose scores they are
    QString judgeScale; // the scales when they differ (translated), else empty
    QString humanScale;
};

class DashboardView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardView)

public:
    explicit DashboardView(QWidget *parent = nullptr);

    // The studies to choose from, by name; the one shown stays if it is still there, else `preferred`, else the first.
    void setStudies(const QStringList &names, const QString &preferred = {});
    // Chooses the protocol shown (without a refresh); an id without a dashboard is ignored.
    void setProtocol(const QString &id);
    void setData(const DashboardData &data);
    QString protocol() const;
    QString study() const;
    QComboBox *protocolBox() const { return m_protocol; }
    QTableWidget *results() const { return m_results; }
    QTableWidget *disagreements() const { return m_worst; }
    const QList<models::Target> &disagreementTargets() const { return m_worstTargets; } // by row
    // The first tab: the headline statistics and the ratings by source, as a paper prints them.
    class DashboardSummary *summary() const { return m_summary; }
    QTabWidget *tabs() const { return m_tabs; }
    QList<QChartView *> charts() const;
    // PNG, SVG or PDF by the file's suffix; the chart's title goes into the SVG's and PDF's title too.
    bool exportChart(QChartView *chart, const QString &path) const;
    // The report on screen in a format `draudit report` writes (the same bytes: models::saveReport); the error, or
    // an empty string.
    QString exportReport(const QString &path, models::ReportFormat format, bool latexFull = false) const;
    const models::ReportTable &report() const { return m_report; }
    // The name the export dialogs suggest: in the folder of the last export (at first the user's documents), the
    // protocol and study, then `what` ("ratings-per-model"), with `suffix`.
    QString suggestedExportPath(const QString &what, const QString &suffix) const;

Q_SIGNALS:
    void refreshRequested();
    // The user chose another study (its protocol may be shown before the refresh that follows).
    void studyChosen(const QString &name);
    // A row of the worst-disagreements list was activated: open the item in the audit view.
    void openItemRequested(const models::Target &target);

private:
    void exportCurrent();
    void exportReportAs();

    QComboBox *m_protocol;
    QComboBox *m_study;
    QLabel *m_title;
    QLabel *m_notes;
    QTabWidget *m_tabs;
    QTableWidget *m_results;
    QTableWidget *m_worst;
    QList<models::Target> m_worstTargets; // the item of each row of m_worst
    class DashboardSummary *m_summary;
    QPushButton *m_exportReport;
    models::ReportTable m_report;
    QString m_exportFolder; // where the last export went
};

} // namespace views
} // namespace draudit
