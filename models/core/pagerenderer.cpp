// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The helpers are started with posix_spawn on one end of a socket pair (its standard input and output), so that a
// write to a helper that died raises no SIGPIPE (MSG_NOSIGNAL, or SO_NOSIGPIPE on macOS) and every wait has a
// deadline (poll). Where there is no POSIX (Windows), no helper is started: every text is shown plain, with the note
// that says the formatter failed, never formatted in the program itself (docs/serving.md, "Hostile reports").
#include "models/core/pagerenderer.h"

#include "models/core/privatehelper.h"
#include "models/core/renderprotocol.h"
#include "models/core/sha256.h"

#include <QCache>
#include <QCoreApplication>
#include <QMutex>
#include <QStringList>
#include <climits>
#include <future>
#include <map>
#include <optional>
#include <variant>
#include <vector>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;
#endif

namespace draudit::models {

namespace {
namespace protocol = renderprotocol;
using Clock = std::chrono::steady_clock;

#if defined(Q_OS_UNIX)
#if defined(MSG_NOSIGNAL)
constexpr int kNoSignal = MSG_NOSIGNAL;
#else
constexpr int kNoSignal = 0; // SO_NOSIGPIPE is set on the socket
#endif

struct Helper
{
    pid_t pid = -1;
    int fd = -1;
};

void stop(Helper &h, bool kill)
{
    if (h.fd >= 0)
        ::close(h.fd);
    if (h.pid > 0) {
        if (kill)
            ::kill(h.pid, SIGKILL);
        int status = 0;
        while (::waitpid(h.pid, &status, 0) < 0 && errno == EINTR) { }
    }
    h = {};
}

std::optional<Helper> spawnHelper(const RenderLimits &limits)
{
    const QByteArray path = privateHelper(QStringLiteral("draudit-render")).toLocal8Bit();
    int ends[2];
#if defined(SOCK_CLOEXEC)
    const int type = SOCK_STREAM | SOCK_CLOEXEC; // no other child (no other helper) holds either end
#else
    const int type = SOCK_STREAM; // macOS: close-on-exec set just after
#endif
    if (path.isEmpty() || ::socketpair(AF_UNIX, type, 0, ends) != 0)
        return std::nullopt;
#if !defined(SOCK_CLOEXEC)
    for (const int end : ends)
        ::fcntl(end, F_SETFD, FD_CLOEXEC);
#endif
#if !defined(MSG_NOSIGNAL)
    const int on = 1;
    ::setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    const QByteArray memory = QByteArray::number(limits.memoryBytes);
    char *argv[] = { const_cast<char *>(path.constData()), const_cast<char *>(memory.constData()), nullptr };
    pid_t pid = -1;
    const int spawned = ::posix_spawn(&pid, path.constData(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(ends[1]);
    if (spawned != 0) {
        ::close(ends[0]);
        return std::nullopt;
    }
    return Helper { pid, ends[0] };
}

int remainingMs(Clock::time_point deadline)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::max<long long>(0, left));
}

// Why a helper gave no page: it ran past the deadline, or it is gone (out of memory, or a crash).
enum class Failure
{
    Time,
    Died
};

// Sends or receives all of `size` bytes before the deadline; the failure otherwise.
std::optional<Failure> transfer(int fd, char *bytes, std::size_t size, bool send, Clock::time_point deadline)
{
    while (size > 0) {
        pollfd p { fd, static_cast<short>(send ? POLLOUT : POLLIN), 0 };
        const int ready = ::poll(&p, 1, remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            return Failure::Time;
        if (ready < 0)
            return Failure::Died;
        const ssize_t n = send ? ::send(fd, bytes, size, kNoSignal) : ::recv(fd, bytes, size, 0);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            return Failure::Died;
        bytes += n;
        size -= static_cast<std::size_t>(n);
    }
    return std::nullopt;
}

std::variant<RenderedPage, Failure> exchange(Helper &h, const QByteArray &request, Clock::time_point deadline)
{
    QByteArray frame = protocol::lengthPrefix(static_cast<quint64>(request.size())) + request;
    if (const auto failed = transfer(h.fd, frame.data(), static_cast<std::size_t>(frame.size()), true, deadline))
        return *failed;
    char prefix[8];
    if (const auto failed = transfer(h.fd, prefix, sizeof prefix, false, deadline))
        return *failed;
    const quint64 length = protocol::lengthOf(prefix);
    if (length > (quint64(1) << 32))
        return Failure::Died;
    QByteArray reply(static_cast<qsizetype>(length), Qt::Uninitialized);
    if (const auto failed = transfer(h.fd, reply.data(), static_cast<std::size_t>(length), false, deadline))
        return *failed;
    if (auto page = protocol::readReply(reply))
        return std::move(*page);
    return Failure::Died;
}
#else
struct Helper
{
    int pid = -1;
};

enum class Failure
{
    Time,
    Died
};

void stop(Helper &h, bool)
{
    h = {};
}

std::optional<Helper> spawnHelper(const RenderLimits &)
{
    return std::nullopt;
}

std::variant<RenderedPage, Failure> exchange(Helper &, const QByteArray &, Clock::time_point)
{
    return Failure::Died;
}
#endif
} // namespace

struct PageRenderer::Impl
{
    RenderLimits limits;
    mutable QMutex mutex;
    QCache<QByteArray, RenderedPage> cache;
    std::map<QByteArray, std::shared_future<RenderedPage>> inFlight;
    std::vector<Helper> idle;
    Counts counts;

