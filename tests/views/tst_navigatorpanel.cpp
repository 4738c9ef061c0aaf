// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The navigator at the width it has beside an item: a real battle's long title and id wrap onto as many lines as they
// need instead of being cut at the panel's edge (they were, with the tool tip as the only way to read them).
#include "models/benchmarks/registry.h"
#include "models/itemmodels/navigatormodel.h"
#include "models/store/queries/catalog.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "views/navigatorpanel.h"

#include <QTemporaryDir>
#include <QTextLayout>
#include <QTreeView>
#include <QtTest>
#include <memory>

using namespace draudit;

class TestNavigatorPanel : public QObject
{
    Q_OBJECT

private slots:
    void longBattleTitlesWrap();
    void aChineseTitleKeepsItsIdLine();

private:
    // A project of one battle (its title and id) shown in a 260 px navigator; its row, or an invalid index.
    QModelIndex showBattle(const QString &title, const QString &id);

    QTemporaryDir m_dir;
    std::unique_ptr<models::ProjectStore> m_store;
    std::unique_ptr<models::NavigatorModel> m_model;
    std::unique_ptr<views::NavigatorPanel> m_panel;
};

QModelIndex TestNavigatorPanel::showBattle(const QString &title, const QString &id)
{
    m_panel.reset();
    m_model.reset();
    auto store = models::ProjectStore::create(m_dir.filePath(id + QStringLiteral(".draudit")));
    if (!store)
        return {};
    m_store = std::move(*store);
    models::StatementCache sql(m_store->database());
    if (!sql.exec(QStringLiteral("INSERT INTO systems (id, name) VALUES (1, 'Kimi-k2'), (2, 'grok-4-search')"), {})
        || !sql.exec(QStringLiteral("INSERT INTO comparisons (id, benchmark, external_id, title, system_a, system_b) "
                                    "VALUES (1, 'dr-arena', ?, ?, 1, 2)"),
            { id, title }))
        return {};
    m_model = std::make_unique<models::NavigatorModel>(models::Catalog(*m_store), models::navigatorSections());
    m_panel = std::make_unique<views::NavigatorPanel>();
    m_panel->setModel(m_model.get());
    m_panel->resize(260, 500);
    m_panel->show();
    if (!QTest::qWaitForWindowExposed(m_panel.get()))
        return {};
    QTreeView *tree = m_panel->tree();
    const QModelIndex section = tree->model()->index(0, 0);
    if (!QTest::qWaitFor([&] { return tree->model()->rowCount(section) == 1; }))
        return {};
    return tree->model()->index(0, 0, section);
}

void TestNavigatorPanel::longBattleTitlesWrap()
{
    const QString title = QStringLiteral("Heroes, Heroines, and History: The History of Matrimonial Bureaus and Dating "
                                         "Agencies – with Giveaway By Donna Schlachter");
    const QModelIndex battle = showBattle(title, QStringLiteral("R1_Kimi-k2_grok-4-search_tree_0005"));
    QVERIFY(battle.isValid());
    QTreeView *tree = m_panel->tree();
    const QString text = battle.data().toString();
    QCOMPARE(text, title + QStringLiteral("\nR1_Kimi-k2_grok-4-search_tree_0005"));
    // The row is as tall as the wrapped text at the width it is given.
    const QRect row = tree->visualRect(battle);
    QVERIFY(row.width() < tree->fontMetrics().horizontalAdvance(title));
    const QRect needed = tree->fontMetrics().boundingRect(
        QRect(0, 0, row.width() - 8, 10000), Qt::TextWordWrap | Qt::TextWrapAnywhere, text);
    QVERIFY2(row.height() >= needed.height(),
        qPrintable(QStringLiteral("row %1 px high, text %2 px").arg(row.height()).arg(needed.height())));
    // Wider, the same row takes fewer lines.
    m_panel->resize(900, 500);
    QTRY_VERIFY(tree->visualRect(battle).height() < row.height());
}

// A Chinese title is set in a taller fallback font than the tree's: its row measured in the tree's font was too low
// for the id below it, which was drawn as "农村电商发展…". The row holds both lines as the style lays them out.
void TestNavigatorPanel::aChineseTitleKeepsItsIdLine()
{
    const QModelIndex battle = showBattle(QStringLiteral("农村电商发展"), QStringLiteral("battle-00004"));
    QVERIFY(battle.isValid());
    // The two lines laid out as QCommonStyle lays them out before it elides (a line separator for "\n"), and the
    // row's room for them: at 32 px for 32 px of text it drew the first line and "…".
    const QRect row = m_panel->tree()->visualRect(battle);
    QTextLayout layout(
        battle.data().toString().replace(QLatin1Char('\n'), QChar::LineSeparator), m_panel->tree()->font());
    layout.beginLayout();
    qreal height = 0;
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine(), ++lines) {
        line.setLineWidth(row.width());
        height += line.height();
    }
    layout.endLayout();
    QCOMPARE(lines, 2);
    QVERIFY2(height + 4 <= row.height(),
        qPrintable(QStringLiteral("two lines need %1 px and a margin, the row has %2").arg(height).arg(row.height())));
}

QTEST_MAIN(TestNavigatorPanel)
#include "tst_navigatorpanel.moc"
