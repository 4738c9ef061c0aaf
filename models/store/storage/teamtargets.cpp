// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A declared name is lower-case letters only (TargetKind::declare refuses anything else), so it is safe in SQL text.
#include "models/store/storage/teamtargets.h"

#include "models/forms/targetkind.h"

#include <QStringList>

namespace draudit::models::team {

namespace {
QString namesOf(std::initializer_list<TargetShape> shapes)
{
    QStringList names;
    for (const TargetShape shape : shapes)
        for (const TargetKind &kind : TargetKind::ofShape(shape))
            names << QString(kind.name());
    names.removeDuplicates();
    names.sort();
    return names.join(QLatin1Char('|'));
}
} // namespace

QString roundListNames()
{
    return namesOf({ TargetShape::RoundList });
}

QString reportPartNames()
{
    return namesOf({ TargetShape::PartOfReport, TargetShape::KeyedPartOfReport });
}

QString kindNames()
{
    return namesOf({ TargetShape::Row, TargetShape::RoundList, TargetShape::PartOfReport,
        TargetShape::KeyedPartOfReport, TargetShape::ReportPart });
}

QString unaliasedRowNames()
{
    QStringList names;
    for (const TargetKind &kind : TargetKind::ofShape(TargetShape::Row))
        if (kind != TargetKind::Round && kind != TargetKind::Comparison && kind != TargetKind::Task
            && kind != TargetKind::Response)
            names << QString(kind.name());
    names.sort();
    return names.join(QLatin1Char('|'));
}

QString comparisonKind()
{
    return QString(TargetKind::Comparison.name());
}

QString idPattern()
{
    return QStringLiteral("(?:0|[1-9][0-9]{0,17})");
}

} // namespace draudit::models::team
