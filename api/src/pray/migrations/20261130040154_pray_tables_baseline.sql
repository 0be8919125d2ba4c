-- The prayer tables were made by the central migrations (api/drizzle) before this domain kept its
-- own. This first migration changes nothing: its snapshot holds those tables as they are, so the
-- next one generated here only adds what is new.
SELECT 1;
