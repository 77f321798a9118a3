## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Deine Varianten
upload-intro-write = Schreib eine Schachvariante als Abschnitt einer { $file }-Datei, dem Format, das Fairy-Stockfish und pychess-variants lesen, und spiel sie hier sofort: auf der Seite, per Mail, über die API und gegen die Engine.
upload-intro-build = Ein Abschnitt baut per Namen auf einem Spiel auf ({ $examples }) und ändert, was er angibt.
upload-intro-rules = { $link } nennen die Spiele, auf denen sich aufbauen lässt.
upload-rules-pages = Die Regelseiten
upload-limits = Eine Datei hat höchstens { $kib } KiB und { $variants ->
    [one] { $variants } Variante
   *[other] { $variants } Varianten
}; du kannst { $files ->
    [one] { $files } Datei
   *[other] { $files } Dateien
} behalten.
upload-replaces = Eine Datei unter demselben Namen hochzuladen ersetzt sie: schon begonnene Partien behalten die Regeln, mit denen sie begonnen haben.
upload-heading = Eine Datei hochladen
upload-refused = Die Datei wurde nicht angenommen. Nichts wurde gespeichert.
upload-refused-faults = Die Datei wurde nicht angenommen: { $count } Fehler. Nichts wurde gespeichert.
upload-file-name = Name der Datei
upload-read-from-computer = Von deinem Computer lesen
upload-the-file = Die Datei
upload-example-comment = Kleinschach: Schach auf sechs Reihen.
upload-who-sees = Wer sie sieht
upload-listed-choice = Gelistet: die Varianten darin stehen in allen Listen
upload-unlisted-choice = Nicht gelistet: nur für die, denen du den Link gibst
upload-check-and-keep = Prüfen und speichern
upload-your-files = Deine Dateien
upload-none-yet = Noch keine.
upload-listed = gelistet
upload-unlisted = nicht gelistet
upload-unlisted-explained = nicht gelistet: nur wer den Link zu dieser Seite hat, sieht sie
upload-uploaded-by = Hochgeladen von { $owner }
upload-its-variants = Die Varianten der Datei
upload-rules = Regeln
upload-start-game = Eine Partie beginnen
upload-as-uploaded = Die Datei, wie sie hochgeladen wurde
upload-remove = Diese Datei entfernen
upload-remove-hint = Die Varianten darin werden nicht mehr angeboten; mit ihnen begonnene Partien laufen weiter.
upload-kept = { $file } gespeichert: du kannst jetzt zu Partien in den Varianten der Datei herausfordern.
upload-removed = Entfernt. Mit den Varianten der Datei begonnene Partien laufen nach den Regeln weiter, mit denen sie begonnen haben.
upload-no-such-file = Diese Variantendatei gibt es nicht.
