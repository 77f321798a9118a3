## Players' own files of variants: the upload form with one's files, and a file's page.

upload-title = Ваши варианты
upload-intro-write = Опишите вариант шахмат как раздел файла { $file } (этот формат читают Fairy-Stockfish и pychess-variants) — и играйте в него здесь сразу: на сайте, по почте, через API и против движка.
upload-intro-build = Раздел основан на игре, названной по имени ({ $examples }), и меняет в ней то, что в нём написано.
upload-intro-rules = Игры, на которых можно основываться, перечислены на { $link }.
upload-rules-pages = страницах правил
upload-limits = В файле не больше { $kib } КиБ и { $variants ->
    [one] { $variants } варианта
   *[other] { $variants } вариантов
}; хранить можно { $files ->
    [one] { $files } файл
    [few] { $files } файла
   *[many] { $files } файлов
}.
upload-replaces = Файл, загруженный под тем же именем, заменяет прежний: уже начатые партии идут по правилам, с которыми начались.
upload-heading = Загрузить файл
upload-refused = Файл не принят. Ничего не сохранено.
upload-refused-faults = Файл не принят: { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[many] { $count } ошибок
}. Ничего не сохранено.
upload-file-name = Имя файла
upload-read-from-computer = Загрузить с компьютера
upload-the-file = Файл
upload-example-comment = Маленькие шахматы: шахматы на шести горизонталях.
upload-who-sees = Кто видит
upload-listed-choice = В списках: его варианты видны всем
upload-unlisted-choice = Не в списках: только тем, кому вы дали ссылку
upload-check-and-keep = Проверить и сохранить
upload-your-files = Ваши файлы
upload-none-yet = Пока нет.
upload-listed = в списках
upload-unlisted = не в списках
upload-unlisted-explained = не в списках: видят только те, у кого есть ссылка на эту страницу
upload-uploaded-by = Загружен игроком { $owner }
upload-its-variants = Варианты в файле
upload-rules = Правила
upload-start-game = Начать партию
upload-as-uploaded = Файл в том виде, в каком загружен
upload-remove = Удалить файл
upload-remove-hint = Его варианты больше не будут предлагаться; начатые в них партии продолжатся.
upload-kept = Файл { $file } сохранён: его варианты уже можно предлагать соперникам.
upload-removed = Удалено. Партии, начатые в его вариантах, идут дальше по правилам, с которыми начались.
upload-no-such-file = Такого файла вариантов нет.
