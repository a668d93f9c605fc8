/** UPSC banks: polity, modern history, economy and geography from tables of facts; aptitude computed; essays. */
import { pairs, type Generator, type HindiNames } from './drafts.ts';
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

/** The UPSC tables in Hindi, as NCERT's and the Commission's Hindi papers name them; a year reads the same. */
const UPSC_HI: HindiNames = {
  ...Object.fromEntries(ARTICLES.map(([article]) => [article, `अनुच्छेद ${article.slice('Article '.length)}`])),
  'equality before the law and equal protection of the laws': 'विधि के समक्ष समता और विधियों का समान संरक्षण',
  'protection of six freedoms, including speech and expression': 'वाक् और अभिव्यक्ति सहित छह स्वतंत्रताओं का संरक्षण',
  'protection of life and personal liberty': 'प्राण और दैहिक स्वतंत्रता का संरक्षण',
  'the right to constitutional remedies': 'संवैधानिक उपचारों का अधिकार',
  'a uniform civil code for citizens (a Directive Principle)': 'नागरिकों के लिए समान सिविल संहिता (एक निदेशक तत्व)',
  'the fundamental duties of citizens': 'नागरिकों के मूल कर्तव्य',
  "the President's power to grant pardons": 'राष्ट्रपति की क्षमादान की शक्ति',
  'the definition of a Money Bill': 'धन विधेयक की परिभाषा',
  'the annual financial statement (the Union Budget)': 'वार्षिक वित्तीय विवरण (केंद्रीय बजट)',
  'the Finance Commission': 'वित्त आयोग',
  'the Election Commission': 'निर्वाचन आयोग',
  'a proclamation of national emergency': 'राष्ट्रीय आपातकाल की उद्घोषणा',
  "President's rule in a State": 'किसी राज्य में राष्ट्रपति शासन',
  'a financial emergency': 'वित्तीय आपातकाल',
  'the power of Parliament to amend the Constitution': 'संविधान में संशोधन करने की संसद की शक्ति',
  'the abolition of untouchability': 'अस्पृश्यता का अंत',
  'the Battle of Plassey': 'प्लासी का युद्ध', 'the Revolt of 1857': '1857 का विद्रोह', 'the founding of the Indian National Congress': 'भारतीय राष्ट्रीय कांग्रेस की स्थापना',
  'the Partition of Bengal': 'बंगाल का विभाजन', 'the Lucknow Pact': 'लखनऊ समझौता', 'the Jallianwala Bagh massacre': 'जलियाँवाला बाग़ हत्याकांड',
  'the launch of the Non-Cooperation Movement': 'असहयोग आंदोलन का आरम्भ', "the Simon Commission's arrival in India": 'साइमन कमीशन का भारत आगमन',
  'the Dandi March': 'दांडी यात्रा', 'the Poona Pact': 'पूना समझौता', 'the Government of India Act': 'भारत शासन अधिनियम', 'the Quit India Movement': 'भारत छोड़ो आंदोलन',
  'Independence and Partition': 'स्वतंत्रता और विभाजन',
  'Raja Ram Mohan Roy': 'राजा राममोहन राय', 'the Brahmo Samaj': 'ब्रह्म समाज', 'Swami Dayananda Saraswati': 'स्वामी दयानंद सरस्वती', 'the Arya Samaj': 'आर्य समाज',
  'Jyotirao Phule': 'ज्योतिराव फुले', 'the Satyashodhak Samaj': 'सत्यशोधक समाज', 'Sir Syed Ahmad Khan': 'सर सैयद अहमद ख़ान', 'the Aligarh Movement': 'अलीगढ़ आंदोलन',
  'Swami Vivekananda': 'स्वामी विवेकानंद', 'the Ramakrishna Mission': 'रामकृष्ण मिशन', 'Sree Narayana Guru': 'श्री नारायण गुरु', 'the SNDP Yogam': 'एसएनडीपी योगम',
  'Repo rate': 'रेपो दर', 'the rate at which the RBI lends short-term funds to commercial banks': 'वह दर जिस पर RBI वाणिज्यिक बैंकों को अल्पकालिक निधि उधार देता है',
  'Reverse repo rate': 'रिवर्स रेपो दर', 'the rate at which the RBI borrows from commercial banks': 'वह दर जिस पर RBI वाणिज्यिक बैंकों से उधार लेता है',
  'Cash Reserve Ratio': 'नकद आरक्षित अनुपात', 'the share of deposits banks must keep with the RBI as cash': 'जमाराशियों का वह अंश जो बैंकों को RBI के पास नकद रखना होता है',
  'Statutory Liquidity Ratio': 'सांविधिक तरलता अनुपात',
  'the share of deposits banks must hold in liquid assets such as government securities': 'जमाराशियों का वह अंश जो बैंकों को सरकारी प्रतिभूतियों जैसी तरल आस्तियों में रखना होता है',
  'Fiscal deficit': 'राजकोषीय घाटा', 'total expenditure minus total receipts excluding borrowings': 'कुल व्यय में से उधारियों को छोड़कर कुल प्राप्तियाँ घटाने पर बची राशि',
  'Primary deficit': 'प्राथमिक घाटा', 'the fiscal deficit minus interest payments': 'राजकोषीय घाटे में से ब्याज भुगतान घटाने पर बची राशि',
  'Minimum Support Price': 'न्यूनतम समर्थन मूल्य',
  'the price at which the government buys crops from farmers to protect them from falls in price': 'वह मूल्य जिस पर सरकार किसानों को क़ीमतों की गिरावट से बचाने के लिए उनसे फ़सल ख़रीदती है',
  'GDP deflator': 'GDP अपस्फीतिकारक', 'the ratio of nominal GDP to real GDP': 'नाममात्र GDP और वास्तविक GDP का अनुपात',
  Inflation: 'मुद्रास्फीति', 'a sustained rise in the general level of prices': 'क़ीमतों के सामान्य स्तर में लगातार वृद्धि',
  'Current account deficit': 'चालू खाता घाटा',
  'payments for imports of goods, services and transfers exceeding receipts from exports': 'वस्तुओं, सेवाओं और अंतरणों के आयात के भुगतान का निर्यात से प्राप्तियों से अधिक होना',
  Disinvestment: 'विनिवेश', 'the government selling part of its stake in public sector enterprises': 'सरकार द्वारा सार्वजनिक क्षेत्र के उद्यमों में अपनी हिस्सेदारी का एक भाग बेचना',
  Stagflation: 'मुद्रास्फीतिजनित मंदी', 'high inflation together with stagnant growth and high unemployment': 'ऊँची मुद्रास्फीति के साथ ठहरी हुई वृद्धि और ऊँची बेरोज़गारी',
  'Base effect': 'आधार प्रभाव', "the influence of the previous year's price level on this year's measured inflation": 'इस वर्ष की मापी गई मुद्रास्फीति पर पिछले वर्ष के मूल्य स्तर का प्रभाव',
  'Open market operations': 'खुले बाज़ार की क्रियाएँ', 'the RBI buying or selling government securities to manage liquidity': 'तरलता के प्रबंधन के लिए RBI द्वारा सरकारी प्रतिभूतियाँ ख़रीदना या बेचना',
  'Priority sector lending': 'प्राथमिकता क्षेत्र ऋण', 'bank lending set aside for sectors such as agriculture and small enterprises': 'कृषि और लघु उद्यमों जैसे क्षेत्रों के लिए अलग रखा गया बैंक ऋण',
  'Direct tax': 'प्रत्यक्ष कर', 'a tax paid by the person on whom it is levied, such as income tax': 'वह कर जो उसी व्यक्ति द्वारा चुकाया जाता है जिस पर वह लगाया गया है, जैसे आयकर',
  'Jim Corbett National Park': 'जिम कॉर्बेट राष्ट्रीय उद्यान', 'Kaziranga National Park': 'काज़ीरंगा राष्ट्रीय उद्यान', 'Gir National Park': 'गिर राष्ट्रीय उद्यान',
  'Sundarbans National Park': 'सुंदरबन राष्ट्रीय उद्यान', 'Periyar Tiger Reserve': 'पेरियार बाघ अभयारण्य', 'Bandhavgarh National Park': 'बांधवगढ़ राष्ट्रीय उद्यान',
  'Keibul Lamjao National Park': 'केइबुल लामजाओ राष्ट्रीय उद्यान', 'Silent Valley National Park': 'साइलेंट वैली राष्ट्रीय उद्यान', 'Kanha National Park': 'कान्हा राष्ट्रीय उद्यान',
  'Dachigam National Park': 'दाचीगाम राष्ट्रीय उद्यान', 'Namdapha National Park': 'नामदाफा राष्ट्रीय उद्यान', 'Nagarhole National Park': 'नागरहोल राष्ट्रीय उद्यान',
  'Valley of Flowers National Park': 'फूलों की घाटी राष्ट्रीय उद्यान',
  Uttarakhand: 'उत्तराखंड', Assam: 'असम', Gujarat: 'गुजरात', 'West Bengal': 'पश्चिम बंगाल', Kerala: 'केरल', 'Madhya Pradesh': 'मध्य प्रदेश', Manipur: 'मणिपुर',
  'Jammu and Kashmir': 'जम्मू और कश्मीर', 'Arunachal Pradesh': 'अरुणाचल प्रदेश', Karnataka: 'कर्नाटक', 'Himachal Pradesh': 'हिमाचल प्रदेश', Sikkim: 'सिक्किम', Ladakh: 'लद्दाख',
  'Shipki La': 'शिपकी ला', 'Nathu La': 'नाथू ला', 'Zoji La': 'ज़ोजी ला', 'Bomdi La': 'बोमडी ला', Lipulekh: 'लिपुलेख', 'Rohtang Pass': 'रोहतांग दर्रा', 'Jelep La': 'जेलेप ला',
};

