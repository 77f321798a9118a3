-- Takeback by consent in casual games. The side that asked to take its last move back, until the
-- opponent answers or a move is made; and when moves were last taken back, which tells two
-- histories of one ply apart (a game's stored moves change only then).
ALTER TABLE games ADD COLUMN takeback_offer TEXT;
ALTER TABLE games ADD COLUMN taken_back_at BIGINT;
