/**
 * Deletes objects from an R2 bucket after the rows that named them are gone. A failure here leaves bytes no row names
 * (and no URL reaches, since every fetch goes through a row): logged, never a failed request for the learner.
 */
export async function deleteObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete([...keys]);
  } catch (error) {
    console.error('R2 delete failed; the objects are unreachable and stay until a sweep', keys.length, error);
  }
}
