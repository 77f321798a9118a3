// Every page, live, over one event stream (a browser keeps only six connections to a server
// across all its tabs, so a page holds at most one).
//
// A logged-in player listens to everything in their games and challenges: the header's count of
// games awaiting their move and the page title follow at once, and the lobby redraws its lists.
// A game page takes the events of its own game from here (board.js listens for `ortoo:event`);
// a spectator's game page listens to that game alone. Without JavaScript the pages are the same,
// only as of their loading.

const $ = (selector, root = document) => root.querySelector(selector);

let pending = null;

/// Fetches the lobby (the one page that lists everything) and takes from it what this page
/// shows: the header's count, and the lists when this page is the lobby.
async function refresh() {
  pending = null;
  const answer = await fetch('/', { headers: { accept: 'text/html' } });
  if (!answer.ok) return;
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  showCounts($('#counts', page));
  const lists = $('#lobby', page);
  if (lists && $('#lobby')) $('#lobby').replaceWith(lists);
}

/// Puts the header's counts of `fresh` (a page fetched anew) in place of this page's, and their
/// sum in the title: `(2) …`.
function showCounts(fresh) {
  const here = $('#counts');
  if (!fresh || !here) return;
  here.replaceWith(fresh);
  const count = Number(fresh.dataset.count || 0);
  document.title = document.title.replace(/^\(\d+\) /, '');
  if (count > 0) document.title = `(${count}) ${document.title}`;
}

/// On a phone the header folds its links into a menu, opened by its button (and closed by it,
/// or by Escape).
function wireMenu() {
  const header = $('body > header');
  const button = $('.menu-button', header ?? document);
  if (!header || !button) return;
  header.classList.add('scripted');
  const open = yes => { header.classList.toggle('open', yes); button.setAttribute('aria-expanded', String(yes)); };
  button.addEventListener('click', () => open(!header.classList.contains('open')));
  header.addEventListener('keydown', e => { if (e.key === 'Escape' && header.classList.contains('open')) { open(false); button.focus(); } });
}

/// Hands an event to the page's other scripts.
function tell(kind, data) {
  document.dispatchEvent(new CustomEvent('ortoo:event', { detail: { kind, data } }));
}

/// A tournament's page follows its tournament's stream: a player joining, a result, a round
/// paired. The page's part is fetched again and put in place.
function listenToTournament(box) {
  const events = new EventSource(`/api/v1/tournaments/${box.dataset.tournament}/events`);
  events.addEventListener('tournament', async () => {
    const answer = await fetch(location.pathname, { headers: { accept: 'text/html' } });
    if (!answer.ok) return;
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const fresh = $('#tournament', page);
    if (fresh && $('#tournament')) $('#tournament').replaceWith(fresh);
  });
  addEventListener('pagehide', () => events.close(), { once: true });
}

function listen() {
  if (!window.EventSource) return;
  const tournament = $('#tournament');
  if (tournament) { listenToTournament(tournament); return; }
  const game = $('#game');
  const member = !!$('#counts');
  let url;
  if (member && (!game || game.dataset.player === 'true')) url = '/api/v1/me/events';
  else if (game) url = `/api/v1/games/${game.dataset.game}/events`;
  else return;
  // The stream resumes from the game as the page drew it: a move made while the page was on its
  // way (the engine's reply to the move that loaded it) comes first, as a reload.
  if (game?.dataset.seen) url += `?seen=${encodeURIComponent(game.dataset.seen)}`;
  const events = new EventSource(url);
  const soon = () => { if (member && !pending) pending = setTimeout(refresh, 250); };
  for (const kind of ['move', 'end', 'draw_offer', 'takeback_offer', 'takeback', 'challenge', 'chat', 'note', 'reload']) {
    events.addEventListener(kind, e => {
      let data = {};
      try { data = JSON.parse(e.data || '{}'); } catch (_) { /* a reload carries no data */ }
      tell(kind, data);
      // The game on show redraws itself, header included; anything else refreshes the header.
      if (!game || data.game !== game.dataset.game) soon();
    });
  }
  let lost = false;
  events.addEventListener('error', () => { lost = true; });
  // Back after a lost connection: events sent meanwhile were missed, so catch up.
  events.addEventListener('open', () => { if (lost) { lost = false; tell('reload', {}); soon(); } });
  // A page left for another lets go of its stream; one kept for the back button would
  // otherwise hold a connection open.
  addEventListener('pagehide', () => events.close(), { once: true });
}

// Back to a page the browser had kept: listen again and catch up.
addEventListener('pageshow', e => { if (e.persisted) { listen(); tell('reload', {}); if ($('#counts')) refresh(); } });

wireMenu();
listen();
