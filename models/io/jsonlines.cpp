// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One simdjson parser is reused for every line, so memory stays at the size of the largest line.
#include "models/io/jsonlines.h"

#include "models/core/resulttry.h"
#include "models/core/sha256.h"
#include "models/io/inputfile.h"
#include "models/io/jsonkeys.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cstring>
#include <vector>

namespace draudit::models {

namespace {
QString describe(simdjson::error_code code)
{
    switch (code) {
    case simdjson::UTF8_ERROR:
        return QCoreApplication::translate("draudit::models::JsonLines", "the text is not valid UTF-8");
    case simdjson::EMPTY:
        return QCoreApplication::translate("draudit::models::JsonLines", "no JSON value");
    case simdjson::UNCLOSED_STRING:
    case simdjson::TAPE_ERROR:
    case simdjson::INCOMPLETE_ARRAY_OR_OBJECT:
        return QCoreApplication::translate(
            "draudit::models::JsonLines", "the JSON is incomplete or malformed (truncated?)");
    default:
        return QCoreApplication::translate("draudit::models::JsonLines", "invalid JSON: %1")
            .arg(QString::fromLatin1(simdjson::error_message(code)));
    }
}

// `text` is the whole document when it may span lines (a .json file), to find the key's line; else the line is given.
std::optional<Error> repeatedKeyError(
    simdjson::dom::element doc, const QString &path, qint64 line, std::string_view text = {})
{
    const auto repeated = findRepeatedKey(doc);
    if (!repeated)
        return std::nullopt;
    if (!text.empty())
        line = lineOfRepeatedKey(text, *repeated);
    return Error { QCoreApplication::translate("draudit::models::JsonLines",
                       "the key \"%1\" appears twice in one object (at %2); the file is ambiguous")
                       .arg(repeated->key, repeated->path),
        path, line, 0, repeated->key };
}

Result<void> visit(simdjson::dom::element doc, const QString &path, qint64 line, const RecordCallback &onRecord)
{
    simdjson::dom::object o;
    if (doc.get(o) == simdjson::SUCCESS)
        return onRecord(JsonRecord(o, path, line));
    simdjson::dom::array a;
    if (doc.get(a) != simdjson::SUCCESS)
        return fail(QCoreApplication::translate("draudit::models::JsonLines", "expected a JSON object"), path, line, 1);
    int i = 0;
    for (simdjson::dom::element item : a) {
        if (item.get(o) != simdjson::SUCCESS)
            return fail(QCoreApplication::translate("draudit::models::JsonLines", "expected a JSON object"), path, line,
                0, QStringLiteral("[%1]").arg(i));
        if (auto r = onRecord(JsonRecord(o, path, line, QStringLiteral("[%1]").arg(i))); !r)
            return r;
        ++i;
    }
    return {};
}
} // namespace

namespace {
QString tooLong()
{
    return QCoreApplication::translate(
        "draudit::models::JsonLines", "line is longer than 50 MB; split the record or import it as a single JSON file");
}

// Parses one line after another with one simdjson parser, so memory stays at the size of the largest line.
class LineParser
{
public:
    LineParser(const QString &path, const RecordCallback &onRecord, const BadLine &onBadLine)
        : m_path(path)
        , m_onRecord(onRecord)
        , m_onBadLine(onBadLine)
    {
    }
    // One line without its newline; the buffer is readable SIMDJSON_PADDING bytes past its end.
    Result<void> line(const char *text, qint64 size);
    qint64 lines() const { return m_line; }
    bool anyRecord() const { return m_any; }

private:
    // A bad line ends the file unless onBadLine passes it over.
    Result<void> bad(Error error) const
    {
        if (m_onBadLine && m_onBadLine(error))
            return {};
        return tl::unexpected(std::move(error));
    }

