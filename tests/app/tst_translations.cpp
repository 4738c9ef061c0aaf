// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// zh_CN: the catalogue is complete for every string in the sources, and the compiled one loads. en: every "(s)" is
// a plural form with both English forms written, so English never shows "answer(s)".
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void theCataloguesAreTheOnlySource();
    void catalogueHasNoUnfinishedEntries();
    void catalogueCoversEverySourceString();
    void oneTermPerConcept();
    void runTimeContextsAreTheCataloguesOwn();
    void chineseLoads();
    void englishSaysOneAnswerAndTwoAnswers();

private:
    static QStringList unfinished(const QString &tsPath, int *total);
};

QStringList TestTranslations::unfinished(const QString &tsPath, int *total)
{
    QFile f(tsPath);
    if (!f.open(QIODevice::ReadOnly))
        return { QStringLiteral("cannot read ") + tsPath };
    QXmlStreamReader xml(&f);
    QStringList missing;
    QString source;
    *total = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            ++*total;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const bool numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                continue;
            if (type == QLatin1String("unfinished") || (!numerus && text.trimmed().isEmpty()))
                missing << source;
        }
    }
    return missing;
}

// Translations live in the .ts files, edited with Qt's tools: no second list (a dictionary keyed by English text
// gave one translation to every context, kept stale keys and overwrote what Linguist saved).
void TestTranslations::theCataloguesAreTheOnlySource()
{
    const QDir folder(QStringLiteral(DRAUDIT_SOURCE_ROOT "/translations"));
    QCOMPARE(folder.entryList(QDir::Files, QDir::Name),
        QStringList(
            { QStringLiteral("CMakeLists.txt"), QStringLiteral("draudit_en.ts"), QStringLiteral("draudit_zh_CN.ts") }));
}

void TestTranslations::catalogueHasNoUnfinishedEntries()
{
    int total = 0;
    const QStringList missing = unfinished(QStringLiteral(DRAUDIT_TS_FILE), &total);
    QVERIFY2(total > 100, "the catalogue looks empty");
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("untranslated: ") + missing.join(QStringLiteral(" | "))));
}

