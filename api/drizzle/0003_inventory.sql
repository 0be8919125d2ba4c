CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"group_quantity" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"set_no" smallint NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"cart_id" uuid NOT NULL,
	"idempotency_key" text,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"member_name" text NOT NULL,
	"address_id" integer,
	"ticket_count" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"payment_channel" text,
	"slip_file" text,
	"slip_mime" text,
	"slip_uploaded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"rejected_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"number" integer NOT NULL,
	"prizes" text[] NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	"set_no" smallint NOT NULL,
	"price" integer NOT NULL,
	"cart_id" uuid,
	"order_id" integer,
	"held_until" timestamp with time zone,
	"sold_at" timestamp with time zone,
	CONSTRAINT "tickets_number_check" CHECK ("tickets"."number" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "store_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sale_prices" (
	"store_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sale_prices_price_check" CHECK ("store_sale_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_name" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"profile_url" text,
	"phone" text,
	"facebook_link" text,
	"line_id" text,
	"verify_status" text DEFAULT 'pending' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"enable_random_number" boolean DEFAULT false NOT NULL,
	"payment_bank_code" text,
	"payment_account_number" text,
	"payment_account_name" text,
	"promptpay_id" text,
	"facebook_pixel_code" text,
	"enable_facebook_pixel_code" boolean DEFAULT false NOT NULL,
	"tiktok_pixel_code" text,
	"enable_tiktok_pixel_code" boolean DEFAULT false NOT NULL,
	"google_analytics_code" text,
	"enable_google_analytics_code" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wins" ADD CONSTRAINT "ticket_wins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wins" ADD CONSTRAINT "ticket_wins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wins" ADD CONSTRAINT "ticket_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wins" ADD CONSTRAINT "ticket_wins_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_banners" ADD CONSTRAINT "store_banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_prices" ADD CONSTRAINT "store_sale_prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_user_store_idx" ON "carts" USING btree ("user_id","store_id","expires_at");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_ticket_id_idx" ON "order_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_key" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_wins_ticket_id_key" ON "ticket_wins" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_wins_user_draw_idx" ON "ticket_wins" USING btree ("user_id","draw_id");--> statement-breakpoint
CREATE INDEX "tickets_unsold_draw_number_idx" ON "tickets" USING btree ("draw_id","number") INCLUDE ("store_id","price","held_until") WHERE "tickets"."sold_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_unsold_draw_store_number_idx" ON "tickets" USING btree ("draw_id","store_id","number") INCLUDE ("price","held_until") WHERE "tickets"."sold_at" is null;--> statement-breakpoint
CREATE INDEX "tickets_cart_id_idx" ON "tickets" USING btree ("cart_id") WHERE "tickets"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_order_id_idx" ON "tickets" USING btree ("order_id") WHERE "tickets"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "store_banners_store_id_idx" ON "store_banners" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "store_sale_prices_store_type_key" ON "store_sale_prices" USING btree ("store_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_key" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_owner_user_id_key" ON "stores" USING btree ("owner_user_id");