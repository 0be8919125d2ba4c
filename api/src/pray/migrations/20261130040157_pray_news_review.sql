-- Unqualified table names: the ones in this database's schema (tests run each in their own).
CREATE TABLE "pray_review_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pray_review_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"update_id" integer,
	"decision" text NOT NULL,
	"reason" text,
	"title" text NOT NULL,
	"staff_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pray_review_decisions_decision_check" CHECK ("pray_review_decisions"."decision" IN ('approved', 'refused', 'hidden', 'unhidden'))
);
--> statement-breakpoint
ALTER TABLE "pray_updates" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pray_updates" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "pray_updates" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pray_updates" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pray_updates" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "pray_review_decisions" ADD CONSTRAINT "pray_review_decisions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_review_decisions" ADD CONSTRAINT "pray_review_decisions_project_id_pray_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "pray_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_review_decisions" ADD CONSTRAINT "pray_review_decisions_update_id_pray_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "pray_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pray_review_decisions_owner_idx" ON "pray_review_decisions" USING btree ("owner_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_updates_status_idx" ON "pray_updates" USING btree ("status","submitted_at","id");--> statement-breakpoint
ALTER TABLE "pray_updates" ADD CONSTRAINT "pray_updates_status_check" CHECK ("pray_updates"."status" IN ('pending_review', 'published', 'rejected'));