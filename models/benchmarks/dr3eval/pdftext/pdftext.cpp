// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/benchmarks/dr3eval/pdftext/pdftext.h"

#include <QPdfDocument>
#include <QPdfSelection>

extern "C" Q_DECL_EXPORT int draudit_pdf_pages(const QString *path, QStringList *pages)
{
    static_assert(std::is_same_v<decltype(&draudit_pdf_pages), draudit::models::PdfPagesFunction>);
    QPdfDocument pdf;
    if (const QPdfDocument::Error e = pdf.load(*path); e != QPdfDocument::Error::None)
        return static_cast<int>(e);
    for (int page = 0; page < pdf.pageCount(); ++page)
        pages->append(pdf.getAllText(page).text());
    return 0;
}
