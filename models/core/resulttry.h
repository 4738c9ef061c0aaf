// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DRAUDIT_TRY(var, expr): evaluates a Result-returning expression; on error returns it from the caller,
// otherwise binds the value to `var`.
#pragma once

#define DRAUDIT_TRY_CONCAT2(a, b) a##b
#define DRAUDIT_TRY_CONCAT(a, b) DRAUDIT_TRY_CONCAT2(a, b)
#define DRAUDIT_TRY(var, expr)                                                                                         \
    auto DRAUDIT_TRY_CONCAT(var, _result) = (expr);                                                                    \
    if (!DRAUDIT_TRY_CONCAT(var, _result))                                                                             \
        return tl::unexpected(DRAUDIT_TRY_CONCAT(var, _result).error());                                               \
    [[maybe_unused]] auto &var = *DRAUDIT_TRY_CONCAT(var, _result);

// DRAUDIT_TRY_VOID(expr): evaluates a Result-returning expression and returns its error from the caller.
#define DRAUDIT_TRY_VOID(expr)                                                                                         \
    do {                                                                                                               \
        if (auto draudit_try_void_ = (expr); !draudit_try_void_)                                                       \
            return tl::unexpected(draudit_try_void_.error());                                                          \
    } while (false)
