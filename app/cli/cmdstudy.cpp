// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit study create|assign|status|export|merge|plan|list: running a human study from the command line.
#include "app/cli/command.h"
#include "app/cli/hugeheap.h"
#include "app/cli/options.h"
#include "app/cli/studyoptions.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"
#include "models/session/packagemerging.h"
#include "models/store/packages/studypackage.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/adjudication.h"
#include "models/store/studies/annotationstore.h"
#include "models/store/studies/studystore.h"
#include "models/store/team/teamroles.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace draudit::cli {

namespace {

QString minutes(double seconds)
{
    return seconds >= 3600 ? QStringLiteral("%1 h").arg(seconds / 3600, 0, 'f', 1)
                           : QStringLiteral("%1 min").arg(seconds / 60, 0, 'f', 1);
}

// Every key a protocol's sample can be stratified by, in the order the protocols name them.
QStringList strataKeys()
{
    QStringList out;
    for (const models::Protocol &known : models::protocols())
        out << known.strata;
    out.removeDuplicates();
    return out;
}

// The protocols whose studies take their items from a file (--items).
QStringList givenItemProtocols()
{
    QStringList out;
    for (const models::Protocol &known : models::protocols())
        if (!known.drawsItems())
            out << known.id.toString();
    return out;
}

void addCreateOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(studyOption("name", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption({ QStringLiteral("protocol"),
        QCoreApplication::translate("draudit::cli::study", "The protocol: %1.")
            .arg(models::protocolIds().join(QStringLiteral(", "))),
        QStringLiteral("protocol") });
    p.addOption({ QStringLiteral("items"),
        QCoreApplication::translate("draudit::cli::study",
            "The items themselves (%1): one line of round ids per item, one column per configuration; an optional "
            "first line 'configurations: A, B, C' names them.")
            .arg(givenItemProtocols().join(QStringLiteral(", "))),
        QStringLiteral("file") });
    p.addOption({ QStringLiteral("form"),
        QCoreApplication::translate(
            "draudit::cli::study", "Form preset (%1; default: the protocol's) or a form definition .json file.")
            .arg(models::formPresets().join(QStringLiteral(", "))),
        QStringLiteral("form") });
    p.addOption(studyOption("guidelines",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "Guidelines for the annotators, a Markdown file: shown at their first item and under Study → "
            "Guidelines, and carried in their packages."),
        "file"));
    p.addOption(studyOption("sample",
        QT_TRANSLATE_NOOP("draudit::cli::study", "all, a number of items, or a percentage such as 35% (default all)."),
        "n"));
    for (const WholeUnitOption &o : wholeUnitOptions())
        p.addOption({ o.name,
            QCoreApplication::translate("draudit::cli::study",
                "%1: draw whole %2 instead of single items (all, a number or a percentage); each comes with %3, to "
                "the same annotators.")
                .arg(o.protocols.join(QStringLiteral(", ")),
                    QCoreApplication::translate("draudit::models::Benchmarks", o.noun.toUtf8().constData()),
                    QCoreApplication::translate("draudit::models::Benchmarks", o.detail.toUtf8().constData())),
            QStringLiteral("n") });
    p.addOption({ QStringLiteral("stratify"),
        QCoreApplication::translate(
            "draudit::cli::study", "Stratify the sample by %1 (whole battles or tasks: by their first item's).")
            .arg(strataKeys().join(QStringLiteral(", "))),
        QStringLiteral("key") });
    p.addOption(studyOption("filter",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "Sample only items whose KEY (a --stratify key) is VALUE, e.g. language=zh; repeat it for more values "
            "(one key: any of them) or more keys (all of them)."),
        "key=value"));
    p.addOption(studyOption("seed",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Seed of the sample and of every random order (default 1)."), "n"));
    p.addOption(studyOption(
        "not-blind", QT_TRANSLATE_NOOP("draudit::cli::study", "Show model names to annotators (default: blind).")));
    p.addOption(studyOption("list-protocols",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "List the protocols, one per line and tab-separated: the name; 'drawn' (a study draws its items) or "
            "'given' (--items); 'report', 'report-field' (its report compares the --field named) or 'no-report'.")));
}

// What scripts read (tests/golden/golden.sh): the registry's protocols in its order, in words that are not translated.
void listProtocols()
{
    QString out;
    for (const models::Protocol &protocol : models::protocols()) {
        const QString report = !protocol.analyse ? QStringLiteral("no-report")
            : protocol.reportNeedsField          ? QStringLiteral("report-field")
                                                 : QStringLiteral("report");
        out += protocol.id.toString() + QLatin1Char('\t')
            + (protocol.drawsItems() ? QStringLiteral("drawn") : QStringLiteral("given")) + QLatin1Char('\t') + report
            + QLatin1Char('\n');
    }
    printOut(out);
}

int create(const QStringList &args)
{
    QCommandLineParser p;
    addCreateOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::study", "Create a study: a form and a reproducible sample."),
            &code))
        return code;
    if (p.isSet(QStringLiteral("list-protocols"))) {
        listProtocols();
        return Ok;
    }
    for (const char *required : { "name", "protocol" })
        if (!p.isSet(QString::fromLatin1(required)))
            return failStudy(QCoreApplication::translate("draudit::cli::study", "--%1 is required")
                                 .arg(QString::fromLatin1(required)),
                Usage);
    models::StudySpec spec;
    spec.name = p.value(QStringLiteral("name"));
    spec.protocol = p.value(QStringLiteral("protocol"));
    spec.blind = !p.isSet(QStringLiteral("not-blind"));
    const auto form = models::formByName(p.value(QStringLiteral("form")).isEmpty()
            ? models::defaultFormFor(p.value(QStringLiteral("protocol")))
            : p.value(QStringLiteral("form")));
    if (!form)
        return failStudy(form.error().toString(), Usage);
    spec.form = *form;
    if (const QString path = p.value(QStringLiteral("guidelines")); !path.isEmpty()) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return failStudy(QCoreApplication::translate("draudit::cli::study", "%1: cannot read the guidelines: %2")
                                 .arg(path, file.errorString()),
                Usage);
        spec.form.guidelines = QString::fromUtf8(file.readAll());
    }
    if (const QString error = readSampleOptions(p, spec); !error.isEmpty())
        return failStudy(error, Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    if (!p.value(QStringLiteral("items")).isEmpty()) {
        const auto given = models::readGivenItems(**store, spec.protocol, p.value(QStringLiteral("items")));
        if (!given)
            return failStudy(given.error().toString());
        spec.items = given->items;
        spec.sampleNote = given->sampleNote;
    }
    const auto info = models::createStudy(**store, spec);
    if (!info)
        return failStudy(info.error().toString());
    printOut(QCoreApplication::translate("draudit::cli::study", "created study '%1': %2 items (%3), form %4%5\n")
                 .arg(info->name)
                 .arg(info->items)
                 .arg(info->sample, spec.form.id,
                     info->blind ? QCoreApplication::translate("draudit::cli::study", ", blind") : QString()));
    return Ok;
}

