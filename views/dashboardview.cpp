// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Charts are rebuilt from the data on every refresh; a tab shows only what the chosen protocol has.
#include "views/dashboardview.h"

#include "models/benchmarks/registry.h"
#include "views/charts.h"
#include "views/dashboardsummary.h"
#include "views/judgepanel.h"
#include "views/reportterms.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace draudit {
namespace views {

namespace {

// A matrix as shown: its axis titles in the user's language.
models::ConfusionMatrix shownTitles(models::ConfusionMatrix m)
{
    m.rowTitle = displayTerm(m.rowTitle);
    m.columnTitle = displayTerm(m.columnTitle);
    return m;
}

// The verdict matrix as shown: verdicts by their labels ("A much better"), not their stored values.
models::ConfusionMatrix shownVerdicts(models::ConfusionMatrix m)
{
    for (QStringList *labels : { &m.rows, &m.columns })
        for (QString &label : *labels)
            label = verdictText(label);
    return shownTitles(std::move(m));
}
} // namespace

DashboardView::DashboardView(QWidget *parent)
    : QWidget(parent)
    , m_protocol(new QComboBox)
    , m_study(new QComboBox)
    , m_title(new QLabel)
    , m_notes(new QLabel)
    , m_tabs(new QTabWidget)
    , m_results(new QTableWidget(0, 7))
    , m_worst(new QTableWidget(0, 5))
    , m_summary(new DashboardSummary)
{
    for (const models::Protocol &p : models::protocols())
        if (p.dashboard != models::DashboardKind::None)
            m_protocol->addItem(p.id.toString(), p.id.toString());
    m_protocol->setAccessibleName(tr("Protocol"));
    m_study->setAccessibleName(tr("Study"));
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600;"));
    m_title->setTextFormat(Qt::PlainText);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setStyleSheet(QStringLiteral("color:#555;"));
    m_results->setHorizontalHeaderLabels(
        { tr("Analysis"), tr("Comparison"), tr("Statistic"), tr("Value"), tr("95% CI"), tr("CI method"), tr("n") });
    m_results->setAccessibleName(tr("Results"));
    m_worst->setHorizontalHeaderLabels(
        { tr("Round"), tr("Annotator"), tr("Annotator's verdict"), tr("Judge's verdict"), tr("Steps apart") });
    m_worst->horizontalHeaderItem(2)->setToolTip(tr("A and B as this annotator saw them; the judge's verdict with the "
                                                    "same sides"));
    m_worst->setAccessibleName(tr("Worst disagreements"));
    for (QTableWidget *t : { m_results, m_worst }) {
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setAlternatingRowColors(true);
        t->horizontalHeader()->setStretchLastSection(true);
    }
    connect(m_worst, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (row >= 0 && row < m_worstTargets.size())
            Q_EMIT openItemRequested(m_worstTargets[row]);
    });
    auto *refresh = new QPushButton(tr("Refresh"));
    auto *exportButton = new QPushButton(tr("Export Chart…"));
    exportButton->setToolTip(tr("Save the chart on screen as PNG, SVG or PDF"));
    connect(refresh, &QPushButton::clicked, this, &DashboardView::refreshRequested);
    connect(m_protocol, &QComboBox::currentIndexChanged, this, &DashboardView::refreshRequested);
    connect(m_study, &QComboBox::currentIndexChanged, this, [this] {
        Q_EMIT studyChosen(study());
        Q_EMIT refreshRequested();
    });
    connect(exportButton, &QPushButton::clicked, this, &DashboardView::exportCurrent);
    m_exportReport = new QPushButton(tr("Export Report…"));
    m_exportReport->setToolTip(tr("Save every row of the report as CSV, XLSX, JSON or LaTeX, as draudit report writes "
                                  "it"));
    m_exportReport->setEnabled(false);
    connect(m_exportReport, &QPushButton::clicked, this, &DashboardView::exportReportAs);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Protocol:")));
    bar->addWidget(m_protocol);
    bar->addWidget(new QLabel(tr("Study:")));
    bar->addWidget(m_study);
    bar->addWidget(refresh);
    bar->addStretch();
    bar->addWidget(m_exportReport);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_title);
    layout->addWidget(m_tabs, 1);
    // The notes scroll below the tabs, at most six lines high: fourteen notes took half the window from the chart.
    auto *notes = new QScrollArea;
    notes->setWidget(m_notes);
    notes->setWidgetResizable(true);
    notes->setFrameShape(QFrame::NoFrame);
    notes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    notes->setMaximumHeight(m_notes->fontMetrics().lineSpacing() * 6 + 6);
    notes->setAccessibleName(tr("Notes"));
    layout->addWidget(notes);
}

