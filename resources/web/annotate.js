// draudit's annotator page. Everything shown is built with textContent (never HTML from the server); reports come as
// safe pages in sandboxed frames. Every answer is sent once with a random request key and retried with the same key
// until the server says it is saved, so a retry never doubles it; "saved" is shown only then.
'use strict';

const STRINGS = {
  en: {
    saving: 'Saving…', saved: 'Saved', offline: 'Offline — retrying', failed: 'Not saved',
    commit: 'Commit (Enter)', undo: 'Undo (Ctrl+Z)', skip: 'Skip', flag: 'Flag', reveal: 'Show the judge (Ctrl+J)',
    next: 'Next item (Enter)', guidelines: 'Guidelines', keys: 'Keys (?)', leave: 'Leave', close: 'Close (Esc)',
    start: 'Start (Enter)', pinTitle: 'Your PIN', pinText: 'This study asks for your PIN.', pinButton: 'Continue',
    item: 'Item {0} of {1}', done: '{0} of {1} done', battle: 'Battle {0} of {1} · round {2}',
    battlesDone: '{0} of {1} battles done', finishedTitle: 'All done', finishedText: 'Every item of yours is done. Thank you! You can close this page.',
    answerFirst: 'Answer the required questions first.', committed: 'Committed. Show the judge if you like, or press Enter for the next item.',
    committedMore: 'Committed. Answer the questions added below, then press Enter.', judge: 'Judge: {0}',
    judgeNone: 'No judge decided on this item.', left: 'Answer A', right: 'Answer B', keysTitle: 'Keyboard',
    sessionEnded: 'Your session has ended. Open your invitation link again.', reason: 'Reason (optional)',
    choose: 'choose', 'next-question': 'next question', 'previous-question': 'previous question', 'commit-action': 'commit',
    'commit-from-field': 'commit from a text field', 'leave-field': 'leave a text field', 'undo-action': 'undo',
    'skip-action': 'skip', 'flag-action': 'flag', 'reveal-action': 'show the judge', digits: 'answer the current question',
    help: 'this sheet', optional: '(optional)', typing: 'type to answer; Esc leaves the field', timer: 'Time on this item', leftStudy: 'You left the study. Open your link to come back.',
  },
  zh: {
    saving: '正在保存…', saved: '已保存', offline: '离线 — 正在重试', failed: '未保存',
    commit: '提交 (Enter)', undo: '撤销 (Ctrl+Z)', skip: '跳过', flag: '标记', reveal: '查看评审结果 (Ctrl+J)',
    next: '下一项 (Enter)', guidelines: '标注指南', keys: '快捷键 (?)', leave: '离开', close: '关闭 (Esc)',
    start: '开始 (Enter)', pinTitle: '您的 PIN', pinText: '本研究需要输入您的 PIN。', pinButton: '继续',
    item: '第 {0} 项，共 {1} 项', done: '已完成 {0} / {1}', battle: '第 {0} 场对战（共 {1} 场）· 第 {2} 轮',
    battlesDone: '已完成 {0} / {1} 场对战', finishedTitle: '全部完成', finishedText: '您的所有条目都已完成，谢谢！可以关闭此页面。',
    answerFirst: '请先回答必答问题。', committed: '已提交。可查看评审结果，或按 Enter 进入下一项。',
    committedMore: '已提交。请回答下方新增的问题，然后按 Enter。', judge: '评审：{0}',
    judgeNone: '此条目没有评审结果。', left: '回答 A', right: '回答 B', keysTitle: '键盘快捷键',
    sessionEnded: '会话已结束，请重新打开邀请链接。', reason: '理由（可选）',
    choose: '选择', 'next-question': '下一个问题', 'previous-question': '上一个问题', 'commit-action': '提交',
    'commit-from-field': '在文本框中提交', 'leave-field': '离开文本框', 'undo-action': '撤销',
    'skip-action': '跳过', 'flag-action': '标记', 'reveal-action': '查看评审结果', digits: '回答当前问题',
    help: '本帮助', optional: '（可选）', typing: '直接输入即可作答；Esc 离开文本框', timer: '本条目用时', leftStudy: '您已离开研究。打开链接即可返回。',
  },
};
let S = STRINGS.en;
const fmt = (s, ...a) => s.replace(/\{(\d)\}/g, (_, i) => String(a[Number(i)]));
const $ = (id) => document.getElementById(id);
function el(tag, props, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (k === 'text') e.textContent = v;
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) if (c) e.append(c);
  return e;
}

