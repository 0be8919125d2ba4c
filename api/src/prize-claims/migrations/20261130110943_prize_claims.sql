CREATE TABLE "prize_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"prizes" text[] NOT NULL,
	"prize_satang" bigint NOT NULL,
	"stamp_duty_bps" integer NOT NULL,
	"stamp_duty_satang" bigint NOT NULL,
	"fee_bps" integer,
	"fee_satang" bigint NOT NULL,
	"net_satang" bigint NOT NULL,
	"bank_code" text,
	"account_number" text,
	"account_name" text,
	"refuse_reason" text,
	"payout_slip" text,
	"checking_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_claim_fees" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"fee_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_claim_fees" ADD CONSTRAINT "store_claim_fees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prize_claims_open_ticket_key" ON "prize_claims" USING btree ("ticket_id") WHERE "prize_claims"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "prize_claims_store_idx" ON "prize_claims" USING btree ("store_id","status","id");--> statement-breakpoint
CREATE INDEX "prize_claims_user_idx" ON "prize_claims" USING btree ("user_id","id");