// Rows are coloured by what a reader checks first: equal values (green), different values (amber), a key only one
// side has (grey). Values are plain text: predictions and ground truths are untrusted data.
#include "views/benchmarks/livedrbench/claimsview.h"

#include "models/benchmarks/livedrbench/claimmatch.h"
#include "models/core/plaintooltip.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace draudit {
namespace views {

namespace {
const QColor kAgree(0xe3, 0xf2, 0xe1);
const QColor kDiffer(0xfd, 0xf0, 0xd5);
const QColor kMissing(0xee, 0xef, 0xf1);
} // namespace

ClaimsView::ClaimsView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_question(new QLabel)
    , m_summary(new QLabel)
    , m_tree(new QTreeWidget)
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setStyleSheet(QStringLiteral("font-size:13pt; font-weight:600;"));
    m_question->setTextFormat(Qt::PlainText);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_question->setStyleSheet(QStringLiteral(
        "background:palette(alternate-base); border:1px solid palette(mid); border-radius:4px; padding:6px;"));
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({ tr("Key"), tr("Predicted"), tr("Ground truth") });
    m_tree->setAccessibleName(tr("Predicted claims and ground truth"));
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(false);
    m_tree->setUniformRowHeights(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_question);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
}

ClaimsView::~ClaimsView() = default;

models::Result<void> ClaimsView::showReport(models::ProjectStore &store, qint64 responseId, const QString &title)
{
    const auto comparison = models::compareClaims(store, responseId);
    if (!comparison)
        return tl::unexpected(comparison.error());
    setComparison(*comparison, title);
    return {};
}

void ClaimsView::setComparison(const models::ClaimComparison &comparison, const QString &title)
{
    m_comparison = std::make_unique<models::ClaimComparison>(comparison);
    m_title->setText(title);
    m_question->setText(comparison.question);
    int matched = 0;
    for (const models::MatchedClaim &c : comparison.claims)
        matched += c.truthIndex >= 0 ? 1 : 0;
    m_summary->setText(tr("%1 predicted claim(s), %2 matched to the %3 ground-truth item(s) by their primary keys.")
                           .arg(comparison.claims.size())
                           .arg(matched)
                           .arg(comparison.truthItems)
        + (comparison.evaluationNote.isEmpty() ? QString() : QStringLiteral("\n") + comparison.evaluationNote));
    m_tree->clear();
    for (const models::MatchedClaim &claim : comparison.claims) {
        auto *top = new QTreeWidgetItem(m_tree);
        top->setText(0, tr("Claim %1").arg(claim.index + 1));
        top->setText(2,
            claim.truthIndex >= 0 ? tr("matches ground truth %1").arg(claim.truthIndex + 1)
                                  : tr("no matching ground truth"));
        top->setData(0, Qt::UserRole, QStringLiteral("claim:%1").arg(claim.index));
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        if (!claim.isDict) {
            top->setText(1, claim.predictedText);
            top->setText(2, claim.truthIndex >= 0 ? claim.truthText : tr("no matching ground truth"));
            for (int c = 0; c < 3; ++c)
                top->setBackground(c, claim.truthIndex >= 0 ? kAgree : kMissing);
            continue;
        }
        for (const models::ClaimKey &key : claim.keys) {
            auto *row = new QTreeWidgetItem(top);
            QStringList marks;
            if (key.primary)
                marks << tr("primary");
            if (key.main)
                marks << tr("main claim");
            if (key.ignored)
                marks << tr("ignored");
            row->setText(0,
                marks.isEmpty() ? key.key : QStringLiteral("%1  (%2)").arg(key.key, marks.join(QStringLiteral(", "))));
            row->setText(1, key.predicted.isEmpty() ? tr("—") : key.predicted);
            row->setText(2, key.truth.isEmpty() ? tr("—") : key.truth);
            row->setData(0, Qt::UserRole, QStringLiteral("claim:%1.%2").arg(claim.index).arg(key.key));
            const QColor colour = key.predicted.isEmpty() || key.truth.isEmpty() ? kMissing
                : key.agrees()                                                   ? kAgree
                                                                                 : kDiffer;
            for (int c = 0; c < 3; ++c) {
                row->setBackground(c, colour);
                row->setToolTip(c, models::plainToolTip(row->text(c)));
            }
        }
    }
    m_tree->expandAll();
}

QTreeWidgetItem *ClaimsView::rowOf(const QString &id) const
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, Qt::UserRole).toString() == id)
            return *it;
    return nullptr;
}

void ClaimsView::showQuestion(const QString &questionId)
{
    // "claim:1:missing" -> "claim:1"
    if (QTreeWidgetItem *row = rowOf(questionId.section(QLatin1Char(':'), 0, 1))) {
        m_tree->setCurrentItem(row);
        m_tree->scrollToItem(row);
    }
}

void ClaimsView::showAnswer(const QString &questionId, const QString &value)
{
    if (!questionId.endsWith(QLatin1String(":match")) || value.isEmpty())
        return;
    const QString id = questionId.section(QLatin1Char(':'), 0, 1);
    QTreeWidgetItem *row = rowOf(id);
    const int claim = id.section(QLatin1Char(':'), 1).section(QLatin1Char('.'), 0, 0).toInt();
    if (!row || claim < 0 || !m_comparison || claim >= m_comparison->claims.size())
        return;
    const QStringList &choices = m_comparison->claims.at(claim).truthChoices;
    bool ok = false;
    const int g = value.toInt(&ok);
    row->setText(2,
        ok && g >= 0 && g < choices.size() ? tr("your match: ground truth %1 — %2").arg(g + 1).arg(choices.at(g))
                                           : tr("your match: none"));
    row->setToolTip(2, models::plainToolTip(row->text(2)));
}

void ClaimsView::showAnswers(const QHash<QString, QString> &answers)
{
    for (auto it = answers.begin(); it != answers.end(); ++it)
        showAnswer(it.key(), it.value());
}

} // namespace views
} // namespace draudit
