ALTER TABLE `synagogues` ADD `names` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `names_text` text GENERATED ALWAYS AS (nullif(trim(coalesce("names" ->> 'en', '') || ' ' || coalesce("names" ->> 'fr', '') || ' ' || coalesce("names" ->> 'es', '') || ' ' || coalesce("names" ->> 'ru', '')), '')) VIRTUAL;
--> statement-breakpoint
-- Hand-written: adds `names_text` (the listing's names in English, French, Spanish and Russian,
-- a column generated from `names`) to the full-text index, so that a listing is found by any of
-- its names. FTS5 cannot add a column: drop the index and its triggers, recreate them with the new
-- column (last, so the other columns keep their places), and rebuild the index from the content
-- table. The update trigger fires on `names`, since a generated column is never updated itself.
DROP TRIGGER IF EXISTS `synagogues_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `synagogues_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `synagogues_fts` USING fts5(
	`name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names_text`,
	content='synagogues', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8'
);
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ai` AFTER INSERT ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names_text`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`, new.`hebrew_name`, new.`names_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ad` AFTER DELETE ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names_text`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`, old.`hebrew_name`, old.`names_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_au` AFTER UPDATE OF `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names` ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names_text`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`, old.`hebrew_name`, old.`names_text`);
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`, `names_text`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`, new.`hebrew_name`, new.`names_text`);
END;
--> statement-breakpoint
INSERT INTO `synagogues_fts` (`synagogues_fts`) VALUES ('rebuild');
