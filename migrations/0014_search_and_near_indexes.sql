CREATE INDEX `synagogues_folded_name_idx` ON `synagogues` (lower("name"));--> statement-breakpoint
CREATE INDEX `synagogues_hebrew_name_idx` ON `synagogues` (`hebrew_name`);--> statement-breakpoint
CREATE INDEX `synagogues_near_band_idx` ON `synagogues` (cast(("latitude" + 90) * 50 as integer),`longitude`,`latitude`);