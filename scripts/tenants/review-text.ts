/**
 * Demo review texts about the product they are written under: each names something of that product (a module of a
 * course, a paper of a series, a course of a bundle, a test's own size) and is told in three parts (what the
 * learner found, how they used it, how they sum up) so that no two reviews of a school read alike.
 */
import type { Kind } from './kind.ts';
import type { Rng } from '../../cli/lib/prng.ts';

type Rating = 3 | 4 | 5;

/** What a review can name: the product's own words, never another product's. */
export interface ReviewSubject {
  kind: Kind;
  title: string;
  /** Course modules; for series and bundles, the titles of what they contain. */
  topics: readonly string[];
  /** The first teacher's first name, when the product has a teacher. */
  teacher: string | null;
  /** Tests: questions and minutes. */
  questions: number | null;
  minutes: number | null;
}

type Template = string;

// `{topic}` is a module or an item, `{title}` the product's title; `{teacher}` only in lines kept apart below.
const OPENERS: Record<Kind, Record<Rating, Template[]>> = {
  course: {
    5: [
      '{topic} finally clicked for me here.',
      'The {topic} module is the clearest explanation I have found anywhere.',
      'I joined for {topic} and ended up finishing every module.',
      '{topic} used to be my weakest area; after this course it is a strength.',
      'The lessons on {topic} are worth the price on their own.',
    ],
    4: [
      'Strong coverage of {topic}.',
      '{topic} is explained clearly, with enough practice to make it stick.',
      'Good course; the {topic} module was the most useful part for me.',
      'I came back to the {topic} lessons three times, and each time they helped.',
    ],
    3: [
      'The {topic} module moves fast if you start from zero.',
      '{topic} is covered, but I wanted more practice.',
      'Decent on {topic}, though a few lessons felt rushed.',
    ],
  },
  test: {
    5: [
      '{questions} questions in {minutes} minutes felt exactly like the real thing.',
      '{title} is the closest thing to the real exam I have sat.',
      'The solutions after {title} explained every question I got wrong.',
    ],
    4: [
      'A well-made paper: {questions} questions that cover the syllabus evenly.',
      '{title} was a fair test of where I stand.',
      'The analysis after {title} showed me where my {minutes} minutes went.',
    ],
    3: [
      '{title} was harder than I expected, which was useful but discouraging.',
      '{questions} questions is a lot for {minutes} minutes; I ran out of time twice.',
    ],
  },
  series: {
    5: [
      '{topic} was the toughest paper in the series and the most useful.',
      'Taking {topic} a week before the exam was the best decision I made.',
      'My rank improved with every paper, and {topic} was where it showed.',
    ],
    4: [
      'The papers get harder in a good way; {topic} was my favourite.',
      '{topic} matched the pattern I expected closely.',
      'Solid series. The solutions to {topic} taught me more than some books.',
    ],
    3: [
      '{topic} felt unbalanced compared with the rest of the series.',
      'Useful papers, though {topic} repeated ideas from the earlier ones.',
    ],
  },
  bundle: {
    5: [
      'Getting {topic} in the same bundle saved me a lot.',
      '{topic} alone was worth the bundle price.',
      'I started with {topic} and now work through the whole bundle.',
    ],
    4: [
      '{topic} is the strongest part of the bundle.',
      'Good value: {topic} plus everything else in one place.',
      'I mostly used {topic}, and it delivered.',
    ],
    3: [
      'I mostly used {topic}; the rest I have not started.',
      '{topic} is good, but the bundle is a lot to take on at once.',
    ],
  },
};

/** Lines naming the teacher, for courses and bundles that have one (a test's author is not its teacher). */
const TEACHER_LINES: Record<Rating, Template[]> = {
  5: ['{teacher} explains every step and never rushes the hard parts.', '{teacher} answers doubts as if they were the only student.'],
  4: ['{teacher} is a very good teacher.', '{teacher} keeps the pace steady.'],
  3: ['{teacher} knows the subject, but the pace did not suit me.'],
};

