#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The annotator's page of `draudit serve` in headless Chromium (DevTools protocol): a keyboard-only flow through
every protocol's blind items, with every byte of every response scanned before the reveal; hostile report content
that must reach nothing; a write from another site that must write nothing; Chinese, dark mode and 1280x720.
Usage: tst_browser.py DRAUDIT_BINARY [BrowserTest.test_x ...] (skips when chromium or python3-websocket is
missing)."""
import os
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
DRAUDIT = os.environ.get('DRAUDIT_BINARY') or (sys.argv[1] if len(sys.argv) > 1 else '')
SHOTS = os.environ.get('DRAUDIT_SHOTS', '')

try:
    from cdp import Browser
    from servefixture import Canary, ServedProject
    import shutil
    MISSING = '' if shutil.which('chromium') else 'chromium is not installed'
except ImportError as e:
    MISSING = f'{e} (apt install python3-websocket)'

PROTOCOLS = ['dr-arena', 'task-preference', 'drb', 'drb-fact', 'drbench', 'drbench-items', 'livedrbench', 'dr3',
             'generic']

MISSING_ANSWER = """(() => {
  const qs = visibleQuestions();
  const i = qs.findIndex((q) => q.required && !state.answers[q.id]);
  if (i < 0) return null;
  const q = qs[i];
  return { index: i, current: state.current, kind: q.kind, min: q.min, id: q.id };
})()"""


def open_link(b, link):
    """Opens the invitation link and presses Enter on its "Continue as ..." button, as a person would."""
    b.open(link)
    b.wait_for("!!document.querySelector('form button') && document.activeElement === document.querySelector('form button')")
    b.key('Enter')
    b.wait_for("location.pathname === '/study'")


def open_study(b, link):
    """Opens the link and the first item, past the guidelines."""
    open_link(b, link)
    b.wait_for("!!document.querySelector('.question')")
    if b.evaluate("!document.getElementById('overlay').hidden"):
        b.key('Enter')
        b.wait_for("document.getElementById('overlay').hidden")


def settle(b):
    b.wait_for('state.queue.length === 0 && !state.busy')


def answer_required(b):
    """Answers every required question with the keyboard only: arrows to reach it, a digit for a choice, typing for a
    number or a text (Esc leaves the field)."""
    for _ in range(400):
        settle(b)
        q = b.evaluate(MISSING_ANSWER)
        if not q:
            return
        if q['current'] != q['index']:
            b.key('ArrowDown' if q['current'] < q['index'] else 'ArrowUp')
            continue
        if q['kind'] == 'choice':
            b.key('1')
        else:
            b.type(str(int(q['min'])) if q['kind'] == 'number' else 'ok')
            b.key('Escape')
        b.wait_for(f"!!state.answers[{q['id']!r}]")
    raise AssertionError('the form never became complete')


class BrowserTest(unittest.TestCase):
    def setUp(self):
        if MISSING:
            self.skipTest(MISSING)
        self.browser = Browser(1280, 720)

    def tearDown(self):
        if hasattr(self, 'browser'):
            self.browser.close()

    def scan(self, project, allow_reveal):
        """Every response body so far: no model name, judge reasoning or judge name unless it is a reveal."""
        b = self.browser
        found = 0
        for request_id, r in list(b.responses.items()):
            body = b.body_of(request_id) or b''
            text = body.decode('utf-8', 'replace')
            for secret in project.secrets:
                if secret.lower() in text.lower():
                    if '/api/reveal' in r['url'] and allow_reveal:
                        found += 1
                        continue
                    self.fail(f"{r['url']}: '{secret}' in a response")
        b.responses.clear()
        return found

    def work_through(self, project, study, max_items=6):
        b = self.browser
        open_link(b, project.links[study])
        b.wait_for("location.pathname === '/study' && (!!document.querySelector('.question') || "
                   "!document.getElementById('finished').hidden)")
        if study == 'web dr-arena':
            # The guidelines come first, as a safe page; Enter starts.
            b.wait_for("!document.getElementById('overlay').hidden")
            self.assertIn('/api/guidelines', b.evaluate("document.querySelector('#dialog-body iframe').src"))
            b.pump(0.5)
            self.assertTrue(any('/api/guidelines' in r['url'] and r['status'] == 200 for r in b.responses.values()))
            b.key('Enter')
            b.wait_for("document.getElementById('overlay').hidden")
        b.key('?')
        b.wait_for("!document.getElementById('overlay').hidden")
        b.key('Escape')
        items = revealed = 0
        while items < max_items and not b.evaluate("!document.getElementById('finished').hidden"):
            handle = b.evaluate('state.item.handle')
            answer_required(b)
            b.key('Enter')
            b.wait_for('state.committed')
            settle(b)
            if not b.evaluate('state.done'):
                answer_required(b)  # after-commit questions (D2 at a battle's end)
                b.key('Enter')
                b.wait_for('state.done')
            self.scan(project, False)
            b.key('j', ctrl=True)
            b.wait_for("!document.getElementById('reveal').hidden")
            b.pump(0.2)
            revealed += self.scan(project, True)
            b.key('Enter')
            b.wait_for(f"!document.getElementById('finished').hidden || state.item.handle !== {handle!r}")
            items += 1
        return items, revealed

    def test_keyboard_flow_of_every_protocol(self):
        project = ServedProject(DRAUDIT, PROTOCOLS)
        try:
            for protocol in PROTOCOLS:
                with self.subTest(protocol=protocol):
                    study = 'web ' + protocol
                    project.serve(study)
                    before = project.sql("SELECT count(*) FROM annotation_history")[0][0]
                    items, revealed = self.work_through(project, study)
                    self.assertGreater(items, 0)
                    done = project.sql("SELECT count(*) FROM assignments a JOIN studies s ON s.id = a.study_id "
                                       "WHERE s.name = ? AND a.status = 'done'", study)
                    self.assertGreaterEqual(done[0][0], 1)
                    self.assertGreater(project.sql("SELECT count(*) FROM annotation_history")[0][0], before)
                    if protocol == 'dr-arena':
                        self.assertGreater(revealed, 0, 'the scan must recognise the judge in a reveal')
                    if SHOTS:
                        self.browser.screenshot(os.path.join(SHOTS, f'serve-{protocol}.png'))
        finally:
            project.stop()

    def test_hostile_reports_reach_nothing(self):
        canary = Canary()
        project = ServedProject(DRAUDIT, ['drb', 'dr-arena'], hostile_port=canary.port)
        try:
            for study in ('web drb', 'web dr-arena'):
                project.serve(study)
                b = self.browser
                open_link(b, project.links[study])
                b.wait_for("!!document.querySelector('iframe.page')")
                b.pump(3)
                frames = [r for r in b.responses.values() if '/api/page' in r['url']]
                self.assertTrue(frames, 'the report was shown')
                for r in frames:
                    self.assertIn('sandbox', r['headers'].get('Content-Security-Policy', ''))
                self.assertEqual(canary.hits, [], f'{study}: hostile content reached the canary')
        finally:
            project.stop()
            canary.close()

    def test_another_site_cannot_write(self):
        canary = Canary()
        project = ServedProject(DRAUDIT, ['dr-arena'])
        try:
            study = 'web dr-arena'
            project.serve(study)
            b = self.browser
            open_study(b, project.links[study])
            handle = b.evaluate('state.item.handle')
            before = project.sql('SELECT count(*) FROM annotation_history')[0][0]
            sessions = project.sql('SELECT count(*) FROM web_sessions')[0][0]
            target = f'http://127.0.0.1:{project.port}'
            link = project.links[study]
            canary.evil_page = f'''<html><body><form id="f" method="POST" action="{target}/api/answer"
              enctype="text/plain"><input name='{{"item":"{handle}","question":"C1","value":"Tie","key":"evil000000000001","x":"' value='"}}'></form>
              <script>
                fetch("{target}/api/answer", {{method: "POST", mode: "no-cors", credentials: "include",
                  headers: {{"Content-Type": "text/plain"}},
                  body: JSON.stringify({{item: "{handle}", question: "C1", value: "Tie", key: "evil000000000002"}})}});
                setTimeout(() => document.getElementById("f").submit(), 300);
              </script></body></html>'''.encode()
            # Another site: "localhost" is not the site "127.0.0.1".
            b.open(f'http://localhost:{canary.port}/evil.html')
            b.pump(3)
            self.assertEqual(project.sql('SELECT count(*) FROM annotation_history')[0][0], before)
            # A session slipped in by another site (its POST to an invitation link) is refused too.
            canary.evil_page = f'<html><body><form id="g" method="POST" action="{link}"></form><script>document.getElementById("g").submit()</script></body></html>'.encode()
            b.open(f'http://localhost:{canary.port}/evil-login.html')
            b.pump(3)
            self.assertEqual(project.sql('SELECT count(*) FROM web_sessions')[0][0], sessions)
        finally:
            project.stop()
            canary.close()

    def test_offline_then_saved(self):
        """The server is killed while the page is open: the answer given meanwhile shows "Offline — retrying", and
        once the server is back it is saved, once, without the annotator doing anything."""
        project = ServedProject(DRAUDIT, ['dr-arena'])
        try:
            study = 'web dr-arena'
            project.serve(study)
            b = self.browser
            open_study(b, project.links[study])
            before = project.sql('SELECT count(*) FROM annotation_history')[0][0]
            project.server.kill()  # SIGKILL
            project.server.wait()
            b.key('3')
            b.wait_for("document.getElementById('save-state').className === 'offline'")
            self.assertEqual(project.sql('SELECT count(*) FROM annotation_history')[0][0], before)
            project.server = None
            project.serve(study)
            b.wait_for("document.getElementById('save-state').className === 'saved'", timeout=30)
            self.assertEqual(project.sql('SELECT count(*) FROM annotation_history')[0][0], before + 1)
            self.assertEqual(b.evaluate("state.answers.C1"), 'Tie')
        finally:
            project.stop()

    def test_https_directly(self):
        """--tls-cert/--tls-key: the page works over HTTPS, its cookie is Secure, HSTS is sent; plain HTTP to the
        same port gets nothing."""
        project = ServedProject(DRAUDIT, ['dr-arena'])
        try:
            study = 'web dr-arena'
            project.serve(study, tls=project.self_signed())
            self.browser.close()
            self.browser = Browser(1280, 720, extra_args=['--ignore-certificate-errors'])
            b = self.browser
            open_study(b, project.links[study].replace('http://', 'https://'))
            cookies = b.send('Network.getCookies')['cookies']
            session = [c for c in cookies if c['name'] == 'draudit_session']
            self.assertTrue(session and session[0]['secure'] and session[0]['httpOnly'], cookies)
            self.assertEqual(session[0]['sameSite'], 'Strict')
            hsts = [r for r in b.responses.values() if 'Strict-Transport-Security' in r['headers']]
            self.assertTrue(hsts)
            before = project.sql('SELECT count(*) FROM annotation_history')[0][0]
            b.key('3')
            b.wait_for("document.getElementById('save-state').className === 'saved'")
            self.assertEqual(project.sql('SELECT count(*) FROM annotation_history')[0][0], before + 1)
            import urllib.request
            with self.assertRaises(Exception):
                urllib.request.urlopen(f'http://127.0.0.1:{project.port}/', timeout=5).read()
        finally:
            project.stop()

    def test_chinese_dark_at_1280x720(self):
        project = ServedProject(DRAUDIT, ['dr-arena'], language='zh_CN')
        try:
            study = 'web dr-arena'
            project.serve(study)
            b = self.browser
            b.send('Emulation.setEmulatedMedia', features=[{'name': 'prefers-color-scheme', 'value': 'dark'}])
            open_study(b, project.links[study])
            self.assertEqual(b.evaluate('document.documentElement.lang'), 'zh-CN')
            self.assertIn('提交', b.evaluate("document.getElementById('commit-button').textContent"))
            self.assertIn('对战', b.evaluate("document.getElementById('progress').textContent"))
            # The form's preset texts too, though the study was made (and its form stored) in English.
            self.assertIn('哪个回答更好', b.evaluate("document.getElementById('questions').textContent"))
            background = b.evaluate('getComputedStyle(document.body).backgroundColor')
            self.assertLess(sum(int(x) for x in background[4:-1].split(',')[:3]), 200, background)
            self.assertLessEqual(b.evaluate('document.documentElement.scrollWidth'), b.evaluate('innerWidth'))
            self.assertTrue(b.evaluate("document.getElementById('commit-button').getBoundingClientRect().bottom "
                                       "< innerHeight"))
            # Nothing of the page's own words is left in English (the item's content is data, shown as written; the
            # no-script notice is in both languages).
            words = b.evaluate(
                "(() => { const page = document.body.cloneNode(true);"
                " page.querySelectorAll('#blocks, iframe, script, style, noscript, [hidden]').forEach((e) => e.remove());"
                " return Array.from(new Set(page.textContent.match(/[A-Za-z][A-Za-z'-]{2,}/g) || [])); })()")
            allowed = {'Enter', 'Ctrl', 'Shift', 'Alt', 'Esc', 'Tab', 'Space', 'PageDown', 'PageUp', 'Home', 'End',
                       'draudit', 'Arena', 'DR-Arena', 'web', 'dr-arena', 'ann', 'bob'}
            self.assertEqual([w for w in words if w not in allowed], [], words)
            if SHOTS:
                b.screenshot(os.path.join(SHOTS, 'serve-zh-dark.png'))
        finally:
            project.stop()


    # ---- the annotator's day: the page at 1366x768, 1920x1080 and on a phone ----
    def shot(self, name):
        if SHOTS:
            self.browser.screenshot(os.path.join(SHOTS, name + '.png'))

    def open_at_1366(self, project, study):
        """Serves the study and opens its first item in a browser window of 1366x768."""
        project.serve(study)
        self.browser.close()
        self.browser = Browser(1366, 768)
        open_study(self.browser, project.links[study])
        return self.browser

    def frames_scroll(self):
        return self.browser.evaluate("Array.from(document.querySelectorAll('#blocks iframe.page'), "
                                     "(f) => Math.round(f.contentWindow.scrollY))")

    def test_a_round_fits_the_screen_and_scrolls_by_keys(self):
        """At 1366x768 a round shows the question, the start of both answers and the whole form without scrolling;
        the reading keys scroll both answers, or one, without entering the frames; Tab never enters a frame; every
        item opens at its top."""
        project = ServedProject(DRAUDIT, ['dr-arena'], answer_words=900)
        try:
            study = 'web dr-arena'
            b = self.open_at_1366(project, study)
            b.wait_for("Array.from(document.querySelectorAll('.pair iframe.page')).length === 2 && "
                       "Array.from(document.querySelectorAll('.pair iframe.page')).every((f) => f.contentDocument "
                       "&& f.contentDocument.readyState === 'complete' && f.contentDocument.body "
                       "&& f.contentDocument.body.scrollHeight > 0)")
            self.shot('web-1366-round')
            tops = b.evaluate("Array.from(document.querySelectorAll('.pair iframe.page'), "
                              "(f) => f.getBoundingClientRect().top)")
            self.assertTrue(all(t < 768 * 0.4 for t in tops), f'the answers start at {tops}')
            self.assertTrue(b.evaluate("document.querySelector('#blocks .block.text').getBoundingClientRect().top "
                                       "< 200"), 'the round question is at the top')
            self.assertTrue(b.evaluate("document.getElementById('commit-button').getBoundingClientRect().bottom "
                                       "<= innerHeight"))
            self.assertTrue(b.evaluate("Array.from(document.querySelectorAll('.question')).every((q) => "
                                       "q.getBoundingClientRect().bottom <= innerHeight)"), 'the whole form shows')
            self.assertLessEqual(b.evaluate('document.documentElement.scrollWidth'), 1366)
            self.assertEqual(self.frames_scroll(), [0, 0])
            b.key('PageDown')
            both = self.frames_scroll()
            self.assertTrue(all(y > 100 for y in both), both)
            b.key('PageDown', shift=True)
            left_only = self.frames_scroll()
            self.assertGreater(left_only[0], both[0])
            self.assertEqual(left_only[1], both[1])
            b.key('PageDown', alt=True)
            self.assertGreater(self.frames_scroll()[1], both[1])
            b.key('Home')
            self.assertEqual(self.frames_scroll(), [0, 0])
            b.key(' ')
            self.assertTrue(all(y > 100 for y in self.frames_scroll()))
            for _ in range(25):
                b.key('Tab')
                self.assertNotEqual(b.evaluate('document.activeElement.tagName'), 'IFRAME')
            b.evaluate('document.activeElement.blur()')
            # The next item opens at its top, its frames at their start.
            b.evaluate("document.getElementById('item').scrollTop = 400")
            handle = b.evaluate('state.item.handle')
            answer_required(b)
            b.key('Enter')
            b.wait_for('state.done')
            b.key('Enter')
            b.wait_for(f'state.item && state.item.handle !== {handle!r}')
            self.assertEqual(b.evaluate("document.getElementById('item').scrollTop"), 0)
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1')
            b.viewport(1920, 1080)
            b.pump(0.5)
            self.shot('web-1920-round')
            b.viewport(390, 844, mobile=True)
            b.pump(0.5)
            self.assertLessEqual(b.evaluate('document.documentElement.scrollWidth'), 390)
            widths = b.evaluate("Array.from(document.querySelectorAll('.pair iframe.page'), "
                                "(f) => f.getBoundingClientRect().width)")
            self.assertGreater(max(widths), 300, 'one answer at a time, as wide as the phone')
            self.shot('web-390-round')
            b.evaluate("document.querySelector('.tab[data-side=right]').click()")
            b.pump(0.3)
            self.shot('web-390-round-answer-b')
            b.evaluate("document.getElementById('form-pane').scrollIntoView()")
            self.shot('web-390-form')
        finally:
            project.stop()

    def test_undo_reason_and_buttons_by_keyboard(self):
        """Issue 56's item 4 walked with the keys: an undo makes the undone question current, so the next digit
        answers it (never the reason); undo steps further back each time; a cleared reason is saved as cleared;
        Enter on a focused button presses it; a commit refused for a missing answer says what to do."""
        project = ServedProject(DRAUDIT, ['dr-arena'])
        try:
            study = 'web dr-arena'
            b = self.open_at_1366(project, study)
            handle = b.evaluate('state.item.handle')
            history = lambda: project.sql("SELECT field, coalesce(old_value, ''), coalesce(new_value, '') "
                                          "FROM annotation_history h JOIN studies s ON s.id = h.study_id "
                                          "WHERE s.name = ? ORDER BY h.id", study)
            # Enter with nothing answered: a hint, nothing sent, nothing said unsaved.
            b.key('Enter')
            b.wait_for("document.getElementById('message').className === 'hint'")
            self.assertNotEqual(b.evaluate("document.getElementById('save-state').className"), 'failed')
            self.assertIn('1', b.evaluate("document.getElementById('message').textContent"))
            self.shot('web-1366-answer-first')
            b.key('1')
            settle(b)
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1_failure')
            b.key('1')
            settle(b)
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1_failure',
                             'the optional reason is not made current by an answer')
            b.key('z', ctrl=True)
            settle(b)
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1_failure')
            b.key('z', ctrl=True)
            settle(b)
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1')
            self.assertIsNone(b.evaluate("state.answers.C1 || null"))
            self.shot('web-1366-after-undo')
            b.key('2')
            settle(b)
            b.key('2')
            settle(b)
            rows = history()
            self.assertFalse([r for r in rows if r[0] == 'C1_reason'], rows)
            # The two undos stepped back twice (failure, then verdict), then the new answers.
            verdicts = [r for r in rows if r[0] == 'C1']
            self.assertEqual(verdicts[:2], [('C1', '', rows[0][2]), ('C1', rows[0][2], '')])
            self.assertEqual(len(verdicts), 3)
            self.assertNotIn(verdicts[2][2], ('', rows[0][2]))  # the second digit's verdict (stored in data order)
            # A reason typed, then cleared: both are saved.
            b.key('ArrowDown')
            b.key('ArrowDown')
            self.assertEqual(b.evaluate("visibleQuestions()[state.current].id"), 'C1_reason')
            b.type('ab')
            b.key('Escape')
            settle(b)
            self.assertEqual(project.sql("SELECT value FROM annotations WHERE field = 'C1_reason'"), [('ab',)])
            b.evaluate("document.querySelector('.question[data-question=C1_reason] textarea').focus()")
            b.key('a', ctrl=True)
            b.key('Backspace')
            b.key('Escape')
            settle(b)
            self.assertEqual(history()[-1][0:3], ('C1_reason', 'ab', ''))
            self.assertEqual(project.sql("SELECT count(*) FROM annotations WHERE field = 'C1_reason' AND "
                                         "coalesce(value, '') <> ''"), [(0,)])
            # Enter on the focused Skip button skips (it does not commit).
            b.evaluate("document.getElementById('skip-button').focus()")
            b.key('Enter')
            b.wait_for(f'state.item.handle !== {handle!r}')
            self.assertEqual(project.sql("SELECT count(*) FROM assignments WHERE status = 'skipped'"), [(1,)])
            self.assertEqual(project.sql("SELECT count(*) FROM blinding WHERE committed_at IS NOT NULL"), [(0,)])
            progress = b.evaluate("document.getElementById('progress').textContent")
            self.assertIn('1 skipped', progress)
            # Whole units in the words of the study's protocol, sent by the server ("0 of 4 battles done").
            self.assertRegex(progress, r'of \d+ battles · round \d+')
            self.assertRegex(progress, r'\d+ of \d+ battles done')
            self.assertEqual(b.evaluate("document.getElementById('message').className"), 'info')
            self.shot('web-1366-skipped')
        finally:
            project.stop()

if __name__ == '__main__':
    unittest.main(argv=[sys.argv[0], '-v'] + sys.argv[2:])  # tst_browser.py DRAUDIT [BrowserTest.test_x ...]
