// ortoo's game page, once JavaScript runs: the board becomes something to play on.
//
// Pick a piece (click, tap, or drag it; from the board, or from the hand in the games with
// pieces in hand), see every square it can reach, drop or click it there,
// finish a move of several parts on the board, confirm, and the form is sent as without
// JavaScript. Every rule comes from the server: the page carries the legal moves as the rules
// engine listed them (#hand-moves), and the confirm step shows the position the server's rules
// compute (/games/ID/preview). Opponent and engine moves arrive over server-sent events and the
// game is redrawn in place.

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];
const SVG = 'http://www.w3.org/2000/svg';

/// A message in the page's language (script.ftl, carried by the page as #script-words), its
/// blanks filled: `word('js-picked-up', { piece, square, squares })`.
const WORDS = JSON.parse(document.getElementById('script-words')?.textContent || '{}');
const word = (id, fill = {}) => (WORDS[id] ?? id).replace(/\{(\w+)\}/g, (all, name) => (name in fill ? String(fill[name]) : all));

const asking = () => localStorage.getItem('ortoo.confirm') !== 'off';

/// A short tone for a move, drawn by the browser (no sound file), when the player turned
/// sounds on (a setting, off by default): higher for a check. Each one played is counted on
/// the page (`data-sounds`), which is how a test hears it.
let audio = null;
function sound(check = false) {
  if (localStorage.getItem('ortoo-sound') !== 'on') return;
  document.body.dataset.sounds = String(Number(document.body.dataset.sounds || 0) + 1);
  try {
    audio ??= new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'triangle';
    tone.frequency.value = check ? 880 : 520;
    gain.gain.setValueAtTime(0.25, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.13);
  } catch (_) { /* no sound to be had: the move is on the board all the same */ }
}

/// The game's element, whose data attributes say what the page shows.
const gameBox = () => $('#game');

function init() {
  const game = gameBox();
  if (!game) return;
  wireKeys(game, wireBoard(game));
  wireConfirmSetting(game);
  showCurrentMove(game);
  // The conversation opens at its newest message.
  const log = $('#chat ol.messages', game);
  if (log) log.scrollTop = log.scrollHeight;
}

// ---- picking and moving pieces ----

