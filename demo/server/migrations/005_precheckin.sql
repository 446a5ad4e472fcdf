-- Pre-check-in: the tenant's wizard and age-band readings and the registration widget's environment;
-- uploads tied to a reservation; a reservation may opt out of the external registration service.

ALTER TABLE tenants ADD COLUMN precheckin_variant TEXT NOT NULL DEFAULT 'A';
ALTER TABLE tenants ADD COLUMN age_bands TEXT NOT NULL DEFAULT 'kids-2-12';
ALTER TABLE tenants ADD COLUMN guest_registration_environment TEXT NOT NULL DEFAULT 'production';

ALTER TABLE media_files ADD COLUMN reservation_id INTEGER REFERENCES reservations(id);
ALTER TABLE media_files ADD COLUMN uploaded_by INTEGER REFERENCES users(id);
CREATE INDEX media_files_reservation ON media_files (reservation_id);

-- 1 = this reservation's guests are entered by hand even though the tenant has a registration key.
ALTER TABLE reservations ADD COLUMN guest_registration_opt_out INTEGER NOT NULL DEFAULT 0;
