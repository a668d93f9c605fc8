import type { SchoolContent } from '../build-catalogue.ts';

/** Atelier Lingua: a European school of languages and the arts. Prices in EUR. */
export const atelierLingua: SchoolContent = {
  schoolId: 503,
  seed: 503,
  categories: [
    { name: 'French', custom_name: 'french', description: 'French from A1 to C1, with DELF preparation and conversation practice.' },
    { name: 'Italian', custom_name: 'italian', description: 'Italian language and culture, from first words to opera libretti.' },
    { name: 'Spanish', custom_name: 'spanish', description: 'Everyday and exam Spanish, with accents from Madrid to Buenos Aires.' },
    { name: 'German', custom_name: 'german', description: 'German for travel, study and work, aligned with the Goethe-Institut levels.' },
    { name: 'Drawing and Painting', custom_name: 'drawing-painting', description: 'Studio courses in drawing, watercolour and portraiture, filmed from above the easel.' },
    { name: 'Art History', custom_name: 'art-history', description: 'European art from Giotto to the Impressionists, taught by working art historians.' },
    { name: 'Certification Exams', custom_name: 'certification-exams', description: 'Mock exams and preparation for DELF, DELE, Goethe and CILS certificates.' },
    { name: 'Free Tasters', custom_name: 'free-tasters', description: 'Placement tests and short introductions, free of charge.' },
  ],
  teachers: [
    { name: 'Camille Laurent', headline: 'French teacher and DELF examiner, Lyon', bio: 'Camille has taught French as a foreign language for fifteen years and examines for DELF B1 and B2. Her classes are almost entirely in French from the first lesson.' },
    { name: 'Giulia Romano', headline: 'Italian teacher and opera coach, Florence', bio: 'A trained soprano who teaches Italian through song and conversation. Giulia has prepared singers for the Maggio Musicale Fiorentino.' },
    { name: 'Javier Morales', headline: 'Spanish teacher, Universidad de Salamanca', bio: 'Javier teaches Spanish for the Cursos Internacionales in Salamanca and is an accredited DELE examiner.' },
    { name: 'Anna Becker', headline: 'German teacher, Goethe-certified', bio: 'Anna taught at Goethe-Institut centres in Munich and Lisbon. She specialises in getting adult beginners speaking in the first week.' },
    { name: 'Sofia Lindqvist', headline: 'Painter and watercolour instructor', bio: 'A Swedish landscape painter who has exhibited in Stockholm and Copenhagen. Sofia teaches watercolour as a practice of patience and observation.' },
    { name: 'Marco De Luca', headline: 'Art historian, Italian Renaissance', bio: 'Marco holds a doctorate from the Scuola Normale Superiore in Pisa and leads gallery walks in the Uffizi every summer.' },
    { name: 'Henrike Vogel', headline: 'Illustrator and drawing teacher', bio: 'Henrike illustrates children’s books in Hamburg and teaches drawing fundamentals and lettering to adult beginners.' },
  ],
  products: [
    // Courses
    { kind: 'course', seo: 'french-a1-first-steps', title: 'French A1: First Steps', short: 'Greet, order, ask the way and talk about yourself in French within eight weeks.', about: 'A beginner course taught almost entirely in French, with subtitles you can switch off as you grow more confident.', cats: ['french'], teachers: [0], tags: ['french', 'a1', 'beginner'], price: 129_00, premium: 219_00, promo: 'French A1: new term starts in January', topics: ['Greetings and Introductions', 'Numbers, Dates and Time', 'At the Café and Restaurant', 'Getting Around Town', 'Present Tense Essentials'] },
    { kind: 'course', seo: 'french-b1-conversation', title: 'French B1 Conversation', short: 'Tell stories, give opinions and debate in French with confidence.', about: 'For learners who understand French but freeze when speaking. Each module ends with a recorded conversation that Camille comments on.', cats: ['french'], teachers: [0], tags: ['french', 'b1', 'speaking'], price: 189_00, topics: ['Telling Stories in the Past', 'Opinions and Debate', 'Work and Studies', 'Culture and Media', 'The Subjunctive in Conversation'] },
    { kind: 'course', seo: 'italian-a1-buongiorno', title: 'Italian A1: Buongiorno!', short: 'Your first Italian: family, food, markets and travel, with a Florentine teacher.', about: 'Learn Italian the way it is spoken in Florence: at the market, at the table and on the train.', cats: ['italian'], teachers: [1], tags: ['italian', 'a1', 'beginner'], price: 119_00, discount: [0, 15], promo: 'Italian A1: 15% off for the spring term', topics: ['Greetings and Courtesy', 'The Family', 'Food and Markets', 'Travelling in Italy', 'Regular Verbs'] },
    { kind: 'course', seo: 'italian-through-opera', title: 'Italian through Opera and Song', short: 'Improve your Italian by reading and singing Verdi and Puccini.', about: 'For lovers of opera: read the libretti, understand every line and fix your pronunciation by singing along.', cats: ['italian'], teachers: [1], tags: ['italian', 'opera', 'culture'], price: 89_00, topics: ['Verdi: La Traviata', 'Puccini: La Bohème', 'The Language of Libretti', 'Pronunciation through Song'] },
    { kind: 'course', seo: 'spanish-a2-everyday', title: 'Spanish A2: Everyday Spanish', short: 'Past tenses, shopping, health and invitations, with accents from Spain and Latin America.', about: 'Move beyond the basics: talk about what you did, what you used to do and what you plan to do.', cats: ['spanish'], teachers: [2], tags: ['spanish', 'a2'], price: 149_00, topics: ['Pretérito and Imperfecto', 'Shopping and Services', 'Health and the Body', 'Plans and Invitations', 'Regional Accents'] },
    { kind: 'course', seo: 'german-a1-intensive', title: 'German A1 Intensive', short: 'Four intensive weeks to the Goethe A1 level: sounds, cases and daily routines.', about: 'A fast course for learners moving to a German-speaking country. Daily practice, weekly speaking check-ins.', cats: ['german'], teachers: [3], tags: ['german', 'a1', 'intensive'], price: 169_00, ios: true, topics: ['The Sounds of German', 'Articles and Cases', 'Daily Routine', 'Shopping and Appointments', 'Modal Verbs'] },
    { kind: 'course', seo: 'german-b2-workplace', title: 'German B2 for the Workplace', short: 'Emails, meetings, presentations and interviews in professional German.', about: 'A live cohort for professionals working in German. Starts in February with weekly small-group sessions.', cats: ['german'], teachers: [3], tags: ['german', 'b2', 'business'], price: 249_00, status: 'scheduled', startsAt: '2027-02-15', validity: '2027-07-31', topics: ['Emails and Letters', 'Meetings and Negotiation', 'Presentations', 'Job Interviews'] },
    { kind: 'course', seo: 'watercolour-landscapes', title: 'Watercolour Landscapes', short: 'Washes, skies, water and trees: paint a finished landscape by the last lesson.', about: 'Filmed from above the easel so you see every brushstroke. Materials list included, with budget alternatives.', cats: ['drawing-painting'], teachers: [4], tags: ['watercolour', 'painting'], price: 99_00, premium: 179_00, topics: ['Materials and Paper', 'Washes and Gradients', 'Skies and Water', 'Trees and Foliage', 'Light and Shadow', 'A Finished Landscape'] },
    { kind: 'course', seo: 'drawing-fundamentals', title: 'Drawing Fundamentals', short: 'Line, perspective, proportion and value: the foundations every artist relies on.', about: 'For complete beginners and for painters who want stronger drawing. Thirty minutes a day is enough.', cats: ['drawing-painting'], teachers: [6], tags: ['drawing', 'beginner'], price: 79_00, discount: [1, 15_00], topics: ['Line and Contour', 'Perspective', 'Proportion', 'Light and Value', 'Drawing from Life'] },
    { kind: 'course', seo: 'portrait-drawing', title: 'Portrait Drawing', short: 'Draw convincing portraits: the structure of the head, features and likeness.', about: 'Build a portrait from the skull outwards, then learn the small observations that create a likeness.', cats: ['drawing-painting'], teachers: [6], tags: ['drawing', 'portrait'], price: 119_00, topics: ['Structure of the Head', 'Eyes, Nose and Mouth', 'Hair and Texture', 'Capturing a Likeness'] },
    { kind: 'course', seo: 'italian-renaissance-art', title: 'The Italian Renaissance: Giotto to Michelangelo', short: 'Two centuries of Italian art, from Giotto’s chapel to the Sistine ceiling.', about: 'An art history course with the eye of a guide: we look closely at a few works in each period rather than skimming many.', cats: ['art-history'], teachers: [5], tags: ['art-history', 'renaissance'], price: 139_00, topics: ['Giotto and the Proto-Renaissance', 'Florence in the Quattrocento', 'Leonardo da Vinci', 'Michelangelo and the High Renaissance', 'Venice: Bellini to Titian'] },
    { kind: 'course', seo: 'impressionism-and-after', title: 'Impressionism and After', short: 'Manet, Monet, Degas and the painters who broke with them.', about: 'How a group of painters rejected by the Salon changed what a painting could be.', cats: ['art-history'], teachers: [5], tags: ['art-history', 'impressionism'], price: 119_00, topics: ['Manet and Modern Life', 'Monet and Light', 'Degas and Movement', 'Post-Impressionism'] },
    { kind: 'course', seo: 'calligraphy-and-lettering', title: 'Calligraphy and Hand Lettering', short: 'Foundational, italic and copperplate hands, from first strokes to a finished piece.', about: 'A new studio course, filming now. Add it to your favourites to be told when it opens.', cats: ['drawing-painting'], teachers: [6], tags: ['calligraphy', 'lettering'], price: 89_00, status: 'coming_soon', topics: ['Tools and Materials', 'The Foundational Hand', 'Italic', 'Copperplate Basics', 'Composition'] },
    { kind: 'course', seo: 'delf-b2-preparation', title: 'DELF B2 Exam Preparation', short: 'All four DELF B2 papers, with marked practice essays and speaking mock exams.', about: 'Prepared by a DELF examiner: you practise each paper under exam conditions and get marked feedback on your writing.', cats: ['french', 'certification-exams'], teachers: [0], tags: ['delf', 'b2', 'exam'], price: 229_00, tax: 'post_gst', topics: ['Compréhension de l’oral', 'Compréhension des écrits', 'Production écrite', 'Production orale'] },
    { kind: 'course', seo: 'learning-languages-as-an-adult', title: 'How to Learn a Language as an Adult', short: 'A free taster: memory, listening and speaking habits that make languages stick.', about: 'Three short lessons on what the research says about adult language learning, and how our courses use it.', cats: ['free-tasters'], teachers: [0, 3], tags: ['free', 'study-skills'], price: 0, topics: ['Memory and Spaced Repetition', 'Listening Every Day', 'Speaking from Day One'] },
    { kind: 'course', seo: 'french-private-tutoring', title: 'One-to-One French Tutoring (10 sessions)', short: 'Ten private online sessions planned around your goals, with a written progress review.', about: 'Private tutoring is arranged after a short placement call, so that we can match you with the right tutor.', cats: ['french'], teachers: [0], tags: ['tutoring', 'private'], price: 390_00, private: true, topics: ['Level Assessment', 'Your Learning Plan', 'Conversation Sessions', 'Progress Review'] },

    // Tests
    { kind: 'test', seo: 'french-placement-test', title: 'French Placement Test', short: 'Find your level from A1 to C1 in thirty minutes, free.', about: 'An adaptive placement test: your result tells you which course to start with.', cats: ['french', 'free-tasters'], teachers: [0], tags: ['placement', 'free'], price: 0, facts: [40, 30, 40, ['multichoice', 'fill_in_the_blanks']] },
    { kind: 'test', seo: 'delf-b2-mock-exam', title: 'DELF B2 Mock Exam', short: 'A complete DELF B2 paper with your writing marked by an examiner.', about: 'The four papers of the DELF B2 in exam order and timing. Your essay is marked against the official grid.', cats: ['french', 'certification-exams'], teachers: [0], tags: ['delf', 'mock-exam'], price: 49_00, facts: [50, 150, 100, ['multichoice', 'subjective']] },
    { kind: 'test', seo: 'dele-b1-mock-exam', title: 'DELE B1 Mock Exam', short: 'Reading, listening, writing and speaking tasks in the DELE B1 format.', about: 'Prepared by an accredited DELE examiner, with written feedback on both writing tasks.', cats: ['spanish', 'certification-exams'], teachers: [2], tags: ['dele', 'mock-exam'], price: 49_00, facts: [60, 205, 100, ['multichoice', 'subjective']] },
    { kind: 'test', seo: 'goethe-a1-mock-exam', title: 'Goethe-Zertifikat A1 Mock Exam', short: 'Hören, Lesen and Schreiben in the Start Deutsch 1 format.', about: 'A timed mock of the Goethe A1 exam, with a speaking guide for the oral part.', cats: ['german', 'certification-exams'], teachers: [3], tags: ['goethe', 'mock-exam'], price: 39_00, ios: true, facts: [45, 65, 100, ['multichoice', 'fill_in_the_blanks']] },
    { kind: 'test', seo: 'cils-a2-mock-exam', title: 'CILS A2 Mock Exam', short: 'A full CILS A2 paper from the Università per Stranieri di Siena format.', about: 'Practise the CILS A2 under exam timing, with answers explained in simple Italian.', cats: ['italian', 'certification-exams'], teachers: [1], tags: ['cils', 'mock-exam'], price: 39_00, facts: [40, 90, 100, ['multichoice', 'fill_in_the_blanks']] },
    { kind: 'test', seo: 'renaissance-art-quiz', title: 'Renaissance Art Quiz', short: 'Thirty works, thirty questions: how well do you know the Renaissance?', about: 'A free quiz to test your eye: attribute works, date them and spot the workshop copies.', cats: ['art-history', 'free-tasters'], teachers: [5], tags: ['quiz', 'free'], price: 0, facts: [30, 30, 30, ['multichoice']] },
    { kind: 'test', seo: 'delf-b1-mock-exam-2025', title: 'DELF B1 Mock Exam 2025', short: 'The 2025 DELF B1 mock; registrations have closed.', about: 'The 2025 edition of our B1 mock. The current version is part of the DELF exam series.', cats: ['french', 'certification-exams'], teachers: [0], tags: ['delf', 'mock-exam'], price: 45_00, status: 'expired', validity: '2027-01-31', facts: [50, 110, 100, ['multichoice', 'subjective']] },
    { kind: 'test', seo: 'dele-b2-live-mock-spring-2027', title: 'DELE B2 Live Mock Exam, Spring 2027', short: 'A live, invigilated DELE B2 mock on 10 April 2027, with a speaking slot.', about: 'Sit the full B2 mock at the same time as other candidates, then take a ten-minute speaking test with an examiner.', cats: ['spanish', 'certification-exams'], teachers: [2], tags: ['dele', 'live'], price: 59_00, status: 'scheduled', startsAt: '2027-04-10', promo: 'DELE B2 live mock on 10 April: places limited', facts: [60, 240, 100, ['multichoice', 'subjective', 'feedback']] },

    // Test series
    { kind: 'series', seo: 'delf-exam-series', title: 'DELF Exam Series', short: 'Placement test and DELF mock exams with examiner-marked writing.', about: 'Start with the placement test, then sit the mock for your level under exam conditions.', cats: ['french', 'certification-exams'], teachers: [0], tags: ['delf', 'test-series'], price: 99_00, promo: 'DELF Exam Series: examiner-marked mock exams', items: ['french-placement-test', 'delf-b2-mock-exam', 'delf-b1-mock-exam-2025'] },
    { kind: 'series', seo: 'dele-exam-series', title: 'DELE Exam Series', short: 'DELE B1 and the live B2 mock, with feedback from an accredited examiner.', about: 'Two mock exams a level apart, so you can see your progress before booking the real exam.', cats: ['spanish', 'certification-exams'], teachers: [2], tags: ['dele', 'test-series'], price: 89_00, discount: [0, 10], items: ['dele-b1-mock-exam', 'dele-b2-live-mock-spring-2027'] },
    { kind: 'series', seo: 'goethe-exam-series', title: 'Goethe Exam Series', short: 'Goethe-Zertifikat mock exams with speaking guides.', about: 'Mock exams in the Goethe format, starting at A1 and growing with new levels each term.', cats: ['german', 'certification-exams'], teachers: [3], tags: ['goethe', 'test-series'], price: 69_00, items: ['goethe-a1-mock-exam'] },
    { kind: 'series', seo: 'language-placement-series', title: 'Language Placement Series', short: 'Placement and level tests in French, Italian and German.', about: 'Learning more than one language? Find your level in each before you choose courses.', cats: ['free-tasters', 'certification-exams'], teachers: [0, 1, 3], tags: ['placement', 'test-series'], price: 29_00, items: ['french-placement-test', 'cils-a2-mock-exam', 'goethe-a1-mock-exam'] },
    { kind: 'series', seo: 'art-history-quiz-series', title: 'Art History Quiz Series', short: 'Monthly quizzes on European art, from Gothic to Impressionism.', about: 'A new quiz each month, released alongside our art history courses. Launching soon.', cats: ['art-history'], teachers: [5], tags: ['quiz', 'test-series'], price: 39_00, status: 'coming_soon', items: ['renaissance-art-quiz'] },
    { kind: 'series', seo: 'italian-certification-series', title: 'Italian Certification Series', short: 'CILS mock exams with answers explained in simple Italian.', about: 'Mock exams for the CILS certificates, with a premium plan that adds a marked writing task.', cats: ['italian', 'certification-exams'], teachers: [1], tags: ['cils', 'test-series'], price: 59_00, premium: 99_00, items: ['cils-a2-mock-exam'] },

    // Bundles
    { kind: 'bundle', seo: 'french-a1-to-b1-path', title: 'French Path: A1 to B1', short: 'Two French courses and the DELF series: from first words to confident conversation.', about: 'The complete path for a year of French, with a check-in call with Camille every term.', cats: ['french'], teachers: [0], tags: ['bundle', 'french'], price: 279_00, discount: [0, 15], promo: 'French Path A1 to B1: 15% off the full year', items: ['french-a1-first-steps', 'french-b1-conversation', 'delf-exam-series'] },
    { kind: 'bundle', seo: 'italian-language-and-culture', title: 'Italian Language and Culture', short: 'Italian A1, Italian through opera and the Renaissance course together.', about: 'Language and culture together, for a trip to Italy that feels like coming home.', cats: ['italian', 'art-history'], teachers: [1, 5], tags: ['bundle', 'italian', 'culture'], price: 239_00, discount: [1, 40_00], promo: 'Language and Culture bundle: €40 off', items: ['italian-a1-buongiorno', 'italian-through-opera', 'italian-renaissance-art'] },
    { kind: 'bundle', seo: 'spanish-complete', title: 'Spanish Complete', short: 'Everyday Spanish and the DELE exam series.', about: 'Build everyday fluency and then prove it with a DELE certificate.', cats: ['spanish'], teachers: [2], tags: ['bundle', 'spanish'], price: 199_00, items: ['spanish-a2-everyday', 'dele-exam-series'] },
    { kind: 'bundle', seo: 'german-starter-pack', title: 'German Starter Pack', short: 'German A1 Intensive with the Goethe exam series.', about: 'Everything you need in your first months in Germany, Austria or Switzerland.', cats: ['german'], teachers: [3], tags: ['bundle', 'german'], price: 209_00, ios: true, items: ['german-a1-intensive', 'goethe-exam-series'] },
    { kind: 'bundle', seo: 'studio-mentorship-programme', title: 'Studio Mentorship Programme', short: 'Three studio courses with monthly one-to-one critiques of your work.', about: 'By application: send three pieces of work and we will match you with a mentor.', cats: ['drawing-painting'], teachers: [4, 6], tags: ['bundle', 'mentorship'], price: 390_00, private: true, items: ['watercolour-landscapes', 'drawing-fundamentals', 'portrait-drawing'] },
    { kind: 'bundle', seo: 'florence-summer-school-2026', title: 'Florence Summer School 2026', short: 'The 2026 summer school package; enrolment has closed.', about: 'Our 2026 summer school in Florence. Enrolment is closed; the 2027 programme will be announced in spring.', cats: ['italian', 'art-history'], teachers: [1, 5, 6], tags: ['bundle', 'summer-school'], price: 390_00, status: 'expired', validity: '2027-03-31', items: ['italian-a1-buongiorno', 'italian-renaissance-art', 'drawing-fundamentals'] },
  ],
  lessonPatterns: [
    { title: (t) => `${t}: video lesson`, kind: 'video', minutes: [15, 35] },
    { title: (t) => `${t}: practice exercises`, kind: 'quiz', minutes: [10, 25] },
    { title: (t) => `${t}: handout`, kind: 'pdf', minutes: [5, 15] },
  ],
  reviewers: ['Sophie Martin', 'Lukas Schneider', 'Elena Rossi', 'Pablo Fernández', 'Ingrid Johansson', 'Thomas Dubois', 'Clara Weber', 'Matteo Bianchi', 'Aoife Murphy', 'Nina Kowalska', 'Jan de Vries', 'Lucía Navarro', 'Pierre Lefèvre', 'Freya Nielsen', 'Stefan Horváth', 'Margaux Petit'],
  reviewTexts: {
    5: [
      'Wonderful teacher. After eight weeks I ordered dinner in Lyon without switching to English once.',
      'Beautifully filmed and patiently explained. I finally understand how to control a wash.',
      'The feedback on my writing was precise and encouraging. I passed my exam with a comfortable margin.',
      'Rich in culture as well as language. Every lesson felt like a small trip.',
      'Exactly the right pace for an adult learner with a full-time job. Thirty minutes a day really is enough.',
      'The handouts are lovely and the exercises are varied. Highly recommended.',
    ],
    4: [
      'Very good course. I would have liked a few more speaking exercises.',
      'Clear explanations and lovely materials. Some videos could be shorter.',
      'Excellent content; the pace picks up quite a bit in the last module.',
      'Great teacher and good exercises. Subtitles in more languages would help.',
      'I learned a lot. The live sessions are at a slightly awkward time for my time zone.',
    ],
    3: [
      'Good material, but I needed more grammar explanation than the course gives.',
      'Pleasant course, though I expected more one-to-one feedback.',
      'Useful, but the exercises repeat a bit towards the end.',
    ],
  },
  schoolFaqs: [
    ['Which level should I start with?', 'Take the free placement test for your language. It takes thirty minutes and recommends a course.'],
    ['Are prices inclusive of VAT?', 'Each plan states whether VAT is included or added at checkout, depending on your country of residence in the EU.'],
    ['Can I cancel my purchase?', 'Under EU consumer law you can withdraw within 14 days of purchase, provided you have not completed more than a quarter of the course.'],
    ['Do I receive a certificate?', 'Every course gives a certificate of completion. Official DELF, DELE, Goethe and CILS certificates are awarded by their exam bodies; our mock exams prepare you for them.'],
    ['What materials do I need for the art courses?', 'Each art course lists its materials in the first lesson, with a budget alternative for every item.'],
  ],
  productFaqs: {
    course: [
      ['How long can I access {title}?', 'Access lasts for the period of the plan you choose. Downloaded handouts are yours to keep.'],
      ['Are there live sessions in {title}?', 'Lessons are recorded; a live group session is held every other Wednesday at 18:00 CET and recorded for those who cannot attend.'],
      ['Can I study {title} on a tablet?', 'Yes, lessons play on any modern browser, and handouts are printable A4 PDFs.'],
    ],
    test: [
      ['How is {title} marked?', 'Objective questions are marked instantly. Written and spoken tasks are marked by an examiner within five working days.'],
      ['Can I take {title} more than once?', 'Yes, once more after your first attempt. Your best score is shown in your reports.'],
    ],
    series: [
      ['Does {title} match the official exam format?', 'Yes. Each mock follows the official format and timing of the current exam specification.'],
      ['Do I need to finish {title} in order?', 'No, but we recommend taking the mocks in the order listed.'],
    ],
    bundle: [
      ['Is {title} cheaper than buying each course?', 'Yes, the bundle price is lower than buying the items separately.'],
      ['Can I gift {title}?', 'Yes. Write to support with the recipient’s e-mail and we will send them an enrolment link.'],
    ],
  },
  planNames: { standard: 'Standard', premium: 'With tutor feedback' },
  descriptionTail: {
    course: 'Each module combines a short video lesson, practice exercises and a printable handout. Teachers answer questions in the discussion space within two working days.',
    test: 'Take it in your browser at a time that suits you. Your answers are saved as you go.',
    series: 'Mocks follow the official exam formats. Written tasks are marked against the official grids.',
    bundle: 'One enrolment includes every item below for the period of the plan you choose.',
  },
  taxCycle: ['pre_gst', 'pre_gst', 'no_tax', 'post_gst'],
  publishedRange: ['2025-01-20', '2026-10-12'],
};
