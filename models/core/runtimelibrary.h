// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A system library whose functions are resolved when first needed rather than linked, for a library only a few
// commands use (libxlsxwriter; libpq is bound to the copy Qt's driver loaded, models/store/storage/libpq.h): a command
// that does not use it does not load it, nor the libraries it brings, at start-up.
#pragma once

#include <QLibrary>

namespace draudit::models {

class RuntimeLibrary
{
public:
    // lib<name>.so.<version>, kept loaded once resolved.
    RuntimeLibrary(const QString &name, int version)
        : m_library(name, version)
    {
        m_library.setLoadHints(QLibrary::PreventUnloadHint);
    }

    // Sets FUNCTION to the library's SYMBOL (its declared type, from the library's header), or remembers why not.
    template<typename F>
    RuntimeLibrary &bind(const char *symbol, F &function)
    {
        function = reinterpret_cast<F>(m_library.resolve(symbol));
        if (!function && m_error.isEmpty())
            m_error = m_library.errorString();
        return *this;
    }

    // Empty when every bind() succeeded.
    QString error() const { return m_error; }

private:
    QLibrary m_library;
    QString m_error;
};

} // namespace draudit::models
