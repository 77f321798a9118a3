// A logged-in player's pages, live: when anything happens in one of their games or challenges
// (a move, a challenge, a result), the header's count of games awaiting their move and the
// page title follow at once, and the lobby redraws its lists. Without JavaScript the pages are
// the same, only as of their loading.

const $ = (selector, root = document) => root.querySelector(selector);

let pending = null;

/// Fetches the lobby (the one page that lists everything) and takes from it what this page
/// shows: the header's count, and the lists when this page is the lobby.
async function refresh() {
  pending = null;
  const answer = await fetch('/', { headers: { accept: 'text/html' } });
  if (!answer.ok) return;
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  const fresh = $('#waiting', page);
  const here = $('#waiting');
  if (fresh && here) {
    here.replaceWith(fresh);
    const count = Number(fresh.dataset.count || 0);
    document.title = document.title.replace(/^\(\d+\) /, '');
    if (count > 0) document.title = `(${count}) ${document.title}`;
  }
  const lists = $('#lobby', page);
  if (lists && $('#lobby')) $('#lobby').replaceWith(lists);
}

function listen() {
  if (!$('#waiting') || !window.EventSource) return;
  const events = new EventSource('/api/v1/me/events');
  const soon = () => { if (!pending) pending = setTimeout(refresh, 250); };
  ['move', 'end', 'draw_offer', 'challenge', 'reload'].forEach(kind => events.addEventListener(kind, soon));
  events.onmessage = soon;
  let lost = false;
  events.addEventListener('error', () => { lost = true; });
  events.addEventListener('open', () => { if (lost) { lost = false; soon(); } });
}

listen();
