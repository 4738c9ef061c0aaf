// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard on a demo project with human answers, offscreen: every chart renders and exports to PNG, SVG and
// PDF, and the worst-disagreement list opens the round in the audit view.
#include "app/gui/dashboardflow.h"
#include "app/gui/mainwindow.h"
#include "app/translation.h"
#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "tests/models/studytesting.h"
#include "views/comparisonpane.h"
#include "views/dashboardsummary.h"
#include "views/dashboardview.h"

#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLegendMarker>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using draudit::app::MainWindow;
using namespace draudit::models;

class TestDashboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void arenaChartsRenderAndExport();
    void worstDisagreementOpensTheRound();
    void worstDisagreementsInTheAnnotatorsOrientation();
    void resultsShowTheValuesAt1366By768();
    void reportScoresChartsRenderAndExport();
    void reportExportsAsTheCommandLineWritesIt();
    void opensOnWhatTheProjectHolds();
    void opensOnTheNewestStudy();
    void chineseSaysNothingInEnglishButNames(); // last: it installs the Chinese catalogue

private:
    void exportAll(const QString &prefix);
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestDashboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // As the workbench starts: English with its plural forms, so the window's export reads as the command line's.
    draudit::app::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    const QString path = m_dir.filePath(QStringLiteral("dash.draudit"));
    {
        auto store = ProjectStore::create(path);
        QVERIFY(store);
        DemoOptions o;
        o.battles = 8;
        o.answerWords = 40;
        o.reportWords = 80;
        QVERIFY(generateDemo(**store, o));
        AnnotationStore answers(**store);
        const QStringList scale { QStringLiteral("A_MUCH_BETTER"), QStringLiteral("A_BETTER"), QStringLiteral("Tie"),
            QStringLiteral("B_BETTER"), QStringLiteral("B_MUCH_BETTER") };
        QSqlQuery q((*store)->database());
        QVERIFY(q.exec(QStringLiteral("SELECT id FROM rounds ORDER BY id")));
        int i = 0;
        while (q.next()) {
            const QString target = QStringLiteral("round:%1").arg(q.value(0).toLongLong());
            QVERIFY(answers.set(
                { QStringLiteral("ann"), Target::parse(target), QStringLiteral("C1"), scale[i % 5], {}, 1, {} }));
            QVERIFY(answers.set({ QStringLiteral("bob"), Target::parse(target), QStringLiteral("C1"),
                scale[(i * 3 + 1) % 5], {}, 1, {} }));
            ++i;
        }
        // Two experts score every report the RACE judge scored.
        QVERIFY(q.exec(
            QStringLiteral("SELECT jr.target, jr.score FROM judge_records jr JOIN judges j ON j.id = jr.judge_id "
                           "WHERE j.name = 'race' AND jr.field = 'overall_score'")));
        while (q.next()) {
            const double race = q.value(1).toDouble();
            QVERIFY(answers.set({ QStringLiteral("e1"), Target::parse(q.value(0).toString()), QStringLiteral("overall"),
                QString::number(race * 10 + 0.5), {}, 1, {} }));
            QVERIFY(answers.set({ QStringLiteral("e2"), Target::parse(q.value(0).toString()), QStringLiteral("overall"),
                QString::number(race * 9), {}, 1, {} }));
        }
    }
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    m_window->dashboard()->show();
}