const MIDDLES: Record<Kind, Template[]> = {
  course: [
    'The quiz at the end of each module showed me exactly what I had missed.',
    'The notes are short enough to reread before a test.',
    'I watched most lessons at 1.25x and never lost the thread.',
    'Questions in the discussion tab got a reply within a day.',
    'The lessons are short, so I could fit one in every evening.',
    'The examples in each lesson are the part I keep coming back to.',
  ],
  test: [
    'Rank and percentile after submitting kept me honest.',
    'The topic-wise analysis told me which chapters to revise.',
    'I took it again a month later and the report showed real improvement.',
    'The palette and timer work just as they do on exam day.',
  ],
  series: [
    'Every paper comes with full solutions and a rank.',
    'Spacing the papers a week apart built real stamina.',
    'The comparison with the topper after each paper is brutal but useful.',
    'The trend chart across papers kept me going.',
  ],
  bundle: [
    'Having everything on one dashboard made planning easier.',
    'One purchase and one validity date is simpler than buying each part.',
    'The parts fit together; nothing is repeated.',
  ],
};

const CLOSERS: Record<Rating, Template[]> = {
  5: ['Highly recommended.', 'I have already recommended it to two friends.', 'Money well spent.', 'Would take it again.', 'Five stars, easily.'],
  4: ['A few more practice questions would make it perfect.', 'Would buy again.', 'Minor gripes aside, very good.', 'A couple of rough edges, but solid.'],
  3: ['Fine as a second resource.', 'Good, not great.', 'Expected a little more for the price.', 'Useful once you know the basics.'],
};

function fill(template: Template, subject: ReviewSubject, topic: string): string {
  return template
    // A module named "The Family" takes the sentence's own article: "the Family module", never "the The Family module".
    .replace(/\b([Tt]he) \{topic\}/g, (_, article: string) => `${article} ${topic.replace(/^The /, '')}`)
    .replaceAll('{topic}', topic)
    .replaceAll('{title}', subject.title)
    .replaceAll('{teacher}', subject.teacher ?? '')
    .replaceAll('{questions}', String(subject.questions ?? ''))
    .replaceAll('{minutes}', String(subject.minutes ?? ''));
}

/** Picks among the choices this product's reviews have not used yet, while there are any. */
function fresh(rng: Rng, choices: readonly Template[], taken: ReadonlySet<Template>): Template {
  const unused = choices.filter((c) => !taken.has(c));
  return rng.pick(unused.length ? unused : choices);
}

/**
 * One review's text, new among `used` (the texts of the school so far, which this adds to), its parts new among
 * `product` (the parts this product's earlier reviews used, likewise added to), so reviews under one product do not
 * echo each other. Always opens by naming something of the product's own.
 */
export function reviewText(subject: ReviewSubject, rating: Rating, rng: Rng, used: Set<string>, product: Set<Template>): string {
  const openers = OPENERS[subject.kind][rating].filter((t) => subject.questions !== null || !/\{(questions|minutes)\}/.test(t));
  const topics = subject.topics.length ? subject.topics : [subject.title];
  for (let attempt = 0; attempt < 200; attempt++) {
    const parts = [
      fresh(rng, openers, product),
      subject.teacher && (subject.kind === 'course' || subject.kind === 'bundle') && rng.chance(0.3) ? fresh(rng, TEACHER_LINES[rating], product) : fresh(rng, MIDDLES[subject.kind], product),
      fresh(rng, CLOSERS[rating], product),
    ];
    const topic = fresh(rng, topics, product);
    const text = parts.map((t) => fill(t, subject, topic)).join(' ');
    if (!used.has(text)) {
      used.add(text);
      for (const part of [...parts, topic]) product.add(part);
      return text;
    }
  }
  throw new Error(`no new review text left for ${subject.title}`);
}
