// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/sharedialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace draudit {
namespace views {

ShareDialog::ShareDialog(const QString &study, QWidget *parent)
    : QDialog(parent)
    , m_listen(new QLineEdit(QStringLiteral("127.0.0.1:8470"), this))
    , m_url(new QLineEdit(QStringLiteral("http://127.0.0.1:8470"), this))
    , m_days(new QSpinBox(this))
    , m_start(new QPushButton(tr("&Start Serving"), this))
    , m_stop(new QPushButton(tr("S&top"), this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_invite(new QPushButton(tr("&Invite Selected"), this))
    , m_copy(new QPushButton(tr("&Copy Links"), this))
    , m_revoke(new QPushButton(tr("&Revoke Selected"), this))
{
    setWindowTitle(tr("Share “%1” in Browser").arg(study));
    m_days->setRange(1, 365);
    m_days->setValue(14);
    m_days->setSuffix(tr(" days"));
    m_listen->setToolTip(tr("Address and port the server listens on; 0.0.0.0 for every network (then use HTTPS)."));
    m_url->setToolTip(tr("The address annotators open: this machine's name, or your HTTPS proxy's."));
    auto *form = new QFormLayout;
    form->addRow(tr("Listen on:"), m_listen);
    form->addRow(tr("Links start with:"), m_url);
    form->addRow(tr("Links valid for:"), m_days);
    auto *serverRow = new QHBoxLayout;
    serverRow->addWidget(m_start);
    serverRow->addWidget(m_stop);
    serverRow->addWidget(m_status, 1);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setHorizontalHeaderLabels({ tr("Annotator"), tr("Invitation"), tr("Online"), tr("Done"), tr("Link") });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle); // a long link keeps its start and its end; its tooltip has it whole
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    auto *actions = new QHBoxLayout;
    for (QPushButton *b : { m_invite, m_copy, m_revoke })
        actions->addWidget(b);
    actions->addStretch(1);
    auto *note = new QLabel(tr("A link is shown once, right after it is issued: copy it and send it to its annotator "
                               "alone. The project keeps only its hash."),
        this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(serverRow);
    layout->addWidget(m_table, 1);
    layout->addLayout(actions);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, &ShareDialog::startRequested);
    connect(m_stop, &QPushButton::clicked, this, &ShareDialog::stopRequested);
    connect(m_invite, &QPushButton::clicked, this, [this] { Q_EMIT inviteRequested(selectedAnnotators()); });
    connect(m_revoke, &QPushButton::clicked, this, [this] { Q_EMIT revokeRequested(selectedAnnotators()); });
    connect(m_copy, &QPushButton::clicked, this, &ShareDialog::copyLinks);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ShareDialog::updateButtons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setServing(false, tr("Not serving."));
    updateButtons();
    resize(980, 460);
}

QString ShareDialog::listen() const
{
    return m_listen->text().trimmed();
}

QString ShareDialog::publicUrl() const
{
    return m_url->text().trimmed();
}

int ShareDialog::days() const
{
    return m_days->value();
}

QStringList ShareDialog::selectedAnnotators() const
{
    QStringList out;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        out << m_table->item(i.row(), 0)->text();
    return out;
}

void ShareDialog::setRows(const QList<ShareRow> &rows)
{
    // Links issued before stay on screen until the dialog closes (they cannot be shown again).
    QHash<QString, QString> links;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (QTableWidgetItem *link = m_table->item(r, 4); link && !link->text().isEmpty())
            links.insert(m_table->item(r, 0)->text(), link->text());
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const ShareRow &row = rows[r];
        const QString link = row.link.isEmpty() ? links.value(row.annotator) : row.link;
        const QStringList cells { row.annotator, row.invitation, row.online ? tr("online") : QString(),
            row.units.isEmpty() ? tr("%1 of %2 items").arg(row.done).arg(row.assigned)
                                : tr("%1 of %2 %3").arg(row.done).arg(row.assigned).arg(row.units),
            link };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            m_table->setItem(r, c, item);
        }
    }
    m_online = static_cast<int>(std::count_if(rows.cbegin(), rows.cend(), [](const ShareRow &r) { return r.online; }));
    // Every column as wide as its contents but the link, which takes the rest.
    for (int c = 0; c + 1 < m_table->columnCount(); ++c)
        m_table->resizeColumnToContents(c);
    updateButtons();
}

// Buttons that act on annotators act only with annotators selected; Copy Links only with links to copy.
void ShareDialog::updateButtons()
{
    const bool selected = !m_table->selectionModel()->selectedRows().isEmpty();
    m_invite->setEnabled(selected);
    m_revoke->setEnabled(selected);
    bool links = false;
    for (int r = 0; r < m_table->rowCount(); ++r)
        links = links || (m_table->item(r, 4) && !m_table->item(r, 4)->text().isEmpty());
    m_copy->setEnabled(links);
}

void ShareDialog::done(int result)
{
    // Closing stops the server: annotators at work are cut off (their saved answers stay), so the owner says so.
    if (m_serving && m_online > 0 && m_ask
        && QMessageBox::question(this, tr("Stop Serving?"),
               tr("%n annotator(s) are working in their browsers now. Closing this window stops the server: what "
                  "they saved stays, but their pages stop working until you serve again. Close anyway?",
                   "", m_online),
               QMessageBox::Close | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Close)
        return;
    QDialog::done(result);
}

void ShareDialog::setServing(bool serving, const QString &status)
{
    m_serving = serving;
    m_start->setEnabled(!serving);
    m_stop->setEnabled(serving);
    m_listen->setEnabled(!serving);
    m_status->setText(status);
}

void ShareDialog::copyLinks()
{
    QStringList lines;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (QTableWidgetItem *link = m_table->item(r, 4); link && !link->text().isEmpty())
            lines << m_table->item(r, 0)->text() + QLatin1Char('\t') + link->text();
    QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

} // namespace views
} // namespace draudit