void TestDashboard::exportAll(const QString &prefix)
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    for (QChartView *chart : view->charts()) {
        view->tabs()->setCurrentWidget(chart);
        QTest::qWait(30);
        const QString title = chart->chart()->title();
        QVERIFY(!title.isEmpty());
        const QString base = m_dir.filePath(prefix + QString::number(view->tabs()->currentIndex()));
        for (const char *suffix : { ".png", ".svg", ".pdf" })
            QVERIFY2(view->exportChart(chart, base + QString::fromLatin1(suffix)), qPrintable(title));
        const QImage png(base + QStringLiteral(".png"));
        QCOMPARE(png.size(), QSize(1200, 800));
        // The chart fills the image: something is drawn in its lowest tenth (the screen's layout, scaled, left the
        // lower 60% blank).
        int lowest = 0;
        for (int y = 0; y < png.height(); ++y)
            for (int x = 0; x < png.width(); x += 3)
                if (qGray(png.pixel(x, y)) < 200) {
                    lowest = y;
                    break;
                }
        QVERIFY2(lowest > png.height() * 9 / 10,
            qPrintable(QStringLiteral("%1: drawn down to y=%2").arg(title).arg(lowest)));
        QFile svg(base + QStringLiteral(".svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY2(text.contains("<title>" + title.toHtmlEscaped().toUtf8() + "</title>"), qPrintable(title));
        QFile pdf(base + QStringLiteral(".pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF") && bytes.size() > 2000);
        const QString shots = qEnvironmentVariable("DRAUDIT_SCREENSHOTS");
        if (!shots.isEmpty())
            png.save(
                shots + QStringLiteral("/export-%1.png").arg(prefix + QString::number(view->tabs()->currentIndex())));
        if (!shots.isEmpty())
            m_window->grab().save(shots
                + QStringLiteral("/dashboard-%1.png").arg(prefix + QString::number(view->tabs()->currentIndex())));
    }
}

void TestDashboard::arenaChartsRenderAndExport()
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    QCOMPARE(m_window->currentView(), view);
    QCOMPARE(view->protocol(), QStringLiteral("dr-arena"));
    QVERIFY(view->results()->rowCount() > 10);
    // The paper's statistic is listed first.
    QCOMPARE(view->results()->item(0, 2)->text(), QStringLiteral("3-level Cohen kappa")); // Win / Loss / Tie
    QCOMPARE(view->results()->item(0, 2)->toolTip(), QStringLiteral("3-level Cohen kappa\n3-level cohen_kappa"));
    // The dashboard opens on what a paper prints: labelled headline statistics with value, interval and n, and the
    // ratings as models × sources; at 1366 px every column is on screen (the tidy table's Value column was not).
    draudit::views::DashboardSummary *summary = view->summary();
    QCOMPARE(view->tabs()->currentWidget(), summary);
    QCOMPARE(view->tabs()->tabText(0), QStringLiteral("Summary"));
    QTableWidget *headline = summary->headline();
    QVERIFY(headline->rowCount() >= 1);
    QVERIFY2(headline->item(0, 0)->text().startsWith(QStringLiteral("3-level Cohen kappa — ")),
        qPrintable(headline->item(0, 0)->text()));
    QCOMPARE(headline->item(0, 1)->text(), view->results()->item(0, 3)->text());
    QCOMPARE(headline->item(0, 2)->text(), view->results()->item(0, 4)->text());
    QVERIFY(summary->ratings()->rowCount() >= 2);
    QVERIFY(!summary->ratings()->item(0, 1)->text().isEmpty());
    m_window->resize(1366, 768);
    QTest::qWait(50);
    for (int c = 0; c < headline->columnCount(); ++c)
        QVERIFY2(headline->columnViewportPosition(c) + headline->columnWidth(c) <= headline->viewport()->width() + 1,
            qPrintable(QString::number(c)));
    QStringList titles;
    for (QChartView *c : view->charts())
        titles << c->chart()->title();
    // The demo's answers cite nothing and its models have no known family: of the bias charts, length and position.
    QCOMPARE(titles,
        QStringList({ QStringLiteral("Human verdict × judge verdict (counts)"),
            QStringLiteral("Ratings per model: judge and humans (Bradley–Terry, 95% intervals)"),
            QStringLiteral("Length bias: words (95% intervals)"), QStringLiteral("Position bias (95% intervals)"),
            QStringLiteral("Cohen's kappa between annotators") }));
    // Vertical axis titles are short enough to be whole on screen at this size (they ended in "…").
    for (QChartView *c : view->charts())
        for (QAbstractAxis *axis : c->chart()->axes(Qt::Vertical))
            QVERIFY2(axis->titleText().size() <= 32, qPrintable(axis->titleText()));
    exportAll(QStringLiteral("arena-"));
    // The export dialogs suggest a name: the protocol, then what is exported (they suggested none).
    QCOMPARE(QFileInfo(view->suggestedExportPath(titles[1], QStringLiteral(".png"))).fileName(),
        QStringLiteral("dr-arena-ratings-per-model-judge-and-humans-bradley-terry-95-intervals.png"));
    QCOMPARE(QFileInfo(view->suggestedExportPath(QStringLiteral("report"), QStringLiteral(".csv"))).fileName(),
        QStringLiteral("dr-arena-report.csv"));
}

