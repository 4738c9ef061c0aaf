// Self-written text material for the demo project and synthetic benchmark corpora.
#pragma once

#include <QString>
#include <QStringList>
#include <random>

namespace draudit::models::demotext {

struct Topic
{
    QString title;
    QString language; // "en" or "zh"
    QStringList chain; // information-tree path, root first
    QString question;
};

const QList<Topic> &topics();
const QStringList &systemNames();
// A Markdown answer of roughly `words` words with headings, a list, a table and numbered citations.
QString answer(const Topic &topic, int words, std::mt19937_64 &rng);
QString judgeReasoning(const QString &verdict, const QString &failure, std::mt19937_64 &rng);
QStringList checklist(const Topic &topic, const QString &kind);

} // namespace draudit::models::demotext
