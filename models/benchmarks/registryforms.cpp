// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The forms the benchmarks offer: presets by name, expansions, and the forms reports and targets open with.
#include "models/benchmarks/registered.h"
#include "models/benchmarks/registry.h"
#include "models/core/resulttry.h"
#include "models/forms/formjson.h"

#include <QCoreApplication>

namespace draudit::models {

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

Result<FormDefinition> formForItem(
    ProjectStore &store, const FormDefinition &form, const Target &item, std::uint64_t orderSeed)
{
    if (form.expand.isEmpty())
        return form;
    for (const Benchmark &b : registered())
        for (const Expansion &e : b.expansions)
            if (e.name == form.expand) {
                DRAUDIT_TRY(expanded, e.expand(store, form, item, orderSeed));
                expanded.expand.clear();
                return expanded;
            }
    FormDefinition out = form; // an expansion no benchmark provides asks the form's own questions
    out.expand.clear();
    return out;
}

FormDefinition reportFormFor(ProjectStore &store, const QString &benchmark, const Target &report)
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
            if (const auto expanded = formForItem(store, *preset, report))
                return *expanded;
    // None fits: its own last form, whose expansion then says why when the item opens ("predicts no claims").
    return own ? formByName(tried.last()).value_or(FormDefinition {}) : FormDefinition {};
}

Result<FormDefinition> roundFormOf(const QString &benchmark)
{
    for (const Benchmark &b : registered())
        if (!b.id.isEmpty() && b.id.is(benchmark))
            for (const auto &[k, name] : b.targetForms)
                if (k == Target::Kind::Round)
                    return formByName(name);
    return fail(QCoreApplication::translate("draudit::models::FormDefinition", "no form opens the rounds of %1")
                    .arg(benchmark));
}

Result<FormDefinition> formForTarget(const Target &target)
{
    // A kind only one benchmark gives a form to opens with it; a kind several do (a round: every comparison's) is the
    // target's own benchmark's to choose (roundFormOf), never the first one listed.
    const Target::Kind &kind = target.kind();
    QStringList names;
    for (const Benchmark &b : registered())
        for (const auto &[k, name] : b.targetForms)
            if (k == kind)
                names << name;
    if (names.size() == 1)
        return formByName(names.front());
    return fail(
        QCoreApplication::translate("draudit::models::FormDefinition", "no form opens %1").arg(target.toString()));
}

} // namespace draudit::models