function wireBoard(game) {
  const data = $('#hand-moves', game);
  const form = $('#move-form', game);
  const svg = $('#board svg.board', game);
  if (!data || !form || !svg) return null;
  const moves = JSON.parse(data.textContent || '[]');
  if (moves.length === 0) return null;
  const byFrom = new Map();
  for (const m of moves) {
    if (!byFrom.has(m.f)) byFrom.set(m.f, []);
    byFrom.get(m.f).push(m);
  }
  for (const piece of $$('.piece[data-square]', svg)) {
    if (byFrom.has(piece.dataset.square)) piece.classList.add('movable');
  }
  // The pieces in the mover's hand are picked up as the board's are; a drop's moves start from
  // `@` and the held piece's letter.
  const heldKey = held => `@${held.dataset.label.toUpperCase()}`;
  const inHand = $$('.hand[data-moving="true"] .held', game).filter(held => byFrom.has(heldKey(held)));
  for (const held of inHand) {
    held.classList.add('movable');
    held.tabIndex = 0;
    held.setAttribute('role', 'button');
    held.setAttribute('aria-label', word('js-in-hand', { piece: held.title, count: held.dataset.count }));
  }
  const heldFor = key => inHand.find(held => heldKey(held) === key);
  svg.classList.add('playable');
  const marks = document.createElementNS(SVG, 'g');
  marks.setAttribute('class', 'marks');
  svg.appendChild(marks);

  let from = null;
  const cellOf = sq => $(`.cell[data-square="${sq}"]`, svg);
  const centre = sq => {
    const box = cellOf(sq).getBBox();
    return [box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height)];
  };

  // The squares where a move's second part lands, after its first part (King's Run's chips
  // waking a Sandman): square -> the moves that end there.
  let second = null;

  const clear = () => {
    from = null;
    second = null;
    marks.replaceChildren();
    $$('.piece.shifted', svg).forEach(p => { p.classList.remove('shifted'); p.removeAttribute('transform'); });
    $$('.cell.from', svg).forEach(c => c.classList.remove('from'));
    $$('.held.picked', game).forEach(h => h.classList.remove('picked'));
    $('#off-board', game)?.remove();
  };

  const select = sq => {
    clear();
    from = sq;
    cellOf(sq)?.classList.add('from');
    heldFor(sq)?.classList.add('picked');
    const seen = new Set();
    for (const m of byFrom.get(sq)) {
      if (m.to === 'off' || seen.has(m.to) || !cellOf(m.to)) continue;
      seen.add(m.to);
      const [x, y, size] = centre(m.to);
      const mark = document.createElementNS(SVG, 'circle');
      mark.setAttribute('cx', x);
      mark.setAttribute('cy', y);
      mark.setAttribute('r', m.k === 'move' || m.k === 'drop' ? size * 0.16 : size * 0.42);
      mark.setAttribute('class', `mark ${m.k}`);
      marks.appendChild(mark);
    }
    // A piece that may leave the board (King's Run's king) gets a button for it.
    const off = byFrom.get(sq).filter(m => m.to === 'off');
    if (off.length > 0) {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'off-board';
      button.textContent = word('js-off-board', { square: sq });
      button.addEventListener('click', () => choose(sq, 'off'));
      $('#board', game).after(button);
    }
  };

  const dot = (sq, kind, scale) => {
    const [x, y, size] = centre(sq);
    const mark = document.createElementNS(SVG, 'circle');
    mark.setAttribute('cx', x);
    mark.setAttribute('cy', y);
    mark.setAttribute('r', size * scale);
    mark.setAttribute('class', `mark ${kind}`);
    marks.appendChild(mark);
  };

  const finish = async candidates => {
    if (candidates.length === 1) { confirmMove(game, candidates[0].t, send); return; }
    // What each choice leads to, where the rules know it (asked now: it looks two turns ahead).
    const told = await foreseen(game, candidates);
    const shown = candidates.map(m => ({ ...m, ...(told.get(m.t) ?? {}) }));
    showChooser(game, shown, text => confirmMove(game, text, send), clear);
  };

  const choose = (sq, to) => {
    const candidates = byFrom.get(sq).filter(m => m.to === to);
    clear();
    if (candidates.length === 0) return;
    finish(candidates);
    if (candidates.length > 1) markSecond(sq, to, candidates);
  };

  // When the second parts land on different squares, those squares are marked on the board
  // and a click there finishes the move; the chooser's buttons stay for the keyboard and for
  // a second part with no square (King's Run's "discard").
  const markSecond = (sq, to, candidates) => {
    const at = new Map();
    for (const m of candidates) {
      const end = /-([a-z]+[0-9]+)$/.exec(m.r)?.[1];
      if (!end || !cellOf(end)) continue;
      if (!at.has(end)) at.set(end, []);
      at.get(end).push(m);
    }
    if (at.size < 2) return;
    second = at;
    cellOf(sq)?.classList.add('from');
    if (cellOf(to)) {
      cellOf(to).classList.add('from');
      // The piece stands where its first part took it while the second is chosen.
      const piece = $(`.piece[data-square="${sq}"]`, svg);
      const [x0, y0] = centre(sq);
      const [x1, y1] = centre(to);
      if (piece) svg.insertBefore(piece, marks);  // drawn over the squares it passes
      piece?.classList.add('shifted');
      piece?.setAttribute('transform', `translate(${x1 - x0} ${y1 - y0})`);
    }
    const title = $('#chooser p', game);
    const whole = candidates[0].s && candidates[0].s !== candidates[0].t;
    if (title) {
      title.textContent = whole
        ? word('js-finish-move-tap')
        : word('js-finish-move-of-tap', { move: candidates[0].t.split(';')[0] });
    }
    // Rings round the squares, not dots on them: the pieces to choose among stay in sight.
    for (const end of at.keys()) dot(end, 'second', 0.44);
  };

  const send = text => {
    sound();
    $('#move', form).value = text;
    form.requestSubmit ? form.requestSubmit() : form.submit();
  };

  const squareAt = (x, y) => document.elementFromPoint(x, y)?.closest('svg.board [data-square]')?.dataset.square;

  // One handler for mouse, pen and touch: a press that moves is a drag, one that does not is
  // a click.
  let press = null;
  svg.addEventListener('pointerdown', e => {
    // The piece moved for a second part is drawn where its first part took it, but lets
    // presses through (CSS) to the square it stands on.
    const sq = e.target.closest('[data-square]')?.dataset.square;
    if (!sq || e.button > 0) return;
    press = { sq, x: e.clientX, y: e.clientY, ghost: null };
    if (byFrom.has(sq)) {
      e.preventDefault();
      svg.setPointerCapture(e.pointerId);
    }
  });
  svg.addEventListener('pointermove', e => {
    // While a second part is chosen, a press is a choice, never a drag.
    if (!press || second || !byFrom.has(press.sq)) return;
    if (!press.ghost && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 6) {
      const piece = $(`.piece[data-square="${press.sq}"]`, svg);
      if (!piece) return;
      if (from !== press.sq) select(press.sq);
      press.ghost = piece.cloneNode(true);
      press.ghost.classList.add('ghost');
      piece.classList.add('lifted');
      svg.appendChild(press.ghost);
    }
    if (press.ghost) {
      const scale = svg.viewBox.baseVal.width / svg.getBoundingClientRect().width;
      press.ghost.setAttribute('transform', `translate(${(e.clientX - press.x) * scale} ${(e.clientY - press.y) * scale})`);
    }
  });
  const release = e => {
    if (!press) return;
    const { sq, ghost } = press;
    press = null;
    if (ghost) {
      ghost.remove();
      $$('.lifted', svg).forEach(p => p.classList.remove('lifted'));
      const to = squareAt(e.clientX, e.clientY);
      if (to && to !== sq && byFrom.get(sq).some(m => m.to === to)) choose(sq, to);
      return;
    }
    click(sq);
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', () => {
    press?.ghost?.remove();
    $$('.lifted', svg).forEach(p => p.classList.remove('lifted'));
    press = null;
  });

  // A piece dragged from the hand: its drawing follows the pointer over the page, and a
  // release over a square it may be dropped on drops it; a press that does not move picks it
  // up as a click does. (Handlers set as properties: the hand outlives a redrawn board, and is
  // wired again with it.)
  for (const held of inHand) {
    const key = heldKey(held);
    let lift = null;
    held.onpointerdown = e => {
      if (e.button > 0) return;
      e.preventDefault();
      held.setPointerCapture(e.pointerId);
      lift = { x: e.clientX, y: e.clientY, ghost: null };
    };
    held.onpointermove = e => {
      if (!lift) return;
      if (!lift.ghost && Math.hypot(e.clientX - lift.x, e.clientY - lift.y) > 6) {
        if (from !== key) select(key);
        lift.ghost = $('svg', held).cloneNode(true);
        lift.ghost.classList.add('held-ghost');
        document.body.appendChild(lift.ghost);
        held.classList.add('lifted');
      }
      if (lift.ghost) {
        const half = lift.ghost.getBoundingClientRect().width / 2;
        lift.ghost.style.left = `${e.clientX - half}px`;
        lift.ghost.style.top = `${e.clientY - half}px`;
      }
    };
    held.onpointerup = e => {
      if (!lift) return;
      const { ghost } = lift;
      lift = null;
      if (!ghost) { click(key); return; }
      ghost.remove();
      held.classList.remove('lifted');
      const to = squareAt(e.clientX, e.clientY);
      if (to && byFrom.get(key).some(m => m.to === to)) choose(key, to);
      else clear();
    };
    held.onpointercancel = () => {
      lift?.ghost?.remove();
      held.classList.remove('lifted');
      lift = null;
    };
  }

  const click = sq => {
    if (second) {
      const ending = second.get(sq);
      $('#chooser', game).hidden = true;
      clear();
      if (ending) finish(ending);
      return;
    }
    if (from && from !== sq && byFrom.get(from).some(m => m.to === sq)) choose(from, sq);
    else if (byFrom.has(sq) && from !== sq) select(sq);
    else clear();
  };

  // What the keyboard's hand needs: the same click, and what it may say of the squares.
  return {
    click,
    clear,
    picked: () => from,
    choosing: () => second !== null,
    movable: sq => byFrom.has(sq),
    targets: sq => [...new Set((byFrom.get(sq) ?? []).map(m => m.to))],
    first: () => moves.find(m => !m.f.startsWith('@'))?.f ?? moves[0]?.to,
    inHand,
    heldKey,
  };
}

