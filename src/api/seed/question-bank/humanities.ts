/** UPSC banks: polity, modern history, economy and geography from tables of facts; aptitude computed; essays. */
import { pairs, type Generator } from './drafts.ts';
import { num } from './random.ts';

const ARTICLES = [
  ['Article 14', 'equality before the law and equal protection of the laws'], ['Article 19', 'protection of six freedoms, including speech and expression'],
  ['Article 21', 'protection of life and personal liberty'], ['Article 32', 'the right to constitutional remedies'],
  ['Article 44', 'a uniform civil code for citizens (a Directive Principle)'], ['Article 51A', 'the fundamental duties of citizens'],
  ['Article 72', "the President's power to grant pardons"], ['Article 110', 'the definition of a Money Bill'],
  ['Article 112', 'the annual financial statement (the Union Budget)'], ['Article 280', 'the Finance Commission'],
  ['Article 324', 'the Election Commission'], ['Article 352', 'a proclamation of national emergency'],
  ['Article 356', "President's rule in a State"], ['Article 360', 'a financial emergency'], ['Article 368', 'the power of Parliament to amend the Constitution'],
  ['Article 17', 'the abolition of untouchability'],
] as const;

const EVENTS = [
  ['the Battle of Plassey', '1757'], ['the Revolt of 1857', '1857'], ['the founding of the Indian National Congress', '1885'],
  ['the Partition of Bengal', '1905'], ['the Lucknow Pact', '1916'], ['the Jallianwala Bagh massacre', '1919'], ['the launch of the Non-Cooperation Movement', '1920'],
  ['the Simon Commission\'s arrival in India', '1928'], ['the Dandi March', '1930'], ['the Poona Pact', '1932'], ['the Government of India Act', '1935'],
  ['the Quit India Movement', '1942'], ['Independence and Partition', '1947'],
] as const;

const REFORMERS = [
  ['Raja Ram Mohan Roy', 'the Brahmo Samaj'], ['Swami Dayananda Saraswati', 'the Arya Samaj'], ['Jyotirao Phule', 'the Satyashodhak Samaj'],
  ['Sir Syed Ahmad Khan', 'the Aligarh Movement'], ['Swami Vivekananda', 'the Ramakrishna Mission'], ['Sree Narayana Guru', 'the SNDP Yogam'],
] as const;

const ECONOMY = [
  ['Repo rate', 'the rate at which the RBI lends short-term funds to commercial banks'], ['Reverse repo rate', 'the rate at which the RBI borrows from commercial banks'],
  ['Cash Reserve Ratio', 'the share of deposits banks must keep with the RBI as cash'], ['Statutory Liquidity Ratio', 'the share of deposits banks must hold in liquid assets such as government securities'],
  ['Fiscal deficit', 'total expenditure minus total receipts excluding borrowings'], ['Primary deficit', 'the fiscal deficit minus interest payments'],
  ['Minimum Support Price', 'the price at which the government buys crops from farmers to protect them from falls in price'],
  ['GDP deflator', 'the ratio of nominal GDP to real GDP'],
  ['Inflation', 'a sustained rise in the general level of prices'], ['Current account deficit', 'payments for imports of goods, services and transfers exceeding receipts from exports'],
  ['Disinvestment', 'the government selling part of its stake in public sector enterprises'], ['Stagflation', 'high inflation together with stagnant growth and high unemployment'],
  ['Base effect', 'the influence of the previous year\'s price level on this year\'s measured inflation'],
  ['Open market operations', 'the RBI buying or selling government securities to manage liquidity'],
  ['Priority sector lending', 'bank lending set aside for sectors such as agriculture and small enterprises'],
  ['Direct tax', 'a tax paid by the person on whom it is levied, such as income tax'],
] as const;

