-- Every page's header counts the player's unread notices in the app: this keeps the count to the
-- unread ones, however many notices a player has had.
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
