// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `draudit study invite | invitations | revoke`: the links that let annotators work in a browser (`draudit serve`).
#include "app/cli/command.h"
#include "app/cli/options.h"
#include "app/cli/studyoptions.h"
#include "models/store/studies/invitations.h"

#include <QCoreApplication>
#include <QUrl>

namespace draudit::cli {

namespace {
struct StudyInvite
{
    Q_DECLARE_TR_FUNCTIONS(draudit::cli::study)
};

// The project and the study --study names.
models::Result<std::pair<std::unique_ptr<models::ProjectStore>, models::StudyInfo>> openStudy(
    const QCommandLineParser &p)
{
    auto store = openStudyProject(p);
    if (!store)
        return tl::unexpected(store.error());
    auto study = models::StudyStore(**store).study(p.value(QStringLiteral("study")));
    if (!study)
        return tl::unexpected(study.error());
    return std::pair(std::move(*store), std::move(*study));
}

QString when(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QStringLiteral("-");
}
} // namespace

int runStudyInvite(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("project"), StudyInvite::tr("Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("annotators",
        QT_TRANSLATE_NOOP("draudit::cli::study", "Comma-separated annotators of the study to invite."), "names"));
    p.addOption(studyOption(
        "days", QT_TRANSLATE_NOOP("draudit::cli::study", "Days the links stay valid (default 14, at most 365)."), "n"));
    p.addOption(studyOption("url",
        QT_TRANSLATE_NOOP("draudit::cli::study",
            "The address annotators reach the server at (default http://127.0.0.1:8470), e.g. "
            "https://study.example.org"),
        "url"));
    int code = Ok;
    if (!parseOptions(p, args,
            StudyInvite::tr(
                "Issue one invitation link per annotator for `draudit serve`. Each link is printed once and stored "
                "only as a hash: send it to its annotator alone."),
            &code))
        return code;
    if (p.positionalArguments().size() != 1 || p.value(QStringLiteral("study")).isEmpty()
        || p.value(QStringLiteral("annotators")).isEmpty())
        return failStudy(StudyInvite::tr("give the project, --study and --annotators"), Usage);
    bool ok = true;
    const int days = p.isSet(QStringLiteral("days")) ? p.value(QStringLiteral("days")).toInt(&ok) : 14;
    const QUrl base(
        p.isSet(QStringLiteral("url")) ? p.value(QStringLiteral("url")) : QStringLiteral("http://127.0.0.1:8470"));
    if (!ok || !base.isValid() || (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https")))
        return failStudy(StudyInvite::tr("--days takes a number and --url an http:// or https:// address"), Usage);
    auto opened = openStudy(p);
    if (!opened)
        return failStudy(opened.error().toString());
    auto &[store, study] = *opened;
    QString root = base.toString(QUrl::StripTrailingSlash);
    for (const QString &name : p.value(QStringLiteral("annotators")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto issued = models::InvitationStore(*store).issue(study.id, name.trimmed(), days);
        if (!issued)
            return failStudy(issued.error().toString());
        printOut(QStringLiteral("%1\t%2/i/%3\tvalid until %4\n")
                     .arg(issued->invitation.annotator, root, issued->token, when(issued->invitation.expiresAt)));
    }
    return Ok;
}

int runStudyInvitations(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("project"), StudyInvite::tr("Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    int code = Ok;
    if (!parseOptions(p, args, StudyInvite::tr("List a study's invitations (never their links)."), &code))
        return code;
    if (p.positionalArguments().size() != 1 || p.value(QStringLiteral("study")).isEmpty())
        return failStudy(StudyInvite::tr("give the project and --study"), Usage);
    auto opened = openStudy(p);
    if (!opened)
        return failStudy(opened.error().toString());
    auto &[store, study] = *opened;
    const auto all = models::InvitationStore(*store).list(study.id);
    if (!all)
        return failStudy(all.error().toString());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    printOut(StudyInvite::tr("id\tannotator\tstate\tissued\texpires\tlast used\n"));
    for (const models::Invitation &i : *all)
        printOut(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                     .arg(i.id)
                     .arg(i.annotator,
                         i.revokedAt.isValid() ? StudyInvite::tr("revoked")
                             : i.inForce(now)  ? StudyInvite::tr("in force")
                                               : StudyInvite::tr("expired"),
                         when(i.createdAt), when(i.expiresAt), when(i.lastUsedAt)));
    return Ok;
}

int runStudyRevoke(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("project"), StudyInvite::tr("Project file or URL."));
    p.addOption(studyOption("study", QT_TRANSLATE_NOOP("draudit::cli::study", "Study name."), "name"));
    p.addOption(studyOption("id", QT_TRANSLATE_NOOP("draudit::cli::study", "The invitation to withdraw."), "id"));
    p.addOption(studyOption(
        "annotator", QT_TRANSLATE_NOOP("draudit::cli::study", "Or: withdraw every link of this annotator."), "name"));
    int code = Ok;
    if (!parseOptions(p, args,
            StudyInvite::tr("Withdraw invitations: their links and open sessions stop working at once."), &code))
        return code;
    if (p.positionalArguments().size() != 1 || p.value(QStringLiteral("study")).isEmpty()
        || p.isSet(QStringLiteral("id")) == p.isSet(QStringLiteral("annotator")))
        return failStudy(StudyInvite::tr("give the project, --study and either --id or --annotator"), Usage);
    auto opened = openStudy(p);
    if (!opened)
        return failStudy(opened.error().toString());
    auto &[store, study] = *opened;
    const auto n = models::InvitationStore(*store).revoke(
        study.id, p.value(QStringLiteral("id")).toLongLong(), p.value(QStringLiteral("annotator")));
    if (!n)
        return failStudy(n.error().toString());
    printOut(StudyInvite::tr("revoked %n invitation(s)\n", nullptr, static_cast<int>(*n)));
    return Ok;
}

} // namespace draudit::cli
