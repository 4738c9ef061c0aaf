// draudit export PROJECT --annotations FILE [--study S]: every current answer as long-format JSONL, which
// `draudit import` reads back (format "annotations") into the same studies. --ground-truth FILE: LiveDRBench's
// ground truth expanded with the predicted claims humans marked correct but missing (field missing_from_gt).
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/forms/fieldnames.h"
#include "models/forms/target.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSaveFile>

namespace draudit::cli {

namespace {
// One line per task: {key, category, question, ground_truths [...], added [{claim, response, annotators}]}.
int exportGroundTruth(models::ProjectStore &store, const QString &path)
{
    auto tasks = models::runQuery(store.database(),
        QStringLiteral(
            "SELECT t.id, t.external_id, t.domain, t.prompt, i.text FROM tasks t JOIN rubrics r ON r.task_id = "
            "t.id AND r.kind = 'ground-truth' JOIN rubric_items i ON i.rubric_id = r.id WHERE t.benchmark = "
            "'livedrbench' ORDER BY t.id, i.position"));
    if (!tasks)
        return fail(QStringLiteral("export"), tasks.error().toString());
    QMap<qint64, QJsonObject> rows;
    while (tasks->next()) {
        QJsonObject &row = rows[tasks->value(0).toLongLong()];
        row.insert(QStringLiteral("key"), tasks->value(1).toString());
        row.insert(QStringLiteral("category"), tasks->value(2).toString());
        row.insert(QStringLiteral("question"), tasks->value(3).toString());
        QJsonArray truths = row.value(QStringLiteral("ground_truths")).toArray();
        const QByteArray text = tasks->value(4).toString().toUtf8();
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        truths.append(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(tasks->value(4).toString()));
        row.insert(QStringLiteral("ground_truths"), truths);
    }
    tasks->finish();
    // Claims humans marked "correct but missing from the ground truth".
    auto accepted = models::runQuery(store.database(),
        QStringLiteral("SELECT a.target, n.name FROM annotations a JOIN annotators n ON n.id = a.annotator_id WHERE "
                       "a.field IN (?, ?) AND lower(a.value) IN ('yes', 'true', '1') ORDER BY a.target, n.name"),
        { QString(models::fields::missingFromGroundTruth), QString(models::fields::legacyMissingFromTruth) });
    if (!accepted)
        return fail(QStringLiteral("export"), accepted.error().toString());
    QMap<QString, std::pair<qint64, QJsonObject>> added; // "claim:I@response:ID" -> (task, entry)
    while (accepted->next()) {
        // "claim:I@response:ID" or "claim:I.KEY@response:ID": the whole I-th predicted claim is added.
        const QString target = accepted->value(0).toString();
        const models::Target claim = models::Target::parse(target);
        if (claim.kind() != models::Target::Kind::Claim && claim.kind() != models::Target::Kind::ClaimKey)
            continue;
        const int index = claim.claimIndex();
        const QString response = models::Target::response(claim.responseId()).toString();
        auto r = models::runQuery(store.database(), QStringLiteral("SELECT task_id, text FROM responses WHERE id = ?"),
            { claim.responseId() });
        if (!r || !r->next())
            continue;
        const QJsonArray claims = QJsonDocument::fromJson(r->value(1).toString().toUtf8()).array();
        if (index < 0 || index >= claims.size())
            continue;
        auto &[task, entry] = added[models::Target::claim(index, claim.responseId()).toString()];
        task = r->value(0).toLongLong();
        entry.insert(QStringLiteral("claim"), claims.at(index));
        entry.insert(QStringLiteral("response"), response);
        QJsonArray who = entry.value(QStringLiteral("annotators")).toArray();
        if (!who.contains(accepted->value(1).toString()))
            who.append(accepted->value(1).toString());
        entry.insert(QStringLiteral("annotators"), who);
    }
    for (const auto &[task, entry] : std::as_const(added)) {
        QJsonArray list = rows[task].value(QStringLiteral("added")).toArray();
        list.append(entry);
        rows[task].insert(QStringLiteral("added"), list);
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(path, out.errorString()));
    for (const QJsonObject &row : std::as_const(rows))
        out.write(QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
    if (!out.commit())
        return fail(QStringLiteral("export"), QStringLiteral("%1: %2").arg(path, out.errorString()));
    printOut(QCoreApplication::translate("draudit::cli::export",
        "wrote %n task(s) of ground truth to %1 (%2 claims added)\n", nullptr, static_cast<int>(rows.size()))
                 .arg(path)
                 .arg(added.size()));
    return Ok;
}
} // namespace

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
    p.addOption({ QStringLiteral("ground-truth"),
        QCoreApplication::translate("draudit::cli::export",
            "Write LiveDRBench's ground truth, expanded with the claims humans accepted, to this JSONL file "
            "(decrypted: keep it private)."),
        QStringLiteral("file") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::export",
                "Export the human annotations as long-format JSONL (annotator, target, field, value, reason, study)."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1
        || (!p.isSet(QStringLiteral("annotations")) && !p.isSet(QStringLiteral("ground-truth"))))
        return fail(QStringLiteral("export"),
            QCoreApplication::translate("draudit::cli::export", "name the PROJECT and --annotations FILE"), Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("export"), store.error().toString());
    if (p.isSet(QStringLiteral("ground-truth")))
        if (const int r = exportGroundTruth(**store, p.value(QStringLiteral("ground-truth")));
            r != Ok || !p.isSet(QStringLiteral("annotations")))
            return r;
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
