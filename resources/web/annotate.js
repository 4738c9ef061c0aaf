// SPDX-FileCopyrightText: 2026 The draudit authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    item: 'Item {0} of {1}', unit: '{0} of {1} {3} · round {2}', unitsWord: 'units',
    itemsDone: ['{0} of {1} items done', '{0} of {1} items done'], unitsDone: ['{0} of {1} {2} done', '{0} of {1} {2} done'],
    skipped: ['{0} skipped', '{0} skipped'], flagged: ['{0} flagged', '{0} flagged'],
    finishedTitle: 'All done', finishedText: 'Every item of yours is done. Thank you! You can close this page.',
    answerFirst: 'Answer question {0} first.', answerFirstMany: 'Answer questions {0} first.',
    committed: 'Committed. Show the judge if you like (Ctrl+J), or press Enter for the next item.',
    committedMore: 'Committed. Answer the questions added below, then press Enter.',
    judge: 'Judge: {0}', judgeNamed: '{0}: {1}', judgeScale: '{0} (on the judge\'s scale, {1})',
    judgeNone: 'No judge decided on this item.', revealTitle: 'What the judge decided', left: 'Answer A', right: 'Answer B',
    words: ['{0} · {1} word', '{0} · {1} words'], wordsOf: ['{0} · {1} of {2} words', '{0} · {1} of {2} words'],
    wordsRange: ['{0} · {1} word ({2}–{3})', '{0} · {1} words ({2}–{3})'], overLimit: 'outside the word limit',
    keysTitle: 'Keyboard', pageKeys: 'Reading', formKeys: 'Answering',
    sessionEnded: 'Your session has ended. Open your invitation link again.', reason: 'Reason (optional)',
    choose: 'choose', 'next-question': 'next question', 'previous-question': 'previous question', 'commit-action': 'commit',
    'commit-from-field': 'commit from a text field', 'leave-field': 'leave a text field', 'undo-action': 'undo (again: one more step back)',
    'skip-action': 'skip (it comes back at the end)', 'flag-action': 'flag for the study owner', 'reveal-action': 'show the judge', digits: 'answer the current question',
    scrollBoth: 'scroll both answers (or the report) a page', scrollEnds: 'both answers to the top or the end',
    scrollLeft: 'scroll answer A only', scrollRight: 'scroll answer B only',
    help: 'this sheet', optional: '(optional)', typing: 'letters type into a text question; Esc leaves the field',
    timer: 'Time on this item', leftStudy: 'You left the study. Open your link to come back.',
    skippedItem: 'Skipped: it comes back once the others are done.', flaggedItem: 'Flagged for the study owner: it comes back once the others are done.',
    flaggedBadge: 'You flagged this item', skippedBadge: 'You skipped this item earlier',
    undone: 'Undone: {0}.', nothingToUndo: 'Nothing to undo on this item.', moreLines: ['(show {0} more line)', '(show {0} more lines)'],
    folded: 'Checklists and notes: {0}', theme: 'Light or dark', undoneValue: '“{0}” has no answer again', undoneTo: '“{0}” is “{1}” again',
  },
  zh: {
    words: ['{0} · {1} 词'], wordsOf: ['{0} · {1} / {2} 词'], wordsRange: ['{0} · {1} 词（{2}–{3}）'], overLimit: '超出字数限制',
    saving: '正在保存…', saved: '已保存', offline: '离线 — 正在重试', failed: '未保存',
    commit: '提交 (Enter)', undo: '撤销 (Ctrl+Z)', skip: '跳过', flag: '标记', reveal: '查看评审结果 (Ctrl+J)',
    next: '下一项 (Enter)', guidelines: '标注指南', keys: '快捷键 (?)', leave: '离开', close: '关闭 (Esc)',
    start: '开始 (Enter)', pinTitle: '您的 PIN', pinText: '本研究需要输入您的 PIN。', pinButton: '继续',
    item: '第 {0} 项，共 {1} 项', unit: '第 {0} / {1} {3} · 第 {2} 轮', unitsWord: '个单元',
    itemsDone: ['已完成 {0} / {1} 项'], unitsDone: ['已完成 {0} / {1} {2}'],
    skipped: ['已跳过 {0} 项'], flagged: ['已标记 {0} 项'],
    finishedTitle: '全部完成', finishedText: '您的所有条目都已完成，谢谢！可以关闭此页面。',
    answerFirst: '请先回答第 {0} 题。', answerFirstMany: '请先回答第 {0} 题。',
    committed: '已提交。可查看评审结果 (Ctrl+J)，或按 Enter 进入下一项。',
    committedMore: '已提交。请回答下方新增的问题，然后按 Enter。',
    judge: '评审：{0}', judgeNamed: '{0}：{1}', judgeScale: '{0}（评审自己的量表：{1}）',
    judgeNone: '此条目没有评审结果。', revealTitle: '评审的决定', left: '回答 A', right: '回答 B',
    keysTitle: '键盘快捷键', pageKeys: '阅读', formKeys: '作答',
    sessionEnded: '会话已结束，请重新打开邀请链接。', reason: '理由（可选）',
    choose: '选择', 'next-question': '下一个问题', 'previous-question': '上一个问题', 'commit-action': '提交',
    'commit-from-field': '在文本框中提交', 'leave-field': '离开文本框', 'undo-action': '撤销（再按一次再退一步）',
    'skip-action': '跳过（其余完成后再出现）', 'flag-action': '标记给研究负责人', 'reveal-action': '查看评审结果', digits: '回答当前问题',
    scrollBoth: '两个回答（或报告）一起翻一页', scrollEnds: '两个回答一起到顶部或末尾',
    scrollLeft: '只滚动回答 A', scrollRight: '只滚动回答 B',
    help: '本帮助', optional: '（可选）', typing: '字母键直接在文本题中输入；Esc 离开文本框',
    timer: '本条目用时', leftStudy: '您已离开研究。打开链接即可返回。',
    skippedItem: '已跳过：其余条目完成后会再出现。', flaggedItem: '已标记给研究负责人：其余条目完成后会再出现。',
    flaggedBadge: '您标记过此条目', skippedBadge: '您之前跳过了此条目',
    undone: '已撤销：{0}。', nothingToUndo: '此条目没有可撤销的操作。', moreLines: ['（展开其余 {0} 行）'],
    folded: '清单与说明：{0}', theme: '浅色或深色', undoneValue: '“{0}”又没有回答', undoneTo: '“{0}”又是“{1}”',
  },
};
let S = STRINGS.en;
const fmt = (s, ...a) => s.replace(/\{(\d)\}/g, (_, i) => String(a[Number(i)]));
// A count in words: English has one and other, Chinese one form (the plural rules of the page's language).
const form = (forms, n) => forms[forms.length > 1 && new Intl.PluralRules(document.documentElement.lang).select(n) === 'one' ? 0 : forms.length - 1];
const plural = (forms, n, ...a) => fmt(form(forms, n), n, ...a);
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
  committed: false, done: false, revealed: false, shownAt: 0, baseSeconds: 0, dark: false, side: 'left',
};

