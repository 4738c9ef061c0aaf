// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The few libpq functions the PostgreSQL bulk path calls, resolved from libpq when a PostgreSQL connection first
// uses them (Qt's QPSQL driver has loaded it by then). The draudit command does not link libpq, so that a command
// on a SQLite project (or --version) does not load libpq and the twenty libraries it brings (TLS, Kerberos, LDAP).
#pragma once

#include "models/core/error.h"

#include <libpq-fe.h>

namespace draudit::models {

struct LibPq
{
    decltype(&::PQexec) exec;
    decltype(&::PQresultStatus) resultStatus;
    decltype(&::PQresultErrorMessage) resultErrorMessage;
    decltype(&::PQclear) clear;
    decltype(&::PQputCopyData) putCopyData;
    decltype(&::PQputCopyEnd) putCopyEnd;
    decltype(&::PQerrorMessage) errorMessage;
    decltype(&::PQgetResult) getResult;
};

// The functions, resolved once from the libpq Qt's QPSQL driver has loaded; an error when it has not.
Result<const LibPq *> libPq();

} // namespace draudit::models
