"""Plays through a client generated from openapi.json by openapi-python-client at its defaults
(.ci/api-clients generates it and runs this): an account, a token, a game against the engine,
moves and the engine's answers, a takeback, a draw offer, a resignation. Each answer is parsed
by the client's own models; anything it cannot send or read fails the check."""
import sys
import time

from ortoo_rest_api_client import AuthenticatedClient, Client
from ortoo_rest_api_client.api.accounts import create_token, register
from ortoo_rest_api_client.api.challenges import create_challenge
from ortoo_rest_api_client.api.games import draw, get_game, post_move, resign, takeback
from ortoo_rest_api_client.models import (
    DrawRequest, DrawRequestAction, GameEnvelope, MoveRequest, NewChallenge, OpponentType2, Registration,
    TakebackRequest, TakebackRequestAction, TokenRequest,
)

base = sys.argv[1] + "/api/v1"


def parsed(response, what):
    if response.status_code.value >= 400 or response.parsed is None:
        raise SystemExit(f"client-check: FAILED: {what}: {response.status_code} {response.content[:300]!r}")
    return response.parsed


plain = Client(base_url=base)
name = f"client{int(time.time() * 1000) % 10**8}"
registration = Registration(name=name, email=f"{name}@example.org", password="correct horse")
parsed(register.sync_detailed(client=plain, body=registration), "register")
token = parsed(create_token.sync_detailed(client=plain, body=TokenRequest(name=name, password="correct horse")), "token")
me = AuthenticatedClient(base_url=base, token=token.token)

challenge = NewChallenge(variant="chess", opponent=OpponentType2(engine=1), color="white")
created = parsed(create_challenge.sync_detailed(client=me, body=challenge), "a game against the engine")
assert isinstance(created, GameEnvelope), f"a game against the engine starts at once: {created}"
game = created.game.id


def game_at(ply):
    """The game once the engine has answered up to `ply` (or it has ended)."""
    for _ in range(400):
        g = parsed(get_game.sync_detailed(game, client=me), "read the game")
        if g.ply >= ply or g.status != "active":
            return g
        time.sleep(0.05)
    raise SystemExit(f"client-check: FAILED: the engine did not answer by ply {ply}")


plies = 0
for n, text in enumerate(["e2e4", "g1f3", "f1c4", "d2d3", "b1c3", "c1g5", "h2h3", "a2a3"]):
    g = game_at(2 * n)
    if g.status != "active":
        break
    answer = post_move.sync_detailed(game, client=me, body=MoveRequest(move=text))
    if answer.status_code.value == 422:
        # The engine's answers made the planned move illegal: the first legal one instead.
        answer = post_move.sync_detailed(game, client=me, body=MoveRequest(move=g.legal_moves[0]))
    plies = parsed(answer, f"move {n + 1}").ply
g = game_at(plies + 1)
parsed(takeback.sync_detailed(game, client=me, body=TakebackRequest(action=TakebackRequestAction.OFFER)), "a takeback")
parsed(draw.sync_detailed(game, client=me, body=DrawRequest(action=DrawRequestAction.OFFER)), "a draw offer")
ended = parsed(resign.sync_detailed(game, client=me), "the resignation").game
assert ended.status == "finished" and ended.result == "black", ended
print(f"client-check: passed: {ended.ply} plies against the engine, a takeback, a draw offer and a resignation")
