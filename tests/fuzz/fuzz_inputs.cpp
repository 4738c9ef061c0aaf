// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the remaining parsers of user input, one per input (chosen by the first byte): form definitions,
// paired-score and weight files, project locations (paths and postgresql:// URLs) and report Markdown, whose HTML
// must never carry a tag or link scheme the input could smuggle in.
#include "models/core/markdown.h"
#include "models/forms/formjson.h"
#include "models/io/pairedscoresreader.h"
#include "models/io/weightsreader.h"
#include "models/store/storage/location.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QRegularExpression>
#include <cstdint>

namespace {
void markdown(const QByteArray &text)
{
    const QString html = draudit::models::markdownToHtml(QString::fromUtf8(text)).toLower();
    // Only the tags cmark-gfm writes itself (a task list's check box is one); raw HTML is dropped, no link may run
    // script or carry data, and an image may be inline data only as a picture (cmark-gfm's safe mode).
    static const QRegularExpression foreign(
        QStringLiteral("<(script|iframe|object|embed|style|link|meta|base|form|svg|math|video|audio|source)\\b"));
    static const QRegularExpression scheme(
        QStringLiteral("(href=\"\\s*(javascript|data|vbscript|file):)|"
                       "(src=\"\\s*(javascript|vbscript|file|data:(?!image/(png|gif|jpeg|webp))))"));
    if (html.contains(foreign) || html.contains(scheme))
        __builtin_trap();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray body(reinterpret_cast<const char *>(data) + 1, static_cast<qsizetype>(size - 1));
    switch (data[0] % 5) {
    case 0:
        (void)draudit::models::formFromJson(body, QStringLiteral("form.json"), { QStringLiteral("claims") });
        break;
    case 1: {
        const QString path = draudit::fuzz::writeInput(QStringLiteral("scores.csv"), data + 1, size - 1);
        draudit::models::PairedScoresOptions o;
        o.group = QStringLiteral("task");
        (void)draudit::models::readPairedScores(path, o);
        break;
    }
    case 2: {
        const QString path = draudit::fuzz::writeInput(QStringLiteral("weights.csv"), data + 1, size - 1);
        (void)draudit::models::readWeightMatrix(path, 1 + body.size() % 7);
        break;
    }
    case 3:
        (void)draudit::models::Location::parse(QString::fromUtf8(body));
        break;
    default:
        markdown(body);
    }
    return 0;
}