int assign(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("annotators",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Comma-separated annotator names (created when new)."), "names"));
    p.addOption(studyOption(
        "per-item", QT_TRANSLATE_NOOP("draudit::cli::study", "Every item to this many annotators (default 1)."), "k"));
    p.addOption(studyOption("double-fraction",
        QT_TRANSLATE_NOOP(
            "draudit::cli::study", "Or: this share of the items (0..1) to two annotators, the rest to one."),
        "f"));
    // Also by their first names, of DeepResearch Bench's units: --per-task, --max-tasks-per-annotator.
    p.addOption({ { QStringLiteral("per-unit"), QStringLiteral("per-task") },
        QCoreApplication::translate("draudit::cli::study",
            "A study drawn by whole units (its protocol's --sample-UNITS): every unit, all its items, to this many "
            "annotators."),
        QStringLiteral("k") });
    p.addOption({ { QStringLiteral("max-units-per-annotator"), QStringLiteral("max-tasks-per-annotator") },
        QCoreApplication::translate("draudit::cli::study", "With --per-unit: no annotator gets more units than this."),
        QStringLiteral("m") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::study", "Assign a study's sample to its team with an overlap plan."),
            &code))
        return code;
    if (!p.isSet(QStringLiteral("study")) || !p.isSet(QStringLiteral("annotators")))
        return failStudy(
            QCoreApplication::translate("draudit::cli::study", "--study and --annotators are required"), Usage);
    models::OverlapPlan overlap;
    if (const QString error = readOverlap(p, overlap); !error.isEmpty())
        return failStudy(error, Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    if (!overlap.unitNoun.isEmpty()) { // the units are called what the study's protocol calls them
        const auto drawn = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
        if (!drawn)
            return failStudy(drawn.error().toString());
        const models::Protocol *protocol = models::protocol(drawn->protocol);
        if (!protocol || protocol->unitNoun.isEmpty())
            return failStudy(QCoreApplication::translate("draudit::cli::study",
                                 "--per-unit is for a study drawn by whole units; protocol '%1' draws single items")
                                 .arg(drawn->protocol),
                Usage);
        overlap.unitNoun = protocol->unitNoun;
    }
    QStringList team = p.value(QStringLiteral("annotators")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString &name : team)
        name = name.trimmed();
    const auto n = models::StudyStore(**store).assign(p.value(QStringLiteral("study")), team, overlap);
    if (!n)
        return failStudy(n.error().toString());
    const auto info = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
    if (!info)
        return failStudy(info.error().toString());
    // On a team's PostgreSQL project the server checks every answer against what the item's form allows.
    if (const auto rules = models::storeAnswerRules(**store, info->id, models::questionsOfQueue(**store)); !rules)
        return failStudy(rules.error().toString());
    const auto count = [](qsizetype n, const char *one, const char *many) {
        return n == 1 ? QCoreApplication::translate("draudit::cli::study", one)
                      : QCoreApplication::translate("draudit::cli::study", many).arg(n);
    };
    printOut(QCoreApplication::translate("draudit::cli::study", "assigned %1 to %2 (%3)\n")
                 .arg(count(*n, QT_TRANSLATE_NOOP("draudit::cli::study", "1 item"),
                          QT_TRANSLATE_NOOP("draudit::cli::study", "%1 items")),
                     count(team.size(), QT_TRANSLATE_NOOP("draudit::cli::study", "1 annotator"),
                         QT_TRANSLATE_NOOP("draudit::cli::study", "%1 annotators")),
                     overlap.describe()));
    return Ok;
}

int status(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("json", QT_TRANSLATE_NOOP("draudit::cli::study", "Print JSON.")));
    int code = Ok;
    if (!parseOptions(
            p, args, QCoreApplication::translate("draudit::cli::study", "Progress of a study per annotator."), &code))
        return code;
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const auto s = models::StudyStore(**store).status(p.value(QStringLiteral("study")));
    if (!s)
        return failStudy(s.error().toString());
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray people;
        for (const auto &a : s->annotators)
            people.append(QJsonObject { { QStringLiteral("annotator"), a.annotator },
                { QStringLiteral("assigned"), a.assigned }, { QStringLiteral("done"), a.done },
                { QStringLiteral("skipped"), a.skipped }, { QStringLiteral("flagged"), a.flagged },
                { QStringLiteral("median_seconds"), a.medianSeconds }, { QStringLiteral("p90_seconds"), a.p90Seconds },
                { QStringLiteral("remaining_seconds"), a.remainingSeconds } });
        printOut(QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("study"), s->study.name }, { QStringLiteral("items"), s->study.items },
                { QStringLiteral("assignments"), s->assignments }, { QStringLiteral("done"), s->done },
                { QStringLiteral("items_complete"), s->itemsComplete },
                { QStringLiteral("items_overlapping"), s->itemsOverlapping },
                { QStringLiteral("items_overlap_done"), s->itemsOverlapDone },
                { QStringLiteral("median_seconds"), s->medianSeconds },
                { QStringLiteral("p90_seconds"), s->p90Seconds },
                { QStringLiteral("remaining_seconds"), s->remainingSeconds },
                { QStringLiteral("annotators"),
                    people } }).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    printOut(
        QCoreApplication::translate(
            "draudit::cli::study", "study '%1' (%2): %3 items, %4; %5 of %6 assignments done, %7 items complete\n")
            .arg(s->study.name, s->study.protocol)
            .arg(s->study.items)
            .arg(s->study.overlap.isEmpty() ? QCoreApplication::translate("draudit::cli::study", "not assigned yet")
                                            : s->study.overlap)
            .arg(s->done)
            .arg(s->assignments)
            .arg(s->itemsComplete));
    for (const auto &a : s->annotators)
        printOut(
            QCoreApplication::translate("draudit::cli::study",
                "  %1: %2/%3 done, %4 skipped, %5 flagged; median %6 s, p90 %7 s per item; about %8 left\n")
                .arg(a.displayName)
                .arg(a.done)
                .arg(a.assigned)
                .arg(a.skipped)
                .arg(a.flagged)
                .arg(a.medianSeconds, 0, 'f', 0)
                .arg(a.p90Seconds, 0, 'f', 0)
                .arg(a.remainingSeconds > 0 || a.done + a.skipped == a.assigned
                        ? minutes(a.remainingSeconds)
                        : QCoreApplication::translate("draudit::cli::study", "an unknown time (nothing timed yet)")));
    return Ok;
}

