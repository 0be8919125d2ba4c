CREATE TABLE "quest_counted_orders" (
	"quest_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_counted_orders_quest_id_order_id_pk" PRIMARY KEY("quest_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "quest_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_results_value_check" CHECK ("quest_results"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quest_reward_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_reward_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"quest_reward_id" integer NOT NULL,
	"quest_result_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"sub_district" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"zip_code" text NOT NULL,
	"remark" text,
	"status" text DEFAULT 'prepare_to_ship' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_rewards_stock_check" CHECK ("quest_rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quest_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"type" text DEFAULT 'buy_tickets' NOT NULL,
	"target" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_rules_target_check" CHECK ("quest_rules"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "quest_shipment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_shipment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_window_check" CHECK ("quests"."ended_at" > "quests"."started_at")
);
--> statement-breakpoint
ALTER TABLE "quest_counted_orders" ADD CONSTRAINT "quest_counted_orders_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_counted_orders" ADD CONSTRAINT "quest_counted_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_results" ADD CONSTRAINT "quest_results_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_results" ADD CONSTRAINT "quest_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_reward_shipments" ADD CONSTRAINT "quest_reward_shipments_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_reward_shipments" ADD CONSTRAINT "quest_reward_shipments_quest_reward_id_quest_rewards_id_fk" FOREIGN KEY ("quest_reward_id") REFERENCES "quest_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_reward_shipments" ADD CONSTRAINT "quest_reward_shipments_quest_result_id_quest_results_id_fk" FOREIGN KEY ("quest_result_id") REFERENCES "quest_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_reward_shipments" ADD CONSTRAINT "quest_reward_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_rewards" ADD CONSTRAINT "quest_rewards_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_rules" ADD CONSTRAINT "quest_rules_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_shipment_logs" ADD CONSTRAINT "quest_shipment_logs_shipment_id_quest_reward_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "quest_reward_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_results_quest_user_key" ON "quest_results" USING btree ("quest_id","user_id");--> statement-breakpoint
CREATE INDEX "quest_results_user_id_idx" ON "quest_results" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_reward_shipments_result_key" ON "quest_reward_shipments" USING btree ("quest_result_id");--> statement-breakpoint
CREATE INDEX "quest_reward_shipments_user_id_idx" ON "quest_reward_shipments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "quest_rewards_quest_id_idx" ON "quest_rewards" USING btree ("quest_id","id");--> statement-breakpoint
CREATE INDEX "quest_rules_quest_id_idx" ON "quest_rules" USING btree ("quest_id","id");--> statement-breakpoint
CREATE INDEX "quest_shipment_logs_shipment_id_idx" ON "quest_shipment_logs" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_code_key" ON "quests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "quests_window_idx" ON "quests" USING btree ("status","started_at","ended_at");