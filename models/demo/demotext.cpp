// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// All text here was written for draudit; nothing is taken from any benchmark's files.
#include "models/demo/demotext.h"

namespace draudit::models::demotext {

namespace {
QString pick(const QStringList &list, std::mt19937_64 &rng)
{
    return list.at(static_cast<qsizetype>(rng() % static_cast<std::uint64_t>(list.size())));
}

const QStringList &sentencesEn()
{
    static const QStringList s {
        QStringLiteral("The earliest records point to a slower adoption than commonly assumed, with regional "
                       "differences that persisted for more than a decade."),
        QStringLiteral("Two independent surveys disagree on the magnitude of the effect, largely because they define "
                       "the population differently."),
        QStringLiteral("A closer reading of the primary source shows that the often-quoted figure refers to a single "
                       "quarter, not the whole year."),
        QStringLiteral("Policy changes in the period coincided with a sharp increase in reported cases, although "
                       "causality remains contested."),
        QStringLiteral("Experts interviewed for the follow-up study emphasised supply constraints rather than demand "
                       "as the binding factor."),
        QStringLiteral("The comparison is sensitive to the choice of baseline; using the pre-crisis average changes "
                       "the ranking of the top three entries."),
        QStringLiteral("Several secondary summaries repeat an error in the original press release, which later "
                       "corrected the unit of measurement."),
        QStringLiteral("Taken together, the evidence supports a moderate conclusion, but it does not justify the "
                       "strongest claims made in public debate."),
        QStringLiteral("Archival material from the municipal library fills a gap between the two official reports."),
        QStringLiteral("The method section notes that missing responses were imputed, which narrows the reported "
                       "confidence interval."),
    };
    return s;
}

const QStringList &sentencesZh()
{
    static const QStringList s {
        QStringLiteral("早期的统计资料显示，这一进程比通常认为的更为缓慢，而且各地区之间的差异持续了十余年。"),
        QStringLiteral("两项独立调查对影响规模的估计并不一致，主要原因在于二者对样本总体的界定不同。"),
        QStringLiteral("仔细阅读原始文献可以发现，被广泛引用的数字只对应某一个季度，而非全年。"),
        QStringLiteral("这一时期的政策调整与报告数量的快速上升同时出现，但二者之间的因果关系仍有争议。"),
        QStringLiteral("后续研究中接受访谈的专家更强调供给约束，而不是需求变化。"),
        QStringLiteral("比较结果对基准年份的选择十分敏感，改用危机前的平均水平会改变前三名的排序。"),
        QStringLiteral("综合来看，现有证据支持一个较为温和的结论，但不足以支撑公共讨论中最强烈的说法。"),
    };
    return s;
}
} // namespace

const QList<Topic> &topics()
{
    static const QList<Topic> t {
        { QStringLiteral("Urban cycling infrastructure"), QStringLiteral("en"),
            { QStringLiteral("Transport policy"), QStringLiteral("Urban cycling infrastructure"),
                QStringLiteral("Protected bike lanes in mid-sized cities") },
            QStringLiteral("Which mid-sized European city first built a continuous protected bike lane network, and "
                           "how did injury rates change in the five years after?") },
        { QStringLiteral("Grid-scale battery storage"), QStringLiteral("en"),
            { QStringLiteral("Energy"), QStringLiteral("Grid-scale battery storage"),
                QStringLiteral("Frequency response markets") },
            QStringLiteral("How did the revenue mix of grid-scale batteries shift between frequency response and "
                           "energy arbitrage, and what drove the change?") },
        { QStringLiteral("Medieval trade routes"), QStringLiteral("en"),
            { QStringLiteral("History"), QStringLiteral("Medieval trade routes"),
                QStringLiteral("Hanseatic salt trade") },
            QStringLiteral("What role did salt from Lüneburg play in the economy of the Hanseatic League, and why did "
                           "its importance decline?") },
        { QStringLiteral("农村电商发展"), QStringLiteral("zh"),
            { QStringLiteral("经济"), QStringLiteral("农村电商发展"), QStringLiteral("县域物流体系") },
            QStringLiteral("县域物流体系的建设如何影响农村电商的发展？请结合近年的政策和典型案例进行分析。") },
        { QStringLiteral("Antibiotic resistance surveillance"), QStringLiteral("en"),
            { QStringLiteral("Public health"), QStringLiteral("Antibiotic resistance surveillance"),
                QStringLiteral("Hospital wastewater monitoring") },
            QStringLiteral("How reliable is hospital wastewater monitoring as an early signal of antibiotic "
                           "resistance, compared with clinical isolates?") },
        { QStringLiteral("城市更新与历史街区保护"), QStringLiteral("zh"),
            { QStringLiteral("城市规划"), QStringLiteral("城市更新与历史街区保护"), QStringLiteral("居民参与机制") },
            QStringLiteral("在城市更新中，历史街区保护如何引入居民参与机制？不同城市的做法有何差异？") },
        { QStringLiteral("Deep-sea mining regulation"), QStringLiteral("en"),
            { QStringLiteral("Environment"), QStringLiteral("Deep-sea mining regulation"),
                QStringLiteral("Sponsoring state obligations") },
            QStringLiteral("What obligations does a sponsoring state carry for deep-sea mining contractors, and how "
                           "have recent advisory opinions interpreted them?") },
        { QStringLiteral("Open-source maintainer funding"), QStringLiteral("en"),
            { QStringLiteral("Technology"), QStringLiteral("Open-source maintainer funding"),
                QStringLiteral("Foundation grant programmes") },
            QStringLiteral("Which funding models for open-source maintainers have produced sustained maintenance, and "
                           "what evidence supports that?") },
    };
    return t;
}

const QStringList &systemNames()
{
    static const QStringList s { QStringLiteral("Atlas Research 2"), QStringLiteral("Borealis Deep"),
        QStringLiteral("Cobalt Scholar"), QStringLiteral("Dune Agent Pro") };
    return s;
}

QString answer(const Topic &topic, int words, std::mt19937_64 &rng)
{
    const bool zh = topic.language == QLatin1String("zh");
    const QStringList &pool = zh ? sentencesZh() : sentencesEn();
    QString md;
    md += QStringLiteral("## %1\n\n").arg(zh ? QStringLiteral("概述") : QStringLiteral("Summary"));
    int count = 0;
    int citation = 1;
    const int perWord = zh ? 40 : 20; // characters per "word" unit differ, keep lengths comparable
    int section = 0;
    while (count < words) {
        QString para;
        for (int i = 0; i < 3; ++i) {
            para += pick(pool, rng);
            if (rng() % 3 == 0)
                para += QStringLiteral(" [%1]").arg(citation++);
            para += zh ? QString() : QStringLiteral(" ");
        }
        md += para.trimmed() + QStringLiteral("\n\n");
        count += perWord * 3 / (zh ? 2 : 1);
        if (++section % 3 == 0 && count < words) {
            md += QStringLiteral("### %1 %2\n\n")
                      .arg(zh ? QStringLiteral("要点") : QStringLiteral("Finding"))
                      .arg(section / 3);
            md += QStringLiteral("- %1\n- %2\n\n").arg(pick(pool, rng), pick(pool, rng));
        }
    }
    md += zh ? QStringLiteral("| 指标 | 数值 | 来源 |\n|---|---|---|\n")
             : QStringLiteral("| Indicator | Value | Source |\n|---|---|---|\n");
    for (int i = 0; i < 3; ++i)
        md += QStringLiteral("| %1 | %2 | [%3] |\n")
                  .arg(topic.chain.value(i))
                  .arg(static_cast<int>(rng() % 900 + 100))
                  .arg(i + 1);
    md += zh ? QStringLiteral("\n## 参考文献\n\n") : QStringLiteral("\n## References\n\n");
    for (int i = 1; i < citation; ++i)
        md += QStringLiteral("%1. https://example.org/sources/%2/%1\n").arg(i).arg(QString::number(rng() % 100000));
    return md;
}

QString judgeReasoning(const QString &verdict, const QString &failure, std::mt19937_64 &rng)
{
    static const QStringList openings {
        QStringLiteral("Both answers address the question, but they differ in how well they follow the logic chain."),
        QStringLiteral("The checklist asks for two specific facts and one comparison."),
        QStringLiteral("Answer quality hinges on whether the source pages are used or only paraphrased."),
    };
    QString text = pick(openings, rng) + QLatin1Char(' ');
    if (verdict == QLatin1String("Tie"))
        text += QStringLiteral("Neither answer is clearly better; both cover the width items with similar depth.");
    else if (verdict.startsWith(QLatin1Char('A')))
        text += QStringLiteral(
            "Answer A covers more checklist items and cites the primary source; answer B stays generic.");
    else
        text += QStringLiteral("Answer B follows the chain to the final node, while answer A stops one hop early.");
    if (failure != QLatin1String("NONE"))
        text += QStringLiteral(" The loser's main weakness is %1.")
                    .arg(failure == QLatin1String("DEEP")      ? QStringLiteral("depth")
                            : failure == QLatin1String("WIDE") ? QStringLiteral("width")
                                                               : QStringLiteral("both depth and width"));
    return text;
}

QStringList checklist(const Topic &topic, const QString &kind)
{
    if (kind == QLatin1String("depth"))
        return { QStringLiteral("Names the specific case at the last node: %1").arg(topic.chain.value(2)),
            QStringLiteral("Gives a quantitative result with its time frame"),
            QStringLiteral("Explains the mechanism, not only the outcome") };
    return { QStringLiteral("Mentions at least two comparable cases"),
        QStringLiteral("Covers the policy or institutional context of %1").arg(topic.chain.value(1)),
        QStringLiteral("Distinguishes primary from secondary sources") };
}

QList<TreePage> tree(const Topic &topic)
{
    const bool zh = topic.language == QLatin1String("zh");
    QString slug; // the title's Latin letters and digits, lower case, joined by hyphens
    for (const QChar ch : topic.chain.value(topic.chain.size() - 1))
        if (ch.isLetterOrNumber() && ch.unicode() < 128)
            slug += ch.toLower();
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    if (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    if (slug.isEmpty())
        slug = QString::number(qHash(topic.title) % 100000);
    QList<TreePage> pages;
    for (qsizetype i = 0; i < topic.chain.size(); ++i) {
        const QString node = topic.chain[i];
        const int depth = static_cast<int>(i);
        const QString url = QStringLiteral("https://example.org/demo/%1/%2").arg(slug).arg(i);
        pages << TreePage { url, node,
            zh ? QStringLiteral("关于“%1”的资料页：%2").arg(node, sentencesZh().value(i % sentencesZh().size()))
               : QStringLiteral("A source page on %1. %2").arg(node, sentencesEn().value(i % sentencesEn().size())),
            depth, true };
        if (i + 1 < topic.chain.size())
            pages << TreePage { url + QStringLiteral("/compare"),
                zh ? QStringLiteral("%1：可比案例").arg(node) : QStringLiteral("%1: a comparable case").arg(node),
                zh ? sentencesZh().value((i + 3) % sentencesZh().size())
                   : sentencesEn().value((i + 3) % sentencesEn().size()),
                depth + 1, false };
    }
    return pages;
}

} // namespace draudit::models::demotext
