// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Answer A and answer B side by side, rendered safely, with synchronised scrolling.
#pragma once

#include "models/core/wordlimit.h"

#include <QWidget>

class QLabel;

namespace draudit {
namespace views {

class SafeWebView;

class AnswerPair final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnswerPair)

public:
    explicit AnswerPair(QWidget *parent = nullptr);

    // With a word limit ("Answer in at most 400 words."), each title counts the answer's words against it.
    void setAnswers(const QString &markdownA, const QString &markdownB, const models::WordLimit &wordLimit = {});
    QLabel *leftTitle() const { return m_leftTitle; }
    QLabel *rightTitle() const { return m_rightTitle; }
    void setSynchronisedScrolling(bool on) { m_sync = on; }
    SafeWebView *left() const { return m_left; }
    SafeWebView *right() const { return m_right; }

Q_SIGNALS:
    void linkRequested(const QUrl &url);

private:
    SafeWebView *m_left;
    SafeWebView *m_right;
    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    bool m_sync = true;
};

} // namespace views
} // namespace draudit
