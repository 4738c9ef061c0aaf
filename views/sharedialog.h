// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Study → Share in Browser…: the owner starts and stops `draudit serve` for a study, issues and revokes the
// annotators' invitation links, and watches who is online and how far each has come. The dialog shows and asks;
// app/gui/shareflow.h runs the server and reads the project.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace draudit {
namespace views {

struct ShareRow
{
    QString annotator;
    QString invitation; // "in force until …", "revoked", "none"
    bool online = false;
    int done = 0;
    int assigned = 0;
    // What done and assigned count when they count whole units, as the annotator's page and queue count them
    // ("battles", translated); empty: items.
    QString units = {};
    QString link; // only right after it was issued: shown once
};

class ShareDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShareDialog)

public:
    ShareDialog(const QString &study, QWidget *parent = nullptr);

    QString listen() const;
    QString publicUrl() const;
    int days() const;
    QStringList selectedAnnotators() const;
    void setRows(const QList<ShareRow> &rows);
    void setServing(bool serving, const QString &status);
    QTableWidget *table() const { return m_table; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *inviteButton() const { return m_invite; }
    QPushButton *revokeButton() const { return m_revoke; }
    QPushButton *copyButton() const { return m_copy; }
    // Closing stops the server: with annotators online the owner is asked first, unless `ask` is off (tests).
    void setAskBeforeStopping(bool ask) { m_ask = ask; }
    int onlineCount() const { return m_online; }

    void done(int result) override;

Q_SIGNALS:
    void startRequested();
    void stopRequested();
    void inviteRequested(const QStringList &annotators);
    void revokeRequested(const QStringList &annotators);

private:
    void copyLinks();
    void updateButtons();

    QLineEdit *m_listen;
    QLineEdit *m_url;
    QSpinBox *m_days;
    QPushButton *m_start;
    QPushButton *m_stop;
    QLabel *m_status;
    QTableWidget *m_table;
    QPushButton *m_invite;
    QPushButton *m_copy;
    QPushButton *m_revoke;
    bool m_serving = false;
    bool m_ask = true;
    int m_online = 0;
};

} // namespace views
} // namespace draudit