int exportPackage(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("annotator", QT_TRANSLATE_NOOP("draudit::cli::study", "Whose items to package."), "name"));
    p.addOption(studyOption(
        "out", QT_TRANSLATE_NOOP("draudit::cli::study", "The package file to write (must not exist)."), "file"));
    p.addOption({ QStringLiteral("reveal"),
        QCoreApplication::translate("draudit::cli::study",
            "Blind studies: the reveal package, with the judge's records of the items this annotator has committed "
            "(merge their blind package first).") });
    // Also by DR-Arena's word for its units, --reveals-battle-lengths.
    p.addOption({ { QStringLiteral("reveals-unit-lengths"), QStringLiteral("reveals-battle-lengths") },
        QCoreApplication::translate("draudit::cli::study",
            "Blind studies of whole units held back an item at a time (DR-Arena's battles): write the package although "
            "its file shows how many items each unit has, which follows from the judge's verdicts (the workbench and "
            "the browser show them one at a time).") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::study", "Write one annotator's items as a self-contained project file."),
            &code))
        return code;
    for (const char *required : { "study", "annotator", "out" })
        if (!p.isSet(QString::fromLatin1(required)))
            return failStudy(QCoreApplication::translate("draudit::cli::study", "--%1 is required")
                                 .arg(QString::fromLatin1(required)),
                Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const auto r = models::exportStudyPackage(**store, p.value(QStringLiteral("study")),
        p.value(QStringLiteral("annotator")), p.value(QStringLiteral("out")), p.isSet(QStringLiteral("reveal")),
        p.isSet(QStringLiteral("reveals-unit-lengths")) ? models::UnitLengths::Shown : models::UnitLengths::Refuse);
    if (r && p.isSet(QStringLiteral("reveals-unit-lengths")) && r->blind())
        printErr(QCoreApplication::translate("draudit::cli::study",
            "warning: this package shows how many items each unit has; in a blind study that follows from the "
            "judge's verdicts\n"));
    if (!r)
        return failStudy(r.error().toString());
    const QString phase = r->phase == models::PackagePhase::Blind
        ? QCoreApplication::translate("draudit::cli::study", " (blind: no judge records, no system names)")
        : r->phase == models::PackagePhase::Reveal
        ? QCoreApplication::translate("draudit::cli::study", " (reveal: judge records of %1 committed items)")
              .arg(r->revealed)
        : QString();
    printOut(QCoreApplication::translate("draudit::cli::study", "wrote %1 (package %2): %3 items, %4 systems%5\n")
                 .arg(r->path, r->id)
                 .arg(r->items)
                 .arg(r->systems)
                 .arg(phase));
    return Ok;
}

