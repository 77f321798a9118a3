## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Your variants
# $file is the file's name, variants.ini.
upload-intro-write = Write a chess variant as a section of a { $file } file, the format Fairy-Stockfish and pychess-variants read, and play it here at once: by the page, by mail, through the API and against the engine.
# $examples are two sections' first lines, [mygame:chess] and [mygame:capablanca].
upload-intro-build = A section builds on a game by its name ({ $examples }) and changes what it says.
# $link is upload-rules-pages, a link to the rules pages.
upload-intro-rules = { $link } name the games there are to build on.
upload-rules-pages = The rules pages
upload-limits = A file has at most { $kib } KiB and { $variants ->
    [one] { $variants } variant
   *[other] { $variants } variants
}; you may keep { $files ->
    [one] { $files } file
   *[other] { $files } files
}.
upload-replaces = Uploading a file under the same name replaces it: games already begun keep the rules they began with.
upload-heading = Upload a file
upload-refused = The file was not taken. Nothing was kept.
upload-refused-faults = The file was not taken: { $count } faults. Nothing was kept.
upload-file-name = The file's name
upload-read-from-computer = Read it from your computer
upload-the-file = The file
# The first line of the example in the empty form: a comment of the ini file (after "# ").
upload-example-comment = Tiny chess: chess on six ranks.
upload-who-sees = Who sees it
upload-listed-choice = Listed: its variants are in everyone's lists
upload-unlisted-choice = Unlisted: only those you give its link to
upload-check-and-keep = Check and keep
upload-your-files = Your files
upload-none-yet = None yet.
upload-listed = listed
upload-unlisted = unlisted
upload-unlisted-explained = unlisted: only those given this page's link see it
# $owner is the player's name, a link to their page.
upload-uploaded-by = Uploaded by { $owner }
upload-its-variants = Its variants
upload-rules = Rules
upload-start-game = Start a game
upload-as-uploaded = The file as uploaded
upload-remove = Remove this file
upload-remove-hint = Its variants will be offered no more; games begun with them go on.
upload-kept = Kept { $file }: its variants may be challenged now.
upload-removed = Removed. Games begun with its variants go on by the rules they began with.
upload-no-such-file = There is no such file of variants.