void TestDashboard::worstDisagreementOpensTheRound()
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    QTableWidget *worst = view->disagreements();
    QVERIFY(worst->rowCount() > 0);
    QCOMPARE(worst->item(0, 4)->text(), QStringLiteral("4")); // opposite ends of the scale first
    // Rounds by their battle and number, verdicts in the form's words (it listed "round:1058" and "A_BETTER").
    static const QRegularExpression named(QStringLiteral("^battle-\\d+ · round \\d+$"));
    for (int r = 0; r < worst->rowCount(); ++r) {
        QVERIFY2(named.match(worst->item(r, 0)->text()).hasMatch(), qPrintable(worst->item(r, 0)->text()));
        for (int c : { 2, 3 })
            QVERIFY2(!worst->item(r, c)->text().contains(QLatin1Char('_')), qPrintable(worst->item(r, c)->text()));
    }
    const draudit::models::Target target = view->disagreementTargets().value(0);
    Q_EMIT worst->cellActivated(0, 0);
    QCOMPARE(m_window->currentView(), m_window->comparisonView());
    QCOMPARE(draudit::models::Target::round(m_window->comparisonView()->currentRoundId()), target);
    m_window->dashboard()->show();
}

// A disagreement is read as the annotator saw the round: with B on the left, her "A better" is the file's B_BETTER.
void TestDashboard::worstDisagreementsInTheAnnotatorsOrientation()
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    QTableWidget *worst = view->disagreements();
    int row = -1;
    for (int r = 0; r < worst->rowCount() && row < 0; ++r)
        if (worst->item(r, 1)->text() == QLatin1String("ann"))
            row = r;
    QVERIFY(row >= 0);
    const QString target = view->disagreementTargets().value(row).toString();
    const QString before = worst->item(row, 2)->text();
    const QString judgeBefore = worst->item(row, 3)->text();
    QSqlQuery q(m_window->project()->database());
    QVERIFY(
        q.exec(QStringLiteral("INSERT INTO assignments (study_id, annotator_id, target, position, left_is_a) SELECT "
                              "s.id, n.id, '%1', 0, 0 FROM studies s, annotators n WHERE s.name = 'default' AND "
                              "n.name = 'ann'")
                   .arg(target)));
    Q_EMIT view->refreshRequested();
    QTRY_VERIFY(worst->rowCount() > 0);
    const auto mirror = [](QString text) {
        text.replace(QLatin1Char('A'), QLatin1Char('#')).replace(QLatin1Char('B'), QLatin1Char('A'));
        return text.replace(QLatin1Char('#'), QLatin1Char('B'));
    };
    bool found = false;
    for (int r = 0; r < worst->rowCount(); ++r)
        if (worst->item(r, 1)->text() == QLatin1String("ann")
            && view->disagreementTargets().value(r).toString() == target) {
            found = true;
            QCOMPARE(worst->item(r, 2)->text(), mirror(before));
            QCOMPARE(worst->item(r, 3)->text(), mirror(judgeBefore));
            QVERIFY(!worst->item(r, 2)->toolTip().isEmpty());
        }
    QVERIFY(found);
    QVERIFY(q.exec(QStringLiteral("DELETE FROM assignments WHERE target = '%1'").arg(target)));
    Q_EMIT view->refreshRequested();
}

