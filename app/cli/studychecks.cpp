// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit study checks`: attention checks, items of a study whose answers are known in advance.
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/cli/studyoptions.h"
#include "models/benchmarks/registry.h"
#include "models/store/studies/checkanswers.h"

#include <QCoreApplication>

namespace draudit::cli {

int runStudyChecks(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("draudit::cli::study", "Project file or URL."));
    p.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("draudit::cli::study", "CSV or JSONL with columns target, field, value."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    int code = Ok;
    if (!parseOptions(p, args,
            QCoreApplication::translate("draudit::cli::study",
                "Attention checks: items of the study whose answers are known in advance. Each annotator's accuracy "
                "on them is in the study's report; the answers never go into a package. Replaces the study's checks."),
            &code))
        return code;
    if (p.positionalArguments().size() < 2 || p.value(QStringLiteral("study")).isEmpty())
        return failStudy(
            QCoreApplication::translate("draudit::cli::study", "give the project, the file and --study"), Usage);
    auto store = openStudyProject(p);
    if (!store)
        return failStudy(store.error().toString());
    const auto study = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
    if (!study)
        return failStudy(study.error().toString());
    const auto form = models::readForm(study->formJson.toUtf8(), study->name);
    if (!form)
        return failStudy(form.error().toString());
    const auto answers = models::readCheckAnswers(p.positionalArguments().at(1), *form);
    if (!answers)
        return failStudy(answers.error().toString());
    const auto stored = models::CheckAnswerStore(**store).replace(study->id, *answers);
    if (!stored)
        return failStudy(stored.error().toString());
    printOut(
        QCoreApplication::translate("draudit::cli::study", "%1: %2 attention checks\n").arg(study->name).arg(*stored));
    return Ok;
}

} // namespace draudit::cli
