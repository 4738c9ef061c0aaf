// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What one benchmark adds to draudit, declared once in its own folder (benchmarks/<name>/<name>benchmark.cpp) and
// listed in benchmarks/registry.cpp: its study protocols (items, default form, report), its importers and the item
// expansions of its forms. The CLI, the dashboard and the New Study dialog ask the registry, never a protocol name.
#pragma once

#include "judge/krippendorffalpha.h"
#include "models/core/benchmarkid.h"
#include "models/core/error.h"
#include "models/demo/demogenerator.h"
#include "models/forms/answertransform.h"
#include "models/forms/blinditem.h"
#include "models/forms/formdefinition.h"
#include "models/forms/target.h"
#include "models/itemmodels/navigatormodel.h"
#include "models/report/modelfamilies.h"
#include "models/report/namemap.h"
#include "models/report/papertable.h"
#include "models/report/reporttable.h"
#include "models/report/scoredreports.h"
#include "models/report/scorerows.h"
#include "models/store/packages/packagecopy.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"

#include <QHash>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <optional>

namespace draudit::models {

class Importer;
class ProjectStore;

// What `draudit report` and the dashboard pass to a protocol's analysis; each protocol reads what it needs.
struct ReportRequest
{
    qint64 studyId = 1;
    QString field; // --field: the human field (dr-arena: the verdict question, default C1; generic: required)
    QString judgeField; // --judge-field (generic)
    judge::Level level = judge::Level::Nominal; // --level (generic)
    QStringList categories; // --categories (generic)
    int bootstrap = 0;
    std::uint64_t seed = 1;
    QHash<QString, double> parameters; // --param NAME=VALUE: a protocol's named parameters (drbench: epsilon_plus, ...)
    ModelFamilies families; // --families FILE: judge and agent model families for the self-preference analysis
    ModelAliases aliases; // --aliases FILE: leaderboard model names -> the battles' names (dr-arena)
};

using Analysis = std::function<Result<ReportTable>(ProjectStore &store, const ReportRequest &request)>;
using CandidateSource = std::function<Result<QList<StudyCandidate>>(ProjectStore &store)>;
// A study's items given in a file (study create --items), and what its sample description says of them.
struct GivenItems
{
    QList<StudyCandidate> items;
    QString sampleNote;
};
using ItemsFileReader = Result<GivenItems> (*)(ProjectStore &store, const QString &path);
using ItemExpansion = Result<FormDefinition> (*)(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed);

// What the dashboard shows for a protocol besides its report table.
enum class DashboardKind
{
    None, // not offered in the dashboard
    Report, // the report table alone
    Verdicts, // pairwise verdicts: confusion matrix, worst disagreements, ratings, annotator heat map
    Scores // report scores: scatter and Bland–Altman of the judge's score against the mean human score
};

// How the New Study dialog speaks of a protocol's whole units (translated in the context
// "draudit::models::Benchmarks", QT_TRANSLATE_NOOP), and what it assumes of them when planning.
struct UnitTexts
{
    const char *countLabel = nullptr; // "Number of whole battles (every round, in order)"
    const char *percentLabel = nullptr; // "Percent of whole battles"
    const char *everyUnitTo = nullptr; // "Every battle to"
    const char *summary = nullptr; // "About %1 rounds of whole battles to %n annotator(s), ...": numerus, n = the team
    // Items of one unit are not independent: planned with this many items per unit and this intra-unit correlation
    // (0: the plan says nothing of clustering), and said so: %1 the design effect, %2 the items, %3 the units.
    double itemsPerUnit = 0;
    double intraUnitCorrelation = 0;
    const char *clusterPlan = nullptr;
};

struct Protocol
{
    ProtocolId id; // stored with a study, given to --protocol
    QString defaultForm; // form preset a new study gets
    Analysis analyse = nullptr; // null: the protocol has no report of its own
    // The paper's own tables of its report (report --format latex); null: the headline rows (report/headlinetable.h).
    PaperTableLayout paperTable = nullptr;
    CandidateSource candidates = nullptr; // null: the items are given (task-preference triples), or everyReport
    // The reports of every benchmark as items, but the tasks read through a benchmark's comparisons (generic).
    bool everyReport = false;
    // The study draws its items from the project (else they are given in a file).
    bool drawsItems() const { return candidates || everyReport; }
    QString itemsRequiredMessage; // with no candidates: why a study needs its items given
    ItemsFileReader readItems = nullptr; // with no candidates: the file of items it takes
    bool reportNeedsField = false; // its report compares a human field named by --field (generic)
    QStringList parameters = {}; // the names its report takes as --param NAME=VALUE
    DashboardKind dashboard = DashboardKind::None;
    ScoreSource dashboardScores; // with DashboardKind::Scores: which judge score against which human field
    // The scales of those scores when they differ (RACE 0–1 relative to a reference against experts' 0–10), named on
    // the charts' axes (translated in the context "draudit::models::Benchmarks"); then no identity line and no
    // Bland–Altman plot, which would read the two as one scale. Empty: one scale.
    const char *judgeScale = nullptr;
    const char *humanScale = nullptr;
    // How many answers the main question has, for planning a study's size by κ (five verdicts, yes/no, ...).
    int answerCategories = 2;
    // What a study's sample can be stratified by (the keys of its candidates' strata).
    QStringList strata { QStringLiteral("model"), QStringLiteral("task"), QStringLiteral("domain"),
        QStringLiteral("language") };
    // The sample a new study draws when none is given ("all", a number or a percentage).
    QString defaultSample = QStringLiteral("all");
    // Items that come in wholes the paper sampled and assigned whole (DR-Arena battles, DeepResearch Bench tasks):
    // their plural noun, also the CLI's --sample-NOUN, and what drawing one brings, in English and marked for
    // translation in the context "draudit::models::Benchmarks" (QT_TRANSLATE_NOOP); empty noun: items only.
    QString unitNoun = {};
    QString unitDetail = {};
    UnitTexts unitTexts = {};
};

struct ImporterEntry
{
    int detectionOrder; // lower first: the most specific signatures are tried before the general ones
    const Importer *importer;
};

// A built-in form by name ("claim-audit"), and optionally its variants NAME:ARGUMENT ("claim-audit:right-wrong").
struct FormPreset
{
    QString name;
    std::function<FormDefinition()> make;
    QStringList listedVariants = {}; // arguments shown in help and error messages ("right-wrong", "1-5")
    // The variant for an argument; nullopt when the argument names none.
    std::function<std::optional<Result<FormDefinition>>(const QString &argument)> variant = {};
    // What the New Study dialog offers: the preset or one of its variants ("report-scoring:1-5") with its title,
    // translated in the context "draudit::models::Benchmarks" (QT_TRANSLATE_NOOP). Empty: not offered there.
    QList<std::pair<QString, const char *>> offered = {};
};

// A file a benchmark writes from a project (draudit export --OPTION FILE), all or nothing; what it says it wrote.
struct DataExport
{
    QString option; // "ground-truth"
    const char *help; // translated in the context "draudit::models::Benchmarks"
    Result<QString> (*write)(ProjectStore &store, const QString &path) = nullptr;
};

// A study item as the annotator may see it (models/forms/blinditem.h), made under the benchmark's blinding rules:
// the title, the blocks and, for a committed request, the judges' notes. `form` is the request's form as expanded
// for the item; the registry adds the form, the keys, the judges' answers and the target.
using ItemMaker = Result<BlindItem> (*)(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);
// A round of a whole comparison browsed outside a study, as blocks in the left/right order given (DR-Arena adds its
// logic chain and checklists).
using RoundBlocks = QList<ItemBlock> (*)(const RoundRecord &round, bool leftIsA);

// The items of a target kind a benchmark makes (DR-Arena's rounds and task triples).
struct ItemView
{
    Target::Kind kind;
    ItemMaker make;
};

struct Expansion
{
    QString name; // FormDefinition::expand
    ItemExpansion expand;
};

struct Benchmark
{
    BenchmarkId id; // tasks.benchmark of the tasks its importers write (empty: the generic import, which names its own)
    QList<Protocol> protocols;
    QList<ImporterEntry> importers;
    QList<FormPreset> forms;
    QList<Expansion> expansions;
    // The form presets a report of it opens with outside a study, the first that fits the report (a rubric checklist
    // only where its task has a rubric).
    QStringList reportForms = {};
    // The form an item target of a kind opens with outside a study (DR-Arena's task-preference triples; a round of
    // its comparisons browsed whole, an open audit).
    QList<std::pair<Target::Kind, QString>> targetForms = {};
    // What the workbench's navigator lists of it, in this order among the project's sections.
    QList<NavigatorSection> sections = {};
    // Items whose judge decisions a blind package carries without the decisions (the item's key and text only).
    QList<ItemKeys> packageItemKeys = {};
    QList<AnswerTransform> answerTransforms = {};
    QList<DataExport> exports = {};
    DemoPart demo = nullptr; // its part of the demo project
    // How its items look: targets of its own kinds, and its reports (null: a report with its task's prompt).
    QList<ItemView> itemViews = {};
    ItemMaker reportItem = nullptr;
    RoundBlocks roundBlocks = nullptr; // null: the round's question and its two answers
};

// The reports of the benchmarks given as a study's items.
inline CandidateSource reportsOf(const QList<BenchmarkId> &benchmarks)
{
    QStringList names;
    for (const BenchmarkId &b : benchmarks)
        names << b.toString();
    return [names](ProjectStore &store) { return StudyStore(store).responseCandidates(names); };
}

// A score protocol's analysis, which reads only the study from the request.
inline Analysis studyAnalysis(Result<ReportTable> (*analyse)(ProjectStore &, const ScoreProtocolOptions &))
{
    return [analyse](ProjectStore &store, const ReportRequest &request) {
        return analyse(
            store, ScoreProtocolOptions { request.studyId, request.bootstrap, request.seed, request.families });
    };
}

} // namespace draudit::models