const PARKS = [
  ['Jim Corbett National Park', 'Uttarakhand'], ['Kaziranga National Park', 'Assam'], ['Gir National Park', 'Gujarat'], ['Sundarbans National Park', 'West Bengal'],
  ['Periyar Tiger Reserve', 'Kerala'], ['Bandhavgarh National Park', 'Madhya Pradesh'], ['Keibul Lamjao National Park', 'Manipur'], ['Silent Valley National Park', 'Kerala'],
  ['Kanha National Park', 'Madhya Pradesh'], ['Dachigam National Park', 'Jammu and Kashmir'], ['Namdapha National Park', 'Arunachal Pradesh'],
  ['Nagarhole National Park', 'Karnataka'], ['Valley of Flowers National Park', 'Uttarakhand'],
] as const;
const PASSES = [
  ['Shipki La', 'Himachal Pradesh'], ['Nathu La', 'Sikkim'], ['Zoji La', 'Ladakh'], ['Bomdi La', 'Arunachal Pradesh'], ['Lipulekh', 'Uttarakhand'],
  ['Rohtang Pass', 'Himachal Pradesh'], ['Jelep La', 'Sikkim'],
] as const;

export const polity: Record<string, Generator[]> = {
  single: [pairs(ARTICLES, {
    forward: (a) => `${a} of the Constitution of India deals with:`, backward: (b) => `Which Article of the Constitution of India provides for ${b}?`,
    explain: (a, b) => `${a}: ${b}.`, topic: 'Indian Polity', difficulty: 'medium',
  })],
};

