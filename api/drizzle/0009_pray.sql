CREATE TABLE "pray_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pray_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text DEFAULT 'gallery' NOT NULL,
	"update_id" integer,
	"web" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pray_pictures_kind_check" CHECK ("pray_pictures"."kind" IN ('gallery', 'update'))
);
--> statement-breakpoint
CREATE TABLE "pray_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pray_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"category" text,
	"story_html" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"target_supporters" integer,
	"starts_on" date,
	"ends_on" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"cover_picture_id" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"supporters_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pray_projects_status_check" CHECK ("pray_projects"."status" IN ('draft', 'pending_review', 'published', 'closed', 'rejected')),
	CONSTRAINT "pray_projects_supporters_check" CHECK ("pray_projects"."supporters_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pray_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"donation_amount" integer NOT NULL,
	"show_sold_out_number" boolean NOT NULL,
	CONSTRAINT "pray_settings_one_row" CHECK ("pray_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pray_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pray_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pray_votes" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pray_votes_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "pray_pictures" ADD CONSTRAINT "pray_pictures_project_id_pray_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "pray_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_pictures" ADD CONSTRAINT "pray_pictures_update_id_pray_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "pray_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_projects" ADD CONSTRAINT "pray_projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_updates" ADD CONSTRAINT "pray_updates_project_id_pray_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "pray_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_votes" ADD CONSTRAINT "pray_votes_project_id_pray_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "pray_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pray_votes" ADD CONSTRAINT "pray_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pray_pictures_project_idx" ON "pray_pictures" USING btree ("project_id","kind","id");--> statement-breakpoint
CREATE INDEX "pray_pictures_update_idx" ON "pray_pictures" USING btree ("update_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pray_projects_slug_key" ON "pray_projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pray_projects_owner_idx" ON "pray_projects" USING btree ("owner_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_projects_status_published_idx" ON "pray_projects" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_projects_status_supporters_idx" ON "pray_projects" USING btree ("status","supporters_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_projects_status_ends_idx" ON "pray_projects" USING btree ("status","ends_on");--> statement-breakpoint
CREATE INDEX "pray_projects_status_featured_idx" ON "pray_projects" USING btree ("status","featured" DESC NULLS LAST,"supporters_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_updates_project_idx" ON "pray_updates" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pray_votes_user_idx" ON "pray_votes" USING btree ("user_id","created_at" DESC NULLS LAST);