void DashboardView::setStudies(const QStringList &names, const QString &preferred)
{
    const QSignalBlocker block(m_study);
    const QString keep = study();
    m_study->clear();
    for (const QString &name : names)
        // The project's own study, answers given outside any study, in the user's words; a study's name as it was
        // given.
        m_study->addItem(name == QLatin1String("default") ? tr("Answers outside studies") : name, name);
    const qsizetype kept = names.indexOf(keep);
    m_study->setCurrentIndex(static_cast<int>(kept >= 0 ? kept : std::max<qsizetype>(0, names.indexOf(preferred))));
}

void DashboardView::setProtocol(const QString &id)
{
    const int at = m_protocol->findData(id);
    if (at < 0)
        return;
    const QSignalBlocker block(m_protocol);
    m_protocol->setCurrentIndex(at);
}

QString DashboardView::protocol() const
{
    return m_protocol->currentData().toString();
}

QString DashboardView::study() const
{
    return m_study->currentData().toString();
}

QList<QChartView *> DashboardView::charts() const
{
    QList<QChartView *> out;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *view = qobject_cast<QChartView *>(m_tabs->widget(i)))
            out << view;
    return out;
}

void DashboardView::setData(const DashboardData &d)
{
    while (m_tabs->count() > 0) {
        QWidget *w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        if (w != m_results && w != m_worst && w != m_summary)
            delete w; // now, not later: an emptied dashboard holds no chart (an annotator session empties it)
    }
    m_report = d.report;
    m_exportReport->setEnabled(!d.report.rows.isEmpty());
    m_title->setText(d.report.title);
    QStringList notes;
    for (const QString &note : d.report.notes)
        notes << QStringLiteral("• ") + note;
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_results->setRowCount(static_cast<int>(d.report.rows.size()));
    for (int r = 0; r < d.report.rows.size(); ++r) {
        const models::ReportRow &row = d.report.rows[r];
        // Analyses and interval methods in the user's language; exports keep the English names (their tool tips).
        const QStringList cells { displayTerm(row.analysis), displayComparison(row.comparison),
            displayStatistic(row.statistic), displayNumber(row.value, row.statistic),
            displayInterval(row.ciLow, row.ciHigh, row.statistic), displayTerm(row.ciMethod), QString::number(row.n) };
        const QStringList identifiers { row.analysis, row.comparison, row.statistic, {}, {}, row.ciMethod, {} };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            // The whole text (a long comparison is cut in its column) and, where the export names it otherwise, the
            // export's name.
            item->setToolTip(identifiers[c].isEmpty() || identifiers[c] == cells[c]
                    ? cells[c]
                    : cells[c] + QLatin1Char('\n') + identifiers[c]);
            if (row.headline) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_results->setItem(r, c, item);
        }
    }
    m_results->resizeColumnsToContents();
    // The texts give way to the numbers: long analyses, comparisons and methods are cut (whole in their tool tips),
    // so the value and its interval are on screen at 1366×768 without scrolling sideways.
    for (const auto &[column, widest] :
        { std::pair { 0, 170 }, std::pair { 1, 170 }, std::pair { 2, 150 }, std::pair { 5, 200 } })
        m_results->setColumnWidth(column, std::min(m_results->columnWidth(column), widest));
    // What a paper prints first; the tidy rows with their identifiers one tab further.
    m_summary->setData(d.report, d.ratings);
    m_tabs->addTab(m_summary, tr("Summary"));
    m_tabs->addTab(m_results, tr("Results"));
    const auto add = [this](QChart *chart, const QString &tab) {
        followPalette(chart, palette());
        auto *view = new QChartView(chart);
        view->setRenderHint(QPainter::Antialiasing);
        view->setAccessibleName(chart->title());
        m_tabs->addTab(view, tab);
    };
    if (!d.confusion.rows.isEmpty())
        add(heatmapChart(shownVerdicts(d.confusion), tr("Human verdict × judge verdict (counts)")), tr("Confusion"));
    if (!d.ratings.isEmpty())
        add(ratingChart(d.ratings, tr("Ratings per model: judge and humans")), tr("Ratings"));
    for (const models::BiasChart &bias : d.bias)
        // "95% intervals" in the title: a vertical axis title is cut to the plot's height.
        add(intervalChart(bias.points, bias.title + tr(" (95% intervals)"), bias.axis, bias.reference,
                bias.highest > bias.lowest ? Bounds { bias.lowest, bias.highest } : Bounds {}),
            bias.title);
    if (d.annotators.rows.size() >= 2)
        add(heatmapChart(shownTitles(d.annotators), tr("Cohen's kappa between annotators"), 2), tr("Annotators"));
    if (!d.scores.isEmpty()) {
        // Scores on two scales (RACE 0–1 against experts' 0–10) get axes that say so, and no difference plot.
        const bool oneScale = d.judgeScale.isEmpty();
        const ScoreAxes axes { oneScale ? tr("judge score (%1)").arg(d.scoresJudge)
                                        : d.judgeScale + QStringLiteral(" · ") + d.scoresJudge,
            oneScale ? tr("mean human score") : d.humanScale, oneScale };
        add(scoreScatterChart(d.scores,
                oneScale
                    ? tr("Mean human score against judge score")
                    : tr("%1 against %2: two scales, compared by rank and correlation").arg(d.humanScale, d.judgeScale),
                axes),
            tr("Scores"));
        if (oneScale)
            add(blandAltmanChart(d.scores, tr("Bland–Altman: human − judge")), tr("Bland–Altman"));
    }
    const models::Protocol *shown = models::protocol(protocol());
    if (!d.worst.isEmpty() || (shown && shown->dashboard == models::DashboardKind::Verdicts)) {
        m_worst->setRowCount(static_cast<int>(d.worst.size()));
        m_worstTargets.clear();
        for (int r = 0; r < d.worst.size(); ++r) {
            const models::WorstDisagreement &w = d.worst[r];
            const QString round
                = w.comparison.isEmpty() ? w.target.toString() : tr("%1 · round %2").arg(w.comparison).arg(w.round);
            const QStringList cells { round, w.annotator, verdictText(w.human), verdictText(w.judge),
                QString::number(w.distance) };
            for (int c = 0; c < cells.size(); ++c) {
                auto *cell = new QTableWidgetItem(cells[c]);
                if (w.shownMirrored && (c == 2 || c == 3))
                    cell->setToolTip(tr("Shown with the answers swapped: B on the left"));
                m_worst->setItem(r, c, cell);
            }
            m_worstTargets << w.target;
        }
        m_worst->resizeColumnsToContents();
        m_tabs->addTab(m_worst, tr("Disagreements")); // the worst first; a shorter tab keeps the bar whole at 1366
    }
}

