// The built-in rules cover the agents of DR-Arena, DeepResearch Bench and DR3-Eval as published. A judge's name in a
// project rarely says its model: DR-Arena's examiner is Gemini (its official code configures gemini-3-pro-preview as
// the examiner); other judges ("race", "dr3-eval") are named by the user's map.
#include "models/report/modelfamilies.h"

#include "models/io/tabularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <nlohmann/json.hpp>

namespace draudit::models {

namespace {
struct Rule
{
    const char *pattern; // a regular expression matched against the lower-cased name
    const char *family;
};

// Word-ish boundaries keep "o3" from matching inside other names.
const Rule kRules[] = {
    { "^dr-arena-examiner$", "google" },
    { "gpt|openai|(^|[^a-z0-9])o[134](-|$|[^a-z0-9])|chatgpt", "openai" },
    { "gemini|google|gemma", "google" },
    { "claude|anthropic", "anthropic" },
    { "grok|xai", "xai" },
    { "kimi|moonshot", "moonshot" },
    { "perplexity|sonar|(^|[^a-z])ppl([^a-z]|$)", "perplexity" },
    { "deepseek", "deepseek" },
    { "glm|zhipu|chatglm", "zhipu" },
    { "qwen|tongyi|alibaba", "alibaba" },
    { "doubao|bytedance|(^|[^a-z])seed-", "bytedance" },
    { "llama|meta-", "meta" },
    { "mistral|mixtral", "mistral" },
};

QString tr(const char *text)
{
    return QCoreApplication::translate("draudit::models::ModelFamilies", text);
}

Result<QHash<QString, QString>> loadJsonObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tl::unexpected(Error { tr("cannot open: %1").arg(file.errorString()), path, 0, 0, QString() });
    const auto json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (json.is_discarded() || !json.is_object())
        return tl::unexpected(
            Error { tr("expected a JSON object mapping model names to families"), path, 1, 0, QString() });
    QHash<QString, QString> out;
    for (const auto &[name, family] : json.items()) {
        if (!family.is_string() || family.get<std::string>().empty())
            return tl::unexpected(
                Error { tr("the family must be a non-empty text"), path, 1, 0, QString::fromStdString(name) });
        out.insert(QString::fromStdString(name).toLower(), QString::fromStdString(family.get<std::string>()));
    }
    return out;
}

Result<QHash<QString, QString>> loadTable(const QString &path)
{
    auto table = TabularFile::read(path);
    if (!table)
        return tl::unexpected(table.error());
    for (const char *column : { "name", "family" })
        if (table->column(QString::fromLatin1(column)) < 0)
            return tl::unexpected(table->missingColumn(QString::fromLatin1(column)));
    QHash<QString, QString> out;
    for (const TabularRow &row : table->rows()) {
        const QString name = table->cell(row, "name"), family = table->cell(row, "family");
        if (name.isEmpty() || family.isEmpty())
            return tl::unexpected(table->errorAt(row, name.isEmpty() ? "name" : "family", tr("empty")));
        out.insert(name.toLower(), family);
    }
    return out;
}
} // namespace

Result<ModelFamilies> ModelFamilies::load(const QString &path)
{
    auto map = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? loadJsonObject(path) : loadTable(path);
    if (!map)
        return tl::unexpected(map.error());
    ModelFamilies out;
    out.m_user = *map;
    return out;
}

QString ModelFamilies::familyOf(const QString &name) const
{
    const QString lower = name.toLower();
    if (const auto it = m_user.constFind(lower); it != m_user.constEnd())
        return *it;
    for (const Rule &rule : kRules) {
        const QRegularExpression re(QString::fromLatin1(rule.pattern));
        if (re.match(lower).hasMatch())
            return QString::fromLatin1(rule.family);
    }
    return {};
}

} // namespace draudit::models
