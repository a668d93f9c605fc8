/**
 * JEE and NEET banks: physics, chemistry and mathematics computed from parameters (so every answer is worked out,
 * never typed), biology from tables of facts. Mathematics is KaTeX between `$…$`.
 */
import { pairs, svgImage, which, type Generator } from './drafts.ts';
import { num, type Rng } from './random.ts';

const G = 10;

const distinct = (r: Rng, correct: number, candidates: number[], digits = 2): string[] => {
  const out = new Set<string>();
  for (const c of candidates) if (num(c, digits) !== num(correct, digits)) out.add(num(c, digits));
  let k = 2;
  while (out.size < 3) {
    const candidate = num(correct * k++ + r.int(1, 5), digits);
    if (candidate !== num(correct, digits)) out.add(candidate);
  }
  return [...out].slice(0, 3);
};

export const physics: Record<string, Generator[]> = {
  single: [
    (r) => {
      const a = r.int(2, 9);
      const t = r.int(2, 12);
      const s = 0.5 * a * t * t;
      return {
        kind: 'single', topic: 'Kinematics', difficulty: 'easy',
        text: `A body starts from rest and moves with a uniform acceleration of $${a}\\,\\text{m/s}^2$. How far does it travel in $${t}\\,\\text{s}$?`,
        correct: `${num(s)} m`, wrong: distinct(r, s, [a * t * t, a * t, 0.5 * a * t]).map((v) => `${v} m`),
        explanation: `From rest, $s = \\tfrac12 a t^2 = \\tfrac12 \\times ${a} \\times ${t}^2 = ${num(s)}\\,\\text{m}$.`,
      };
    },
    (r) => {
      const v = r.int(2, 24) * 2;
      const ohms = r.pick([2, 4, 5, 8, 10, 20]);
      const i = v / ohms;
      return {
        kind: 'single', topic: 'Current Electricity', difficulty: 'easy',
        text: `A resistor of $${ohms}\\,\\Omega$ is connected across a $${v}\\,\\text{V}$ battery of negligible internal resistance. What current flows?`,
        correct: `${num(i)} A`, wrong: distinct(r, i, [v * ohms, ohms / v, i * 2]).map((x) => `${x} A`),
        explanation: `Ohm's law: $I = V/R = ${v}/${ohms} = ${num(i)}\\,\\text{A}$.`,
      };
    },
    (r) => {
      const m = r.int(2, 20);
      const v = r.int(2, 15);
      const ke = 0.5 * m * v * v;
      return {
        kind: 'single', topic: 'Work, Energy and Power', difficulty: 'easy',
        text: `What is the kinetic energy of a $${m}\\,\\text{kg}$ body moving at $${v}\\,\\text{m/s}$?`,
        correct: `${num(ke)} J`, wrong: distinct(r, ke, [m * v * v, m * v, 0.5 * m * v]).map((x) => `${x} J`),
        explanation: `$K = \\tfrac12 m v^2 = \\tfrac12 \\times ${m} \\times ${v}^2 = ${num(ke)}\\,\\text{J}$.`,
      };
    },
    (r) => {
      const vmax = r.int(2, 12) * 2;
      const t = r.int(2, 10);
      const s = 0.5 * vmax * t;
      const image = svgImage(
        `<line x1="40" y1="170" x2="300" y2="170" stroke="#333"/><line x1="40" y1="170" x2="40" y2="20" stroke="#333"/>`
        + `<line x1="40" y1="170" x2="260" y2="40" stroke="#2563eb" stroke-width="3"/><line x1="260" y1="40" x2="260" y2="170" stroke="#999" stroke-dasharray="4"/>`
        + `<text x="292" y="188">t (s)</text><text x="8" y="18">v (m/s)</text><text x="250" y="188">${t}</text><text x="12" y="44">${vmax}</text>`,
        `Velocity-time graph: a straight line from 0 m/s at t = 0 to ${vmax} m/s at t = ${t} s.`,
      );
      return {
        kind: 'single', topic: 'Kinematics', difficulty: 'medium', image,
        text: `The velocity–time graph of a car is shown. What distance does the car cover in the first $${t}\\,\\text{s}$?`,
        correct: `${num(s)} m`, wrong: distinct(r, s, [vmax * t, vmax / t, 2 * s]).map((x) => `${x} m`),
        explanation: `The distance is the area under the graph: a triangle, $\\tfrac12 \\times ${t} \\times ${vmax} = ${num(s)}\\,\\text{m}$.`,
      };
    },
    (r) => {
      const f = r.pick([2, 4, 5, 8, 10, 20, 25, 50]);
      const t = 1 / f;
      return {
        kind: 'single', topic: 'Oscillations and Waves', difficulty: 'easy',
        text: `A pendulum makes $${f}$ complete oscillations per second. What is its time period?`,
        correct: `${num(t, 3)} s`, wrong: [`${f} s`, `${num(2 * t, 3)} s`, `${num(t / 2, 3)} s`],
        explanation: `The period is the reciprocal of the frequency: $T = 1/f = 1/${f} = ${num(t, 3)}\\,\\text{s}$.`,
      };
    },
  ],
  numeric: [
    (r) => {
      const u = r.int(0, 20);
      const a = r.int(1, 6);
      const t = r.int(2, 10);
      const v = u + a * t;
      return {
        kind: 'numeric', min: v, max: v, topic: 'Kinematics', difficulty: 'easy',
        text: `A particle moving at $${u}\\,\\text{m/s}$ accelerates uniformly at $${a}\\,\\text{m/s}^2$ for $${t}\\,\\text{s}$. Find its final speed in m/s.`,
        explanation: `$v = u + at = ${u} + ${a} \\times ${t} = ${v}\\,\\text{m/s}$.`,
      };
    },
    (r) => {
      const u = r.pick([10, 20, 30, 40, 50]);
      const range = (u * u) / G;
      return {
        kind: 'numeric', min: range, max: range, topic: 'Projectile Motion', difficulty: 'medium',
        text: `A ball is projected at $45^\\circ$ with a speed of $${u}\\,\\text{m/s}$ on level ground. Taking $g = 10\\,\\text{m/s}^2$, find its horizontal range in metres.`,
        explanation: `$R = \\dfrac{u^2 \\sin 2\\theta}{g} = \\dfrac{${u}^2 \\times 1}{10} = ${num(range)}\\,\\text{m}$.`,
      };
    },
    (r) => {
      const r1 = r.int(2, 12);
      const r2 = r.int(2, 12);
      const parallel = (r1 * r2) / (r1 + r2);
      return {
        kind: 'numeric', min: Number((parallel - 0.01).toFixed(2)), max: Number((parallel + 0.01).toFixed(2)), topic: 'Current Electricity', difficulty: 'medium',
        text: `Resistors of $${r1}\\,\\Omega$ and $${r2}\\,\\Omega$ are connected in parallel. Find the equivalent resistance in ohms, to two decimal places.`,
        explanation: `$R = \\dfrac{R_1 R_2}{R_1 + R_2} = \\dfrac{${r1} \\times ${r2}}{${r1 + r2}} \\approx ${num(parallel)}\\,\\Omega$.`,
      };
    },
    (r) => {
      const m = r.int(2, 40);
      const h = r.int(2, 30);
      const pe = m * G * h;
      return {
        kind: 'numeric', min: pe, max: pe, topic: 'Work, Energy and Power', difficulty: 'easy',
        text: `How much potential energy, in joules, does a $${m}\\,\\text{kg}$ load gain when lifted $${h}\\,\\text{m}$? Take $g = 10\\,\\text{m/s}^2$.`,
        explanation: `$U = mgh = ${m} \\times 10 \\times ${h} = ${pe}\\,\\text{J}$.`,
      };
    },
  ],
  multiple: [
    which(['displacement', 'velocity', 'momentum', 'force', 'torque', 'electric field', 'acceleration'], ['mass', 'kinetic energy', 'speed', 'work', 'power', 'temperature', 'electric charge'], {
      text: 'Which of these quantities are vectors?', explain: 'Vectors have a direction as well as a magnitude: displacement, velocity, acceleration, momentum, force, torque and electric field are vectors; mass, energy, speed, work, power, temperature and charge are scalars.', topic: 'Units and Vectors',
    }),
    which(['joule', 'electron-volt', 'kilowatt-hour', 'erg', 'calorie'], ['watt', 'newton', 'pascal', 'volt', 'tesla', 'coulomb'], {
      text: 'Which of these are units of energy?', explain: 'Joule, erg, calorie, electron-volt and kilowatt-hour all measure energy; watt is power, newton force, pascal pressure, volt potential, tesla magnetic field and coulomb charge.', topic: 'Units and Dimensions',
    }),
  ],
};

