// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names in report tables and notes shown in the user's language. The report's rows keep them in English: they are
// stable identifiers in JSON and CSV exports; a note, being prose, names them through these functions.
#pragma once

#include <QString>
#include <QStringList>

namespace draudit::models {

// The translation of a known report term (an analysis, an interval method, a statistic); any other text as it is.
QString displayTerm(const QString &term);

// A row's comparison ("humans vs judge gpt-4o, battles cut after round 2") in the user's language: the words the report
// adds are translated, the names it quotes (judges, models, annotators, runs) are kept as they are.
QString displayComparison(const QString &comparison);

// A statistic's id ("cohen_kappa", "length_words_log_odds_judge") as a label: translated, or composed from the
// translations of its parts, or in English with spaces ("Conger kappa").
QString displayStatistic(const QString &statistic);

// A note on one comparison's source, "judge gpt-4o: TEXT", the source's words in the user's language and the
// punctuation of the language ("评审 gpt-4o：TEXT").
QString noteOn(const QString &comparison, const QString &text);

// Sentences of one note in a row: a space between them, none after a full-width stop (Chinese).
QString joinSentences(const QStringList &sentences);

} // namespace draudit::models
