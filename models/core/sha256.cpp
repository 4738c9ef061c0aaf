// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A thin wrapper over OpenSSL's EVP digest interface; a failure there (out of memory) is a programming-level fault.
#include "models/core/sha256.h"

#include <cstdlib>
#include <openssl/evp.h>

namespace draudit::models {

void Sha256::Free::operator()(evp_md_ctx_st *context) const
{
    EVP_MD_CTX_free(context);
}

Sha256::Sha256()
    : m_context(EVP_MD_CTX_new())
{
    if (!m_context || EVP_DigestInit_ex(m_context.get(), EVP_sha256(), nullptr) != 1)
        std::abort();
}

Sha256::~Sha256() = default;

void Sha256::addData(const char *data, qsizetype size)
{
    if (size > 0 && EVP_DigestUpdate(m_context.get(), data, static_cast<std::size_t>(size)) != 1)
        std::abort();
}

QByteArray Sha256::result()
{
    QByteArray digest(EVP_MAX_MD_SIZE, Qt::Uninitialized);
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(m_context.get(), reinterpret_cast<unsigned char *>(digest.data()), &length) != 1)
        std::abort();
    digest.truncate(static_cast<qsizetype>(length));
    return digest;
}

} // namespace draudit::models
