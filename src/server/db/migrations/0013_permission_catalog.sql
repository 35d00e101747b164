CREATE TABLE "permission_catalog" (
	"permission" varchar(64) PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