// The theme is chosen once (the annotator's choice, else the system's at the start) and kept: a system that switches
// mid-session does not leave half the page in each.
function chooseTheme() {
  const saved = localStorage.getItem('draudit-theme');
  state.dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = state.dark ? 'dark' : 'light';
}
function toggleTheme() {
  state.dark = !state.dark;
  localStorage.setItem('draudit-theme', state.dark ? 'dark' : 'light');
  document.documentElement.dataset.theme = state.dark ? 'dark' : 'light';
  if (state.item) renderBlocks(state.item); // the reports' pages come in the theme too
}

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

// A message under the form: 'info' (done), 'hint' (what to do next), else an error (something was not saved).
function showMessage(text, kind) {
  const m = $('message');
  m.textContent = text || '';
  m.className = kind || '';
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

// Writes go one at a time, in order, so the last answer given is the one stored. `writes`: whether a refusal means
// something the annotator gave was not saved (an answer) or only that the step was not taken (a commit, an undo).
function enqueue(path, body, writes = true) {
  return new Promise((resolve) => {
    state.queue.push({ path, body, resolve, writes });
    setSaveState('saving');
    pump();
  });
}
async function pump() {
  if (state.busy) return;
  state.busy = true;
  let failed = false;
  while (state.queue.length) {
    const job = state.queue[0];
    const result = await call(job.path, job.body);
    state.queue.shift();
    if (!result.ok) {
      failed = failed || job.writes;
      showMessage(result.data.error || '', job.writes ? '' : 'hint');
    }
    job.resolve(result);
  }
  setSaveState(failed ? 'failed' : 'saved');
  state.busy = false;
}
const settled = () => new Promise((resolve) => {
  const wait = () => (state.queue.length || state.busy ? setTimeout(wait, 30) : resolve());
  wait();
});

function showEnd(title, text) {
  state.item = null;
  $('main').hidden = true;
  $('finished').hidden = false;
  $('finished-title').textContent = title;
  $('finished-text').textContent = text;
  for (const id of ['timer', 'keys-button', 'leave-button', 'guidelines-button']) $(id).hidden = true;
  setSaveState('');
}
const sessionEnded = () => showEnd('draudit', S.sessionEnded);

// ---- the item ----
function applies(q) {
  if (!q.only_if) return true;
  const [field, values] = [q.only_if.split('=')[0], q.only_if.split('=').slice(1).join('=')];
  return values.split('|').includes(state.answers[field] || '');
}
const visibleQuestions = () => state.item.form.questions.filter(applies);
const isScale = (q) => q.kind === 'choice' && q.options.length > 2 && q.options.every((o) => /^-?\d+$/.test(o.value) && o.label === o.value);

function pageUrl(block, side) {
  const q = new URLSearchParams({ item: state.item.handle, block: block.id, theme: state.dark ? 'dark' : 'light' });
  if (side) q.set('side', side);
  return '/api/page?' + q.toString();
}
// A report in a frame of its own: no script, form, popup or navigation (the sandbox and the page's own policy); of
// this origin only so that the page can scroll it and hear the keys pressed in it. Tab never enters it.
function frame(src, label, side) {
  const f = el('iframe', { class: 'page', sandbox: 'allow-same-origin', src, title: label, referrerpolicy: 'no-referrer', tabindex: '-1' });
  if (side) f.dataset.side = side;
  f.addEventListener('load', () => {
    const doc = f.contentDocument;
    if (!doc) return;
    doc.querySelectorAll('a, [tabindex], button, input, textarea, select').forEach((e) => e.setAttribute('tabindex', '-1'));
    doc.addEventListener('keydown', onKey);
  });
  return f;
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

// "Answer A · 415 of 400 words", as the workbench says it: the server counts (models::answerWords), the page words it.
function answerTitle(block, side, name) {
  const words = (block.words || [])[side === 'left' ? 0 : 1];
  if (words === undefined) return { text: name, over: false };
  const [lowest, highest] = block.limit || [0, 0];
  const over = highest > 0 && (words > highest || words < lowest);
  const text = !highest ? fmt(form(S.words, words), name, words)
    : lowest ? fmt(form(S.wordsRange, words), name, words, lowest, highest)
    : fmt(form(S.wordsOf, words), name, words, highest);
  return { text, over };
}

function answerPair(block) {
  // Side by side on a wide screen; on a phone one at a time, A and B as tabs.
  const tabs = el('div', { class: 'tabs', role: 'tablist' });
  const pair = el('div', { class: 'pair', 'data-side': state.side });
  for (const side of ['left', 'right']) {
    const label = side === 'left' ? S.left : S.right;
    const title = answerTitle(block, side, label);
    const tab = el('button', { type: 'button', role: 'tab', class: 'tab', 'data-side': side, text: label, 'aria-selected': String(side === state.side) });
    tab.addEventListener('click', () => {
      state.side = side;
      pair.dataset.side = side;
      tabs.querySelectorAll('.tab').forEach((t) => t.setAttribute('aria-selected', String(t.dataset.side === side)));
      fitFrames();
    });
    tabs.append(tab);
    const heading = el('h3', { text: title.text, class: title.over ? 'over-limit' : '' });
    if (title.over) heading.title = S.overLimit;
    pair.append(el('div', { class: 'side ' + side }, heading, frame(pageUrl(block, side), label, side)));
  }
  return el('div', {}, tabs, pair);
}

function renderBlock(block, notesShown) {
  const box = el('div', { class: 'block ' + block.kind });
  if (block.heading && block.kind !== 'answer-pair') box.append(el('h3', { text: block.heading }));
  // A note said once: a round's word limit stands under its question, not again over the answers.
  if (block.note && !notesShown.has(block.note)) box.append(el('p', { class: 'note', text: block.note }));
  notesShown.add(block.note);
  switch (block.kind) {
    case 'text': box.append(el('p', { class: 'text', text: block.text || '' })); break;
    case 'markdown': box.append(frame(pageUrl(block), block.heading || 'report')); break;
    case 'answer-pair': box.append(answerPair(block)); break;
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

// Checklists, chains and cited pages are folded into one line above the answers, so the answers start near the top.
const FOLDED = ['criteria', 'cited-pages'];
function renderBlocks(item) {
  const blocks = $('blocks');
  blocks.replaceChildren();
  let fold = null;
  const notes = new Set();
  for (const block of item.blocks) {
    if (!FOLDED.includes(block.kind)) { fold = null; blocks.append(renderBlock(block, notes)); continue; }
    if (!fold) {
      fold = el('details', { class: 'fold' }, el('summary'), el('div', { class: 'criteria-row' }));
      fold.addEventListener('toggle', fitFrames);
      blocks.append(fold);
    }
    fold.lastChild.append(renderBlock(block, notes));
    const headings = Array.from(fold.querySelectorAll('.block > h3'), (h) => h.textContent);
    fold.firstChild.textContent = fmt(S.folded, headings.join(' · '));
  }
  requestAnimationFrame(fitFrames);
}

// Each report frame as tall as the room left under it, so the answers fill the screen and scroll inside.
function fitFrames() {
  const phone = matchMedia('(max-width: 700px)').matches;
  const item = $('item');
  for (const f of document.querySelectorAll('#blocks iframe.page')) {
    if (phone) { f.style.height = Math.round(innerHeight * 0.72) + 'px'; continue; }
    const top = f.getBoundingClientRect().top - item.getBoundingClientRect().top + item.scrollTop;
    f.style.height = Math.max(280, item.clientHeight - top - 22) + 'px';
  }
}

// A question's context (a task's RACE criteria) folded to its first line when it is long.
function contextOf(q) {
  const lines = q.context.split('\n');
  if (lines.length < 2) return el('p', { class: 'context', text: q.context });
  const more = lines.length - 1;
  const d = el('details', { class: 'context' }, el('summary', {}, el('span', { text: lines[0] + ' ' }), el('span', { class: 'more', text: plural(S.moreLines, more) })));
  d.append(el('p', { class: 'context-rest', text: lines.slice(1).join('\n') }));
  return d;
}

function choiceInputs(q, box) {
  const given = state.answers[q.id] || '';
  const scale = isScale(q);
  const row = scale ? el('div', { class: 'scale' }) : box;
  q.options.forEach((o) => {
    const input = el('input', { type: 'radio', name: 'q-' + q.id, value: o.value, tabindex: '-1' });
    input.checked = given === o.value;
    input.addEventListener('change', () => { state.current = visibleQuestions().indexOf(q); answer(q, o.value); });
    const digits = keyFor(q.id, o.value);
    if (scale) {
      row.append(el('label', { class: 'step', title: digits ? digits : '' }, input, el('span', { text: o.label })));
      return;
    }
    row.append(el('label', { class: 'option' }, input, digits ? el('kbd', { text: digits }) : null,
      el('span', { text: o.label }), o.description ? el('span', { class: 'description', text: o.description }) : null));
  });
  if (scale) {
    box.append(row);
    const ends = [q.options[0], q.options[q.options.length - 1]].filter((o) => o.description);
    if (ends.length) box.append(el('p', { class: 'legend', text: ends.map((o) => o.label + ': ' + o.description).join(' · ') }));
  }
}

function textInput(q, box) {
  const area = el('textarea', { 'aria-label': q.text, maxlength: '20000' });
  area.value = state.answers[q.id] || '';
  let timer = 0;
  // A cleared field is saved as cleared (the answer withdrawn), not left as it was.
  const save = () => { if (area.value !== (state.answers[q.id] || '')) answer(q, area.value); };
  area.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(save, 800); });
  area.addEventListener('blur', () => { clearTimeout(timer); save(); });
  area.addEventListener('focus', () => { state.current = visibleQuestions().indexOf(q); markCurrent(false); });
  box.append(area);
}

function renderQuestion(q, index, number) {
  const box = el('fieldset', { class: 'question', 'data-question': q.id });
  box.append(el('legend', {}, el('span', { text: number + '. ' + q.text + (q.required ? '' : ' ' + S.optional) }), el('span', { class: 'tick', text: '✓' })));
  if (q.context) box.append(contextOf(q));
  if (q.kind === 'choice') choiceInputs(q, box);
  else if (q.kind === 'number') {
    const input = el('input', { type: 'number', min: String(q.min), max: String(q.max), step: 'any' });
    input.value = state.answers[q.id] || '';
    input.addEventListener('change', () => input.value !== '' && answer(q, input.value));
    input.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !e.ctrlKey) { e.preventDefault(); input.blur(); } });
    box.append(input);
  } else textInput(q, box);
  const judge = judgeLine(q);
  if (judge) box.append(judge);
  box.addEventListener('click', () => { state.current = index; markCurrent(false); });
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
  markCurrent(false);
}

