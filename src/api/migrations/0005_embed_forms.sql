-- Responses to a school's embed forms (src/contract/site-content.ts: POST /learner/v1/embed_forms/{formId}/responses).
--
-- A form is defined in the school's configuration (custom_templates, embed_form_v1); a response stores the
-- answers as the form's schema accepted them, keyed by field name. Responses are not tied to a learner account:
-- forms are filled in on the school's own sites, signed in or not. Isolation as in 0002: every row carries
-- school_id. Times are epoch ms.

CREATE TABLE embed_form_responses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  form_id TEXT NOT NULL,                      -- the form's id (a slug), as in the school configuration
  answers_json TEXT NOT NULL,                 -- {"full_name": "Asha Rao", "email": "asha@example.com", ...}
  created_at INTEGER NOT NULL
);
-- A school reads one form's responses, newest first.
CREATE INDEX embed_form_responses_by_form ON embed_form_responses (school_id, form_id, id DESC);
