// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The blinding rule, in one place: what no item may show before its commit, read from the project itself (model
// names, battle ids that carry them, the judges' reasoning, the evolution a verdict decided) plus the words the
// views write around verdict-derived data. The model walk (tst_blinditems: every protocol's items as values and
// their JSON) and the widget walk (tests/app/blindtesting.h: every widget of the workbench) both apply it.
// The fixture: the demo project with this repository's import fixtures, model names planted in battle ids and
// titles as real ids have them, and one blind study per protocol.
#pragma once

#include "models/benchmarks/registry.h"
#include "models/demo/demogenerator.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

namespace draudit::tests {

inline QStringList blindSecrets(QSqlDatabase &db)
{
    QStringList out;
    QSqlQuery q(db);
    for (const QString &sql : {
             QStringLiteral("SELECT name FROM systems"),
             QStringLiteral("SELECT DISTINCT external_id FROM comparisons"),
             // A FACT record's "reasoning" is the statement the human is asked about, not a decision.
             QStringLiteral("SELECT DISTINCT substr(reasoning, 1, 60) FROM judge_records WHERE length(reasoning) > 30 "
                            "AND field NOT IN ('support', 'citation')"),
             QStringLiteral("SELECT DISTINCT evolution FROM rounds WHERE length(evolution) > 8"),
         }) {
        q.exec(sql);
        while (q.next())
            out << q.value(0).toString();
    }
    // What the views write around verdict-derived data.
    out << QStringLiteral("evolution:") << QStringLiteral("Judge:") << QStringLiteral("· loser failure")
        << QStringLiteral("· tie quality") << QStringLiteral("dr-arena-examiner") << QStringLiteral("chart with data");
    out.removeAll(QString());
    return out;
}

// The first secret (or a round's place, "Round 3 · depth 2") a text shows, or an empty string.
inline QString blindLeak(const QString &text, const QStringList &secrets)
{
    static const QRegularExpression roundLine(QStringLiteral("Round \\d+ · depth"));
    for (const QString &secret : secrets)
        if (text.contains(secret, Qt::CaseInsensitive))
            return secret;
    const QRegularExpressionMatch place = roundLine.match(text);
    return place.hasMatch() ? place.captured(0) : QString();
}

// The demo project (small), the import fixtures, and model names planted in battle ids and titles.
inline bool makeBlindDemo(const QString &path)
{
    auto store = models::ProjectStore::create(path);
    if (!store)
        return false;
    models::DemoOptions o;
    o.battles = 6;
    o.answerWords = 40;
    o.reportWords = 80;
    if (!models::generateDemo(**store, o))
        return false;
    for (const QString &file :
        models::expandImportPaths(qEnvironmentVariable("DRAUDIT_TEST_DATA") + QStringLiteral("/import")))
        if (models::detectImporter(file))
            models::importFile(**store, file, {});
    QSqlQuery named((*store)->database());
    // Answers and reports that name their model in their text (JSON claim lists keep their shape).
    return named.exec(QStringLiteral(
               "UPDATE comparisons SET external_id = (SELECT name FROM systems WHERE id = system_a) || '_vs_' || "
               "(SELECT name FROM systems WHERE id = system_b), title = title || ' — ' || (SELECT name FROM systems "
               "WHERE id = system_b)"))
        && named.exec(QStringLiteral(
            "UPDATE responses SET text = text || ' (As ' || (SELECT upper(name) FROM systems WHERE id = system_id) "
            "|| ', I checked this.)' WHERE substr(ltrim(text), 1, 1) NOT IN ('{', '[')"));
}

// "blind PROTOCOL" (or "blind PROTOCOL · FORM" for another form than the protocol's default): two items (two units)
// of the protocol, assigned to ann.
inline QString blindStudyName(const QString &protocol, const QString &form = {})
{
    return QStringLiteral("blind ") + protocol + (form.isEmpty() ? QString() : QStringLiteral(" · ") + form);
}

inline models::Result<models::StudyInfo> blindStudy(
    models::ProjectStore &store, const QString &protocol, const QString &form = {})
{
    models::StudySpec spec;
    spec.name = blindStudyName(protocol, form);
    spec.protocol = protocol;
    auto preset = models::formByName(form.isEmpty() ? models::defaultFormFor(protocol) : form);
    if (!preset)
        return tl::unexpected(preset.error());
    spec.form = *preset;
    spec.sample.kind = models::SampleSpec::Kind::Count;
    spec.sample.amount = 2;
    spec.sample.seed = 11;
    if (protocol == QLatin1String("task-preference"))
        spec.items = { { models::Target::parse(QStringLiteral("rounds:1,2,3")), {} },
            { models::Target::parse(QStringLiteral("rounds:4,5,6")), {} } };
    auto created = models::createStudy(store, spec);
    if (!created)
        return created;
    if (const auto assigned = models::StudyStore(store).assign(spec.name, { QStringLiteral("ann") }, {}); !assigned)
        return tl::unexpected(assigned.error());
    return created;
}

} // namespace draudit::tests