const state = {
  csrf: '', item: null, answers: {}, current: 0, digits: '', digitsAt: 0, queue: [], busy: false,
  committed: false, done: false, shownAt: 0, baseSeconds: 0, dark: matchMedia('(prefers-color-scheme: dark)').matches,
};

function requestKey() {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

function setSaveState(kind) {
  const s = $('save-state');
  s.className = kind;
  s.textContent = kind ? S[kind] : '';
}

function showMessage(text, info) {
  const m = $('message');
  m.textContent = text || '';
  m.className = info ? 'info' : '';
}

// One request; network failures and 5xx answers (the server restarting) are retried with the same body, so with
// the same request key; 4xx answers are final.
async function call(path, body) {
  for (let attempt = 0; ; ++attempt) {
    let response;
    try {
      response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST', credentials: 'same-origin', cache: 'no-store',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json', 'X-CSRF-Token': state.csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      response = null;
    }
    if (response && response.status < 500) {
      const data = await response.json().catch(() => ({}));
      if (response.status === 401) sessionEnded();
      return { ok: response.ok, status: response.status, data };
    }
    setSaveState('offline');
    await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 8000)));
  }
}

// Writes go one at a time, in order, so the last answer given is the one stored.
function enqueue(path, body) {
  return new Promise((resolve) => {
    state.queue.push({ path, body, resolve });
    setSaveState('saving');
    pump();
  });
}
async function pump() {
  if (state.busy) return;
  state.busy = true;
  while (state.queue.length) {
    const job = state.queue[0];
    const result = await call(job.path, job.body);
    state.queue.shift();
    if (!result.ok) {
      setSaveState('failed');
      showMessage(result.data.error || '');
    } else if (!state.queue.length) {
      setSaveState('saved');
    }
    job.resolve(result);
  }
  state.busy = false;
}
const settled = () => new Promise((resolve) => {
  const wait = () => (state.queue.length || state.busy ? setTimeout(wait, 30) : resolve());
  wait();
});

function sessionEnded() {
  $('main').hidden = true;
  $('finished').hidden = false;
  $('finished-title').textContent = 'draudit';
  $('finished-text').textContent = S.sessionEnded;
}

// ---- the item ----
function applies(q) {
  if (!q.only_if) return true;
  const [field, values] = [q.only_if.split('=')[0], q.only_if.split('=').slice(1).join('=')];
  return values.split('|').includes(state.answers[field] || '');
}
const visibleQuestions = () => state.item.form.questions.filter(applies);

function pageUrl(block, side) {
  const q = new URLSearchParams({ item: state.item.handle, block: block.id, theme: state.dark ? 'dark' : 'light' });
  if (side) q.set('side', side);
  return '/api/page?' + q.toString();
}
function frame(src, label) {
  // No allow-* token: no script, no form, no popup, no navigation of the page, an origin of its own.
  return el('iframe', { class: 'page', sandbox: '', src, title: label, referrerpolicy: 'no-referrer' });
}

function rowsTable(block) {
  const table = el('table', { class: 'rows' });
  if (block.columns) table.append(el('tr', {}, ...block.columns.map((c) => el('th', { text: c }))));
  for (const row of block.rows || []) {
    const tr = el('tr', { class: (row.state || '') + (row.depth ? ' sub' : '') });
    for (const cell of row.cells) tr.append(el('td', { text: cell }));
    table.append(tr);
  }
  return table;
}

