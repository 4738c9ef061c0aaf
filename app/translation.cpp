// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit's catalogue is compiled into the binary (:/i18n); Qt's comes from the system's qt6-translations.
#include "app/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace draudit::app {

QString installTranslations(QCoreApplication &app, const QString &requested)
{
    const QLocale locale = requested.isEmpty() ? QLocale::system() : QLocale(requested);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        // English needs its plural forms only: "%n answer(s)" reads "1 answer", "2 answers".
        auto *plurals = new QTranslator(&app);
        if (plurals->load(QStringLiteral(":/i18n/draudit_en.qm")))
            QCoreApplication::installTranslator(plurals);
        else
            delete plurals;
        return {};
    }
    auto *own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("draudit"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete own;
        return {};
    }
    QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name();
}

} // namespace draudit::app
