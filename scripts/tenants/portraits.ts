/**
 * A portrait for every demo teacher (issue 47): DiceBear's "Notionists" faces (artwork by Zoish, CC0 1.0, through
 * @dicebear/collection, MIT; decision 0074), seeded by the teacher's name so a teacher keeps one face, on a
 * background of the school's colour. Drawn 16:9 with the face in the middle square, so it goes through the image
 * proxy at its sizes like any picture, and a round frame cropping the middle shows the face whole. Written to
 * `tenants/<slug>/media/teacher-<name>.svg` by write-demo-tenants.ts; the catalogue names it as the avatar.
 */
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import { COVER_HEIGHT, COVER_WIDTH } from './covers.ts';

/** The file of a teacher's portrait among the school's media. */
export const portraitFileName = (name: string): string =>
  `teacher-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.svg`;

/** One teacher's portrait as an SVG document, on `background` (#rrggbb). */
export function portraitSvg(name: string, background: string): string {
  const face = createAvatar(notionists, { seed: name, beardProbability: 0, bodyIconProbability: 0, gestureProbability: 0 }).toString();
  const side = COVER_HEIGHT;
  const placed = face.replace(/^<svg /, `<svg x="${(COVER_WIDTH - side) / 2}" y="0" width="${side}" height="${side}" `);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-label="Portrait">`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${background}"/>`,
    placed,
    '</svg>',
  ].join('\n');
}