function renderBlock(block) {
  const box = el('div', { class: 'block' });
  if (block.heading) box.append(el('h3', { text: block.heading }));
  if (block.note) box.append(el('p', { class: 'note', text: block.note }));
  switch (block.kind) {
    case 'text': box.append(el('p', { class: 'text', text: block.text || '' })); break;
    case 'markdown': box.append(frame(pageUrl(block), block.heading || 'report')); break;
    case 'answer-pair':
      box.append(el('div', { class: 'pair' },
        el('div', {}, el('h3', { text: S.left }), frame(pageUrl(block, 'left'), S.left)),
        el('div', {}, el('h3', { text: S.right }), frame(pageUrl(block, 'right'), S.right))));
      break;
    case 'criteria': {
      const ol = el('ol', { class: 'criteria' });
      for (const row of block.rows || []) ol.append(el('li', { text: row.cells.join(' — ') }));
      box.append(ol);
      break;
    }
    default: box.append(rowsTable(block));
  }
  return box;
}

function renderQuestion(q, index, number) {
  const box = el('fieldset', { class: 'question', 'data-question': q.id });
  box.append(el('legend', { text: number + '. ' + q.text + (q.required ? '' : ' ' + S.optional) }));
  if (q.context) box.append(el('p', { class: 'context', text: q.context }));
  const given = state.answers[q.id] || '';
  if (q.kind === 'choice') {
    q.options.forEach((o, i) => {
      const input = el('input', { type: 'radio', name: 'q-' + q.id, value: o.value });
      input.checked = given === o.value;
      input.addEventListener('change', () => answer(q, o.value));
      const digits = keyFor(q.id, o.value);
      box.append(el('label', { class: 'option' }, input, digits ? el('kbd', { text: digits }) : null,
        el('span', { text: o.label }), o.description ? el('span', { class: 'description', text: o.description }) : null));
    });
  } else if (q.kind === 'number') {
    const input = el('input', { type: 'number', min: String(q.min), max: String(q.max), step: 'any' });
    input.value = given;
    input.addEventListener('change', () => input.value !== '' && answer(q, input.value));
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !e.ctrlKey) { e.preventDefault(); input.blur(); } });
    box.append(input);
  } else {
    const area = el('textarea', { 'aria-label': q.text });
    area.value = given;
    let timer = 0;
    area.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => area.value.trim() && answer(q, area.value), 800); });
    area.addEventListener('blur', () => { clearTimeout(timer); if (area.value.trim() && area.value !== (state.answers[q.id] || '')) answer(q, area.value); });
    box.append(area);
  }
  box.addEventListener('click', () => { state.current = index; markCurrent(); });
  return box;
}

function keyFor(question, value) {
  const b = (state.item.keys || []).find((k) => k.action === 'choose' && k.question === question && k.value === value);
  return b ? b.keys : '';
}

function renderForm() {
  const list = $('questions');
  list.replaceChildren();
  visibleQuestions().forEach((q, i) => {
    const box = renderQuestion(q, i, i + 1);
    if (state.answers[q.id]) box.classList.add('answered');
    list.append(box);
  });
  state.current = Math.min(state.current, Math.max(0, visibleQuestions().length - 1));
  markCurrent();
}

function markCurrent() {
  document.querySelectorAll('.question').forEach((b, i) => b.classList.toggle('current', i === state.current));
  const box = document.querySelectorAll('.question')[state.current];
  if (box) box.scrollIntoView({ block: 'nearest' });
}

function renderItem(data) {
  state.item = data.item;
  state.answers = Object.assign({}, data.item.answers || {});
  state.committed = !!data.item.committed;
  state.done = data.item.status === 'done';
  state.current = 0;
  state.baseSeconds = data.item.seconds || 0;
  state.shownAt = Date.now();
  $('item-title').textContent = data.item.title || '';
  $('form-title').textContent = data.item.form.title || '';
  // Short lists (a chain, checklists) side by side, so the answers start higher on the screen.
  const blocks = $('blocks');
  blocks.replaceChildren();
  let row = null;
  for (const block of data.item.blocks) {
    if (block.kind !== 'criteria') { row = null; blocks.append(renderBlock(block)); continue; }
    if (!row) { row = el('div', { class: 'criteria-row' }); blocks.append(row); }
    row.append(renderBlock(block));
  }
  $('item-title').hidden = !data.item.title || data.item.title === $('study-name').textContent;
  $('reveal').hidden = true;
  $('reveal').replaceChildren();
  renderForm();
  renderActions();
  showMessage('');
  const first = visibleQuestions().findIndex((q) => !state.answers[q.id]);
  state.current = first < 0 ? 0 : first;
  markCurrent();
}

