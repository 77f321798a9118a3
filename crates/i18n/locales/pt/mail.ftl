## Avisos: o que um jogador fica sabendo, na lista de avisos e por e-mail. O título de um aviso não
## nomeia a partida: a lista a escreve antes, e o assunto de um e-mail começa por ela.

notice-in-game = { $game }: { $title }
notice-turn = Sua vez contra { $opponent } (meio-lance { $ply })
notice-turn-again = Sua vez de novo contra { $opponent } (meio-lance { $ply })
notice-played = { $opponent } jogou (meio-lance { $ply }): { $move }
notice-effect = Efeito: { $effect }
notice-comment = Comentário: { $comment }
notice-begun = Sua partida de { $game } contra { $opponent } começou.
notice-tournament = Torneio: { $tournament }, rodada { $round }.
notice-reminder = Lembrete: seu lance contra { $opponent } vence { $due }
notice-reminder-detail = O prazo do seu lance em { $game } contra { $opponent } está acabando.
notice-game-over = Fim de partida contra { $opponent }: { $verdict }
notice-won = Você venceu ({ $reason }).
notice-lost = Você perdeu ({ $reason }).
notice-drawn = A partida terminou empatada ({ $reason }).
notice-ended = A partida terminou.
notice-wrote = { $name } escreveu: { $text }
notice-draw-offer = { $opponent } propõe empate
notice-draw-offer-detail = { $opponent } propõe empate na sua partida de { $game } (após o meio-lance { $ply }).
notice-takeback-offer = { $opponent } pede para voltar um lance
notice-takeback-one = { $opponent } pede para voltar o lance { $move } (meio-lance { $ply }) na sua partida de { $game }.
notice-takeback-more = { $opponent } pede para voltar o lance { $move } (meio-lance { $ply }) e os seguintes ({ $rest }) na sua partida de { $game }.
notice-takeback-last = { $opponent } pede para voltar o último lance dele na sua partida de { $game }.
notice-takeback-declined = { $opponent } recusou voltar seu lance
notice-takeback-declined-detail = { $opponent } recusou voltar o seu lance; a partida segue como estava.
notice-taken-back = { $opponent } aceitou voltar { $moves }. É sua vez de novo.
notice-challenge = { $challenger } desafia você para uma partida de { $game }
notice-challenge-rated = { $challenger } desafia você para uma partida ranqueada de { $game } ({ $clock }; { $challenger } joga com { $color }).
notice-challenge-casual = { $challenger } desafia você para uma partida amistosa de { $game } ({ $clock }; { $challenger } joga com { $color }).
notice-challenge-rules = Regras: { $rules }
# A escolha que quem aceita faz para si (a disposição do janggi): $choice e $value são
# digitados como numa resposta; $words dizem o que um valor significa.
notice-own-choice = Ao aceitar, você escolhe sua própria opção { $choice } (senão, vale a do desafio):
notice-own-choice-value = { $value }: { $words }
notice-own-choice-reply = Responda “accept { $choice }={ $example }” para aceitar com ela.
notice-no-clock = sem relógio
notice-color-white = { $sides ->
    [xiangqi] as vermelhas
    [janggi] as azuis
    [shogi] Sente
   *[chess] as brancas
}
notice-color-black = { $sides ->
    [xiangqi] as pretas
    [janggi] as vermelhas
    [shogi] Gote
   *[chess] as pretas
}
notice-color-random = uma cor sorteada
notice-watched = { $white } – { $black }: { $mover } jogou { $move }
notice-watched-played = { $mover } ({ $side }) jogou (meio-lance { $ply }): { $move }
notice-watched-end = { $white } – { $black }: fim de partida. { $result }
notice-over = A partida terminou. { $result }.
notice-chat = { $name } diz: { $words }
notice-chat-detail = { $name } diz:
notice-forecast = { $opponent } jogou { $move }; seus lances condicionais responderam { $reply }
notice-forecast-played = { $opponent } jogou (meio-lance { $ply }): { $move }
notice-forecast-answered = Seus lances condicionais responderam (meio-lance { $reply-ply }): { $reply }
notice-forecast-goes-on = Seus lances condicionais continuam a partir daqui.
notice-forecast-ended = Esse foi o último dos seus lances condicionais.

