CREATE TABLE "role_permission_sets" (
	"role_id" varchar(32) PRIMARY KEY NOT NULL,
	"permissions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_permission_sets" ADD CONSTRAINT "role_permission_sets_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;