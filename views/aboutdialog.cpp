// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names the libraries whose numbers and rendering draudit relies on.
#include "views/aboutdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace draudit {
namespace views {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About draudit"));
    auto *text = new QLabel(tr("<h2>draudit %1</h2>"
                               "<p>A workbench for auditing the automated judges of deep-research benchmarks.</p>"
                               "<p>Statistics follow R's irr, psych and irrCAC and scipy's conventions; "
                               "distributions come from Boost.Math, Markdown rendering from cmark-gfm.</p>"
                               "<p>Built with Qt %2.</p>")
                                .arg(QStringLiteral(DRAUDIT_VERSION), QString::fromLatin1(qVersion())));
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(420, 240);
}

} // namespace views
} // namespace draudit
