-- What each move chased, in the games that judge a repetition by chases (xiangqi): the squares it
-- went between and the pieces it chased (`from-to:squares`), kept as the position's key is.
ALTER TABLE moves ADD COLUMN chase TEXT;
