// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planning aid updates as the overlap changes: the interval the chosen overlap gives for the expected kappa,
// and how many double-annotated items the target width needs (five-level verdicts, uniform marginals).
#include "views/studydialog.h"

#include "judge/samplesize.h"
#include "judge/studyplanning.h"
#include "models/benchmarks/registry.h"
#include "models/forms/formjson.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace draudit {
namespace views {

namespace {
// A text a benchmark declares (models/benchmarks/benchmark.h), in the user's language.
QString benchmarkText(const char *text, int n = -1)
{
    return QCoreApplication::translate("draudit::models::Benchmarks", text, nullptr, n);
}
} // namespace

QWidget *StudyDialog::guidelinesRow()
{
    m_guidelines->setPlaceholderText(tr("optional: a Markdown file shown to the annotators"));
    m_guidelines->setAccessibleName(tr("Guidelines file"));
    auto *browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Guidelines"), {}, tr("Markdown (*.md *.markdown *.txt);;All files (*)"));
        if (!path.isEmpty())
            m_guidelines->setText(path);
    });
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_guidelines, 1);
    layout->addWidget(browse);
    return row;
}

QString StudyDialog::guidelinesPath() const
{
    return m_guidelines->text().trimmed();
}

StudyDialog::StudyDialog(const QHash<QString, int> &itemCounts, const QHash<QString, int> &unitCounts, QWidget *parent)
    : QDialog(parent)
    , m_counts(itemCounts)
    , m_units(unitCounts)
    , m_name(new QLineEdit)
    , m_guidelines(new QLineEdit)
    , m_protocol(new QComboBox)
    , m_form(new QComboBox)
    , m_sampleKind(new QComboBox)
    , m_sampleAmount(new QDoubleSpinBox)
    , m_stratify(new QComboBox)
    , m_seed(new QSpinBox)
    , m_blind(new QCheckBox(tr("Blind: annotators never see model names")))
    , m_team(new QLineEdit)
    , m_byCopies(new QRadioButton(tr("Every item to")))
    , m_perItem(new QSpinBox)
    , m_maxUnits(new QSpinBox)
    , m_filter(new QLineEdit)
    , m_byFraction(new QRadioButton(tr("Double-annotate a share:")))
    , m_fraction(new QDoubleSpinBox)
    , m_kappa(new QDoubleSpinBox)
    , m_width(new QDoubleSpinBox)
    , m_plan(new QLabel)
    , m_summary(new QLabel)
{
    setWindowTitle(tr("New Study"));
    setMinimumWidth(620);
    // Protocols whose items come from the project (task-preference items are given in a file).
    for (const models::Protocol &p : models::protocols())
        if (p.drawsItems()) {
            const QString id = p.id.toString();
            m_protocol->addItem(tr("%1 (%n item(s))", nullptr, itemCounts.value(id)).arg(id), id);
        }
    for (const auto &[preset, title] : models::offeredForms())
        m_form->addItem(title, preset);
    offerSampleKinds();
    m_sampleAmount->setRange(0, 1000000);
    m_sampleAmount->setDecimals(0);
    m_sampleAmount->setValue(100);
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(1);
    m_blind->setChecked(true);
    m_team->setPlaceholderText(tr("ann, bob, cy"));
    m_perItem->setRange(1, 50);
    m_perItem->setSuffix(tr(" annotator(s)", nullptr, 1));
    connect(m_perItem, &QSpinBox::valueChanged, this,
        [this](int n) { m_perItem->setSuffix(tr(" annotator(s)", nullptr, n)); });
    m_maxUnits->setRange(0, 1000);
    m_maxUnits->setSpecialValueText(tr("no limit"));
    m_maxUnits->setToolTip(tr("The paper's experts each scored at most 3 tasks."));
    m_filter->setPlaceholderText(tr("language=zh, topic=Finance & Business"));
    m_filter->setToolTip(tr("Sample only items whose stratum has this value; several values of one key: any of them."));
    m_fraction->setRange(0.01, 1.0);
    m_fraction->setSingleStep(0.05);
    m_fraction->setValue(0.3);
    m_byCopies->setChecked(true);
    m_kappa->setRange(-0.95, 0.99);
    m_kappa->setSingleStep(0.05);
    m_kappa->setValue(0.7);
    m_width->setRange(0.02, 1.0);
    m_width->setSingleStep(0.02);
    m_width->setValue(0.2);
    m_plan->setWordWrap(true);
    m_plan->setMinimumHeight(m_plan->fontMetrics().lineSpacing() * 3);
    m_plan->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);

    auto *what = new QGroupBox(tr("Study"));
    auto *whatForm = new QFormLayout(what);
    whatForm->addRow(tr("&Name:"), m_name);
    whatForm->addRow(tr("&Protocol:"), m_protocol);
    whatForm->addRow(tr("&Form:"), m_form);
    whatForm->addRow(QString(), m_blind);
    whatForm->addRow(tr("&Guidelines:"), guidelinesRow());
    auto *sample = new QGroupBox(tr("Sample"));
    auto *sampleForm = new QFormLayout(sample);
    auto *amount = new QHBoxLayout;
    amount->addWidget(m_sampleKind);
    amount->addWidget(m_sampleAmount);
    sampleForm->addRow(tr("Items:"), amount);
    sampleForm->addRow(tr("Onl&y:"), m_filter);
    sampleForm->addRow(tr("S&tratify by:"), m_stratify);
    sampleForm->addRow(tr("S&eed:"), m_seed);
    auto *team = new QGroupBox(tr("Team and overlap"));
    auto *teamForm = new QFormLayout(team);
    teamForm->addRow(tr("&Annotators:"), m_team);
    auto *copies = new QHBoxLayout;
    copies->addWidget(m_byCopies);
    copies->addWidget(m_perItem);
    copies->addWidget(new QLabel(tr("at most")));
    copies->addWidget(m_maxUnits);
    copies->addWidget(new QLabel(tr("per annotator")));
    copies->addStretch();
    teamForm->addRow(copies);
    auto *fraction = new QHBoxLayout;
    fraction->addWidget(m_byFraction);
    fraction->addWidget(m_fraction);
    fraction->addStretch();
    teamForm->addRow(fraction);
    auto *aid = new QGroupBox(tr("Planning aid"));
    auto *aidForm = new QFormLayout(aid);
    aidForm->addRow(tr("Expected &kappa:"), m_kappa);
    aidForm->addRow(tr("Target 95% interval &width:"), m_width);
    aidForm->addRow(m_plan);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create and Assign"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addWidget(sample);
    layout->addWidget(team);
    layout->addWidget(aid);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    const auto changed = [this] { update(); };
    // Each protocol starts from the form its paper used; the annotator may pick another.
    connect(m_protocol, &QComboBox::currentIndexChanged, this, [this] {
        offerSampleKinds();
        const int form = m_form->findData(models::defaultFormFor(m_protocol->currentData().toString()));
        if (form >= 0)
            m_form->setCurrentIndex(form);
        // ... and the sample its paper drew (DR. BENCH re-checked about 35% of the judge's item scores).
        if (const models::Protocol *p = models::protocol(m_protocol->currentData().toString())) {
            const QString sample = p->defaultSample;
            const bool percent = sample.endsWith(QLatin1Char('%'));
            m_sampleKind->setCurrentIndex(m_sampleKind->findData(sample == QLatin1String("all") ? QStringLiteral("all")
                    : percent ? QStringLiteral("percent")
                              : QStringLiteral("count")));
            if (sample != QLatin1String("all"))
                m_sampleAmount->setValue(QStringView(sample).chopped(percent ? 1 : 0).toDouble());
        }
    });
    connect(m_protocol, &QComboBox::currentIndexChanged, this, changed);
    connect(m_sampleKind, &QComboBox::currentIndexChanged, this, changed);
    connect(m_sampleAmount, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_team, &QLineEdit::textChanged, this, changed);
    connect(m_byCopies, &QRadioButton::toggled, this, changed);
    connect(m_perItem, &QSpinBox::valueChanged, this, changed);
    connect(m_maxUnits, &QSpinBox::valueChanged, this, changed);
    connect(m_filter, &QLineEdit::textChanged, this, changed);
    connect(m_fraction, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_kappa, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_width, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_name, &QLineEdit::textChanged, this, changed);
    update();
}

