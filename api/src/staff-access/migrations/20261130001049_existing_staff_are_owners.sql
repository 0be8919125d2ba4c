-- Every staff account made before roles existed could do everything in the console: it stays an owner.
INSERT INTO "staff_roles" ("staff_id", "role", "granted_by")
SELECT "id", 'owner', 'migration' FROM "staff"
ON CONFLICT DO NOTHING;
