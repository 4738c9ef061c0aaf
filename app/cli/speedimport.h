// draudit bench import: whole-process import figures against Python (see speedimport.cpp).
#pragma once

#include <QStringList>

namespace draudit::cli {

int benchImport(const QStringList &args);

} // namespace draudit::cli
