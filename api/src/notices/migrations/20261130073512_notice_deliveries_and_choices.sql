CREATE TABLE "notice_channel_choices" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_channel_choices_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind")
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"notice_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sending_since" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_deliveries_notice_id_channel_pk" PRIMARY KEY("notice_id","channel")
);
--> statement-breakpoint
CREATE INDEX "notice_deliveries_dead_idx" ON "notice_deliveries" USING btree ("updated_at") WHERE "notice_deliveries"."state" = 'dead';--> statement-breakpoint
-- Unqualified "users" and "member_notices": the ones in this database's schema.
ALTER TABLE "notice_channel_choices" ADD CONSTRAINT "notice_channel_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_member_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "member_notices"("id") ON DELETE cascade ON UPDATE no action;
