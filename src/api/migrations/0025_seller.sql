-- Who sells (tenants/<slug>/checkout.json `seller`): the legal name, address, tax id and SAC its invoices print.
-- NULL: invoices carry the school's name and contacts only.
ALTER TABLE checkout_settings ADD COLUMN seller_json TEXT;
