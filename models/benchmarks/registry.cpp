// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The list of benchmarks, and the lookups everything else makes through it.
#include "models/benchmarks/registry.h"

#include "models/benchmarks/deepresearchbench/deepresearchbenchbenchmark.h"
#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/benchmarks/drbench/drbenchbenchmark.h"
#include "models/benchmarks/generic/genericbenchmark.h"
#include "models/benchmarks/livedrbench/livedrbenchbenchmark.h"
#include "models/benchmarks/reportitem.h"
#include "models/core/resulttry.h"
#include "models/forms/formjson.h"
#include "models/report/answerbasisrows.h"
#include "models/report/checkrows.h"
#include "models/report/headlinetable.h"
#include "models/store/answerbasis.h"
#include "models/store/answerchanges.h"
#include "models/store/catalog.h"
#include "models/store/formanswers.h"
#include "models/store/studypackage.h"

#include <QCoreApplication>
#include <QMutex>
#include <QSaveFile>
#include <algorithm>
#include <array>
#include <atomic>
#include <iterator>
#include <map>
#include <memory>
#include <optional>

namespace draudit::models {

namespace {
// The benchmarks, in registration order: the built-in ones first, placed by the registry's constructor (a
// function-local static, so made once and thread-safely before anyone can read or register), then any registered
// later (a test's own benchmark). Each sits in a slot of its own that is written once, before the count that
// publishes it: readers take the count and read the slots below it without a lock, and a protocol's address stays
// valid for the program's life.
class Registry
{
public:
    static constexpr int kSlots = 32;

    static Registry &instance()
    {
        static Registry registry;
        return registry;
    }

    void add(Benchmark benchmark)
    {
        const QMutexLocker lock(&m_adding);
        const int n = m_count.load(std::memory_order_relaxed);
        if (n == kSlots)
            qFatal("draudit: more than %d benchmarks registered", kSlots);
        m_slots[static_cast<std::size_t>(n)].emplace(std::move(benchmark));
        m_count.store(n + 1, std::memory_order_release);
    }

    // The benchmarks registered so far, as a range.
    struct Range
    {
        const std::optional<Benchmark> *first;
        int count;
        struct Iterator
        {
            const std::optional<Benchmark> *at;
            const Benchmark &operator*() const { return **at; }
            Iterator &operator++()
            {
                ++at;
                return *this;
            }
            bool operator!=(const Iterator &other) const { return at != other.at; }
        };
        Iterator begin() const { return { first }; }
        Iterator end() const { return { first + count }; }
    };
    Range benchmarks() const { return { m_slots.data(), m_count.load(std::memory_order_acquire) }; }
    // Changes with every registration: what is derived from the list is built again.
    int generation() const { return m_count.load(std::memory_order_acquire); }

private:
    Registry()
    {
        for (Benchmark b : { drArenaBenchmark(), deepResearchBenchmark(), drBenchBenchmark(), liveDrBenchmark(),
                 dr3EvalBenchmark(), genericBenchmark() })
            add(std::move(b));
    }

