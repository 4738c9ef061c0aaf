// Human answers are text in the store; a value that is not a number is left out (it cannot be averaged).
#include "models/report/scoredreports.h"

#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/store/projectstore.h"
#include "models/store/statementcache.h"

#include <QHash>
#include <numeric>

namespace draudit::models {

double ScoredReport::humanMean() const
{
    if (human.isEmpty())
        return 0;
    return std::accumulate(human.begin(), human.end(), 0.0) / static_cast<double>(human.size());
}

namespace {
// (task, model) of a target, from the store for reports and from the text for placeholders.
class TargetNames
{
public:
    explicit TargetNames(ProjectStore &store)
        : m_store(store)
    {
    }
    std::optional<std::pair<QString, QString>> of(const QString &target)
    {
        if (const auto it = m_cache.constFind(target); it != m_cache.constEnd())
            return *it;
        std::optional<std::pair<QString, QString>> found;
        if (const Target parsed = Target::parse(target); parsed.kind() == Target::Kind::Response) {
            auto q = runQuery(m_store.database(),
                QStringLiteral("SELECT t.external_id, s.name FROM responses r JOIN tasks t ON t.id = r.task_id JOIN "
                               "systems s ON s.id = r.system_id WHERE r.id = ?"),
                { parsed.id() });
            if (q && q->next())
                found = std::pair { q->value(0).toString(), q->value(1).toString() };
        } else if (const qsizetype colon = target.indexOf(QLatin1Char(':')), at = target.lastIndexOf(QLatin1Char('@'));
                   colon > 0 && at > colon)
            found = std::pair { target.mid(colon + 1, at - colon - 1), target.mid(at + 1) };
        m_cache.insert(target, found);
        return found;
    }

private:
    ProjectStore &m_store;
    QHash<QString, std::optional<std::pair<QString, QString>>> m_cache;
};
} // namespace

Result<QList<ScoredReport>> scoredReports(ProjectStore &store, const ScoreSource &source)
{
    TargetNames names(store);
    QMap<std::pair<QString, QString>, ScoredReport> reports;
    DRAUDIT_TRY(judged,
        runQuery(store.database(),
            QStringLiteral("SELECT jr.target, jr.score FROM judge_records jr JOIN judges j ON j.id = jr.judge_id WHERE "
                           "j.name = ? AND jr.field = ? AND jr.score IS NOT NULL"),
            { source.judgeName, source.judgeField }));
    while (judged.next()) {
        QString target = judged.value(0).toString();
        if (!source.targetSuffix.isEmpty()) {
            if (!target.endsWith(source.targetSuffix))
                continue;
            target.chop(source.targetSuffix.size());
        } else if (target.contains(QLatin1Char('#')))
            continue;
        const auto key = names.of(target);
        if (!key)
            continue;
        ScoredReport &r = reports[*key];
        r.task = key->first;
        r.model = key->second;
        r.method = judged.value(1).toDouble();
    }
    DRAUDIT_TRY(answered,
        runQuery(store.database(),
            QStringLiteral("SELECT n.name, a.target, a.value FROM annotations a JOIN annotators n ON n.id = "
                           "a.annotator_id WHERE a.field = ? AND a.study_id = ? AND a.value <> ''"),
            { source.humanField, source.studyId }));
    while (answered.next()) {
        bool ok = false;
        const double value = answered.value(2).toString().toDouble(&ok);
        const auto key = names.of(answered.value(1).toString());
        if (!ok || !key || !reports.contains(*key))
            continue;
        reports[*key].human.insert(answered.value(0).toString(), value);
    }
    QList<ScoredReport> out;
    for (const ScoredReport &r : std::as_const(reports))
        if (!r.human.isEmpty())
            out << r;
    return out;
}

} // namespace draudit::models
