// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// drarena: its protocols, importers and item expansions, declared once.
#include "models/benchmarks/drarena/drarenabenchmark.h"

#include "models/benchmarks/benchmark.h"
#include "models/benchmarks/drarena/arenaanalysis.h"
#include "models/benchmarks/drarena/arenadashboardimporters.h"
#include "models/benchmarks/drarena/arenademo.h"
#include "models/benchmarks/drarena/arenaforms.h"
#include "models/benchmarks/drarena/arenahistoryimporter.h"
#include "models/benchmarks/drarena/arenaitem.h"
#include "models/benchmarks/drarena/arenalatex.h"
#include "models/benchmarks/drarena/arenalogimporter.h"
#include "models/benchmarks/drarena/arenaqueries.h"
#include "models/benchmarks/drarena/arenareplayimporter.h"
#include "models/benchmarks/drarena/arenataskimporter.h"
#include "models/benchmarks/drarena/arenatreeimporter.h"
#include "models/benchmarks/drarena/arenaverdict.h"
#include "models/benchmarks/drarena/auditexpansion.h"
#include "models/benchmarks/drarena/taskexpansion.h"
#include "models/benchmarks/drarena/taskpreference.h"
#include "models/core/resulttry.h"

#include <QCoreApplication>

namespace draudit::models {

namespace {
QString mirroredWhenSwapped(const QString &verdict, bool swapped)
{
    return swapped ? arena::mirrored(verdict) : verdict;
}

Result<ReportTable> analyseRounds(ProjectStore &store, const ReportRequest &request)
{
    ArenaAnalysisOptions o;
    if (!request.field.isEmpty())
        o.verdictField = request.field;
    o.studyId = request.studyId;
    o.bootstrap = request.bootstrap;
    o.seed = request.seed;
    o.families = request.families;
    o.aliases = request.aliases;
    return analyseArena(store, o);
}

Result<ReportTable> analyseTasks(ProjectStore &store, const ReportRequest &request)
{
    return analyseTaskPreference(store, request.studyId);
}

} // namespace

Benchmark drArenaBenchmark()
{
    static const ArenaVerdictsImporter verdicts;
    static const ArenaBattlesImporter battles;
    static const ArenaReplayImporter replay;
    static const ArenaLogImporter log;
    static const ArenaHistoryImporter history;
    static const ArenaTaskImporter tasks;
    static const ArenaTreeImporter tree;
    static const ArenaLeaderboardImporter leaderboard;
    Benchmark b;
    b.id = kDrArena;
    {
        Protocol p;
        p.id = kDrArenaProtocol;
        p.defaultForm = QStringLiteral("blind-pairwise");
        p.analyse = analyseRounds;
        p.paperTable = arenaPaperTable;
        p.candidates = [](ProjectStore &store) { return ArenaQueries(store).roundCandidates(); };
        p.dashboard = DashboardKind::Verdicts;
        p.answerCategories = 5;
        p.strata = { QStringLiteral("model_pair"), QStringLiteral("task"), QStringLiteral("domain"),
            QStringLiteral("language"), QStringLiteral("verdict"), QStringLiteral("round"), QStringLiteral("tree") };
        p.unitNoun = QString::fromLatin1(QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "battles"));
        p.unitDetail = QString::fromLatin1(QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "every round, in order"));
        p.unitTexts = { QT_TRANSLATE_NOOP(
                            "draudit::models::Benchmarks", "Number of whole battles (every round, in order)"),
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Percent of whole battles"),
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Every battle to"),
            QT_TRANSLATE_N_NOOP("draudit::models::Benchmarks",
                "About %1 rounds of whole battles to %n annotator(s), each battle to the same annotators in round "
                "order."),
            2.5, 0.3,
            QT_TRANSLATE_NOOP("draudit::models::Benchmarks",
                "Drawn as whole battles (say 2.5 rounds each, intra-battle correlation 0.3, design effect %1): about "
                "%2 rounds in %3 battles.") };
        b.protocols << p;
    }
    {
        Protocol p;
        p.id = kTaskPreferenceProtocol;
        p.defaultForm = QStringLiteral("task-preference");
        p.analyse = analyseTasks;
        p.itemsRequiredMessage = QCoreApplication::translate("draudit::models::StudyStore",
            "a task-preference study needs its items: three round ids per line, one column per configuration");
        p.strata = {};
        p.readItems = [](ProjectStore &store, const QString &path) -> Result<GivenItems> {
            DRAUDIT_TRY(triples, readTaskTriples(store, path));
            return GivenItems { triples.items, describeConfigurations(triples.configurations) };
        };
        b.protocols << p;
    }
    b.forms = { { .name = QStringLiteral("blind-pairwise"),
                    .make = blindPairwiseForm,
                    .offered = { { QStringLiteral("blind-pairwise"),
                        QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Blind pairwise verdict") } } },
        { .name = QStringLiteral("pipeline-audit"),
            .make = pipelineAuditForm,
            .offered = { { QStringLiteral("pipeline-audit"),
                QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "DR-Arena pipeline audit (A1–D2)") } } },
        { .name = QStringLiteral("task-preference"), .make = taskPreferenceForm } };
    b.importers = { { 10, &verdicts }, { 20, &battles }, { 30, &replay }, { 40, &log }, { 50, &history },
        { 60, &tasks }, { 70, &tree }, { 270, &leaderboard } };
    b.expansions = { { QStringLiteral("tasks"), expandTasks }, { QStringLiteral("battle-round"), expandBattleRound } };
    b.targetForms = { { kTaskTriple, QStringLiteral("task-preference") },
        { Target::Kind::Round, QStringLiteral("blind-pairwise") } };
    b.roundBlocks = arena::roundBlocks;
    b.demo = arenaDemo;
    b.itemViews = { { Target::Kind::Round, arena::roundItem }, { kTaskTriple, arena::tasksItem } };
    b.sections = { { kDrArena.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "Battles"),
                       NavigatorSection::Source::Comparisons },
        { kDrArenaTasks.toString(), QT_TRANSLATE_NOOP("draudit::models::Benchmarks", "DR-Arena tasks") } };
    // Stored verdicts say A and B as the data does; on screen "A" is whatever answer is on the left.
    b.answerTransforms = { { QStringLiteral("C1"), mirroredWhenSwapped, mirroredWhenSwapped } };
    return b;
}

} // namespace draudit::models
