// Each column is plain text (generated tasks are data), with the checklists as bulleted lines.
#include "views/benchmarks/drarena/taskchoiceview.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace draudit {
namespace views {

TaskChoiceView::TaskChoiceView(QWidget *parent)
    : QWidget(parent)
    , m_columns(new QHBoxLayout(this))
{
    m_columns->setContentsMargins(6, 6, 6, 6);
}

void TaskChoiceView::setTasks(const QList<models::RoundRecord> &rounds)
{
    while (QLayoutItem *item = m_columns->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < rounds.size(); ++i) {
        const models::RoundRecord &r = rounds[i];
        auto *box = new QGroupBox(tr("Task %1").arg(i + 1));
        box->setAccessibleName(tr("Task %1").arg(i + 1));
        auto *layout = new QVBoxLayout(box);
        QString text = r.question;
        if (!r.wordLimit.instruction.isEmpty())
            text += QStringLiteral("\n\n") + tr("Word limit: %1").arg(r.wordLimit.instruction);
        const auto list = [](const QString &title, const QStringList &items) {
            QString out = QStringLiteral("\n\n%1\n").arg(title);
            for (const QString &item : items)
                out += QStringLiteral("• %1\n").arg(item);
            return out;
        };
        if (!r.checklistDepth.isEmpty())
            text += list(tr("Depth checklist"), r.checklistDepth);
        if (!r.checklistWidth.isEmpty())
            text += list(tr("Width checklist"), r.checklistWidth);
        auto *view = new QPlainTextEdit(text);
        view->setReadOnly(true);
        view->setAccessibleName(tr("Task %1").arg(i + 1));
        layout->addWidget(view);
        m_columns->addWidget(box, 1);
    }
}

} // namespace views
} // namespace draudit
