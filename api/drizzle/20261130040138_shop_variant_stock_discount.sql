ALTER TABLE "shop_variants" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "discount_starts_on" date;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "discount_ends_on" date;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_discount_check" CHECK ("shop_variants"."discount_amount" >= 0);--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_discount_days_check" CHECK ("shop_variants"."discount_ends_on" IS NULL OR "shop_variants"."discount_starts_on" IS NULL OR "shop_variants"."discount_ends_on" >= "shop_variants"."discount_starts_on");