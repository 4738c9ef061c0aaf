# SPDX-FileCopyrightText: 2026 The draudit authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small client of the Chrome DevTools Protocol for draudit's browser tests: starts Debian's headless chromium
with its own profile, opens pages, types keys as a person would, evaluates JavaScript, and records every network
request and response the page makes (so tests can scan them)."""
import json
import os
import shutil
import subprocess
import tempfile
import time

import websocket  # python3-websocket


class Browser:
    def __init__(self, width=1280, height=720, extra_args=()):
        self.profile = tempfile.mkdtemp(prefix='draudit-chromium-')
        binary = shutil.which('chromium') or shutil.which('chromium-browser')
        if not binary:
            raise RuntimeError('chromium is not installed (apt install chromium)')
        args = [binary, '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
                '--no-default-browser-check', '--disable-extensions', '--disable-background-networking',
                '--disable-component-update', '--disable-sync', '--metrics-recording-only',
                f'--window-size={width},{height}', f'--user-data-dir={self.profile}',
                '--remote-debugging-port=0', *extra_args, 'about:blank']
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, 'DevToolsActivePort')
        deadline = time.time() + 30
        while not os.path.exists(port_file) or os.path.getsize(port_file) == 0:
            if time.time() > deadline:
                raise RuntimeError('chromium did not start')
            time.sleep(0.05)
        with open(port_file) as f:
            port = f.read().split()[0]
        import urllib.request
        deadline = time.time() + 10
        while True:
            try:
                targets = json.load(urllib.request.urlopen(f'http://127.0.0.1:{port}/json'))
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)
        page = next(t for t in targets if t['type'] == 'page')
        self.ws = websocket.create_connection(page['webSocketDebuggerUrl'], timeout=60, suppress_origin=True)
        self.next_id = 0
        self.events = []
        self.responses = {}  # requestId -> {url, status, headers}
        self.console = []
        for domain in ('Page', 'Network', 'Runtime', 'Log'):
            self.send(f'{domain}.enable')
        self.send('Network.setCacheDisabled', cacheDisabled=True)

    def send(self, method, **params):
        self.next_id += 1
        my_id = self.next_id
        self.ws.send(json.dumps({'id': my_id, 'method': method, 'params': params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get('id') == my_id:
                if 'error' in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get('result', {})
            self.note(message)

    def note(self, message):
        method = message.get('method')
        if not method:
            return
        self.events.append(message)
        p = message.get('params', {})
        if method == 'Network.responseReceived':
            r = p['response']
            self.responses[p['requestId']] = {'url': r['url'], 'status': r['status'], 'headers': r['headers'],
                                              'type': p.get('type')}
        elif method == 'Runtime.consoleAPICalled':
            self.console.append(' '.join(str(a.get('value')) for a in p.get('args', [])))
        elif method == 'Log.entryAdded':
            self.console.append(p['entry'].get('text', ''))

    def pump(self, seconds):
        """Reads events for this long."""
        end = time.time() + seconds
        self.ws.settimeout(0.05)
        try:
            while time.time() < end:
                try:
                    self.note(json.loads(self.ws.recv()))
                except websocket.WebSocketTimeoutException:
                    pass
        finally:
            self.ws.settimeout(60)

    def open(self, url):
        self.send('Page.navigate', url=url)

    def evaluate(self, expression):
        result = self.send('Runtime.evaluate', expression=expression, awaitPromise=True, returnByValue=True)
        if 'exceptionDetails' in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result['result'].get('value')

    def wait_for(self, expression, timeout=15):
        end = time.time() + timeout
        while time.time() < end:
            try:
                if self.evaluate(expression):
                    return True
            except RuntimeError:
                pass  # the page is still loading (an element not there yet)
            self.pump(0.1)
        raise TimeoutError(expression)

    KEYS = {'Enter': (13, '\r'), 'Escape': (27, ''), 'ArrowDown': (40, ''), 'ArrowUp': (38, ''), 'Tab': (9, ''),
            'PageDown': (34, ''), 'PageUp': (33, ''), 'Home': (36, ''), 'End': (35, ''), 'Backspace': (8, ''),
            ' ': (32, ' ')}

    # What the platform's editing does for keys that type nothing (headless chromium is told it, as a keyboard's
    # platform layer would).
    COMMANDS = {'Backspace': ['deleteBackward'], ('a', 'ctrl'): ['selectAll']}

    def key(self, key, ctrl=False, shift=False, alt=False):
        """Presses and releases one key, as the keyboard would (keydown with text, keyup)."""
        modifiers = (1 if alt else 0) | (2 if ctrl else 0) | (8 if shift else 0)
        code, text = self.KEYS.get(key, (ord(key.upper()) if len(key) == 1 else 0, key if len(key) == 1 else ''))
        if ctrl or alt:
            text = ''
        common = {'key': key, 'windowsVirtualKeyCode': code, 'modifiers': modifiers}
        if len(key) == 1 and key.isalpha():
            common['code'] = 'Key' + key.upper()
        elif len(key) == 1 and key.isdigit():
            common['code'] = 'Digit' + key
        commands = self.COMMANDS.get((key, 'ctrl') if ctrl else key, [])
        extra = {'commands': commands} if commands else {}
        self.send('Input.dispatchKeyEvent', type='keyDown' if text else 'rawKeyDown', text=text, **common, **extra)
        self.send('Input.dispatchKeyEvent', type='keyUp', **common)

    def type(self, text):
        for ch in text:
            self.key(ch)

    def viewport(self, width, height, mobile=False):
        """Makes the page this size, as a window or (mobile) a phone would be."""
        self.send('Emulation.setDeviceMetricsOverride', width=width, height=height, deviceScaleFactor=1,
                  mobile=mobile)

    def screenshot(self, path):
        import base64
        data = self.send('Page.captureScreenshot', format='png')['data']
        with open(path, 'wb') as f:
            f.write(base64.b64decode(data))

    def body_of(self, request_id):
        try:
            r = self.send('Network.getResponseBody', requestId=request_id)
        except RuntimeError:
            return None
        if r.get('base64Encoded'):
            import base64
            return base64.b64decode(r['body'])
        return r['body'].encode('utf-8')

    def close(self):
        try:
            self.ws.close()
        except Exception:
            pass
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
