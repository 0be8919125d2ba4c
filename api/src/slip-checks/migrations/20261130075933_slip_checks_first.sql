CREATE TABLE "slip_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slip_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_kind" text NOT NULL,
	"sale_id" integer NOT NULL,
	"sending_bank" text,
	"transaction_ref" text,
	"image_hash" bigint,
	"image_thumbnail" "bytea",
	"slip_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "slip_uses_transfer_key" ON "slip_uses" USING btree ("sending_bank","transaction_ref");--> statement-breakpoint
CREATE INDEX "slip_uses_slip_file_idx" ON "slip_uses" USING btree ("slip_file");