    QMutex m_adding;
    std::array<std::optional<Benchmark>, kSlots> m_slots;
    std::atomic<int> m_count { 0 };
};

Registry::Range registered()
{
    return Registry::instance().benchmarks();
}
} // namespace

void registerBenchmark(Benchmark benchmark)
{
    // After the built-in ones, whenever it is called: the registry places those when it is made.
    Registry::instance().add(std::move(benchmark));
}

QList<Protocol> protocols()
{
    QList<Protocol> out;
    for (const Benchmark &b : registered())
        out << b.protocols;
    return out;
}

const Protocol *protocol(const QString &id)
{
    for (const Benchmark &b : registered())
        for (const Protocol &p : b.protocols)
            if (p.id.is(id))
                return &p;
    return nullptr;
}

QStringList protocolIds()
{
    QStringList out;
    for (const Protocol &p : protocols())
        out << p.id.toString();
    return out;
}

QStringList reportProtocolIds()
{
    QStringList out;
    for (const Protocol &p : protocols())
        if (p.analyse)
            out << p.id.toString();
    return out;
}

QList<NavigatorSection> navigatorSections()
{
    QList<NavigatorSection> out;
    for (const Benchmark &b : registered())
        out << b.sections;
    return out;
}

QStringList comparisonBenchmarks()
{
    QStringList out;
    for (const NavigatorSection &s : navigatorSections())
        if (s.source == NavigatorSection::Source::Comparisons)
            out << s.benchmark;
    return out;
}

QList<std::pair<QString, QString>> offeredForms()
{
    QList<std::pair<QString, QString>> out;
    for (const Benchmark &b : registered())
        for (const FormPreset &preset : b.forms)
            for (const auto &[name, title] : preset.offered)
                out.append({ name, QCoreApplication::translate("draudit::models::Benchmarks", title) });
    return out;
}

QString protocolOfHeld(const ProjectCounts &held)
{
    // In registration order: DR-Arena's battles before DeepResearch Bench's reports, and so on.
    for (const Benchmark &b : registered()) {
        // A benchmark with comparisons is held by them (DR-Arena's task-preference tasks alone fill no dashboard).
        const bool compares = std::any_of(b.sections.cbegin(), b.sections.cend(),
            [](const NavigatorSection &s) { return s.source == NavigatorSection::Source::Comparisons; });
        bool holds = false;
        for (const NavigatorSection &s : b.sections)
            holds = holds
                || (s.source == NavigatorSection::Source::Comparisons ? held.battles
                           : compares                                 ? 0
                                                                      : held.tasksOf(s.benchmark))
                    > 0;
        if (holds)
            for (const Protocol &p : b.protocols)
                if (p.dashboard != DashboardKind::None)
                    return p.id.toString();
    }
    return {};
}

AnswerPresentation answerPresentation(bool swapped)
{
    AnswerPresentation out { swapped, {} };
    for (const Benchmark &b : registered())
        out.transforms << b.answerTransforms;
    return out;
}

namespace {
// A package's items as the annotator sees them (PackageItemValues): made from the package's own rows.
Result<QList<std::pair<QString, QByteArray>>> packageItems(
    ProjectStore &package, const QString &studyName, const QString &annotator, bool reveal)
{
    DRAUDIT_TRY(study, StudyStore(package).study(studyName));
    DRAUDIT_TRY(queue, StudyStore(package).queue(study.id, annotator));
    DRAUDIT_TRY(form, readForm(study.formJson.toUtf8(), study.name));
    QList<std::pair<QString, QByteArray>> out;
    for (const QueueItem &q : std::as_const(queue)) {
        const qsizetype place = out.size() + 1;
        ItemRequest request;
        request.target = q.target;
        request.form = form;
        request.blind = study.blind;
        request.leftIsA = q.leftIsA;
        request.committed = reveal && q.status == QueueStatus::Done;
        request.heading = study.name;
        request.orderSeed = itemOrderSeed(study.seed, annotator, q.target);
        // An item the annotator could not be shown stops the package, named by its place in the queue (its target
        // in the package is an alias the owner does not know).
        const auto item = makeItem(package, request);
        if (!item)
            return fail(QCoreApplication::translate(
                "draudit::models::StudyPackage", "item %1 of %2's queue in study '%3' cannot be shown: %4")
                            .arg(place)
                            .arg(annotator, studyName, item.error().message));
        out.append({ q.target, blindItemToJson(*item) });
    }
    return out;
}
} // namespace

Result<PackageSummary> exportStudyPackage(ProjectStore &master, const QString &study, const QString &annotator,
    const QString &path, bool reveal, BattleLengths lengths)
{
    QList<ItemKeys> keys;
    for (const Benchmark &b : registered())
        keys << b.packageItemKeys;
    return writeStudyPackage(master, { study, annotator, path, reveal, lengths, keys, &packageItems });
}

QString defaultFormFor(const QString &id)
{
    const Protocol *p = protocol(id);
    return p ? p->defaultForm : QStringLiteral("blind-pairwise");
}

FormDefinition withPresetTitle(FormDefinition form)
{
    if (!form.id.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        if (const auto preset = formByName(form.id); preset && preset->id == form.id)
            form.title = preset->title;
    return form;
}

Result<FormDefinition> formByName(const QString &presetOrFile)
{
    const qsizetype colon = presetOrFile.indexOf(QLatin1Char(':'));
    const QString name = colon < 0 ? presetOrFile : presetOrFile.left(colon);
    for (const Benchmark &b : registered())
        for (const FormPreset &preset : b.forms) {
            if (preset.name != name)
                continue;
            if (colon < 0)
                return preset.make();
            if (preset.variant)
                if (auto form = preset.variant(presetOrFile.mid(colon + 1)))
                    return *form;
        }
    if (!presetOrFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return fail(QCoreApplication::translate(
            "draudit::models::FormJson", "no form preset '%1' (presets: %2; or give a .json form definition)")
                        .arg(presetOrFile, formPresets().join(QStringLiteral(", "))));
    return formFromFile(presetOrFile, expansionNames());
}

QStringList expansionNames()
{
    QStringList out;
    for (const Benchmark &b : registered())
        for (const Expansion &e : b.expansions)
            out << e.name;
    return out;
}

Result<FormDefinition> readForm(const QByteArray &json, const QString &file)
{
    return formFromJson(json, file, expansionNames());
}

QStringList formPresets()
{
    QStringList out;
    for (const Benchmark &b : registered())
        for (const FormPreset &preset : b.forms) {
            out << preset.name;
            for (const QString &variant : preset.listedVariants)
                out << preset.name + QLatin1Char(':') + variant;
        }
    return out;
}

const ImporterSet &importerSet()
{
    // One set per generation of the list, kept for the program's life (a caller may still hold the last one), built
    // again when a benchmark registers later (a test's own benchmark).
    static QMutex mutex;
    static std::map<int, std::unique_ptr<const ImporterSet>> sets;
    const int generation = Registry::instance().generation();
    const QMutexLocker lock(&mutex);
    std::unique_ptr<const ImporterSet> &set = sets[generation];
    if (!set) {
        QList<ImporterEntry> entries;
        for (const Benchmark &b : registered())
            entries << b.importers;
        std::stable_sort(entries.begin(), entries.end(),
            [](const ImporterEntry &a, const ImporterEntry &b) { return a.detectionOrder < b.detectionOrder; });
        QList<const Importer *> list;
        for (const ImporterEntry &e : entries)
            list << e.importer;
        set = std::make_unique<const ImporterSet>(list);
    }
    return *set;
}

const QList<const Importer *> &importers()
{
    return importerSet().all();
}

const Importer *importerByFormat(const QString &format)
{
    return importerSet().byFormat(format);
}

const Importer *mappedFileImporter()
{
    for (const Importer *i : importers())
        if (i->readsMappedFiles())
            return i;
    return nullptr;
}

const Importer *detectImporter(const QString &path)
{
    return importerSet().detect(path);
}

Result<ImportResult> importFile(ProjectStore &store, const QString &path, const ImportOptions &options)
{
    return importFile(store, path, importerSet(), options);
}

Result<QList<StudyCandidate>> studyCandidates(ProjectStore &store, const QString &id)
{
    const Protocol *p = protocol(id);
    if (!p)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "unknown protocol '%1' (%2)")
                        .arg(id, protocolIds().join(QStringLiteral(", "))));
    if (p->everyReport)
        return StudyStore(store).responseCandidates({}, comparisonBenchmarks());
    if (!p->candidates)
        return QList<StudyCandidate> {};
    return p->candidates(store);
}

Result<GivenItems> readGivenItems(ProjectStore &store, const QString &id, const QString &path)
{
    const Protocol *p = protocol(id);
    if (!p || !p->readItems)
        return fail(
            QCoreApplication::translate("draudit::models::StudyStore", "protocol '%1' takes no --items file").arg(id));
    return p->readItems(store, path);
}

Result<StudyInfo> createStudy(ProjectStore &store, const StudySpec &spec)
{
    return StudyStore(store).create(spec, [&]() -> Result<QList<StudyCandidate>> {
        if (const Protocol *p = protocol(spec.protocol); p && !p->candidates && !p->everyReport)
            return fail(p->itemsRequiredMessage);
        return studyCandidates(store, spec.protocol);
    });
}

namespace {
// The stored target and field of every question the study's form asks on the items.
Result<PackageQuestions> questionsOf(ProjectStore &store, const StudyInfo &study, const QList<QueueItem> &queue)
{
    DRAUDIT_TRY(form, readForm(study.formJson.toUtf8(), study.name));
    PackageQuestions out;
    // Sized once: a study of 25,000 items and 40 questions asks a million, and each rehash would move them all.
    out.byKey.reserve(queue.size() * std::max<qsizetype>(1, form.questions.size()));
    out.itemOfKey.reserve(out.byKey.capacity());
    out.formOfItem.reserve(queue.size());
    for (const QueueItem &item : queue) {
        if (out.formOfItem.contains(item.target))
            continue; // (a queue holds an item once; replacing its form would leave byKey pointing at the old one)
        DRAUDIT_TRY(expanded, formForItem(store, form, item.target, 0));
        const FormDefinition &kept = *out.formOfItem.insert(item.target, std::move(expanded));
        for (const FormQuestion &q : kept.questions) {
            const QuestionKey key = questionKey(q.storedTarget(item.target), q.storedField());
            out.byKey.insert(key, &q);
            out.itemOfKey.insert(key, item.target);
        }
    }
    return out;
}
} // namespace

Result<FormQuestion> studyQuestion(
    ProjectStore &store, const StudyInfo &study, const QString &annotator, const QString &target, const QString &field)
{
    DRAUDIT_TRY(queue, StudyStore(store).queue(study.id, annotator));
    if (queue.isEmpty()) {
        // A study not assigned yet takes answers on any of its items (an owner recording answers given elsewhere).
        DRAUDIT_TRY(assigned, StudyStore(store).status(study.name));
        if (assigned.assignments > 0)
            return fail(QCoreApplication::translate("draudit::cli::annotate", "%1 has no items in study %2")
                            .arg(annotator, study.name));
        DRAUDIT_TRY(items, StudyStore(store).sampleItems(study.id));
        for (const PlanItem &item : std::as_const(items))
            queue.append({ item.target, static_cast<int>(queue.size()), true, QueueStatus::Pending, 0, item.unit });
    }
    // The item the answer names is looked at first: a study of 25,000 items and 40 questions otherwise expands
    // every item's form (1.7 s and 195 MB for one answer). A question stored on another target than its item's (a
    // rubric item, a claim) is found in the whole queue, as before.
    const QuestionKey key = questionKey(target, field);
    QList<QueueItem> named;
    std::copy_if(queue.cbegin(), queue.cend(), std::back_inserter(named),
        [&target](const QueueItem &item) { return item.target == target; });
    auto asked = questionsOf(store, study, named);
    if (asked && !asked->byKey.contains(key))
        asked = questionsOf(store, study, queue);
    if (!asked)
        return tl::unexpected(asked.error());
    const auto q = asked->byKey.constFind(key);
    if (q == asked->byKey.constEnd())
        return fail(
            QCoreApplication::translate("draudit::cli::annotate", "'%1' on %2 is not a question of %3's items in %4")
                .arg(field.left(80), target.left(80), annotator, study.name));
    return **q;
}

QuestionsOfQueue questionsOfQueue(ProjectStore &store)
{
    return [&store](const StudyInfo &study, const QList<QueueItem> &queue) { return questionsOf(store, study, queue); };
}

Result<FormDefinition> formForItem(
    ProjectStore &store, const FormDefinition &form, const QString &itemTarget, std::uint64_t orderSeed)
{
    if (form.expand.isEmpty())
        return form;
    for (const Benchmark &b : registered())
        for (const Expansion &e : b.expansions)
            if (e.name == form.expand) {
                DRAUDIT_TRY(expanded, e.expand(store, form, itemTarget, orderSeed));
                expanded.expand.clear();
                return expanded;
            }
    FormDefinition out = form; // an expansion no benchmark provides asks the form's own questions
    out.expand.clear();
    return out;
}

namespace {
// The benchmark that makes an item: one declaring the target's kind, else the report's own benchmark, else the
// common report item.
Result<ItemMaker> itemMaker(ProjectStore &store, const QString &target)
{
    const Target parsed = Target::parse(target);
    for (const Benchmark &b : registered())
        for (const ItemView &v : b.itemViews)
            if (v.kind == parsed.kind())
                return v.make;
    if (parsed.responseId() <= 0)
        return fail(QCoreApplication::translate("draudit::models::Items", "%1 is not an item").arg(target));
    DRAUDIT_TRY(report, Catalog(store).report(parsed.responseId()));
    for (const Benchmark &b : registered())
        if (b.reportItem && !b.id.isEmpty() && b.id.is(report.benchmark))
            return b.reportItem;
    return &reportItem;
}

// The judges' answers to the form's questions, as the item shows them (a swapped verdict mirrored).
Result<QHash<QString, QString>> judgeAnswersAsShown(
    ProjectStore &store, const FormDefinition &form, const QString &target, bool swapped)
{
    DRAUDIT_TRY(answers, judgeAnswers(store, form, target));
    const AnswerPresentation shown = answerPresentation(swapped);
    for (const FormQuestion &q : form.questions)
        for (const AnswerTransform &t : shown.transforms)
            if (t.field == q.storedField() && answers.contains(q.id) && t.toShown)
                answers.insert(q.id, t.toShown(answers.value(q.id), swapped));
    return answers;
}

// What a blind item made in the master scrubs from every text: the names of the project's systems. A package's texts
// were scrubbed when it was written (and its systems are placeholders such as "Report"), so nothing is scrubbed there.
Result<NameScrubber> blindScrubber(ProjectStore &store, const ItemRequest &request)
{
    NameScrubber scrub;
    if (!request.blind)
        return scrub;
    DRAUDIT_TRY(package, packageIdentity(store));
    if (package)
        return scrub;
    DRAUDIT_TRY(names, Catalog(store).systemNames());
    for (const QString &name : std::as_const(names))
        scrub.add(name);
    return scrub;
}
} // namespace

Result<BlindItem> makeItem(ProjectStore &store, const ItemRequest &request)
{
    DRAUDIT_TRY(expanded, formForItem(store, request.form, request.target, request.orderSeed));
    FormDefinition form = expanded;
    form.hideJudgeUntilRevealed = form.hideJudgeUntilRevealed || request.blind;
    DRAUDIT_TRY(maker, itemMaker(store, request.target));
    DRAUDIT_TRY(item, maker(store, request, form));
    item.target = request.target;
    item.form = request.committed || !form.hasAfterCommit() ? form : form.beforeCommit();
    item.keys = keyMapFor(item.form);
    // Whether a judge answered the form's questions (a round's verdicts count too) is said before the commit, what it
    // answered only after.
    DRAUDIT_TRY(answers, judgeAnswersAsShown(store, form, request.target, item.swapped));
    item.judged = item.judged || !answers.isEmpty();
    if (!revealsJudge(request, form)) {
        item.revealed.reset();
    } else {
        if (!item.revealed)
            item.revealed = ItemReveal {};
        item.revealed->judgeAnswers = answers;
    }
    DRAUDIT_TRY(scrub, blindScrubber(store, request));
    return scrubbedItem(std::move(item), scrub);
}

Result<DemoSummary> generateDemo(
    ProjectStore &store, const DemoOptions &options, const std::function<void(int, int)> &progress)
{
    QList<DemoPart> parts;
    for (const Benchmark &b : registered())
        if (b.demo)
            parts << b.demo;
    return writeDemo(store, options, parts, progress);
}

QList<DataExport> dataExports()
{
    QList<DataExport> out;
    for (const Benchmark &b : registered())
        out << b.exports;
    return out;
}

FormDefinition reportFormFor(ProjectStore &store, const QString &benchmark, const QString &target)
{
    QStringList tried;
    for (const Benchmark &b : registered())
        if (b.id.is(benchmark))
            tried << b.reportForms;
    const bool own = !tried.isEmpty();
    if (!own)
        for (const Benchmark &b : registered())
            tried << b.reportForms; // a benchmark that declares none (a generic import's own name): any that fits
    tried.removeDuplicates();
    for (const QString &name : std::as_const(tried))
        if (const auto preset = formByName(name))
            if (const auto expanded = formForItem(store, *preset, target))
                return *expanded;
    // None fits: its own last form, whose expansion then says why when the item opens ("predicts no claims").
    return own ? formByName(tried.last()).value_or(FormDefinition {}) : FormDefinition {};
}

Result<FormDefinition> formForTarget(const QString &target)
{
    const Target::Kind kind = Target::parse(target).kind();
    for (const Benchmark &b : registered())
        for (const auto &[k, name] : b.targetForms)
            if (k == kind)
                return formByName(name);
    return fail(QCoreApplication::translate("draudit::models::FormDefinition", "no form opens %1").arg(target));
}

namespace {
// The fields a study's form asks after the commit or the reveal, as its first item expands the form (an expansion may
// ask a question after the commit that the stored form does not: DR-Arena's D2 in a study of whole battles).
Result<QSet<QString>> fieldsAskedAfterCommit(ProjectStore &store, qint64 studyId)
{
    QSet<QString> out;
    DRAUDIT_TRY(study, StudyStore(store).studyById(studyId));
    if (!study || study->formJson.isEmpty())
        return out;
    const auto form = readForm(study->formJson.toUtf8(), study->name);
    if (!form)
        return out; // a form this draudit cannot read asks nothing it knows of
    DRAUDIT_TRY(targets, StudyStore(store).sampleTargets(studyId));
    FormDefinition asked = *form;
    if (!targets.isEmpty())
        if (const auto expanded = formForItem(store, *form, targets.front()))
            asked = *expanded;
    for (const FormDefinition *f : { &*form, static_cast<const FormDefinition *>(&asked) })
        for (const FormQuestion &q : f->questions)
            if (q.afterCommit || q.afterReveal)
                out.insert(q.storedField());
    return out;
}
} // namespace

Result<ReportTable> analyse(ProjectStore &store, const QString &id, const ReportRequest &request)
{
    const Protocol *p = protocol(id);
    if (!p || !p->analyse)
        return fail(QCoreApplication::translate("draudit::cli::report", "unknown protocol '%1'; use %2")
                        .arg(id, reportProtocolIds().join(QStringLiteral(", "))));
    DRAUDIT_TRY(afterCommit, fieldsAskedAfterCommit(store, request.studyId));
    const AfterCommitFieldsScope asked(afterCommit);
    // The headline on blind answers (each as held at its item's first commit); when any changed after its commit, the
    // whole analysis again on the answers as stored now, every row named as that variant.
    DRAUDIT_TRY(table, [&] {
        const AnswerBasisScope blind(AnswerBasis::FirstCommit);
        return p->analyse(store, request);
    }());
    DRAUDIT_TRY(kinds, answerKinds(store, request.studyId));
    if (kinds.changedAfterCommit > 0) {
        const AnswerBasisScope final(AnswerBasis::Final);
        DRAUDIT_TRY(variant, p->analyse(store, request));
        for (ReportRow row : std::as_const(variant.rows)) {
            row.analysis = finalAnswersVariant() + QStringLiteral(": ") + row.analysis;
            row.headline = false;
            table.rows << row;
        }
    }
    if (!table.rows.isEmpty()) // a protocol with nothing to report stays empty
        appendAnswerBasis(table, kinds);
    DRAUDIT_TRY_VOID(appendCheckRows(store, request.studyId, table));
    return table;
}

QByteArray paperTablesLatex(const ReportTable &report)
{
    const Protocol *p = protocol(report.protocol);
    PaperLayout layout = p && p->paperTable ? p->paperTable(report) : PaperLayout {};
    const bool placed = std::any_of(
        layout.tables.cbegin(), layout.tables.cend(), [](const PaperTable &t) { return !t.rows.isEmpty(); });
    return renderPaperLayout(placed ? layout : headlineLayout(report), report);
}

QByteArray reportBytes(const ReportTable &report, ReportFormat format, bool latexFull)
{
    switch (format) {
    case ReportFormat::Json:
        return reportToJson(report);
    case ReportFormat::Csv:
        return reportToCsv(report);
    case ReportFormat::Latex:
        return latexFull ? reportToLatexLongtable(report) : paperTablesLatex(report);
    case ReportFormat::Xlsx:
        break;
    }
    return {};
}

Result<void> saveReport(const ReportTable &report, ReportFormat format, const QString &path, bool latexFull)
{
    if (format == ReportFormat::Xlsx)
        return writeReportXlsx(report, path);
    const QByteArray bytes = reportBytes(report, format, latexFull);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return fail(
            QCoreApplication::translate("draudit::cli::report", "cannot write %1: %2").arg(path, f.errorString()),
            path);
    return {};
}

} // namespace draudit::models
