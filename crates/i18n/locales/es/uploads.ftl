## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Tus variantes
upload-intro-write = Escribe una variante de ajedrez como una sección de un archivo { $file }, el formato que leen Fairy-Stockfish y pychess-variants, y juégala aquí al momento: en la página, por correo, a través de la API y contra el motor.
upload-intro-build = Una sección parte de un juego por su nombre ({ $examples }) y cambia lo que indica.
upload-intro-rules = { $link } nombran los juegos de los que se puede partir.
upload-rules-pages = Las páginas de reglas
upload-limits = Un archivo tiene como máximo { $kib } KiB y { $variants ->
    [one] { $variants } variante
   *[other] { $variants } variantes
}; puedes guardar { $files ->
    [one] { $files } archivo
   *[other] { $files } archivos
}.
upload-replaces = Subir un archivo con el mismo nombre lo reemplaza: las partidas ya empezadas conservan las reglas con las que empezaron.
upload-heading = Subir un archivo
upload-refused = El archivo no se aceptó. No se guardó nada.
upload-refused-faults = El archivo no se aceptó: { $count } errores. No se guardó nada.
upload-file-name = Nombre del archivo
upload-read-from-computer = Leerlo desde tu equipo
upload-the-file = El archivo
upload-example-comment = Ajedrez mini: ajedrez en seis filas.
upload-who-sees = Quién lo ve
upload-listed-choice = Público: las variantes del archivo aparecen en las listas de todos
upload-unlisted-choice = Oculto: solo quienes reciban su enlace
upload-check-and-keep = Comprobar y guardar
upload-your-files = Tus archivos
upload-none-yet = Todavía ninguno.
upload-listed = público
upload-unlisted = oculto
upload-unlisted-explained = oculto: solo lo ven quienes tienen el enlace de esta página
upload-uploaded-by = Subido por { $owner }
upload-its-variants = Las variantes del archivo
upload-rules = Reglas
upload-start-game = Empezar una partida
upload-as-uploaded = El archivo tal como se subió
upload-remove = Eliminar este archivo
upload-remove-hint = Las variantes del archivo dejarán de ofrecerse; las partidas empezadas con ellas continúan.
upload-kept = { $file } guardado: ya puedes proponer partidas con las variantes del archivo.
upload-removed = Eliminado. Las partidas empezadas con las variantes del archivo siguen con las reglas con las que empezaron.
upload-no-such-file = No existe ese archivo de variantes.