void TestTranslations::catalogueCoversEverySourceString()
{
    // Run lupdate over the sources into a copy: any new or changed string shows up as unfinished.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("draudit_zh_CN.ts"));
    QVERIFY(QFile::copy(QStringLiteral(DRAUDIT_TS_FILE), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList args = QStringLiteral(DRAUDIT_TRANSLATED_DIRS).split(QLatin1Char(';'));
    args << QStringLiteral("-I") << QStringLiteral(DRAUDIT_SOURCE_ROOT) << QStringLiteral("-extensions")
         << QStringLiteral("cpp,h") << QStringLiteral("-locations") << QStringLiteral("none")
         << QStringLiteral("-no-obsolete") << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(DRAUDIT_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    int total = 0;
    const QStringList missing = unfinished(copy, &total);
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("strings without a Chinese translation (run the "
                                  "update_translations target and translate): ")
            + missing.join(QStringLiteral(" | "))));
}

void TestTranslations::oneTermPerConcept()
{
    // "judge" is 评审 throughout (it was also 评判者).
    QFile ts(QStringLiteral(DRAUDIT_TS_FILE));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString catalogue = QString::fromUtf8(ts.readAll());
    QVERIFY(catalogue.contains(QStringLiteral("评审")));
    QVERIFY(!catalogue.contains(QStringLiteral("评判者")));
}

void TestTranslations::runTimeContextsAreTheCataloguesOwn()
{
    // A string looked up under a context lupdate did not file it under is never translated: a free tr() helper is
    // filed under its namespace or enclosing class, whatever context it passes at run time. Every context the
    // sources name (translate, QT_TRANSLATE_NOOP, Q_DECLARE_TR_FUNCTIONS) must be one of the catalogue's.
    QFile ts(QStringLiteral(DRAUDIT_TS_FILE));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QSet<QString> contexts;
    static const QRegularExpression name(QStringLiteral("<name>([^<]+)</name>"));
    for (auto m = name.globalMatch(QString::fromUtf8(ts.readAll())); m.hasNext();)
        contexts.insert(m.next().captured(1));
    static const QRegularExpression named(
        QStringLiteral("(?:translate|QT_TRANSLATE_NOOP)\\(\\s*\"([^\"]+)\"|Q_DECLARE_TR_FUNCTIONS\\(([\\w:]+)\\)"));
    static const QRegularExpression freeTr(
        QStringLiteral("^QString tr\\(const char"), QRegularExpression::MultilineOption);
    QStringList wrong;
    int files = 0;
    for (const QString &dir : QStringLiteral(DRAUDIT_TRANSLATED_DIRS).split(QLatin1Char(';'))) {
        QDirIterator it(
            dir, { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            if (freeTr.match(text).hasMatch())
                wrong << f.fileName() + QStringLiteral(": a free tr() helper");
            for (auto m = named.globalMatch(text); m.hasNext();) {
                const auto match = m.next();
                const QString context = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
                if (!contexts.contains(context) && context.startsWith(QLatin1String("draudit")))
                    wrong << f.fileName() + QStringLiteral(": ") + context;
            }
        }
    }
    QVERIFY2(files > 100, "the sources were not found");
    wrong.removeDuplicates();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestTranslations::chineseLoads()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/draudit_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    const QString text = QCoreApplication::translate("draudit::views::JudgePanel", "Reveal judge verdict");
    QVERIFY(text != QLatin1String("Reveal judge verdict"));
    QVERIFY(text.contains(QStringLiteral("评审")));
    // Strings of the lower layers use explicit contexts; they must match the catalogue's at run time.
    QCOMPARE(QCoreApplication::translate(
                 "draudit::models::ArenaReplayImporter", "DR-Arena battle replays (JSON per battle, or JSONL)"),
        QStringLiteral("DR-Arena 对战回放（每场一个 JSON，或 JSONL）"));
    QCOMPARE(
        QCoreApplication::translate("draudit::models::JsonRecord", "expected a string"), QStringLiteral("应为字符串"));
    // Report terms shown in the dashboard (the report keeps them in English), and one word for "judge".
    QCOMPARE(QCoreApplication::translate("draudit::models::ReportTerms", "human vs judge verdict"),
        QStringLiteral("人工与评审结论"));
    QCOMPARE(QCoreApplication::translate("draudit::models::ReportTerms", "normal (FCE asymptotic SE)"),
        QStringLiteral("正态近似（FCE 渐近标准误）"));
    QCOMPARE(QCoreApplication::translate(
                 "draudit::cli::import", "import stopped; %n file(s) before this one were imported\n", "", 3),
        QStringLiteral("导入已停止；此前已导入 3 个文件\n"));
    QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::englishSaysOneAnswerAndTwoAnswers()
{
    // Every source with "(s)" is a plural form (a "%1 file(s)" reached the user as "1078 file(s) imported"), and the
    // English catalogue writes both of its forms.
    QFile ts(QStringLiteral(DRAUDIT_TS_EN_FILE));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QStringList wrong;
    QString source;
    bool numerus = false;
    int plurals = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message")) {
            source.clear();
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        }
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        if (xml.name() != QLatin1String("translation"))
            continue;
        const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
        const QString forms = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (source.contains(QLatin1String("(s)")) && !numerus)
            wrong << QStringLiteral("not a plural form: ") + source;
        if (numerus && (unfinished || forms.contains(QLatin1String("(s)")) || forms.trimmed().isEmpty()))
            wrong << QStringLiteral("English forms missing: ") + source;
        plurals += numerus ? 1 : 0;
    }
    QVERIFY2(plurals > 20, "the English catalogue has no plural forms");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/draudit_en.qm")));
    QCoreApplication::installTranslator(&english);
    const auto saved = [](int n) {
        return QCoreApplication::translate("draudit::app::MainWindow", "Saved %n answer(s)", nullptr, n);
    };
    QCOMPARE(saved(1), QStringLiteral("Saved 1 answer"));
    QCOMPARE(saved(2), QStringLiteral("Saved 2 answers"));
    QCOMPARE(QCoreApplication::translate(
                 "draudit::cli::import", "import stopped; %n file(s) before this one were imported\n", "", 1),
        QStringLiteral("import stopped; 1 file before this one was imported\n"));
    // A string with no plural form is the source itself.
    QCOMPARE(QCoreApplication::translate("draudit::views::JudgePanel", "Reveal judge verdict"),
        QStringLiteral("Reveal judge verdict"));
    QCoreApplication::removeTranslator(&english);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
