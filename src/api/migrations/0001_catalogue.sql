-- The catalogue of every school: what the storefront reads. Seeded from tenants/ by scripts/seed.ts.
--
-- Isolation: every table carries school_id and its primary key starts with it, so two schools may use the same
-- ids, and every query the API makes names the school. `position` keeps the order the school authored.

CREATE TABLE schools (
  id INTEGER PRIMARY KEY,                     -- school_config.school_id
  slug TEXT NOT NULL UNIQUE,                  -- what the edge sends in x-schoolfront-school
  custom_domain TEXT UNIQUE,
  products_order TEXT NOT NULL,               -- JSON array of course types: the default list order
  school_locked INTEGER NOT NULL DEFAULT 0,   -- school_feature.school_locked
  config_json TEXT NOT NULL                   -- the whole SchoolConfigResponse
);

-- Media bodies are base64 text rather than a BLOB so the seed can append them in parts: one SQL statement in D1
-- is at most 100 KB, a row at most 2 MB.
CREATE TABLE media (
  school_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  body_base64 TEXT NOT NULL,
  PRIMARY KEY (school_id, name)
);

CREATE TABLE categories (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  custom_name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (school_id, id),
  UNIQUE (school_id, custom_name)
);

CREATE TABLE teachers (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  headline TEXT NOT NULL,
  bio TEXT NOT NULL,
  avatar_url TEXT,
  PRIMARY KEY (school_id, id)
);

-- Columns hold what lists show, filter and sort on; data_json holds the rest of the authored product
-- (description, category_ids, teacher_ids, tags, not_sold_on, starts_at, sections, test_facts, item_ids).
CREATE TABLE products (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_type INTEGER NOT NULL,
  seo_title TEXT NOT NULL,
  title TEXT NOT NULL,
  short_description TEXT NOT NULL,
  image_url TEXT,
  display_status TEXT NOT NULL,
  access TEXT NOT NULL,
  published_at TEXT NOT NULL,                 -- as authored (date or date-time)
  published_ms INTEGER NOT NULL,              -- the same instant, sortable
  promo_headline TEXT,                        -- NULL: not a promo
  search_text TEXT NOT NULL,                  -- lower-cased title, short description and tags
  price REAL,                                 -- from the default pricing, after discount; NULL: no pricing
  list_price REAL,                            -- before discount, when discounted
  is_free INTEGER NOT NULL DEFAULT 0,
  data_json TEXT NOT NULL,
  PRIMARY KEY (school_id, id),
  UNIQUE (school_id, seo_title)
);
CREATE INDEX products_by_type ON products (school_id, course_type, published_ms);
CREATE INDEX products_by_published ON products (school_id, published_ms);
CREATE INDEX products_by_price ON products (school_id, price);
CREATE INDEX products_promos ON products (school_id, published_ms) WHERE promo_headline IS NOT NULL;

CREATE TABLE product_categories (
  school_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  PRIMARY KEY (school_id, product_id, category_id)
);
CREATE INDEX product_categories_by_category ON product_categories (school_id, category_id);

CREATE TABLE product_teachers (
  school_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  teacher_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (school_id, product_id, teacher_id)
);

CREATE TABLE product_tags (
  school_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  tag TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (school_id, product_id, tag)
);
CREATE INDEX product_tags_by_tag ON product_tags (school_id, tag);

CREATE TABLE pricings (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  plan_name TEXT NOT NULL,
  plan_type TEXT NOT NULL,
  price REAL NOT NULL,                        -- before discount
  discount_kind INTEGER,                      -- 0 percentage, 1 amount off; NULL: no discount
  discount_value REAL,
  validity_type TEXT NOT NULL,                -- 'fixed' (end_date) or 'relative' (validity days)
  end_date TEXT,
  validity_days INTEGER,
  tax_mode TEXT NOT NULL,
  is_default INTEGER NOT NULL,
  PRIMARY KEY (school_id, id)
);
CREATE INDEX pricings_by_course ON pricings (school_id, course_id);

CREATE TABLE reviews (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  author_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, id)
);
CREATE INDEX reviews_by_course ON reviews (school_id, course_id, created_ms);

CREATE TABLE faqs (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_id INTEGER,                          -- NULL: a school-wide FAQ
  position INTEGER NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (school_id, id)
);
CREATE INDEX faqs_by_course ON faqs (school_id, course_id);
