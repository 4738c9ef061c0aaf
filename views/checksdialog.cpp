// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/checksdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace draudit {
namespace views {

namespace {
enum Column
{
    ItemColumn,
    QuestionColumn,
    AnswerColumn
};

QComboBox *comboAt(const QTableWidget *table, int row, int column)
{
    return qobject_cast<QComboBox *>(table->cellWidget(row, column));
}

void select(QComboBox *box, const QString &value)
{
    if (const int i = box->findData(value); i >= 0)
        box->setCurrentIndex(i);
}
} // namespace

ChecksDialog::ChecksDialog(const QString &study, const QStringList &items, const models::FormDefinition &form,
    const QList<models::CheckAnswer> &checks, QWidget *parent)
    : QDialog(parent)
    , m_items(items)
    , m_form(form)
    , m_table(new QTableWidget(0, 3, this))
    , m_summary(new QLabel(this))
    , m_add(new QPushButton(tr("&Add Check"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
{
    setWindowTitle(tr("Attention checks — %1").arg(study));
    for (const models::FormQuestion &q : form.questions)
        if (!q.options.isEmpty())
            m_questions << q;
    auto *intro = new QLabel(tr("Items of the study whose answers are known in advance. Annotators see them as "
                                "ordinary items; each one's accuracy on them is in the study's report. The "
                                "answers never go into a package."),
        this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({ tr("Item"), tr("Question"), tr("Expected answer") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *import = new QPushButton(tr("&Import CSV…"), this);
    import->setToolTip(tr("A CSV with the columns target, field, value; it replaces the rows shown."));
    m_add->setEnabled(!m_items.isEmpty() && !m_questions.isEmpty());
    connect(m_add, &QPushButton::clicked, this, [this] {
        // The next item without a check, so that adding several rows needs no item picked by hand.
        QSet<QString> used;
        for (const models::CheckAnswer &c : this->checks())
            used.insert(c.target.toString()); // the items are listed as the study stores them
        const auto next
            = std::find_if(m_items.cbegin(), m_items.cend(), [&](const QString &t) { return !used.contains(t); });
        addRow({ models::Target::parse(next == m_items.cend() ? m_items.front() : *next), {}, {} });
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
        updateSummary();
    });
    connect(import, &QPushButton::clicked, this, &ChecksDialog::chooseFile);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ChecksDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(m_add);
    row->addWidget(m_remove);
    row->addWidget(import);
    row->addStretch();
    row->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
    for (const models::CheckAnswer &c : checks)
        addRow(c);
    updateSummary();
    resize(760, 420);
}

void ChecksDialog::addRow(const models::CheckAnswer &check)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *item = new QComboBox(m_table);
    for (const QString &target : m_items)
        item->addItem(target, target);
    select(item, check.target.toString());
    auto *question = new QComboBox(m_table);
    for (const models::FormQuestion &q : m_questions)
        question->addItem(
            QStringLiteral("%1 · %2").arg(q.storedField(), q.text.section(QLatin1Char('\n'), 0, 0)), q.storedField());
    select(question, check.field);
    m_table->setCellWidget(row, ItemColumn, item);
    m_table->setCellWidget(row, QuestionColumn, question);
    m_table->setCellWidget(row, AnswerColumn, new QComboBox(m_table));
    fillAnswers(row);
    select(comboAt(m_table, row, AnswerColumn), check.value);
    connect(question, &QComboBox::currentIndexChanged, this, [this, question] {
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (comboAt(m_table, r, QuestionColumn) == question)
                fillAnswers(r);
    });
    m_table->setCurrentCell(row, ItemColumn);
    updateSummary();
}

void ChecksDialog::fillAnswers(int row)
{
    QComboBox *answer = comboAt(m_table, row, AnswerColumn);
    const int question = comboAt(m_table, row, QuestionColumn)->currentIndex();
    answer->clear();
    if (question < 0)
        return;
    for (const models::FormOption &o : m_questions[question].options)
        answer->addItem(o.label == o.value ? o.label : QStringLiteral("%1 (%2)").arg(o.label, o.value), o.value);
}

QList<models::CheckAnswer> ChecksDialog::checks() const
{
    QList<models::CheckAnswer> out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        out << models::CheckAnswer { models::Target::parse(comboAt(m_table, r, ItemColumn)->currentData().toString()),
            comboAt(m_table, r, QuestionColumn)->currentData().toString(),
            comboAt(m_table, r, AnswerColumn)->currentData().toString() };
    return out;
}

bool ChecksDialog::importFile(const QString &path)
{
    const auto read = models::readCheckAnswers(path, m_form);
    if (!read) {
        m_error = read.error().toString();
        return false;
    }
    const QSet<QString> items(m_items.cbegin(), m_items.cend());
    for (const models::CheckAnswer &c : *read)
        if (!items.contains(c.target.toString())) {
            m_error = tr("%1: %2 is not an item of this study").arg(path, c.target.toString());
            return false;
        }
    m_table->setRowCount(0);
    for (const models::CheckAnswer &c : *read)
        addRow(c);
    updateSummary();
    return true;
}

void ChecksDialog::chooseFile()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import attention checks"), {}, tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty() && !importFile(path))
        QMessageBox::warning(this, tr("Attention checks not read"), m_error);
}

void ChecksDialog::accept()
{
    // One expected answer per item and question: a second would make the first's accuracy meaningless.
    QSet<std::pair<models::Target, QString>> seen; // (item, field)
    for (const models::CheckAnswer &c : checks()) {
        const std::pair<models::Target, QString> key { c.target, c.field };
        if (seen.contains(key)) {
            m_error = tr("%1 has two checks of %2; keep one").arg(c.target.toString(), c.field);
            m_summary->setText(m_error);
            m_summary->setStyleSheet(QStringLiteral("color:#b42318;"));
            return;
        }
        seen.insert(key);
    }
    m_error.clear();
    QDialog::accept();
}

void ChecksDialog::updateSummary()
{
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_summary->setStyleSheet({});
    m_summary->setText(tr("%n check(s)", nullptr, m_table->rowCount()) + QStringLiteral(" · ")
        + tr("%n item(s) in the study", nullptr, static_cast<int>(m_items.size())));
}

} // namespace views
} // namespace draudit
