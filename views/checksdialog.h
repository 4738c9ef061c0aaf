// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The study owner's editor of attention checks: study items whose answers are known in advance. Each row is an
// item, one of the form's choice questions and the answer a careful annotator gives; a CSV of target,field,value
// can be read in. Only valid choices are offered, so what the dialog returns the store accepts.
#pragma once

#include "models/forms/formdefinition.h"
#include "models/store/studies/checkanswers.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace draudit {
namespace views {

class ChecksDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChecksDialog)

public:
    ChecksDialog(const QString &study, const QStringList &items, const models::FormDefinition &form,
        const QList<models::CheckAnswer> &checks, QWidget *parent = nullptr);

    QList<models::CheckAnswer> checks() const;
    QTableWidget *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    // Reads a CSV of target,field,value in place of the rows shown; an error names the file, line and column.
    bool importFile(const QString &path);
    QString lastError() const { return m_error; }

    void accept() override;

private:
    void addRow(const models::CheckAnswer &check);
    void fillAnswers(int row);
    void chooseFile();
    void updateSummary();

    QStringList m_items;
    QList<models::FormQuestion> m_questions; // the form's questions with options
    models::FormDefinition m_form;
    QTableWidget *m_table;
    QLabel *m_summary;
    QPushButton *m_add;
    QPushButton *m_remove;
    QString m_error;
};

} // namespace views
} // namespace draudit
