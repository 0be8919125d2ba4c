CREATE TABLE "shop_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"payment_channel" text NOT NULL,
	"amount" integer NOT NULL,
	"promptpay_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_payments" ADD CONSTRAINT "shop_payments_purchase_id_shop_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "shop_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payments_purchase_key" ON "shop_payments" USING btree ("purchase_id");