function markCurrent(scroll = true) {
  document.querySelectorAll('.question').forEach((b, i) => {
    b.classList.toggle('current', i === state.current);
    // The current question's criteria are read; the others' stay folded to their first line.
    const context = b.querySelector('details.context');
    if (context) context.open = i === state.current;
  });
  const box = document.querySelectorAll('.question')[state.current];
  if (box && scroll) box.scrollIntoView({ block: 'nearest' });
}
const firstMissing = () => visibleQuestions().findIndex((q) => q.required && !state.answers[q.id]);

function renderItem(data) {
  state.item = data.item;
  state.answers = Object.assign({}, data.item.answers || {});
  state.committed = !!data.item.committed;
  state.done = data.item.status === 'done';
  state.revealed = false;
  state.reveal = null;
  state.baseSeconds = data.item.seconds || 0;
  state.shownAt = Date.now();
  $('item-title').textContent = data.item.title || '';
  $('item-title').hidden = !data.item.title || data.item.title === $('study-name').textContent;
  $('form-title').textContent = data.item.form.title || '';
  const badge = { flagged: S.flaggedBadge, skipped: S.skippedBadge }[data.item.status];
  $('item-badge').textContent = badge || '';
  $('item-badge').hidden = !badge;
  renderBlocks(data.item);
  $('reveal').hidden = true;
  $('reveal').replaceChildren();
  const first = firstMissing();
  state.current = first < 0 ? 0 : first;
  renderForm();
  renderActions();
  showMessage('');
  // Every item opens at its top, the form at its first question.
  $('item').scrollTop = 0;
  $('form-pane').scrollTop = 0;
  window.scrollTo(0, 0);
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
}