export const polity: Record<string, Generator[]> = {
  single: [pairs(ARTICLES, {
    forward: (a) => `${a} of the Constitution of India deals with:`, backward: (b) => `Which Article of the Constitution of India provides for ${b}?`,
    explain: (a, b) => `${a}: ${b}.`, topic: 'Indian Polity', difficulty: 'medium',
    hi: { names: UPSC_HI, forward: (a) => `भारत के संविधान का ${a} किससे संबंधित है?`, backward: (b) => `भारत के संविधान का कौन-सा अनुच्छेद ${b} का प्रावधान करता है?` },
  })],
};

export const history: Record<string, Generator[]> = {
  single: [
    pairs(EVENTS, {
      forward: (a) => `In which year did ${a} take place?`, backward: (b) => `Which of these took place in ${b}?`, explain: (a, b) => `${a[0]!.toUpperCase()}${a.slice(1)}: ${b}.`, topic: 'Modern Indian History',
      hi: { names: UPSC_HI, forward: (a) => `${a} की घटना किस वर्ष की है?`, backward: (b) => `इनमें से कौन-सी घटना ${b} में हुई?` },
    }),
    pairs(REFORMERS, {
      forward: (a) => `${a} is associated with:`, backward: (b) => `Who founded or led ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Socio-religious Reform Movements',
      hi: { names: UPSC_HI, forward: (a) => `${a} किससे जुड़े हैं?`, backward: (b) => `${b} की स्थापना या नेतृत्व किसने किया?` },
    }),
  ],
};

export const economy: Record<string, Generator[]> = {
  single: [pairs(ECONOMY, {
    forward: (a) => `What does the term "${a}" mean?`, backward: (b) => `Which term means ${b}?`, explain: (a, b) => `${a}: ${b}.`, topic: 'Indian Economy', difficulty: 'medium',
    hi: { names: UPSC_HI, forward: (a) => `"${a}" शब्द का क्या अर्थ है?`, backward: (b) => `किस शब्द का अर्थ है: ${b}?` },
  })],
  numeric: [
    (r) => {
      const expenditure = r.int(40, 50);
      const receipts = r.int(25, 32);
      const fd = expenditure - receipts;
      return {
        kind: 'numeric', min: fd, max: fd, topic: 'Fiscal Policy', difficulty: 'medium',
        text: `A government spends ₹${expenditure} lakh crore in a year and its receipts other than borrowings are ₹${receipts} lakh crore. What is its fiscal deficit, in lakh crore rupees?`,
        explanation: `Fiscal deficit = total expenditure − receipts excluding borrowings = ${expenditure} − ${receipts} = ${fd}.`,
        hi: { text: `एक सरकार एक वर्ष में ₹${expenditure} लाख करोड़ व्यय करती है और उधारियों के अतिरिक्त उसकी प्राप्तियाँ ₹${receipts} लाख करोड़ हैं। उसका राजकोषीय घाटा लाख करोड़ रुपये में कितना है?` },
      };
    },
  ],
};

export const geography: Record<string, Generator[]> = {
  single: [
    pairs(PARKS, {
      forward: (a) => `In which State or Union Territory is ${a}?`, backward: (b) => `Which of these protected areas is in ${b}?`, explain: (a, b) => `${a} is in ${b}.`, topic: 'Indian Geography',
      hi: { names: UPSC_HI, forward: (a) => `${a} किस राज्य या केंद्रशासित प्रदेश में है?`, backward: (b) => `इनमें से कौन-सा संरक्षित क्षेत्र ${b} में है?` },
    }),
    pairs(PASSES, {
      forward: (a) => `The mountain pass ${a} is in:`, backward: (b) => `Which of these passes is in ${b}?`, explain: (a, b) => `${a} is in ${b}.`, topic: 'Indian Geography',
      hi: { names: UPSC_HI, forward: (a) => `पर्वतीय दर्रा ${a} कहाँ स्थित है?`, backward: (b) => `इनमें से कौन-सा दर्रा ${b} में है?` },
    }),
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
        hi: { text: `₹${cost} में ख़रीदी गई एक वस्तु ${percent}% लाभ पर बेची जाती है। उसका विक्रय मूल्य क्या है?` },
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
        hi: { text: `${length} m लंबी एक रेलगाड़ी ${speed} km/h की चाल से चल रही है। वह एक सिग्नल खंभे को कितने सेकंड में पार करती है?` },
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
