// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Errors are values: a translated message plus, for input files, where exactly the problem is.
#pragma once

#include <QString>
#include <tl/expected.hpp>

namespace draudit::models {

struct Error
{
    QString message; // already translated
    QString file;
    qint64 line = 0; // 1-based; 0 = not tied to a line
    int column = 0; // 1-based; 0 = unknown
    QString field; // column or JSON key

    // "file:line:column: field 'x': message", leaving out the parts that are unknown.
    QString toString() const;
};

template<typename T>
using Result = tl::expected<T, Error>;

inline tl::unexpected<Error> fail(
    QString message, QString file = {}, qint64 line = 0, int column = 0, QString field = {})
{
    return tl::unexpected<Error>(Error { std::move(message), std::move(file), line, column, std::move(field) });
}

} // namespace draudit::models
