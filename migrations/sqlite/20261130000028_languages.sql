-- The language a player reads ortoo in (a tag: "ja", "zh-Hans"), once they choose one; until
-- then their browser's, and English in mail.
ALTER TABLE users ADD COLUMN language TEXT;
-- A notice's words kept unsaid (JSON: its title and lines, each a message's id and arguments),
-- put into the reader's language when the mail goes or the list is shown. Notices written
-- before have none and are read as their English text.
ALTER TABLE notifications ADD COLUMN words TEXT;
