-- 1 = this tenant's survey accepts answers only through a signed survey link (or the reservation's own
-- guest signed in): the confirmation code alone no longer submits it.
ALTER TABLE tenants ADD COLUMN survey_link_signed INTEGER NOT NULL DEFAULT 0;
