// The new-game and tournament forms, once JavaScript runs. Choosing a game shows its rule
// options in place: the page is not reloaded and nothing typed is lost. The new-game form shows
// the fields of the chosen way to play alone, and sends only those (a hidden field is disabled,
// so a level chosen for the engine never turns a challenge to a person into an engine game).
// Without JavaScript the forms work as they are drawn.

/// A message in the page's language (script.ftl, carried by the page as #script-words), its
/// blanks filled: `word('js-picked-up', { piece, square, squares })`.
const WORDS = JSON.parse(document.getElementById('script-words')?.textContent || '{}');
const word = (id, fill = {}) => (WORDS[id] ?? id).replace(/\{(\w+)\}/g, (all, name) => (name in fill ? String(fill[name]) : all));

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

for (const select of $$('select[data-options]')) {
  const form = select.form;
  const button = $('.show-options', form);
  if (button) button.hidden = true;
  select.addEventListener('change', async () => {
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('variant', select.value);
    const answer = await fetch(url, { headers: { accept: 'text/html' } });
    if (!answer.ok) return;
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const fresh = $(select.dataset.options, page);
    const here = $(select.dataset.options, form);
    if (fresh && here) here.replaceWith(fresh);
    // The words naming the sides outside the options (the colour, the engines' levels) are the
    // chosen game's (Red and Black in xiangqi); what is chosen in them stays.
    for (const named of $$('[data-sided]', page)) {
      const mine = $(`[data-sided="${named.dataset.sided}"]`, form);
      if (mine) mine.textContent = named.textContent;
    }
    history.replaceState(null, '', url);
  });
}

const newGame = $('#new-game');
if (newGame) {
  const radios = $$('input[name=way]', newGame);
  const send = $('#send', newGame);
  const show = () => {
    const way = radios.find(r => r.checked)?.value;
    // In document order: a part inside another (the seek's rating range) decides after it.
    for (const part of $$('[data-ways]', newGame)) {
      const on = part.dataset.ways.split(' ').includes(way);
      part.hidden = !on;
      for (const control of $$('input, select, textarea', part)) control.disabled = !on;
    }
    if (send) send.textContent = word(way === 'engine' || way === 'watch' ? 'js-start-game' : way === 'seek' ? 'js-open-seek' : 'js-send-challenge');
  };
  for (const radio of radios) radio.addEventListener('change', show);
  show();
}

// The upload form: a file chosen on the computer is read into the text box (the form sends
// text), and names the file when no name is written yet.
for (const pick of $$('input[type=file][data-fills]')) {
  pick.closest('[hidden]')?.removeAttribute('hidden');
  pick.addEventListener('change', async () => {
    const file = pick.files[0];
    if (!file) return;
    $(pick.dataset.fills).value = await file.text();
    const name = $(pick.dataset.names);
    if (name && !name.value) name.value = file.name.replace(/[^A-Za-z0-9 ._-]/g, '_').replace(/^[. ]+/, '').slice(0, 60);
  });
}
