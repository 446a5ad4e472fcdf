-- A tenant's favicon, apart from its app icon (icon_url): a browser decodes the favicon on the page's main
-- thread at every load, so it is a small raster (64 px), while an install asks for 144 px or more.
-- NULL = the favicon is the tenant's icon (or logo), as before.
ALTER TABLE tenants ADD COLUMN favicon_url TEXT;
