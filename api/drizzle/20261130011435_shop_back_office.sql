ALTER TABLE "shop_purchases" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD COLUMN "staff_reason" text;--> statement-breakpoint
ALTER TABLE "shop_shipments" ADD COLUMN "carrier" text;--> statement-breakpoint
CREATE INDEX "shop_purchases_stage_idx" ON "shop_purchases" USING btree ("status","fulfilment","id");