int merge(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Master project file or URL."));
    p.addPositionalArgument(
        QStringLiteral("packages"), QCoreApplication::translate("draudit::cli::study", "Returned package files."));
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::study", "Merge returned packages into the master (idempotent, never overwrites)."),
            &code))
        return code;
    if (p.positionalArguments().size() < 2)
        return failStudy(
            QCoreApplication::translate("draudit::cli::study", "name the PROJECT and at least one package"), Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    useHugeHeapPages(); // a package is read whole before it is written: up to a gigabyte for a million answers
    int failed = 0;
    for (const QString &package : p.positionalArguments().mid(1)) {
        const auto r = models::mergePackage(**store, package);
        if (!r) {
            printErr(r.error().toString() + QLatin1Char('\n'));
            ++failed;
            continue;
        }
        printOut(QCoreApplication::translate("draudit::cli::study",
            "%1 (%2, study '%3'): %4 added, %5 updated, %6 unchanged, %7 older than the master's, %8 conflicts\n")
                     .arg(package, r->annotator, r->study)
                     .arg(r->added)
                     .arg(r->updated)
                     .arg(r->unchanged)
                     .arg(r->stale)
                     .arg(r->conflicts.size()));
        for (const auto &c : r->conflicts)
            printOut(
                QCoreApplication::translate("draudit::cli::study", "  conflict %1 %2: master '%3', package '%4': %5\n")
                    .arg(c.target, c.field, c.masterValue, c.packageValue, c.why));
        constexpr qsizetype kShownFlags = 20; // a laptop clock set wrong flags every row: the first few say it
        for (const QString &flag : r->flags.mid(0, kShownFlags))
            printOut(QCoreApplication::translate("draudit::cli::study", "  flagged: %1\n").arg(flag));
        if (r->flags.size() > kShownFlags)
            printOut(QCoreApplication::translate("draudit::cli::study", "  … and %1 more flagged\n")
                         .arg(r->flags.size() - kShownFlags));
    }
    return failed ? Failed : Ok;
}