const MOLAR: readonly (readonly [string, string, number])[] = [
  ['water', 'H_2O', 18], ['carbon dioxide', 'CO_2', 44], ['sodium chloride', 'NaCl', 58.5], ['calcium carbonate', 'CaCO_3', 100],
  ['ammonia', 'NH_3', 17], ['methane', 'CH_4', 16], ['oxygen', 'O_2', 32], ['glucose', 'C_6H_{12}O_6', 180], ['sulphuric acid', 'H_2SO_4', 98],
  ['sodium hydroxide', 'NaOH', 40],
];

export const chemistry: Record<string, Generator[]> = {
  single: [
    (r) => {
      const [name, formula, molar] = r.pick(MOLAR);
      const others = MOLAR.filter((m) => m[2] !== molar).map((m) => String(m[2]));
      return {
        kind: 'single', topic: 'Mole Concept', difficulty: 'easy',
        text: `What is the molar mass of ${name}, $\\mathrm{${formula}}$, in g/mol?`,
        correct: String(molar), wrong: r.sample(others, 3),
        explanation: `Adding the atomic masses in $\\mathrm{${formula}}$ gives ${molar} g/mol.`,
      };
    },
    (r) => {
      const n = r.int(1, 5);
      return {
        kind: 'single', topic: 'Ionic Equilibrium', difficulty: 'easy',
        text: `What is the pH of a $10^{-${n}}\\,\\text{M}$ solution of hydrochloric acid (a strong acid, fully dissociated)?`,
        correct: String(n), wrong: [String(14 - n), String(n + 1), String(n + 2)],
        explanation: `$[\\mathrm{H^+}] = 10^{-${n}}$, so $\\mathrm{pH} = -\\log[\\mathrm{H^+}] = ${n}$.`,
      };
    },
    pairs([
      ['Benzene', 'C6H6'], ['Ethanol', 'C2H5OH'], ['Acetic acid', 'CH3COOH'], ['Methanol', 'CH3OH'], ['Acetone', 'CH3COCH3'], ['Formaldehyde', 'HCHO'],
      ['Phenol', 'C6H5OH'], ['Chloroform', 'CHCl3'], ['Ethene', 'C2H4'], ['Ethyne', 'C2H2'],
    ], {
      forward: (a) => `What is the molecular formula of ${a.toLowerCase()}?`, backward: (b) => `Which compound has the formula ${b}?`,
      explain: (a, b) => `${a} is ${b}.`, topic: 'Organic Chemistry Basics',
    }),
    pairs([
      ['Sodium', 'alkali metal'], ['Magnesium', 'alkaline earth metal'], ['Chlorine', 'halogen'], ['Argon', 'noble gas'], ['Iron', 'transition metal'],
      ['Cerium', 'lanthanide'], ['Uranium', 'actinide'], ['Silicon', 'metalloid'],
    ], {
      forward: (a) => `To which family of the periodic table does ${a.toLowerCase()} belong?`, backward: (b) => `Which of these elements is a ${b}?`,
      explain: (a, b) => `${a} is a ${b}.`, topic: 'Periodic Table',
    }),
  ],
  numeric: [
    (r) => {
      const [name, formula, molar] = r.pick(MOLAR);
      const moles = r.int(1, 8) / 2;
      const mass = molar * moles;
      return {
        kind: 'numeric', min: moles, max: moles, topic: 'Mole Concept', difficulty: 'easy',
        text: `How many moles are there in $${num(mass)}\\,\\text{g}$ of ${name} ($\\mathrm{${formula}}$, molar mass ${molar} g/mol)?`,
        explanation: `$n = m/M = ${num(mass)}/${molar} = ${num(moles)}\\,\\text{mol}$.`,
      };
    },
    (r) => {
      const moles = r.int(1, 9) / 10;
      const litres = r.pick([0.25, 0.5, 1, 2]);
      const molarity = moles / litres;
      return {
        kind: 'numeric', min: molarity, max: molarity, topic: 'Solutions', difficulty: 'easy',
        text: `$${num(moles)}\\,\\text{mol}$ of a solute is dissolved to make $${num(litres)}\\,\\text{L}$ of solution. What is its molarity (mol/L)?`,
        explanation: `Molarity $= n/V = ${num(moles)}/${num(litres)} = ${num(molarity)}\\,\\text{M}$.`,
      };
    },
  ],
  multiple: [
    which(['helium', 'neon', 'argon', 'krypton', 'xenon'], ['nitrogen', 'oxygen', 'chlorine', 'fluorine', 'hydrogen', 'sodium'], {
      text: 'Which of these are noble gases?', explain: 'Group 18: helium, neon, argon, krypton, xenon and radon.', topic: 'Periodic Table',
    }),
    which(['HCl', 'HNO3', 'H2SO4', 'HBr', 'HI'], ['CH3COOH', 'HF', 'H2CO3', 'HCN', 'H3BO3'], {
      text: 'Which of these are strong acids in water?', explain: 'HCl, HBr, HI, HNO3 and H2SO4 dissociate fully; acetic, hydrofluoric, carbonic, hydrocyanic and boric acids are weak.', topic: 'Ionic Equilibrium',
    }),
  ],
};

