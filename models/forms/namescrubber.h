// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Model names taken out of text a blind annotator reads: every whole-word occurrence of a system's name, in any case,
// becomes "[system]". Longer names are replaced first, so "gpt-4o-mini" is not left as "[system]-mini". A blind
// package's copied text and a blind item made in the master (models::makeItem) are scrubbed by the same rule. Names
// shorter than two characters are not taken out (a system called "A" would blank every article).
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QStringList>
#include <QVariant>

namespace draudit::models {

// Not to be shared between threads: its patterns are compiled on first use.
class NameScrubber
{
public:
    void add(const QString &name);
    QString operator()(const QString &text) const;
    QVariant operator()(const QVariant &v) const;
    bool active() const { return !m_names.isEmpty(); }
    static QString replacement();

private:
    const QList<QRegularExpression> &patterns() const;

    QStringList m_names; // longest first
    mutable QList<QRegularExpression> m_patterns; // alternations of up to 200 names each, longest first
};

} // namespace draudit::models
