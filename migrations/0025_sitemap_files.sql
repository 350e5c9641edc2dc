-- Sitemap files of 1,000 listings each (#domain/sitemap-files.ts): the index on a listing's file
-- is built again with the new size.
DROP INDEX `synagogues_sitemap_file_idx`;--> statement-breakpoint
CREATE INDEX `synagogues_sitemap_file_idx` ON `synagogues` ((("id" - 1) / 1000),`updated_at`);