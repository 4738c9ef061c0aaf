// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The options of study create / assign: "all", "200" or "35%", whole units, filters, overlap.
#include "app/cli/studyoptions.h"

#include "app/cli/command.h"
#include "models/benchmarks/registry.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

namespace draudit::cli {

QList<WholeUnitOption> wholeUnitOptions()
{
    QList<WholeUnitOption> out;
    for (const models::Protocol &protocol : models::protocols()) {
        if (protocol.unitNoun.isEmpty())
            continue;
        const QString name = QStringLiteral("sample-") + protocol.unitNoun;
        const auto same
            = std::find_if(out.begin(), out.end(), [&](const WholeUnitOption &o) { return o.name == name; });
        if (same != out.end())
            same->protocols << protocol.id.toString();
        else
            out.append({ name, { protocol.id.toString() }, protocol.unitNoun, protocol.unitDetail });
    }
    return out;
}

QCommandLineOption studyOption(const char *name, const char *help, const char *value)
{
    return value
        ? QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("draudit::cli::study", help),
            QString::fromLatin1(value))
        : QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("draudit::cli::study", help));
}

models::Result<std::unique_ptr<models::ProjectStore>> openStudyProject(const QCommandLineParser &p)
{
    if (p.positionalArguments().size() < 1)
        return models::fail(QCoreApplication::translate("draudit::cli::study", "name the PROJECT"));
    return models::ProjectStore::open(p.positionalArguments().first());
}

int failStudy(const QString &message, int code)
{
    return fail(QStringLiteral("study"), message, code);
}

namespace {
// "all", "200" or "35%".
bool parseSample(const QString &text, models::SampleSpec *spec)
{
    if (text == QLatin1String("all")) {
        spec->kind = models::SampleSpec::Kind::All;
        return true;
    }
    bool ok = false;
    if (text.endsWith(QLatin1Char('%'))) {
        spec->kind = models::SampleSpec::Kind::Percent;
        spec->amount = text.chopped(1).toDouble(&ok);
        return ok && spec->amount > 0 && spec->amount <= 100;
    }
    spec->kind = models::SampleSpec::Kind::Count;
    spec->amount = text.toInt(&ok);
    return ok && spec->amount > 0;
}

// The whole-unit option given, checked against the protocol; the message of a usage error in `problem`.
QString wholeUnitOption(const QCommandLineParser &p, const models::Protocol *known, QString *problem)
{
    QString given;
    const QList<WholeUnitOption> options = wholeUnitOptions();
    QStringList whichIsWhose;
    for (const WholeUnitOption &o : options)
        whichIsWhose << QStringLiteral("%1: --%2").arg(o.protocols.join(QStringLiteral(", ")), o.name);
    for (const WholeUnitOption &o : options) {
        if (!p.isSet(o.name))
            continue;
        if (!known || !o.protocols.contains(known->id.toString()) || p.isSet(QStringLiteral("sample")))
            *problem = QCoreApplication::translate(
                "draudit::cli::study", "--%1 replaces --sample and is for a protocol drawn by whole %2 (%3)")
                           .arg(o.name,
                               QCoreApplication::translate("draudit::models::Benchmarks", o.noun.toUtf8().constData()),
                               whichIsWhose.join(QStringLiteral("; ")));
        given = o.name;
    }
    return given;
}

// --filter KEY=VALUE options into the spec; the message of a usage error, else empty.
QString readFilters(const QCommandLineParser &p, models::SampleSpec &spec)
{
    for (const QString &filter : p.values(QStringLiteral("filter")))
        if (!spec.addFilter(filter))
            return QCoreApplication::translate("draudit::cli::study", "--filter takes KEY=VALUE, not '%1'").arg(filter);
    return {};
}

} // namespace

QString readSampleOptions(const QCommandLineParser &p, models::StudySpec &spec)
{
    const models::Protocol *known = models::protocol(p.value(QStringLiteral("protocol")));
    QString problem;
    const QString whole = wholeUnitOption(p, known, &problem);
    if (!problem.isEmpty())
        return problem;
    const QString defaultSample = known ? known->defaultSample : QStringLiteral("all");
    const QString sampleText = !whole.isEmpty()       ? p.value(whole)
        : p.value(QStringLiteral("sample")).isEmpty() ? defaultSample
                                                      : p.value(QStringLiteral("sample"));
    if (!parseSample(sampleText, &spec.sample)) {
        QStringList options { QStringLiteral("--sample") };
        for (const WholeUnitOption &o : wholeUnitOptions())
            options << QStringLiteral("--") + o.name;
        return QCoreApplication::translate("draudit::cli::study", "%1 take all, a positive number or a percentage")
            .arg(options.join(QStringLiteral(", ")));
    }
    spec.sample.wholeUnits = !whole.isEmpty();
    if (spec.sample.wholeUnits) {
        spec.sample.unitNoun = known->unitNoun;
        spec.sample.unitDetail = known->unitDetail;
    }
    if (const QString error = readFilters(p, spec.sample); !error.isEmpty())
        return error;
    spec.sample.stratifyBy = p.value(QStringLiteral("stratify"));
    bool ok = true;
    spec.sample.seed = p.isSet(QStringLiteral("seed")) ? p.value(QStringLiteral("seed")).toULongLong(&ok) : 1;
    if (!ok || spec.sample.seed > static_cast<quint64>(std::numeric_limits<qint64>::max()))
        return QCoreApplication::translate("draudit::cli::study", "--seed takes a whole number below 2^63");
    return {};
}

QString readOverlap(const QCommandLineParser &p, models::OverlapPlan &overlap)
{
    const bool byUnit = p.isSet(QStringLiteral("per-unit"));
    if (byUnit && (p.isSet(QStringLiteral("per-item")) || p.isSet(QStringLiteral("double-fraction"))))
        return QCoreApplication::translate(
            "draudit::cli::study", "--per-unit replaces --per-item and --double-fraction");
    if (p.isSet(QStringLiteral("max-units-per-annotator")) && !byUnit)
        return QCoreApplication::translate("draudit::cli::study", "--max-units-per-annotator goes with --per-unit");
    bool ok = true;
    const QString copies = p.value(byUnit ? QStringLiteral("per-unit") : QStringLiteral("per-item"));
    overlap.annotatorsPerItem = copies.isEmpty() ? 1 : copies.toInt(&ok);
    bool fractionOk = true;
    const QString fraction = p.value(QStringLiteral("double-fraction"));
    overlap.doubleFraction = fraction.isEmpty() ? 0 : fraction.toDouble(&fractionOk);
    if (!ok || !fractionOk || overlap.annotatorsPerItem < 1 || overlap.doubleFraction < 0 || overlap.doubleFraction > 1)
        return QCoreApplication::translate(
            "draudit::cli::study", "--per-item and --per-unit take 1 or more; --double-fraction 0..1");
    if (byUnit) {
        overlap.unitNoun = QStringLiteral("units"); // until the study's protocol names them (cmdstudy.cpp)
        const QString cap = p.value(QStringLiteral("max-units-per-annotator"));
        overlap.maxUnitsPerAnnotator = cap.isEmpty() ? 0 : cap.toInt(&ok);
        if (!ok || (!cap.isEmpty() && overlap.maxUnitsPerAnnotator < 1))
            return QCoreApplication::translate(
                "draudit::cli::study", "--max-units-per-annotator takes a whole number of 1 or more");
    }
    return {};
}

} // namespace draudit::cli