function renderActions() {
  $('commit-button').hidden = state.committed && state.done;
  $('next-button').hidden = !(state.committed && state.done);
  $('reveal-button').hidden = !state.committed;
  $('skip-button').disabled = state.committed;
  $('flag-button').disabled = state.committed;
}

function renderProgress(p) {
  let text = '';
  if (p.battles !== undefined) {
    text = p.place ? fmt(S.battle, p.place[0], p.battles, p.place[1]) : fmt(S.battlesDone, p.battlesDone, p.battles);
  } else if (p.items !== undefined) {
    text = (p.position ? fmt(S.item, p.position, p.items) + ' · ' : '') + fmt(S.done, p.done, p.items);
  }
  $('progress').textContent = text;
}

function renderState(data) {
  $('study-name').textContent = data.study || 'draudit';
  if (data.progress) renderProgress(data.progress);
  if (data.finished) {
    $('main').hidden = true;
    $('finished').hidden = false;
    $('finished-title').textContent = S.finishedTitle;
    $('finished-text').textContent = S.finishedText;
    return;
  }
  $('finished').hidden = true;
  $('main').hidden = false;
  renderItem(data);
}

// ---- what the annotator does ----
async function answer(q, value) {
  const previous = state.answers[q.id];
  state.answers[q.id] = value;
  const before = visibleQuestions().length;
  const handle = state.item.handle;
  const result = await enqueue('/api/answer', { item: handle, question: q.id, value, key: requestKey() });
  if (handle !== state.item.handle) return;
  if (result.ok && result.data.item) {
    state.answers = Object.assign({}, result.data.item.answers);
  } else if (!result.ok) {
    // Refused: the form shows what the project holds, not the answer that was not saved.
    if (previous === undefined) delete state.answers[q.id]; else state.answers[q.id] = previous;
  }
  if (!result.ok || visibleQuestions().length !== before || document.activeElement.tagName !== 'TEXTAREA') renderForm();
}

function choose(value) {
  const q = visibleQuestions()[state.current];
  if (!q) return;
  answer(q, value).then(() => {
    const next = visibleQuestions().findIndex((x, i) => i > state.current && !state.answers[x.id]);
    if (next >= 0) { state.current = next; markCurrent(); }
  });
}

async function commit() {
  if (state.committed && state.done) return nextItem();
  await settled();
  const result = await enqueue('/api/commit', { item: state.item.handle });
  if (!result.ok) return;
  state.answers = Object.assign({}, result.data.item.answers || {});
  state.item = result.data.item;
  state.committed = true;
  state.done = result.data.done;
  renderForm();
  renderActions();
  showMessage(state.done ? S.committed : S.committedMore, true);
  if (!state.done) {
    const first = visibleQuestions().findIndex((q) => !state.answers[q.id]);
    state.current = Math.max(0, first);
    markCurrent();
  }
}

async function nextItem() {
  await settled();
  const result = await call('/api/state');
  if (result.ok) renderState(result.data);
}

async function reveal() {
  if (!state.committed) return;
  const result = await enqueue('/api/reveal', { item: state.item.handle });
  if (!result.ok) return;
  const box = $('reveal');
  box.replaceChildren();
  const r = result.data.revealed || {};
  const answers = r.judge_answers || {};
  document.querySelectorAll('.question').forEach((b) => {
    const id = b.getAttribute('data-question');
    if (answers[id] !== undefined) b.append(el('div', { class: 'judge', text: fmt(S.judge, answers[id]) }));
  });
  for (const n of r.notes || []) {
    const details = Object.entries(n.details || {}).map(([k, v]) => k + ': ' + v).join(' · ');
    box.append(el('div', { class: 'note' }, el('strong', { text: n.judge + ' — ' + n.verdict }),
      details ? el('div', { text: details }) : null, n.reasoning ? el('p', { class: 'reasoning', text: n.reasoning }) : null));
  }
  if (!(r.notes || []).length && !Object.keys(answers).length) box.append(el('p', { text: S.judgeNone }));
  box.hidden = false;
}

