// Choice questions need at least two options with distinct values; only_if must name an earlier question.
#include "models/formjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
                q.kind == FormQuestion::Kind::FreeText ? QStringLiteral("text") : QStringLiteral("choice") },
            { QStringLiteral("required"), q.required } };
        if (!q.judgeField.isEmpty())
            o.insert(QStringLiteral("judge_field"), q.judgeField);
        if (!q.onlyIf.isEmpty())
            o.insert(QStringLiteral("only_if"), q.onlyIf);
        QJsonArray options;
        for (const FormOption &opt : q.options)
            options.append(
                QJsonObject { { QStringLiteral("value"), opt.value }, { QStringLiteral("label"), opt.label } });
        if (!options.isEmpty())
            o.insert(QStringLiteral("options"), options);
        questions.append(o);
    }
    return QJsonDocument(QJsonObject { { QStringLiteral("id"), form.id }, { QStringLiteral("title"), form.title },
                             { QStringLiteral("hide_judge_until_committed"), form.hideJudgeUntilCommitted },
                             { QStringLiteral("questions"), questions } })
        .toJson(QJsonDocument::Compact);
}

Result<FormDefinition> formFromJson(const QByteArray &json, const QString &file)
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
    form.hideJudgeUntilCommitted = root.value(QStringLiteral("hide_judge_until_committed")).toBool(true);
    if (form.id.isEmpty())
        return tl::unexpected(bad(file, QStringLiteral("id"),
            QCoreApplication::translate("draudit::models::FormJson", "the form needs an id")));
    const QJsonArray questions = root.value(QStringLiteral("questions")).toArray();
    if (questions.isEmpty())
        return tl::unexpected(bad(file, QStringLiteral("questions"),
            QCoreApplication::translate("draudit::models::FormJson", "the form has no questions")));
    QStringList seen;
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QString at = QStringLiteral("questions[%1]").arg(i);
        const QJsonObject o = questions[i].toObject();
        FormQuestion q;
        q.id = o.value(QStringLiteral("id")).toString();
        q.text = o.value(QStringLiteral("text")).toString();
        q.judgeField = o.value(QStringLiteral("judge_field")).toString();
        q.onlyIf = o.value(QStringLiteral("only_if")).toString();
        q.required = o.value(QStringLiteral("required")).toBool(true);
        const QString kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("choice"));
        if (q.id.isEmpty() || seen.contains(q.id))
            return tl::unexpected(bad(file, at + QStringLiteral(".id"),
                q.id.isEmpty()
                    ? QCoreApplication::translate("draudit::models::FormJson", "every question needs an id")
                    : QCoreApplication::translate("draudit::models::FormJson", "'%1' is used twice").arg(q.id)));
        if (kind != QLatin1String("choice") && kind != QLatin1String("text"))
            return tl::unexpected(bad(file, at + QStringLiteral(".kind"),
                QCoreApplication::translate("draudit::models::FormJson", "'%1' is not choice or text").arg(kind)));
        q.kind = kind == QLatin1String("text") ? FormQuestion::Kind::FreeText : FormQuestion::Kind::SingleChoice;
        QStringList values;
        const QJsonArray options = o.value(QStringLiteral("options")).toArray();
        for (qsizetype j = 0; j < options.size(); ++j) {
            const QJsonObject opt = options[j].toObject();
            FormOption option { opt.value(QStringLiteral("value")).toString(),
                opt.value(QStringLiteral("label")).toString() };
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
        if (q.kind == FormQuestion::Kind::SingleChoice && q.options.size() < 2)
            return tl::unexpected(bad(file, at + QStringLiteral(".options"),
                QCoreApplication::translate(
                    "draudit::models::FormJson", "a choice question needs at least two options")));
        if (!q.onlyIf.isEmpty() && !seen.contains(q.onlyIf.section(QLatin1Char('='), 0, 0)))
            return tl::unexpected(bad(file, at + QStringLiteral(".only_if"),
                QCoreApplication::translate("draudit::models::FormJson", "'%1' does not name an earlier question")
                    .arg(q.onlyIf)));
        seen << q.id;
        form.questions << q;
    }
    return form;
}

QStringList formPresets()
{
    return { QStringLiteral("blind-pairwise"), QStringLiteral("pipeline-audit") };
}

Result<FormDefinition> formByName(const QString &presetOrFile)
{
    if (presetOrFile == QLatin1String("blind-pairwise"))
        return FormDefinition::blindPairwise();
    if (presetOrFile == QLatin1String("pipeline-audit"))
        return FormDefinition::pipelineAudit();
    if (!presetOrFile.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return fail(QCoreApplication::translate(
            "draudit::models::FormJson", "no form preset '%1' (presets: %2; or give a .json form definition)")
                        .arg(presetOrFile, formPresets().join(QStringLiteral(", "))));
    QFile f(presetOrFile);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("draudit::models::FormJson", "cannot read the form definition: %1")
                        .arg(f.errorString()),
            presetOrFile);
    return formFromJson(f.readAll(), presetOrFile);
}

} // namespace draudit::models
