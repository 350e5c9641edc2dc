-- The gazetteer's name index (README "Places and calendar"): every name and alternate name of a
-- place, in the normal form of schema/place-names.ts, with the place's rank (population and
-- feature class, higher first). WITHOUT ROWID with the whole row as its key: an exact or prefix
-- lookup is one range of this B-tree, already in key order, with no second index to build or read.
CREATE TABLE `place_names` (
  `key` text NOT NULL,
  `rank` integer NOT NULL,
  `place_id` integer NOT NULL,
  PRIMARY KEY (`key`, `rank`, `place_id`)
) WITHOUT ROWID;
