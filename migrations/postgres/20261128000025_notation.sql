-- The notation a player reads moves in, on the pages and in mail: "san" (standard algebraic,
-- Nf3, where the game has it) until they choose "full" (Game Courier's full algebraic, N g1-f3,
-- the log's own text).
ALTER TABLE users ADD COLUMN notation TEXT NOT NULL DEFAULT 'san';
