#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A real `draudit serve` with hostile answers: one annotator opens answer pages that make Debian's cmark-gfm
super-linear (a run of `www._` autolinks) and one that makes it allocate without bound (a GFM table whose rows
autocomplete), again and again, while a second annotator polls her state. Her requests keep a 95th percentile under
100 ms, the hostile pages come back as plain text with a note, the server stays up, and SIGTERM stops it promptly.
    tst_hostilereport.py DRAUDIT"""
import http.client
import json
import os
import re
import signal
import sqlite3
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from servefixture import ServedProject  # noqa: E402

DRAUDIT = sys.argv.pop(1) if len(sys.argv) > 1 else 'build/release/app/draudit'


class Session:
    """An annotator's browser session over plain HTTP: opens her invitation link, then GETs with its cookie."""

    def __init__(self, port, link):
        self.port = port
        token = link.rsplit('/i/', 1)[1]
        c = http.client.HTTPConnection('127.0.0.1', port, timeout=60)
        c.request('POST', '/i/' + token, headers={'Origin': f'http://127.0.0.1:{port}', 'Sec-Fetch-Site': 'same-origin'})
        r = c.getresponse()
        r.read()
        cookie = r.getheader('Set-Cookie') or ''
        assert r.status == 303 and cookie, (r.status, cookie)
        self.cookie = cookie.split(';', 1)[0]
        c.close()

    def get(self, path, timeout=60):
        c = http.client.HTTPConnection('127.0.0.1', self.port, timeout=timeout)
        c.request('GET', path, headers={'Cookie': self.cookie})
        r = c.getresponse()
        body = r.read()
        c.close()
        return r.status, body


class HostileReportTest(unittest.TestCase):
    def test_a_hostile_answer_holds_no_one_else(self):
        project = ServedProject(DRAUDIT, [])
        study = 'hostile'
        project.run('study', 'create', project.project, '--name', study, '--protocol', 'dr-arena',
                    '--sample-battles', 'all')
        project.run('study', 'assign', project.project, '--study', study, '--annotators', 'ann,bob')
        links = {}
        for who in ('ann', 'bob'):
            out = project.run('study', 'invite', project.project, '--study', study, '--annotators', who,
                              '--url', f'http://127.0.0.1:{project.port}')
            links[who] = out.split('\t')[1].strip()
        # Every answer of the study hostile: half autolinks (seconds of cmark time), half a table bomb (gigabytes).
        autolinks = 'www._' * 40000
        bomb = '|a' * 12500 + '|\n' + '|-' * 12500 + '|\n' + 'a\n' * 25000
        db = sqlite3.connect(project.project)
        db.execute('UPDATE responses SET text = CASE WHEN id % 2 = 0 THEN ? ELSE ? END '
                   'WHERE id IN (SELECT response_a FROM rounds UNION SELECT response_b FROM rounds)', (autolinks, bomb))
        db.commit()
        db.close()
        project.serve(study)
        try:
            ann = Session(project.port, links['ann'])
            bob = Session(project.port, links['bob'])
            status, state = ann.get('/api/state')
            self.assertEqual(status, 200)
            handle = json.loads(state)['item']['handle']
            pages, errors = [], []

            def open_pages(side):
                for _ in range(3):
                    try:
                        status, body = ann.get(f'/api/page?block=answers&side={side}&item={handle}', timeout=120)
                        pages.append((status, body))
                    except Exception as e:  # noqa: BLE001 - any failure is the test's
                        errors.append(repr(e))

            openers = [threading.Thread(target=open_pages, args=(side,)) for side in ('left', 'right', 'left')]
            for t in openers:
                t.start()
            time.sleep(0.2)
            waits = []
            while any(t.is_alive() for t in openers) or len(waits) < 30:
                began = time.monotonic()
                status, _ = bob.get('/api/state', timeout=30)
                waits.append((time.monotonic() - began) * 1000)
                self.assertEqual(status, 200)
                time.sleep(0.05)
            for t in openers:
                t.join()
            self.assertEqual(errors, [])
            waits.sort()
            p95 = waits[len(waits) * 95 // 100]
            print(f'hostile report: {len(waits)} state requests while {len(pages)} hostile pages were opened: '
                  f'median {waits[len(waits) // 2]:.1f} ms, p95 {p95:.1f} ms, longest {waits[-1]:.1f} ms')
            self.assertLess(p95, 100)
            self.assertEqual(len(pages), 9)
            for status, body in pages:
                self.assertEqual(status, 200)
                text = body.decode()
                self.assertIn('shown as plain text', text)
                self.assertIsNone(re.search(r'<a |<table', text))
            self.assertIsNone(project.server.poll(), 'the server died')
            # A hostile page being rendered does not hold SIGTERM: a server started afresh (nothing cached) is asked
            # for one, and stopped while it renders.
            project.serve(study)
            def render_while_stopping():
                try:
                    ann.get(f'/api/page?block=answers&side=left&item={handle}')
                except OSError:
                    pass  # the server stops under it

            threading.Thread(target=render_while_stopping, daemon=True).start()
            time.sleep(0.5)
            began = time.monotonic()
            project.server.send_signal(signal.SIGTERM)
            project.server.wait(timeout=30)
            stopped = time.monotonic() - began
            print(f'SIGTERM: stopped in {stopped:.2f} s')
            self.assertLess(stopped, 5)
            project.server = None
        finally:
            project.stop()


if __name__ == '__main__':
    unittest.main(verbosity=2)
