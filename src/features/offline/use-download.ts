import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $downloads, $removals, runQueue } from './downloads.ts';
import { checkRights } from './rights.ts';
import { getDownload, type DownloadRecord } from './vault.ts';

/** A download as the vault holds it, kept current while this tab downloads it; undefined while it is read. */
export function useDownload(id: string | null): DownloadRecord | null | undefined {
  const live = useStore($downloads);
  const [stored, setStored] = useState<DownloadRecord | null | undefined>(undefined);
  // Read when the queue starts or stops speaking of it (removed, it is gone from the vault too), not at each step.
  const inQueue = id !== null && id in live;
  const removals = useStore($removals);
  useEffect(() => {
    if (id === null) return;
    let current = true;
    void getDownload(id).then((record) => current && setStored(record ?? null));
    return () => {
      current = false;
    };
  }, [id, inQueue, removals]);
  if (id === null) return null;
  return live[id] ?? stored;
}

/**
 * Once per page: goes on with the learner's queue (downloads left when a tab closed start again), and checks the
 * downloads' right to stay (rights.ts), now and whenever the network returns.
 */
let resumed = false;
export function useQueue(userId: number | null): void {
  useEffect(() => {
    if (userId === null || resumed) return;
    resumed = true;
    void runQueue(userId);
    // A failed check (offline, the API down) deletes nothing: the next one goes on.
    const check = () => void checkRights(userId).catch(() => undefined);
    if (navigator.onLine) check();
    window.addEventListener('online', check);
  }, [userId]);
}