export const mathematics: Record<string, Generator[]> = {
  single: [
    (r) => {
      const p = r.int(-9, 9) || 2;
      const q = r.int(-9, 9) || -3;
      const b = -(p + q);
      const c = p * q;
      const poly = `x^2 ${b >= 0 ? '+' : '-'} ${Math.abs(b)}x ${c >= 0 ? '+' : '-'} ${Math.abs(c)}`;
      return {
        kind: 'single', topic: 'Quadratic Equations', difficulty: 'easy',
        text: `What is the sum of the roots of $${poly} = 0$?`,
        correct: String(p + q), wrong: distinct(r, p + q, [-(p + q), p * q, p - q], 0),
        explanation: `For $ax^2 + bx + c = 0$ the roots add to $-b/a = ${p + q}$ (the roots are ${p} and ${q}).`,
      };
    },
    (r) => {
      const s = r.int(2, 12);
      const ways = 6 - Math.abs(7 - s);
      const fraction = `${ways}/36`;
      return {
        kind: 'single', topic: 'Probability', difficulty: 'medium',
        text: `Two fair dice are thrown. What is the probability that the numbers shown add up to ${s}?`,
        correct: fraction, wrong: r.sample([1, 2, 3, 4, 5, 6].filter((w) => w !== ways).map((w) => `${w}/36`), 3),
        explanation: `Of the 36 equally likely outcomes, ${ways} add up to ${s}.`,
      };
    },
    (r) => {
      const x1 = r.int(-6, 6);
      const y1 = r.int(-6, 6);
      const [dx, dy] = r.pick([[3, 4], [6, 8], [5, 12], [8, 6], [4, 3]] as const);
      const d = Math.hypot(dx, dy);
      return {
        kind: 'single', topic: 'Coordinate Geometry', difficulty: 'easy',
        text: `What is the distance between the points $(${x1}, ${y1})$ and $(${x1 + dx}, ${y1 + dy})$?`,
        correct: String(d), wrong: distinct(r, d, [dx + dy, d * d, Math.abs(dx - dy)], 0),
        explanation: `$d = \\sqrt{${dx}^2 + ${dy}^2} = ${d}$.`,
      };
    },
  ],
  numeric: [
    (r) => {
      const n = r.int(2, 6);
      const k = r.int(1, 4);
      const value = n * k ** (n - 1);
      return {
        kind: 'numeric', min: value, max: value, topic: 'Differentiation', difficulty: 'easy',
        text: `If $f(x) = x^{${n}}$, find $f'(${k})$.`,
        explanation: `$f'(x) = ${n}x^{${n - 1}}$, so $f'(${k}) = ${n} \\times ${k}^{${n - 1}} = ${value}$.`,
      };
    },
    (r) => {
      const a = r.int(2, 12);
      const value = (a * a) / 2;
      return {
        kind: 'numeric', min: value, max: value, topic: 'Integral Calculus', difficulty: 'easy',
        text: `Evaluate $\\displaystyle\\int_0^{${a}} x\\,dx$.`,
        explanation: `$\\int_0^{${a}} x\\,dx = \\left[\\tfrac{x^2}{2}\\right]_0^{${a}} = ${num(value)}$.`,
      };
    },
    (r) => {
      const n = r.int(5, 10);
      const k = r.int(2, Math.min(4, n - 1));
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
      return {
        kind: 'numeric', min: c, max: c, topic: 'Permutations and Combinations', difficulty: 'medium',
        text: `In how many ways can a committee of ${k} be chosen from ${n} people?`,
        explanation: `$\\binom{${n}}{${k}} = ${c}$.`,
      };
    },
    (r) => {
      const a = r.int(1, 9);
      const d = r.int(2, 7);
      const n = r.int(10, 30);
      const sum = (n / 2) * (2 * a + (n - 1) * d);
      return {
        kind: 'numeric', min: sum, max: sum, topic: 'Sequences and Series', difficulty: 'medium',
        text: `Find the sum of the first ${n} terms of the arithmetic progression ${a}, ${a + d}, ${a + 2 * d}, …`,
        explanation: `$S_n = \\tfrac{n}{2}\\left(2a + (n-1)d\\right) = \\tfrac{${n}}{2}(${2 * a} + ${(n - 1) * d}) = ${sum}$.`,
      };
    },
  ],
  multiple: [
    (r) => {
      const primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
      const composites = [4, 6, 9, 15, 21, 25, 27, 33, 35, 39, 45, 49, 51, 57];
      const right = r.sample(primes, r.int(2, 3));
      const wrong = r.sample(composites, 4 - right.length);
      return {
        kind: 'multiple', topic: 'Number Theory', difficulty: 'easy',
        text: `Which of the numbers ${r.shuffle([...right, ...wrong]).join(', ')} are prime?`,
        right: right.map(String), wrong: wrong.map(String),
        explanation: 'A prime has exactly two divisors, 1 and itself.',
      };
    },
  ],
};

