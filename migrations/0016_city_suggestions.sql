-- Hand-written. City suggestions read the directory's cities, not its listings: grouping the
-- listings of every city that starts with the typed letters cost as much as those listings (New
-- York's 12,000 at 300,000 listings), so the suggestions grew with the size of a city. Now an
-- FTS5 index of the cities in `listing_city_counts`, which listing_totals' triggers (0009) keep
-- with every write, answers them, ordered by the count kept beside each city.
--
-- The FTS5 index refers to its cities by rowid, so the table gets an INTEGER PRIMARY KEY (a
-- rowid that VACUUM keeps). drizzle-kit's rebuild copies the table and renames the copy into
-- place, which SQLite refuses while the triggers on `synagogues` name the table; dropping it and
-- creating it again under its own name leaves those triggers working, and it is filled again
-- from the listings as 0009 filled it.
DROP TABLE `listing_city_counts`;
--> statement-breakpoint
CREATE TABLE `listing_city_counts` (
	`id` integer PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`listings` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_city_counts_city_unique` ON `listing_city_counts` (`country`,`state`,`city`);
--> statement-breakpoint
-- Words and prefixes as the listings' own index reads them (0010): accents and case ignored.
CREATE VIRTUAL TABLE `listing_cities_fts` USING fts5(
	`city`,
	content='listing_city_counts', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8'
);
--> statement-breakpoint
-- A city row is added and removed by listing_totals' triggers; only its count changes in place.
CREATE TRIGGER `listing_cities_fts_ai` AFTER INSERT ON `listing_city_counts` BEGIN
	INSERT INTO `listing_cities_fts` (rowid, `city`) VALUES (new.`id`, new.`city`);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_cities_fts_ad` AFTER DELETE ON `listing_city_counts` BEGIN
	INSERT INTO `listing_cities_fts` (`listing_cities_fts`, rowid, `city`) VALUES ('delete', old.`id`, old.`city`);
END;
--> statement-breakpoint
INSERT INTO `listing_city_counts` (`country`, `state`, `city`, `listings`)
	SELECT `country`, coalesce(`state`, ''), `city`, count(*) FROM `synagogues` WHERE `is_active` = 1 GROUP BY 1, 2, 3;
