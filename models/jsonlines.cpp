// One simdjson parser is reused for every line, so memory stays at the size of the largest line.
#include "models/jsonlines.h"

#include <QCoreApplication>
#include <QFile>

namespace draudit::models {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("draudit::models::JsonLines", text);
}

QString describe(simdjson::error_code code)
{
    switch (code) {
    case simdjson::UTF8_ERROR:
        return tr("the text is not valid UTF-8");
    case simdjson::EMPTY:
        return tr("no JSON value");
    case simdjson::UNCLOSED_STRING:
    case simdjson::TAPE_ERROR:
    case simdjson::INCOMPLETE_ARRAY_OR_OBJECT:
        return tr("the JSON is incomplete or malformed (truncated?)");
    default:
        return tr("invalid JSON: %1").arg(QString::fromLatin1(simdjson::error_message(code)));
    }
}

Result<void> visit(simdjson::dom::element doc, const QString &path, qint64 line, const RecordCallback &onRecord)
{
    simdjson::dom::object o;
    if (doc.get(o) == simdjson::SUCCESS)
        return onRecord(JsonRecord(o, path, line));
    simdjson::dom::array a;
    if (doc.get(a) != simdjson::SUCCESS)
        return fail(tr("expected a JSON object"), path, line, 1);
    int i = 0;
    for (simdjson::dom::element item : a) {
        if (item.get(o) != simdjson::SUCCESS)
            return fail(tr("expected a JSON object"), path, line, 0, QStringLiteral("[%1]").arg(i));
        if (auto r = onRecord(JsonRecord(o, path, line, QStringLiteral("[%1]").arg(i))); !r)
            return r;
        ++i;
    }
    return {};
}
} // namespace

Result<void> forEachJsonLine(const QString &path, const RecordCallback &onRecord)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(tr("cannot read the file: %1").arg(f.errorString()), path);
    simdjson::dom::parser parser;
    qint64 line = 0;
    bool any = false;
    while (!f.atEnd()) {
        QByteArray text = f.readLine(kMaxJsonLine + 1);
        ++line;
        if (text.size() > kMaxJsonLine)
            return fail(tr("line is longer than 50 MB; split the record or import it as a single JSON file"), path, line);
        if (line == 1 && text.startsWith("\xEF\xBB\xBF"))
            text.remove(0, 3);
        while (text.endsWith('\n') || text.endsWith('\r'))
            text.chop(1);
        if (text.trimmed().isEmpty())
            continue;
        simdjson::dom::element doc;
        const auto code = parser.parse(text.constData(), static_cast<size_t>(text.size())).get(doc);
        if (code != simdjson::SUCCESS)
            return fail(describe(code), path, line, 1);
        simdjson::dom::object o;
        if (doc.get(o) != simdjson::SUCCESS)
            return fail(tr("each line must be a JSON object"), path, line, 1);
        any = true;
        if (auto r = onRecord(JsonRecord(o, path, line)); !r)
            return r;
    }
    if (!any)
        return fail(tr("the file holds no JSON records"), path);
    return {};
}

Result<void> forEachJsonDocument(const QString &path, const RecordCallback &onRecord)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(tr("cannot read the file: %1").arg(f.errorString()), path);
    if (f.size() > 4 * kMaxJsonLine)
        return fail(tr("a single JSON document larger than 200 MB; use JSON Lines"), path);
    QByteArray text = f.readAll();
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    const auto code = parser.parse(text.constData(), static_cast<size_t>(text.size())).get(doc);
    if (code != simdjson::SUCCESS)
        return fail(describe(code), path, 1);
    return visit(doc, path, 1, onRecord);
}

} // namespace draudit::models