const MENDEL: readonly (readonly [string, string, string])[] = [
  ['tall', 'dwarf', 'stem height'], ['round', 'wrinkled', 'seed shape'], ['yellow', 'green', 'seed colour'], ['violet', 'white', 'flower colour'],
  ['inflated', 'constricted', 'pod shape'], ['green', 'yellow', 'pod colour'], ['axial', 'terminal', 'flower position'],
];

const crosses: Generator = (r) => {
  const [dominant, recessive, trait] = r.pick(MENDEL);
  const kind = r.int(0, 3);
  if (kind === 0) {
    return {
      kind: 'single', topic: 'Principles of Inheritance', difficulty: 'easy',
      text: `In garden peas, ${dominant} ${trait} is dominant over ${recessive}. Two heterozygous ${dominant} plants are crossed. What is the phenotypic ratio of the offspring?`,
      correct: `3 ${dominant} : 1 ${recessive}`, wrong: [`1 ${dominant} : 1 ${recessive}`, `1 ${dominant} : 2 : 1 ${recessive}`, `9 ${dominant} : 7 ${recessive}`],
      explanation: 'Aa × Aa gives AA : Aa : aa = 1 : 2 : 1; with A dominant, 3 show the dominant form for every 1 recessive.',
    };
  }
  if (kind === 1) {
    return {
      kind: 'single', topic: 'Principles of Inheritance', difficulty: 'easy',
      text: `A heterozygous ${dominant} pea plant (${trait}) is test-crossed with a ${recessive} plant. What ratio of ${dominant} to ${recessive} offspring is expected?`,
      correct: '1 : 1', wrong: ['3 : 1', '1 : 2 : 1', 'All dominant'],
      explanation: 'A test cross Aa × aa gives Aa and aa in equal numbers.',
    };
  }
  if (kind === 2) {
    return {
      kind: 'single', topic: 'Principles of Inheritance', difficulty: 'easy',
      text: `Two pea plants heterozygous for ${trait} (${dominant} dominant) are crossed. What is the genotypic ratio of the offspring?`,
      correct: '1 : 2 : 1', wrong: ['3 : 1', '1 : 1', '9 : 3 : 3 : 1'],
      explanation: 'Aa × Aa gives AA, Aa, aa in the ratio 1 : 2 : 1.',
    };
  }
  const [d2, r2, t2] = r.pick(MENDEL.filter((m) => m[2] !== trait));
  return {
    kind: 'single', topic: 'Principles of Inheritance', difficulty: 'medium',
    text: `Plants heterozygous for both ${trait} (${dominant} dominant) and ${t2} (${d2} dominant) are self-crossed. What fraction of the offspring are ${recessive} and ${r2}?`,
    correct: '1/16', wrong: ['3/16', '9/16', '1/4'],
    explanation: 'In a dihybrid cross the phenotypes fall 9 : 3 : 3 : 1; the double recessive is 1 of 16.',
  };
};

