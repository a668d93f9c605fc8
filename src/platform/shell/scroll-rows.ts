/**
 * Rows of cards wider than the screen (store rows, src/features/store/product-section.tsx) get back and forward
 * buttons: shown only while the row overflows, scrolling by most of a screenful, each disabled at its end. Without
 * this script the row still scrolls by touch, trackpad and keyboard.
 */
export function installScrollRows(root: ParentNode = document): void {
  for (const row of root.querySelectorAll<HTMLElement>('[data-scroll-row][id]')) {
    const controls = root.querySelector<HTMLElement>(`[data-row-controls="${row.id}"]`);
    if (!controls) continue;
    const buttons = [...controls.querySelectorAll<HTMLButtonElement>('[data-row-step]')];
    const update = () => {
      const overflow = row.scrollWidth - row.clientWidth > 1;
      controls.toggleAttribute('data-idle', !overflow);
      for (const button of buttons) {
        const back = button.dataset['rowStep'] === '-1';
        button.disabled = back ? row.scrollLeft <= 1 : row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      }
    };
    for (const button of buttons) {
      button.addEventListener('click', () => {
        const step = Number(button.dataset['rowStep']) * Math.max(row.clientWidth * 0.9, 200);
        row.scrollBy({ left: step, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      });
    }
    row.addEventListener('scroll', update, { passive: true });
    new ResizeObserver(update).observe(row);
    update();
  }
}