function renderActions() {
  $('commit-button').hidden = state.committed && state.done;
  $('next-button').hidden = !(state.committed && state.done);
  $('reveal-button').hidden = !state.committed || state.revealed;
  $('skip-button').disabled = state.committed;
  $('flag-button').disabled = state.committed;
}

function renderProgress(p) {
  const parts = [];
  // A commit's progress has the counts only: the item on screen keeps its place.
  if (p.place === undefined && p.position === undefined && state.progress) {
    if (state.progress.place) p = Object.assign({}, p, { place: state.progress.place });
    if (state.progress.position) p = Object.assign({}, p, { position: state.progress.position });
  }
  state.progress = p;
  if (p.units !== undefined) {
    // Whole units, named by the server in its language ("battles", "场对战").
    const noun = p.unitNoun || S.unitsWord;
    if (p.place) parts.push(fmt(S.unit, p.place[0], p.units, p.place[1], noun));
    parts.push(plural(S.unitsDone, p.unitsDone, p.units, noun));
  } else if (p.items !== undefined) {
    if (p.position) parts.push(fmt(S.item, p.position, p.items));
    parts.push(plural(S.itemsDone, p.done, p.items));
  }
  if (p.skipped) parts.push(plural(S.skipped, p.skipped));
  if (p.flagged) parts.push(plural(S.flagged, p.flagged));
  $('progress').textContent = parts.join(' · ');
}