// Lists disagreements, or records one adjudicated value (--target --value).
void addAdjudicateOptions(QCommandLineParser &p)
{
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("field", QT_TRANSLATE_NOOP("draudit::cli::study", "Form question (default C1)."), "field"));
    p.addOption(studyOption("min-severity",
        QT_TRANSLATE_NOOP(
            "draudit::cli::study", "Only disagreements at least this far apart on the form's scale (default 1)."),
        "n"));
    p.addOption(studyOption("target", QT_TRANSLATE_NOOP("draudit::cli::study", "Resolve this item..."), "id"));
    p.addOption(studyOption("value", QT_TRANSLATE_NOOP("draudit::cli::study", "...to this value."), "value"));
    p.addOption(
        studyOption("reason", QT_TRANSLATE_NOOP("draudit::cli::study", "Why (recorded with the gold value)."), "text"));
    p.addOption(studyOption("adjudicator", QT_TRANSLATE_NOOP("draudit::cli::study", "Who decides."), "name"));
}

// study adjudicate --target: records the gold value of one disagreement (or of any item named as stored).
int recordGold(
    const QCommandLineParser &p, models::ProjectStore &store, const models::StudyInfo &info, const QString &field)
{
    if (!p.isSet(QStringLiteral("value")) || !p.isSet(QStringLiteral("adjudicator")))
        return failStudy(
            QCoreApplication::translate("draudit::cli::study", "--target needs --value and --adjudicator"), Usage);
    // A gold value recorded under an annotator's name is written as them: their PIN, when they have one.
    const QString adjudicator = p.value(QStringLiteral("adjudicator"));
    if (const auto allowed = models::StudyStore(store).checkPin(adjudicator, qEnvironmentVariable("DRAUDIT_PIN"));
        allowed && !*allowed)
        return failStudy(QCoreApplication::translate("draudit::cli::study",
            "%1 has a PIN: set DRAUDIT_PIN to it to adjudicate as %1, or adjudicate under another name")
                             .arg(adjudicator));
    const models::Target target = models::Target::parse(p.value(QStringLiteral("target")));
    const auto current = models::findDisagreements(store, info.id, field, {}, 1);
    int version = 0;
    bool listed = false; // a disagreement the listing shows is resolvable as it shows it, whatever its text
    if (current)
        for (const auto &d : *current)
            if (d.target == target) {
                version = d.goldVersion;
                listed = true;
            }
    if (target.isMalformed() && !listed)
        return failStudy(QCoreApplication::translate("draudit::cli::study", "--target %1 names no item")
                             .arg(p.value(QStringLiteral("target"))),
            Usage);
    const auto saved = models::AnnotationStore(store).adjudicate(adjudicator, target, field,
        p.value(QStringLiteral("value")), p.value(QStringLiteral("reason")), version, info.id);
    if (!saved)
        return failStudy(saved.error().toString());
    printOut(QCoreApplication::translate("draudit::cli::study", "gold value of %1 / %2 is now %3 (version %4)\n")
                 .arg(p.value(QStringLiteral("target")), field, p.value(QStringLiteral("value")))
                 .arg(*saved));
    return Ok;
}

