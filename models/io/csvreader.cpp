// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Quoted fields may hold commas, doubled quotes and newlines; a UTF-8 BOM at the start is skipped.
#include "models/io/csvreader.h"

#include <QCoreApplication>
#include <QIODevice>

namespace draudit::models {

namespace {
// Offset of the first byte that does not start or continue a valid UTF-8 sequence, or -1. A sequence cut off
// by the end of the buffer sets *incomplete (the next chunk may finish it).
qsizetype firstInvalidUtf8(const QByteArray &bytes, bool *incomplete)
{
    *incomplete = false;
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        if (length == 0 || (length == 2 && c < 0xC2) || (length == 4 && c > 0xF4))
            return i;
        for (int k = 1; k < length; ++k) {
            if (i + k >= n) {
                *incomplete = true; // cut off by the end of the buffer: the next chunk may finish it
                return i;
            }
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += length;
    }
    return -1;
}
} // namespace

CsvReader::CsvReader(QIODevice *device, QString fileName)
    : m_device(device)
    , m_fileName(std::move(fileName))
{
}

bool CsvReader::fill()
{
    if (m_eof)
        return false;
    const QByteArray chunk = m_device->read(1 << 20);
    if (chunk.isEmpty()) {
        m_eof = true;
        return false;
    }
    if (m_invalidLine == 0) {
        const QByteArray bytes = m_pendingBytes + chunk;
        bool incomplete = false;
        const qsizetype bad = firstInvalidUtf8(bytes, &incomplete);
        if (bad >= 0 && !incomplete)
            m_invalidLine = m_newlinesRead + 1 + bytes.left(bad).count('\n');
        m_pendingBytes = incomplete ? bytes.mid(bad) : QByteArray();
        m_newlinesRead += chunk.count('\n');
    }
    m_buffer = m_buffer.mid(m_pos) + m_decoder.decode(chunk);
    m_pos = 0;
    if (m_line == 1 && m_buffer.startsWith(QChar(0xFEFF)))
        m_pos = 1;
    return true;
}

Result<std::optional<CsvRecord>> CsvReader::next()
{
    auto record = read();
    if (m_invalidLine == 0 && m_eof && !m_pendingBytes.isEmpty())
        m_invalidLine = m_newlinesRead + 1; // the file ends inside a multi-byte character
    if (record && m_invalidLine > 0)
        return fail(QCoreApplication::translate(
                        "draudit::models::CsvReader", "the text is not valid UTF-8 (save the file as UTF-8)"),
            m_fileName, m_invalidLine);
    return record;
}

Result<std::optional<CsvRecord>> CsvReader::read()
{
    if (m_pos >= m_buffer.size() && !fill())
        return std::optional<CsvRecord>();
    CsvRecord rec;
    rec.line = m_line;
    QString field;
    bool quoted = false;
    bool wasQuoted = false;
    for (;;) {
        if (m_pos >= m_buffer.size() && !fill()) {
            if (quoted)
                return fail(QCoreApplication::translate("draudit::models::CsvReader", "unterminated quoted field"),
                    m_fileName, rec.line);
            rec.fields << field;
            return std::optional<CsvRecord>(rec);
        }
        const QChar c = m_buffer.at(m_pos++);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (m_pos >= m_buffer.size())
                    fill();
                if (m_pos < m_buffer.size() && m_buffer.at(m_pos) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++m_pos;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++m_line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && field.isEmpty() && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            rec.fields << field;
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\n')) {
            ++m_line;
            if (field.endsWith(QLatin1Char('\r')))
                field.chop(1);
            rec.fields << field;
            return std::optional<CsvRecord>(rec);
        } else {
            field += c;
        }
    }
}

} // namespace draudit::models