const probabilityRecessive: Generator = (r) => {
  const [dominant, recessive, trait] = r.pick(MENDEL);
  const parents = r.pick([['Aa', 'Aa', 0.25], ['Aa', 'aa', 0.5], ['AA', 'aa', 0]] as const);
  return {
    kind: 'numeric', min: parents[2], max: parents[2], topic: 'Principles of Inheritance', difficulty: 'medium',
    text: `For ${trait} in peas (A: ${dominant}, a: ${recessive}), what is the probability, as a decimal, that a seedling of the cross ${parents[0]} × ${parents[1]} is ${recessive}?`,
    explanation: `Only aa is ${recessive}; the cross ${parents[0]} × ${parents[1]} gives aa with probability ${parents[2]}.`,
  };
};

const BLOOD: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['IᴬIᴬ', 'IᴮIᴮ', 'AB only', ['A and B only', 'O only', 'A, B, AB and O']],
  ['IᴬIᴼ', 'IᴮIᴼ', 'A, B, AB and O', ['AB only', 'A and B only', 'O only']],
  ['IᴬIᴼ', 'IᴼIᴼ', 'A and O', ['A only', 'O only', 'A, B and O']],
  ['IᴬIᴮ', 'IᴼIᴼ', 'A and B', ['AB and O', 'A, B and AB', 'O only']],
  ['IᴬIᴮ', 'IᴬIᴮ', 'A, B and AB', ['AB only', 'A, B, AB and O', 'A and B only']],
  ['IᴮIᴼ', 'IᴼIᴼ', 'B and O', ['B only', 'AB and O', 'O only']],
];

