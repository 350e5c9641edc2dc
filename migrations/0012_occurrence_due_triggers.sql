-- Hand-written: keeps `minyan_occurrence_refreshes` a row per listing with rules, so 'Minyan
-- now' and the cron find due listings through its (cell, refreshed_at) and (refreshed_at)
-- indexes instead of checking every listing of an area. A rule written, changed or deleted
-- marks its listing due (refreshed_at 0); an expansion written in the same batch after the
-- rule write sets it again. A listing that moves, changes country or is removed loses its
-- occurrences at once and is due with its new cell. The cell is the Worker's `cellOf`
-- (worker/src/services/minyanim/occurrences.ts): 0.25° squares numbered row by row from the
-- south-west, 1,440 to a row; both numbers are never negative, so `cast` is floor.
CREATE TRIGGER `minyan_occurrence_due_ai` AFTER INSERT ON `minyanim` BEGIN
	INSERT INTO `minyan_occurrence_refreshes` (`synagogue_id`, `refreshed_at`, `cell`)
		SELECT s.`id`, 0, CASE WHEN s.`latitude` IS NULL OR s.`longitude` IS NULL THEN NULL
			ELSE cast((min(s.`latitude`, 89.999) + 90) / 0.25 AS integer) * 1440 + cast((s.`longitude` + 180) / 0.25 AS integer) % 1440 END
		FROM `synagogues` s WHERE s.`id` = new.`synagogue_id`
		ON CONFLICT (`synagogue_id`) DO UPDATE SET `refreshed_at` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `minyan_occurrence_due_au` AFTER UPDATE ON `minyanim` BEGIN
	UPDATE `minyan_occurrence_refreshes` SET `refreshed_at` = 0 WHERE `synagogue_id` IN (old.`synagogue_id`, new.`synagogue_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `minyan_occurrence_due_ad` AFTER DELETE ON `minyanim` BEGIN
	UPDATE `minyan_occurrence_refreshes` SET `refreshed_at` = 0 WHERE `synagogue_id` = old.`synagogue_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `minyan_occurrence_due_place` AFTER UPDATE OF `latitude`, `longitude`, `country`, `is_active` ON `synagogues`
	WHEN old.`latitude` IS NOT new.`latitude` OR old.`longitude` IS NOT new.`longitude` OR old.`country` IS NOT new.`country` OR old.`is_active` IS NOT new.`is_active` BEGIN
	DELETE FROM `minyan_occurrences` WHERE `synagogue_id` = new.`id`;
	UPDATE `minyan_occurrence_refreshes` SET `refreshed_at` = 0,
		`cell` = CASE WHEN new.`latitude` IS NULL OR new.`longitude` IS NULL THEN NULL
			ELSE cast((min(new.`latitude`, 89.999) + 90) / 0.25 AS integer) * 1440 + cast((new.`longitude` + 180) / 0.25 AS integer) % 1440 END
		WHERE `synagogue_id` = new.`id`;
END;
--> statement-breakpoint
-- Backfill: every listing with rules gets its row and cell; listings edited since their last
-- expansion are due (what the read checked before), and removed listings keep no occurrences.
INSERT INTO `minyan_occurrence_refreshes` (`synagogue_id`, `refreshed_at`, `cell`)
	SELECT s.`id`, 0, CASE WHEN s.`latitude` IS NULL OR s.`longitude` IS NULL THEN NULL
		ELSE cast((min(s.`latitude`, 89.999) + 90) / 0.25 AS integer) * 1440 + cast((s.`longitude` + 180) / 0.25 AS integer) % 1440 END
	FROM `synagogues` s WHERE s.`id` IN (SELECT `synagogue_id` FROM `minyanim`)
	ON CONFLICT (`synagogue_id`) DO UPDATE SET `cell` = excluded.`cell`;
--> statement-breakpoint
UPDATE `minyan_occurrence_refreshes` SET `refreshed_at` = 0
	WHERE `refreshed_at` < (SELECT s.`updated_at` FROM `synagogues` s WHERE s.`id` = `minyan_occurrence_refreshes`.`synagogue_id`);
--> statement-breakpoint
DELETE FROM `minyan_occurrences` WHERE `synagogue_id` IN (SELECT `id` FROM `synagogues` WHERE `is_active` = 0);
