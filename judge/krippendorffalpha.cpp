// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// alpha = 1 - (n-1) * sum o_ck d_ck / sum n_c n_k d_ck (Krippendorff 2011, "Computing Krippendorff's alpha").
#include "judge/krippendorffalpha.h"

#include <algorithm>
#include <map>

namespace draudit::judge {

const char *levelName(Level level)
{
    switch (level) {
    case Level::Nominal:
        return "nominal";
    case Level::Ordinal:
        return "ordinal";
    case Level::Interval:
        return "interval";
    case Level::Ratio:
        return "ratio";
    }
    return "nominal";
}

bool parseLevel(const std::string &text, Level *level)
{
    static const std::map<std::string, Level> names { { "nominal", Level::Nominal }, { "ordinal", Level::Ordinal },
        { "interval", Level::Interval }, { "ratio", Level::Ratio } };
    const auto it = names.find(text);
    if (it == names.end())
        return false;
    *level = it->second;
    return true;
}

KrippendorffAlpha::KrippendorffAlpha(const RatingMatrix &data, Level level)
    : m_level(level)
    , m_unitCount(data.units())
{
    std::vector<double> present;
    for (std::size_t u = 0; u < data.units(); ++u)
        for (std::size_t r = 0; r < data.raters(); ++r)
            if (!RatingMatrix::missing(data(u, r)))
                present.push_back(data(u, r));
    std::sort(present.begin(), present.end());
    present.erase(std::unique(present.begin(), present.end()), present.end());
    m_values = present;

    std::vector<double> unitValues;
    for (std::size_t u = 0; u < data.units(); ++u) {
        unitValues.clear();
        for (std::size_t r = 0; r < data.raters(); ++r)
            if (!RatingMatrix::missing(data(u, r)))
                unitValues.push_back(data(u, r));
        const double m = static_cast<double>(unitValues.size());
        if (m < 2) {
            m_unitCount2.push_back(0);
            m_unitSum.push_back(0);
            m_unitSumSq.push_back(0);
            m_unitDo.push_back(0);
            continue;
        }
        double s = 0.0;
        double s2 = 0.0;
        for (double v : unitValues) {
            s += v;
            s2 += v * v;
        }
        m_unitCount2.push_back(m);
        m_unitSum.push_back(s);
        m_unitSumSq.push_back(s2);
        m_unitDo.push_back((2.0 * m * s2 - 2.0 * s * s) / (m - 1.0));
        // Sparse coincidences within the unit.
        std::map<std::size_t, double> counts;
        for (double v : unitValues) {
            const auto idx
                = static_cast<std::size_t>(std::lower_bound(m_values.begin(), m_values.end(), v) - m_values.begin());
            counts[idx] += 1.0;
        }
        for (const auto &[c, nc] : counts)
            for (const auto &[k, nk] : counts)
                m_pairs.push_back({ u, c, k, (c == k ? nc * (nc - 1.0) : nc * nk) / (m - 1.0) });
    }
}

AlphaResult KrippendorffAlpha::compute() const
{
    return compute(std::vector<double>(m_unitCount, 1.0));
}

AlphaResult KrippendorffAlpha::compute(const std::vector<double> &w) const
{
    AlphaResult r;
    const std::size_t v = m_values.size();
    std::vector<double> o(v * v, 0.0);
    std::vector<double> nc(v, 0.0);
    for (const Pair &p : m_pairs) {
        const double x = w[p.unit] * p.o;
        o[p.c * v + p.k] += x;
        nc[p.c] += x;
    }
    double n = 0.0;
    double agree = 0.0;
    for (std::size_t c = 0; c < v; ++c) {
        n += nc[c];
        agree += o[c * v + c];
    }
    r.pairableValues = n;
    if (n <= 1)
        return r;
    // Krippendorff's small-sample form (irrCAC): (1 - 1/n) * agreeing coincidences / n + 1/n.
    r.percentAgreement = (1.0 - 1.0 / n) * (agree / n) + 1.0 / n;

    double dObs = 0.0;
    double dExp = 0.0;
    if (m_level == Level::Interval) {
        double s = 0.0;
        double s2 = 0.0;
        double doSum = 0.0;
        for (std::size_t u = 0; u < m_unitCount; ++u) {
            if (m_unitCount2[u] < 2)
                continue;
            s += w[u] * m_unitSum[u];
            s2 += w[u] * m_unitSumSq[u];
            doSum += w[u] * m_unitDo[u];
        }
        dObs = doSum;
        dExp = (2.0 * n * s2 - 2.0 * s * s) / (n - 1.0);
    } else {
        std::vector<double> cum(v + 1, 0.0); // cumulative marginals for the ordinal metric
        for (std::size_t c = 0; c < v; ++c)
            cum[c + 1] = cum[c] + nc[c];
        auto delta = [&](std::size_t c, std::size_t k) -> double {
            if (c == k)
                return 0.0;
            switch (m_level) {
            case Level::Nominal:
                return 1.0;
            case Level::Ordinal: {
                const std::size_t lo = std::min(c, k);
                const std::size_t hi = std::max(c, k);
                const double d = (cum[hi + 1] - cum[lo]) - (nc[c] + nc[k]) / 2.0;
                return d * d;
            }
            case Level::Ratio: {
                const double a = m_values[c];
                const double b = m_values[k];
                return a + b == 0 ? 0.0 : ((a - b) / (a + b)) * ((a - b) / (a + b));
            }
            case Level::Interval:
                break;
            }
            return (m_values[c] - m_values[k]) * (m_values[c] - m_values[k]);
        };
        for (std::size_t c = 0; c < v; ++c) {
            for (std::size_t k = 0; k < v; ++k) {
                if (c == k)
                    continue;
                const double d = delta(c, k);
                dObs += o[c * v + k] * d;
                dExp += nc[c] * nc[k] * d;
            }
        }
        dExp /= (n - 1.0);
    }
    r.observedDisagreement = dObs / n;
    r.expectedDisagreement = dExp / n;
    if (dExp > 0)
        r.value = 1.0 - dObs / dExp;
    return r;
}

} // namespace draudit::judge
