-- Hand-written: prefix indexes for word prefixes of 2 to 8 characters (before: 2 and 3). A
-- prefix query ("israel"*, "brooklyn"*) without its own prefix index makes FTS5 merge the
-- doclists of every word starting with it, which costs as much as the listings those words are
-- in (tens of thousands of "Israel"s at 300,000 listings); with the index it reads one doclist
-- and stops at the page. FTS5 cannot change its options: drop the index and its triggers,
-- recreate them, and rebuild the index from the content table.
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
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8'
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
