// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RFC 4180 CSV reader that remembers the line each record started on, for precise error messages.
#pragma once

#include "models/core/error.h"

#include <QString>
#include <QStringDecoder>
#include <QStringList>

class QIODevice;

namespace draudit::models {

struct CsvRecord
{
    QStringList fields;
    qint64 line = 0;
};

class CsvReader
{
public:
    CsvReader(QIODevice *device, QString fileName);

    // Next record; an empty optional at the end of input, an error on a malformed quote.
    Result<std::optional<CsvRecord>> next();

private:
    QIODevice *m_device;
    QString m_fileName;
    QString m_buffer;
    qsizetype m_pos = 0;
    qint64 m_line = 1;
    bool m_eof = false;
    qint64 m_invalidLine = 0; // line of the first byte that is not UTF-8 (0 = none)
    qint64 m_newlinesRead = 0; // newlines in the bytes read so far, to place that byte
    QByteArray m_pendingBytes; // an incomplete UTF-8 sequence at the end of the last chunk
    QStringDecoder m_decoder { QStringDecoder::Utf8 };

    bool fill();
    Result<std::optional<CsvRecord>> read();
};

} // namespace draudit::models