// ---- the board by keyboard, and what a screen reader hears ----

/// The square the keyboard is on, kept across redraws of the board.
let cursor = null;

/// Says `text` through the page's live region (a screen reader reads it out).
function announce(text) {
  const region = $('#announce');
  if (!region) return;
  region.textContent = '';
  setTimeout(() => { region.textContent = text; }, 30);
}

/// The board takes the keyboard: arrow keys walk the squares (as they are drawn, so Koan's
/// octagons and squares too), Enter or Space does what a click on the square does, Escape lets
/// go. `hand` is what [`wireBoard`] returns (`null` when there is no move to make: the keys
/// then only read the board).
function wireKeys(game, hand) {
  const svg = $('#board svg.board', game);
  if (!svg) return;
  const cells = $$('.cell[data-square]', svg).map(cell => {
    const box = cell.getBBox();
    return { sq: cell.dataset.square, x: box.x + box.width / 2, y: box.y + box.height / 2, box };
  });
  if (cells.length === 0) return;
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'application');
  svg.setAttribute('aria-roledescription', word('js-board'));
  const how = hand ? word('js-keys-to-move') : word('js-keys-to-read');
  svg.setAttribute('aria-label', `${svg.getAttribute('aria-label')}: ${how}`);
  const at = sq => cells.find(c => c.sq === sq);
  if (!cursor || !at(cursor)) {
    const corner = cells.reduce((a, b) => (b.y > a.y || (b.y === a.y && b.x < a.x) ? b : a));
    cursor = (hand && at(hand.first())) ? hand.first() : corner.sq;
  }
  const ring = document.createElementNS(SVG, 'rect');
  ring.setAttribute('class', 'cursor');
  svg.appendChild(ring);
  const place = () => {
    const { box } = at(cursor);
    ring.setAttribute('x', box.x + 2);
    ring.setAttribute('y', box.y + 2);
    ring.setAttribute('width', box.width - 4);
    ring.setAttribute('height', box.height - 4);
    svg.dataset.cursor = cursor;
  };
  place();
  // A piece's name as the board's title says it, without its square (`White Knight`).
  const piece = sq => $(`.piece[data-square="${sq}"]`, svg)?.dataset.name;
  const describe = sq => {
    const words = word('js-square', { square: sq, what: piece(sq) ?? word('js-empty') });
    const from = hand?.picked();
    if (from && from !== sq && hand.targets(from).includes(sq)) return word(from.startsWith('@') ? 'js-enter-drops' : 'js-enter-moves', { words });
    if (!from && hand?.movable(sq)) return word('js-enter-picks-up', { words });
    return words;
  };
  // The nearest square in the arrow's direction: along it first, then least aside.
  const step = (dx, dy) => {
    const here = at(cursor);
    let best = null;
    let score = Infinity;
    for (const c of cells) {
      const along = (c.x - here.x) * dx + (c.y - here.y) * dy;
      if (along < 1) continue;
      const aside = Math.abs((c.x - here.x) * dy - (c.y - here.y) * dx);
      const s = along + 3 * aside;
      if (s < score) { score = s; best = c; }
    }
    return best?.sq;
  };
  // A piece in hand is taken with Enter or Space; the keyboard then goes to the board, on the
  // first square it may be dropped on.
  for (const held of hand?.inHand ?? []) {
    held.onkeydown = e => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      const key = hand.heldKey(held);
      hand.click(key);
      const to = hand.picked() === key ? hand.targets(key) : [];
      if (to.length > 0 && at(to[0])) { cursor = to[0]; place(); }
      svg.focus();
      announce(to.length > 0 ? word('js-from-hand', { piece: held.title, squares: to.join(', ') }) : word('js-put-back'));
    };
  }
  svg.addEventListener('keydown', e => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (arrow) {
      e.preventDefault();
      const next = step(...arrow);
      if (next) { cursor = next; place(); announce(describe(next)); }
      return;
    }
    if (!hand) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      hand.click(cursor);
      const from = hand.picked();
      if (from && !from.startsWith('@')) {
        const to = hand.targets(from).filter(t => t !== 'off');
        announce(word('js-picked-up', { piece: piece(from), square: from, squares: to.join(', ') || word('js-no-square') }));
      } else if (hand.choosing()) {
        announce(word('js-choose-rest'));
      }
    } else if (e.key === 'Escape') {
      hand.clear();
      announce(word('js-put-back'));
    }
  });
}