async function defer(path) {
  if (state.committed) return;
  await settled();
  const result = await enqueue(path, { item: state.item.handle });
  if (result.ok) renderState(result.data);
}

async function undo() {
  await settled();
  const result = await enqueue('/api/undo', { item: state.item.handle, key: requestKey() });
  if (!result.ok) return;
  state.answers = Object.assign({}, result.data.item.answers || {});
  if (result.data.item.status !== 'done' && state.done) {
    state.done = false;
    state.committed = !!result.data.item.committed;
  }
  renderForm();
  renderActions();
}

// ---- keys ----
function keyName(e) {
  const named = { Enter: 'Enter', Escape: 'Esc', ArrowDown: 'Down', ArrowUp: 'Up', ' ': 'Space' };
  let key = named[e.key] || (e.key.length === 1 ? e.key.toUpperCase() : e.key);
  if (e.code && /^Key[A-Z]$/.test(e.code)) key = e.code.slice(3);
  return (e.ctrlKey || e.metaKey ? 'Ctrl+' : '') + (e.altKey ? 'Alt+' : '') + (e.shiftKey && key.length > 1 || e.shiftKey && /[A-Z]/.test(key) && (e.ctrlKey || e.metaKey) ? 'Shift+' : '') + key;
}

const ACTIONS = {
  'next-question': () => { state.current = Math.min(state.current + 1, visibleQuestions().length - 1); markCurrent(); },
  'previous-question': () => { state.current = Math.max(state.current - 1, 0); markCurrent(); },
  commit, 'commit-from-field': () => { document.activeElement.blur(); commit(); },
  'leave-field': () => document.activeElement.blur(), undo, reveal,
  skip: () => defer('/api/skip'), flag: () => defer('/api/flag'),
};

function onDigit(d) {
  const q = visibleQuestions()[state.current];
  if (!q) return;
  const now = Date.now();
  state.digits = now - state.digitsAt < 800 ? state.digits + d : d;
  state.digitsAt = now;
  const bindings = (state.item.keys || []).filter((k) => k.action === 'choose' && k.question === q.id);
  let hit = bindings.find((k) => k.keys === state.digits);
  if (!hit) { state.digits = d; hit = bindings.find((k) => k.keys === d); }
  if (!hit) return;
  const longer = bindings.some((k) => k.keys !== state.digits && k.keys.startsWith(state.digits));
  if (longer) { state.answers[q.id] = hit.value; answer(q, hit.value); } else { choose(hit.value); }
}

