// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which questions apply, what is missing, and the running total of points; the presets are in formpresets.cpp.
#include "models/forms/formdefinition.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace draudit {
namespace models {

QList<FormOption> FormOption::scale(int low, int high)
{
    QList<FormOption> out;
    for (int v = low; v <= high; ++v)
        out << FormOption { QString::number(v), QString::number(v) };
    return out;
}

const FormQuestion *FormDefinition::question(const QString &id) const
{
    for (const FormQuestion &q : questions)
        if (q.id == id)
            return &q;
    return nullptr;
}

bool FormDefinition::applies(const FormQuestion &q, const QHash<QString, QString> &answers) const
{
    if (q.onlyIf.isEmpty())
        return true;
    const QString field = q.onlyIf.section(QLatin1Char('='), 0, 0);
    const QStringList values = q.onlyIf.section(QLatin1Char('='), 1).split(QLatin1Char('|'));
    return values.contains(answers.value(field));
}

FormDefinition FormDefinition::beforeCommit() const
{
    FormDefinition out = *this;
    out.questions.removeIf([](const FormQuestion &q) { return q.afterCommit; });
    return out;
}

bool FormDefinition::hasAfterCommit() const
{
    return std::any_of(questions.cbegin(), questions.cend(), [](const FormQuestion &q) { return q.afterCommit; });
}

QStringList FormDefinition::missing(const QHash<QString, QString> &answers) const
{
    QStringList out;
    for (const FormQuestion &q : questions)
        if (q.required && applies(q, answers) && answers.value(q.id).trimmed().isEmpty())
            out << q.id;
    return out;
}

std::optional<double> FormQuestion::pointsOf(const QString &value) const
{
    for (const FormOption &o : options)
        if (o.value == value)
            return o.points;
    return std::nullopt;
}

bool FormQuestion::accepts(const QString &value) const
{
    switch (kind) {
    case Kind::SingleChoice:
        return std::any_of(options.begin(), options.end(), [&](const FormOption &o) { return o.value == value; });
    case Kind::Number: {
        bool ok = false;
        const double v = value.toDouble(&ok);
        return ok && std::isfinite(v) && v >= minimum && v <= maximum;
    }
    case Kind::FreeText:
        return true;
    }
    return false;
}

std::optional<double> FormQuestion::maxPoints() const
{
    std::optional<double> best;
    for (const FormOption &o : options)
        if (o.points && (!best || *o.points > *best))
            best = o.points;
    return best;
}

FormPoints FormDefinition::points(const QHash<QString, QString> &answers) const
{
    FormPoints p;
    for (const FormQuestion &q : questions) {
        const auto most = q.maxPoints();
        if (!most || !applies(q, answers))
            continue;
        ++p.items;
        p.max += *most;
        if (const auto got = q.pointsOf(answers.value(q.id))) {
            p.got += *got;
            ++p.answered;
        }
    }
    return p;
}

namespace {
QString presetText(const QString &text)
{
    // The presets' texts are translated under this context (models/benchmarks/*/…forms.cpp).
    return text.isEmpty() ? text
                          : QCoreApplication::translate("draudit::models::FormDefinition", text.toUtf8().constData());
}
} // namespace

FormDefinition FormDefinition::displayed() const
{
    FormDefinition out = *this;
    out.title = presetText(title);
    for (FormQuestion &q : out.questions) {
        q.text = presetText(q.text);
        for (FormOption &o : q.options) {
            o.label = presetText(o.label);
            o.description = presetText(o.description);
        }
    }
    return out;
}

} // namespace models
} // namespace draudit
