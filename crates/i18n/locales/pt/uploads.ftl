## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Suas variantes
upload-intro-write = Escreva uma variante de xadrez como uma seção de um arquivo { $file }, o formato que o Fairy-Stockfish e o pychess-variants leem, e jogue-a aqui na hora: pela página, por e-mail, pela API e contra o motor.
upload-intro-build = Uma seção parte de um jogo pelo nome ({ $examples }) e muda o que ela indica.
upload-intro-rules = { $link } mostram os jogos dos quais se pode partir.
upload-rules-pages = As páginas de regras
upload-limits = Um arquivo tem no máximo { $kib } KiB e { $variants ->
    [one] { $variants } variante
   *[other] { $variants } variantes
}; você pode guardar { $files ->
    [one] { $files } arquivo
   *[other] { $files } arquivos
}.
upload-replaces = Enviar um arquivo com o mesmo nome o substitui: as partidas já começadas mantêm as regras com que começaram.
upload-heading = Enviar um arquivo
upload-refused = O arquivo não foi aceito. Nada foi guardado.
upload-refused-faults = O arquivo não foi aceito: { $count } erros. Nada foi guardado.
upload-file-name = Nome do arquivo
upload-read-from-computer = Ler do seu computador
upload-the-file = O arquivo
upload-example-comment = Xadrez mini: xadrez em seis fileiras.
upload-who-sees = Quem vê
upload-listed-choice = Público: as variantes dele aparecem nas listas de todos
upload-unlisted-choice = Não listado: só quem receber o link
upload-check-and-keep = Verificar e guardar
upload-your-files = Seus arquivos
upload-none-yet = Nenhum ainda.
upload-listed = público
upload-unlisted = não listado
upload-unlisted-explained = não listado: só quem tem o link desta página o vê
upload-uploaded-by = Enviado por { $owner }
upload-its-variants = As variantes deste arquivo
upload-rules = Regras
upload-start-game = Começar uma partida
upload-as-uploaded = O arquivo como foi enviado
upload-remove = Remover este arquivo
upload-remove-hint = As variantes dele deixarão de ser oferecidas; as partidas começadas com elas continuam.
upload-kept = { $file } guardado: você já pode desafiar para partidas com as variantes dele.
upload-removed = Removido. As partidas começadas com as variantes dele continuam pelas regras com que começaram.
upload-no-such-file = Esse arquivo de variantes não existe.
