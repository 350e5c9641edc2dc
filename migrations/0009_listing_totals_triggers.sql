-- Hand-written: keeps listing_totals (the home page's figures, the unfiltered count) and the
-- per-city and per-country counts behind its distinct counts in step with `synagogues`, inside
-- the statement of every write, so no read aggregates the whole table. Only active listings
-- count; a city's state is '' when it has none. A change of status, city, state or country
-- removes the old values (if the listing was active) and adds the new ones (if it is).
CREATE TRIGGER `listing_totals_ai` AFTER INSERT ON `synagogues` WHEN new.`is_active` = 1 BEGIN
	INSERT INTO `listing_city_counts` (`country`, `state`, `city`, `listings`) VALUES (new.`country`, coalesce(new.`state`, ''), new.`city`, 1)
		ON CONFLICT (`country`, `state`, `city`) DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_country_counts` (`country`, `listings`) VALUES (new.`country`, 1)
		ON CONFLICT (`country`) DO UPDATE SET `listings` = `listings` + 1;
	UPDATE `listing_totals` SET `listings` = `listings` + 1,
		`cities` = `cities` + (SELECT `listings` = 1 FROM `listing_city_counts` WHERE `country` = new.`country` AND `state` = coalesce(new.`state`, '') AND `city` = new.`city`),
		`countries` = `countries` + (SELECT `listings` = 1 FROM `listing_country_counts` WHERE `country` = new.`country`)
	WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_ad` AFTER DELETE ON `synagogues` WHEN old.`is_active` = 1 BEGIN
	UPDATE `listing_city_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city`;
	UPDATE `listing_country_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country`;
	UPDATE `listing_totals` SET `listings` = `listings` - 1,
		`cities` = `cities` - (SELECT `listings` = 0 FROM `listing_city_counts` WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city`),
		`countries` = `countries` - (SELECT `listings` = 0 FROM `listing_country_counts` WHERE `country` = old.`country`)
	WHERE `id` = 1;
	DELETE FROM `listing_city_counts` WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city` AND `listings` = 0;
	DELETE FROM `listing_country_counts` WHERE `country` = old.`country` AND `listings` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_au_old` AFTER UPDATE OF `is_active`, `city`, `state`, `country` ON `synagogues` WHEN old.`is_active` = 1 BEGIN
	UPDATE `listing_city_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city`;
	UPDATE `listing_country_counts` SET `listings` = `listings` - 1 WHERE `country` = old.`country`;
	UPDATE `listing_totals` SET `listings` = `listings` - 1,
		`cities` = `cities` - (SELECT `listings` = 0 FROM `listing_city_counts` WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city`),
		`countries` = `countries` - (SELECT `listings` = 0 FROM `listing_country_counts` WHERE `country` = old.`country`)
	WHERE `id` = 1;
	DELETE FROM `listing_city_counts` WHERE `country` = old.`country` AND `state` = coalesce(old.`state`, '') AND `city` = old.`city` AND `listings` = 0;
	DELETE FROM `listing_country_counts` WHERE `country` = old.`country` AND `listings` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_totals_au_new` AFTER UPDATE OF `is_active`, `city`, `state`, `country` ON `synagogues` WHEN new.`is_active` = 1 BEGIN
	INSERT INTO `listing_city_counts` (`country`, `state`, `city`, `listings`) VALUES (new.`country`, coalesce(new.`state`, ''), new.`city`, 1)
		ON CONFLICT (`country`, `state`, `city`) DO UPDATE SET `listings` = `listings` + 1;
	INSERT INTO `listing_country_counts` (`country`, `listings`) VALUES (new.`country`, 1)
		ON CONFLICT (`country`) DO UPDATE SET `listings` = `listings` + 1;
	UPDATE `listing_totals` SET `listings` = `listings` + 1,
		`cities` = `cities` + (SELECT `listings` = 1 FROM `listing_city_counts` WHERE `country` = new.`country` AND `state` = coalesce(new.`state`, '') AND `city` = new.`city`),
		`countries` = `countries` + (SELECT `listings` = 1 FROM `listing_country_counts` WHERE `country` = new.`country`)
	WHERE `id` = 1;
END;
--> statement-breakpoint
-- The listings already there.
INSERT INTO `listing_city_counts` (`country`, `state`, `city`, `listings`)
	SELECT `country`, coalesce(`state`, ''), `city`, count(*) FROM `synagogues` WHERE `is_active` = 1 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `listing_country_counts` (`country`, `listings`)
	SELECT `country`, count(*) FROM `synagogues` WHERE `is_active` = 1 GROUP BY 1;
--> statement-breakpoint
INSERT INTO `listing_totals` (`id`, `listings`, `cities`, `countries`) VALUES (
	1,
	(SELECT coalesce(sum(`listings`), 0) FROM `listing_country_counts`),
	(SELECT count(*) FROM `listing_city_counts`),
	(SELECT count(*) FROM `listing_country_counts`)
);
