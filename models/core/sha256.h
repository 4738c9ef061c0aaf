// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256 of a file's bytes for import idempotency, streamed, by OpenSSL's libcrypto (its SHA extensions and AVX
// paths where the CPU has them).
#pragma once

#include <QByteArray>
#include <memory>

struct evp_md_ctx_st;

namespace draudit::models {

class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;
    void addData(const char *data, qsizetype size);
    QByteArray result(); // the 32-byte digest; the object is finished afterwards

private:
    struct Free
    {
        void operator()(evp_md_ctx_st *context) const;
    };
    std::unique_ptr<evp_md_ctx_st, Free> m_context;
};

} // namespace draudit::models
