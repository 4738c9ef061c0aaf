// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A blind or reveal package does not carry the project's ids of rounds, reports, tasks and comparisons. Ids are given
// in import order, so the gaps between the rounds a package holds would show whether a comparison went on after a
// round, which follows from the judge's verdicts. Each id becomes an alias: an HMAC-SHA-256 (libsodium) of the id under
// the package's own key, which the master keeps (`packages.secret`) and never writes into a package, cut to 51 bits and
// set above 2^51 so it never equals a project id. The merge computes the aliases of the annotator's own items again
// and maps the package's targets back; whoever holds the package can neither invert an alias nor make one.
#pragma once

#include "models/core/error.h"
#include "models/forms/target.h"

#include <QByteArray>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace draudit::models {

class StatementCache;

class IdAliases
{
public:
    // keyHex: the package's key, as `packages.secret` holds it; an invalid key makes no alias (isValid() is false).
    explicit IdAliases(const QString &keyHex);
    bool isValid() const { return m_key.size() == 32; }

    enum class Kind
    {
        Round,
        Response,
        Comparison,
        Task,
    };
    // In [2^51, 2^52): never a project id, exact in a JSON number.
    qint64 alias(Kind kind, qint64 id) const;
    // The target with every round, report, comparison and task id aliased, read by its shape; system ids, the index of
    // a part of a report (a rubric item, a claim) and text of no shape are kept, except text that begins with a known
    // kind's name ("round:07"), which becomes "unreadable:ALIAS" of the whole text (it could name a project id).
    Target target(const Target &stored) const;
    QString target(const QString &stored) const { return target(Target::parse(stored)).toString(); }

    // From a package's targets back to the master's: each of the master's targets given here by its aliased text.
    QHash<QString, QString> reverse(const QStringList &masterTargets) const;

private:
    qint64 textAlias(const QString &text) const;
    qint64 keyedAlias(const QByteArray &text) const; // the HMAC of the text, in [2^51, 2^52)

    QByteArray m_key;
};

// Rewrites a package's ids in place (inside the transaction that writes it, before its commit): primary keys and
// every column and target that refers to them, the task document trees named by task id, and each round's number
// (its rank among the package's rounds of its comparison, so the order in which one is audited stays).
// Comparisons and tasks are numbered in alias order, named by their kind ("battle-3", "task-3"); the id counters are
// reset.
Result<void> aliasPackageIds(QSqlDatabase &db, StatementCache &package, const IdAliases &aliases);

} // namespace draudit::models
