## What the pages' scripts say: announcements for screen readers as moves arrive, the board's
## keyboard help, the move chooser's labels. A page carries these in its language; a `{ $name }`
## here is filled in by the script.

js-board = tabuleiro
js-keys-to-move = as setas andam pelas casas, Enter pega e coloca uma peça, Esc solta a peça
js-keys-to-read = as setas andam pelas casas
js-in-hand = { $piece } na mão ({ $count }): pegue para colocar no tabuleiro
js-off-board = { $square }: para fora do tabuleiro
js-finish-move-tap = Complete o lance: toque em uma casa com anel no tabuleiro ou escolha aqui:
js-finish-move-of-tap = Complete o lance { $move }: toque em uma casa com anel no tabuleiro ou escolha aqui:
js-from-hand = { $piece } da mão: você pode colocar em { $squares }
js-put-back = Peça devolvida
js-picked-up = Você pegou { $piece } em { $square }. Casas possíveis: { $squares }
js-no-square = nenhuma
js-choose-rest = Escolha o resto do lance: uma casa com anel ou um botão abaixo do tabuleiro
js-finish-move = Complete o lance:
js-finish-move-of = Complete o lance { $move }:
js-promote = promover
js-do-not-promote = não promover
js-dropped-promoted = colocada promovida
js-dropped-as-it-is = colocada como está
js-cancel = Cancelar
js-white-played = { $sides ->
    [xiangqi] As vermelhas jogaram { $move }.
    [janggi] As azuis jogaram { $move }.
    [shogi] Sente jogou { $move }.
   *[chess] As brancas jogaram { $move }.
}
js-black-played = { $sides ->
    [xiangqi] As pretas jogaram { $move }.
    [janggi] As vermelhas jogaram { $move }.
    [shogi] Gote jogou { $move }.
   *[chess] As pretas jogaram { $move }.
}
js-taken-back = Lances foram desfeitos.
js-draw-offered = Seu adversário propõe empate.
js-clock-days = { $days } d { $time }
js-start-game = Começar a partida
js-open-seek = Publicar o convite
js-send-challenge = Enviar desafio
js-square = { $square }, { $what }
js-empty = vazia
js-enter-drops = { $words }: Enter a coloca aqui
js-enter-moves = { $words }: Enter move para cá
js-enter-picks-up = { $words }: Enter a pega