const bloodGroups: Generator = (r) => {
  const [a, b, correct, wrong] = r.pick(BLOOD);
  return {
    kind: 'single', topic: 'Multiple Alleles', difficulty: 'medium',
    text: `A parent of genotype ${a} and a parent of genotype ${b} have children. Which blood groups can the children have?`,
    correct, wrong, explanation: 'Iᴬ and Iᴮ are codominant and both dominant over Iᴼ; list the genotypes the parents can pass on.',
  };
};

const xLinked: Generator = (r) => {
  const [condition, carrier] = r.pick([['colour blindness', 'a carrier'], ['haemophilia', 'a carrier']] as const);
  const ask = r.pick([['a son', 0.5], ['a daughter', 0], ['any child', 0.25]] as const);
  return {
    kind: 'numeric', min: ask[1], max: ask[1], topic: 'Sex-linked Inheritance', difficulty: 'hard',
    text: `A woman who is ${carrier} of X-linked recessive ${condition} marries an unaffected man. What is the probability, as a decimal, that ${ask[0]} of theirs is affected?`,
    explanation: `XᴴXʰ × XᴴY: sons are XᴴY or XʰY (half affected); daughters are never affected; of all children, one in four is an affected son.`,
  };
};

const ORGANELLES = [
  ['Mitochondrion', 'aerobic respiration and ATP synthesis'], ['Ribosome', 'protein synthesis'], ['Chloroplast', 'photosynthesis'],
  ['Golgi apparatus', 'packaging and secretion of proteins'], ['Lysosome', 'intracellular digestion'], ['Nucleolus', 'synthesis of ribosomal RNA'],
  ['Smooth endoplasmic reticulum', 'lipid synthesis'], ['Centriole', 'formation of spindle fibres in animal cells'],
] as const;
const PLANT_HORMONES = [
  ['Auxin', 'apical dominance'], ['Gibberellin', 'bolting and stem elongation'], ['Cytokinin', 'cell division and delay of leaf senescence'],
  ['Abscisic acid', 'closure of stomata under water stress'], ['Ethylene', 'ripening of fruits'],
] as const;
const HORMONES = [
  ['Insulin', 'beta cells of the islets of Langerhans'], ['Glucagon', 'alpha cells of the islets of Langerhans'], ['Thyroxine', 'thyroid gland'],
  ['Adrenaline', 'adrenal medulla'], ['Cortisol', 'adrenal cortex'], ['Melatonin', 'pineal gland'], ['Oxytocin', 'posterior pituitary (made in the hypothalamus)'],
  ['Parathormone', 'parathyroid glands'],
] as const;
const VITAMINS = [
  ['Vitamin A', 'night blindness'], ['Vitamin B1 (thiamine)', 'beriberi'], ['Vitamin C', 'scurvy'], ['Vitamin D', 'rickets'],
  ['Vitamin B3 (niacin)', 'pellagra'], ['Vitamin B12', 'pernicious anaemia'],
] as const;
const ENZYMES = [
  ['Salivary amylase', 'starch'], ['Pepsin', 'proteins in the stomach'], ['Pancreatic lipase', 'emulsified fats'], ['Trypsin', 'proteins in the small intestine'],
  ['Lactase', 'lactose'], ['Maltase', 'maltose'],
] as const;

