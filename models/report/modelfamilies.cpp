// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in rules cover the agents of DR-Arena, DeepResearch Bench and DR3-Eval as published. A judge's name in a
// project rarely says its model: DR-Arena's examiner is Gemini (its official code configures gemini-3-pro-preview as
// the examiner); other judges ("race", "dr3-eval") are named by the user's map.
#include "models/report/modelfamilies.h"

#include "models/report/namemap.h"

#include <QCoreApplication>
#include <QRegularExpression>

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

} // namespace

Result<ModelFamilies> ModelFamilies::load(const QString &path)
{
    auto map = loadNameMap(path, "name", "family");
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