/// The game's pieces drawn (`/assets/pieces/VARIANT`, an SVG of one group a piece), fetched
/// What the rules know each of `candidates` leads to, by move text (`{w, b}`: the words, and
/// whether it loses); nothing when the answer is slow to come or does not come.
async function foreseen(game, candidates) {
  const moves = encodeURIComponent(candidates.map(m => m.t).join('|'));
  const asked = fetch(`/games/${game.dataset.game}/foresee?moves=${moves}`, { headers: { accept: 'application/json' } })
    .then(answer => (answer.ok ? answer.json() : []))
    .catch(() => []);
  const late = new Promise(resolve => setTimeout(() => resolve([]), 1500));
  const told = await Promise.race([asked, late]);
  return new Map(told.map(f => [f.t, { w: f.w, b: f.b }]));
}

/// once and kept in the page, hidden: the chooser copies its pieces from it.
let pieceArt = null;
function artBank(game) {
  pieceArt ??= fetch(`/assets/pieces/${encodeURIComponent(game.dataset.variant)}`)
    .then(answer => (answer.ok ? answer.text() : ''))
    .then(text => {
      const bank = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      if (bank?.id !== 'piece-art') return null;
      document.body.appendChild(document.importNode(bank, true));
      return $('#piece-art');
    })
    .catch(() => null);
  return pieceArt;
}