function renderState(data) {
  $('study-name').textContent = data.study || 'draudit';
  if (data.progress) renderProgress(data.progress);
  if (data.finished) return showEnd(S.finishedTitle, S.finishedText);
  $('finished').hidden = true;
  $('main').hidden = false;
  renderItem(data);
}

// ---- the judge, in the form's own words ----
function optionLabel(q, value) {
  const o = q && q.kind === 'choice' ? q.options.find((x) => x.value === value) : null;
  return o ? o.label : value;
}
function judgeNames() {
  return Array.from(new Set(((state.reveal || {}).notes || []).map((n) => n.judge).filter(Boolean))).join(', ');
}
function judgeLine(q) {
  if (!state.revealed || !state.reveal) return null;
  const said = (state.reveal.judge_answers || {})[q.id];
  if (said === undefined) return null;
  let text = optionLabel(q, said);
  if (q.judge_scale) text = fmt(S.judgeScale, text, q.judge_scale);
  const who = judgeNames();
  return el('div', { class: 'judge' }, el('span', { text: who ? fmt(S.judgeNamed, who, text) : fmt(S.judge, text) }));
}
// A judge's other fields named as the form names them: "failure_type: BOTH" becomes the question and its option.
// A detail of the judge's decision in the form's words ("Where does the weaker answer fail? Width"); none for a value
// the question has no option for (a tie quality of "N/A" when there was no tie).
function detailText(key, value) {
  const q = state.item.form.questions.find((x) => x.judge_field === key || x.field === key);
  if (!q) return value && value !== 'N/A' ? key + ': ' + value : '';
  if (q.options && q.options.length && !q.options.some((o) => o.value === value)) return '';
  return (/[?？]$/.test(q.text) ? q.text + ' ' : q.text + ': ') + optionLabel(q, value);
}

