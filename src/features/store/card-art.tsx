import type { ProductType } from '../../contract/common.ts';
import { css, cx } from 'styled-system/css';

// Placeholder art for products without an image: the school's brand gradient with one of a few line patterns,
// picked by product id so neighbouring cards differ. Drawn with tokens and currentColor only.
const base = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  color: 'brand.contrast',
  overflow: 'hidden',
  '& .sf-pattern': { position: 'absolute', inset: '0', w: 'full', h: 'full', opacity: 0.18 },
  '& .sf-icon': { position: 'relative', w: '14', h: '14', opacity: 0.95, filter: 'drop-shadow(0 4px 10px rgb(0 0 0 / 0.18))' },
});
const GRADIENTS = [
  css({ bgGradient: 'artSweep' }),
  css({ bgGradient: 'artDeep' }),
  css({ bgGradient: 'artBand' }),
  css({ bgGradient: 'artGlow' }),
];

function Pattern({ variant }: { variant: number }) {
  const common = { className: 'sf-pattern', viewBox: '0 0 264 148', preserveAspectRatio: 'xMidYMid slice', 'aria-hidden': true } as const;
  switch (variant) {
    case 0:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="230" cy="20" r="60" /><circle cx="230" cy="20" r="90" /><circle cx="230" cy="20" r="120" /><circle cx="20" cy="150" r="50" />
        </svg>
      );
    case 1:
      return (
        <svg {...common} fill="currentColor">
          {Array.from({ length: 60 }, (_, i) => <circle key={i} cx={12 + (i % 12) * 22} cy={12 + Math.floor(i / 12) * 30} r="2.5" />)}
        </svg>
      );
    case 2:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          {Array.from({ length: 14 }, (_, i) => <path key={i} d={`M${i * 24 - 80} 148 L${i * 24 + 40} 0`} />)}
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          {Array.from({ length: 6 }, (_, i) => <path key={i} d={`M0 ${20 + i * 24} C 66 ${i * 24}, 132 ${40 + i * 24}, 264 ${14 + i * 24}`} />)}
        </svg>
      );
  }
}

function TypeIcon({ type }: { type: ProductType }) {
  const props = { className: 'sf-icon', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
  switch (type) {
    case 1: // course: an open book
      return <svg {...props}><path d="M2 5.5C4.5 4 8 4 12 6c4-2 7.5-2 10-.5v13c-2.5-1.5-6-1.5-10 .5-4-2-7.5-2-10-.5z" /><path d="M12 6v13" /></svg>;
    case 2: // mock test: a checked sheet
      return <svg {...props}><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M9 3.5h6v2H9z" /><path d="m8.5 12 2 2 4.5-4.5" /><path d="M8.5 17.5h7" /></svg>;
    case 3: // bundle: stacked layers
      return <svg {...props}><path d="m12 3 9 5-9 5-9-5z" /><path d="m3 12.5 9 5 9-5" /><path d="m3 16.5 9 5 9-5" /></svg>;
    case 4: // test series: a stack of sheets
      return <svg {...props}><rect x="7" y="6" width="13" height="15" rx="2" /><path d="M4 17V5a2 2 0 0 1 2-2h10" /><path d="M10.5 11h6M10.5 15h4" /></svg>;
  }
}

export function CardArt({ id, type, className }: { id: number; type: ProductType; className?: string }) {
  const variant = id % GRADIENTS.length;
  return (
    <div className={cx(base, GRADIENTS[variant], className)} aria-hidden="true">
      <Pattern variant={variant} />
      <TypeIcon type={type} />
    </div>
  );
}
