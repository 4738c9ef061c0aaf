// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Declarations come from static initialisation and reads from any thread: one lock guards the list.
#include "models/store/storage/blindmetadata.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <mutex>
#include <shared_mutex>

namespace draudit::models {

namespace {
struct Declared
{
    std::shared_mutex lock;
    QList<KeptMetadata> keys;
};

Declared &declared()
{
    static Declared d;
    return d;
}

// Safe in SQL text and JSON as it is: the team's views write the keys into their function (teamviews.cpp).
bool plain(QLatin1String text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}
} // namespace

KeptMetadata BlindMetadata::keep(const char *key, const char *onlyValue)
{
    const QLatin1String name(key), value(onlyValue);
    if (name.isEmpty() || !plain(name) || !plain(value))
        qFatal("kept metadata %s: lower-case letters and '_' only", key);
    const KeptMetadata kept { QString(name), QString(value) };
    Declared &d = declared();
    std::unique_lock guard(d.lock);
    for (const KeptMetadata &k : std::as_const(d.keys))
        if (k.key == kept.key) {
            if (k.onlyValue != kept.onlyValue)
                qFatal("kept metadata %s: declared already with another value", key);
            return k;
        }
    const auto at = std::lower_bound(
        d.keys.begin(), d.keys.end(), kept, [](const KeptMetadata &a, const KeptMetadata &b) { return a.key < b.key; });
    d.keys.insert(at, kept);
    return kept;
}

QList<KeptMetadata> BlindMetadata::kept()
{
    Declared &d = declared();
    std::shared_lock guard(d.lock);
    return d.keys;
}

QVariant BlindMetadata::shapeOnly(const QVariant &metadata)
{
    const QJsonObject all = QJsonDocument::fromJson(metadata.toString().toUtf8()).object();
    QJsonObject shape;
    for (const KeptMetadata &k : kept()) {
        const QJsonValue value = all.value(k.key);
        if (value.isString() && (k.onlyValue.isEmpty() || value.toString() == k.onlyValue))
            shape.insert(k.key, value);
    }
    return shape.isEmpty() ? QVariant()
                           : QVariant(QString::fromUtf8(QJsonDocument(shape).toJson(QJsonDocument::Compact)));
}

} // namespace draudit::models
