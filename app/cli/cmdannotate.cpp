// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit annotate PROJECT --annotator NAME --target ID --field F --value V [--reason R]; draudit history PROJECT
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "models/benchmarks/registry.h"
#include "models/forms/answerrules.h"
#include "models/session/annotationsession.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace draudit::cli {

namespace {
void addAnnotateOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::annotate", "Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("annotator"),
        QCoreApplication::translate("draudit::cli::annotate", "Annotator name (created on first use)."),
        QStringLiteral("name") });
    p.addOption({ QStringLiteral("target"),
        QCoreApplication::translate("draudit::cli::annotate", "What is annotated, e.g. round:12 or response:5."),
        QStringLiteral("id") });
    p.addOption({ QStringLiteral("field"),
        QCoreApplication::translate("draudit::cli::annotate", "Form question, e.g. C1."), QStringLiteral("field") });
    p.addOption({ QStringLiteral("value"), QCoreApplication::translate("draudit::cli::annotate", "The answer."),
        QStringLiteral("value") });
    p.addOption({ QStringLiteral("reason"),
        QCoreApplication::translate("draudit::cli::annotate", "Optional free-text reason."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("study"),
        QCoreApplication::translate(
            "draudit::cli::annotate", "Study the answer belongs to (default: the project's default study)."),
        QStringLiteral("name") });
    p.addOption({ QStringLiteral("client"),
        QCoreApplication::translate("draudit::cli::annotate", "Client id recorded with the change (default: cli-PID)."),
        QStringLiteral("id") });
}

} // namespace

int runAnnotate(const QStringList &args)
{
    QCommandLineParser p;
    addAnnotateOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::annotate", "Set one answer and print 'saved <history id>' once it is durable."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return fail(QStringLiteral("annotate"),
            QCoreApplication::translate("draudit::cli::annotate", "expected exactly one PROJECT argument"), Usage);
    for (const char *required : { "annotator", "target", "field", "value" })
        if (!p.isSet(QString::fromLatin1(required)))
            return fail(QStringLiteral("annotate"),
                QCoreApplication::translate("draudit::cli::annotate", "--%1 is required")
                    .arg(QString::fromLatin1(required)),
                Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("annotate"), store.error().toString());
    models::AnnotationEdit e;
    std::optional<models::StudyInfo> study;
    if (p.isSet(QStringLiteral("study"))) {
        const auto found = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
        if (!found)
            return fail(QStringLiteral("annotate"), found.error().toString());
        study = *found;
        e.studyId = study->id;
    }
    e.annotator = p.value(QStringLiteral("annotator"));
    // An annotator with a PIN is written as only by someone who knows it (read from the environment, so it does not
    // show in the process list). A new annotator has none.
    if (const auto allowed = models::StudyStore(**store).checkPin(e.annotator, qEnvironmentVariable("DRAUDIT_PIN"));
        allowed && !*allowed)
        return fail(QStringLiteral("annotate"),
            QCoreApplication::translate("draudit::cli::annotate", "%1 has a PIN: set DRAUDIT_PIN to it to answer as %1")
                .arg(e.annotator));
    e.target = models::Target::parse(p.value(QStringLiteral("target")));
    if (e.target.isMalformed()) // round:07: no item, and taken as text it would be an answer on nothing
        return fail(QStringLiteral("annotate"),
            QCoreApplication::translate("draudit::cli::annotate",
                "--target %1 is not a target as draudit writes one (ids without leading zeros: round:12)")
                .arg(p.value(QStringLiteral("target")).left(80)),
            Usage);
    e.field = p.value(QStringLiteral("field"));
    e.value = p.value(QStringLiteral("value"));
    e.reason = p.value(QStringLiteral("reason"));
    e.clientId = p.isSet(QStringLiteral("client")) ? p.value(QStringLiteral("client"))
                                                   : QStringLiteral("cli-%1").arg(QCoreApplication::applicationPid());
    // The history's client names the workbench, imports and merges by reserved names: a command line cannot take one.
    static const QRegularExpression clientName(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    static const QStringList reserved { QStringLiteral("gui"), QStringLiteral("import"), QStringLiteral("owner-import"),
        QStringLiteral("merge"), QStringLiteral("undo"), QStringLiteral("clear"), QStringLiteral("withdraw") };
    if (!clientName.match(e.clientId).hasMatch() || reserved.contains(e.clientId, Qt::CaseInsensitive))
        return fail(QStringLiteral("annotate"),
            QCoreApplication::translate("draudit::cli::annotate",
                "--client must be up to 64 letters, digits and _.- and not one draudit records itself (%1)")
                .arg(reserved.join(QStringLiteral(", "))),
            Usage);
    if (study) {
        // The study's rules, as every front end applies them (models/session/annotationsession.h).
        const models::AnnotationSession session(**store, *study, e.annotator);
        if (const auto checked = session.checkStoredAnswer(e.target, e.field, e.value); !checked)
            return fail(QStringLiteral("annotate"), checked.error().detailed());
        if (const auto problem = models::textProblem(e.reason))
            return fail(QStringLiteral("annotate"),
                QCoreApplication::translate("draudit::cli::annotate", "the reason holds %1").arg(*problem));
    }
    const auto id = models::AnnotationStore(**store).set(e);
    if (!id)
        return fail(QStringLiteral("annotate"), id.error().toString());
    // "saved", not "committed": in a study, a commit is the annotator's Enter on an item (a new user read it so).
    printOut(QStringLiteral("saved %1\n").arg(*id));
    return Ok;
}

int runHistory(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("project"),
        QCoreApplication::translate("draudit::cli::annotate", "Project file or postgresql:// URL."));
    p.addOption({ QStringLiteral("annotator"),
        QCoreApplication::translate("draudit::cli::annotate", "Only this annotator's changes."),
        QStringLiteral("name") });
    p.addOption({ QStringLiteral("format"),
        QCoreApplication::translate("draudit::cli::annotate", "Output format: table or jsonl (default table)."),
        QStringLiteral("format"), QStringLiteral("table") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::annotate", "List annotation changes, oldest first."), &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return fail(QStringLiteral("history"),
            QCoreApplication::translate("draudit::cli::annotate", "expected exactly one PROJECT argument"), Usage);
    auto store = models::ProjectStore::open(p.positionalArguments().first());
    if (!store)
        return fail(QStringLiteral("history"), store.error().toString());
    const auto history = models::AnnotationStore(**store).history(p.value(QStringLiteral("annotator")));
    if (!history)
        return fail(QStringLiteral("history"), history.error().toString());
    const bool jsonl = p.value(QStringLiteral("format")) == QLatin1String("jsonl");
    QString out;
    for (const models::HistoryEntry &h : *history) {
        if (jsonl) {
            QJsonObject o { { QStringLiteral("id"), h.id }, { QStringLiteral("annotator"), h.annotator },
                { QStringLiteral("target"), h.target.toString() }, { QStringLiteral("field"), h.field },
                { QStringLiteral("old"), h.hadOldValue ? QJsonValue(h.oldValue) : QJsonValue() },
                { QStringLiteral("new"), h.newValue }, { QStringLiteral("reason"), h.reason },
                { QStringLiteral("at"), h.changedAt }, { QStringLiteral("client"), h.clientId } };
            out += QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
        } else {
            out += QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6 -> %7\t%8\n")
                       .arg(h.id)
                       .arg(h.changedAt, h.annotator, h.target.toString(), h.field,
                           h.hadOldValue ? h.oldValue : QStringLiteral("(none)"), h.newValue, h.reason);
        }
    }
    printOut(out);
    return Ok;
}

} // namespace draudit::cli
