CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"email" text,
	"topic" text NOT NULL,
	"store_code" text,
	"message" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_url" text,
	"video_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_kind_check" CHECK ("contents"."kind" IN ('page', 'article', 'social'))
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cookie_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visitor_id" uuid NOT NULL,
	"user_id" integer,
	"enable_cookie_analytics" text NOT NULL,
	"enable_cookie_ads" text NOT NULL,
	"policy_cookie_version" integer NOT NULL,
	"policy_privacy_version" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_consents_choices_check" CHECK ("cookie_consents"."enable_cookie_analytics" IN ('enable', 'disable') AND "cookie_consents"."enable_cookie_ads" IN ('enable', 'disable'))
);
--> statement-breakpoint
CREATE TABLE "popup_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_settings_single_row" CHECK ("popup_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_url" text NOT NULL,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_code_key" ON "complaints" USING btree ("code");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id") WHERE "complaints"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_kind_slug_key" ON "contents" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "contents_kind_published_idx" ON "contents" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_tags_idx" ON "contents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "cookie_consents_visitor_idx" ON "cookie_consents" USING btree ("visitor_id","recorded_at");--> statement-breakpoint
CREATE INDEX "cookie_consents_user_idx" ON "cookie_consents" USING btree ("user_id") WHERE "cookie_consents"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "popups_name_key" ON "popups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "popups_position_idx" ON "popups" USING btree ("position","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate these): the popup version row, and the triggers
-- that bump it whenever a statement actually changes a popup, so no writer can forget to.
INSERT INTO "popup_settings" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_popup_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM changed) THEN
		UPDATE "popup_settings" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "popups_bump_version_on_insert" AFTER INSERT ON "popups" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_popup_version"();--> statement-breakpoint
CREATE TRIGGER "popups_bump_version_on_update" AFTER UPDATE ON "popups" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_popup_version"();--> statement-breakpoint
CREATE TRIGGER "popups_bump_version_on_delete" AFTER DELETE ON "popups" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_popup_version"();