// DR-Arena studies may also draw whole battles, as the paper's audit did, and DeepResearch Bench studies whole tasks,
// as its expert study did.
void StudyDialog::offerSampleKinds()
{
    const QString keep = m_sampleKind->currentData().toString();
    const QSignalBlocker quiet(m_sampleKind);
    m_sampleKind->clear();
    m_sampleKind->addItem(tr("All items"), QStringLiteral("all"));
    m_sampleKind->addItem(tr("Number of items"), QStringLiteral("count"));
    m_sampleKind->addItem(tr("Percent of items"), QStringLiteral("percent"));
    const QString noun = unitNoun();
    const models::UnitTexts texts = unitTexts();
    if (m_units.value(m_protocol->currentData().toString()) > 0 && texts.countLabel && texts.percentLabel) {
        m_sampleKind->addItem(benchmarkText(texts.countLabel), noun);
        m_sampleKind->addItem(benchmarkText(texts.percentLabel), noun + QStringLiteral("-percent"));
    }
    m_sampleKind->setCurrentIndex(std::max(0, m_sampleKind->findData(keep)));
}

QString StudyDialog::unitNoun() const
{
    const models::Protocol *p = models::protocol(m_protocol->currentData().toString());
    return p ? p->unitNoun : QString();
}

models::UnitTexts StudyDialog::unitTexts() const
{
    const models::Protocol *p = models::protocol(m_protocol->currentData().toString());
    return p ? p->unitTexts : models::UnitTexts {};
}

