CREATE TABLE `listing_city_counts` (
	`country` text NOT NULL,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`listings` integer NOT NULL,
	PRIMARY KEY(`country`, `state`, `city`)
);
--> statement-breakpoint
CREATE TABLE `listing_country_counts` (
	`country` text PRIMARY KEY NOT NULL,
	`listings` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `listing_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`listings` integer DEFAULT 0 NOT NULL,
	`cities` integer DEFAULT 0 NOT NULL,
	`countries` integer DEFAULT 0 NOT NULL
);
