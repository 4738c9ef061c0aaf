// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loads ../shared/reference/agreement-vectors.json for the data-driven statistic tests.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QtTest>
#include <cmath>
#include <vector>

namespace draudit::tests {

inline QString referenceVectorsPath()
{
    return qEnvironmentVariable("DRAUDIT_SHARED_DATA") + QStringLiteral("/reference/agreement-vectors.json");
}

// Cases whose "statistic" field contains the given text; empty when the shared folder is absent.
inline QList<QJsonObject> referenceCases(const QString &statisticContains)
{
    QFile f(referenceVectorsPath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray cases = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("cases")).toArray();
    QList<QJsonObject> out;
    for (const QJsonValue &c : cases)
        if (c.toObject().value(QStringLiteral("statistic")).toString().contains(statisticContains))
            out.append(c.toObject());
    return out;
}

inline QJsonObject referenceCase(const QString &id)
{
    for (const QJsonObject &c : referenceCases(QString()))
        if (c.value(QStringLiteral("id")).toString() == id)
            return c;
    return {};
}

inline std::vector<std::vector<double>> toMatrix(const QJsonArray &rows)
{
    std::vector<std::vector<double>> m;
    for (const QJsonValue &r : rows) {
        std::vector<double> row;
        for (const QJsonValue &v : r.toArray())
            row.push_back(v.isNull() ? std::nan("") : v.toDouble());
        m.push_back(row);
    }
    return m;
}

inline std::vector<double> toVector(const QJsonArray &a)
{
    std::vector<double> v;
    for (const QJsonValue &x : a)
        v.push_back(x.toDouble());
    return v;
}

// |actual - expected| <= abs, or relative tolerance for tiny expected values, as the file prescribes.
inline bool withinTolerance(double actual, double expected, double abs = 1e-6, double relSmall = 1e-6)
{
    const double diff = std::fabs(actual - expected);
    return diff <= abs || (std::fabs(expected) < 1e-3 && diff <= relSmall * std::fabs(expected));
}

#define DRAUDIT_SKIP_WITHOUT_REFERENCE()                                                                               \
    if (!QFile::exists(draudit::tests::referenceVectorsPath()))                                                        \
    QSKIP("../shared/reference/agreement-vectors.json is absent; reference-vector tests skipped")

#define DRAUDIT_COMPARE_NEAR(actual, expected, tol)                                                                    \
    do {                                                                                                               \
        const double a_ = (actual);                                                                                    \
        const double e_ = (expected);                                                                                  \
        if (!draudit::tests::withinTolerance(a_, e_, (tol)))                                                           \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (tolerance %4)")                                     \
                                 .arg(QStringLiteral(#actual))                                                         \
                                 .arg(a_, 0, 'g', 12)                                                                  \
                                 .arg(e_, 0, 'g', 12)                                                                  \
                                 .arg(tol)));                                                                          \
    } while (false)

} // namespace draudit::tests