## O que um e-mail diz abaixo de um aviso, sobre a partida como está quando o e-mail sai.

letter-you-play-white = { $sides ->
    [xiangqi] Você joga com as vermelhas. É sua vez.
    [janggi] Você joga com as azuis. É sua vez.
    [shogi] Você joga como Sente. É sua vez.
   *[chess] Você joga com as brancas. É sua vez.
}
letter-you-play-black = { $sides ->
    [xiangqi] Você joga com as pretas. É sua vez.
    [janggi] Você joga com as vermelhas. É sua vez.
    [shogi] Você joga como Gote. É sua vez.
   *[chess] Você joga com as pretas. É sua vez.
}
letter-deadline = Prazo: { $deadline }
letter-no-deadline = nenhum (esta partida não tem relógio)
letter-clock = Ritmo: { $clock }
letter-clock-days = { $days ->
    [one] { $days } dia por lance
   *[other] { $days } dias por lance
}
letter-clock-bank = banco de tempo: { $initial ->
    [one] { $initial } dia
   *[other] { $initial } dias
}, +{ $increment } por lance, no máximo { $cap }
letter-game = Partida: { $link }
letter-the-game = A partida: { $link }
letter-record = Registro da partida: { $link }
letter-game-and-talk = A partida e a conversa: { $link }
letter-rating = Seu rating de { $game }: { $before } -> { $after } ({ $change }).
letter-legal-moves = { $count ->
    [one] Seu único lance legal: { $moves }
   *[other] Seus lances legais ({ $count }): { $moves }
}
letter-many-moves = Você tem { $count } lances legais (responda “{ command-moves }” para recebê-los em lista).
letter-moves-so-far = Os lances até agora:
letter-hand-white = { $sides ->
    [xiangqi] Peças na mão das vermelhas: { $pieces }.
    [janggi] Peças na mão das azuis: { $pieces }.
    [shogi] Peças na mão de Sente: { $pieces }.
   *[chess] Peças na mão das brancas: { $pieces }.
}
letter-hand-black = { $sides ->
    [xiangqi] Peças na mão das pretas: { $pieces }.
    [janggi] Peças na mão das vermelhas: { $pieces }.
    [shogi] Peças na mão de Gote: { $pieces }.
   *[chess] Peças na mão das pretas: { $pieces }.
}
letter-hand-empty = nenhuma
letter-answer-offer = Aceite ou recuse na página da partida: { $link }
letter-move-declines = (Jogar um lance equivale a recusar.)
letter-reply-draw = Ou responda a este e-mail com “{ command-draw }” para aceitar o empate ou “{ command-decline }” para recusá-lo.
letter-reply-takeback = Ou responda a este e-mail com “{ command-takeback }” para aceitar ou “{ command-decline } { command-takeback }” para recusar.
letter-challenge = Aceite ou recuse no salão: { $link }
letter-watching = Você acompanha esta partida. Responda “{ command-unwatch }” para não receber mais estes e-mails, ou “{ command-board }” ou “{ command-log }” para receber o tabuleiro ou a partida inteira.
letter-reply-say = Responda com “{ command-say }” e sua resposta (“{ command-say } Boa sorte!”; as linhas abaixo vão junto).
letter-digest-one = Uma partida aguarda seu lance; veja como está agora:
letter-digest-many = { $count } partidas aguardam seu lance; veja como estão agora:
letter-digest-game-white = { $sides ->
    [xiangqi] { $title } contra { $opponent } (você joga com as vermelhas), meio-lance { $ply }; prazo: { $deadline }
    [janggi] { $title } contra { $opponent } (você joga com as azuis), meio-lance { $ply }; prazo: { $deadline }
    [shogi] { $title } contra { $opponent } (você joga como Sente), meio-lance { $ply }; prazo: { $deadline }
   *[chess] { $title } contra { $opponent } (você joga com as brancas), meio-lance { $ply }; prazo: { $deadline }
}
letter-digest-game-black = { $sides ->
    [xiangqi] { $title } contra { $opponent } (você joga com as pretas), meio-lance { $ply }; prazo: { $deadline }
    [janggi] { $title } contra { $opponent } (você joga com as vermelhas), meio-lance { $ply }; prazo: { $deadline }
    [shogi] { $title } contra { $opponent } (você joga como Gote), meio-lance { $ply }; prazo: { $deadline }
   *[chess] { $title } contra { $opponent } (você joga com as pretas), meio-lance { $ply }; prazo: { $deadline }
}

