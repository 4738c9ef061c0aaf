// Offline teams: a study package is a self-contained project file with one annotator's items (blinded when the
// study is blind), and merging it back adds their answers to the master project.
#pragma once

#include "models/core/error.h"

#include <QList>
#include <QString>

namespace draudit::models {

class ProjectStore;

struct PackageSummary
{
    QString path;
    int items = 0;
    int systems = 0;
    bool blind = false;
};

// Writes PATH (which must not exist). In a blind study every system becomes "System N" and every occurrence of a
// system's name in copied text (answers, prompts, titles, judge text, ids) is replaced by that label; metadata and
// source paths are left out. Ids are kept, so answers refer to the same targets as in the master.
Result<PackageSummary> exportStudyPackage(
    ProjectStore &master, const QString &study, const QString &annotator, const QString &path);

struct MergeConflict
{
    QString target;
    QString field;
    QString masterValue;
    QString packageValue;
    QString why;
};

struct MergeResult
{
    QString annotator;
    QString study;
    int added = 0;
    int updated = 0; // answers this annotator changed since an earlier merge of their package
    int unchanged = 0;
    int progress = 0; // assignments whose status or time came from the package
    QList<MergeConflict> conflicts; // kept as in the master, listed here
};

// One transaction: all of the package's answers or none. Idempotent: merging the same package again changes
// nothing. An answer never overwrites one given in the master itself; another annotator's rows are never touched.
Result<MergeResult> mergeStudyPackage(ProjectStore &master, const QString &packagePath);

} // namespace draudit::models