bool StudyDialog::byUnits() const
{
    return !unitNoun().isEmpty() && m_sampleKind->currentData().toString().startsWith(unitNoun());
}

int StudyDialog::sampledUnits() const
{
    if (!byUnits())
        return 0;
    const int units = m_units.value(m_protocol->currentData().toString());
    return m_sampleKind->currentData().toString() == unitNoun()
        ? std::min(units, static_cast<int>(m_sampleAmount->value()))
        : static_cast<int>(std::llround(units * std::min(100.0, m_sampleAmount->value()) / 100.0));
}

int StudyDialog::sampleSize() const
{
    const int all = m_counts.value(m_protocol->currentData().toString());
    const QString kind = m_sampleKind->currentData().toString();
    if (byUnits()) { // items of the drawn units, at the average number of items per unit
        const int units = std::max(1, m_units.value(m_protocol->currentData().toString()));
        return static_cast<int>(std::llround(static_cast<double>(sampledUnits()) * all / units));
    }
    if (kind == QLatin1String("count"))
        return std::min(all, static_cast<int>(m_sampleAmount->value()));
    if (kind == QLatin1String("percent"))
        return static_cast<int>(std::llround(all * std::min(100.0, m_sampleAmount->value()) / 100.0));
    return all;
}

int StudyDialog::doubleAnnotatedItems() const
{
    const int n = sampleSize();
    if (m_byFraction->isChecked())
        return static_cast<int>(std::llround(n * m_fraction->value()));
    return m_perItem->value() >= 2 ? n : 0;
}

QString StudyDialog::planningText() const
{
    return m_plan->text();
}

void StudyDialog::update()
{
    const QString keep = m_stratify->currentData().toString();
    m_stratify->clear();
    m_stratify->addItem(tr("(none)"), QString());
    if (const models::Protocol *p = models::protocol(m_protocol->currentData().toString()))
        for (const QString &key : p->strata)
            m_stratify->addItem(key, key);
    m_stratify->setCurrentIndex(std::max(0, m_stratify->findData(keep)));
    m_sampleAmount->setEnabled(m_sampleKind->currentData().toString() != QLatin1String("all"));
    m_perItem->setEnabled(m_byCopies->isChecked());
    m_fraction->setEnabled(m_byFraction->isChecked());

    judge::KappaPlanInput in;
    in.expectedKappa = m_kappa->value();
    in.ciWidth = m_width->value();
    const models::Protocol *protocol = models::protocol(m_protocol->currentData().toString());
    in.categories = protocol ? protocol->answerCategories : 2;
    const int needed = judge::planKappaItems(in).analyticItems;
    const int doubled = doubleAnnotatedItems();
    if (doubled >= 2)
        m_plan->setText(tr("%1 double-annotated items: kappa %2 would be known to ±%3 (95%). A width of %4 needs %5 "
                           "items (%6 categories, equally likely).")
                            .arg(doubled)
                            .arg(in.expectedKappa)
                            .arg(judge::expectedKappaCiWidth(in, doubled) / 2, 0, 'f', 3)
                            .arg(in.ciWidth)
                            .arg(needed)
                            .arg(in.categories));
    else
        m_plan->setText(tr("No item is double-annotated, so agreement between annotators cannot be measured. A "
                           "width of %1 needs %2 double-annotated items.")
                            .arg(in.ciWidth)
                            .arg(needed));
    // Rounds of one battle are not independent: the same precision needs more of them (study plan
    // --rounds-per-battle gives other assumptions).
    if (const models::UnitTexts texts = unitTexts(); byUnits() && texts.itemsPerUnit > 0 && texts.clusterPlan) {
        const judge::ClusteredPlan c = judge::clusteredItems(needed, texts.itemsPerUnit, texts.intraUnitCorrelation);
        m_plan->setText(m_plan->text() + QLatin1Char(' ')
            + benchmarkText(texts.clusterPlan).arg(c.designEffect, 0, 'f', 2).arg(c.items).arg(c.clusters));
    }
    const QStringList people = team();
    const int copies = m_byFraction->isChecked() ? 2 : m_perItem->value();
    m_byCopies->setText(
        byUnits() && unitTexts().everyUnitTo ? benchmarkText(unitTexts().everyUnitTo) : tr("Every item to"));
    m_maxUnits->setEnabled(byUnits() && m_byCopies->isChecked());
    m_summary->setText(summaryText(people, copies));
    const int units = sampledUnits();
    const bool fits = m_maxUnits->value() == 0 || !m_maxUnits->isEnabled()
        || static_cast<qint64>(people.size()) * m_maxUnits->value() >= static_cast<qint64>(units) * copies;
    if (auto *ok = findChild<QDialogButtonBox *>(); ok && ok->button(QDialogButtonBox::Ok))
        ok->button(QDialogButtonBox::Ok)
            ->setEnabled(!m_name->text().trimmed().isEmpty() && sampleSize() > 0 && people.size() >= copies && fits);
}