/// The rest of a move whose first part leaves a choice (a promotion, King's Run's second part,
/// a Khan exchange's form), as buttons beside the board; each shows its piece once the drawings
/// have come.
function showChooser(game, candidates, done, cancelled = () => {}) {
  const box = $('#chooser', game);
  box.replaceChildren();
  const title = document.createElement('p');
  const first = candidates[0];
  // In standard algebraic a move is one word (e8=Q): the choice says the whole move.
  const whole = first.s && first.s !== first.t;
  const shogi = candidates.some(m => (m.s || '').endsWith('='));
  const promotedDrop = candidates.some(m => m.k === 'drop' && (m.s || '').startsWith('+'));
  title.textContent = whole ? word('js-finish-move') : word('js-finish-move-of', { move: first.t.split(';')[0] });
  box.appendChild(title);
  // A choice that loses comes last, saying so: the first, which has the focus, is never one
  // the rules already know to lose when another does not.
  const ordered = [...candidates].sort((a, b) => Number(!!a.b) - Number(!!b.b));
  for (const m of ordered) {
    const button = document.createElement('button');
    button.type = 'button';
    button.title = m.t;
    // The piece the move's last part makes or wakes, drawn (its text stays, smaller, under it).
    const label = /^([A-Za-z]'?)-/.exec((m.r || '').split(';').pop().trim())?.[1];
    if (label) {
      artBank(game).then(bank => {
        const art = bank && $(`[data-label="${CSS.escape(label)}"]`, bank);
        if (!art) return;
        const picture = document.createElementNS(SVG, 'svg');
        picture.setAttribute('class', 'board chooser-art');
        picture.setAttribute('viewBox', '0 0 100 100');
        picture.setAttribute('aria-hidden', 'true');
        picture.appendChild(art.cloneNode(true));
        button.prepend(picture);
        button.classList.add('with-art');
      });
    }
    const words = document.createElement('span');
    words.textContent = whole ? m.s : m.r || m.t;
    // Shogi's marks said in words: `+` promotes, `=` declines (only shogi's notation ends a
    // move with `=`, so only there is a `+` a promotion rather than a check).
    if (whole && shogi && /[+=]$/.test(m.s)) {
      const said = document.createElement('small');
      said.className = 'leads-to';
      said.textContent = m.s.endsWith('+') ? word('js-promote') : word('js-do-not-promote');
      words.appendChild(said);
    } else if (whole && promotedDrop) {
      // Kyoto shogi drops a piece either side up; shogi writes the promoted side `+N*5d`.
      const said = document.createElement('small');
      said.className = 'leads-to';
      said.textContent = m.s.startsWith('+') ? word('js-dropped-promoted') : word('js-dropped-as-it-is');
      words.appendChild(said);
    }
    if (m.w) {
      const leads = document.createElement('small');
      leads.className = m.b ? 'leads-to loses' : 'leads-to';
      leads.textContent = m.w;
      words.appendChild(leads);
    }
    button.appendChild(words);
    button.addEventListener('click', () => { box.hidden = true; cancelled(); done(m.t); });
    box.appendChild(button);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'quiet';
  cancel.textContent = word('js-cancel');
  cancel.addEventListener('click', () => { box.hidden = true; cancelled(); });
  box.appendChild(cancel);
  box.hidden = false;
  box.querySelector('button')?.focus({ preventScroll: true });
}

/// The legal move of canonical text `text`, as the page handed it to this script.
function handMove(game, text) {
  try {
    return JSON.parse($('#hand-moves', game)?.textContent || '[]').find(m => m.t === text);
  } catch (_) {
    return undefined;
  }
}

/// The confirm step: the board after the move, as the server's rules play it, with Play and
/// Cancel. Off in the player's setting: the move is sent at once.
async function confirmMove(game, text, send) {
  // A move of a planned line is not played: it goes into the plan at once.
  if (!asking() || game.dataset.planning === 'true') { send(text); return; }
  const board = $('#board', game);
  const bar = $('#confirm', game);
  const flip = game.dataset.flip === '1' ? '&flip=1' : '';
  const answer = await fetch(`/games/${game.dataset.game}/preview?move=${encodeURIComponent(text)}${flip}`);
  const before = board.innerHTML;
  if (answer.ok) board.innerHTML = await answer.text();
  // Said as the player reads moves (their setting): the hand has each move's words.
  $('.text', bar).textContent = handMove(game, text)?.s ?? text;
  bar.hidden = false;
  const restore = () => { bar.hidden = true; board.innerHTML = before; wireKeys(game, wireBoard(game)); };
  $('.play', bar).onclick = () => { bar.hidden = true; send(text); };
  $('.cancel', bar).onclick = restore;
  $('.play', bar).focus({ preventScroll: true });
}

function wireConfirmSetting(game) {
  const box = $('#ask-first', game);
  if (!box) return;
  box.checked = asking();
  box.addEventListener('change', () => localStorage.setItem('ortoo.confirm', box.checked ? 'on' : 'off'));
}

// ---- redrawing in place ----

/// Fetches the game page at `url` and puts its game in place of this one, keeping what the
/// player has typed.
async function redraw(url, { push = false } = {}) {
  // A page off the screen fetches what it has not shown anyone yet: the server keeps the
  // moves' mail (it goes unless the player comes back to the page in time).
  const unseen = document.visibilityState === 'hidden';
  if (unseen) seenLater = true;
  const headers = unseen ? { accept: 'text/html', 'x-ortoo-unseen': '1' } : { accept: 'text/html' };
  const answer = await fetch(url, { headers });
  if (!answer.ok) return;
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  const fresh = $('#game', page);
  const game = gameBox();
  if (!fresh || !game) return;
  // What the player is typing survives the redraw (a message arriving while they write one),
  // and so does where they are typing.
  const kept = ['move', 'comment', 'chat-text', 'note-text', 'forecast-lines']
    .map(id => [id, $(`#${id}`, game)?.value ?? ''])
    .filter(([, value]) => value);
  const focused = document.activeElement?.id;
  const onBoard = !!document.activeElement?.closest?.('svg.board');
  const plyBefore = Number(game.dataset.ply);
  const overBefore = !!$('.result', game);
  const offeredBefore = !!$('#draw-offered', game);
  const askedBefore = !!$('#takeback-asked', game);
  const markBefore = game.dataset.seen;
  const saidBefore = $('#said', game);
  game.replaceWith(fresh);
  // What the last action's answer said is of the game as it was: it stays while the game is
  // unchanged (its mark), and goes once it has changed, unless the fresh page says something.
  if (fresh.dataset.seen === markBefore && saidBefore && !$('#said', fresh)) {
    $('.side-col', fresh)?.prepend(saidBefore);
  }
  for (const [id, value] of kept) if ($(`#${id}`, fresh)) $(`#${id}`, fresh).value = value;
  if (focused && $(`#${focused}`, fresh)) $(`#${focused}`, fresh).focus();
  document.title = page.title;
  const counts = $('#counts', page);
  if (counts) $('#counts')?.replaceWith(counts);
  if (push) history.pushState(null, '', url);
  init();
  watchEngine();
  if (onBoard) $('#board svg.board', fresh)?.focus();
  // A move that arrived is said out loud: the other side's, or the end of the game.
  if (Number(fresh.dataset.ply) > plyBefore && fresh.dataset.shown === fresh.dataset.ply) {
    const link = $$('table.moves td a', fresh).at(-1);
    const played = link?.closest('td').cellIndex === 2 ? 'js-black-played' : 'js-white-played';
    const over = !overBefore && $('.result', fresh) ? ` ${$('.result p', fresh).innerText}` : '';
    if (link) announce(`${word(played, { move: link.innerText.trim() })}${over}`);
    sound(!!$('#check', fresh));
  } else if (Number(fresh.dataset.ply) < plyBefore && fresh.dataset.shown === fresh.dataset.ply) {
    announce(word('js-taken-back'));
  } else if (!offeredBefore && $('#draw-offered', fresh)) {
    announce(word('js-draw-offered'));
  } else if (!askedBefore && $('#takeback-asked', fresh)) {
    announce($('#takeback-asked', fresh).innerText);
  }
}

/// A move that came while the page was off the screen is seen when the player comes back to
/// it: the game is fetched again, as seen.
let seenLater = false;
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible' || !seenLater) return;
  seenLater = false;
  changed();
});

