// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the page renderer and its helper process (draudit-render) say to each other: a frame is an 8-byte
// little-endian length and that many bytes of compact JSON; a request carries the Markdown and its highlights, a
// reply the rendered page.
#pragma once

#include "models/core/pagehtml.h"

#include <QByteArray>
#include <optional>

namespace draudit::models::renderprotocol {

// The texts a rendered page says in the user's language ("[image not shown: %1]"): the helper has no catalogue, so
// each request carries their translations, as the asking process translates them.
struct PageTexts
{
    QString imageNotShown;
};
PageTexts translatedPageTexts();

struct Request
{
    QString markdown;
    Highlights highlights;
    PageTexts texts;
};

QByteArray request(const Request &r);
// nullopt if the bytes are not a request.
std::optional<Request> readRequest(const QByteArray &bytes);

QByteArray reply(const RenderedPage &page);
std::optional<RenderedPage> readReply(const QByteArray &bytes);

// The frame's 8-byte length prefix, and the length a prefix gives.
QByteArray lengthPrefix(quint64 length);
quint64 lengthOf(const char *prefix);

} // namespace draudit::models::renderprotocol
