// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The file's name is the root page's title: citations name documents by file name ([Doc: notes.md, Page 2]) and the
// long context by its entries' titles (long_context: "Title").
#include "models/benchmarks/dr3eval/dr3documentimporters.h"

#include "models/benchmarks/dr3eval/dr3evalbenchmark.h"
#include "models/benchmarks/dr3eval/pdftext/pdftext.h"
#include "models/core/privatehelper.h"
#include "models/core/resulttry.h"
#include "models/io/inputfile.h"
#include "models/io/jsonlines.h"
#include "models/store/queries/referencetree.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace draudit::models {

namespace {
const QString kBenchmark = kDr3Eval.toString();

// The file's messages, under a context lupdate files them by (a free tr() would be filed under the enclosing
// namespace or class, and never found at run time).
struct Dr3Importers
{
    Q_DECLARE_TR_FUNCTIONS(draudit::models::Dr3Importers)
};

Result<qint64> addPage(ImportContext &c, const QString &tree, const QVariant &parent, const QString &title,
    const QString &content, int depth)
{
    ReferencePageRow page;
    page.treeId = tree;
    page.parentId = parent;
    page.title = title;
    page.content = content.isNull() ? QVariant() : QVariant(content);
    page.depth = depth;
    DRAUDIT_TRY(id, c.referencePage(page));
    ++c.counts().referencePages;
    return id;
}
} // namespace

QString dr3DocumentTask(const QString &path)
{
    QDir d = QFileInfo(path).absoluteDir();
    if (d.dirName() == QLatin1String("source"))
        d.cdUp();
    return d.dirName();
}

QString Dr3LongContextImporter::description() const
{
    return Dr3Importers::tr("DR3-Eval long context a report may cite (NNN/long_context_sampled_<context>.json)");
}

bool Dr3LongContextImporter::recognises(const QString &fileName, const QByteArray &) const
{
    static const QRegularExpression name(QStringLiteral("^long_context(_sampled_\\w+)?\\.json$"));
    return name.match(fileName).hasMatch();
}

QString Dr3LongContextImporter::contentScope(const QString &path) const
{
    return dr3DocumentTask(path);
}

Result<void> Dr3LongContextImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(task, c.taskByExternalId(kBenchmark, dr3DocumentTask(path)));
    const QString tree = taskDocumentsTree(task);
    DRAUDIT_TRY(root, addPage(c, tree, {}, QFileInfo(path).fileName(), {}, 0));
    return forEachJsonDocument(path, [&](const JsonRecord &entry) -> Result<void> {
        DRAUDIT_TRY(title, entry.optionalString("title"));
        DRAUDIT_TRY(body, entry.string("page_body"));
        DRAUDIT_TRY(page, addPage(c, tree, root, title, body, 1));
        Q_UNUSED(page);
        return c.recordDone();
    });
}

QString Dr3SourceDocumentImporter::description() const
{
    return Dr3Importers::tr("DR3-Eval source document a report may cite (NNN/source/*.pdf, *.txt or *.md)");
}

bool Dr3SourceDocumentImporter::recognises(const QString &fileName, const QByteArray &) const
{
    Q_UNUSED(fileName);
    return false; // known by its place alone (recognisesAt)
}

// The source documents read: text, and PDF (page by page) where Qt PDF is built in.
bool readableDocument(const QString &suffix)
{
    if (suffix == QLatin1String("txt") || suffix == QLatin1String("md"))
        return true;
#ifdef DRAUDIT_HAVE_QTPDF
    return suffix == QLatin1String("pdf");
#else
    return false;
#endif
}

bool Dr3SourceDocumentImporter::recognisesAt(const QString &path, const QByteArray &) const
{
    static const QRegularExpression taskFolder(QStringLiteral("^\\d+$"));
    const QFileInfo file(path);
    QDir folder = file.absoluteDir();
    if (!readableDocument(file.suffix().toLower()) || folder.dirName() != QLatin1String("source"))
        return false;
    return folder.cdUp() && taskFolder.match(folder.dirName()).hasMatch();
}

QString Dr3SourceDocumentImporter::contentScope(const QString &path) const
{
    return dr3DocumentTask(path) + QLatin1Char('/') + QFileInfo(path).fileName();
}

namespace {
// The text of each page of a PDF, read by the Qt PDF module.
Result<QStringList> pdfPages(const QString &path)
{
#ifdef DRAUDIT_HAVE_QTPDF
    DRAUDIT_TRY(function, privateFunction(QLatin1String(kPdfTextModule), kPdfPagesSymbol).map_error([&](Error e) {
        e.file = path;
        return e;
    }));
    QStringList pages;
    if (const int e = reinterpret_cast<PdfPagesFunction>(function)(&path, &pages); e != 0)
        return fail(
            Dr3Importers::tr("cannot read the PDF (error %1); a password-protected or damaged file cannot be shown")
                .arg(e),
            path);
    return pages;
#else
    return fail(Dr3Importers::tr("this build reads no PDF (it has no Qt PDF)"), path);
#endif
}

// A PDF as a root page (its file name) with one child per page ("Page 1", ...), each page's text.
Result<void> importPdf(const QString &path, ImportContext &c, const QString &tree)
{
    DRAUDIT_TRY(pages, pdfPages(path));
    DRAUDIT_TRY(root, addPage(c, tree, {}, QFileInfo(path).fileName(), {}, 0));
    for (int page = 0; page < pages.size(); ++page)
        DRAUDIT_TRY_VOID(
            addPage(c, tree, root, QStringLiteral("Page %1").arg(page + 1), pages[page], 1).map([](qint64) {}));
    return c.recordDone();
}
} // namespace

Result<void> Dr3SourceDocumentImporter::run(const QString &path, ImportContext &c) const
{
    DRAUDIT_TRY(task, c.taskByExternalId(kBenchmark, dr3DocumentTask(path)));
    const QString tree = taskDocumentsTree(task);
    if (QFileInfo(path).suffix().toLower() == QLatin1String("pdf"))
        return importPdf(path, c, tree);
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(Dr3Importers::tr("cannot read the file: %1").arg(f.errorString()), path);
    const QByteArray bytes = f.readAll();
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes)
        return fail(Dr3Importers::tr("the document is not valid UTF-8"), path);
    DRAUDIT_TRY(page, addPage(c, tree, {}, QFileInfo(path).fileName(), text, 0));
    Q_UNUSED(page);
    return c.recordDone();
}

} // namespace draudit::models
