// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmarks draudit knows, each declared once in its folder: adding one is a folder and a line in
// registry.cpp. Everything that depends on a protocol, a file format or a generated form asks here.
#pragma once

#include "models/benchmarks/benchmark.h"
#include "models/import/importer.h"
#include "models/import/importrunner.h"
#include "models/report/reportexport.h"
#include "models/store/packages/studypackage.h"
#include "models/store/queries/catalog.h"
#include "models/store/studies/studystore.h"

namespace draudit::models {

// Adds a benchmark after the built-in ones (which the registry places before anything can ask or register): a test's
// own one, from its test. Thread-safe; readers never wait.
void registerBenchmark(Benchmark benchmark);
// Every protocol, in the order the benchmarks are listed; protocol(id) is null for an unknown one.
QList<Protocol> protocols();
const Protocol *protocol(const QString &id);
QStringList protocolIds();
// What a study of the protocol drawn by whole units calls them, in the user's language ("battles", "tasks"); empty
// for a protocol of single items or an unknown one.
QString unitsOf(const QString &protocolId);
// The protocols with a report of their own (draudit report --protocol).
QStringList reportProtocolIds();
// What the navigator lists, as the benchmarks declare it; the benchmarks whose tasks are read through comparisons.
QList<NavigatorSection> navigatorSections();
QStringList comparisonBenchmarks();
// The forms the New Study dialog offers: preset name ("report-scoring:1-5") and its title in the user's language.
QList<std::pair<QString, QString>> offeredForms();
// The dashboard's protocol for a project by what it holds: the first benchmark with something in its sections.
QString protocolOfHeld(const ProjectCounts &held);
// How answers are stored when the screen shows an item swapped (DR-Arena's verdict), as the benchmarks declare it.
AnswerPresentation answerPresentation(bool swapped);
// The form preset a new study of the protocol gets ("blind-pairwise" for an unknown one).
QString defaultFormFor(const QString &protocol);

// A built-in form by name ("blind-pairwise", "report-scoring:1-5"), or a custom one from a .json file.
Result<FormDefinition> formByName(const QString &presetOrFile);
// A study keeps its form as it was created, title included; a preset's title is shown in the user's language.
FormDefinition withPresetTitle(FormDefinition form);
// The names of every built-in form.
QStringList formPresets();
// What a form's "expand" may name: the expansions the benchmarks declare.
QStringList expansionNames();
// A form definition stored as JSON (a study's form), checked against the benchmarks' expansions.
Result<FormDefinition> readForm(const QByteArray &json, const QString &file);

// Every importer in detection order, and the lookups the import runner uses.
const ImporterSet &importerSet();
const QList<const Importer *> &importers();
const Importer *importerByFormat(const QString &format);
const Importer *detectImporter(const QString &path);
// The importer of tables with a field mapping (FILE.mapping.json, --mapping).
const Importer *mappedFileImporter();
// importFile() with every known importer.
Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImportOptions &options);

// Items a study of this protocol can sample, with their strata, in id order.
Result<QList<StudyCandidate>> studyCandidates(ProjectStore &store, const QString &protocol);
// The items of a study given in a file, for a protocol that takes them (task-preference).
Result<GivenItems> readGivenItems(ProjectStore &store, const QString &protocol, const QString &path);
// A new study: its items are the protocol's candidates unless the spec gives them.
Result<StudyInfo> createStudy(ProjectStore &store, const StudySpec &spec);
// The form as asked for one item: forms with FormDefinition::expand get their questions from the item.
// The question an answer stored on `target` and `field` answers in a study (draudit annotate --study, through
// models/session/annotationsession.h): the annotator is on its team, the item is hers (any of the study's items before
// it is assigned), and the question is one its form asks there.
Result<FormQuestion> studyQuestion(
    ProjectStore &store, const StudyInfo &study, const QString &annotator, const Target &target, const QString &field);
// The questions a study's form asks on a queue's items, as each item expands it (for merges and a team's answer rules).
QuestionsOfQueue questionsOfQueue(ProjectStore &store);
// Writes a study package (models/store/packages/studypackage.h) with the item keys the benchmarks declare; PATH must
// not exist. `reveal` asks for the reveal package of a blind study.
Result<PackageSummary> exportStudyPackage(ProjectStore &master, const QString &study, const QString &annotator,
    const QString &path, bool reveal = false, UnitLengths lengths = UnitLengths::Refuse);

Result<FormDefinition> formForItem(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed = 0);
// The form a report opens with outside a study, expanded for it: its benchmark's first that fits, else report scoring.
FormDefinition reportFormFor(ProjectStore &store, const QString &benchmark, const Target &report);
// The form a target of a kind a benchmark declares (task-preference triples) opens with outside a study.
Result<FormDefinition> formForTarget(const Target &target);
// The form a round of a benchmark's comparisons is answered with outside a study (an open audit), as the benchmark
// declares it for its rounds; an error when it declares none.
Result<FormDefinition> roundFormOf(const QString &benchmark);
// A round of a benchmark's comparison browsed outside a study, as blocks: the benchmark's own, else its question and
// its two answers in the left/right order given.
QList<ItemBlock> roundBlocksOf(const QString &benchmark, const RoundRecord &round, bool leftIsA);
// A study item as the annotator may see it (models/forms/blinditem.h), made by the benchmark it belongs to: its
// blocks, the form expanded for it (before the commit without after-commit questions), the keys, and only for a
// committed request (or a form that shows the judge) what the judges decided, in the shown order.
Result<BlindItem> makeItem(ProjectStore &store, const ItemRequest &request);
// What draudit export writes besides the answers, as the benchmarks declare it.
QList<DataExport> dataExports();
// The demo project (or a large synthetic corpus): every benchmark's part, in one transaction; progress(done, total)
// is called per battle.
Result<DemoSummary> generateDemo(
    ProjectStore &store, const DemoOptions &options, const std::function<void(int, int)> &progress = {});
// The protocol's report.
Result<ReportTable> analyse(ProjectStore &store, const QString &protocol, const ReportRequest &request);
// The report as the paper's own tables in LaTeX (report --format latex): its protocol's layout, or its headline rows
// where the protocol has none or the layout finds none of its rows.
QByteArray paperTablesLatex(const ReportTable &report);
// The report in a file format (not XLSX, which only a file holds): JSON, CSV, or LaTeX as the paper's tables or, with
// `latexFull`, every row.
QByteArray reportBytes(const ReportTable &report, ReportFormat format, bool latexFull = false);
// The report written to a file, whole or not at all (a temporary file renamed into place): the command line's
// --out and the dashboard's Export Report… write the same bytes.
Result<void> saveReport(const ReportTable &report, ReportFormat format, const QString &path, bool latexFull = false);

} // namespace draudit::models