document.addEventListener('keydown', (e) => {
  if (!$('overlay').hidden) {
    if (e.key === 'Escape' || (e.key === 'Enter' && !$('pin-input'))) { e.preventDefault(); closeDialog(); }
    return;
  }
  if (!state.item || $('main').hidden) return;
  const typing = ['TEXTAREA', 'INPUT'].includes(document.activeElement.tagName) && document.activeElement.type !== 'radio';
  const name = keyName(e);
  const binding = (state.item.keys || []).find((k) => k.action !== 'choose' && k.keys === name);
  if (typing && !(binding && ['commit-from-field', 'leave-field'].includes(binding.action))) return;
  if (!typing && e.key === '?') { e.preventDefault(); showKeys(); return; }
  const current = visibleQuestions()[state.current];
  if (!typing && current && current.kind !== 'choice' && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
    // Typing answers a text or number question: the field takes the key (Esc leaves it, Ctrl+Enter commits).
    const field = document.querySelectorAll('.question')[state.current].querySelector('textarea, input');
    if (field) { field.focus(); return; }
  }
  if (!typing && /^[0-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) { e.preventDefault(); onDigit(e.key); return; }
  if (binding && ACTIONS[binding.action]) { e.preventDefault(); ACTIONS[binding.action](); }
});

// ---- dialogs ----
let onClose = null;
function openDialog(title, body, closeLabel, then) {
  $('dialog-title').textContent = title;
  $('dialog-body').replaceChildren(body);
  $('dialog-close').textContent = closeLabel || S.close;
  $('overlay').hidden = false;
  onClose = then || null;
  $('dialog-close').focus();
}
function closeDialog() {
  $('overlay').hidden = true;
  const then = onClose;
  onClose = null;
  if (then) then();
}

function showKeys() {
  const table = el('table');
  table.append(el('tr', {}, el('td', {}, el('kbd', { text: '1 … 9, 10' })), el('td', { text: S.digits })));
  const names = { commit: 'commit-action', undo: 'undo-action', skip: 'skip-action', flag: 'flag-action', reveal: 'reveal-action' };
  for (const k of (state.item && state.item.keys) || []) {
    if (k.action === 'choose') continue;
    table.append(el('tr', {}, el('td', {}, el('kbd', { text: k.keys })), el('td', { text: S[names[k.action] || k.action] || k.action })));
  }
  table.append(el('tr', {}, el('td', {}, el('kbd', { text: '?' })), el('td', { text: S.help })));
  openDialog(S.keysTitle, table);
}

function showGuidelines(then) {
  const theme = state.dark ? 'dark' : 'light';
  openDialog(S.guidelines, frame('/api/guidelines?theme=' + theme, S.guidelines), then ? S.start : S.close, then);
}

function askPin() {
  const input = el('input', { type: 'password', id: 'pin-input', autocomplete: 'off', inputmode: 'numeric' });
  const form = el('div', {}, el('p', { text: S.pinText }), input);
  openDialog(S.pinTitle, form, S.pinButton, async () => {
    const result = await call('/api/pin', { pin: input.value });
    if (result.ok) start(); else { showMessage(result.data.error || ''); askPin(); }
  });
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); closeDialog(); } });
  input.focus();
}

// ---- start ----
function tick() {
  if (!state.item || $('main').hidden) return;
  const s = Math.round(state.baseSeconds + (Date.now() - state.shownAt) / 1000);
  $('timer').textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

async function start() {
  const result = await call('/api/state');
  if (!result.ok) { if (result.status !== 401) showMessage(result.data.error || ''); return; }
  const data = result.data;
  state.csrf = data.csrf;
  S = (data.language || navigator.language || '').startsWith('zh') ? STRINGS.zh : STRINGS.en;
  document.documentElement.lang = S === STRINGS.zh ? 'zh-CN' : 'en';
  for (const [id, key] of [['commit-button', 'commit'], ['undo-button', 'undo'], ['skip-button', 'skip'], ['flag-button', 'flag'],
    ['reveal-button', 'reveal'], ['next-button', 'next'], ['guidelines-button', 'guidelines'], ['keys-button', 'keys'], ['leave-button', 'leave']])
    $(id).textContent = S[key];
  $('timer').title = S.timer;
  $('annotator-name').textContent = data.annotator || '';
  if (data.pinRequired) return askPin();
  $('guidelines-button').hidden = !data.hasGuidelines;
  renderState(data);
  const seen = 'draudit-guidelines-' + (data.study || '');
  if (data.hasGuidelines && !data.finished && !localStorage.getItem(seen)) {
    showGuidelines(() => localStorage.setItem(seen, '1'));
  }
}

window.addEventListener('DOMContentLoaded', () => {
  $('commit-button').addEventListener('click', commit);
  $('next-button').addEventListener('click', nextItem);
  $('undo-button').addEventListener('click', undo);
  $('skip-button').addEventListener('click', () => defer('/api/skip'));
  $('flag-button').addEventListener('click', () => defer('/api/flag'));
  $('reveal-button').addEventListener('click', reveal);
  $('keys-button').addEventListener('click', showKeys);
  $('guidelines-button').addEventListener('click', () => showGuidelines());
  $('dialog-close').addEventListener('click', closeDialog);
  $('leave-button').addEventListener('click', async () => {
    await settled();
    await call('/api/leave', {});
    state.item = null;
    $('main').hidden = true;
    $('finished').hidden = false;
    $('finished-title').textContent = 'draudit';
    $('finished-text').textContent = S.leftStudy;
  });
  window.addEventListener('beforeunload', (e) => { if (state.queue.length) { e.preventDefault(); e.returnValue = ''; } });
  setInterval(tick, 1000);
  start();
});
