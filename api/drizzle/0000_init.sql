CREATE TABLE "remotes" (
	"name" text PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"version" text NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"widgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"campaign_starts_at" timestamp with time zone,
	"campaign_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_date" date NOT NULL,
	"sale_start_at" timestamp with time zone NOT NULL,
	"sale_end_at" timestamp with time zone NOT NULL,
	"is_sale_open" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"first" text NOT NULL,
	"adjacent_first" text[] NOT NULL,
	"second" text[] NOT NULL,
	"third" text[] NOT NULL,
	"fourth" text[] NOT NULL,
	"fifth" text[] NOT NULL,
	"front3" text[] NOT NULL,
	"last3" text[] NOT NULL,
	"last2" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_results" ADD CONSTRAINT "lottery_results_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remotes_enabled_idx" ON "remotes" USING btree ("enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_draw_date_key" ON "lottery_draws" USING btree ("draw_date");--> statement-breakpoint
CREATE INDEX "lottery_draws_sale_end_at_idx" ON "lottery_draws" USING btree ("sale_end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_results_draw_id_key" ON "lottery_results" USING btree ("draw_id");