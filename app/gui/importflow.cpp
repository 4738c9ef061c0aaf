// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The import runs on the GUI thread (the database connection lives there); the dialog is kept responsive by
// processing events every few hundred records.
#include "app/gui/importflow.h"

#include "models/benchmarks/importplan.h"
#include "models/benchmarks/registry.h"
#include "models/import/importer.h"
#include "models/io/inputfile.h"
#include "models/io/jsondamage.h"
#include "models/store/storage/projectstore.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QProgressDialog>

namespace draudit::app {

ImportFlow::ImportFlow(QWidget *parent, models::ProjectStore &store)
    : m_parent(parent)
    , m_store(store)
{
}

ImportSummary ImportFlow::run(const QStringList &paths, const models::ImportOptions &options)
{
    ImportSummary summary;
    QList<models::ImportInput> files;
    for (const models::ImportInput &in : models::planImport(paths, options.format)) {
        if (in.action == models::ImportInput::Action::Ignore) {
            // Never opened (a FIFO, a link to a device, the open project's files), or of no known format.
            summary.problems << QApplication::translate("draudit::app::ImportFlow", "ignored %1 (%2)")
                                    .arg(QDir::toNativeSeparators(in.name), in.ignoredBecause);
        } else if (in.failure) {
            // A JSON file cut short, an archive that cannot be unpacked whole.
            ++summary.failed;
            summary.problems << in.failure->toString();
        } else {
            files << in;
        }
    }
    QProgressDialog progress(QApplication::translate("draudit::app::ImportFlow", "Importing…"),
        QApplication::translate("draudit::app::ImportFlow", "Cancel"), 0, static_cast<int>(files.size()), m_parent);
    progress.setWindowTitle(QApplication::translate("draudit::app::ImportFlow", "Import"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    models::ImportOptions o = options;
    o.batch = models::batchOf(files);
    o.progress = [&](qint64 records) {
        if (records % 200 == 0)
            QCoreApplication::processEvents();
        return !progress.wasCanceled();
    };
    for (int i = 0; i < files.size(); ++i) {
        progress.setValue(i);
        progress.setLabelText(QApplication::translate("draudit::app::ImportFlow", "Importing %1 (%2 of %3)…")
                                  .arg(QFileInfo(files[i].name).fileName())
                                  .arg(i + 1)
                                  .arg(files.size()));
        QCoreApplication::processEvents();
        if (progress.wasCanceled()) {
            summary.cancelled = true;
            break;
        }
        const auto r = models::importInput(m_store, files[i], o);
        if (!r) {
            if (progress.wasCanceled()) {
                summary.cancelled = true;
                break;
            }
            ++summary.failed;
            summary.problems << r.error().toString();
            continue;
        }
        if (r->alreadyImported) {
            ++summary.unchanged;
            if (r->partial())
                summary.problems << QApplication::translate("draudit::app::ImportFlow",
                    "%1 was imported before in part: %n record(s) were skipped and are not in the project", "",
                    int(r->skipped.size()))
                                        .arg(QFileInfo(files[i].name).fileName());
            for (const models::Error &e : r->skipped)
                summary.problems << e.toString();
            continue;
        }
        ++summary.imported;
        summary.counts += r->counts;
        for (const models::Error &e : r->skipped)
            summary.problems << e.toString();
        summary.problems += r->checks;
    }
    progress.setValue(static_cast<int>(files.size()));
    return summary;
}

QString ImportFlow::describe(const ImportSummary &s)
{
    QString text
        = QApplication::translate(
            "draudit::app::ImportFlow", "%n file(s) imported, %1 unchanged, %2 failed%3.\n\n%4", "", s.imported)
              .arg(s.unchanged)
              .arg(s.failed)
              .arg(s.cancelled ? QApplication::translate("draudit::app::ImportFlow", "; cancelled") : QString())
              .arg(models::describeCounts(s.counts));
    if (!s.problems.isEmpty())
        text += QApplication::translate("draudit::app::ImportFlow", "\n\n%n problem(s):\n", "", int(s.problems.size()))
            + s.problems.mid(0, 20).join(QLatin1Char('\n'));
    return text;
}

} // namespace draudit::app
