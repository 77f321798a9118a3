## The rules pages: the index of the games, and the frame around each game's rules.

rules-title = 规则
rules-page-title = { $game }规则
rules-start-position = 初始局面。棋盘：{ $files } × { $ranks }。
rules-start-game = 开始一局{ $game }
rules-pieces = 棋子及其走法
rules-pieces-hint = 每个棋子单独放在棋盘中央附近；标记的是规则允许它从那里走到的所有格子（淡色的王只是因为局面需要才摆上的；空格上的圆圈表示棋子在那里可以吃子）。
rules-piece-reach = 从此处可到{ $count }格
rules-piece-never-moves = 不能移动
rules-options = 选项
rules-option-default = { $description }（默认：{ $default }）
rules-all-games = 全部棋种
rules-defined = 以数据定义的国际象棋变体
rules-players-variants = 棋手的变体
rules-players-intro = 由棋手用同样的格式编写；{ $link }。
rules-upload-your-own = 上传你自己的变体
rules-newest-here = 这里列出最新的，其余的请搜索。
rules-search-label = 搜索棋手的变体
rules-search-placeholder = 名称、文件或棋手
rules-search = 搜索
rules-by = { $owner }作
rules-no-match = 没有与“{ $search }”匹配的棋手变体。
rules-more = 更多棋手的变体
rules-no-such-variant = 没有变体“{ $id }”。
rules-in-english = 本规则目前只有英文版，正在翻译中。
rules-as-data = 以数据表示的规则
rules-as-data-intro = 写给编写变体的人：本游戏在 variants.ini 格式定义中的样子。
