CREATE TABLE "food_truck_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_truck_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truck_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"place" text NOT NULL,
	"area" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_truck_stops_weekday_check" CHECK ("food_truck_stops"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "food_trucks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_trucks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_operator_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_operator_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "truck_operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "truck_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"total_amount" integer NOT NULL,
	"claim_code" text NOT NULL,
	"claimed_by_user_id" integer,
	"claimed_at" timestamp with time zone,
	"made_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"walk_in_user_id" integer NOT NULL,
	"operators_can_logout" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_truck_stops" ADD CONSTRAINT "food_truck_stops_truck_id_food_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "food_trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_trucks" ADD CONSTRAINT "food_trucks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_operator_tokens" ADD CONSTRAINT "truck_operator_tokens_operator_id_truck_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "truck_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_operators" ADD CONSTRAINT "truck_operators_store_id_truck_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "truck_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_sales" ADD CONSTRAINT "truck_sales_store_id_truck_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "truck_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_sales" ADD CONSTRAINT "truck_sales_operator_id_truck_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "truck_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_sales" ADD CONSTRAINT "truck_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_sales" ADD CONSTRAINT "truck_sales_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_stores" ADD CONSTRAINT "truck_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_stores" ADD CONSTRAINT "truck_stores_walk_in_user_id_users_id_fk" FOREIGN KEY ("walk_in_user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_truck_stops_truck_weekday_key" ON "food_truck_stops" USING btree ("truck_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_operator_tokens_token_hash_key" ON "truck_operator_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "truck_operator_tokens_operator_id_idx" ON "truck_operator_tokens" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_operators_username_key" ON "truck_operators" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_sales_store_key" ON "truck_sales" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_sales_order_id_key" ON "truck_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_sales_claim_code_key" ON "truck_sales" USING btree ("claim_code");--> statement-breakpoint
CREATE INDEX "truck_sales_operator_idx" ON "truck_sales" USING btree ("operator_id","id");