import type { ShellPage } from '../../platform/feature.ts';
import { PlayerSkeleton } from './player-skeleton.tsx';

const load: ShellPage['load'] = () => import('./player-page.tsx').then((m) => m.PlayerPage);

/** The lesson player, on both of its addresses, and the attachments' viewer. Each kind of lesson's viewer is a further chunk of its own. */
export const PLAYER_PAGES: Readonly<Record<string, ShellPage>> = {
  'lesson-player': { titleKey: 'player.title', Skeleton: PlayerSkeleton, load },
  'lesson-player-sub': { titleKey: 'player.title', Skeleton: PlayerSkeleton, load },
  player: { titleKey: 'player.resume.title', Skeleton: PlayerSkeleton, load: () => import('./resume-page.tsx').then((m) => m.ResumePage) },
  'supplements-player': { titleKey: 'player.supplements.title', Skeleton: PlayerSkeleton, load: () => import('./supplements-player-page.tsx').then((m) => m.SupplementsPlayerPage) },
};
