## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = échiquier
js-keys-to-move = les flèches parcourent les cases, Entrée prend une pièce puis la pose, Échap la relâche
js-keys-to-read = les flèches parcourent les cases
js-in-hand = Pièce en main : { $piece } ({ $count }) ; prenez-la pour la poser sur l'échiquier
js-off-board = { $square } : hors de l'échiquier
js-finish-move-tap = Terminez le coup : touchez une case marquée d'un anneau sur l'échiquier, ou choisissez ici :
js-finish-move-of-tap = Terminez le coup { $move } : touchez une case marquée d'un anneau sur l'échiquier, ou choisissez ici :
js-from-hand = { $piece } de la main : peut se poser en { $squares }
js-put-back = Pièce reposée
js-picked-up = Pièce prise : { $piece } en { $square }. Cases possibles : { $squares }
js-no-square = aucune
js-choose-rest = Choisissez la suite du coup : une case marquée d'un anneau, ou un bouton sous l'échiquier
js-finish-move = Terminez le coup :
js-finish-move-of = Terminez le coup { $move } :
js-promote = promouvoir
js-do-not-promote = ne pas promouvoir
js-dropped-promoted = posée promue
js-dropped-as-it-is = posée telle quelle
js-cancel = Annuler
js-white-played = { $sides ->
    [xiangqi] Les Rouges ont joué { $move }.
    [janggi] Les Bleus ont joué { $move }.
    [shogi] Sente a joué { $move }.
   *[chess] Les Blancs ont joué { $move }.
}
js-black-played = { $sides ->
    [xiangqi] Les Noirs ont joué { $move }.
    [janggi] Les Rouges ont joué { $move }.
    [shogi] Gote a joué { $move }.
   *[chess] Les Noirs ont joué { $move }.
}
js-taken-back = Des coups ont été repris.
js-draw-offered = Votre adversaire propose la nulle.
js-clock-days = { $days } j { $time }
js-start-game = Commencer la partie
js-open-seek = Publier l'annonce
js-send-challenge = Envoyer le défi
js-square = { $square }, { $what }
js-empty = vide
js-enter-drops = { $words } : Entrée la parachute ici
js-enter-moves = { $words } : Entrée la déplace ici
js-enter-picks-up = { $words } : Entrée la prend
