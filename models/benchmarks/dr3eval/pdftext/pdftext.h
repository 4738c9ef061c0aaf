// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DR3-Eval importer's PDF reader, a module (libdraudit_pdftext) loaded only when a PDF is imported: Qt PDF brings
// Qt GUI, X11 and OpenGL, which no other headless command needs at start-up.
#pragma once

#include <QString>
#include <QStringList>

namespace draudit::models {

// Appends the text of each page of the PDF at PATH to PAGES; returns 0, or Qt PDF's QPdfDocument::Error.
using PdfPagesFunction = int (*)(const QString *path, QStringList *pages);
inline constexpr char kPdfTextModule[] = "draudit_pdftext";
inline constexpr char kPdfPagesSymbol[] = "draudit_pdf_pages";

} // namespace draudit::models
