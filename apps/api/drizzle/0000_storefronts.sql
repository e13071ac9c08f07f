CREATE TABLE "storefronts" (
	"code" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"iso" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"allow_ex_vat" boolean NOT NULL,
	"privacy_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_store_id_unique" UNIQUE("store_id")
);
