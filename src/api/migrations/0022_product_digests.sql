-- A digest of each product row as the seed wrote it (src/api/seed/seed-sql.ts): with the product's review count and
-- average, it tells the site build which products changed since its last build (CALLS.courseDigests), so a price
-- change is fetched as one product, not the school's thousands (issue 14). Empty for rows written before it: such a
-- product reads as changed until the next seed.
ALTER TABLE products ADD COLUMN digest TEXT NOT NULL DEFAULT '';
