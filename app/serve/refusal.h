// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the browser server answers when it will not do what was asked: an HTTP status and a message that names
// nothing secret (the project's own error goes to the server's log, never into a response).
#pragma once

#include <QString>
#include <tl/expected.hpp>

namespace draudit::serve {

struct Refusal
{
    int status = 400;
    QString message;
};

template<typename T>
using Outcome = tl::expected<T, Refusal>;

inline tl::unexpected<Refusal> refuse(int status, QString message)
{
    return tl::unexpected<Refusal>(Refusal { status, std::move(message) });
}

} // namespace draudit::serve
