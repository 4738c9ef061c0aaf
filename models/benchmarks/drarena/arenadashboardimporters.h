// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// DR-Arena dashboard exports: verdicts.json, battles.json and leaderboard.json (or current_leaderboard.csv).
#pragma once

#include "models/import/importer.h"

namespace draudit::models {

// Every round's verdict ([{battle_id, model_a, model_b, rounds: [{round, verdict, ...}]}]); links to replay rounds.
class ArenaVerdictsImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-verdicts"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

// Battle summaries ([{id, replay_id, tree_id, model_a, model_b, score_a, score_b, winner, rounds}]).
class ArenaBattlesImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-battles"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

// A leaderboard: JSON [{rank, model, elo, matches, wins, losses, ties}] or CSV with rows "model,elo".
class ArenaLeaderboardImporter final : public Importer
{
public:
    QString format() const override { return QStringLiteral("dr-arena-leaderboard"); }
    QString description() const override;
    bool recognises(const QString &fileName, const QByteArray &head) const override;
    Result<void> run(const QString &path, ImportContext &context) const override;
};

} // namespace draudit::models