    RenderedPage renderNew(const QString &markdown, const QByteArray &request);
    Helper takeHelper();
    void giveBack(Helper h);
};

Helper PageRenderer::Impl::takeHelper()
{
    {
        const QMutexLocker lock(&mutex);
        if (!idle.empty()) {
            const Helper h = idle.back();
            idle.pop_back();
            return h;
        }
    }
    return spawnHelper(limits).value_or(Helper {});
}

void PageRenderer::Impl::giveBack(Helper h)
{
    const QMutexLocker lock(&mutex);
    if (static_cast<int>(idle.size()) < limits.idleHelpers) {
        idle.push_back(h);
        return;
    }
    stop(h, false); // its input closes: it ends
}

RenderedPage PageRenderer::Impl::renderNew(const QString &markdown, const QByteArray &request)
{
    Helper h = takeHelper();
    if (h.pid < 0)
        return plainPage(markdown, QStringLiteral("failed"), limits);
    const auto result = exchange(h, request, Clock::now() + limits.time);
    if (const auto *page = std::get_if<RenderedPage>(&result)) {
        giveBack(h);
        return *page;
    }
    const bool late = std::get<Failure>(result) == Failure::Time;
    stop(h, true);
    return plainPage(markdown, late ? QStringLiteral("time") : QStringLiteral("memory"), limits);
}

PageRenderer::PageRenderer(RenderLimits limits)
    : d(std::make_unique<Impl>())
{
    d->limits = limits;
    d->cache.setMaxCost(limits.cacheBytes);
}

PageRenderer::~PageRenderer()
{
    for (Helper &h : d->idle)
        stop(h, false);
}

PageRenderer &PageRenderer::shared()
{
    static PageRenderer renderer;
    return renderer;
}

PageRenderer::Counts PageRenderer::counts() const
{
    const QMutexLocker lock(&d->mutex);
    return d->counts;
}

namespace {
QByteArray keyOf(const QByteArray &request)
{
    Sha256 hash;
    hash.addData(request.constData(), request.size());
    return hash.result();
}
} // namespace

std::optional<RenderedPage> PageRenderer::ready(const QString &markdown, const Highlights &highlights)
{
    if (markdown.size() > d->limits.longestText)
        return render(markdown, highlights);
    const QByteArray key = keyOf(protocol::request({ markdown, highlights, protocol::translatedPageTexts() }));
    const QMutexLocker lock(&d->mutex);
    if (const RenderedPage *cached = d->cache.object(key)) {
        ++d->counts.cached;
        return *cached;
    }
    return std::nullopt;
}

RenderedPage PageRenderer::render(const QString &markdown, const Highlights &highlights)
{
    if (markdown.size() > d->limits.longestText) {
        const QMutexLocker lock(&d->mutex);
        ++d->counts.plain;
        return plainPage(markdown, QStringLiteral("length"), d->limits);
    }
    const QByteArray request = protocol::request({ markdown, highlights, protocol::translatedPageTexts() });
    const QByteArray key = keyOf(request);
    std::promise<RenderedPage> promise;
    {
        QMutexLocker lock(&d->mutex);
        if (const RenderedPage *cached = d->cache.object(key)) {
            ++d->counts.cached;
            return *cached;
        }
        if (const auto waiting = d->inFlight.find(key); waiting != d->inFlight.end()) {
            ++d->counts.cached;
            const std::shared_future<RenderedPage> other = waiting->second;
            lock.unlock(); // not held while the other render runs
            return other.get();
        }
        d->inFlight.emplace(key, promise.get_future().share());
    }
    RenderedPage page = d->renderNew(markdown, request);
    {
        const QMutexLocker lock(&d->mutex);
        ++(page.plainBecause.isEmpty() ? d->counts.rendered : d->counts.plain);
        d->cache.insert(key, new RenderedPage(page), page.body.size() * 2 + page.plainText.size() * 2);
        d->inFlight.erase(key);
    }
    promise.set_value(page);
    return page;
}

namespace {
// Why a text is shown plain, in a sentence.
QString plainNote(const QString &because, const RenderLimits &limits)
{
    if (because == QLatin1String("length"))
        return QCoreApplication::translate("draudit::models::PageRenderer",
            "This text is longer than %1 characters, so it is shown as plain text, without formatting.")
            .arg(limits.longestText);
    if (because == QLatin1String("time"))
        return QCoreApplication::translate("draudit::models::PageRenderer",
            "This text could not be formatted within %1 s, so it is shown as plain text.")
            .arg(static_cast<double>(limits.time.count()) / 1000.0);
    return QCoreApplication::translate("draudit::models::PageRenderer",
        "The formatter stopped on this text (it ran out of its %1 MB, or failed), so it is shown as plain text.")
        .arg(limits.memoryBytes >> 20);
}
} // namespace

RenderedPage PageRenderer::plainPage(const QString &text, const QString &because, const RenderLimits &limits)
{
    const QString note = plainNote(because, limits);
    // At most the longest text formatted is shown; the rest is said, not sent to a browser.
    const QString shown = text.left(std::min<qsizetype>(limits.longestText, 1000000));
    QString body = QStringLiteral("<p><strong>") + note.toHtmlEscaped() + QStringLiteral("</strong></p>\n");
    for (const QString &paragraph : shown.split(QStringLiteral("\n\n"))) {
        QString escaped = paragraph.toHtmlEscaped();
        escaped.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        body += QStringLiteral("<p>") + escaped + QStringLiteral("</p>\n");
    }
    // (lupdate's parser does not end on a template call as the count: it is computed before.)
    const int more = static_cast<int>(std::min<qsizetype>(text.size() - shown.size(), INT_MAX));
    if (more > 0)
        body += QStringLiteral("<p><em>")
            + QCoreApplication::translate("draudit::models::PageRenderer", "(%n more character(s) not shown)", "", more)
                  .toHtmlEscaped()
            + QStringLiteral("</em></p>\n");
    RenderedPage page;
    page.body = body;
    page.plainText = shown;
    page.plainBecause = because;
    return page;
}

} // namespace draudit::models
