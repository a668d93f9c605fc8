import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $downloads, runQueue } from './downloads.ts';
import { getDownload, type DownloadRecord } from './vault.ts';

/** A download as the vault holds it, kept current while this tab downloads it; undefined while it is read. */
export function useDownload(id: string | null): DownloadRecord | null | undefined {
  const live = useStore($downloads);
  const [stored, setStored] = useState<DownloadRecord | null | undefined>(undefined);
  // Read when the queue starts or stops speaking of it (removed, it is gone from the vault too), not at each step.
  const inQueue = id !== null && id in live;
  useEffect(() => {
    if (id === null) return;
    let current = true;
    void getDownload(id).then((record) => current && setStored(record ?? null));
    return () => {
      current = false;
    };
  }, [id, inQueue]);
  if (id === null) return null;
  return live[id] ?? stored;
}

/** Goes on with the learner's queue once per page: downloads left when a tab closed start again. */
let resumed = false;
export function useQueue(userId: number | null): void {
  useEffect(() => {
    if (userId === null || resumed) return;
    resumed = true;
    void runQueue(userId);
  }, [userId]);
}
