-- The code files of items minted here (issue 30, Build 6): each file's name and text, in the mint's order, so View
-- Source and Download give what was minted. At most 20 files, 256 KB each, 1 MB in all (src/domain/exchange/itemFiles.ts).
CREATE TABLE item_files (
  item_id text NOT NULL CHECK (item_id <> ''),
  position integer NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (name <> ''),
  content text NOT NULL,
  PRIMARY KEY (item_id, position)
);
