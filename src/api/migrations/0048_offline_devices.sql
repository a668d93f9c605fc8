-- Studying offline (docs/decisions/0086-offline-study.md): the devices each learner keeps downloads on. A device's key
-- is derived from the school, the learner and the device (OFFLINE_KEY_SECRET), never stored; removing the row ends
-- the device's downloads at their next check.
CREATE TABLE offline_devices (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  device_id TEXT NOT NULL,
  name TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  checked_ms INTEGER NOT NULL,                -- when its downloads' rights were last asked for
  PRIMARY KEY (school_id, user_id, device_id)
);