// study adjudicate without --target: one line per disagreement, most severe first.
int listDisagreements(
    const QCommandLineParser &p, models::ProjectStore &store, const models::StudyInfo &info, const QString &field)
{
    QStringList scale;
    if (const auto form = models::readForm(info.formJson.toUtf8(), info.name))
        if (const models::FormQuestion *q = form->question(field))
            for (const models::FormOption &o : q->options)
                scale << o.value;
    const auto found = models::findDisagreements(store, info.id, field, scale,
        p.isSet(QStringLiteral("min-severity")) ? p.value(QStringLiteral("min-severity")).toInt() : 1);
    if (!found)
        return failStudy(found.error().toString());
    for (const auto &d : *found) {
        QStringList answers;
        for (const auto &[who, value] : d.answers)
            answers << who + QLatin1Char('=') + value;
        printOut(
            QStringLiteral("%1\t%2\t%3\t%4\n")
                .arg(d.target.toString())
                .arg(d.severity)
                .arg(answers.join(QStringLiteral(", ")), d.goldValue.isEmpty() ? QStringLiteral("-") : d.goldValue));
    }
    return Ok;
}

int adjudicate(const QStringList &args)
{
    QCommandLineParser p;
    addAdjudicateOptions(p);
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::study", "List human-human disagreements or record a gold value."),
            &code))
        return code;
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const auto info = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
    if (!info)
        return failStudy(info.error().toString());
    const QString field
        = p.value(QStringLiteral("field")).isEmpty() ? QStringLiteral("C1") : p.value(QStringLiteral("field"));
    return p.isSet(QStringLiteral("target")) ? recordGold(p, **store, *info, field)
                                             : listDisagreements(p, **store, *info, field);
}

