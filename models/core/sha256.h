// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256 of a file's bytes for import idempotency: the x86 SHA extensions when the CPU has them (about 1.5 GB/s
// here), QCryptographicHash otherwise.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <array>
#include <cstdint>

namespace draudit::models {

class Sha256
{
public:
    enum class Implementation
    {
        Best, // the SHA extensions when the CPU has them
        Portable // always QCryptographicHash
    };
    explicit Sha256(Implementation implementation = Implementation::Best);
    void addData(const char *data, qsizetype size);
    QByteArray result(); // the 32-byte digest; the object is finished afterwards
    static bool hardwareAccelerated();

private:
    void blocks(const unsigned char *data, size_t count);

    bool m_hardware;
    QCryptographicHash m_fallback { QCryptographicHash::Sha256 };
    std::array<uint32_t, 8> m_state;
    std::array<unsigned char, 64> m_buffer {};
    size_t m_buffered = 0;
    uint64_t m_length = 0; // bytes
};

} // namespace draudit::models
