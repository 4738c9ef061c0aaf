// LiveDRBench claims: each predicted claim beside the ground-truth dictionary it matched, key by key.
#pragma once

#include "models/core/error.h"

#include <QWidget>
#include <memory>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace draudit {
namespace models {
class ProjectStore;
struct ClaimComparison;
} // namespace models

namespace views {

class ClaimsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClaimsView)

public:
    explicit ClaimsView(QWidget *parent = nullptr);
    ~ClaimsView() override;
    void setComparison(const models::ClaimComparison &comparison, const QString &title);
    // A report's claims beside its question's ground truth, read from the project.
    models::Result<void> showReport(models::ProjectStore &store, qint64 responseId, const QString &title);
    QTreeWidget *tree() const { return m_tree; }
    // Selects the row a claim-audit question is about ("claim:0.name", "claim:2", "claim:1:missing").
    void showQuestion(const QString &questionId);
    // Shows the annotator's own match ("claim:1:match" = "0" / "none"; "claim:1.material:match") in place of the
    // suggested one; other answers are ignored.
    void showAnswer(const QString &questionId, const QString &value);
    void showAnswers(const QHash<QString, QString> &answers);

private:
    QTreeWidgetItem *rowOf(const QString &id) const;
    // Held by pointer: the header names no benchmark type, so the shell can include it (the layering test).
    std::unique_ptr<models::ClaimComparison> m_comparison;
    QLabel *m_title;
    QLabel *m_question;
    QLabel *m_summary;
    QTreeWidget *m_tree;
};

} // namespace views
} // namespace draudit
