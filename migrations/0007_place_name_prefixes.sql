-- The best places for each short, crowded name prefix (README "Places and calendar"): for every
-- prefix that more than PREFIX_RANGE_MAX name keys begin with (schema/place-names.ts), its
-- PREFIX_TOP highest-ranked places, each once with its best rank. Suggestions read one prefix's
-- rows in rank order from this B-tree (no sort over the thousands of names 'sa' begins); a rarer
-- prefix is few enough rows of `place_names` to rank directly.
CREATE TABLE `place_name_prefixes` (
  `prefix` text NOT NULL,
  `rank` integer NOT NULL,
  `place_id` integer NOT NULL,
  PRIMARY KEY (`prefix`, `rank`, `place_id`)
) WITHOUT ROWID;