int team(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addOption(
        studyOption("add", QT_TRANSLATE_NOOP("draudit::cli::study", "Annotator name to add or update."), "name"));
    p.addOption(
        studyOption("display", QT_TRANSLATE_NOOP("draudit::cli::study", "Display name (default: the name)."), "text"));
    p.addOption(studyOption("pin",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "New PIN asked on shared machines (stored as an Argon2id hash; to change one, give --current-pin too)."),
        "pin"));
    p.addOption(
        studyOption("current-pin", QT_TRANSLATE_NOOP("draudit::cli::study", "The annotator's current PIN."), "pin"));
    p.addOption(studyOption("db-role",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "PostgreSQL: the database role the annotator logs in as (created if new; its password from "
            "DRAUDIT_ROLE_PASSWORD). The role reads only what a blind session may show and writes only its own "
            "answers."),
        "role"));
    p.addOption({ QStringLiteral("reset-pin"),
        QCoreApplication::translate("draudit::cli::study",
            "As the project's owner: replace the PIN (with --pin) or remove it (without) without knowing it.") });
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate(
                "draudit::cli::study", "Add an annotator, with a display name and an optional PIN."),
            &code))
        return code;
    if (!p.isSet(QStringLiteral("add")))
        return failStudy(QCoreApplication::translate("draudit::cli::study", "--add is required"), Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const QString name = p.value(QStringLiteral("add"));
    models::StudyStore studies(**store);
    auto r = studies.addAnnotator(name, p.value(QStringLiteral("display")));
    const bool changePin = p.isSet(QStringLiteral("pin")) || p.isSet(QStringLiteral("reset-pin"));
    if (r && changePin)
        r = studies.setPin(name,
            { p.value(QStringLiteral("pin")), p.value(QStringLiteral("current-pin")),
                p.isSet(QStringLiteral("reset-pin")) });
    if (r && p.isSet(QStringLiteral("db-role")))
        r = models::grantAnnotatorRole(**store, name, p.value(QStringLiteral("db-role")),
            qEnvironmentVariable("DRAUDIT_ROLE_PASSWORD"), models::questionsOfQueue(**store));
    if (!r)
        return failStudy(r.error().toString());
    if (p.isSet(QStringLiteral("db-role")))
        printOut(QCoreApplication::translate("draudit::cli::study", "%1 logs in as database role %2\n")
                     .arg(name, p.value(QStringLiteral("db-role"))));
    const QString pinNote = !changePin ? QString()
        : p.value(QStringLiteral("pin")).isEmpty()
        ? QCoreApplication::translate("draudit::cli::study", " (PIN removed)")
        : QCoreApplication::translate("draudit::cli::study", " (with a PIN)");
    printOut(QCoreApplication::translate("draudit::cli::study", "annotator %1 saved%2\n").arg(name, pinNote));
    return Ok;
}

int list(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    int code = Ok;
    if (!parseOptions(
            p, args, QCoreApplication::translate("draudit::cli::study", "List the project's studies."), &code))
        return code;
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const auto all = models::StudyStore(**store).studies();
    if (!all)
        return failStudy(all.error().toString());
    for (const auto &s : *all)
        printOut(QStringLiteral("%1\t%2\t%3\t%4\n").arg(s.name, s.protocol, QString::number(s.items), s.sample));
    return Ok;
}
} // namespace

int runStudy(const QStringList &args)
{
    static const QList<std::pair<const char *, int (*)(const QStringList &)>> subcommands { { "create", create },
        { "assign", assign }, { "status", status }, { "export", exportPackage }, { "merge", merge },
        { "plan", runStudyPlan }, { "adjudicate", adjudicate }, { "team", team }, { "list", list },
        { "checks", runStudyChecks }, { "invite", runStudyInvite }, { "invitations", runStudyInvitations },
        { "revoke", runStudyRevoke } };
    const QString what = args.value(1);
    // Named as the user typed it ("study create"), in --help's usage line and in an option's error.
    for (const auto &[name, run] : subcommands)
        if (what == QLatin1String(name))
            return run(QStringList { QStringLiteral("study ") + what } + args.mid(2));
    return failStudy(QCoreApplication::translate("draudit::cli::study",
                         "say what to do: study create | assign | status | export | merge | plan | adjudicate | list | "
                         "checks | invite | invitations | revoke (each has --help)"),
        Usage);
}

} // namespace draudit::cli
