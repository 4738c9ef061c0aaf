// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/checksflow.h"

#include "app/gui/mainwindow.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/store/studies/checkanswers.h"
#include "models/store/studies/studystore.h"
#include "views/checksdialog.h"

#include <QCoreApplication>
#include <QStatusBar>

namespace draudit {
namespace app {

namespace {
struct ChecksFlow
{
    Q_DECLARE_TR_FUNCTIONS(draudit::app::ChecksFlow)
};

void save(MainWindow *window, views::ChecksDialog *dialog, qint64 studyId)
{
    models::ProjectStore *store = window->project();
    if (!store)
        return;
    const auto stored = models::CheckAnswerStore(*store).replace(studyId, dialog->checks());
    if (!stored) {
        window->showError(stored.error().toString());
        return;
    }
    window->statusBar()->showMessage(
        ChecksFlow::tr("%n attention check(s) saved", nullptr, static_cast<int>(*stored)), 5000);
}

struct ChecksInputs
{
    qint64 studyId = 0;
    QStringList items;
    models::FormDefinition form;
    QList<models::CheckAnswer> checks;
};

models::Result<ChecksInputs> readInputs(models::ProjectStore &store, const QString &study)
{
    const models::StudyStore studies(store);
    DRAUDIT_TRY(info, studies.study(study));
    DRAUDIT_TRY(form, models::readForm(info.formJson.toUtf8(), info.name)); // shown in the owner's language below
    DRAUDIT_TRY(items, studies.sampleTargets(info.id));
    DRAUDIT_TRY(checks, models::CheckAnswerStore(store).list(info.id));
    return ChecksInputs { info.id, std::move(items), form.displayed(), std::move(checks) };
}
} // namespace

views::ChecksDialog *openAttentionChecks(MainWindow *window, const QString &study)
{
    models::ProjectStore *store = window->project();
    if (!store)
        return nullptr;
    const auto in = readInputs(*store, study);
    if (!in) {
        window->showError(in.error().toString());
        return nullptr;
    }
    auto *dialog = new views::ChecksDialog(study, in->items, in->form, in->checks, window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const qint64 studyId = in->studyId;
    QObject::connect(dialog, &QDialog::accepted, window, [window, dialog, studyId] { save(window, dialog, studyId); });
    dialog->open();
    return dialog;
}

} // namespace app
} // namespace draudit
