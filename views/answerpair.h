// Answer A and answer B side by side, rendered safely, with synchronised scrolling.
#pragma once

#include <QWidget>

class QLabel;

namespace draudit {
namespace views {

class SafeTextBrowser;

class AnswerPair final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnswerPair)

public:
    explicit AnswerPair(QWidget *parent = nullptr);

    void setAnswers(const QString &markdownA, const QString &markdownB);
    void setSynchronisedScrolling(bool on) { m_sync = on; }
    SafeTextBrowser *left() const { return m_left; }
    SafeTextBrowser *right() const { return m_right; }

Q_SIGNALS:
    void linkRequested(const QUrl &url);

private:
    void follow(SafeTextBrowser *from, SafeTextBrowser *to);

    SafeTextBrowser *m_left;
    SafeTextBrowser *m_right;
    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    bool m_sync = true;
    bool m_following = false;
};

} // namespace views
} // namespace draudit