/// The address of the game at `ply` (`null`: as it stands now), keeping a flipped board.
function plyUrl(game, ply) {
  const params = new URLSearchParams();
  if (ply !== null) params.set('ply', ply);
  if (game.dataset.flip === '1') params.set('flip', '1');
  const query = params.toString();
  return `/games/${game.dataset.game}${query ? `?${query}` : ''}`;
}

/// Something changed in the game: redraw it, unless the player is busy with a move (then say
/// so, and let them finish).
function changed() {
  const game = gameBox();
  if (!game) return;
  const busy = !$('#confirm', game)?.hidden || !$('#chooser', game)?.hidden || $('#board .cell.from', game) || $('.held.picked', game);
  if (game.dataset.replaying === 'true' || busy) {
    const note = $('#live', game);
    if (note) note.hidden = false;
    return;
  }
  redraw(plyUrl(game, null));
}

/// The page's event stream is live.js's: it tells this script of events with `ortoo:event`.
/// An event of this game (or a reconnection, which may have missed some) redraws it.
function listen() {
  document.addEventListener('ortoo:event', e => {
    const { kind, data } = e.detail;
    const game = gameBox();
    if (game && (kind === 'reload' || data.game === game.dataset.game)) changed();
  });
}

/// While the engine is to move, look again every few seconds too: its move shows even if an
/// event was missed.
let engineTimer = null;
function watchEngine() {
  clearTimeout(engineTimer);
  const game = gameBox();
  if (game?.dataset.engineThinking === 'true') engineTimer = setTimeout(changed, 4000);
}