const physiologyNumbers: Generator = (r) => {
  const [text, value, explanation] = r.pick([
    ['How many bones are there in the adult human skeleton?', 206, 'The adult skeleton has 206 bones.'],
    ['How many pairs of cranial nerves does a human have?', 12, 'Humans have 12 pairs of cranial nerves.'],
    ['How many pairs of spinal nerves does a human have?', 31, 'Humans have 31 pairs of spinal nerves.'],
    ['For about how many days does a human red blood cell live?', 120, 'A red blood cell lives about 120 days.'],
    ['How many chromosomes are there in a human somatic cell?', 46, 'Human somatic cells are diploid with 46 chromosomes.'],
    ['How many chambers does the human heart have?', 4, 'Two atria and two ventricles.'],
    ['What is the normal systolic blood pressure of a healthy adult, in mm Hg?', 120, 'Normal blood pressure is about 120/80 mm Hg.'],
  ] as const);
  return { kind: 'numeric', min: value, max: value, text, explanation, topic: 'Human Physiology', difficulty: 'easy' };
};

export const botany: Record<string, Generator[]> = {
  single: [
    crosses,
    pairs(ORGANELLES, { forward: (a) => `What is the main function of the ${a.toLowerCase()}?`, backward: (b) => `Which cell organelle is responsible for ${b}?`, explain: (a, b) => `The ${a.toLowerCase()}: ${b}.`, topic: 'Cell: Structure and Function' }),
    pairs(PLANT_HORMONES, { forward: (a) => `Which effect is ${a.toLowerCase()} best known for?`, backward: (b) => `Which plant hormone is chiefly responsible for ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Plant Growth and Development' }),
  ],
  numeric: [probabilityRecessive],
  multiple: [
    which(['Auxin', 'Gibberellin', 'Cytokinin'], ['Abscisic acid', 'Ethylene', 'Insulin', 'Thyroxine'], {
      text: 'Which of these plant hormones generally promote growth?', explain: 'Auxins, gibberellins and cytokinins promote growth; abscisic acid and ethylene are growth inhibitors; insulin and thyroxine are animal hormones.', topic: 'Plant Growth and Development',
    }),
  ],
};

export const zoology: Record<string, Generator[]> = {
  single: [
    pairs(HORMONES, { forward: (a) => `Which gland or tissue secretes ${a.toLowerCase()}?`, backward: (b) => `Which hormone is secreted by the ${b}?`, explain: (a, b) => `${a} comes from the ${b}.`, topic: 'Chemical Coordination' }),
    pairs(VITAMINS, { forward: (a) => `A deficiency of ${a} causes which disease?`, backward: (b) => `A deficiency of which vitamin causes ${b}?`, explain: (a, b) => `${a} deficiency causes ${b}.`, topic: 'Human Nutrition' }),
    pairs(ENZYMES, { forward: (a) => `${a} acts on which substrate?`, backward: (b) => `Which enzyme digests ${b}?`, explain: (a, b) => `${a} acts on ${b}.`, topic: 'Digestion and Absorption' }),
    bloodGroups,
  ],
  numeric: [physiologyNumbers, xLinked],
};

export const genetics: Record<string, Generator[]> = {
  single: [crosses, bloodGroups],
  numeric: [probabilityRecessive, xLinked],
};