// At 1366×768 (the window at 90%) the Results tab shows each row's value and interval without scrolling sideways.
void TestDashboard::resultsShowTheValuesAt1366By768()
{
    const QSize before = m_window->size();
    m_window->resize(1229, 690);
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    view->tabs()->setCurrentWidget(view->results());
    QTest::qWait(50);
    QTableWidget *results = view->results();
    results->horizontalScrollBar()->setValue(0);
    const int right = results->columnViewportPosition(4) + results->columnWidth(4);
    QVERIFY2(right <= results->viewport()->width(),
        qPrintable(QStringLiteral("the interval ends at %1 of %2").arg(right).arg(results->viewport()->width())));
    QVERIFY(!results->item(0, 1)->toolTip().isEmpty());
    m_window->resize(before);
}

void TestDashboard::reportScoresChartsRenderAndExport()
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    view->protocolBox()->setCurrentIndex(view->protocolBox()->findData(QStringLiteral("drb")));
    QCOMPARE(view->protocol(), QStringLiteral("drb"));
    QCOMPARE(view->results()->item(0, 2)->text(), QStringLiteral("Overall score")); // Table 2's Overall Score
    QStringList titles;
    for (QChartView *c : view->charts())
        titles << c->chart()->title();
    // RACE (0–1, relative to a reference) and the experts (0–10) are two scales: the axes say which, and there is no
    // identity line and no Bland–Altman plot of their difference.
    QCOMPARE(titles,
        QStringList({ QStringLiteral("mean expert score (0–10) against RACE score, relative to a reference (0–1): two "
                                     "scales, compared by rank and correlation") }));
    QStringList axes;
    for (QAbstractAxis *axis : view->charts().front()->chart()->axes())
        axes << axis->titleText();
    QCOMPARE(axes,
        QStringList({ QStringLiteral("RACE score, relative to a reference (0–1) · race"),
            QStringLiteral("mean expert score (0–10)") }));
    QCOMPARE(view->charts().front()->chart()->series().size(), 1);
    exportAll(QStringLiteral("drb-"));
    // DR. BENCH: the demo's rubric items have judge labels but no re-scores yet; the table says so.
    view->protocolBox()->setCurrentIndex(view->protocolBox()->findData(QStringLiteral("drbench")));
    QCOMPARE(view->results()->rowCount(), 0);
    QVERIFY(view->charts().isEmpty());
}

namespace {
// A small demo project at `path`: `battles` battles of short answers and the report tasks of short reports.
std::unique_ptr<ProjectStore> smallDemo(const QString &path, int battles)
{
    auto store = ProjectStore::create(path);
    DemoOptions o;
    o.battles = battles;
    o.answerWords = 20;
    o.reportWords = 60;
    return store && generateDemo(**store, o) ? std::move(*store) : nullptr;
}
} // namespace

void TestDashboard::opensOnWhatTheProjectHolds()
{
    // A DeepResearch-Bench-only project opens on its own dashboard, not DR-Arena's empty one.
    const QString path = m_dir.filePath(QStringLiteral("drb-only.draudit"));
    {
        auto store = smallDemo(path, 0);
        QVERIFY(store);
        QCOMPARE(draudit::app::DashboardFlow::defaultProtocol(*store, {}), QStringLiteral("drb"));
    }
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    m_window->dashboard()->show();
    QCOMPARE(m_window->dashboard()->view()->protocol(), QStringLiteral("drb"));
}