// ---- the analysis, as it goes ----

/// While the engine analyses a finished game, its section is fetched again every few seconds
/// and put in place, until the analysis is done.
let analysisTimer = null;
function followAnalysis() {
  clearTimeout(analysisTimer);
  if ($('#analysis')?.dataset.underWay !== 'true') return;
  analysisTimer = setTimeout(async () => {
    const answer = await fetch(location.pathname + location.search, { headers: { accept: 'text/html' } });
    if (answer.ok) {
      const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
      const fresh = $('#analysis', page);
      if (fresh) $('#analysis')?.replaceWith(fresh);
    }
    followAnalysis();
  }, 3000);
}
followAnalysis();

// ---- the clock ----

/// The running clock counts down to its deadline, each second.
function tick() {
  for (const clock of $$('#game time.countdown[data-deadline]')) {
    const left = Math.max(0, Math.floor((Number(clock.dataset.deadline) - Date.now()) / 1000));
    const [d, h, m, s] = [Math.floor(left / 86400), Math.floor(left / 3600) % 24, Math.floor(left / 60) % 60, left % 60];
    const two = n => String(n).padStart(2, '0');
    clock.textContent = d > 0 ? word('js-clock-days', { days: d, time: `${two(h)}:${two(m)}:${two(s)}` }) : `${h}:${two(m)}:${two(s)}`;
  }
}
setInterval(tick, 1000);

