-- Each account's mints through the app's minter a UTC day (days since the epoch), for MINT_DAILY_LIMIT.
CREATE TABLE mint_counts (
  account text NOT NULL,
  day integer NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (account, day)
);
