ALTER TABLE "reward_redemptions" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reward_redemptions_status_idx" ON "reward_redemptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "quest_reward_shipments_status_idx" ON "quest_reward_shipments" USING btree ("status","id");