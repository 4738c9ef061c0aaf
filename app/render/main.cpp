// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// draudit-render: the page renderer's helper process (models/core/pagerenderer.h). It renders untrusted Markdown
// within an address-space limit it sets on itself before reading anything, one request after another from standard
// input, each reply to standard output, until its input closes. The process that started it bounds each render's time
// and kills it when that passes; a render that runs out of memory ends only this process.
//   draudit-render MEMORY_BYTES
#include "models/core/renderprotocol.h"

#include <QCoreApplication>
#include <QTranslator>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

namespace {
namespace protocol = draudit::models::renderprotocol;

bool readExactly(int fd, char *into, std::size_t size)
{
    while (size > 0) {
        const ssize_t got = ::read(fd, into, size);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        into += got;
        size -= static_cast<std::size_t>(got);
    }
    return true;
}

bool writeAll(int fd, const QByteArray &bytes)
{
    const char *from = bytes.constData();
    auto size = static_cast<std::size_t>(bytes.size());
    while (size > 0) {
        const ssize_t put = ::write(fd, from, size);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return false;
        from += put;
        size -= static_cast<std::size_t>(put);
    }
    return true;
}

// Answers the page's own texts as the request translated them: the helper carries no catalogue.
class RequestTexts : public QTranslator
{
public:
    QString imageNotShown;
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (std::strcmp(context, "draudit::models::PageHtml") == 0 && std::strcmp(source, "[image not shown: %1]") == 0)
            return imageNotShown;
        return {};
    }
};
} // namespace

int main(int argc, char **argv)
{
    const unsigned long long memory = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 0;
    if (memory > 0) {
        const rlimit limit { memory, memory };
        if (::setrlimit(RLIMIT_AS, &limit) != 0)
            return 3;
    }
    QCoreApplication app(argc, argv); // translate() consults the translators an application has installed
    RequestTexts texts;
    QCoreApplication::installTranslator(&texts);
    for (;;) {
        char prefix[8];
        if (!readExactly(STDIN_FILENO, prefix, sizeof prefix))
            return 0;
        const quint64 length = protocol::lengthOf(prefix);
        if (length > (quint64(1) << 32))
            return 2;
        QByteArray bytes(static_cast<qsizetype>(length), Qt::Uninitialized);
        if (!readExactly(STDIN_FILENO, bytes.data(), static_cast<std::size_t>(length)))
            return 0;
        const auto request = protocol::readRequest(bytes);
        if (!request)
            return 2;
        texts.imageNotShown = request->texts.imageNotShown;
        const QByteArray reply
            = protocol::reply(draudit::models::renderMarkdown(request->markdown, request->highlights));
        if (!writeAll(STDOUT_FILENO, protocol::lengthPrefix(static_cast<quint64>(reply.size())) + reply))
            return 0;
    }
}
