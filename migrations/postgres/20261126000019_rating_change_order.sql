-- A rating change's place in its player's history in the pool: the player's rated games there
-- with it (1, 2, 3, ...), taken under the rating row's lock in the transaction that rates the
-- game. Two games ending in the same millisecond are still listed in the order they were rated.
ALTER TABLE rating_changes ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
-- The changes kept before: their order by time, as they were listed.
UPDATE rating_changes SET seq = (SELECT COUNT(*) FROM rating_changes c WHERE c.user_id = rating_changes.user_id AND c.pool = rating_changes.pool AND (c.at < rating_changes.at OR (c.at = rating_changes.at AND c.game_id <= rating_changes.game_id)));
CREATE INDEX rating_changes_seq ON rating_changes (user_id, pool, seq);
DROP INDEX rating_changes_user;