// Report → Export Report…: every format draudit report writes, the same bytes as the command line's for the same
// protocol and study; XLSX a workbook. A path that cannot be written is an error, not a silent nothing.
void TestDashboard::reportExportsAsTheCommandLineWritesIt()
{
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    view->protocolBox()->setCurrentIndex(view->protocolBox()->findData(QStringLiteral("dr-arena")));
    QCOMPARE(view->protocol(), QStringLiteral("dr-arena"));
    QVERIFY(!view->report().rows.isEmpty());
    const QString project = m_window->project()->location().path;
    struct Case
    {
        const char *suffix;
        draudit::models::ReportFormat format;
        bool full;
        QStringList args;
    };
    const QList<Case> cases { { ".csv", draudit::models::ReportFormat::Csv, false, { QStringLiteral("csv") } },
        { ".json", draudit::models::ReportFormat::Json, false, { QStringLiteral("json") } },
        { ".tex", draudit::models::ReportFormat::Latex, false, { QStringLiteral("latex") } },
        { "-full.tex", draudit::models::ReportFormat::Latex, true,
            { QStringLiteral("latex"), QStringLiteral("--latex-full") } } };
    for (const Case &c : cases) {
        const QString path = m_dir.filePath(QStringLiteral("report") + QString::fromLatin1(c.suffix));
        QCOMPARE(view->exportReport(path, c.format, c.full), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray exported = file.readAll();
        QVERIFY(exported.size() > 100);
        QStringList args { QStringLiteral("report"), project, QStringLiteral("--protocol"), QStringLiteral("dr-arena"),
            QStringLiteral("--format") };
        args << c.args;
        if (!view->study().isEmpty())
            args << QStringLiteral("--study") << view->study();
        QProcess cli;
        cli.start(QStringLiteral(DRAUDIT_BINARY), args);
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(exported, cli.readAllStandardOutput());
    }
    const QString workbook = m_dir.filePath(QStringLiteral("report.xlsx"));
    QCOMPARE(view->exportReport(workbook, draudit::models::ReportFormat::Xlsx), QString());
    QFile xlsx(workbook);
    QVERIFY(xlsx.open(QIODevice::ReadOnly));
    QVERIFY(xlsx.read(2) == "PK"); // a zip: the workbook
    QVERIFY(!view->exportReport(
                     m_dir.filePath(QStringLiteral("no/such/folder/report.csv")), draudit::models::ReportFormat::Csv)
                 .isEmpty());
}

namespace {
// Every text the dashboard shows: labels, buttons, tabs, table cells and headers, chart titles, axes and legends.
QStringList shownTexts(QWidget *root)
{
    QStringList out;
    for (auto *label : root->findChildren<QLabel *>())
        out << label->text();
    for (auto *button : root->findChildren<QAbstractButton *>())
        out << button->text();
    for (auto *tabs : root->findChildren<QTabWidget *>())
        for (int i = 0; i < tabs->count(); ++i)
            out << tabs->tabText(i);
    for (auto *table : root->findChildren<QTableWidget *>()) {
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->horizontalHeaderItem(c))
                out << table->horizontalHeaderItem(c)->text();
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (table->item(r, c))
                    out << table->item(r, c)->text();
    }
    for (auto *view : root->findChildren<QChartView *>()) {
        out << view->chart()->title();
        for (QAbstractAxis *axis : view->chart()->axes()) {
            out << axis->titleText();
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                out << categories->categories();
        }
        for (QLegendMarker *marker : view->chart()->legend()->markers())
            out << marker->label();
    }
    return out;
}
} // namespace