// ---- the move list and review ----

/// The move list opens at the current move, as its last whole row, with a row after it when
/// there is one; the top of the box falls between two rows, never through one.
function showCurrentMove(game) {
  const log = $('.log', game);
  const rows = log ? $$('tbody tr', log) : [];
  const current = $('td.current', log ?? game)?.closest('tr') ?? rows.at(-1);
  if (!log || !current) return;
  const box = log.getBoundingClientRect().top - log.scrollTop;
  const top = r => r.getBoundingClientRect().top - box;
  const next = rows[rows.indexOf(current) + 1] ?? current;
  const wanted = top(next) + next.offsetHeight - log.clientHeight;
  if (wanted <= 0) { log.scrollTop = 0; return; }
  // The first row whose top is at or below where the box must start; room is made under the
  // last row where the box could not otherwise scroll that far.
  const first = rows.find(r => top(r) >= wanted) ?? current;
  const table = $('table', log);
  if (table) table.style.marginBottom = '0px';
  const short = top(first) - (log.scrollHeight - log.clientHeight);
  if (table && short > 0) table.style.marginBottom = `${Math.ceil(short)}px`;
  log.scrollTop = top(first);
}

document.addEventListener('click', e => {
  const link = e.target.closest('#game a[data-review]');
  if (!link || e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  redraw(link.getAttribute('href'), { push: true });
});

document.addEventListener('keydown', e => {
  const game = gameBox();
  if (!game || e.target.closest('input, textarea, select, button, svg.board') || e.altKey || e.ctrlKey || e.metaKey) return;
  const shown = Number(game.dataset.shown);
  const last = Number(game.dataset.ply);
  const go = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: last }[e.key];
  if (go === undefined) return;
  e.preventDefault();
  const ply = Math.max(0, Math.min(last, go));
  if (ply !== shown) redraw(plyUrl(game, ply === last ? null : ply), { push: true });
});

window.addEventListener('popstate', () => redraw(location.pathname + location.search));

// What an action's answer said came in the address (`?notice=…&seal=…`, sealed by the server):
// said once, it is taken out of the address, so that a reload or a link shared does not say it
// again.
if (gameBox() && new URLSearchParams(location.search).has('notice')) {
  const url = new URL(location.href);
  url.searchParams.delete('notice');
  url.searchParams.delete('seal');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

init();
listen();
watchEngine();
