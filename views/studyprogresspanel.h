// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study's progress: per annotator done / skipped / flagged, time per item (median, p90) and time left.
#pragma once

#include "models/store/studies/studystore.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace draudit {
namespace views {

class StudyProgressPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StudyProgressPanel)

public:
    explicit StudyProgressPanel(QWidget *parent = nullptr);
    void setStatus(const models::StudyStatus &status);
    QTableWidget *table() const { return m_table; }
    QString summary() const;
    static QString summaryText(const models::StudyStatus &status);

private:
    QLabel *m_summary;
    QTableWidget *m_table;
};

// "12 min", "1.5 h", or "unknown" when nothing is timed yet.
QString durationText(double seconds, bool known = true);

} // namespace views
} // namespace draudit
