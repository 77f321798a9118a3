-- What a move did beyond moving, for the log (Khan's spells and exchanges: "w→a").
ALTER TABLE moves ADD COLUMN effect TEXT;
