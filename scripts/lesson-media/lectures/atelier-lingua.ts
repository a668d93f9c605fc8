import type { Lectures } from './lecture.ts';

/** Atelier Lingua's lectures: phrases said in their own language's voice, and the arts by their palettes and dates. */
export const ATELIER_LECTURES: Lectures = {
  'Greetings and Introductions': {
    points: [
      ['Bonjour by day, bonsoir at night', 'Say bonjour during the day and bonsoir in the evening.'],
      ['Tu or vous', 'Use vous with strangers and elders, and tu with friends.'],
      ['Saying your name', 'Introduce yourself with je m’appelle, then your name.'],
    ],
    example: 'First phrases',
    visual: { table: [['Bonjour !', 'Hello'], ['Je m’appelle Claire.', 'My name is Claire.'], ['Enchanté(e).', 'Pleased to meet you.'], ['À bientôt !', 'See you soon!']] },
    explain: 'fr: Bonjour ! Je m’appelle Claire. Enchantée. À bientôt !',
  },
  'Numbers, Dates and Time': {
    points: [
      ['Counting to twenty', 'Learn the numbers to twenty by heart; the rest are built from them.'],
      ['Seventy is sixty-ten', 'In France, seventy is sixty plus ten, and eighty is four twenties.'],
      ['The twenty-four hour clock', 'Timetables use the twenty-four hour clock.'],
    ],
    example: 'Numbers that surprise',
    visual: { table: [['70', 'soixante-dix'], ['80', 'quatre-vingts'], ['90', 'quatre-vingt-dix'], ['14 h 30', 'quatorze heures trente']] },
    explain: 'fr: Soixante-dix, quatre-vingts, quatre-vingt-dix. Le train part à quatorze heures trente.',
  },
  'Telling Stories in the Past': {
    points: [
      ['Passé composé for events', 'The passé composé tells what happened, one event after another.'],
      ['Imparfait for background', 'The imparfait sets the scene: the weather, the mood, what used to happen.'],
      ['Être or avoir', 'Verbs of movement and reflexive verbs take être.'],
    ],
    example: 'Two tenses in one story',
    visual: { table: [['Il faisait beau…', 'The weather was fine (scene)'], ['…quand je suis arrivée.', '…when I arrived (event)'], ['Nous parlions…', 'We were talking (background)'], ['…et le téléphone a sonné.', '…and the phone rang (event)']] },
    explain: 'fr: Il faisait beau quand je suis arrivée. Nous parlions, et le téléphone a sonné.',
  },
  'Opinions and Debate': {
    points: [
      ['Give your view', 'Start with à mon avis or je pense que.'],
      ['Agree and disagree politely', 'Je suis d’accord, or je ne suis pas tout à fait d’accord.'],
      ['Link your reasons', 'Connect reasons with d’abord, ensuite and enfin.'],
    ],
    example: 'Debate phrases',
    visual: { table: [['À mon avis…', 'In my opinion…'], ['Je ne suis pas d’accord.', 'I disagree.'], ['D’un côté… de l’autre…', 'On one hand… on the other…'], ['En conclusion…', 'To conclude…']] },
    explain: 'fr: À mon avis, la ville est plus vivante. Mais d’un autre côté, la campagne est plus calme.',
  },
  'Greetings and Courtesy': {
    points: [
      ['Buongiorno and buonasera', 'Say buongiorno until the afternoon, then buonasera.'],
      ['Ciao is informal', 'Ciao means both hello and goodbye, among friends.'],
      ['Per favore and grazie', 'Please is per favore, and thank you is grazie.'],
    ],
    example: 'Courtesy phrases',
    visual: { table: [['Buongiorno!', 'Good morning'], ['Come sta?', 'How are you? (formal)'], ['Per favore.', 'Please.'], ['Grazie mille!', 'Thanks a lot!']] },
    explain: 'it: Buongiorno! Come sta? Bene, grazie. Grazie mille!',
  },
  'The Family': {
    points: [
      ['Family words', 'Madre, padre, fratello and sorella are mother, father, brother and sister.'],
      ['No article with singular family', 'Say mia madre, not la mia madre, for one close relative.'],
      ['Possessives agree', 'Possessives agree with the thing owned, not the owner.'],
    ],
    example: 'Talking about family',
    visual: { table: [['mia madre', 'my mother'], ['mio fratello', 'my brother'], ['i miei genitori', 'my parents'], ['le mie sorelle', 'my sisters']] },
    explain: 'it: Mia madre si chiama Anna. I miei genitori abitano a Roma.',
  },
  'Verdi: La Traviata': {
    points: [
      ['A modern story', 'La Traviata set a story of its own time on the stage, which shocked audiences in 1853.'],
      ['Violetta’s arc', 'Violetta moves from brilliant party songs to quiet, broken phrases.'],
      ['Words you will hear', 'Amore, gioia and addio come back again and again.'],
    ],
    example: 'Key words of the libretto',
    visual: { table: [['Libiamo', 'Let us drink'], ['Sempre libera', 'Always free'], ['Amami, Alfredo', 'Love me, Alfredo'], ['Addio del passato', 'Farewell to the past']] },
    explain: 'it: Libiamo ne’ lieti calici. Amami, Alfredo.',
  },
  'Puccini: La Bohème': {
    points: [
      ['Young artists in Paris', 'La Bohème follows poor young artists in Paris.'],
      ['Conversational singing', 'Puccini’s lines follow the rhythm of speech.'],
      ['Introductions in song', 'Mimì and Rodolfo introduce themselves in two famous arias.'],
    ],
    example: 'Phrases from the arias',
    visual: { table: [['Che gelida manina', 'What a cold little hand'], ['Mi chiamano Mimì', 'They call me Mimì'], ['Sì, mi chiamano Mimì', 'Yes, they call me Mimì'], ['O soave fanciulla', 'Oh lovely girl']] },
    explain: 'it: Mi chiamano Mimì. Che gelida manina.',
  },
  'Pretérito and Imperfecto': {
    points: [
      ['Pretérito for completed actions', 'The pretérito tells actions that started and finished.'],
      ['Imperfecto for habits', 'The imperfecto describes habits and ongoing background.'],
      ['Signal words', 'Ayer points to the pretérito; siempre and cada día to the imperfecto.'],
    ],
    example: 'The two pasts',
    visual: { table: [['Ayer comí paella.', 'Yesterday I ate paella.'], ['Siempre comía paella.', 'I always used to eat paella.'], ['Llovía cuando salí.', 'It was raining when I went out.'], ['Fui al mercado.', 'I went to the market.']] },
    explain: 'es: Ayer comí paella. De niño, siempre comía paella los domingos.',
  },
  'Shopping and Services': {
    points: [
      ['Asking for things', 'Quisiera is a polite way to say I would like.'],
      ['Prices', 'Ask ¿cuánto cuesta? for one thing and ¿cuánto cuestan? for several.'],
      ['Paying', 'Say ¿puedo pagar con tarjeta? to pay by card.'],
    ],
    example: 'At the shop',
    visual: { table: [['Quisiera un kilo de tomates.', 'I would like a kilo of tomatoes.'], ['¿Cuánto cuesta?', 'How much is it?'], ['¿Puedo pagar con tarjeta?', 'Can I pay by card?'], ['Nada más, gracias.', 'Nothing else, thanks.']] },
    explain: 'es: Quisiera un kilo de tomates, por favor. ¿Cuánto cuesta?',
  },
  'The Sounds of German': {
    points: [
      ['Umlauts change the vowel', 'The umlauts ä, ö and ü are separate sounds, not decorations.'],
      ['Final consonants harden', 'At the end of a word, d sounds like t and b like p.'],
      ['The ch sounds', 'Ch is soft after e and i, and throaty after a, o and u.'],
    ],
    example: 'Sounds in words',
    visual: { table: [['schön', 'beautiful'], ['Müller', 'miller'], ['ich / ach', 'I / oh'], ['Hund', 'dog, with a final t sound']] },
    explain: 'de: Schön. Müller. Ich. Ach. Der Hund.',
  },
  'Articles and Cases': {
    points: [
      ['Three genders', 'German nouns are masculine, feminine or neuter: der, die, das.'],
      ['Cases show roles', 'The case shows whether a noun is subject, object or receiver.'],
      ['Learn nouns with articles', 'Always learn a noun together with its article.'],
    ],
    example: 'The definite article',
    visual: { table: [['Nominative', 'der / die / das'], ['Accusative', 'den / die / das'], ['Dative', 'dem / der / dem'], ['Genitive', 'des / der / des']] },
    explain: 'de: Der Mann gibt dem Kind den Ball.',
  },
  'Emails and Letters': {
    points: [
      ['Formal openings', 'Open a formal email with Sehr geehrte Frau or Sehr geehrter Herr.'],
      ['Sie in business', 'Use Sie, capitalised, with colleagues until invited to use du.'],
      ['Closing', 'Close with Mit freundlichen Grüßen.'],
    ],
    example: 'A business email',
    visual: { table: [['Sehr geehrte Frau Weber,', 'Dear Ms Weber,'], ['vielen Dank für Ihre Nachricht.', 'thank you for your message.'], ['Anbei sende ich Ihnen…', 'Please find attached…'], ['Mit freundlichen Grüßen', 'Kind regards']] },
    explain: 'de: Sehr geehrte Frau Weber, vielen Dank für Ihre Nachricht. Mit freundlichen Grüßen.',
  },
  'Meetings and Negotiation': {
    points: [
      ['Make proposals', 'Ich schlage vor, dass… means I suggest that.'],
      ['Soften disagreement', 'Da bin ich anderer Meinung is a polite way to disagree.'],
      ['Confirm agreements', 'Close by summarising what was agreed.'],
    ],
    example: 'Meeting phrases',
    visual: { table: [['Ich schlage vor, dass…', 'I suggest that…'], ['Da bin ich anderer Meinung.', 'I see it differently.'], ['Können wir uns auf… einigen?', 'Can we agree on…?'], ['Fassen wir zusammen.', 'Let us summarise.']] },
    explain: 'de: Ich schlage vor, dass wir den Termin verschieben. Können wir uns auf Freitag einigen?',
  },
  'Materials and Paper': {
    points: [
      ['Cotton paper', 'Cotton paper holds water evenly and forgives mistakes.'],
      ['Weight matters', 'Three hundred gram paper does not buckle under wet washes.'],
      ['A small palette', 'Start with six colours: a warm and a cool of each primary.'],
    ],
    example: 'A six-colour palette',
    visual: { palette: [['#e8b63a', 'Hansa yellow'], ['#f0c24a', 'New gamboge'], ['#c8323b', 'Pyrrol red'], ['#b8265e', 'Quinacridone rose'], ['#2f4fa2', 'Ultramarine'], ['#1f6f8b', 'Phthalo blue']] },
    explain: 'A warm and a cool of each primary mixes almost any colour you will need for landscapes.',
  },
  'Washes and Gradients': {
    points: [
      ['Flat washes', 'A flat wash is one even colour, laid in overlapping strokes.'],
      ['Graded washes', 'Add water with each stroke to fade the colour smoothly.'],
      ['Keep a wet edge', 'Work quickly so each stroke meets a wet edge and leaves no lines.'],
    ],
    example: 'A sky gradient',
    visual: { palette: [['#1f4e8c', 'Full strength'], ['#3d6aa6', 'A little water'], ['#6b8fc0', 'More water'], ['#a3bbdc', 'Mostly water'], ['#dbe5f1', 'Clear water']] },
    explain: 'Tilt the board a little, and let gravity pull the bead of paint down as you dilute it stroke by stroke.',
  },
  'Line and Contour': {
    points: [
      ['Contour follows the edge', 'A contour line follows the edge of a form slowly and carefully.'],
      ['Blind contour', 'Drawing without looking at the paper trains the eye to really see.'],
      ['Line weight', 'Thicker lines come forward; thinner lines recede.'],
    ],
    example: 'Pencil grades',
    visual: { palette: [['#8c8c8c', '2H: light guidelines'], ['#5e5e5e', 'HB: general drawing'], ['#3a3a3a', '2B: contour'], ['#1c1c1c', '6B: darkest accents']] },
    explain: 'Start light with a hard pencil, and save the soft, dark grades for the final lines.',
  },
  'Perspective': {
    points: [
      ['The horizon line', 'The horizon line sits at the viewer’s eye level.'],
      ['Vanishing points', 'Parallel lines going away from you meet at a vanishing point.'],
      ['One, two or three points', 'The number of vanishing points depends on how you face the object.'],
    ],
    example: 'Types of perspective',
    visual: { table: [['One-point', 'Facing a road or a corridor'], ['Two-point', 'Looking at the corner of a building'], ['Three-point', 'Looking up at a tower'], ['Atmospheric', 'Far things paler and bluer']] },
    explain: 'Most street scenes are two-point: find the horizon, place two vanishing points, and draw every edge towards one of them.',
  },
  'Structure of the Head': {
    points: [
      ['Start with a ball', 'Begin the head as a ball with the sides sliced off.'],
      ['The eyes are halfway', 'The eyes sit halfway down the head, not near the top.'],
      ['Thirds of the face', 'Hairline to brow, brow to nose, and nose to chin are roughly equal.'],
    ],
    example: 'Proportions of the face',
    visual: { table: [['Eyes', 'Halfway down the head'], ['Between the eyes', 'One eye width'], ['Bottom of the nose', 'Halfway from brows to chin'], ['Mouth', 'A third of the way from nose to chin']] },
    explain: 'Draw these guidelines lightly first, and every face you draw will start in proportion.',
  },
  'Eyes, Nose and Mouth': {
    points: [
      ['The eye is a sphere', 'Draw the eyeball as a sphere, with lids wrapping around it.'],
      ['Nose by planes', 'Build the nose from simple planes before adding the nostrils.'],
      ['The mouth’s centre line', 'The line between the lips carries most of the expression.'],
    ],
    example: 'Values for features',
    visual: { palette: [['#f3e3d3', 'Highlight'], ['#d9b99b', 'Light'], ['#b08666', 'Half-tone'], ['#7a5a44', 'Shadow'], ['#3e2c22', 'Darkest accent']] },
    explain: 'Five values are enough: keep the darkest for the pupil and the corners of the mouth.',
  },
  'Giotto and the Proto-Renaissance': {
    points: [
      ['From icon to scene', 'Giotto painted people with weight, in real space, feeling real emotions.'],
      ['The Scrovegni Chapel', 'His frescoes in Padua tell the lives of the Virgin and of Christ.'],
      ['Fresco technique', 'Fresco is painted into wet plaster, a day’s patch at a time.'],
    ],
    example: 'Giotto’s world',
    visual: { timeline: [['about 1267', 'Giotto born near Florence'], ['1305', 'Scrovegni Chapel completed'], ['1334', 'Made master builder of Florence'], ['1337', 'Giotto dies']] },
    explain: 'A century before the Renaissance proper, Giotto had already turned painting towards the real world.',
  },
  'Florence in the Quattrocento': {
    points: [
      ['Linear perspective', 'Brunelleschi showed how to construct perspective with a vanishing point.'],
      ['Patrons', 'The Medici and the guilds paid for art that showed the city’s glory.'],
      ['Antiquity reborn', 'Artists studied Roman ruins and classical texts.'],
    ],
    example: 'A century of Florence',
    visual: { timeline: [['1401', 'Baptistery doors competition'], ['1425', 'Masaccio’s Trinity'], ['1436', 'Brunelleschi’s dome completed'], ['1485', 'Botticelli’s Birth of Venus']] },
    explain: 'In less than a century Florence went from the doors competition to the Birth of Venus.',
  },
  'Manet and Modern Life': {
    points: [
      ['Painting the present', 'Manet painted cafés, boulevards and people of his own day.'],
      ['Flat, bold paint', 'He flattened space and left brushstrokes visible.'],
      ['Scandal at the Salon', 'Olympia shocked Paris in 1865.'],
    ],
    example: 'Manet’s palette',
    visual: { palette: [['#111111', 'Velvet black'], ['#f2efe6', 'Flat white'], ['#6b7a4b', 'Olive green'], ['#b5542f', 'Earthy red'], ['#d9b36c', 'Ochre']] },
    explain: 'Manet’s strong blacks next to flat whites were a new, modern look.',
  },
  'Monet and Light': {
    points: [
      ['Painting outdoors', 'Monet painted outdoors to catch light as it changed.'],
      ['Series', 'He painted the same subject at different hours: haystacks, cathedrals, water lilies.'],
      ['Coloured shadows', 'Shadows are not grey; they carry the colour of the sky.'],
    ],
    example: 'A morning palette',
    visual: { palette: [['#f6d7a7', 'Morning light'], ['#a8c6e0', 'Sky'], ['#8fa3c7', 'Blue shadow'], ['#c9a0c0', 'Lilac haze'], ['#7fa37a', 'Green reflection']] },
    explain: 'Mix the shadows from blues and violets, and the whole picture fills with light.',
  },
  'Tools and Materials': {
    points: [
      ['Broad-edged pens', 'A broad-edged nib makes thick and thin strokes by itself.'],
      ['Pen angle', 'Holding the nib at a constant angle gives the letters their rhythm.'],
      ['Guidelines', 'Rule guidelines at the right number of nib widths.'],
    ],
    example: 'Setting up',
    visual: { table: [['Nib', '3.8 mm for practice'], ['Ink', 'Non-waterproof, free-flowing'], ['Paper', 'Smooth, 100 gsm or more'], ['x-height', '4 nib widths']] },
    explain: 'Measure the x-height with little ladders of nib widths, and every letter will share one size.',
  },
  'The Foundational Hand': {
    points: [
      ['Round letters', 'The foundational hand is based on the circle.'],
      ['Thirty degrees', 'Hold the pen at about thirty degrees throughout.'],
      ['Letter families', 'Learn the letters in families that share strokes: o, c, e; then n, m, h.'],
    ],
    example: 'Letter families',
    visual: { table: [['Round', 'o c e d q b p'], ['Arched', 'n m h r'], ['Straight', 'i l t j'], ['Diagonal', 'v w x y k']] },
    explain: 'Master the o first: its width sets the width of every other letter.',
  },
  'Compréhension de l’oral': {
    points: [
      ['Read before you listen', 'Read the questions before the recording starts.'],
      ['Listen for connectors', 'Words like pourtant and donc signal the argument’s turns.'],
      ['Twice, with a purpose', 'Use the first listening for the gist, the second for the details.'],
    ],
    example: 'Connectors to catch',
    visual: { table: [['pourtant', 'however'], ['donc', 'so, therefore'], ['en revanche', 'on the other hand'], ['c’est-à-dire', 'that is to say']] },
    explain: 'fr: Pourtant, les jeunes lisent plus qu’avant. Ils lisent donc autrement.',
  },
  'Compréhension des écrits': {
    points: [
      ['Find the thesis', 'Find the author’s position in the first paragraph.'],
      ['Justify from the text', 'Quote the exact words that justify each answer.'],
      ['Vrai ou faux', 'True or false questions need a quotation for each.'],
    ],
    example: 'A justified answer',
    visual: { table: [['Question', 'L’auteur est-il favorable au télétravail ?'], ['Réponse', 'Oui'], ['Justification', '« une liberté nouvelle »'], ['Marks', 'Only with the quotation']] },
    explain: 'fr: Oui, l’auteur est favorable au télétravail, qu’il décrit comme une liberté nouvelle.',
  },
  'Memory and Spaced Repetition': {
    points: [
      ['The forgetting curve', 'We forget most of what we learn within days, unless we review it.'],
      ['Review at growing intervals', 'Each review pushes the next one further away.'],
      ['Test yourself', 'Recalling an answer strengthens memory more than rereading it.'],
    ],
    example: 'A review schedule',
    visual: { timeline: [['Day 1', 'Learn the new words'], ['Day 2', 'First review'], ['Day 4', 'Second review'], ['Day 9', 'Third review'], ['Day 21', 'Fourth review']] },
    explain: 'Twenty minutes a day on this schedule beats a three-hour session once a week.',
  },
  'Listening Every Day': {
    points: [
      ['A little, daily', 'Fifteen minutes of listening every day beats a long weekly session.'],
      ['Just above your level', 'Choose material you understand about eighty percent of.'],
      ['Shadow the speaker', 'Repeat along with the speaker to train rhythm and sounds.'],
    ],
    example: 'What to listen to',
    visual: { table: [['Beginner', 'Slow news, graded podcasts'], ['Intermediate', 'Radio interviews, series with subtitles'], ['Advanced', 'Films, debates, audiobooks'], ['Every level', 'Songs you love']] },
    explain: 'fr: Écoutez un peu chaque jour. Répétez après le locuteur.',
  },
  'Level Assessment': {
    points: [
      ['Six levels', 'The Common European Framework has six levels, from A1 to C2.'],
      ['Four skills', 'We assess listening, reading, speaking and writing separately.'],
      ['Uneven is normal', 'Most learners read above the level at which they speak.'],
    ],
    example: 'The framework',
    visual: { table: [['A1 and A2', 'Basic user'], ['B1 and B2', 'Independent user'], ['C1 and C2', 'Proficient user'], ['Your first session', 'A short test of each skill']] },
    explain: 'Your tutor uses the assessment to start your sessions at the right level in each skill.',
  },
  'Your Learning Plan': {
    points: [
      ['A goal with a date', 'Set a goal with a date, such as B1 speaking by June.'],
      ['Weekly rhythm', 'Plan short daily practice around each weekly session.'],
      ['Review monthly', 'Each month, check progress and adjust the plan.'],
    ],
    example: 'A week’s plan',
    visual: { table: [['Monday', 'Tutor session'], ['Tuesday to Thursday', '20 minutes of vocabulary and listening'], ['Friday', 'Write a short text'], ['Weekend', 'A film or podcast in French']] },
    explain: 'fr: Un peu chaque jour, et une séance par semaine avec votre tuteur.',
  },
  'Recording: Debate night: city or country?': {
    points: [
      ['Take a side', 'Each team argued for the city or for the countryside.'],
      ['Use comparatives', 'Plus que, moins que and aussi que carried most arguments.'],
      ['Answer the other side', 'The best speakers answered the last argument before giving their own.'],
    ],
    example: 'Comparatives in action',
    visual: { table: [['plus vivant que', 'livelier than'], ['moins cher que', 'cheaper than'], ['aussi pratique que', 'as practical as'], ['le meilleur', 'the best']] },
    explain: 'fr: La ville est plus vivante que la campagne, mais la campagne est moins chère.',
  },
};
