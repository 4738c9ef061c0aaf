// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `draudit study create` and `study assign` read from their options into a study's sample and overlap plan.
#pragma once

#include "app/cli/command.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QCommandLineParser>
#include <QString>

namespace draudit::cli {

// An option of a `draudit study` subcommand, its help in the context "draudit::cli::study".
QCommandLineOption studyOption(const char *name, const char *help, const char *value = nullptr);
// Opens the project named by the first positional argument.
models::Result<std::unique_ptr<models::ProjectStore>> openStudyProject(const QCommandLineParser &p);
int failStudy(const QString &message, int code = Failed);
// `draudit study checks`: the study's attention checks (studychecks.cpp).
int runStudyChecks(const QStringList &args);
// `draudit study plan`: sample sizes (studyplan.cpp).
int runStudyPlan(const QStringList &args);
// `draudit study invite | invitations | revoke`: links for annotators in a browser (studyinvite.cpp).
int runStudyInvite(const QStringList &args);
int runStudyInvitations(const QStringList &args);
int runStudyRevoke(const QStringList &args);

// An option that draws whole units instead of single items, one per unit a protocol draws (the registry's
// Protocol::unitNoun): --sample-battles for DR-Arena's battles, --sample-tasks for DeepResearch Bench's tasks.
struct WholeUnitOption
{
    QString name; // "sample-battles"
    QStringList protocols; // the protocols that draw this unit
    QString noun; // "battles"
    QString detail; // what drawing one brings ("every round, in order")
};
QList<WholeUnitOption> wholeUnitOptions();

// --sample or a whole-unit option (--sample-battles, --sample-tasks), --filter, --stratify and --seed into the spec
// (the protocol named by
// --protocol decides which whole units it may draw); the message of a usage error, else empty.
QString readSampleOptions(const QCommandLineParser &p, models::StudySpec &spec);
// --per-item / --double-fraction, or --per-unit with --max-units-per-annotator; the message of a usage error.
QString readOverlap(const QCommandLineParser &p, models::OverlapPlan &overlap);

} // namespace draudit::cli
