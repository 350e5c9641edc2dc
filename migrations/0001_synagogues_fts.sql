-- Hand-written: drizzle has no virtual tables.
-- Full-text index over the searchable listing fields. External-content FTS5: the text lives
-- once, in `synagogues`; the index holds only tokens and points at synagogues.id (the rowid).
-- `unicode61 remove_diacritics 2` folds accents (Zürich ~ Zurich); prefix indexes of 2 and 3
-- characters keep `bro*` fast. The triggers keep the index in step on every write.
CREATE VIRTUAL TABLE `synagogues_fts` USING fts5(
	`name`, `address`, `city`, `state`, `zip_code`,
	content='synagogues', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ai` AFTER INSERT ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_ad` AFTER DELETE ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `synagogues_fts_au` AFTER UPDATE OF `name`, `address`, `city`, `state`, `zip_code` ON `synagogues` BEGIN
	INSERT INTO `synagogues_fts` (`synagogues_fts`, rowid, `name`, `address`, `city`, `state`, `zip_code`)
	VALUES ('delete', old.`id`, old.`name`, old.`address`, old.`city`, old.`state`, old.`zip_code`);
	INSERT INTO `synagogues_fts` (rowid, `name`, `address`, `city`, `state`, `zip_code`)
	VALUES (new.`id`, new.`name`, new.`address`, new.`city`, new.`state`, new.`zip_code`);
END;
