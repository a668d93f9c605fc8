-- Money as an integer count of the currency's minor unit (docs/decisions/0017-money-and-tax.md).
--
-- The price columns of 0001 were REAL amounts in whole units (7199.2 rupees); they become INTEGER counts of the
-- minor unit (719920 paise), and a CHECK refuses anything else, so a float can never be stored again. SQLite cannot
-- change a column's type: both tables are rebuilt with the same columns in the same order, and their indexes made
-- again. Every currency the contract knows (INR, USD, EUR) has two minor digits, hence * 100.
--
-- products.price and list_price are derived from the pricings by the seed (scripts/seed.ts), which writes them again
-- by the rounding rule of src/contract/plan-price.ts; here they are only converted.

CREATE TABLE products_minor (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_type INTEGER NOT NULL,
  seo_title TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL,
  image_url TEXT,
  display_status TEXT NOT NULL,
  access TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_ms INTEGER NOT NULL,
  promo_headline TEXT,
  search_text TEXT NOT NULL,
  price INTEGER CHECK (price IS NULL OR (typeof(price) = 'integer' AND price >= 0)),                -- minor units
  list_price INTEGER CHECK (list_price IS NULL OR (typeof(list_price) = 'integer' AND list_price >= 0)),
  is_free INTEGER NOT NULL DEFAULT 0,
  data_json TEXT NOT NULL,
  PRIMARY KEY (school_id, id),
  UNIQUE (school_id, seo_title)
);
INSERT INTO products_minor (school_id, id, course_type, seo_title, title, short_description, image_url, display_status,
  access, published_at, published_ms, promo_headline, search_text, price, list_price, is_free, data_json)
SELECT school_id, id, course_type, seo_title, title, short_description, image_url, display_status,
  access, published_at, published_ms, promo_headline, search_text,
  CAST(ROUND(price * 100) AS INTEGER), CAST(ROUND(list_price * 100) AS INTEGER), is_free, data_json
FROM products;
DROP TABLE products;
ALTER TABLE products_minor RENAME TO products;
CREATE INDEX products_by_type ON products (school_id, course_type, published_ms);
CREATE INDEX products_by_published ON products (school_id, published_ms);
CREATE INDEX products_by_price ON products (school_id, price);
CREATE INDEX products_promos ON products (school_id, published_ms) WHERE promo_headline IS NOT NULL;

CREATE TABLE pricings_minor (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  plan_name TEXT NOT NULL,
  plan_type TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (typeof(price) = 'integer' AND price >= 0),    -- before discount, minor units
  discount_kind INTEGER,                      -- 0 percentage, 1 amount off; NULL: no discount
  discount_value REAL,                        -- kind 0: percent (two decimals at most); kind 1: minor units
  validity_type TEXT NOT NULL,
  end_date TEXT,
  validity_days INTEGER,
  tax_mode TEXT NOT NULL,
  is_default INTEGER NOT NULL,
  PRIMARY KEY (school_id, id),
  CHECK (discount_kind IS NOT 1 OR discount_value = CAST(discount_value AS INTEGER))
);
INSERT INTO pricings_minor (school_id, id, course_id, position, plan_name, plan_type, price, discount_kind,
  discount_value, validity_type, end_date, validity_days, tax_mode, is_default)
SELECT school_id, id, course_id, position, plan_name, plan_type, CAST(ROUND(price * 100) AS INTEGER), discount_kind,
  CASE WHEN discount_kind = 1 THEN CAST(ROUND(discount_value * 100) AS INTEGER) ELSE discount_value END,
  validity_type, end_date, validity_days, tax_mode, is_default
FROM pricings;
DROP TABLE pricings;
ALTER TABLE pricings_minor RENAME TO pricings;
CREATE INDEX pricings_by_course ON pricings (school_id, course_id);
