-- Paper tests a school held offline (SPEC.md's offlineQuizReport; tenant file tests.json `offline`): one row per
-- sitting with every candidate's recorded marks. The API reads a learner's own result by their e-mail address and
-- ranks it among the sitting's candidates; no other candidate's marks leave it.
CREATE TABLE offline_sittings (
  school_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  sitting INTEGER NOT NULL,                   -- its position in the tenant file
  data_json TEXT NOT NULL,                    -- OfflineSitting
  PRIMARY KEY (school_id, test_id, sitting)
) WITHOUT ROWID;
