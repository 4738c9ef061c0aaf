// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What of a report's metadata a blind package and a team's blind views keep: the top-level keys a benchmark declares
// as saying nothing of the model (DR3-Eval's "context" size, LiveDRBench's claim-list "kind"). Declared as target kinds
// are, by an inline constant in the benchmark's header, so the store names no benchmark's key.
#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace draudit::models {

struct KeptMetadata
{
    QString key; // a top-level key of the metadata's JSON object
    QString onlyValue; // empty: any string value is kept; else only this value
};

class BlindMetadata
{
public:
    // Keeps `key` (lower-case letters and '_') when its value is a string, and with `onlyValue` (the same letters)
    // only that value. Declaring a key twice with other values is a programming error (qFatal).
    static KeptMetadata keep(const char *key, const char *onlyValue = "");
    // Every key kept, in key order.
    static QList<KeptMetadata> kept();
    // The metadata's JSON with the kept keys only, compact; null when none is there (or the text is no JSON object).
    static QVariant shapeOnly(const QVariant &metadata);
};

} // namespace draudit::models
