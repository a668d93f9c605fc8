/** atelier-lingua's banks: French, Spanish, Italian and German conjugation and vocabulary, art history and practice. */
import { pairs, which, type Draft, type Generator } from './drafts.ts';

/**
 * A verb: its infinitive, its six present-tense forms, and what may follow it so that the sentence is right with
 * any of the six subjects ("Nous pouvons venir demain", never "Nous pouvons au marché").
 */
type Table = readonly [string, readonly string[], readonly string[]];

/** Conjugation in a sentence: a blank to fill, or the right form to choose, for the subjects that go with the forms. */
function conjugation(language: string, subjects: readonly string[], verbs: readonly Table[]): Generator[] {
  const topic = `${language}: the present tense`;
  return [
    (r) => {
      const [infinitive, forms, complements] = r.pick(verbs);
      const person = r.int(0, 5);
      const setting = r.pick(complements);
      return {
        kind: 'blanks', topic, difficulty: 'easy',
        text: `${subjects[person]} [[1]] (${infinitive}) ${setting}.`,
        accepted: [[forms[person]!]],
        explanation: `${infinitive}: ${forms.map((f, i) => `${subjects[i]!.toLowerCase()} ${f}`).join(', ')}.`,
      } satisfies Draft;
    },
    (r) => {
      const [infinitive, forms, complements] = r.pick(verbs);
      const person = r.int(0, 5);
      const wrong = [...new Set(forms.filter((f) => f !== forms[person]))].slice(0, 3);
      return {
        kind: 'single', topic, difficulty: 'easy',
        text: `Choose the right form of *${infinitive}*: "${subjects[person]} ___ ${r.pick(complements)}."`,
        correct: forms[person]!, wrong: wrong.length === 3 ? wrong : [...wrong, `${infinitive}`].slice(0, 3),
        explanation: `With "${subjects[person]}", ${infinitive} is "${forms[person]}".`,
      } satisfies Draft;
    },
  ];
}

const vocabulary = (language: string, rows: readonly (readonly [string, string])[]): Generator =>
  pairs(rows, {
    forward: (a) => `What does the ${language} word "${a}" mean?`, backward: (b) => `How do you say "${b}" in ${language}?`,
    explain: (a, b) => `"${a}" means "${b}".`, topic: `${language} vocabulary`,
  });

const ENGLISH = ['house', 'dog', 'cat', 'book', 'car', 'apple', 'cheese', 'station', 'library', 'work', 'week', 'Tuesday', 'summer', 'winter', 'red', 'green', 'thank you', 'window'];
const zip = (words: readonly string[]) => words.map((w, i) => [w, ENGLISH[i]!] as const);

