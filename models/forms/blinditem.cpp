// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JSON of a blind item: {"target", "title", "swapped", "blocks": [{"kind", ...}], "form": {...}, "keys": [{"keys",
// "action", "question", "value"}], "revealed": {"judge_answers": {...}, "notes": [...]}}. QJsonObject writes keys in
// sorted order, so the bytes depend on the value alone.
#include "models/forms/blinditem.h"

#include "models/core/enumnames.h"
#include "models/core/textstyle.h"
#include "models/core/wordlimit.h"
#include "models/forms/formjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <array>
#include <utility>

namespace draudit::models {

namespace {

using Kind = ItemBlock::Kind;
using RowState = BlockRow::State;

constexpr std::array kKindNames {
    std::pair { Kind::Text, "text" },
    std::pair { Kind::Markdown, "markdown" },
    std::pair { Kind::AnswerPair, "answer-pair" },
    std::pair { Kind::Table, "table" },
    std::pair { Kind::Criteria, "criteria" },
    std::pair { Kind::CitedPages, "cited-pages" },
    std::pair { Kind::Alternatives, "alternatives" },
};
// The names packages made before the kinds were named by shape wrote, read as these.
constexpr std::array kEarlierKindNames {
    std::pair { Kind::Table, "claims-table" },
    std::pair { Kind::Alternatives, "tasks" },
};
constexpr std::array kStateNames {
    std::pair { RowState::Plain, "plain" },
    std::pair { RowState::Agree, "agree" },
    std::pair { RowState::Differ, "differ" },
    std::pair { RowState::Missing, "missing" },
};

QJsonArray rowsJson(const QList<BlockRow> &rows)
{
    QJsonArray out;
    for (const BlockRow &row : rows) {
        QJsonObject o { { QStringLiteral("cells"), QJsonArray::fromStringList(row.cells) } };
        if (!row.id.isEmpty())
            o.insert(QStringLiteral("id"), row.id);
        if (row.state != RowState::Plain)
            o.insert(QStringLiteral("state"), nameOf(kStateNames, row.state));
        if (row.depth != 0)
            o.insert(QStringLiteral("depth"), row.depth);
        if (!row.choices.isEmpty())
            o.insert(QStringLiteral("choices"), QJsonArray::fromStringList(row.choices));
        out.append(o);
    }
    return out;
}

QJsonObject blockJson(const ItemBlock &b)
{
    QJsonObject o { { QStringLiteral("kind"), nameOf(kKindNames, b.kind) } };
    const auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("id", b.id);
    put("heading", b.heading);
    put("text", b.text);
    put("left", b.left);
    put("right", b.right);
    put("note", b.note);
    if (b.kind == ItemBlock::Kind::AnswerPair) {
        // Each answer's length and the round's word limit, counted here so that every front end says the same.
        o.insert(QStringLiteral("words"), QJsonArray { answerWords(b.left), answerWords(b.right) });
        if (const WordLimit limit = WordLimit::parse(b.note); limit.limits())
            o.insert(QStringLiteral("limit"), QJsonArray { limit.lowest, limit.highest });
    }
    if (!b.columns.isEmpty())
        o.insert(QStringLiteral("columns"), QJsonArray::fromStringList(b.columns));
    if (!b.rows.isEmpty())
        o.insert(QStringLiteral("rows"), rowsJson(b.rows));
    const auto putList = [&o](const char *key, const QStringList &values) {
        if (!values.isEmpty())
            o.insert(QLatin1String(key), QJsonArray::fromStringList(values));
    };
    putList("highlights", b.highlights);
    putList("focus_terms", b.focusTerms);
    putList("deviation_terms", b.deviationTerms);
    return o;
}

QJsonObject stringObject(const QHash<QString, QString> &values)
{
    QJsonObject out;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

QHash<QString, QString> stringHash(const QJsonValue &v)
{
    QHash<QString, QString> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

QJsonObject revealJson(const ItemReveal &r)
{
    const QJsonObject answers = stringObject(r.judgeAnswers);
    QJsonArray notes;
    for (const JudgeNote &n : r.notes)
        notes.append(QJsonObject { { QStringLiteral("judge"), n.judge }, { QStringLiteral("verdict"), n.verdict },
            { QStringLiteral("details"), stringObject(n.details) }, { QStringLiteral("reasoning"), n.reasoning },
            { QStringLiteral("flagged"), n.flagged } });
    return { { QStringLiteral("judge_answers"), answers }, { QStringLiteral("notes"), notes } };
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

Error badField(const QString &source, const QString &field, const QString &what)
{
    return Error { QCoreApplication::translate("draudit::models::BlindItem", "not a blind item: %1").arg(what), source,
        0, 0, field };
}

Result<ItemBlock> readBlock(const QJsonObject &o, const QString &source, const QString &at)
{
    ItemBlock b;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (!valueOf(kKindNames, kind, &b.kind) && !valueOf(kEarlierKindNames, kind, &b.kind))
        return tl::unexpected(badField(source, at + QStringLiteral(".kind"),
            QCoreApplication::translate("draudit::models::BlindItem", "unknown block kind")));
    b.id = o.value(QStringLiteral("id")).toString();
    b.heading = o.value(QStringLiteral("heading")).toString();
    b.text = o.value(QStringLiteral("text")).toString();
    b.left = o.value(QStringLiteral("left")).toString();
    b.right = o.value(QStringLiteral("right")).toString();
    b.note = o.value(QStringLiteral("note")).toString();
    b.columns = strings(o.value(QStringLiteral("columns")));
    b.highlights = strings(o.value(QStringLiteral("highlights")));
    b.focusTerms = strings(o.value(QStringLiteral("focus_terms")));
    b.deviationTerms = strings(o.value(QStringLiteral("deviation_terms")));
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject r = v.toObject();
        BlockRow row { r.value(QStringLiteral("id")).toString(), strings(r.value(QStringLiteral("cells"))),
            RowState::Plain, r.value(QStringLiteral("depth")).toInt(), strings(r.value(QStringLiteral("choices"))) };
        if (r.contains(QStringLiteral("state"))
            && !valueOf(kStateNames, r.value(QStringLiteral("state")).toString(), &row.state))
            return tl::unexpected(badField(source, at + QStringLiteral(".rows"),
                QCoreApplication::translate("draudit::models::BlindItem", "unknown row state")));
        b.rows << row;
    }
    return b;
}

Result<KeyMap> readKeys(const QJsonArray &keys, const QString &source)
{
    KeyMap map;
    for (const QJsonValue &k : keys) {
        const QJsonObject o = k.toObject();
        KeyBinding b { o.value(QStringLiteral("keys")).toString(), KeyAction::Choose,
            o.value(QStringLiteral("question")).toString(), o.value(QStringLiteral("value")).toString() };
        if (!keyActionFromName(o.value(QStringLiteral("action")).toString(), &b.action))
            return tl::unexpected(badField(source, QStringLiteral("keys"),
                QCoreApplication::translate("draudit::models::BlindItem", "unknown key action")));
        map.bindings << b;
    }
    return map;
}

ItemReveal readReveal(const QJsonObject &o)
{
    ItemReveal r;
    r.judgeAnswers = stringHash(o.value(QStringLiteral("judge_answers")));
    for (const QJsonValue &v : o.value(QStringLiteral("notes")).toArray()) {
        const QJsonObject n = v.toObject();
        r.notes << JudgeNote { n.value(QStringLiteral("judge")).toString(),
            n.value(QStringLiteral("verdict")).toString(), stringHash(n.value(QStringLiteral("details"))),
            n.value(QStringLiteral("reasoning")).toString(), n.value(QStringLiteral("flagged")).toBool() };
    }
    return r;
}

} // namespace

const ItemBlock *BlindItem::block(ItemBlock::Kind kind) const
{
    for (const ItemBlock &b : blocks)
        if (b.kind == kind)
            return &b;
    return nullptr;
}

namespace {
void scrubAll(QStringList &texts, const NameScrubber &scrub)
{
    for (QString &t : texts)
        t = scrub(t);
}

void scrubBlock(ItemBlock &b, const NameScrubber &scrub)
{
    for (QString *t : { &b.heading, &b.text, &b.left, &b.right, &b.note })
        *t = scrub(*t);
    for (QStringList *list : { &b.columns, &b.highlights, &b.focusTerms, &b.deviationTerms })
        scrubAll(*list, scrub);
    for (BlockRow &row : b.rows) {
        scrubAll(row.cells, scrub);
        scrubAll(row.choices, scrub);
    }
}

void scrubForm(FormDefinition &form, const NameScrubber &scrub)
{
    form.title = scrub(form.title);
    for (FormQuestion &q : form.questions) {
        q.text = scrub(q.text);
        q.context = scrub(q.context);
        for (FormOption &o : q.options) {
            o.label = scrub(o.label);
            o.description = scrub(o.description);
        }
    }
}
} // namespace

BlindItem scrubbedItem(BlindItem item, const NameScrubber &scrub)
{
    if (!scrub.active())
        return item;
    item.title = scrub(item.title);
    for (ItemBlock &b : item.blocks)
        scrubBlock(b, scrub);
    scrubForm(item.form, scrub);
    if (item.revealed)
        for (JudgeNote &n : item.revealed->notes)
            n.reasoning = scrub(n.reasoning);
    return item;
}

QByteArray blindItemToJson(const BlindItem &item)
{
    QJsonArray blocks;
    for (const ItemBlock &b : item.blocks)
        blocks.append(blockJson(b));
    QJsonArray keys;
    for (const KeyBinding &k : item.keys.bindings) {
        QJsonObject o { { QStringLiteral("keys"), k.keys }, { QStringLiteral("action"), keyActionName(k.action) } };
        if (k.action == KeyAction::Choose) {
            o.insert(QStringLiteral("question"), k.question);
            o.insert(QStringLiteral("value"), k.value);
        }
        keys.append(o);
    }
    QJsonObject root { { QStringLiteral("target"), item.target.toString() }, { QStringLiteral("title"), item.title },
        { QStringLiteral("swapped"), item.swapped }, { QStringLiteral("judged"), item.judged },
        { QStringLiteral("blocks"), blocks },
        { QStringLiteral("form"), QJsonDocument::fromJson(formToJson(item.form)).object() },
        { QStringLiteral("keys"), keys } };
    if (item.revealed)
        root.insert(QStringLiteral("revealed"), revealJson(*item.revealed));
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<BlindItem> blindItemFromJson(const QByteArray &json, const QString &source)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return tl::unexpected(badField(source, {}, parseError.errorString()));
    const QJsonObject root = doc.object();
    BlindItem item;
    item.target = Target::parse(root.value(QStringLiteral("target")).toString());
    item.title = root.value(QStringLiteral("title")).toString();
    item.swapped = root.value(QStringLiteral("swapped")).toBool();
    item.judged = root.value(QStringLiteral("judged")).toBool();
    const QJsonArray blocks = root.value(QStringLiteral("blocks")).toArray();
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        auto block = readBlock(blocks[i].toObject(), source, QStringLiteral("blocks[%1]").arg(i));
        if (!block)
            return tl::unexpected(block.error());
        item.blocks << *block;
    }
    const QJsonObject formObject = root.value(QStringLiteral("form")).toObject();
    const QString expand = formObject.value(QStringLiteral("expand")).toString();
    auto form = formFromJson(QJsonDocument(formObject).toJson(QJsonDocument::Compact), source,
        expand.isEmpty() ? QStringList() : QStringList { expand }); // expanded already: its expansion is history
    if (!form)
        return tl::unexpected(form.error());
    item.form = *form;
    auto keys = readKeys(root.value(QStringLiteral("keys")).toArray(), source);
    if (!keys)
        return tl::unexpected(keys.error());
    item.keys = *keys;
    if (root.contains(QStringLiteral("revealed")))
        item.revealed = readReveal(root.value(QStringLiteral("revealed")).toObject());
    if (!item.target.isValid())
        return tl::unexpected(badField(
            source, QStringLiteral("target"), QCoreApplication::translate("draudit::models::BlindItem", "no target")));
    return item;
}

} // namespace draudit::models
