// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A study stores its form in its creator's language (a study made from the command line is English); the annotator
// sees the benchmarks' preset texts in their own language, and any other text as written.
#include "models/benchmarks/drarena/arenaforms.h"
#include "views/formpanel.h"

#include <QAbstractButton>
#include <QLabel>
#include <QTranslator>
#include <QtTest>

using namespace draudit;

class TestFormLanguage : public QObject
{
    Q_OBJECT

private slots:
    void englishStudyShownInChinese();
};

void TestFormLanguage::englishStudyShownInChinese()
{
    models::FormDefinition stored = models::blindPairwiseForm(); // made without a translator: English
    QCOMPARE(stored.questions[0].text, QStringLiteral("Which answer is better?"));
    stored.questions[0].options[0].description = QStringLiteral("Our lab's own wording");
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/draudit_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    const models::FormDefinition shown = stored.displayed();
    QCOMPARE(shown.questions[0].options[0].value, stored.questions[0].options[0].value); // stored values unchanged
    QVERIFY(shown.questions[0].text != stored.questions[0].text);
    QVERIFY(shown.title != stored.title);
    QCOMPARE(shown.questions[0].options[0].description, QStringLiteral("Our lab's own wording"));
    views::FormPanel panel;
    panel.setForm(stored);
    QStringList texts;
    for (const QLabel *l : panel.findChildren<QLabel *>())
        texts << l->text();
    for (const QAbstractButton *b : panel.findChildren<QAbstractButton *>())
        texts << b->text();
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(shown.questions[0].text) && !all.contains(QStringLiteral("Which answer is better?")),
        qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("A much better")), qPrintable(all));
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestFormLanguage)
#include "tst_formlanguage.moc"
