# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A project served by `draudit serve` for the browser tests: the demo project with model names planted in its
reports (as real reports name their model), optional hostile report content, one blind study per protocol for the
annotator ann, her invitation links, and a canary HTTP server on loopback that counts every request it gets."""
import http.server
import os
import socket
import sqlite3
import subprocess
import tempfile
import threading
import time


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class Canary:
    """Counts requests on loopback; it also serves an attacking page (/evil.html) for cross-origin tests."""

    def __init__(self):
        self.hits = []
        canary = self
        self.evil_page = b''

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                canary.hits.append(self.path)
                body = canary.evil_page if self.path.startswith('/evil') else b'canary'
                self.send_response(200)
                self.send_header('Content-Type', 'text/html' if self.path.startswith('/evil') else 'image/png')
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_GET

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


def hostile_markdown(port):
    base = f'http://127.0.0.1:{port}'
    return '\n\n'.join([
        f'<script>fetch("{base}/script")</script>',
        f'<img src="{base}/raw-img" onerror="fetch(\'{base}/onerror\')">',
        f'![remote]({base}/md-img.png)',
        '![local](file:///etc/passwd)',
        f'<iframe src="{base}/iframe"></iframe>',
        f'<object data="{base}/object"></object>',
        f'<div style="background:url({base}/css)">styled</div>',
        f'<link rel="stylesheet" href="{base}/link">',
        f'<meta http-equiv="refresh" content="0;url={base}/refresh">',
        f'[a link]({base}/link-click)',
        f'<a href="javascript:fetch(\'{base}/js-link\')">js</a>',
        f'<svg onload="fetch(\'{base}/svg\')"></svg>',
    ])


class ServedProject:
    def __init__(self, draudit, protocols, hostile_port=None, language=None, answer_words=60):
        self.draudit = draudit
        self.dir = tempfile.mkdtemp(prefix='draudit-serve-')
        self.project = os.path.join(self.dir, 'demo.draudit')
        self.run('demo', self.project, '--battles', '4', '--reports', '2', '--answer-words', str(answer_words),
                 '--report-words', '150')
        # Every benchmark's files (the repository's own fixtures), for the protocols the demo does not fill.
        fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'import')
        self.run('import', self.project, fixtures)
        db = sqlite3.connect(self.project)
        # Reports and answers that name their model, as real ones do (the blind item must scrub them).
        db.execute("UPDATE responses SET text = text || ' (As ' || (SELECT upper(name) FROM systems WHERE "
                   "id = system_id) || ', I checked this.)' WHERE substr(ltrim(text), 1, 1) NOT IN ('{', '[')")
        if hostile_port:
            db.execute("UPDATE responses SET text = text || char(10) || char(10) || ? WHERE substr(ltrim(text), 1, 1) "
                       "NOT IN ('{', '[')", (hostile_markdown(hostile_port),))
        db.commit()
        self.secrets = [r[0] for r in db.execute('SELECT name FROM systems')]
        self.secrets += [r[0] for r in db.execute(
            "SELECT DISTINCT substr(reasoning, 1, 60) FROM judge_records WHERE length(reasoning) > 30 "
            "AND field NOT IN ('support', 'citation')")]
        self.secrets += ['dr-arena-examiner']
        db.close()
        self.port = free_port()
        self.links = {}
        for protocol in protocols:
            study = 'web ' + protocol
            extra = ['--sample-battles', 'all'] if protocol == 'dr-arena' else ['--sample', '2']
            if protocol == 'dr-arena':
                guidelines = os.path.join(self.dir, 'guidelines.md')
                with open(guidelines, 'w') as f:
                    f.write('# How to judge\n\nRead **both** answers to the end before you choose.\n')
                extra += ['--guidelines', guidelines]
            if protocol == 'task-preference':
                items = os.path.join(self.dir, 'triples.txt')
                with open(items, 'w') as f:
                    f.write('1,2,3\n4,5,6\n')
                extra = ['--items', items]
            self.run('study', 'create', self.project, '--name', study, '--protocol', protocol, *extra)
            self.run('study', 'assign', self.project, '--study', study, '--annotators', 'ann')
            out = self.run('study', 'invite', self.project, '--study', study, '--annotators', 'ann',
                           '--url', f'http://127.0.0.1:{self.port}')
            self.links[study] = out.split('\t')[1]
        self.server = None
        self.language = language

    def run(self, *args):
        result = subprocess.run([self.draudit, *args], capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise RuntimeError(f'draudit {" ".join(args)}: {result.stderr}')
        return result.stdout

    def self_signed(self):
        """A certificate for 127.0.0.1 made with openssl; returns (certificate, key) paths."""
        cert, key = os.path.join(self.dir, 'cert.pem'), os.path.join(self.dir, 'key.pem')
        subprocess.run(['openssl', 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
                        '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
                       check=True, capture_output=True)
        return cert, key

    def serve(self, study, tls=None):
        self.stop()
        args = [self.draudit, 'serve', self.project, '--study', study, '--listen', f'127.0.0.1:{self.port}']
        if tls:
            args += ['--tls-cert', tls[0], '--tls-key', tls[1]]
        if self.language:
            args += ['--lang', self.language]
        self.server = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.server.stdout.readline()
        if 'listening' not in line:
            raise RuntimeError('draudit serve did not start: ' + line + self.server.stderr.read())

    def stop(self):
        if self.server:
            self.server.terminate()
            self.server.wait(timeout=30)
            self.server = None

    def sql(self, query, *params):
        db = sqlite3.connect(self.project)
        try:
            return db.execute(query, params).fetchall()
        finally:
            db.close()
