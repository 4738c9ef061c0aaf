// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Not modal: the annotator may keep the guidelines open beside the form while working.
#include "views/guidelinesdialog.h"

#include "views/web/safewebview.h"

#include <QDialogButtonBox>
#include <QVBoxLayout>

namespace draudit {
namespace views {

GuidelinesDialog::GuidelinesDialog(const QString &study, const QString &markdown, QWidget *parent)
    : QDialog(parent)
    , m_page(new SafeWebView)
{
    setWindowTitle(tr("Guidelines — %1").arg(study));
    m_page->setAccessibleName(tr("Guidelines"));
    m_page->setMarkdownText(markdown);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_page, 1);
    layout->addWidget(buttons);
    resize(720, 640);
}

} // namespace views
} // namespace draudit