## O que uma resposta pode dizer: a ajuda no fim de um e-mail. Os comandos estão em
## commands.ftl; uma resposta pode dá-los no idioma do leitor ou em inglês.

help-intro = Responda a este e-mail com um destes comandos na primeira linha:
help-your-move = seu lance (“P e2-e4” ou “e2e4”); as linhas abaixo são o comentário dele
help-draw = propor empate, ou aceitar o empate proposto
help-decline = recusar o empate proposto (ou o pedido para voltar lance)
help-takeback = pedir para voltar seu último lance, ou aceitar o pedido do adversário (partidas amistosas; “{ command-decline } { command-takeback }” recusa)
help-claim = reivindicar um empate que as regras permitem
help-resign = abandonar a partida
help-board = me enviar o tabuleiro agora
help-log = me enviar a partida inteira
help-moves = me enviar meus lances legais
help-say = uma mensagem para o adversário (as linhas abaixo vão junto)
help-note = me enviar minhas anotações sobre esta partida; “{ command-note } ...” as substitui
help-forecast = me enviar meus lances condicionais; “{ command-forecast } { command-clear }” os apaga
help-if = na vez do adversário, lances condicionais: “{ command-if } X { command-then } Y” joga Y por você assim que ele jogar X (uma linha por variante; as linhas substituem seus lances condicionais)
help-help = me enviar esta lista

## Quando um prazo vence e quanto falta.

due-passed = vencido
due-in-days = { $hours ->
    [0] { $days ->
        [one] em { $days } dia
       *[other] em { $days } dias
    }
   *[other] { $days ->
        [one] em { $days } dia { $hours ->
            [one] { $hours } hora
           *[other] { $hours } horas
        }
       *[other] em { $days } dias { $hours ->
            [one] { $hours } hora
           *[other] { $hours } horas
        }
    }
}
due-in-hours = { $minutes ->
    [0] { $hours ->
        [one] em { $hours } hora
       *[other] em { $hours } horas
    }
   *[other] { $hours ->
        [one] em { $hours } hora { $minutes ->
            [one] { $minutes } minuto
           *[other] { $minutes } minutos
        }
       *[other] em { $hours } horas { $minutes ->
            [one] { $minutes } minuto
           *[other] { $minutes } minutos
        }
    }
}
due-in-minutes = { $minutes ->
    [one] em { $minutes } minuto
   *[other] em { $minutes } minutos
}
date-time = { $weekday ->
    [1] seg.
    [2] ter.
    [3] qua.
    [4] qui.
    [5] sex.
    [6] sáb.
   *[7] dom.
}, { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }, { $time } { $zone }
date = { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }
deadline-when = { $when } ({ $far })

## A linha de um aviso que traz as palavras de alguém (uma mensagem, as opções de uma partida), como foram escritas.

notice-quote = { $text }

## O resumo diário
digest-title = { $count ->
    [one] Seu resumo diário: um aviso
   *[other] Seu resumo diário: { $count } avisos
}
digest-intro = { $count ->
    [one] Um aviso desde o seu último resumo:
   *[other] { $count } avisos desde o seu último resumo:
}
# $title: o título do próprio aviso; $at: quando ele chegou (2031-11-06T09:30:00Z)
digest-notice = === { $title } ({ $at })
digest-game = Partida: { $link }
