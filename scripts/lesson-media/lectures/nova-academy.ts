import type { Lectures } from './lecture.ts';

/** Nova Academy's lectures, in English and Hindi (its learners choose either; the slides are shared). */
export const NOVA_LECTURES: Lectures = {
  'Kinematics and Laws of Motion': {
    points: [
      ['Displacement has a direction', 'Displacement is the change in position, and unlike distance it has a direction.'],
      ['Velocity and acceleration are rates', 'Velocity is the rate of change of displacement; acceleration is the rate of change of velocity.'],
      ['Net force changes motion', 'Newton’s second law says the net force equals mass times acceleration.'],
    ],
    example: 'Uniform acceleration',
    visual: { formula: ['v = u + at', 's = ut + \\tfrac{1}{2}at^2', 'v^2 = u^2 + 2as'] },
    explain: 'For constant acceleration, these three equations connect initial velocity u, final velocity v, time t and displacement s. Pick the one that leaves out the quantity you do not know.',
    hi: {
      points: ['विस्थापन स्थिति में बदलाव है, और दूरी के विपरीत इसकी एक दिशा होती है।', 'वेग विस्थापन के बदलने की दर है, और त्वरण वेग के बदलने की दर है।', 'न्यूटन का दूसरा नियम कहता है कि कुल बल, द्रव्यमान गुणा त्वरण के बराबर है।'],
      explain: 'स्थिर त्वरण में ये तीन समीकरण u, v, t और s को जोड़ते हैं। वही समीकरण चुनिए जिसमें अज्ञात राशि न हो।',
    },
  },
  'Work, Energy and Power': {
    points: [
      ['Work is force along displacement', 'Work done is the force times the displacement along the force.'],
      ['Energy is conserved', 'With only conservative forces, kinetic plus potential energy stays constant.'],
      ['Power is work per second', 'Power is the rate of doing work, measured in watts.'],
    ],
    example: 'The work-energy theorem',
    visual: { formula: ['W = F s \\cos\\theta', 'W_{net} = \\Delta K = \\tfrac{1}{2}mv^2 - \\tfrac{1}{2}mu^2', 'P = \\dfrac{W}{t} = F v'] },
    explain: 'The net work done on a body equals its change in kinetic energy. It often solves in one line what takes three with the equations of motion.',
    hi: {
      points: ['कार्य, बल और बल की दिशा में विस्थापन का गुणनफल है।', 'केवल संरक्षी बलों में गतिज और स्थितिज ऊर्जा का योग स्थिर रहता है।', 'शक्ति कार्य करने की दर है, जिसे वॉट में मापते हैं।'],
      explain: 'किसी पिंड पर किया गया कुल कार्य उसकी गतिज ऊर्जा में बदलाव के बराबर होता है। यह प्रमेय कई सवाल एक पंक्ति में हल कर देता है।',
    },
  },
  'Sets, Relations and Functions': {
    points: [
      ['A set is a well-defined collection', 'A set is a collection whose members are clearly decided.'],
      ['A relation pairs elements', 'A relation from A to B is any subset of the Cartesian product A cross B.'],
      ['A function gives one output', 'A function is a relation in which every input has exactly one output.'],
    ],
    example: 'Counting with sets',
    visual: { formula: ['n(A \\cup B) = n(A) + n(B) - n(A \\cap B)', 'n(A \\times B) = n(A)\\,n(B)', '\\text{relations } A \\to B: 2^{n(A)n(B)}'] },
    explain: 'Add the two sets, then subtract what you counted twice. The same idea of counting pairs tells you how many relations there are between two sets.',
    hi: {
      points: ['समुच्चय ऐसी वस्तुओं का संग्रह है जिनके सदस्य स्पष्ट रूप से तय हों।', 'A से B तक संबंध, A और B के कार्तीय गुणनफल का कोई भी उपसमुच्चय है।', 'फलन ऐसा संबंध है जिसमें हर इनपुट का ठीक एक आउटपुट होता है।'],
      explain: 'दोनों समुच्चयों को जोड़िए, फिर जो दो बार गिना गया उसे घटाइए। जोड़ियों की गिनती से ही संबंधों की संख्या निकलती है।',
    },
  },
  'Quadratic Equations and Complex Numbers': {
    points: [
      ['The discriminant decides the roots', 'The discriminant b squared minus four a c tells whether the roots are real and equal, real and distinct, or complex.'],
      ['Sum and product of roots', 'The sum of the roots is minus b over a, and their product is c over a.'],
      ['i squared is minus one', 'Complex numbers extend the reals with i, whose square is minus one.'],
    ],
    example: 'The quadratic formula',
    visual: { formula: ['ax^2 + bx + c = 0', 'x = \\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}', 'D < 0 \\Rightarrow x = p \\pm iq'] },
    explain: 'When the discriminant is negative, the roots come as a conjugate pair p plus i q and p minus i q.',
    hi: {
      points: ['विविक्तकर b वर्ग घटा चार a c बताता है कि मूल वास्तविक हैं या सम्मिश्र।', 'मूलों का योग ऋण b बटा a, और गुणनफल c बटा a होता है।', 'सम्मिश्र संख्याओं में i का वर्ग ऋण एक होता है।'],
      explain: 'जब विविक्तकर ऋणात्मक हो, तो मूल संयुग्मी जोड़ी में आते हैं: p धन i q और p ऋण i q।',
    },
  },
  'General Organic Chemistry': {
    points: [
      ['Inductive effect through sigma bonds', 'The inductive effect is a permanent shift of electrons along sigma bonds.'],
      ['Resonance spreads charge', 'Resonance delocalises electrons and stabilises ions and radicals.'],
      ['Carbocation stability', 'Tertiary carbocations are more stable than secondary, which beat primary.'],
    ],
    example: 'Order of stability',
    visual: { formula: ['3^\\circ > 2^\\circ > 1^\\circ > \\mathrm{CH_3^+}', '\\text{benzyl}^+ \\approx \\text{allyl}^+ > 3^\\circ', '-I:\\ \\mathrm{NO_2 > CN > F > Cl}'] },
    explain: 'Alkyl groups push electrons toward the positive carbon, and resonance spreads the charge further, so benzylic and allylic cations are the most stable.',
    hi: {
      points: ['प्रेरणिक प्रभाव सिग्मा बंधों के साथ इलेक्ट्रॉनों का स्थायी खिसकाव है।', 'अनुनाद इलेक्ट्रॉनों को फैलाकर आयनों और मूलकों को स्थिर करता है।', 'तृतीयक कार्बोधनायन द्वितीयक से, और द्वितीयक प्राथमिक से अधिक स्थिर होते हैं।'],
      explain: 'ऐल्किल समूह धनात्मक कार्बन की ओर इलेक्ट्रॉन धकेलते हैं, और अनुनाद आवेश को और फैलाता है, इसलिए बेंज़िल और ऐलिल धनायन सबसे स्थिर हैं।',
    },
  },
  'Hydrocarbons': {
    points: [
      ['Alkanes substitute', 'Alkanes are saturated and react mainly by free radical substitution.'],
      ['Alkenes add', 'Alkenes undergo electrophilic addition across the double bond.'],
      ['Markovnikov’s rule', 'Hydrogen adds to the carbon that already has more hydrogens.'],
    ],
    example: 'Adding HBr to propene',
    visual: { formula: ['\\mathrm{CH_3CH{=}CH_2 + HBr \\to CH_3CHBrCH_3}', '\\text{with peroxide: } \\mathrm{CH_3CH_2CH_2Br}'] },
    explain: 'Without peroxide the more stable secondary carbocation forms, giving 2-bromopropane. With peroxide a radical path gives the anti-Markovnikov product.',
    hi: {
      points: ['ऐल्केन संतृप्त होते हैं और मुख्यतः मुक्त मूलक प्रतिस्थापन करते हैं।', 'ऐल्कीन द्विबंध पर इलेक्ट्रॉनरागी योग करते हैं।', 'मार्कोनीकॉफ़ नियम: हाइड्रोजन उस कार्बन पर जुड़ता है जिस पर पहले से अधिक हाइड्रोजन हों।'],
      explain: 'परॉक्साइड के बिना अधिक स्थिर द्वितीयक कार्बोधनायन बनता है। परॉक्साइड के साथ मूलक मार्ग से विपरीत उत्पाद मिलता है।',
    },
  },
  'Mole Concept and Stoichiometry': {
    points: [
      ['A mole is a count', 'A mole is six point zero two two times ten to the twenty-three particles.'],
      ['Molar mass links grams and moles', 'Divide a mass by the molar mass to get the number of moles.'],
      ['The limiting reagent runs out first', 'The reactant that runs out first decides how much product forms.'],
    ],
    example: 'From grams to moles',
    visual: { formula: ['n = \\dfrac{m}{M}', 'N = n\\,N_A,\\quad N_A = 6.022 \\times 10^{23}', '\\mathrm{2H_2 + O_2 \\to 2H_2O}'] },
    explain: 'Four grams of hydrogen is two moles, which needs one mole of oxygen and gives two moles of water.',
    hi: {
      points: ['एक मोल छह दशमलव शून्य दो दो गुणा दस की घात तेईस कणों की संख्या है।', 'द्रव्यमान को मोलर द्रव्यमान से भाग देने पर मोल की संख्या मिलती है।', 'जो अभिकारक पहले खत्म हो, वही सीमांत अभिकर्मक है और उत्पाद की मात्रा तय करता है।'],
      explain: 'चार ग्राम हाइड्रोजन दो मोल है, जिसे एक मोल ऑक्सीजन चाहिए, और इससे दो मोल पानी बनता है।',
    },
  },
  'Atomic Structure': {
    points: [
      ['Bohr’s orbits are quantised', 'In Bohr’s model, angular momentum comes in whole multiples of h over two pi.'],
      ['Energy levels of hydrogen', 'The energy of the nth level of hydrogen is minus thirteen point six over n squared electron volts.'],
      ['Four quantum numbers', 'Each electron is described by n, l, m and s, and no two electrons share all four.'],
    ],
    example: 'Hydrogen’s energy levels',
    visual: { formula: ['E_n = -\\dfrac{13.6}{n^2}\\ \\mathrm{eV}', 'r_n = 0.529\\,\\dfrac{n^2}{Z}\\ \\text{Å}', '\\dfrac{1}{\\lambda} = R\\left(\\dfrac{1}{n_1^2} - \\dfrac{1}{n_2^2}\\right)'] },
    explain: 'When an electron falls from a higher level to a lower one, the energy difference leaves as light, and the Rydberg formula gives its wavelength.',
    hi: {
      points: ['बोर मॉडल में कोणीय संवेग h बटा दो पाई के पूर्ण गुणजों में आता है।', 'हाइड्रोजन के n वें स्तर की ऊर्जा ऋण तेरह दशमलव छह बटा n वर्ग इलेक्ट्रॉन वोल्ट है।', 'हर इलेक्ट्रॉन चार क्वांटम संख्याओं से पहचाना जाता है, और किन्हीं दो की चारों समान नहीं होतीं।'],
      explain: 'जब इलेक्ट्रॉन ऊँचे स्तर से नीचे आता है, तो ऊर्जा का अंतर प्रकाश बनकर निकलता है, और रिडबर्ग सूत्र उसकी तरंगदैर्ध्य देता है।',
    },
  },
  'Multi-concept Mechanics': {
    points: [
      ['Draw every free-body diagram', 'Start every problem with a free-body diagram for each body.'],
      ['Constraints link the bodies', 'String and contact constraints tie the accelerations together.'],
      ['Choose the conserved quantity', 'Check whether momentum, energy or angular momentum is conserved before writing forces.'],
    ],
    example: 'Two blocks on a pulley',
    visual: { formula: ['a = \\dfrac{(m_1 - m_2)\\,g}{m_1 + m_2}', 'T = \\dfrac{2 m_1 m_2\\, g}{m_1 + m_2}'] },
    explain: 'For the Atwood machine, write Newton’s law for each block, add the equations to remove the tension, and the acceleration follows.',
    hi: {
      points: ['हर सवाल की शुरुआत हर पिंड के मुक्त पिंड आरेख से कीजिए।', 'डोरी और संपर्क की शर्तें त्वरणों को आपस में जोड़ती हैं।', 'बल लिखने से पहले देखिए कि संवेग, ऊर्जा या कोणीय संवेग संरक्षित है या नहीं।'],
      explain: 'एटवुड मशीन में हर ब्लॉक के लिए न्यूटन का नियम लिखिए, समीकरण जोड़कर तनाव हटाइए, और त्वरण मिल जाता है।',
    },
  },
  'Electromagnetic Induction and AC': {
    points: [
      ['Faraday’s law', 'A changing magnetic flux induces an e m f in a circuit.'],
      ['Lenz’s law gives the direction', 'The induced current opposes the change that produced it.'],
      ['R M S values', 'For alternating current, the r m s value is the peak divided by root two.'],
    ],
    example: 'Induced e m f',
    visual: { formula: ['\\varepsilon = -\\dfrac{d\\Phi_B}{dt}', '\\varepsilon = B\\,l\\,v', 'I_{rms} = \\dfrac{I_0}{\\sqrt{2}}'] },
    explain: 'A rod of length l moving at speed v through a field B has an e m f of B l v across it, and the minus sign in Faraday’s law is Lenz’s law.',
    hi: {
      points: ['फैराडे का नियम: बदलता चुंबकीय फ्लक्स परिपथ में विद्युत वाहक बल प्रेरित करता है।', 'लेंज़ का नियम: प्रेरित धारा उस बदलाव का विरोध करती है जिससे वह बनी।', 'प्रत्यावर्ती धारा का r m s मान शिखर मान बटा रूट दो होता है।'],
      explain: 'वेग v से चलती l लंबाई की छड़ पर B l v का विद्युत वाहक बल बनता है, और फैराडे के नियम का ऋण चिह्न ही लेंज़ का नियम है।',
    },
  },
  'Cell: Structure and Function': {
    points: [
      ['The cell is the unit of life', 'Every living thing is made of cells, and every cell comes from a cell.'],
      ['Prokaryotes lack a nucleus', 'Prokaryotic cells have no membrane-bound nucleus; eukaryotic cells do.'],
      ['Organelles divide the work', 'Mitochondria make energy, ribosomes make proteins, and the Golgi packs and ships them.'],
    ],
    example: 'Organelles and their jobs',
    visual: { table: [['Mitochondrion', 'Aerobic respiration, ATP'], ['Ribosome', 'Protein synthesis'], ['Golgi apparatus', 'Packaging and secretion'], ['Lysosome', 'Digestion inside the cell']] },
    explain: 'Learn each organelle with its job: that pairing is what most questions on the cell test.',
    hi: {
      points: ['हर जीव कोशिकाओं से बना है, और हर कोशिका किसी कोशिका से बनती है।', 'प्रोकैरियोटिक कोशिकाओं में झिल्ली से घिरा केंद्रक नहीं होता; यूकैरियोटिक में होता है।', 'माइटोकॉन्ड्रिया ऊर्जा बनाते हैं, राइबोसोम प्रोटीन, और गॉल्जी उन्हें पैक करके भेजता है।'],
      explain: 'हर कोशिकांग को उसके काम के साथ याद कीजिए: ज़्यादातर सवाल यही जोड़ी पूछते हैं।',
    },
  },
  'Plant Physiology': {
    points: [
      ['Photosynthesis makes sugar', 'Photosynthesis turns carbon dioxide and water into glucose using light.'],
      ['Light and dark reactions', 'The light reactions make ATP and NADPH; the Calvin cycle uses them to fix carbon.'],
      ['Transpiration pulls water', 'Water lost from leaves pulls a column of water up the xylem.'],
    ],
    example: 'The overall equation',
    visual: { formula: ['\\mathrm{6CO_2 + 12H_2O \\xrightarrow{light} C_6H_{12}O_6 + 6O_2 + 6H_2O}'] },
    explain: 'The oxygen released comes from water, not from carbon dioxide, which is why twelve molecules of water appear on the left.',
    hi: {
      points: ['प्रकाश संश्लेषण प्रकाश की मदद से कार्बन डाइऑक्साइड और पानी को ग्लूकोज़ में बदलता है।', 'प्रकाश अभिक्रियाएँ ATP और NADPH बनाती हैं; केल्विन चक्र उनसे कार्बन स्थिर करता है।', 'पत्तियों से निकला पानी ज़ाइलम में पानी के स्तंभ को ऊपर खींचता है।'],
      explain: 'निकलने वाली ऑक्सीजन पानी से आती है, कार्बन डाइऑक्साइड से नहीं, इसीलिए बाईं ओर पानी के बारह अणु हैं।',
    },
  },
  'Animal Kingdom': {
    points: [
      ['Classified by body plan', 'Animals are grouped by levels of organisation, symmetry and body cavity.'],
      ['Germ layers', 'Diploblastic animals have two germ layers; triploblastic animals have three.'],
      ['The coelom', 'A true coelom is a body cavity lined by mesoderm.'],
    ],
    example: 'Phyla at a glance',
    visual: { table: [['Porifera', 'Cellular level, no symmetry'], ['Cnidaria', 'Radial, diploblastic'], ['Annelida', 'Bilateral, true coelom, segmented'], ['Chordata', 'Notochord, dorsal nerve cord']] },
    explain: 'Read each phylum across: its organisation, its symmetry and its cavity are the three features examiners ask for.',
    hi: {
      points: ['जंतुओं को संगठन के स्तर, सममिति और देहगुहा के आधार पर बाँटा जाता है।', 'द्विकोरकी जंतुओं में दो, और त्रिकोरकी में तीन जनन स्तर होते हैं।', 'वास्तविक देहगुहा मीसोडर्म से घिरी होती है।'],
      explain: 'हर संघ को पंक्ति में पढ़िए: संगठन, सममिति और देहगुहा, यही तीन बातें परीक्षा में पूछी जाती हैं।',
    },
  },
  'Human Physiology': {
    points: [
      ['Double circulation', 'Blood passes through the heart twice in one full circuit of the body.'],
      ['Alveoli exchange gases', 'Oxygen and carbon dioxide diffuse across the thin walls of the alveoli.'],
      ['The nephron filters blood', 'The nephron filters blood, reabsorbs what the body needs and leaves urine.'],
    ],
    example: 'The cardiac cycle',
    visual: { table: [['Atrial systole', '0.1 s'], ['Ventricular systole', '0.3 s'], ['Joint diastole', '0.4 s'], ['One cycle', '0.8 s, about 72 beats a minute']] },
    explain: 'One heartbeat lasts about point eight seconds, which is where the resting rate of about seventy-two beats a minute comes from.',
    hi: {
      points: ['शरीर के एक पूरे चक्कर में रक्त दो बार हृदय से गुज़रता है।', 'ऑक्सीजन और कार्बन डाइऑक्साइड वायुकोषों की पतली दीवारों से विसरित होती हैं।', 'नेफ्रॉन रक्त को छानता है, ज़रूरी चीज़ें वापस सोखता है और मूत्र बनाता है।'],
      explain: 'एक धड़कन लगभग शून्य दशमलव आठ सेकंड की होती है, इसीलिए आराम में हृदय गति लगभग बहत्तर प्रति मिनट है।',
    },
  },
  'Mechanics in One Shot': {
    points: [
      ['Projectile motion splits in two', 'Treat a projectile’s horizontal and vertical motions separately.'],
      ['Friction opposes sliding', 'Static friction adjusts up to mu times the normal force.'],
      ['Circular motion needs a centripetal force', 'Moving in a circle needs a net inward force of m v squared over r.'],
    ],
    example: 'Projectile formulas',
    visual: { formula: ['R = \\dfrac{u^2 \\sin 2\\theta}{g}', 'H = \\dfrac{u^2 \\sin^2\\theta}{2g}', 'T = \\dfrac{2u\\sin\\theta}{g}'] },
    explain: 'The range is greatest at forty-five degrees, and two angles that add up to ninety degrees give the same range.',
    hi: {
      points: ['प्रक्षेप्य की क्षैतिज और ऊर्ध्वाधर गतियों को अलग-अलग लीजिए।', 'स्थैतिक घर्षण mu गुणा अभिलंब बल तक बदल सकता है।', 'वृत्तीय गति के लिए m v वर्ग बटा r का केंद्र की ओर बल चाहिए।'],
      explain: 'पैंतालीस अंश पर परास सबसे अधिक होता है, और नब्बे अंश तक जुड़ने वाले दो कोण एक ही परास देते हैं।',
    },
  },
  'Thermodynamics and Kinetic Theory': {
    points: [
      ['The first law is energy conservation', 'Heat given to a gas raises its internal energy and does work.'],
      ['Processes have their own rules', 'Isothermal keeps temperature, adiabatic allows no heat, isochoric keeps volume.'],
      ['Temperature is molecular motion', 'The average kinetic energy of a molecule is three halves k T.'],
    ],
    example: 'The first law',
    visual: { formula: ['\\Delta Q = \\Delta U + W', 'W_{iso} = nRT\\ln\\dfrac{V_2}{V_1}', '\\bar{K} = \\tfrac{3}{2}k_BT'] },
    explain: 'In an isothermal expansion the internal energy does not change, so all the heat supplied is done as work.',
    hi: {
      points: ['गैस को दी गई ऊष्मा उसकी आंतरिक ऊर्जा बढ़ाती है और कार्य करती है।', 'समतापी में ताप, रुद्धोष्म में ऊष्मा शून्य, और समआयतनिक में आयतन स्थिर रहता है।', 'एक अणु की औसत गतिज ऊर्जा तीन बटा दो k T होती है।'],
      explain: 'समतापी प्रसार में आंतरिक ऊर्जा नहीं बदलती, इसलिए दी गई पूरी ऊष्मा कार्य में बदल जाती है।',
    },
  },
  'Constitutional Framework': {
    points: [
      ['Drafted by the Constituent Assembly', 'The Constituent Assembly drafted the Constitution between 1946 and 1949.'],
      ['Borrowed features', 'Parliamentary government came from Britain, and fundamental rights from the United States.'],
      ['The Preamble states the aims', 'The Preamble declares India a sovereign, socialist, secular, democratic republic.'],
    ],
    example: 'Key dates',
    visual: { timeline: [['9 Dec 1946', 'First sitting of the Constituent Assembly'], ['26 Nov 1949', 'Constitution adopted'], ['26 Jan 1950', 'Constitution in force'], ['1976', '42nd Amendment adds socialist and secular']] },
    explain: 'Adopted in November 1949, the Constitution came fully into force on the twenty-sixth of January 1950, now Republic Day.',
    hi: {
      points: ['संविधान सभा ने 1946 से 1949 के बीच संविधान तैयार किया।', 'संसदीय शासन ब्रिटेन से, और मौलिक अधिकार अमेरिका से लिए गए।', 'प्रस्तावना भारत को संप्रभु, समाजवादी, पंथनिरपेक्ष, लोकतांत्रिक गणराज्य घोषित करती है।'],
      explain: 'नवंबर 1949 में अपनाया गया संविधान छब्बीस जनवरी 1950 को पूरी तरह लागू हुआ, जो अब गणतंत्र दिवस है।',
    },
  },
  'Fundamental Rights and Directive Principles': {
    points: [
      ['Rights are justiciable', 'Fundamental rights in Part Three can be enforced in the courts.'],
      ['Directive principles guide the state', 'Directive principles in Part Four guide policy but cannot be enforced in court.'],
      ['Article 32 is the heart', 'Article 32 lets a citizen go straight to the Supreme Court to enforce a right.'],
    ],
    example: 'Rights by article',
    visual: { table: [['Articles 14 to 18', 'Right to equality'], ['Articles 19 to 22', 'Right to freedom'], ['Articles 25 to 28', 'Freedom of religion'], ['Article 32', 'Constitutional remedies']] },
    explain: 'Doctor Ambedkar called Article 32 the heart and soul of the Constitution, because it makes every other right enforceable.',
    hi: {
      points: ['भाग तीन के मौलिक अधिकार न्यायालय में लागू कराए जा सकते हैं।', 'भाग चार के नीति निदेशक तत्व नीति को दिशा देते हैं, पर न्यायालय में लागू नहीं होते।', 'अनुच्छेद बत्तीस नागरिक को सीधे सर्वोच्च न्यायालय जाने का अधिकार देता है।'],
      explain: 'डॉक्टर आंबेडकर ने अनुच्छेद बत्तीस को संविधान का हृदय और आत्मा कहा, क्योंकि यह बाकी सब अधिकारों को लागू कराता है।',
    },
  },
  'Expansion of British Rule, 1757-1857': {
    points: [
      ['Plassey and Buxar', 'Victories at Plassey and Buxar gave the Company control of Bengal.'],
      ['Subsidiary alliance', 'Wellesley’s subsidiary alliance made Indian rulers pay for British troops.'],
      ['Doctrine of lapse', 'Dalhousie annexed states whose rulers died without a natural heir.'],
    ],
    example: 'A century of expansion',
    visual: { timeline: [['1757', 'Battle of Plassey'], ['1764', 'Battle of Buxar'], ['1765', 'Diwani of Bengal'], ['1848 to 1856', 'Doctrine of lapse, Awadh annexed'], ['1857', 'The Revolt']] },
    explain: 'Each step added territory or revenue, and the annexation of Awadh in 1856 fed the anger that broke out in 1857.',
    hi: {
      points: ['प्लासी और बक्सर की जीत से कंपनी को बंगाल पर नियंत्रण मिला।', 'वेलेज़ली की सहायक संधि ने भारतीय शासकों से ब्रिटिश सेना का खर्च दिलवाया।', 'डलहौज़ी ने बिना प्राकृतिक उत्तराधिकारी वाले राज्यों को हड़प लिया।'],
      explain: 'हर कदम ने क्षेत्र या राजस्व बढ़ाया, और 1856 में अवध के विलय ने उस गुस्से को बढ़ाया जो 1857 में फूटा।',
    },
  },
  'Socio-religious Reform Movements': {
    points: [
      ['Brahmo Samaj', 'Raja Ram Mohan Roy founded the Brahmo Samaj and campaigned against sati.'],
      ['Arya Samaj', 'Dayanand Saraswati’s Arya Samaj called for a return to the Vedas.'],
      ['Reform from below', 'Jyotiba Phule’s Satyashodhak Samaj fought caste and opened schools for girls.'],
    ],
    example: 'Reformers and their work',
    visual: { timeline: [['1828', 'Brahmo Samaj, Ram Mohan Roy'], ['1829', 'Sati abolished'], ['1856', 'Widow Remarriage Act'], ['1873', 'Satyashodhak Samaj, Phule'], ['1875', 'Arya Samaj, Dayanand Saraswati']] },
    explain: 'Match each movement with its founder, its year and its main cause: that is how the questions come.',
    hi: {
      points: ['राजा राममोहन राय ने ब्रह्म समाज बनाया और सती के खिलाफ अभियान चलाया।', 'दयानंद सरस्वती के आर्य समाज ने वेदों की ओर लौटने का आह्वान किया।', 'ज्योतिबा फुले के सत्यशोधक समाज ने जाति के विरुद्ध संघर्ष किया और लड़कियों के स्कूल खोले।'],
      explain: 'हर आंदोलन को उसके संस्थापक, वर्ष और मुख्य उद्देश्य के साथ जोड़िए: सवाल इसी तरह आते हैं।',
    },
  },
  'National Income and Growth': {
    points: [
      ['G D P counts production', 'Gross domestic product is the value of final goods and services produced within the country.'],
      ['Real versus nominal', 'Real G D P removes the effect of price changes, so growth is measured in volume.'],
      ['Three ways to measure', 'National income can be measured by output, by income or by expenditure.'],
    ],
    example: 'From G D P to national income',
    visual: { formula: ['\\text{GDP} = C + I + G + (X - M)', '\\text{GNP} = \\text{GDP} + \\text{net factor income from abroad}', '\\text{NNP} = \\text{GNP} - \\text{depreciation}'] },
    explain: 'Add what households, firms and the government spend, plus net exports, and you have G D P by the expenditure method.',
    hi: {
      points: ['सकल घरेलू उत्पाद देश के भीतर बने अंतिम वस्तुओं और सेवाओं का मूल्य है।', 'वास्तविक जी डी पी कीमतों के बदलाव का असर हटाता है, ताकि वृद्धि मात्रा में मापी जाए।', 'राष्ट्रीय आय उत्पादन, आय या व्यय, तीनों विधियों से मापी जा सकती है।'],
      explain: 'परिवारों, कंपनियों और सरकार का व्यय, और शुद्ध निर्यात जोड़िए, तो व्यय विधि से जी डी पी मिलता है।',
    },
  },
  'Money, Banking and Monetary Policy': {
    points: [
      ['The R B I sets the repo rate', 'The Reserve Bank lends to banks at the repo rate to steer interest rates.'],
      ['Reserve ratios', 'The cash reserve ratio and the statutory liquidity ratio limit how much banks can lend.'],
      ['Inflation targeting', 'The monetary policy committee targets four percent inflation, give or take two.'],
    ],
    example: 'The policy tools',
    visual: { table: [['Repo rate', 'RBI lends to banks'], ['Reverse repo', 'Banks park money with RBI'], ['CRR', 'Cash kept with RBI'], ['SLR', 'Liquid assets banks hold']] },
    explain: 'Raising the repo rate makes borrowing dearer, which cools demand and, with time, inflation.',
    hi: {
      points: ['रिज़र्व बैंक रेपो दर पर बैंकों को उधार देकर ब्याज दरों को दिशा देता है।', 'नकद आरक्षित अनुपात और सांविधिक तरलता अनुपात बैंकों के उधार की सीमा तय करते हैं।', 'मौद्रिक नीति समिति चार प्रतिशत महँगाई का लक्ष्य रखती है, दो प्रतिशत ऊपर या नीचे।'],
      explain: 'रेपो दर बढ़ाने से उधार महँगा होता है, जिससे माँग और समय के साथ महँगाई कम होती है।',
    },
  },
  'Structure of a Good Answer': {
    points: [
      ['Introduce in two lines', 'Open with a definition, a fact or a recent example, in two lines.'],
      ['Body in headed points', 'Build the body from short points under clear subheadings.'],
      ['Conclude forward', 'End with a balanced, forward-looking way out.'],
    ],
    example: 'A 150-word answer plan',
    visual: { table: [['Introduction', '20 to 30 words'], ['Body', '3 to 5 points, 100 words'], ['Diagram or example', 'Where it helps'], ['Conclusion', '20 to 30 words']] },
    explain: 'Spend a minute planning before you write: a planned answer in seven minutes beats an unplanned one in ten.',
    hi: {
      points: ['परिभाषा, तथ्य या ताज़ा उदाहरण से दो पंक्तियों में शुरुआत कीजिए।', 'मुख्य भाग को साफ़ उपशीर्षकों के नीचे छोटे बिंदुओं में लिखिए।', 'संतुलित और आगे की राह दिखाने वाले निष्कर्ष से अंत कीजिए।'],
      explain: 'लिखने से पहले एक मिनट योजना बनाइए: सात मिनट का योजनाबद्ध उत्तर दस मिनट के बिखरे उत्तर से बेहतर है।',
    },
  },
  'GS Paper I: History and Society': {
    points: [
      ['Art and culture', 'Art and culture questions ask for features, examples and their significance.'],
      ['Modern history as processes', 'Write modern history as causes, course and consequences.'],
      ['Society with data', 'Support answers on society with data from surveys and the census.'],
    ],
    example: 'What the paper covers',
    visual: { table: [['Indian heritage', 'Art forms, literature, architecture'], ['Modern India', '1750 to 1947, the freedom struggle'], ['World history', 'Revolutions, wars, decolonisation'], ['Society', 'Diversity, women, urbanisation']] },
    explain: 'Each area rewards a different habit: examples for culture, chains of cause for history, and data for society.',
    hi: {
      points: ['कला और संस्कृति के सवाल विशेषताएँ, उदाहरण और महत्व पूछते हैं।', 'आधुनिक इतिहास को कारण, घटनाक्रम और परिणाम के रूप में लिखिए।', 'समाज पर उत्तरों को सर्वेक्षणों और जनगणना के आँकड़ों से मज़बूत कीजिए।'],
      explain: 'हर क्षेत्र अलग आदत माँगता है: संस्कृति के लिए उदाहरण, इतिहास के लिए कारणों की कड़ी, और समाज के लिए आँकड़े।',
    },
  },
  'Reading Comprehension': {
    points: [
      ['Read the questions first', 'Skim the questions before the passage, so you read with a purpose.'],
      ['Find the main idea', 'Most passages have one main idea; the options that stray from it are wrong.'],
      ['Stay inside the passage', 'Answer from what the passage says, not from what you know.'],
    ],
    example: 'Trap options',
    visual: { table: [['Too extreme', 'always, never, only'], ['Out of scope', 'true, but not in the passage'], ['Half right', 'one part matches, one does not'], ['Reversed', 'cause and effect swapped']] },
    explain: 'Eliminate options in these four families first, and the right answer is usually the one left standing.',
    hi: {
      points: ['गद्यांश से पहले प्रश्न देख लीजिए, ताकि उद्देश्य के साथ पढ़ें।', 'ज़्यादातर गद्यांशों का एक मुख्य विचार होता है; उससे भटकने वाले विकल्प गलत हैं।', 'उत्तर गद्यांश के आधार पर दीजिए, अपनी जानकारी के आधार पर नहीं।'],
      explain: 'पहले इन चार तरह के विकल्पों को हटाइए, जो बचता है वही अक्सर सही उत्तर होता है।',
    },
  },
  'Logical Reasoning': {
    points: [
      ['Syllogisms with diagrams', 'Draw Venn diagrams to test what a set of statements really implies.'],
      ['Series have a rule', 'In a number series, look at differences, ratios and alternate terms.'],
      ['Arrangements from fixed clues', 'In seating puzzles, place the definite clues first.'],
    ],
    example: 'A number series',
    visual: { formula: ['2,\\ 6,\\ 12,\\ 20,\\ 30,\\ ?', '\\text{differences: } 4,\\ 6,\\ 8,\\ 10,\\ 12', '? = 42 = 6 \\times 7'] },
    explain: 'The differences grow by two each time, and each term is n times n plus one, so the next term is forty-two.',
    hi: {
      points: ['कथन सच में क्या कहते हैं, यह वेन आरेख बनाकर जाँचिए।', 'संख्या श्रेणी में अंतर, अनुपात और एकांतर पद देखिए।', 'बैठक व्यवस्था में पहले निश्चित संकेतों को रखिए।'],
      explain: 'अंतर हर बार दो बढ़ता है, और हर पद n गुणा n धन एक है, इसलिए अगला पद बयालीस है।',
    },
  },
  'Chemical Reactions and Equations': {
    points: [
      ['Equations must balance', 'A balanced equation has the same number of each atom on both sides.'],
      ['Types of reaction', 'Reactions combine, decompose, displace or double displace.'],
      ['Oxidation and reduction', 'Oxidation is the gain of oxygen or loss of hydrogen; reduction is the reverse.'],
    ],
    example: 'Balancing an equation',
    visual: { formula: ['\\mathrm{Fe + H_2O \\to Fe_3O_4 + H_2}', '\\mathrm{3Fe + 4H_2O \\to Fe_3O_4 + 4H_2}'] },
    explain: 'Balance the atom that appears in the fewest compounds first, here iron, then oxygen, and hydrogen falls into place.',
    hi: {
      points: ['संतुलित समीकरण में दोनों ओर हर परमाणु की संख्या बराबर होती है।', 'अभिक्रियाएँ संयोजन, अपघटन, विस्थापन या द्विविस्थापन की होती हैं।', 'ऑक्सीकरण में ऑक्सीजन जुड़ती है या हाइड्रोजन हटती है; अपचयन इसका उलटा है।'],
      explain: 'पहले वह परमाणु संतुलित कीजिए जो सबसे कम यौगिकों में है, यहाँ लोहा, फिर ऑक्सीजन, और हाइड्रोजन अपने आप संतुलित हो जाती है।',
    },
  },
  'Life Processes': {
    points: [
      ['Nutrition', 'Plants make their food by photosynthesis; animals take it in and digest it.'],
      ['Respiration releases energy', 'Respiration breaks down glucose to release energy as ATP.'],
      ['Transport and excretion', 'The blood carries materials, and the kidneys remove wastes.'],
    ],
    example: 'Aerobic and anaerobic',
    visual: { formula: ['\\text{Glucose} \\to \\text{Pyruvate} + \\text{energy}', '\\xrightarrow{O_2}\\ \\mathrm{CO_2 + H_2O} + \\text{much energy}', '\\xrightarrow{\\text{no } O_2}\\ \\text{lactic acid (muscle)}'] },
    explain: 'With oxygen, pyruvate is broken down completely in the mitochondria; without it, muscles make lactic acid, which is why they cramp.',
    hi: {
      points: ['पौधे प्रकाश संश्लेषण से भोजन बनाते हैं; जंतु भोजन लेकर पचाते हैं।', 'श्वसन ग्लूकोज़ को तोड़कर ATP के रूप में ऊर्जा देता है।', 'रक्त पदार्थ पहुँचाता है, और वृक्क अपशिष्ट बाहर निकालते हैं।'],
      explain: 'ऑक्सीजन होने पर पाइरुवेट माइटोकॉन्ड्रिया में पूरा टूटता है; इसके बिना मांसपेशियाँ लैक्टिक अम्ल बनाती हैं, इसीलिए ऐंठन होती है।',
    },
  },
  'Number Systems': {
    points: [
      ['Rationals terminate or repeat', 'A rational number’s decimal either ends or repeats.'],
      ['Irrationals never settle', 'Root two and pi have decimals that never end and never repeat.'],
      ['Real numbers fill the line', 'Together, rational and irrational numbers fill the whole number line.'],
    ],
    example: 'Root two is irrational',
    visual: { formula: ['\\sqrt{2} = \\dfrac{p}{q} \\Rightarrow p^2 = 2q^2', '\\Rightarrow p,\\ q \\text{ both even}', '\\Rightarrow \\text{contradiction}'] },
    explain: 'Suppose root two is a fraction in lowest terms; then both p and q turn out even, which contradicts lowest terms.',
    hi: {
      points: ['परिमेय संख्या का दशमलव या तो खत्म होता है या दोहराता है।', 'रूट दो और पाई के दशमलव न खत्म होते हैं, न दोहराते हैं।', 'परिमेय और अपरिमेय संख्याएँ मिलकर पूरी संख्या रेखा भरती हैं।'],
      explain: 'मान लीजिए रूट दो सरलतम भिन्न है; तब p और q दोनों सम निकलते हैं, जो सरलतम रूप के विरुद्ध है।',
    },
  },
  'Polynomials': {
    points: [
      ['Degree is the highest power', 'The degree of a polynomial is its highest power of x.'],
      ['The remainder theorem', 'Dividing p of x by x minus a leaves the remainder p of a.'],
      ['Factors from zeros', 'If p of a is zero, then x minus a is a factor.'],
    ],
    example: 'Factorising a cubic',
    visual: { formula: ['p(x) = x^3 - 6x^2 + 11x - 6', 'p(1) = 0 \\Rightarrow (x - 1) \\mid p(x)', 'p(x) = (x-1)(x-2)(x-3)'] },
    explain: 'Try small integers that divide the constant term; each zero you find gives a factor and a smaller polynomial.',
    hi: {
      points: ['बहुपद की घात x की सबसे बड़ी घात होती है।', 'शेषफल प्रमेय: p x को x घटा a से भाग देने पर शेष p a आता है।', 'यदि p a शून्य है, तो x घटा a एक गुणनखंड है।'],
      explain: 'अचर पद के छोटे भाजक आज़माइए; हर शून्यक एक गुणनखंड और एक छोटा बहुपद देता है।',
    },
  },
  'Syllabus Map': {
    points: [
      ['Overlap first', 'Physics and Chemistry are common to JEE and NEET, so start there.'],
      ['Weightage guides order', 'Spend time in proportion to each chapter’s weight in past papers.'],
      ['Class 11 is the base', 'Most Class 12 chapters build on Class 11, so do not skip it.'],
    ],
    example: 'Where the marks are',
    visual: { table: [['Mechanics', 'about 20% of JEE Physics'], ['Organic Chemistry', 'about 30% of Chemistry'], ['Calculus', 'about 30% of JEE Maths'], ['Human Physiology', 'a major share of NEET Zoology']] },
    explain: 'Use these shares to plan your year: high-weight, high-overlap chapters first.',
    hi: {
      points: ['भौतिकी और रसायन JEE और NEET दोनों में हैं, इसलिए शुरुआत वहीं से कीजिए।', 'पिछले प्रश्नपत्रों में हर अध्याय के भार के अनुपात में समय दीजिए।', 'कक्षा बारह के अधिकतर अध्याय कक्षा ग्यारह पर टिके हैं, इसलिए उसे मत छोड़िए।'],
      explain: 'इन हिस्सों से साल की योजना बनाइए: अधिक भार और अधिक समानता वाले अध्याय पहले।',
    },
  },
  'Building a Study Timetable': {
    points: [
      ['Fixed blocks', 'Give each subject a fixed daily block, at the same time.'],
      ['Revise on a schedule', 'Revise each chapter after one day, one week and one month.'],
      ['Test every week', 'Take one timed test a week and log every mistake.'],
    ],
    example: 'A school-day timetable',
    visual: { table: [['5:30 to 7:00', 'Hardest subject, fresh mind'], ['After school', 'Homework and class notes'], ['7:00 to 9:00', 'Second subject, problems'], ['9:30 to 10:00', 'Revision and mistake log']] },
    explain: 'Protect the morning block for the subject you find hardest, and end each day with a short revision.',
    hi: {
      points: ['हर विषय को रोज़ एक ही समय पर तय समय दीजिए।', 'हर अध्याय को एक दिन, एक हफ़्ते और एक महीने बाद दोहराइए।', 'हर हफ़्ते एक समयबद्ध टेस्ट दीजिए और हर गलती लिखिए।'],
      explain: 'सुबह का समय सबसे कठिन विषय के लिए रखिए, और हर दिन छोटी पुनरावृत्ति से खत्म कीजिए।',
    },
  },
  'Recording: Limits and continuity: live revision': {
    points: [
      ['A limit is where f heads', 'A limit is the value a function approaches, whether or not it gets there.'],
      ['Continuity joins three things', 'f is continuous at a when the limit exists, f of a exists, and they are equal.'],
      ['Standard limits save time', 'Learn the standard limits; most questions reduce to one of them.'],
    ],
    example: 'Standard limits',
    visual: { formula: ['\\lim_{x \\to 0} \\dfrac{\\sin x}{x} = 1', '\\lim_{x \\to 0} \\dfrac{e^x - 1}{x} = 1', '\\lim_{x \\to \\infty} \\left(1 + \\dfrac{1}{x}\\right)^x = e'] },
    explain: 'In the live class we reduced every question to one of these three, after rewriting it in the right form.',
    hi: {
      points: ['सीमा वह मान है जिसकी ओर फलन बढ़ता है, चाहे वहाँ पहुँचे या नहीं।', 'f बिंदु a पर संतत है जब सीमा मौजूद हो, f a मौजूद हो, और दोनों बराबर हों।', 'मानक सीमाएँ याद कीजिए; ज़्यादातर सवाल उन्हीं में से किसी पर आ जाते हैं।'],
      explain: 'लाइव कक्षा में हमने हर सवाल को सही रूप में लिखकर इन्हीं तीन में से किसी पर पहुँचाया।',
    },
  },
};