namespace {
// Lays the chart out at the export's own shape before drawing it: rendered from the screen's wide, short layout it
// filled the top of a 1200×800 image, left the rest blank and kept the vertical axis title cut short.
bool renderChart(QChart *chart, QPainter &painter, const QRectF &target)
{
    const QRectF before = chart->geometry();
    const QSizeF layout(1200, 1200 * target.height() / target.width());
    chart->resize(layout);
    if (QGraphicsLayout *l = chart->layout())
        l->activate();
    painter.setRenderHint(QPainter::Antialiasing);
    chart->scene()->render(&painter, target, chart->sceneBoundingRect());
    chart->setGeometry(before);
    if (QGraphicsLayout *l = chart->layout())
        l->activate();
    return painter.end();
}
} // namespace

bool DashboardView::exportChart(QChartView *view, const QString &path) const
{
    if (!view)
        return false;
    const QSize size(1200, 800);
    const QString title = view->chart()->title();
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        return renderChart(view->chart(), painter, QRectF(QPointF(0, 0), size)) && image.save(path);
    }
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(tr("Exported by draudit"));
        QPainter painter(&svg);
        return renderChart(view->chart(), painter, QRectF(QPointF(0, 0), size));
    }
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        QPdfWriter pdf(path);
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("draudit"));
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        QPainter painter(&pdf);
        return renderChart(view->chart(), painter, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())));
    }
    return false;
}

