#include "views/sharedialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

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
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    auto *invite = new QPushButton(tr("&Invite Selected"), this);
    auto *copy = new QPushButton(tr("&Copy Links"), this);
    auto *revoke = new QPushButton(tr("&Revoke Selected"), this);
    auto *actions = new QHBoxLayout;
    for (QPushButton *b : { invite, copy, revoke })
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
    connect(invite, &QPushButton::clicked, this, [this] { Q_EMIT inviteRequested(selectedAnnotators()); });
    connect(revoke, &QPushButton::clicked, this, [this] { Q_EMIT revokeRequested(selectedAnnotators()); });
    connect(copy, &QPushButton::clicked, this, &ShareDialog::copyLinks);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setServing(false, tr("Not serving."));
    resize(820, 460);
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
            tr("%1 of %2").arg(row.done).arg(row.assigned), link };
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
    m_table->resizeColumnsToContents();
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