const frenchVerbs: readonly Table[] = [
  ['être', ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'], ['à Paris', 'au bureau', 'en vacances', 'à la maison']],
  ['aller', ['vais', 'vas', 'va', 'allons', 'allez', 'vont'], ['au marché', 'à la gare', 'au cinéma ce soir', 'à Lyon demain']],
  ['faire', ['fais', 'fais', 'fait', 'faisons', 'faites', 'font'], ['du sport le samedi', 'la cuisine ce soir', 'une promenade au parc']],
  ['pouvoir', ['peux', 'peux', 'peut', 'pouvons', 'pouvez', 'peuvent'], ['venir demain', 'parler français', 'partir à huit heures']],
  ['prendre', ['prends', 'prends', 'prend', 'prenons', 'prenez', 'prennent'], ['le train', 'un café', 'le bus à huit heures']],
];
const spanishVerbs: readonly Table[] = [
  ['ser', ['soy', 'eres', 'es', 'somos', 'sois', 'son'], ['de Madrid', 'de Sevilla', 'de México']],
  ['estar', ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'], ['en casa', 'en la oficina', 'de vacaciones', 'en Madrid']],
  ['tener', ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'], ['hambre', 'mucho trabajo', 'una reunión a las diez']],
  ['ir', ['voy', 'vas', 'va', 'vamos', 'vais', 'van'], ['al mercado', 'a Madrid mañana', 'a la oficina']],
];
const italianVerbs: readonly Table[] = [
  ['essere', ['sono', 'sei', 'è', 'siamo', 'siete', 'sono'], ['a Roma', 'a casa', 'in vacanza', 'in ufficio']],
  ['avere', ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno'], ['fame', 'molto lavoro', 'una riunione alle dieci']],
  ['andare', ['vado', 'vai', 'va', 'andiamo', 'andate', 'vanno'], ['a Roma', 'al mercato', 'in ufficio']],
  ['fare', ['faccio', 'fai', 'fa', 'facciamo', 'fate', 'fanno'], ['una passeggiata', 'colazione alle otto', 'la spesa']],
];
const germanVerbs: readonly Table[] = [
  ['sein', ['bin', 'bist', 'ist', 'sind', 'seid', 'sind'], ['in Berlin', 'zu Hause', 'im Urlaub', 'im Büro']],
  ['haben', ['habe', 'hast', 'hat', 'haben', 'habt', 'haben'], ['Hunger', 'viel Arbeit', 'heute Zeit']],
  ['werden', ['werde', 'wirst', 'wird', 'werden', 'werdet', 'werden'], ['müde', 'bald nervös']],
  ['können', ['kann', 'kannst', 'kann', 'können', 'könnt', 'können'], ['gut schwimmen', 'Deutsch sprechen', 'morgen kommen']],
];

const ARTICLES_DE = [
  ['Hund', 'der'], ['Katze', 'die'], ['Buch', 'das'], ['Auto', 'das'], ['Apfel', 'der'], ['Bahnhof', 'der'], ['Bibliothek', 'die'], ['Bäckerei', 'die'],
  ['Woche', 'die'], ['Sommer', 'der'], ['Haus', 'das'], ['Fenster', 'das'], ['Mädchen', 'das'], ['Zeitung', 'die'], ['Tisch', 'der'], ['Tür', 'die'],
] as const;
const GENDER_FR = [
  ['maison', 'la'], ['chien', 'le'], ['livre', 'le'], ['voiture', 'la'], ['pomme', 'la'], ['fromage', 'le'], ['gare', 'la'], ['bibliothèque', 'la'],
  ['travail', 'le'], ['semaine', 'la'], ['fenêtre', 'la'], ['soleil', 'le'], ['lune', 'la'], ['vélo', 'le'], ['plage', 'la'],
] as const;

/** The definite article of a singular noun; `choices` holds four articles of the language, one of them right. */
const article = (language: string, rows: readonly (readonly [string, string])[], choices: readonly string[]): Generator => (r) => {
  const [noun, correct] = r.pick(rows);
  return {
    kind: 'single', topic: `${language}: articles and gender`, difficulty: 'easy', text: `Which definite article goes with the singular ${language} noun "${noun}" as the subject of a sentence?`,
    correct, wrong: choices.filter((c) => c !== correct).slice(0, 3), explanation: `It is "${correct} ${noun}".`,
  };
};

const WRITING: Record<string, readonly (readonly [string, string])[]> = {
  French: [
    ['Rédigez un courriel (180 mots) à la mairie de votre ville pour proposer un jardin partagé dans votre quartier.', 'Formule d\'appel et de politesse, présentation du projet, trois arguments articulés (connecteurs), une demande précise.'],
    ['Essai argumenté (250 mots) : « Le télétravail est-il un progrès pour tous ? »', 'Introduction avec problématique, thèse et antithèse illustrées, conclusion nuancée ; registre soutenu.'],
  ],
  Spanish: [
    ['Escriba un correo (150 palabras) a un amigo contándole sus últimas vacaciones y proponiéndole un plan para el verano.', 'Saludo y despedida informales, pretérito indefinido e imperfecto bien usados, una propuesta con futuro o ir a + infinitivo.'],
    ['Escriba un texto (200 palabras) de opinión: «¿Deberían ser gratuitos los museos?»', 'Opinión clara, dos argumentos con conectores, un contraargumento y una conclusión.'],
  ],
};
const writing = (language: string): Generator => (r) => {
  const [text, model] = r.pick(WRITING[language]!);
  return { kind: 'subjective', text, model, format: 'text', topic: `${language}: writing`, difficulty: 'hard', explanation: `Marked on: ${model}` };
};

export const french: Record<string, Generator[]> = {
  single: [...conjugation('French', ['Je', 'Tu', 'Elle', 'Nous', 'Vous', 'Ils'], frenchVerbs).slice(1), article('French', GENDER_FR, ['le', 'la', 'les', 'l’']),
    vocabulary('French', zip(['maison', 'chien', 'chat', 'livre', 'voiture', 'pomme', 'fromage', 'gare', 'bibliothèque', 'travail', 'semaine', 'mardi', 'été', 'hiver', 'rouge', 'vert', 'merci', 'fenêtre']))],
  fill_in_the_blanks: conjugation('French', ['Je', 'Tu', 'Elle', 'Nous', 'Vous', 'Ils'], frenchVerbs).slice(0, 1),
  subjective: [writing('French')],
};
export const spanish: Record<string, Generator[]> = {
  single: [...conjugation('Spanish', ['Yo', 'Tú', 'Ella', 'Nosotros', 'Vosotros', 'Ellos'], spanishVerbs).slice(1),
    vocabulary('Spanish', zip(['casa', 'perro', 'gato', 'libro', 'coche', 'manzana', 'queso', 'estación', 'biblioteca', 'trabajo', 'semana', 'martes', 'verano', 'invierno', 'rojo', 'verde', 'gracias', 'ventana']))],
  fill_in_the_blanks: conjugation('Spanish', ['Yo', 'Tú', 'Ella', 'Nosotros', 'Vosotros', 'Ellos'], spanishVerbs).slice(0, 1),
  subjective: [writing('Spanish')],
};
export const italian: Record<string, Generator[]> = {
  single: [...conjugation('Italian', ['Io', 'Tu', 'Lei', 'Noi', 'Voi', 'Loro'], italianVerbs).slice(1),
    vocabulary('Italian', zip(['casa', 'cane', 'gatto', 'libro', 'macchina', 'mela', 'formaggio', 'stazione', 'biblioteca', 'lavoro', 'settimana', 'martedì', 'estate', 'inverno', 'rosso', 'verde', 'grazie', 'finestra']))],
  fill_in_the_blanks: conjugation('Italian', ['Io', 'Tu', 'Lei', 'Noi', 'Voi', 'Loro'], italianVerbs).slice(0, 1),
};
export const german: Record<string, Generator[]> = {
  single: [...conjugation('German', ['Ich', 'Du', 'Er', 'Wir', 'Ihr', 'Die Kinder'], germanVerbs).slice(1), article('German', ARTICLES_DE, ['der', 'die', 'das', 'den']),
    vocabulary('German', zip(['Haus', 'Hund', 'Katze', 'Buch', 'Auto', 'Apfel', 'Käse', 'Bahnhof', 'Bibliothek', 'Arbeit', 'Woche', 'Dienstag', 'Sommer', 'Winter', 'rot', 'grün', 'danke', 'Fenster']))],
  fill_in_the_blanks: conjugation('German', ['Ich', 'Du', 'Er', 'Wir', 'Ihr', 'Die Kinder'], germanVerbs).slice(0, 1),
};

const WORKS = [
  ['Mona Lisa', 'Leonardo da Vinci'], ['The Last Supper', 'Leonardo da Vinci'], ['The Birth of Venus', 'Sandro Botticelli'], ['Primavera', 'Sandro Botticelli'],
  ['The School of Athens', 'Raphael'], ['The ceiling of the Sistine Chapel', 'Michelangelo'], ['Venus of Urbino', 'Titian'], ['The Tempest', 'Giorgione'],
  ['The Arnolfini Portrait', 'Jan van Eyck'], ['Impression, Sunrise', 'Claude Monet'], ['Le Déjeuner sur l\'herbe', 'Édouard Manet'], ['Olympia', 'Édouard Manet'],
  ['The Dance Class', 'Edgar Degas'], ['The Starry Night', 'Vincent van Gogh'], ['A Sunday on La Grande Jatte', 'Georges Seurat'], ['The Scream', 'Edvard Munch'],
  ['Lamentation (Scrovegni Chapel)', 'Giotto'], ['The Tribute Money (Brancacci Chapel)', 'Masaccio'],
] as const;

export const art_history: Record<string, Generator[]> = {
  single: [
    (r) => {
      const [work, artist] = r.pick(WORKS);
      const backward = r() < 0.4;
      const others = [...new Set(WORKS.filter((w) => w[1] !== artist).map((w) => (backward ? w[0] : w[1])))];
      return {
        kind: 'single', topic: 'Art History', difficulty: 'easy',
        text: backward ? `Which of these works is by ${artist}?` : `Who painted *${work}*?`,
        correct: backward ? work : artist, wrong: r.sample(others, 3), explanation: `*${work}* is by ${artist}.`,
      };
    },
  ],
  multiple: [
    which(['Claude Monet', 'Pierre-Auguste Renoir', 'Edgar Degas', 'Camille Pissarro', 'Berthe Morisot', 'Alfred Sisley'], ['Caravaggio', 'Rembrandt', 'Johannes Vermeer', 'Salvador Dalí', 'Sandro Botticelli'], {
      text: 'Which of these painters exhibited with the Impressionists?', explain: 'Monet, Renoir, Degas, Pissarro, Morisot and Sisley showed at the Impressionist exhibitions (1874-1886).', topic: 'Impressionism',
    }),
  ],
};

export const art_practice: Record<string, Generator[]> = {
  single: [pairs([
    ['Wet-on-wet', 'painting onto damp paper so colours bleed softly'], ['Glazing', 'thin transparent layers over dry paint'], ['Dry brush', 'little water for a broken, textured stroke'],
    ['Masking fluid', 'keeping areas of paper white'], ['One-point perspective', 'lines converging on a single vanishing point'], ['Hatching', 'parallel lines that build up tone'],
    ['Sight-size', 'measuring the subject against the drawing at the same apparent size'], ['Complementary colours', 'pairs opposite on the colour wheel, such as blue and orange'],
  ], { forward: (a) => `What is "${a}"?`, backward: (b) => `Which technique or term means ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Technique' })],
};
