-- Hand-written: adds `hebrew_name` to the full-text index, so that a listing is found by its
-- Hebrew name ("בית הכנסת הגדול") as well as by its name. FTS5 cannot add a column: drop the
-- index and its triggers, recreate them with the new column (last, so the existing bm25 column
-- weights keep their meaning), and rebuild the index from the content table.
DROP TRIGGER IF EXISTS `synagogues_fts_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `synagogues_fts_au`;
--> statement-breakpoint
DROP TABLE IF EXISTS `synagogues_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `synagogues_fts` USING fts5(
	`name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`,
	content='synagogues', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ai` AFTER INSERT ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`, new.`hebrew_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ad` AFTER DELETE ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`, old.`hebrew_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_au` AFTER UPDATE OF `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name` ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`, old.`country`, old.`hebrew_name`);
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`, `country`, `hebrew_name`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`, new.`country`, new.`hebrew_name`);
END;
--> statement-breakpoint
INSERT INTO `synagogues_fts` (`synagogues_fts`) VALUES ('rebuild');