// ---- what the annotator does ----
async function answer(q, value) {
  const previous = state.answers[q.id];
  if (value) state.answers[q.id] = value; else delete state.answers[q.id];
  const before = visibleQuestions().length;
  const handle = state.item.handle;
  // An emptied text field is its answer taken back (a choice is taken back by Undo).
  const result = await enqueue('/api/answer', { item: handle, question: q.id, value, key: requestKey() });
  if (!state.item || handle !== state.item.handle) return;
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
    // On to the next question still open, past an optional text (a reason): that is reached by the arrows only.
    const next = visibleQuestions().findIndex((x, i) => i > state.current && (x.required || x.kind !== 'text') && !state.answers[x.id]);
    if (next >= 0) { state.current = next; markCurrent(); }
  });
}

async function commit() {
  if (state.committed && state.done) return nextItem();
  await settled();
  const missing = visibleQuestions().map((q, i) => (q.required && !state.answers[q.id] && !(q.after_commit && !state.committed) && !(q.after_reveal && !state.revealed) ? i + 1 : 0)).filter(Boolean);
  if (missing.length) {
    // Said before asking: what to do, never "not saved" when nothing was lost.
    showMessage(fmt(missing.length > 1 ? S.answerFirstMany : S.answerFirst, missing.join(', ')), 'hint');
    state.current = missing[0] - 1;
    markCurrent();
    return;
  }
  const result = await enqueue('/api/commit', { item: state.item.handle }, false);
  if (!result.ok) return;
  state.answers = Object.assign({}, result.data.item.answers || {});
  state.item = result.data.item;
  state.committed = true;
  state.done = result.data.done;
  if (result.data.progress) renderProgress(result.data.progress);
  const first = firstMissing();
  state.current = first < 0 ? state.current : first;
  renderForm();
  renderActions();
  showMessage(state.done ? S.committed : S.committedMore, state.done ? 'info' : 'hint');
  $('commit-button').blur();
}

async function nextItem() {
  await settled();
  const result = await call('/api/state');
  if (result.ok) renderState(result.data);
}

