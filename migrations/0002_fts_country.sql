-- Hand-written: adds `country` to the full-text index, so that a city suggestion typed back as
-- shown ("Brooklyn, NY, USA") finds its listings and a country name ("France") finds that
-- country's. FTS5 cannot add a column: drop the index and its triggers, recreate them with the
-- new column, and rebuild the index from the content table.
DROP TRIGGER IF EXISTS `synagogues_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `synagogues_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `synagogues_fts` USING fts5(
	`name`, `address`, `city`, `state`, `zip_code`, `country`,
	content='synagogues', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ai` AFTER INSERT ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ad` AFTER DELETE ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_au` AFTER UPDATE OF `name`, `address`, `city`, `state`, `zip_code`, `country` ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`);
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`);
END;
--> statement-breakpoint
INSERT INTO `synagogues_fts` (`synagogues_fts`) VALUES ('rebuild');
