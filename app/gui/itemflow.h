// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opens a report, a claim list or a task-preference triple in the annotation page with its form beside it, and
// stores every answer the moment it is given. Owned by the main window; the study flow drives it for study items.
#pragma once

#include "models/forms/blinditem.h"
#include "models/forms/formdefinition.h"
#include "models/store/queries/catalog.h"

#include <QObject>
#include <cstdint>
#include <functional>
#include <optional>

namespace draudit {
namespace views {
class AnnotationPage;
}

namespace app {

class MainWindow;

class ItemFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ItemFlow)

public:
    struct Options
    {
        bool blind = false; // the report's system name is masked in its text
        QString label; // what the report is called ("Report 2"); never its system's name
        QString heading; // the study and the item's place in the queue
        std::uint64_t orderSeed = 0; // a task preference's shown order
        bool committed = false; // the item was committed before (a study item marked done)
        // A study's item; outside a study the item is an open audit (not blind: the judge's answers show at once).
        bool inStudy = false;
        bool judgeRevealed = false; // the study recorded a reveal of this item's judge before
    };

    ItemFlow(MainWindow *window, views::AnnotationPage *page);

    // "response:ID", "item:ITEM@response:ID" or "rounds:ID,ID,ID". Without a form the report's own fits: the claim
    // audit for claim lists, the rubric checklist when the task has a rubric, else report scoring.
    bool open(const models::Target &target, const std::optional<models::FormDefinition> &form, const Options &options);
    const models::Target &currentTarget() const { return m_target; }
    // The shown item's form: once it is committed, with the questions asked after the commit.
    const models::FormDefinition &form() const { return m_form; }
    // Re-reads the stored answers of the shown item (after an undo).
    void reload();
    // The item made again as it stands: committed, the judges' answers and the questions asked after the commit.
    void showJudgeAnswers();
    // Ctrl+J on a committed item: asks the gate (a study records the reveal first), then shows the judges' answers.
    void revealJudge();
    void setRevealGate(std::function<bool()> gate) { m_gate = std::move(gate); }

Q_SIGNALS:
    // The annotator committed the item (Enter with every required answer given).
    void committed(const models::Target &target);

private:
    // Outside a study: the form the report's benchmark declares, or the one its target kind opens with.
    models::Result<models::FormDefinition> defaultForm(const models::Target &target) const;
    QList<models::ListEntry> otherReports(const models::Target &target) const;
    void save(const QString &questionId, const QString &value);
    bool storeAnswer(const QString &questionId, const QString &value);

    MainWindow *m_window;
    views::AnnotationPage *m_page;
    models::Target m_target;
    models::ItemRequest m_request; // how the shown item was made (made again as committed for the reveal)
    models::FormDefinition m_form; // as expanded for the shown item
    bool m_committed = false;
    bool m_inStudy = false; // a study's item: answers go through the study's session
    std::function<bool()> m_gate;
};

} // namespace app
} // namespace draudit