// After a study, the dashboard opens on it, not on the answers given outside studies (a new owner saw no human
// statistic and concluded there were none); that choice is named in words, and a study chosen stays chosen.
void TestDashboard::opensOnTheNewestStudy()
{
    const QString path = m_dir.filePath(QStringLiteral("studies.draudit"));
    {
        auto store = smallDemo(path, 4);
        QVERIFY(store);
        QVERIFY(draudit::tests::pilot(*store, QStringLiteral("first"), 1).id > 0);
        QVERIFY(draudit::tests::pilot(*store, QStringLiteral("pilot"), 2).id > 0);
    }
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    m_window->dashboard()->show();
    draudit::views::DashboardView *view = m_window->dashboard()->view();
    QCOMPARE(view->study(), QStringLiteral("pilot"));
    QComboBox *studies = nullptr;
    for (QComboBox *box : view->findChildren<QComboBox *>())
        if (box->accessibleName() == QLatin1String("Study"))
            studies = box;
    QVERIFY(studies);
    QStringList shown;
    for (int i = 0; i < studies->count(); ++i)
        shown << studies->itemText(i);
    QCOMPARE(shown,
        QStringList({ QStringLiteral("Answers outside studies"), QStringLiteral("first"), QStringLiteral("pilot") }));
    studies->setCurrentIndex(1);
    m_window->dashboard()->show();
    QCOMPARE(view->study(), QStringLiteral("first"));
}

// In Chinese the dashboard of both benchmarks says nothing in English but the names it quotes (models, judges,
// annotators, files' codes) and the names of methods (Cohen, Bradley-Terry): no analysis, comparison, note, chart
// or column in English. A new window, so that every widget is built with the Chinese catalogue.
void TestDashboard::chineseSaysNothingInEnglishButNames()
{
    const QString path = m_dir.filePath(QStringLiteral("dash.draudit"));
    m_window.reset();
    QCOMPARE(draudit::app::installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")),
        QStringLiteral("zh_CN"));
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openProject(path), qPrintable(m_window->lastError()));
    // The annotators, and the model family the built-in rules give the demo's judge.
    QStringList names { QStringLiteral("ann"), QStringLiteral("bob"), QStringLiteral("e1"), QStringLiteral("e2"),
        QStringLiteral("google") };
    QSqlQuery q(m_window->project()->database());
    QVERIFY(
        q.exec(QStringLiteral("SELECT name FROM systems UNION SELECT name FROM judges UNION SELECT external_id "
                              "FROM comparisons UNION SELECT external_id FROM tasks UNION SELECT domain FROM tasks")));
    while (q.next())
        names << q.value(0).toString();
    // Longest first, so that no shorter name splits a longer one.
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    // Methods, authors, the paper's abbreviations and codes a Chinese paper writes in Latin letters too.
    static const QRegularExpression kept(QStringLiteral(
        "Cohen|Fleiss|Krippendorff|Gwet|Brennan|Prediger|Scott|Pearson|Spearman|Kendall|Bradley|Terry|Elo|Wilson|"
        "Fisher|Cameron|Miller|Bonferroni|Holm|BCa|FCE|RACE|FACT|DR-Arena|DeepResearch|Bench|DR3-Eval|PNG|SVG|PDF|"
        "CSV|JSON|LaTeX|XLSX|UNKNOWN|AC1|AC2|psych|irr|irrCAC|scipy|evaluate\\.py|Table|n=|PAR|OPC|FAP|FAS|ICC|"
        "--families FILE|FAMILY")); // a families file's line on the command line
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    for (const QString &protocol : { QStringLiteral("dr-arena"), QStringLiteral("drb") }) {
        m_window->dashboard()->show();
        draudit::views::DashboardView *view = m_window->dashboard()->view();
        view->setProtocol(protocol);
        m_window->dashboard()->refresh();
        QTest::qWait(50);
        QVERIFY(view->results()->rowCount() > 0);
        QStringList english;
        QStringList lines;
        for (const QString &text : shownTexts(view))
            lines << text.split(QLatin1Char('\n'));
        for (QString text : std::as_const(lines)) {
            const QString shown = text;
            for (const QString &name : std::as_const(names))
                text.replace(name, QString());
            text.replace(kept, QString());
            if (word.match(text).hasMatch() && !english.contains(shown))
                english << shown;
        }
        for (const QString &line : std::as_const(english))
            qWarning().noquote() << protocol << line;
        QVERIFY2(english.isEmpty(), qPrintable(protocol + QStringLiteral(": %1 lines in English").arg(english.size())));
    }
}

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