async function reveal() {
  if (!state.committed) return;
  const result = await enqueue('/api/reveal', { item: state.item.handle }, false);
  if (!result.ok) return;
  state.reveal = result.data.revealed || {};
  state.revealed = true;
  renderForm();
  renderActions();
  const box = $('reveal');
  box.replaceChildren(el('h3', { text: S.revealTitle }));
  showMessage('');
  const verdictQuestion = state.item.form.questions.find((q) => q.judge_field === 'verdict');
  for (const n of state.reveal.notes || []) {
    const details = Object.entries(n.details || {}).map(([k, v]) => detailText(k, v)).filter(Boolean).join(' · ');
    box.append(el('div', { class: 'note' }, el('strong', { text: n.judge + ' — ' + optionLabel(verdictQuestion, n.verdict) }),
      details ? el('div', { text: details }) : null, n.reasoning ? el('p', { class: 'reasoning', text: n.reasoning }) : null));
  }
  if (!(state.reveal.notes || []).length && !Object.keys(state.reveal.judge_answers || {}).length) box.append(el('p', { text: S.judgeNone }));
  box.hidden = false;
  box.scrollIntoView({ block: 'nearest' });
}

async function defer(path) {
  if (state.committed) return;
  await settled();
  const result = await enqueue(path, { item: state.item.handle }, false);
  if (!result.ok) return;
  renderState(result.data);
  if (!result.data.finished) showMessage(path === '/api/flag' ? S.flaggedItem : S.skippedItem, 'info');
}

async function undo() {
  await settled();
  const result = await enqueue('/api/undo', { item: state.item.handle, key: requestKey() }, false);
  if (!result.ok) return;
  state.answers = Object.assign({}, result.data.item.answers || {});
  state.committed = !!result.data.item.committed;
  state.done = result.data.item.status === 'done';
  // The focus follows the undo: the question undone is current, and no text field keeps the cursor.
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  const index = visibleQuestions().findIndex((q) => q.id === result.data.question);
  if (index >= 0) state.current = index;
  renderForm();
  renderActions();
  markCurrent();
  const q = visibleQuestions()[state.current];
  if (q && q.id === result.data.question) {
    const value = state.answers[q.id];
    showMessage(fmt(S.undone, value ? fmt(S.undoneTo, q.text, optionLabel(q, value)) : fmt(S.undoneValue, q.text)), 'info');
  }
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

// The page's own reading keys: they scroll the report frames without entering them.
const SCROLL_KEYS = {
  PageDown: ['both', 1], 'Space': ['both', 1], PageUp: ['both', -1], 'Shift+Space': ['both', -1],
  Home: ['both', -Infinity], End: ['both', Infinity],
  'Shift+PageDown': ['left', 1], 'Shift+PageUp': ['left', -1], 'Alt+PageDown': ['right', 1], 'Alt+PageUp': ['right', -1],
};
function scrollFrames(which, pages) {
  for (const f of document.querySelectorAll('#blocks iframe.page')) {
    if (which !== 'both' && f.dataset.side && f.dataset.side !== which) continue;
    const w = f.contentWindow;
    if (!w) continue;
    if (pages === Infinity || pages === -Infinity) w.scrollTo(0, pages > 0 ? w.document.documentElement.scrollHeight : 0);
    else w.scrollBy(0, pages * Math.max(40, w.innerHeight - 40));
  }
}
function scrollName(e) {
  const key = e.key === ' ' ? 'Space' : e.key;
  return (e.altKey ? 'Alt+' : '') + (e.shiftKey ? 'Shift+' : '') + key;
}

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

function onKey(e) {
  if (!$('overlay').hidden) {
    if (e.key === 'Escape' || (e.key === 'Enter' && !$('pin-input') && document.activeElement.tagName !== 'BUTTON')) { e.preventDefault(); closeDialog(); }
    return;
  }
  if (!state.item || $('main').hidden) return;
  const active = document.activeElement;
  // Enter or Space on a focused button presses that button, as everywhere else.
  if (active && active.tagName === 'BUTTON' && active.offsetParent !== null && (e.key === 'Enter' || e.key === ' ')) return;
  const typing = ['TEXTAREA', 'INPUT'].includes(active.tagName) && active.type !== 'radio';
  const name = keyName(e);
  const binding = (state.item.keys || []).find((k) => k.action !== 'choose' && k.keys === name);
  if (typing && !(binding && ['commit-from-field', 'leave-field'].includes(binding.action))) return;
  if (!typing && e.key === '?') { e.preventDefault(); showKeys(); return; }
  const scroll = SCROLL_KEYS[scrollName(e)];
  if (!typing && scroll && !e.ctrlKey && !e.metaKey) { e.preventDefault(); scrollFrames(scroll[0], scroll[1]); return; }
  const current = visibleQuestions()[state.current];
  const plain = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
  // Typing answers the current text or number question: the field takes the key (Esc leaves it, Ctrl+Enter commits).
  // A digit goes into a number field only: a text field gets the cursor only when the annotator chose it.
  if (!typing && current && current.kind !== 'choice' && plain && !(binding && /^[JK]$/.test(name))
      && (current.kind === 'number' || !/^[0-9]$/.test(e.key))) {
    const field = document.querySelectorAll('.question')[state.current].querySelector('textarea, input');
    if (field) { field.focus(); return; }
  }
  if (!typing && /^[0-9]$/.test(e.key) && plain) { e.preventDefault(); onDigit(e.key); return; }
  if (binding && ACTIONS[binding.action]) { e.preventDefault(); ACTIONS[binding.action](); }
}
document.addEventListener('keydown', onKey);

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
  // The keys go back to the form, not to the hidden dialog's button.
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  const then = onClose;
  onClose = null;
  if (then) then();
}

