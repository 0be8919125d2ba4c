CREATE TABLE "shop_cart_items" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_key" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_quantity_check" CHECK ("shop_cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "shop_carts" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"purchase_item_id" integer NOT NULL,
	"piece_no" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_file" text NOT NULL,
	"group_name" text NOT NULL,
	"sub_group_name" text,
	"discount_type" text,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"is_amulet" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_discount_check" CHECK ("shop_products"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_purchase_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_purchase_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_key" uuid NOT NULL,
	"idempotency_key" text,
	"status" text NOT NULL,
	"member_name" text NOT NULL,
	"recipient" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"sub_district" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"zip_code" text NOT NULL,
	"total_quantity" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"original_total_amount" integer NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"payment_channel" text,
	"slip_file" text,
	"slip_mime" text,
	"slip_uploaded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"stock_returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_shipment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_shipment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"status" text NOT NULL,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sub_name" text,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_variants_stock_check" CHECK ("shop_variants"."stock" >= 0),
	CONSTRAINT "shop_variants_price_check" CHECK ("shop_variants"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_cart_key_shop_carts_key_fk" FOREIGN KEY ("cart_key") REFERENCES "shop_carts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "shop_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_certificates" ADD CONSTRAINT "shop_certificates_purchase_item_id_shop_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "shop_purchase_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_shop_id_shop_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "shop_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_items" ADD CONSTRAINT "shop_purchase_items_purchase_id_shop_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "shop_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_items" ADD CONSTRAINT "shop_purchase_items_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "shop_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_items" ADD CONSTRAINT "shop_purchase_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchase_items" ADD CONSTRAINT "shop_purchase_items_shop_id_shop_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "shop_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD CONSTRAINT "shop_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipment_logs" ADD CONSTRAINT "shop_shipment_logs_shipment_id_shop_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "shop_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipments" ADD CONSTRAINT "shop_shipments_purchase_id_shop_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "shop_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_shipments" ADD CONSTRAINT "shop_shipments_shop_id_shop_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "shop_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_cart_variant_key" ON "shop_cart_items" USING btree ("cart_key","variant_id");--> statement-breakpoint
CREATE INDEX "shop_carts_user_idx" ON "shop_carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_code_key" ON "shop_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_certificates_item_piece_key" ON "shop_certificates" USING btree ("purchase_item_id","piece_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_code_key" ON "shop_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_products_shop_idx" ON "shop_products" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "shop_purchase_items_purchase_idx" ON "shop_purchase_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_purchases_code_key" ON "shop_purchases" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_purchases_cart_key" ON "shop_purchases" USING btree ("cart_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_purchases_user_idempotency_key" ON "shop_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "shop_purchases_user_idx" ON "shop_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_purchases_unpaid_idx" ON "shop_purchases" USING btree ("pay_before") WHERE "shop_purchases"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "shop_shipment_logs_shipment_idx" ON "shop_shipment_logs" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_shipments_purchase_shop_key" ON "shop_shipments" USING btree ("purchase_id","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_shops_code_key" ON "shop_shops" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_variants_product_idx" ON "shop_variants" USING btree ("product_id","sort");