## Les commandes qu'une réponse par courriel peut donner, un mot chacune (la première ligne de la
## réponse). Une réponse est comprise dans la langue de son auteur et en anglais : chaque langue a
## ses propres mots. Le mot d'une commande ne doit pas ressembler à un coup.

command-draw = nulle
command-decline = refuser
command-takeback = reprise
command-claim = réclamer
command-resign = abandon
command-board = échiquier
command-log = partie
command-moves = coups
command-say = message
command-note = note
command-forecast = conditionnels
command-clear = effacer
command-if = si
command-then = alors
command-help = aide
command-watch = suivre
command-unwatch = stop
command-accept = accepter
