-- Partly hand-written (from the drizzle diff of schema/db/listings.ts and minyanim.ts). A listing's
-- city is tied to its gazetteer place (`synagogues.place_id`, a GeoNames id) so that one city
-- spelled two ways (לוד and Lod) counts, suggests and has a page as one. The places the
-- listings are tied to keep their page's address (country, region, slug) in `listing_places`.
CREATE TABLE `listing_places` (
	`place_id` integer PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`region` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`local_names` text DEFAULT '{}' NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_places_address_unique` ON `listing_places` (`country`,`region`,`slug`);
--> statement-breakpoint
CREATE INDEX `listing_places_lat_lng_idx` ON `listing_places` (`latitude`,`longitude`);
--> statement-breakpoint
ALTER TABLE `synagogues` ADD `place_id` integer;
--> statement-breakpoint
CREATE INDEX `synagogues_place_active_idx` ON `synagogues` (`place_id`,lower("name"),`id`) WHERE "synagogues"."is_active" = 1;
--> statement-breakpoint
CREATE INDEX `synagogues_place_untied_idx` ON `synagogues` (`id`) WHERE "synagogues"."place_id" IS NULL;
--> statement-breakpoint
CREATE INDEX `synagogues_sitemap_file_idx` ON `synagogues` ((("id" - 1) / 10000),`updated_at`);
--> statement-breakpoint
CREATE INDEX `minyan_occurrences_synagogue_start_idx` ON `minyan_occurrences` (`synagogue_id`,`starts_at`);
--> statement-breakpoint
-- Hand-written from here. The per-city counts are keyed by place when the listing has one ('p'
-- and the GeoNames id) and by their text otherwise ('t', country, state, city, separated by
-- U+001F), and keep every spelling of the city (`names`, which the suggestions' FTS5 index reads)
-- and their listings' latest change (`updated_at`, the city page's lastmod). drizzle-kit would
-- add NOT NULL columns to a table with rows, which SQLite refuses, and cannot write triggers: as
-- in 0016, the triggers on `synagogues` that keep the counts (0009), the table and its index are
-- dropped and made again, and the counts filled again from the listings.
DROP TRIGGER `listing_totals_ai`;
--> statement-breakpoint
DROP TRIGGER `listing_totals_ad`;
--> statement-breakpoint
DROP TRIGGER `listing_totals_au_old`;
--> statement-breakpoint
DROP TRIGGER `listing_totals_au_new`;
--> statement-breakpoint
DROP TABLE `listing_cities_fts`;
--> statement-breakpoint
DROP TABLE `listing_city_counts`;
--> statement-breakpoint
CREATE TABLE `listing_city_counts` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`place_id` integer,
	`country` text NOT NULL,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`names` text NOT NULL,
	`listings` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_city_counts_key_unique` ON `listing_city_counts` (`key`);
--> statement-breakpoint
CREATE INDEX `listing_city_counts_place_updated_idx` ON `listing_city_counts` (`place_id`,`updated_at`);
--> statement-breakpoint
-- As 0016's, over every spelling of the city.
CREATE VIRTUAL TABLE `listing_cities_fts` USING fts5(
	`names`,
	content='listing_city_counts', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8'
);
--> statement-breakpoint
CREATE TRIGGER `listing_cities_fts_ai` AFTER INSERT ON `listing_city_counts` BEGIN
	INSERT INTO `listing_cities_fts` (rowid, `names`) VALUES (new.`id`, new.`names`);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_cities_fts_ad` AFTER DELETE ON `listing_city_counts` BEGIN
	INSERT INTO `listing_cities_fts` (`listing_cities_fts`, rowid, `names`) VALUES ('delete', old.`id`, old.`names`);
END;
--> statement-breakpoint
-- A listing that spells its city another way adds the spelling in place.
CREATE TRIGGER `listing_cities_fts_au` AFTER UPDATE OF `names` ON `listing_city_counts` BEGIN
	INSERT INTO `listing_cities_fts` (`listing_cities_fts`, rowid, `names`) VALUES ('delete', old.`id`, old.`names`);
	INSERT INTO `listing_cities_fts` (rowid, `names`) VALUES (new.`id`, new.`names`);
END;
--> statement-breakpoint
-- 0009's triggers with the city's key. Adding a listing to its city adds its spelling when the
-- city's names lack it (compared in lower case, as whole words).
CREATE TRIGGER `listing_totals_ai` AFTER INSERT ON `synagogues` WHEN new.`is_active` = 1 BEGIN
	INSERT INTO `listing_city_counts` (`key`, `place_id`, `country`, `state`, `city`, `names`, `listings`, `updated_at`)
		SELECT c.`key`, c.`place_id`, new.`country`, coalesce(new.`state`, ''), c.`name`,
			CASE WHEN lower(c.`name`) = lower(new.`city`) THEN c.`name` ELSE c.`name` || ' ' || new.`city` END, 1, new.`updated_at`
		FROM (SELECT
			CASE WHEN new.`place_id` > 0 THEN 'p' || new.`place_id` ELSE 't' || new.`country` || char(31) || coalesce(new.`state`, '') || char(31) || new.`city` END AS `key`,
			CASE WHEN new.`place_id` > 0 THEN new.`place_id` END AS `place_id`,
			coalesce((SELECT `name` FROM `listing_places` WHERE `place_id` = new.`place_id`), new.`city`) AS `name`) AS c
		WHERE true
		ON CONFLICT (`key`) DO UPDATE SET `listings` = `listings` + 1, `updated_at` = max(`updated_at`, excluded.`updated_at`),
			`names` = CASE WHEN instr(' ' || lower(`names`) || ' ', ' ' || lower(new.`city`) || ' ') > 0 THEN `names` ELSE `names` || ' ' || new.`city` END;
	INSERT INTO `listing_country_counts` (`country`, `listings`) VALUES (new.`country`, 1)
		ON CONFLICT (`country`) DO UPDATE SET `listings` = `listings` + 1;
	UPDATE `listing_totals` SET `listings` = `listings` + 1,
		`cities` = `cities` + (SELECT `listings` = 1 FROM `listing_city_counts` WHERE `key` =
			CASE WHEN new.`place_id` > 0 THEN 'p' || new.`place_id` ELSE 't' || new.`country` || char(31) || coalesce(new.`state`, '') || char(31) || new.`city` END),
		`countries` = `countries` + (SELECT `listings` = 1 FROM `listing_country_counts` WHERE `country` = new.`country`)
	WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_ad` AFTER DELETE ON `synagogues` WHEN old.`is_active` = 1 BEGIN
	UPDATE `listing_city_counts` SET `listings` = `listings` - 1 WHERE `key` =
		CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END;
	UPDATE `listing_country_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country`;
	UPDATE `listing_totals` SET `listings` = `listings` - 1,
		`cities` = `cities` - (SELECT `listings` = 0 FROM `listing_city_counts` WHERE `key` =
			CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END),
		`countries` = `countries` - (SELECT `listings` = 0 FROM `listing_country_counts` WHERE `country` = old.`country`)
	WHERE `id` = 1;
	DELETE FROM `listing_city_counts` WHERE `listings` = 0 AND `key` =
		CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END;
	DELETE FROM `listing_country_counts` WHERE `country` = old.`country` AND `listings` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_au_old` AFTER UPDATE OF `is_active`, `city`, `state`, `country`, `place_id` ON `synagogues` WHEN old.`is_active` = 1 BEGIN
	UPDATE `listing_city_counts` SET `listings` = `listings` - 1 WHERE `key` =
		CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END;
	UPDATE `listing_country_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country`;
	UPDATE `listing_totals` SET `listings` = `listings` - 1,
		`cities` = `cities` - (SELECT `listings` = 0 FROM `listing_city_counts` WHERE `key` =
			CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END),
		`countries` = `countries` - (SELECT `listings` = 0 FROM `listing_country_counts` WHERE `country` = old.`country`)
	WHERE `id` = 1;
	DELETE FROM `listing_city_counts` WHERE `listings` = 0 AND `key` =
		CASE WHEN old.`place_id` > 0 THEN 'p' || old.`place_id` ELSE 't' || old.`country` || char(31) || coalesce(old.`state`, '') || char(31) || old.`city` END;
	DELETE FROM `listing_country_counts` WHERE `country` = old.`country` AND `listings` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_au_new` AFTER UPDATE OF `is_active`, `city`, `state`, `country`, `place_id` ON `synagogues` WHEN new.`is_active` = 1 BEGIN
	INSERT INTO `listing_city_counts` (`key`, `place_id`, `country`, `state`, `city`, `names`, `listings`, `updated_at`)
		SELECT c.`key`, c.`place_id`, new.`country`, coalesce(new.`state`, ''), c.`name`,
			CASE WHEN lower(c.`name`) = lower(new.`city`) THEN c.`name` ELSE c.`name` || ' ' || new.`city` END, 1, new.`updated_at`
		FROM (SELECT
			CASE WHEN new.`place_id` > 0 THEN 'p' || new.`place_id` ELSE 't' || new.`country` || char(31) || coalesce(new.`state`, '') || char(31) || new.`city` END AS `key`,
			CASE WHEN new.`place_id` > 0 THEN new.`place_id` END AS `place_id`,
			coalesce((SELECT `name` FROM `listing_places` WHERE `place_id` = new.`place_id`), new.`city`) AS `name`) AS c
		WHERE true
		ON CONFLICT (`key`) DO UPDATE SET `listings` = `listings` + 1, `updated_at` = max(`updated_at`, excluded.`updated_at`),
			`names` = CASE WHEN instr(' ' || lower(`names`) || ' ', ' ' || lower(new.`city`) || ' ') > 0 THEN `names` ELSE `names` || ' ' || new.`city` END;
	INSERT INTO `listing_country_counts` (`country`, `listings`) VALUES (new.`country`, 1)
		ON CONFLICT (`country`) DO UPDATE SET `listings` = `listings` + 1;
	UPDATE `listing_totals` SET `listings` = `listings` + 1,
		`cities` = `cities` + (SELECT `listings` = 1 FROM `listing_city_counts` WHERE `key` =
			CASE WHEN new.`place_id` > 0 THEN 'p' || new.`place_id` ELSE 't' || new.`country` || char(31) || coalesce(new.`state`, '') || char(31) || new.`city` END),
		`countries` = `countries` + (SELECT `listings` = 1 FROM `listing_country_counts` WHERE `country` = new.`country`)
	WHERE `id` = 1;
END;
--> statement-breakpoint
-- Any change to an active listing moves its city's lastmod.
CREATE TRIGGER `listing_city_counts_touch` AFTER UPDATE OF `updated_at` ON `synagogues` WHEN new.`is_active` = 1 BEGIN
	UPDATE `listing_city_counts` SET `updated_at` = max(`updated_at`, new.`updated_at`) WHERE `key` =
		CASE WHEN new.`place_id` > 0 THEN 'p' || new.`place_id` ELSE 't' || new.`country` || char(31) || coalesce(new.`state`, '') || char(31) || new.`city` END;
END;
--> statement-breakpoint
-- A listing whose address or position changes is tied again (the cron, or the save that changed
-- it): its place is unknown until then. A statement that sets the place itself keeps it.
CREATE TRIGGER `synagogues_place_reset` AFTER UPDATE OF `city`, `state`, `country`, `latitude`, `longitude` ON `synagogues`
	WHEN new.`place_id` IS NOT NULL AND new.`place_id` IS old.`place_id` AND (
		new.`city` IS NOT old.`city` OR new.`state` IS NOT old.`state` OR new.`country` IS NOT old.`country`
		OR new.`latitude` IS NOT old.`latitude` OR new.`longitude` IS NOT old.`longitude`) BEGIN
	UPDATE `synagogues` SET `place_id` = NULL WHERE `id` = new.`id`;
END;
--> statement-breakpoint
-- The listings already there, by their text until the cron ties them.
INSERT INTO `listing_city_counts` (`key`, `place_id`, `country`, `state`, `city`, `names`, `listings`, `updated_at`)
	SELECT 't' || `country` || char(31) || coalesce(`state`, '') || char(31) || `city`, NULL, `country`, coalesce(`state`, ''), `city`, `city`, count(*), max(`updated_at`)
	FROM `synagogues` WHERE `is_active` = 1 GROUP BY 1;