QString StudyDialog::summaryText(const QStringList &people, int copies) const
{
    const int team = static_cast<int>(people.size());
    QString text = byUnits() && unitTexts().summary ? benchmarkText(unitTexts().summary, team)
                                                    : tr("%1 items to %n annotator(s).", nullptr, team);
    text = text.arg(sampleSize());
    if (team < copies)
        text += tr(" The overlap needs at least %n annotator(s).", nullptr, copies);
    if (m_maxUnits->isEnabled() && m_maxUnits->value() > 0) {
        const qint64 places = static_cast<qint64>(sampledUnits()) * copies;
        const qint64 room = static_cast<qint64>(people.size()) * m_maxUnits->value();
        if (room < places)
            text += tr(" At most %1 per annotator leaves room for %2 of the %3 places: add annotators or raise the "
                       "limit.")
                        .arg(m_maxUnits->value())
                        .arg(room)
                        .arg(places);
    }
    return text;
}

QStringList StudyDialog::team() const
{
    QStringList people;
    for (const QString &name : m_team->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            people << name.trimmed();
    people.removeDuplicates();
    return people;
}

models::OverlapPlan StudyDialog::overlap() const
{
    models::OverlapPlan plan;
    if (m_byFraction->isChecked())
        plan.doubleFraction = m_fraction->value();
    else
        plan.annotatorsPerItem = m_perItem->value();
    if (byUnits() && !m_byFraction->isChecked()) {
        plan.unitNoun = unitNoun();
        plan.maxUnitsPerAnnotator = m_maxUnits->value();
    }
    return plan;
}

models::StudySpec StudyDialog::spec() const
{
    models::StudySpec s;
    s.name = m_name->text().trimmed();
    s.protocol = m_protocol->currentData().toString();
    // Every offered preset exists; the protocol's own default stands in for none chosen.
    const auto form = models::formByName(m_form->currentData().toString());
    s.form = form ? *form : models::formByName(models::defaultFormFor(s.protocol)).value_or(models::FormDefinition {});
    s.blind = m_blind->isChecked();
    const QString kind = m_sampleKind->currentData().toString();
    const bool percent = kind == QLatin1String("percent") || kind.endsWith(QLatin1String("-percent"));
    s.sample.kind = percent            ? models::SampleSpec::Kind::Percent
        : kind == QLatin1String("all") ? models::SampleSpec::Kind::All
                                       : models::SampleSpec::Kind::Count;
    s.sample.wholeUnits = byUnits();
    if (const models::Protocol *p = models::protocol(s.protocol); p && byUnits()) {
        s.sample.unitNoun = p->unitNoun;
        s.sample.unitDetail = p->unitDetail;
    }
    for (const QString &filter : m_filter->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        s.sample.addFilter(filter); // a part without KEY= is no filter
    s.sample.amount = m_sampleAmount->value();
    s.sample.stratifyBy = m_stratify->currentData().toString();
    s.sample.seed = static_cast<quint64>(m_seed->value());
    return s;
}

} // namespace views
} // namespace draudit
