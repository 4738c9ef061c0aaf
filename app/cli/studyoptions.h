// What `draudit study create` and `study assign` read from their options into a study's sample and overlap plan.
#pragma once

#include "models/store/studystore.h"

#include <QCommandLineParser>
#include <QString>

namespace draudit::cli {

// --sample or --sample-battles / --sample-tasks, --filter, --stratify and --seed into the spec (the protocol named by
// --protocol decides which whole units it may draw); the message of a usage error, else empty.
QString readSampleOptions(const QCommandLineParser &p, models::StudySpec &spec);
// --per-item / --double-fraction, or --per-task with --max-tasks-per-annotator; the message of a usage error.
QString readOverlap(const QCommandLineParser &p, models::OverlapPlan &overlap);

} // namespace draudit::cli