    const QString &m_path;
    const RecordCallback &m_onRecord;
    const BadLine &m_onBadLine;
    simdjson::dom::parser m_parser;
    qint64 m_line = 0;
    bool m_any = false;
};

Result<void> LineParser::line(const char *text, qint64 size)
{
    ++m_line;
    if (size > kMaxJsonLine)
        return bad(Error { tooLong(), m_path, m_line, 0, {} });
    if (m_line == 1 && size >= 3 && std::memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        size -= 3;
    }
    while (size > 0 && (text[size - 1] == '\r' || text[size - 1] == ' ' || text[size - 1] == '\t'))
        --size;
    qint64 first = 0;
    while (first < size && (text[first] == ' ' || text[first] == '\t'))
        ++first;
    if (first == size)
        return {};
    simdjson::dom::element doc;
    const auto code = m_parser.parse(text + first, static_cast<size_t>(size - first), false).get(doc);
    if (code != simdjson::SUCCESS)
        return bad(Error { describe(code), m_path, m_line, 1, {} });
    simdjson::dom::object o;
    if (doc.get(o) != simdjson::SUCCESS)
        return bad(Error { QCoreApplication::translate("draudit::models::JsonLines", "each line must be a JSON object"),
            m_path, m_line, 1, {} });
    if (auto repeated = repeatedKeyError(doc, m_path, m_line))
        return bad(std::move(*repeated));
    m_any = true;
    JsonRecord record(o, m_path, m_line);
    record.setTextBytes(size);
    return m_onRecord(record);
}

Error unreadable(const QString &path, const QFile &f)
{
    return Error {
        QCoreApplication::translate("draudit::models::JsonLines", "cannot read the file: %1").arg(f.errorString()),
        path, 0, 0, {}
    };
}
} // namespace

Result<void> forEachJsonLine(
    const QString &path, const RecordCallback &onRecord, Sha256 *digest, const BadLine &onBadLine)
{
    if (const auto problem = inputFileProblem(path)) // a FIFO or /dev/zero would never end
        return fail(*problem, path);
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tl::unexpected(unreadable(path, f));
    // Lines are parsed in place in a chunk buffer; the tail padding lets simdjson read past a line's end.
    constexpr qint64 kChunk = 8 * 1024 * 1024;
    qint64 capacity = std::clamp<qint64>(f.size() + 1, 4096, kChunk); // small files need no 8 MB buffer
    std::vector<char> buffer(static_cast<size_t>(capacity) + simdjson::SIMDJSON_PADDING);
    qint64 begin = 0, end = 0;
    bool eof = false;
    LineParser parser(path, onRecord, onBadLine);
    for (;;) {
        const char *data = buffer.data();
        if (const void *nl = std::memchr(data + begin, '\n', static_cast<size_t>(end - begin))) {
            const qint64 at = static_cast<const char *>(nl) - data;
            DRAUDIT_TRY_VOID(parser.line(data + begin, at - begin));
            begin = at + 1;
            continue;
        }
        if (end - begin > kMaxJsonLine)
            return fail(tooLong(), path, parser.lines() + 1);
        if (eof) {
            if (end > begin)
                DRAUDIT_TRY_VOID(parser.line(data + begin, end - begin));
            break;
        }
        // Keep the partial line, make room (growing for long lines) and read more.
        std::memmove(buffer.data(), data + begin, static_cast<size_t>(end - begin));
        end -= begin;
        begin = 0;
        if (end == capacity) {
            capacity = std::min<qint64>(std::max(capacity * 2, kChunk), kMaxJsonLine + kChunk);
            buffer.resize(static_cast<size_t>(capacity) + simdjson::SIMDJSON_PADDING);
        }
        const qint64 got = f.read(buffer.data() + end, capacity - end);
        if (got < 0)
            return tl::unexpected(unreadable(path, f));
        if (digest)
            digest->addData(buffer.data() + end, got);
        eof = got == 0;
        end += got;
    }
    if (!parser.anyRecord())
        return fail(QCoreApplication::translate("draudit::models::JsonLines", "the file holds no JSON records"), path);
    return {};
}

Result<void> forEachJsonDocument(const QString &path, const RecordCallback &onRecord)
{
    if (const auto problem = inputFileProblem(path))
        return fail(*problem, path);
    InputFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(
            QCoreApplication::translate("draudit::models::JsonLines", "cannot read the file: %1").arg(f.errorString()),
            path);
    // A whole document and its parsed form must fit in bounded memory; larger inputs belong in JSON Lines.
    if (f.size() > kMaxJsonDocument)
        return fail(QCoreApplication::translate(
                        "draudit::models::JsonLines", "a single JSON document larger than 64 MB; use JSON Lines"),
            path);
    QByteArray text = f.readAll();
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    const auto code = parser.parse(text.constData(), static_cast<size_t>(text.size())).get(doc);
    if (code != simdjson::SUCCESS)
        return fail(describe(code), path, 1);
    if (auto repeated
        = repeatedKeyError(doc, path, 1, std::string_view(text.constData(), static_cast<size_t>(text.size()))))
        return tl::unexpected(std::move(*repeated));
    return visit(doc, path, 1, onRecord);
}

} // namespace draudit::models