export const history: Record<string, Generator[]> = {
  single: [
    pairs(EVENTS, { forward: (a) => `In which year did ${a} take place?`, backward: (b) => `Which of these took place in ${b}?`, explain: (a, b) => `${a[0]!.toUpperCase()}${a.slice(1)}: ${b}.`, topic: 'Modern Indian History' }),
    pairs(REFORMERS, { forward: (a) => `${a} is associated with:`, backward: (b) => `Who founded or led ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Socio-religious Reform Movements' }),
  ],
};

export const economy: Record<string, Generator[]> = {
  single: [pairs(ECONOMY, { forward: (a) => `What does the term "${a}" mean?`, backward: (b) => `Which term means ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Indian Economy', difficulty: 'medium' })],
  numeric: [
    (r) => {
      const expenditure = r.int(40, 50);
      const receipts = r.int(25, 32);
      const fd = expenditure - receipts;
      return {
        kind: 'numeric', min: fd, max: fd, topic: 'Fiscal Policy', difficulty: 'medium',
        text: `A government spends ₹${expenditure} lakh crore in a year and its receipts other than borrowings are ₹${receipts} lakh crore. What is its fiscal deficit, in lakh crore rupees?`,
        explanation: `Fiscal deficit = total expenditure − receipts excluding borrowings = ${expenditure} − ${receipts} = ${fd}.`,
      };
    },
  ],
};

export const geography: Record<string, Generator[]> = {
  single: [
    pairs(PARKS, { forward: (a) => `In which State or Union Territory is ${a}?`, backward: (b) => `Which of these protected areas is in ${b}?`, explain: (a, b) => `${a} is in ${b}.`, topic: 'Indian Geography' }),
    pairs(PASSES, { forward: (a) => `The mountain pass ${a} is in:`, backward: (b) => `Which of these passes is in ${b}?`, explain: (a, b) => `${a} is in ${b}.`, topic: 'Indian Geography' }),
  ],
};

export const aptitude: Record<string, Generator[]> = {
  single: [
    (r) => {
      const cost = r.int(4, 20) * 50;
      const percent = r.pick([10, 12, 15, 20, 25]);
      const price = cost * (1 + percent / 100);
      return {
        kind: 'single', topic: 'Basic Numeracy', difficulty: 'easy',
        text: `An article bought for ₹${cost} is sold at a profit of ${percent}%. What is its selling price?`,
        correct: `₹${num(price)}`, wrong: [`₹${num(cost + percent)}`, `₹${num(cost * (1 - percent / 100))}`, `₹${num(price + 50)}`],
        explanation: `Selling price = ${cost} × (1 + ${percent}/100) = ₹${num(price)}.`,
      };
    },
  ],
  numeric: [
    (r) => {
      const speed = r.pick([36, 54, 72, 90]);
      const length = r.int(2, 6) * 50;
      const seconds = length / (speed * 5 / 18);
      return {
        kind: 'numeric', min: seconds, max: seconds, topic: 'Basic Numeracy', difficulty: 'medium',
        text: `A train ${length} m long runs at ${speed} km/h. In how many seconds does it pass a signal post?`,
        explanation: `${speed} km/h = ${num(speed * 5 / 18)} m/s; time = ${length} / ${num(speed * 5 / 18)} = ${num(seconds)} s.`,
      };
    },
  ],
};

const ESSAYS = [
  ['Discuss the role of the Finance Commission in India\'s fiscal federalism. (250 words)', 'Define the Commission (Article 280), its vertical and horizontal devolution, criteria, recent awards, and tensions such as cesses outside the divisible pool.'],
  ['"Technology is a double-edged sword for democracy." Critically examine. (250 words)', 'Balance participation, transparency and service delivery against misinformation, surveillance and polarisation, with Indian examples and a way forward.'],
  ['Examine the significance of the Poona Pact of 1932 for the representation of the Depressed Classes. (150 words)', 'Context of the Communal Award, Ambedkar and Gandhi, reserved seats within joint electorates, and its legacy in the Constitution.'],
  ['How does climate change threaten India\'s food security? Suggest measures. (250 words)', 'Yields, water stress, heat waves and pests; measures such as climate-resilient seeds, micro-irrigation, crop insurance and diversification.'],
  ['A district officer finds that a contractor close to a minister has supplied substandard material for a school building. What should the officer do? (Ethics case study)', 'Stakeholders, values at stake (integrity, accountability, child safety), options and their consequences, and a justified course of action.'],
] as const;

export const essay: Record<string, Generator[]> = {
  subjective: [
    (r) => {
      const [text, model] = r.pick(ESSAYS);
      return { kind: 'subjective', text, model, format: 'text_or_upload', topic: 'Answer Writing', difficulty: 'hard', explanation: `A good answer: ${model}` };
    },
  ],
};

const SYNONYMS = [
  ['abundant', 'plentiful'], ['candid', 'frank'], ['diligent', 'hard-working'], ['ephemeral', 'short-lived'], ['frugal', 'thrifty'], ['gregarious', 'sociable'],
  ['lucid', 'clear'], ['meticulous', 'careful'], ['obstinate', 'stubborn'], ['prudent', 'wise'], ['reticent', 'reserved'], ['tranquil', 'calm'],
  ['ubiquitous', 'everywhere'], ['benevolent', 'kind'], ['arduous', 'difficult'],
] as const;
const IDIOMS = [
  ['to bite the bullet', 'to face something unpleasant bravely'], ['to break the ice', 'to start a conversation in an awkward situation'],
  ['a blessing in disguise', 'something good that seemed bad at first'], ['to hit the nail on the head', 'to describe exactly what is right'],
  ['to let the cat out of the bag', 'to reveal a secret by mistake'], ['once in a blue moon', 'very rarely'], ['to cut corners', 'to do something cheaply or carelessly'],
  ['under the weather', 'slightly ill'],
] as const;

export const english: Record<string, Generator[]> = {
  single: [
    pairs(SYNONYMS, { forward: (a) => `Choose the word closest in meaning to "${a}".`, backward: (b) => `Which word means "${b}"?`, explain: (a, b) => `"${a}" means "${b}".`, topic: 'Vocabulary' }),
    pairs(IDIOMS, { forward: (a) => `What does the idiom "${a}" mean?`, backward: (b) => `Which idiom means "${b}"?`, explain: (a, b) => `"${a}": ${b}.`, topic: 'Idioms and Phrases' }),
  ],
};
