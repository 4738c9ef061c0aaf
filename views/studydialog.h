// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// New study: form, sample, team and overlap, with the planning aid beside the overlap choice.
#pragma once

#include "models/benchmarks/benchmark.h"
#include "models/store/studies/studystore.h"
#include "models/study/studyplan.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace draudit {
namespace views {

class StudyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StudyDialog)

public:
    // itemCounts: how many items each protocol can sample in this project; unitCounts: how many whole units
    // (DR-Arena battles, DeepResearch Bench tasks) they form, for protocols that can be sampled by whole units.
    explicit StudyDialog(
        const QHash<QString, int> &itemCounts, const QHash<QString, int> &unitCounts = {}, QWidget *parent = nullptr);

    models::StudySpec spec() const;
    QStringList team() const;
    models::OverlapPlan overlap() const;
    // Double-annotated items the current choice gives, and the planning aid's text about them.
    int doubleAnnotatedItems() const;
    QString planningText() const;

    // The Markdown file of guidelines for the annotators, empty for none (the caller reads it).
    QString guidelinesPath() const;
    QLineEdit *guidelinesEdit() const { return m_guidelines; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *teamEdit() const { return m_team; }
    QComboBox *protocolBox() const { return m_protocol; }
    QComboBox *formBox() const { return m_form; }
    QComboBox *sampleKindBox() const { return m_sampleKind; }
    QDoubleSpinBox *sampleAmountBox() const { return m_sampleAmount; }
    QSpinBox *perItemBox() const { return m_perItem; }
    QDoubleSpinBox *fractionBox() const { return m_fraction; }
    QRadioButton *fractionButton() const { return m_byFraction; }
    QSpinBox *maxUnitsBox() const { return m_maxUnits; }
    QLineEdit *filterEdit() const { return m_filter; }

private:
    QWidget *guidelinesRow();
    int sampleSize() const;
    int sampledUnits() const; // whole units the sample draws (0 when it draws items)
    bool byUnits() const;
    QString unitNoun() const; // the current protocol's ("battles", "tasks"), empty when it has none
    models::UnitTexts unitTexts() const; // how the dialog speaks of them
    QString summaryText(const QStringList &people, int copies) const;
    void offerSampleKinds();
    void update();

    QHash<QString, int> m_counts;
    QHash<QString, int> m_units;
    QLineEdit *m_name;
    QLineEdit *m_guidelines;
    QComboBox *m_protocol;
    QComboBox *m_form;
    QComboBox *m_sampleKind;
    QDoubleSpinBox *m_sampleAmount;
    QComboBox *m_stratify;
    QSpinBox *m_seed;
    QCheckBox *m_blind;
    QLineEdit *m_team;
    QRadioButton *m_byCopies;
    QSpinBox *m_perItem;
    QSpinBox *m_maxUnits;
    QLineEdit *m_filter;
    QRadioButton *m_byFraction;
    QDoubleSpinBox *m_fraction;
    QDoubleSpinBox *m_kappa;
    QDoubleSpinBox *m_width;
    QLabel *m_plan;
    QLabel *m_summary;
};

} // namespace views
} // namespace draudit
