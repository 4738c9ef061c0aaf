// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The blinding record of a study's items (`blinding`): when each was first shown, committed and revealed to its
// annotator.
#include "models/core/resulttry.h"
#include "models/store/storage/projectstore.h"
#include "models/store/storage/statementcache.h"
#include "models/store/studies/studystore.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QThread>

namespace draudit::models {

Result<void> StudyStore::recordBlindingEvent(
    qint64 studyId, const QString &annotator, const Target &item, BlindingEvent event)
{
    const QString target = item.toString();
    const QString column = event == BlindingEvent::Shown ? QStringLiteral("shown_at")
        : event == BlindingEvent::Committed              ? QStringLiteral("committed_at")
                                                         : QStringLiteral("revealed_at");
    if (m_store.isTeamAnnotator()) { // the server checks the order and stamps the time (teamfunctions.cpp)
        static const char *const kEvents[] = { "shown", "committed", "revealed" };
        DRAUDIT_TRY(q,
            runQuery(m_store.database(), QStringLiteral("SELECT draudit_blind.record_event(?, ?, ?, ?)"),
                { studyId, annotator, target, QString::fromLatin1(kEvents[static_cast<int>(event)]) }));
        Q_UNUSED(q);
        // The server stamps by its own clock, in milliseconds: the next change is stamped after this one.
        if (event != BlindingEvent::Shown)
            QThread::msleep(2);
        return {};
    }
    // Only the first time counts: a reveal is a reveal, however often the annotator looks again.
    const QString now = m_store.nowUtc();
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("UPDATE blinding SET %1 = COALESCE(%1, ?) WHERE study_id = ? AND target = ? AND "
                           "annotator_id = (SELECT id FROM annotators WHERE name = ?)")
                .arg(column),
            { now, studyId, target, annotator }));
    // Every assignment has its record: an event nothing took is one that did not happen (a reveal must never be
    // said recorded when it was not).
    if (q.numRowsAffected() == 0)
        return fail(QCoreApplication::translate("draudit::models::StudyStore", "%1 is not assigned to %2 in this study")
                        .arg(target, annotator));
    // The blind answer is the last one written at or before the commit (answerbasis.h), compared by millisecond: the
    // commit and the reveal return once the clock has passed their millisecond, so no later change shares it.
    while (event != BlindingEvent::Shown && m_store.nowUtc() == now)
        QThread::usleep(100);
    return {};
}

Result<StudyStore::BlindingState> StudyStore::blindingState(
    qint64 studyId, const QString &annotator, const Target &item) const
{
    const QString target = item.toString();
    DRAUDIT_TRY(q,
        runQuery(m_store.database(),
            QStringLiteral("SELECT committed_at, revealed_at FROM blinding WHERE study_id = ? AND target = ? AND "
                           "annotator_id = (SELECT id FROM annotators WHERE name = ?)"),
            { studyId, target, annotator }));
    if (!q.next())
        return BlindingState {};
    return BlindingState { !q.value(0).isNull(), !q.value(1).isNull() };
}

} // namespace draudit::models
