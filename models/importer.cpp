// The registry of importers and format detection from a file's name and first 64 KiB.
#include "models/importer.h"

#include "models/annotationimporter.h"
#include "models/arenadashboardimporters.h"
#include "models/arenahistoryimporter.h"
#include "models/arenalogimporter.h"
#include "models/arenareplayimporter.h"
#include "models/arenataskimporter.h"
#include "models/arenatreeimporter.h"
#include "models/dr3importers.h"
#include "models/drbcriteriaimporter.h"
#include "models/drbenchgrrimporter.h"
#include "models/drbenchimporter.h"
#include "models/drbenchrunimporters.h"
#include "models/drbfactimporter.h"
#include "models/drbhumanimporter.h"
#include "models/drbqueryimporter.h"
#include "models/drbraceimporter.h"
#include "models/drbreportimporter.h"
#include "models/genericimporter.h"
#include "models/livedrbenchimporters.h"

#include <QFile>
#include <QFileInfo>

namespace draudit::models {

const QList<const Importer *> &importers()
{
    // Order matters for detection: the most specific signatures first.
    static const ArenaReplayImporter replay;
    static const ArenaLogImporter log;
    static const ArenaHistoryImporter history;
    static const ArenaTaskImporter arenaTasks;
    static const ArenaVerdictsImporter verdicts;
    static const ArenaBattlesImporter battles;
    static const ArenaTreeImporter tree;
    static const ArenaLeaderboardImporter leaderboard;
    static const LiveDrBenchImporter liveDr;
    static const LiveDrBenchPredictionsImporter livePreds;
    static const Dr3QueryImporter dr3Query;
    static const Dr3ChecklistImporter dr3Checklist;
    static const Dr3InsightsImporter dr3Insights;
    static const Dr3ReportImporter dr3Report;
    static const Dr3ResultImporter dr3Result;
    static const Dr3MetricImporter dr3Metric;
    static const DrbHumanImporter drbHuman;
    static const DrBenchLogImporter drBenchLog;
    static const DrBenchEvalImporter drBenchEval;
    static const GenericImporter generic;
    static const DrBenchImporter drBench;
    static const DrBenchGrrImporter drBenchGrr;
    static const DrbCriteriaImporter criteria;
    static const DrbRaceImporter race;
    static const DrbFactImporter fact;
    static const DrbReportImporter reports;
    static const DrbQueryImporter query;
    static const AnnotationImporter annotations;
    static const QList<const Importer *> list { &verdicts, &battles, &replay, &log, &history, &arenaTasks, &tree,
        &liveDr, &livePreds, &dr3Result, &dr3Metric, &dr3Checklist, &dr3Insights, &dr3Report, &dr3Query, &drbHuman,
        &drBenchLog, &drBenchEval, &drBench, &drBenchGrr, &criteria, &race, &fact, &reports, &query, &annotations,
        &leaderboard, &generic };
    return list;
}

const Importer *importerByFormat(const QString &format)
{
    for (const Importer *i : importers())
        if (i->format() == format)
            return i;
    return nullptr;
}

const Importer *detectImporter(const QString &path)
{
    if (QFile::exists(path + QStringLiteral(".mapping.json")))
        return importerByFormat(QStringLiteral("generic"));
    if (path.endsWith(QLatin1String(".mapping.json")))
        return nullptr; // a mapping is read with its data file, never imported on its own
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    const QByteArray head = f.read(64 * 1024);
    const QString name = QFileInfo(path).fileName();
    for (const Importer *i : importers())
        if (i->recognises(name, head))
            return i;
    return nullptr;
}

} // namespace draudit::models
