## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Vos variantes
upload-intro-write = Écrivez une variante d'échecs comme section d'un fichier { $file }, le format que lisent Fairy-Stockfish et pychess-variants, et jouez-la ici aussitôt : sur la page, par courriel, via l'API et contre le moteur.
upload-intro-build = Une section part d'un jeu désigné par son nom ({ $examples }) et change ce qu'elle indique.
upload-intro-rules = { $link } nomment les jeux dont on peut partir.
upload-rules-pages = Les pages de règles
upload-limits = Un fichier fait au plus { $kib } Kio et { $variants ->
    [one] { $variants } variante
   *[other] { $variants } variantes
} ; vous pouvez garder { $files ->
    [one] { $files } fichier
   *[other] { $files } fichiers
}.
upload-replaces = Envoyer un fichier sous le même nom le remplace : les parties déjà commencées gardent les règles avec lesquelles elles ont commencé.
upload-heading = Envoyer un fichier
upload-refused = Le fichier n'a pas été accepté. Rien n'a été gardé.
upload-refused-faults = Le fichier n'a pas été accepté : { $count } erreurs. Rien n'a été gardé.
upload-file-name = Le nom du fichier
upload-read-from-computer = Le lire depuis votre ordinateur
upload-the-file = Le fichier
upload-example-comment = Petits échecs : les échecs sur six rangées.
upload-who-sees = Qui le voit
upload-listed-choice = Public : ses variantes figurent dans les listes de tous
upload-unlisted-choice = Non répertorié : seulement ceux à qui vous donnez son lien
upload-check-and-keep = Vérifier et garder
upload-your-files = Vos fichiers
upload-none-yet = Aucun pour l'instant.
upload-listed = public
upload-unlisted = non répertorié
upload-unlisted-explained = non répertorié : seuls ceux qui ont le lien de cette page le voient
upload-uploaded-by = Envoyé par { $owner }
upload-its-variants = Les variantes du fichier
upload-rules = Règles
upload-start-game = Commencer une partie
upload-as-uploaded = Le fichier tel qu'envoyé
upload-remove = Supprimer ce fichier
upload-remove-hint = Ses variantes ne seront plus proposées ; les parties commencées avec elles continuent.
upload-kept = { $file } gardé : ses variantes peuvent désormais être proposées en défi.
upload-removed = Supprimé. Les parties commencées avec ses variantes continuent selon les règles avec lesquelles elles ont commencé.
upload-no-such-file = Ce fichier de variantes n'existe pas.