namespace {
// "Ratings per model: judge and humans" → "ratings-per-model-judge-and-humans": letters (any script) and digits.
QString fileNamePart(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            out += c.toLower();
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
        if (out.size() >= 80)
            break;
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

// A name typed without a suffix gets the chosen filter's ("CSV … (*.csv)").
QString withFilterSuffix(const QString &path, const QString &filter)
{
    static const QRegularExpression suffix(QStringLiteral("\\(\\*(\\.\\w+)\\)"));
    const auto m = suffix.match(filter);
    if (!m.hasMatch() || path.endsWith(m.captured(1), Qt::CaseInsensitive))
        return path;
    return QFileInfo(path).suffix().isEmpty() ? path + m.captured(1) : path;
}
} // namespace

QString DashboardView::suggestedExportPath(const QString &what, const QString &suffix) const
{
    const QString folder = m_exportFolder.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : m_exportFolder;
    QStringList parts { protocol() };
    if (!study().isEmpty() && study() != QLatin1String("default"))
        parts << study();
    parts << what;
    QStringList named;
    for (const QString &part : std::as_const(parts))
        if (const QString p = fileNamePart(part); !p.isEmpty())
            named << p;
    return QDir(folder).filePath(named.join(QLatin1Char('-')) + suffix);
}

void DashboardView::exportCurrent()
{
    auto *view = qobject_cast<QChartView *>(m_tabs->currentWidget());
    if (!view)
        return;
    const QString filters = tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
    QString chosen;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"),
        suggestedExportPath(view->chart()->title(), QStringLiteral(".png")), filters, &chosen);
    if (path.isEmpty())
        return;
    path = withFilterSuffix(path, chosen);
    m_exportFolder = QFileInfo(path).absolutePath();
    if (!exportChart(view, path))
        QMessageBox::warning(this, tr("Export Chart"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

QString DashboardView::exportReport(const QString &path, models::ReportFormat format, bool latexFull) const
{
    const auto saved = models::saveReport(m_report, format, path, latexFull);
    return saved ? QString() : saved.error().toString();
}

void DashboardView::exportReportAs()
{
    struct Choice
    {
        QString filter;
        models::ReportFormat format;
        bool latexFull;
    };
    const QList<Choice> choices { { tr("CSV, one row per statistic (*.csv)"), models::ReportFormat::Csv, false },
        { tr("Excel workbook (*.xlsx)"), models::ReportFormat::Xlsx, false },
        { tr("JSON (*.json)"), models::ReportFormat::Json, false },
        { tr("LaTeX, the paper's tables (*.tex)"), models::ReportFormat::Latex, false },
        { tr("LaTeX, every row as a longtable (*.tex)"), models::ReportFormat::Latex, true } };
    QStringList filters;
    for (const Choice &c : choices)
        filters << c.filter;
    QString chosen = filters.front();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"),
        suggestedExportPath(tr("report"), QStringLiteral(".csv")), filters.join(QStringLiteral(";;")), &chosen);
    if (path.isEmpty())
        return;
    path = withFilterSuffix(path, chosen);
    m_exportFolder = QFileInfo(path).absolutePath();
    const qsizetype at = std::max<qsizetype>(0, filters.indexOf(chosen));
    if (const QString error = exportReport(path, choices[at].format, choices[at].latexFull); !error.isEmpty())
        QMessageBox::warning(this, tr("Export Report"), error);
}

} // namespace views
} // namespace draudit
