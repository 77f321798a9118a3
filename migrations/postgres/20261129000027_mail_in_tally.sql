-- Mail taken in, by what became of it (played, answered, refused, forged, ...), counted by
-- whichever process took it: `ortoo mail-in` lives for one message, so its count is kept here
-- for /metrics (`ortoo_mail_in_total`) rather than in a process's memory.
CREATE TABLE mail_in_tally (
    outcome TEXT PRIMARY KEY,
    count BIGINT NOT NULL
);
