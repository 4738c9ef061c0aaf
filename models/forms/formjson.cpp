// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Choice questions need at least two options with distinct values; only_if must name an earlier question.
#include "models/forms/formjson.h"

#include "models/core/resulttry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace draudit::models {

namespace {
Error bad(const QString &file, const QString &path, const QString &message)
{
    Error e;
    e.file = file;
    e.field = path;
    e.message = message;
    return e;
}
} // namespace

QByteArray formToJson(const FormDefinition &form)
{
    QJsonArray questions;
    for (const FormQuestion &q : form.questions) {
        QJsonObject o { { QStringLiteral("id"), q.id }, { QStringLiteral("text"), q.text },
            { QStringLiteral("kind"),
                q.kind == FormQuestion::Kind::FreeText
                    ? QStringLiteral("text")
                    : (q.kind == FormQuestion::Kind::Number ? QStringLiteral("number") : QStringLiteral("choice")) },
            { QStringLiteral("required"), q.required } };
        if (!q.judgeField.isEmpty())
            o.insert(QStringLiteral("judge_field"), q.judgeField);
        if (!q.judgeScale.isEmpty())
            o.insert(QStringLiteral("judge_scale"), q.judgeScale);
        if (!q.onlyIf.isEmpty())
            o.insert(QStringLiteral("only_if"), q.onlyIf);
        if (q.afterCommit)
            o.insert(QStringLiteral("after_commit"), true);
        if (q.afterReveal)
            o.insert(QStringLiteral("after_reveal"), true);
        for (const auto &[key, value] :
            { std::pair { "field", q.field }, std::pair { "target", q.target }, std::pair { "context", q.context } })
            if (!value.isEmpty())
                o.insert(QLatin1String(key), value);
        if (q.kind == FormQuestion::Kind::Number) {
            o.insert(QStringLiteral("min"), q.minimum);
            o.insert(QStringLiteral("max"), q.maximum);
        }
        QJsonArray options;
        for (const FormOption &opt : q.options) {
            QJsonObject option { { QStringLiteral("value"), opt.value }, { QStringLiteral("label"), opt.label } };
            if (opt.points)
                option.insert(QStringLiteral("points"), *opt.points);
            if (!opt.description.isEmpty())
                option.insert(QStringLiteral("description"), opt.description);
            options.append(option);
        }
        if (!options.isEmpty())
            o.insert(QStringLiteral("options"), options);
        questions.append(o);
    }
    QJsonObject root { { QStringLiteral("id"), form.id }, { QStringLiteral("title"), form.title },
        { QStringLiteral("hide_judge_until_committed"), form.hideJudgeUntilRevealed },
        { QStringLiteral("questions"), questions } };
    if (!form.expand.isEmpty())
        root.insert(QStringLiteral("expand"), form.expand);
    if (!form.guidelines.isEmpty())
        root.insert(QStringLiteral("guidelines"), form.guidelines);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

namespace {
// A question's kind and, for a scale or a number, its range (a Likert scale becomes one option per point).
Result<void> readKind(FormQuestion &q, const QJsonObject &o, const QString &file, const QString &at)
{
    const QString kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("choice"));
    static const QStringList kinds { QStringLiteral("choice"), QStringLiteral("likert"), QStringLiteral("number"),
        QStringLiteral("text") };
    if (!kinds.contains(kind))
        return tl::unexpected(bad(file, at + QStringLiteral(".kind"),
            QCoreApplication::translate("draudit::models::FormJson", "'%1' is not one of %2")
                .arg(kind, kinds.join(QStringLiteral(", ")))));
    q.kind = kind == QLatin1String("text")
        ? FormQuestion::Kind::FreeText
        : (kind == QLatin1String("number") ? FormQuestion::Kind::Number : FormQuestion::Kind::SingleChoice);
    if (kind != QLatin1String("likert") && kind != QLatin1String("number"))
        return {};
    const QJsonValue low = o.value(QStringLiteral("min")), high = o.value(QStringLiteral("max"));
    if (!low.isDouble() || !high.isDouble() || low.toDouble() >= high.toDouble()
        || (kind == QLatin1String("likert") && high.toDouble() - low.toDouble() > 20))
        return tl::unexpected(bad(file, at + QStringLiteral(".max"),
            QCoreApplication::translate(
                "draudit::models::FormJson", "a %1 question needs numbers min < max (a Likert scale at most 21 points)")
                .arg(kind)));
    q.minimum = low.toDouble();
    q.maximum = high.toDouble();
    if (kind == QLatin1String("likert"))
        q.options = FormOption::scale(static_cast<int>(q.minimum), static_cast<int>(q.maximum));
    return {};
}

// A scale's points described by value: "descriptions": {"0": "nothing relevant", "10": "expert quality"}.
Result<void> readScaleDescriptions(FormQuestion &q, const QJsonObject &o, const QString &file, const QString &at)
{
    const QJsonObject descriptions = o.value(QStringLiteral("descriptions")).toObject();
    for (auto it = descriptions.begin(); it != descriptions.end(); ++it) {
        const auto option = std::find_if(
            q.options.begin(), q.options.end(), [&it](const FormOption &opt) { return opt.value == it.key(); });
        if (option == q.options.end())
            return tl::unexpected(bad(file, at + QStringLiteral(".descriptions.") + it.key(),
                QCoreApplication::translate("draudit::models::FormJson", "'%1' is not one of the question's answers")
                    .arg(it.key())));
        option->description = it.value().toString();
    }
    return {};
}

Result<void> readOptions(FormQuestion &q, const QJsonObject &o, const QString &file, const QString &at)
{
    QStringList values;
    const QJsonArray options = o.value(QStringLiteral("options")).toArray();
    for (qsizetype j = 0; j < options.size(); ++j) {
        const QJsonObject opt = options[j].toObject();
        FormOption option { opt.value(QStringLiteral("value")).toString(),
            opt.value(QStringLiteral("label")).toString(), std::nullopt };
        option.description = opt.value(QStringLiteral("description")).toString();
        if (opt.contains(QStringLiteral("points"))) {
            if (!opt.value(QStringLiteral("points")).isDouble())
                return tl::unexpected(bad(file, at + QStringLiteral(".options[%1].points").arg(j),
                    QCoreApplication::translate("draudit::models::FormJson", "points must be a number")));
            option.points = opt.value(QStringLiteral("points")).toDouble();
        }
        if (option.value.isEmpty() || values.contains(option.value))
            return tl::unexpected(bad(file, at + QStringLiteral(".options[%1].value").arg(j),
                option.value.isEmpty()
                    ? QCoreApplication::translate("draudit::models::FormJson", "every option needs a value")
                    : QCoreApplication::translate("draudit::models::FormJson", "'%1' is used twice")
                          .arg(option.value)));
        if (option.label.isEmpty())
            option.label = option.value;
        values << option.value;
        q.options << option;
    }
    return {};
}

// Question i of the form; `seen` holds the ids of the questions before it.
Result<FormQuestion> readQuestion(
    const QJsonObject &o, qsizetype i, const QStringList &seen, const FormDefinition &form, const QString &file)
{
    const QString at = QStringLiteral("questions[%1]").arg(i);
    FormQuestion q;
    q.id = o.value(QStringLiteral("id")).toString();
    q.text = o.value(QStringLiteral("text")).toString();
    q.judgeField = o.value(QStringLiteral("judge_field")).toString();
    q.judgeScale = o.value(QStringLiteral("judge_scale")).toString();
    q.onlyIf = o.value(QStringLiteral("only_if")).toString();
    q.required = o.value(QStringLiteral("required")).toBool(true);
    q.field = o.value(QStringLiteral("field")).toString();
    q.target = o.value(QStringLiteral("target")).toString();
    q.context = o.value(QStringLiteral("context")).toString();
    q.afterCommit = o.value(QStringLiteral("after_commit")).toBool(false);
    q.afterReveal = o.value(QStringLiteral("after_reveal")).toBool(false);
    if (q.id.isEmpty() || seen.contains(q.id))
        return tl::unexpected(bad(file, at + QStringLiteral(".id"),
            q.id.isEmpty() ? QCoreApplication::translate("draudit::models::FormJson", "every question needs an id")
                           : QCoreApplication::translate("draudit::models::FormJson", "'%1' is used twice").arg(q.id)));
    DRAUDIT_TRY_VOID(readKind(q, o, file, at));
    DRAUDIT_TRY_VOID(readOptions(q, o, file, at));
    DRAUDIT_TRY_VOID(readScaleDescriptions(q, o, file, at));
    if (q.kind == FormQuestion::Kind::SingleChoice && q.options.size() < 2 && form.expand != QLatin1String("tasks"))
        return tl::unexpected(bad(file, at + QStringLiteral(".options"),
            QCoreApplication::translate("draudit::models::FormJson", "a choice question needs at least two options")));
    if (!q.onlyIf.isEmpty() && !seen.contains(q.onlyIf.section(QLatin1Char('='), 0, 0)))
        return tl::unexpected(bad(file, at + QStringLiteral(".only_if"),
            QCoreApplication::translate("draudit::models::FormJson", "'%1' does not name an earlier question")
                .arg(q.onlyIf)));
    return q;
}
} // namespace

