// A report as a study item: its task's prompt and its text, the model's name masked in a blind study. Every
// benchmark's reports look like this unless the benchmark declares its own (LiveDRBench's claim lists). It sits
// beside benchmark.h, so any benchmark may use it.
#pragma once

#include "models/core/error.h"
#include "models/forms/blinditem.h"

namespace draudit::models {

class ProjectStore;

Result<BlindItem> reportItem(ProjectStore &store, const ItemRequest &request, const FormDefinition &form);

// The report's text with its model's name replaced by "[system]" (names of two characters or more).
QString maskedSystem(QString text, const QString &system);
// The name a blind item masks in its texts: the report's system, or nothing outside a blind study and in a package
// (whose texts were scrubbed when it was written and whose systems are placeholders such as "Report").
QString systemToMask(ProjectStore &store, const ItemRequest &request, const QString &system);
// Phrases a form's questions quote ("…", “…”, 「…」): the terms worth finding in the report.
QStringList quotedTerms(const FormDefinition &form);

} // namespace draudit::models