function showKeys() {
  const table = el('table');
  const row = (keys, text) => table.append(el('tr', {}, el('td', {}, ...keys.map((k) => el('kbd', { text: k }))), el('td', { text })));
  table.append(el('tr', {}, el('th', { colspan: '2', text: S.formKeys })));
  row(['1 … 9, 10'], S.digits);
  const names = { commit: 'commit-action', undo: 'undo-action', skip: 'skip-action', flag: 'flag-action', reveal: 'reveal-action' };
  for (const k of (state.item && state.item.keys) || []) {
    if (k.action === 'choose') continue;
    row([k.keys], S[names[k.action] || k.action] || k.action);
  }
  row(['a … z'], S.typing);
  table.append(el('tr', {}, el('th', { colspan: '2', text: S.pageKeys })));
  row(['Space', 'PageDown', 'Shift+Space', 'PageUp'], S.scrollBoth);
  row(['Home', 'End'], S.scrollEnds);
  row(['Shift+PageDown', 'Shift+PageUp'], S.scrollLeft);
  row(['Alt+PageDown', 'Alt+PageUp'], S.scrollRight);
  row(['?'], S.help);
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
  $('theme-button').title = S.theme;
  $('theme-button').setAttribute('aria-label', S.theme);
  $('annotator-name').textContent = data.annotatorName || data.annotator || '';
  if (data.pinRequired) return askPin();
  $('guidelines-button').hidden = !data.hasGuidelines;
  renderState(data);
  const seen = 'draudit-guidelines-' + (data.study || '');
  if (data.hasGuidelines && !data.finished && !localStorage.getItem(seen)) {
    showGuidelines(() => localStorage.setItem(seen, '1'));
  }
}

chooseTheme();
window.addEventListener('DOMContentLoaded', () => {
  $('commit-button').addEventListener('click', commit);
  $('next-button').addEventListener('click', nextItem);
  $('undo-button').addEventListener('click', undo);
  $('skip-button').addEventListener('click', () => defer('/api/skip'));
  $('flag-button').addEventListener('click', () => defer('/api/flag'));
  $('reveal-button').addEventListener('click', reveal);
  $('keys-button').addEventListener('click', showKeys);
  $('theme-button').addEventListener('click', toggleTheme);
  $('guidelines-button').addEventListener('click', () => showGuidelines());
  $('dialog-close').addEventListener('click', closeDialog);
  $('leave-button').addEventListener('click', async () => {
    await settled();
    await call('/api/leave', {});
    showEnd('draudit', S.leftStudy);
  });
  window.addEventListener('beforeunload', (e) => { if (state.queue.length) { e.preventDefault(); e.returnValue = ''; } });
  window.addEventListener('resize', fitFrames);
  setInterval(tick, 1000);
  start();
});
