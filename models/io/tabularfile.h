// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A CSV (with header) or JSONL file read into named columns, each row remembering its line number.
#pragma once

#include "models/core/error.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace draudit::models {

struct TabularRow
{
    QStringList cells; // one per column; absent JSON keys are empty
    qint64 line = 0;
    QList<int> structured = {}; // columns whose JSON value was an object or an array (their cell is its JSON text)
};

// Whether a file's first bytes start with a CSV header holding every one of these column names, or with a JSON
// object (a JSONL line) holding every one of them as a key: what an importer of a long format recognises.
bool headerHasColumns(const QByteArray &head, const QStringList &columns);

class TabularFile
{
public:
    static Result<TabularFile> read(const QString &path);
    // CSV through the general reader (quotes, multi-line fields), never the fast path for files without quotes: the
    // two must agree, which the tests check.
    static Result<TabularFile> readCsvGeneral(const QString &path);

    const QString &path() const { return m_path; }
    const QStringList &columns() const { return m_columns; }
    const std::vector<TabularRow> &rows() const { return m_rows; }
    int column(const QString &name) const { return m_index.value(name, -1); }
    // The error for a missing column, naming the file and the header line.
    Error missingColumn(const QString &name) const;
    // A row's cell in a named column, trimmed; empty when the file has no such column.
    QString cell(const TabularRow &row, const char *column) const;
    // An error about a row's cell, naming the file, the line, the column's position and its name.
    Error errorAt(const TabularRow &row, const char *column, const QString &message) const;

private:
    QString m_path;
    QStringList m_columns;
    QHash<QString, int> m_index;
    std::vector<TabularRow> m_rows;
    bool m_jsonl = false;

    static Result<TabularFile> readCsv(const QString &path);
    static std::optional<Result<TabularFile>> readSimpleCsv(const QString &path, const QByteArray &bytes);
    static QStringList splitUnquoted(QStringView line);
    static Result<TabularFile> readJsonl(const QString &path);
    int addColumn(const QString &name);
};

} // namespace draudit::models