Result<FormDefinition> formFromJson(const QByteArray &json, const QString &file, const QStringList &expansions)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return tl::unexpected(bad(file, {},
            QCoreApplication::translate("draudit::models::FormJson", "not a form definition (a JSON object): %1")
                .arg(parseError.error != QJsonParseError::NoError
                        ? parseError.errorString()
                        : QCoreApplication::translate("draudit::models::FormJson", "not an object"))));
    const QJsonObject root = doc.object();
    FormDefinition form;
    form.id = root.value(QStringLiteral("id")).toString();
    form.title = root.value(QStringLiteral("title")).toString(form.id);
    form.hideJudgeUntilRevealed = root.value(QStringLiteral("hide_judge_until_committed")).toBool(true);
    form.expand = root.value(QStringLiteral("expand")).toString();
    form.guidelines = root.value(QStringLiteral("guidelines")).toString();
    if (!form.expand.isEmpty() && !expansions.contains(form.expand))
        return tl::unexpected(bad(file, QStringLiteral("expand"),
            QCoreApplication::translate("draudit::models::FormJson", "'%1' is not one of %2")
                .arg(form.expand, expansions.join(QStringLiteral(", ")))));
    if (form.id.isEmpty())
        return tl::unexpected(bad(file, QStringLiteral("id"),
            QCoreApplication::translate("draudit::models::FormJson", "the form needs an id")));
    const QJsonArray questions = root.value(QStringLiteral("questions")).toArray();
    // A form with an expansion may have its questions from the item alone (rubric, dr3-items).
    if (questions.isEmpty() && form.expand.isEmpty())
        return tl::unexpected(bad(file, QStringLiteral("questions"),
            QCoreApplication::translate("draudit::models::FormJson", "the form has no questions")));
    QStringList seen;
    for (qsizetype i = 0; i < questions.size(); ++i) {
        DRAUDIT_TRY(q, readQuestion(questions[i].toObject(), i, seen, form, file));
        seen << q.id;
        form.questions << q;
    }
    return form;
}

Result<FormDefinition> formFromFile(const QString &path, const QStringList &expansions)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::FormJson", "cannot read the form definition: %1")
                        .arg(f.errorString()),
            path);
    return formFromJson(f.readAll(), path, expansions);
}

} // namespace draudit::models
