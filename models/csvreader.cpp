// Quoted fields may hold commas, doubled quotes and newlines; a UTF-8 BOM at the start is skipped.
#include "models/csvreader.h"

#include <QCoreApplication>
#include <QIODevice>

namespace draudit::models {

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
    m_buffer = m_buffer.mid(m_pos) + m_decoder.decode(chunk);
    m_invalidUtf8 = m_invalidUtf8 || m_decoder.hasError();
    m_pos = 0;
    if (m_line == 1 && m_buffer.startsWith(QChar(0xFEFF)))
        m_pos = 1;
    return true;
}

Result<std::optional<CsvRecord>> CsvReader::next()
{
    auto record = read();
    if (record && m_invalidUtf8)
        return fail(QCoreApplication::translate("draudit::models::CsvReader", "the text is not valid UTF-8 (save the file as UTF-8)"),
                    m_fileName, record->has_value() ? (*record)->line : m_line);
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
