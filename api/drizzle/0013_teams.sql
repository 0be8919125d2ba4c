CREATE TABLE "catalog_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_load_errors" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_load_errors_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"widgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kernel_range" text,
	"react_range" text,
	"registered_at" timestamp with time zone NOT NULL,
	"registered_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shell_release" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kernel_version" text NOT NULL,
	"react_version" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shell_release_one_row" CHECK ("shell_release"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"scope" text[] DEFAULT '{admin}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "remotes" ADD COLUMN "live_version_id" integer;--> statement-breakpoint
ALTER TABLE "remotes" ADD COLUMN "canary_version_id" integer;--> statement-breakpoint
ALTER TABLE "remotes" ADD COLUMN "canary_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remotes" ADD COLUMN "health_ok" boolean;--> statement-breakpoint
ALTER TABLE "remotes" ADD COLUMN "health_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD CONSTRAINT "remote_versions_remote_remotes_name_fk" FOREIGN KEY ("remote") REFERENCES "remotes"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_changes_at_idx" ON "catalog_changes" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_versions_remote_version_entry_key" ON "remote_versions" USING btree ("remote","version","entry");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_key" ON "staff" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tokens_token_hash_key" ON "staff_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_id_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "remotes" ADD CONSTRAINT "remotes_live_version_id_remote_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "remote_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remotes" ADD CONSTRAINT "remotes_canary_version_id_remote_versions_id_fk" FOREIGN KEY ("canary_version_id") REFERENCES "remote_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remotes" ADD CONSTRAINT "remotes_canary_percent_check" CHECK ("remotes"."canary_percent" BETWEEN 0 AND 100);--> statement-breakpoint
-- Remotes registered before versions were kept: their current registration is their first version.
INSERT INTO "remote_versions" ("remote", "version", "entry", "routes", "widgets", "registered_at", "registered_by")
SELECT "name", "version", "entry", "routes", "widgets", "updated_at", 'migration' FROM "remotes";--> statement-breakpoint
UPDATE "remotes" SET "live_version_id" = v."id" FROM "remote_versions" v WHERE v."remote" = "remotes"."name";
