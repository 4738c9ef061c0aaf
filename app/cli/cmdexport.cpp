// draudit export PROJECT --annotations FILE [--study S]: every current answer as long-format JSONL, which
// `draudit import` reads back (format "annotations") into the same studies.
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/projectstore.h"
#include "models/statementcache.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace draudit::cli {

int runExport(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::export", "Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("annotations"),
        QCoreApplication::translate("draudit::cli::export", "Write every current answer to this JSONL file."),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("study"),
        QCoreApplication::translate("draudit::cli::export", "Only this study's answers (default: all studies)."),
        QStringLiteral("name") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::export",
                "Export the human annotations as long-format JSONL (annotator, target, field, value, reason, study)."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1 || !p.isSet(QStringLiteral("annotations")))
        return fail(QStringLiteral("export"),
            QCoreApplication::translate("draudit::cli::export", "name the PROJECT and --annotations FILE"), Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("export"), store.error().toString());
    const bool one = p.isSet(QStringLiteral("study"));
    auto rows = models::runQuery((*store)->database(),
        QStringLiteral(
            "SELECT s.name, n.name, a.target, a.field, a.value, a.reason, a.updated_at FROM annotations a "
            "JOIN annotators n ON n.id = a.annotator_id JOIN studies s ON s.id = a.study_id WHERE a.value <> '' %1 "
            "ORDER BY s.name, n.name, a.target, a.field")
            .arg(one ? QStringLiteral("AND s.name = ?") : QString()),
        one ? QVariantList { p.value(QStringLiteral("study")) } : QVariantList {});
    if (!rows)
        return fail(QStringLiteral("export"), rows.error().toString());
    // Written to a temporary file and renamed, so a failed export never leaves half a file behind.
    QSaveFile out(p.value(QStringLiteral("annotations")));
    if (!out.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(out.fileName(), out.errorString()));
    int written = 0;
    while (rows->next()) {
        QJsonObject o { { QStringLiteral("study"), rows->value(0).toString() },
            { QStringLiteral("annotator"), rows->value(1).toString() },
            { QStringLiteral("target"), rows->value(2).toString() },
            { QStringLiteral("field"), rows->value(3).toString() },
            { QStringLiteral("value"), rows->value(4).toString() },
            { QStringLiteral("reason"), rows->value(5).toString() },
            { QStringLiteral("updated_at"), rows->value(6).toString() } };
        out.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        ++written;
    }
    if (!out.commit())
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(out.fileName(), out.errorString()));
    printOut(QCoreApplication::translate("draudit::cli::export", "wrote %n answer(s) to %1\n", nullptr, written)
                 .arg(out.fileName()));
    return Ok;
}

} // namespace draudit::cli
