// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A configuration's selection rate is the share of its shown tasks that were chosen, pooled over annotators.
#include "models/benchmarks/drarena/taskpreference.h"

#include "models/benchmarks/drarena/drarenabenchmark.h"
#include "models/core/resulttry.h"
#include "models/forms/target.h"
#include "models/io/inputfile.h"
#include "models/report/agreementrows.h"
#include "models/store/queries/catalog.h"
#include "models/store/queries/labelqueries.h"
#include "models/store/storage/projectstore.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace draudit::models {

Result<TaskTriples> readTaskTriples(ProjectStore &store, const QString &path)
{
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return fail(QCoreApplication::translate("draudit::models::TaskPreference", "cannot read the items: %1")
                        .arg(f.errorString()),
            path);
    TaskTriples out;
    static const QRegularExpression separator(QStringLiteral("[,\\t]"));
    int columns = 0;
    for (int line = 1; !f.atEnd(); ++line) {
        const QString text = QString::fromUtf8(f.readLine()).trimmed();
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        if (text.startsWith(QLatin1String("configurations:"), Qt::CaseInsensitive)) {
            for (const QString &name : text.section(QLatin1Char(':'), 1).split(separator, Qt::SkipEmptyParts))
                out.configurations << name.trimmed();
            continue;
        }
        const auto bad = [&](const QString &message) { return fail(message, path, line); };
        QList<qint64> ids;
        for (const QString &cell : text.split(separator, Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 id = cell.trimmed().toLongLong(&ok);
            if (!ok)
                return bad(QCoreApplication::translate("draudit::models::TaskPreference", "'%1' is not a round id")
                               .arg(cell.trimmed()));
            if (!Catalog(store).comparisonOfRound(id))
                return bad(QCoreApplication::translate("draudit::models::TaskPreference", "no round %1 in the project")
                               .arg(id));
            ids << id;
        }
        if (ids.size() < 2 || (columns && ids.size() != columns))
            return bad(QCoreApplication::translate(
                "draudit::models::TaskPreference", "expected %1 round ids (one per configuration), found %2")
                           .arg(columns ? columns : 3)
                           .arg(ids.size()));
        columns = static_cast<int>(ids.size());
        out.items << StudyCandidate { Target::roundList(kTaskTriple, ids), {}, {}, 0 };
    }
    if (out.items.isEmpty())
        return fail(QCoreApplication::translate("draudit::models::TaskPreference", "the file lists no items"), path);
    if (!out.configurations.isEmpty() && out.configurations.size() != columns)
        return fail(
            QCoreApplication::translate("draudit::models::TaskPreference", "%1 configuration names for %2 columns")
                .arg(out.configurations.size())
                .arg(columns),
            path);
    for (int c = static_cast<int>(out.configurations.size()); c < columns; ++c)
        out.configurations
            << QCoreApplication::translate("draudit::models::TaskPreference", "configuration %1").arg(c + 1);
    return out;
}

QString describeConfigurations(const QStringList &configurations)
{
    return QStringLiteral("; configurations: ") + configurations.join(QStringLiteral(", "));
}

QStringList configurationsOf(const QString &sampleDescription)
{
    const QString list = sampleDescription.section(QStringLiteral("; configurations: "), 1);
    QStringList out;
    for (const QString &name : list.split(QStringLiteral(", "), Qt::SkipEmptyParts))
        out << name;
    return out;
}

Result<ReportTable> analyseTaskPreference(ProjectStore &store, qint64 studyId)
{
    ReportTable t;
    t.protocol = kTaskPreferenceProtocol.toString();
    t.title = QCoreApplication::translate(
        "draudit::models::TaskPreference", "DR-Arena task preference: selection rate per generating configuration");
    DRAUDIT_TRY(study, StudyStore(store).studyById(studyId));
    const QStringList configurations = study ? configurationsOf(study->sample) : QStringList();
    for (const char *field : { "best_question", "best_checklist" }) {
        DRAUDIT_TRY(labels, LabelQueries(store).humanLabels(studyId, QString::fromLatin1(field), kTaskTriple));
        QList<std::pair<QString, QString>> answered; // (item, chosen round) of every annotator
        for (const auto &byTarget : std::as_const(labels))
            for (auto it = byTarget.begin(); it != byTarget.end(); ++it)
                answered.append({ it.key(), it.value() });
        QList<int> chosen(configurations.size(), 0);
        int answers = 0;
        for (const auto &[item, choice] : answered) {
            const QList<qint64> rounds = Target::parse(item).roundIds();
            const Target answer = Target::parse(choice);
            const qsizetype column
                = answer.kind() == Target::Kind::Round ? rounds.indexOf(answer.id()) : qsizetype { -1 };
            if (column < 0 || column >= chosen.size())
                continue;
            ++chosen[column];
            ++answers;
        }
        for (qsizetype c = 0; c < configurations.size() && answers > 0; ++c)
            t.rows << proportionRow(QStringLiteral("task preference: ") + QString::fromLatin1(field), configurations[c],
                QStringLiteral("selection_rate"), chosen[c], answers);
    }
    if (t.rows.isEmpty())
        t.notes << QCoreApplication::translate(
            "draudit::models::TaskPreference", "no task-preference answers in this study yet");
    return t;
}

} // namespace draudit::models
