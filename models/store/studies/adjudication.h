// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Human–human disagreements of a study, for an adjudicator to resolve into "gold" values.
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace draudit::models {

class ProjectStore;

struct Disagreement
{
    Target target;
    QString field;
    QList<QPair<QString, QString>> answers; // (annotator, value), by annotator name
    int severity = 0; // the largest distance between two answers on the declared order (1 without an order)
    QString goldValue; // the adjudicated value, empty when not resolved yet
    QString goldReason;
    int goldVersion = 0; // 0 = no adjudication yet (pass to AnnotationStore::adjudicate)
};

// Items of the study where at least two annotators answered `field` differently, with severity >= minSeverity,
// most severe first. `order` is the answer scale (the form's options); answers outside it count as distance 1.
Result<QList<Disagreement>> findDisagreements(ProjectStore &store, qint64 studyId, const QString &field,
    const QStringList &order, int minSeverity = 1, bool includeResolved = true);

} // namespace draudit::models
