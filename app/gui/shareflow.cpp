// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shareflow.h"

#include "app/gui/mainwindow.h"
#include "models/benchmarks/registry.h"
#include "models/core/privatehelper.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/invitations.h"
#include "models/store/studies/queuerelease.h"
#include "models/store/studies/studystore.h"
#include "views/sharedialog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

namespace draudit {
namespace app {

namespace {
// The project as the server opens it; a PostgreSQL password travels in the environment, never in the arguments.
QString serverLocation(const models::Location &l, QProcessEnvironment &env)
{
    if (l.backend == models::Backend::Sqlite)
        return l.path;
    if (!l.password.isEmpty())
        env.insert(QStringLiteral("PGPASSWORD"), l.password);
    QString url = QStringLiteral("postgresql://%1@%2").arg(l.user, l.host);
    if (l.port > 0)
        url += QStringLiteral(":%1").arg(l.port);
    url += QLatin1Char('/') + l.database;
    return l.options.isEmpty() ? url : url + QLatin1Char('?') + l.options;
}

class ShareFlow final : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(draudit::app::ShareFlow)

public:
    ShareFlow(MainWindow *window, models::StudyInfo study, views::ShareDialog *dialog)
        : QObject(dialog)
        , m_window(window)
        , m_study(std::move(study))
        , m_dialog(dialog)
    {
        connect(dialog, &views::ShareDialog::startRequested, this, &ShareFlow::start);
        connect(dialog, &views::ShareDialog::stopRequested, this, &ShareFlow::stop);
        connect(dialog, &views::ShareDialog::inviteRequested, this, &ShareFlow::invite);
        connect(dialog, &views::ShareDialog::revokeRequested, this, &ShareFlow::revoke);
        connect(dialog, &QDialog::finished, this, &ShareFlow::stop);
        connect(&m_refresh, &QTimer::timeout, this, &ShareFlow::refresh);
        m_refresh.start(3000);
        refresh();
    }
    ~ShareFlow() override { stop(); }

private:
    void start()
    {
        models::ProjectStore *store = m_window->project();
        const QString helper = models::privateHelper(QStringLiteral("draudit-serve"));
        if (!store || helper.isEmpty()) {
            m_dialog->setServing(false, tr("This installation has no browser server (draudit-serve)."));
            return;
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString location = serverLocation(store->location(), env);
        m_server = new QProcess(this);
        m_server->setProcessEnvironment(env);
        connect(m_server, &QProcess::readyReadStandardOutput, this, &ShareFlow::readEvents);
        connect(m_server, &QProcess::finished, this, [this] {
            const QString why = QString::fromUtf8(m_server->readAllStandardError()).trimmed();
            m_dialog->setServing(false, why.isEmpty() ? tr("Not serving.") : why.right(300));
            m_online.clear();
            m_server->deleteLater();
            m_server = nullptr;
            refresh();
        });
        m_server->start(helper,
            { QStringLiteral("serve"), location, QStringLiteral("--study"), m_study.name, QStringLiteral("--listen"),
                m_dialog->listen(), QStringLiteral("--events") });
        m_dialog->setServing(true, tr("Starting…"));
    }

    void stop()
    {
        if (!m_server)
            return;
        m_server->terminate(); // the server finishes the request at hand; every saved answer is in the project
        if (!m_server->waitForFinished(5000))
            m_server->kill();
    }

    void readEvents()
    {
        while (m_server && m_server->canReadLine()) {
            const QJsonObject e = QJsonDocument::fromJson(m_server->readLine()).object();
            const QString what = e.value(QStringLiteral("event")).toString();
            if (what == QLatin1String("listening"))
                m_dialog->setServing(true, tr("Serving at %1").arg(e.value(QStringLiteral("url")).toString()));
            else if (what == QLatin1String("online")) {
                m_online = e.value(QStringLiteral("annotators")).toVariant().toStringList();
                refresh();
            } else if (what == QLatin1String("session"))
                m_online << e.value(QStringLiteral("annotator")).toString();
        }
    }

    void invite(const QStringList &annotators)
    {
        models::ProjectStore *store = m_window->project();
        if (!store)
            return;
        for (const QString &name : annotators) {
            const auto issued = models::InvitationStore(*store).issue(m_study.id, name, m_dialog->days());
            if (!issued) {
                m_window->showError(issued.error().toString());
                return;
            }
            QString base = m_dialog->publicUrl();
            while (base.endsWith(QLatin1Char('/')))
                base.chop(1);
            m_links.insert(name, base + QStringLiteral("/i/") + issued->token);
        }
        refresh();
    }

    void revoke(const QStringList &annotators)
    {
        models::ProjectStore *store = m_window->project();
        for (const QString &name : annotators)
            if (store)
                if (const auto n = models::InvitationStore(*store).revoke(m_study.id, 0, name); n)
                    m_links.remove(name);
        refresh();
    }

    QString invitationState(const QList<models::Invitation> &all, const QString &annotator) const;
    void refresh();

    MainWindow *m_window;
    models::StudyInfo m_study;
    views::ShareDialog *m_dialog;
    QProcess *m_server = nullptr;
    QStringList m_online;
    QHash<QString, QString> m_links; // issued while the dialog is open
    QTimer m_refresh;
};

QString ShareFlow::invitationState(const QList<models::Invitation> &all, const QString &annotator) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString state = tr("none");
    for (const models::Invitation &i : all) {
        if (i.annotator != annotator)
            continue;
        if (i.inForce(now))
            return tr("until %1").arg(QLocale().toString(i.expiresAt.toLocalTime(), QLocale::ShortFormat));
        state = i.revokedAt.isValid() ? tr("revoked") : tr("expired");
    }
    return state;
}

void ShareFlow::refresh()
{
    models::ProjectStore *store = m_window->project();
    if (!store)
        return;
    const auto status = models::StudyStore(*store).status(m_study.name);
    const auto invitations = models::InvitationStore(*store).list(m_study.id);
    if (!status || !invitations)
        return;
    QList<views::ShareRow> rows;
    for (const models::AnnotatorProgress &a : status->annotators) {
        views::ShareRow row { a.annotator, invitationState(*invitations, a.annotator), m_online.contains(a.annotator),
            a.done, a.assigned, {}, m_links.value(a.annotator) };
        // Whole units count as the annotator's page counts them ("1 of 3 battles", not "3 of 13 items").
        if (const auto queue = models::StudyStore(*store).queue(m_study.id, a.annotator)) {
            const models::ReleasedQueue released = models::releaseQueue(*queue, m_study.blind);
            if (released.heldBack)
                std::tie(row.done, row.assigned, row.units)
                    = std::tuple(released.unitsDone, released.units, models::unitsOf(m_study.protocol));
        }
        rows << row;
    }
    m_dialog->setRows(rows);
}
} // namespace

views::ShareDialog *openShareInBrowser(MainWindow *window, const QString &study)
{
    if (!window->project())
        return nullptr;
    const auto info = models::StudyStore(*window->project()).study(study);
    if (!info) {
        window->showError(info.error().toString());
        return nullptr;
    }
    auto *dialog = new views::ShareDialog(study, window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    new ShareFlow(window, *info, dialog);
    dialog->show();
    return dialog;
}

} // namespace app
} // namespace draudit
