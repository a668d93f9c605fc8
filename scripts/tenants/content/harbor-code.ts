import type { SchoolContent } from '../build-catalogue.ts';

/** Harbor Code: a US coding bootcamp (web, data, cloud, interviews). Prices in USD. */
export const harborCode: SchoolContent = {
  schoolId: 502,
  seed: 502,
  categories: [
    { name: 'Web Development', custom_name: 'web-development', description: 'HTML, CSS, JavaScript, React and Node.js: build and ship real web apps.' },
    { name: 'JavaScript and TypeScript', custom_name: 'javascript-typescript', description: 'The language of the web, from closures to type-level programming.' },
    { name: 'Python and Data', custom_name: 'python-data', description: 'Python, SQL, pandas and machine learning for analysts and data scientists.' },
    { name: 'Cloud and DevOps', custom_name: 'cloud-devops', description: 'Containers, Kubernetes, CI/CD and AWS: get code to production safely.' },
    { name: 'Computer Science', custom_name: 'computer-science', description: 'Algorithms, data structures, systems and security fundamentals.' },
    { name: 'Career Prep', custom_name: 'career-prep', description: 'Interviews, portfolios and offers: land the job after the bootcamp.' },
    { name: 'Free Workshops', custom_name: 'free-workshops', description: 'Short free courses and assessments to try Harbor Code before you enroll.' },
  ],
  teachers: [
    { name: 'Maya Chen', headline: 'Full-stack engineer, formerly at Stripe', bio: 'Maya spent eight years building payments dashboards and internal tools. She teaches the full-stack track with an emphasis on shipping small, tested increments.' },
    { name: 'Darnell Brooks', headline: 'Staff engineer, React and TypeScript', bio: 'Darnell led the front-end platform team at a Seattle logistics company and maintains two open-source React libraries. He reviews every capstone project himself.' },
    { name: 'Priya Raman', headline: 'Data scientist and analytics lead', bio: 'Priya built forecasting models for a national grocery chain. She teaches Python and SQL by starting from a messy real dataset every time.' },
    { name: 'Luis Ortega', headline: 'Site reliability engineer', bio: 'Luis has run Kubernetes clusters in production since 2017. His courses follow one application from a laptop to a multi-region deployment.' },
    { name: 'Hannah Schulz', headline: 'CS instructor, algorithms and systems', bio: 'Former teaching fellow at a Boston university. Hannah makes Big-O and dynamic programming feel like common sense rather than magic.' },
    { name: 'Tom Whitaker', headline: 'Career coach, former tech recruiter', bio: 'Tom screened thousands of engineering candidates before switching sides. He runs mock interviews and résumé reviews for every Harbor Code cohort.' },
    { name: 'Grace Okafor', headline: 'Application security engineer', bio: 'Grace runs security reviews for fintech start-ups and teaches developers to think like attackers without becoming paranoid.' },
  ],
  products: [
    // Courses
    { kind: 'course', seo: 'full-stack-web-bootcamp', title: 'Full-Stack Web Development Bootcamp', short: 'Twelve weeks from HTML to a deployed React and Node.js app, with code review on every project.', about: 'Our flagship bootcamp. You build four projects of growing size, each reviewed by an instructor, and finish with a capstone deployed to the cloud.', cats: ['web-development', 'javascript-typescript'], teachers: [0, 1], tags: ['bootcamp', 'react', 'node'], certificate: true, price: 399_00, discount: [0, 20], premium: 499_00, promo: 'Winter cohort: 20% off the Full-Stack Bootcamp', topics: ['HTML, CSS and Accessibility', 'JavaScript Fundamentals', 'React and Component Design', 'Node.js APIs with Express', 'Databases with PostgreSQL', 'Deploying to the Cloud'] },
    { kind: 'course', seo: 'modern-javascript-deep-dive', title: 'Modern JavaScript Deep Dive', short: 'Closures, the event loop, promises and modules: understand the language, not just the syntax.', about: 'For developers who can write JavaScript but want to know why it behaves the way it does. Every module ends with a small library you write yourself.', cats: ['javascript-typescript'], teachers: [1], tags: ['javascript', 'async'], price: 149_00, topics: ['Values, Types and Coercion', 'Closures and Scope', 'The Event Loop and Promises', 'Modules and Tooling', 'Iterators and Generators'] , live: { classes: [['Office hours: async JavaScript questions', 90], ['Live coding: a promise pool from scratch', 60], ['Closures and scope, live', 60], ['Event loop walkthrough', 45], ['Iterators and generators Q&A', 45]], recordingOf: 2 } },
    { kind: 'course', seo: 'typescript-for-react-developers', title: 'TypeScript for React Developers', short: 'Type your components, hooks and API data with confidence, then migrate a real codebase.', about: 'A practical TypeScript course for people who already write React. We migrate a 5,000-line JavaScript app to strict TypeScript together.', cats: ['javascript-typescript', 'web-development'], teachers: [1], tags: ['typescript', 'react'], price: 129_00, discount: [1, 30_00], promo: 'TypeScript for React: $30 off this week', topics: ['Types and Inference', 'Generics in Practice', 'Typing Components and Hooks', 'Validating API Data with Zod', 'Migrating a Codebase'] },
    { kind: 'course', seo: 'react-19-in-depth', title: 'React 19 in Depth', short: 'Rendering, server components, Suspense and profiling for developers who ship React daily.', about: 'Go past the tutorials: how React renders, when it re-renders and how to make a slow screen fast again.', cats: ['web-development'], teachers: [1, 0], tags: ['react', 'performance'], price: 179_00, topics: ['Rendering and Reconciliation', 'State and Effects', 'Server Components', 'Suspense and Data Fetching', 'Performance Profiling'] },
    { kind: 'course', seo: 'python-for-data-analysis', title: 'Python for Data Analysis', short: 'Clean, explore and chart real datasets with Python, NumPy and pandas.', about: 'Start with a messy CSV of 200,000 rows and finish with a report your manager can read. No prior Python needed.', cats: ['python-data'], teachers: [2], tags: ['python', 'pandas', 'data'], price: 249_00, premium: 399_00, topics: ['Python Essentials', 'NumPy Arrays', 'pandas DataFrames', 'Cleaning Messy Data', 'Visualisation with Matplotlib', 'Reporting in Notebooks'] },
    { kind: 'course', seo: 'machine-learning-foundations', title: 'Machine Learning Foundations with scikit-learn', short: 'Supervised and unsupervised learning, evaluated honestly, on real business problems.', about: 'A live cohort starting in February. You will build, evaluate and explain models for churn, pricing and demand forecasting.', cats: ['python-data'], teachers: [2], tags: ['machine-learning', 'python'], price: 299_00, status: 'scheduled', startsAt: '2027-02-01', validity: '2027-08-31', topics: ['Supervised Learning', 'Model Evaluation', 'Feature Engineering', 'Trees and Ensembles', 'Unsupervised Learning'] },
    { kind: 'course', seo: 'sql-for-analysts', title: 'SQL for Analysts', short: 'Joins, window functions and CTEs on a realistic e-commerce database.', about: 'SQL is the most requested skill in analyst job posts. This course takes you from SELECT to window functions in four weeks.', cats: ['python-data'], teachers: [2], tags: ['sql', 'postgres'], price: 99_00, topics: ['SELECT and Filtering', 'Joins', 'Aggregation and Window Functions', 'CTEs and Subqueries'] },
    { kind: 'course', seo: 'docker-and-kubernetes', title: 'Docker and Kubernetes for Developers', short: 'Containerize an app, then run it on Kubernetes with rolling deploys and health checks.', about: 'One application, followed from a laptop to a Kubernetes cluster. Labs run in your browser; no cloud account needed.', cats: ['cloud-devops'], teachers: [3], tags: ['docker', 'kubernetes'], price: 249_00, topics: ['Containers from Scratch', 'Writing Good Dockerfiles', 'Docker Compose', 'Kubernetes Objects', 'Deployments and Services', 'Packaging with Helm'] },
    { kind: 'course', seo: 'aws-cloud-practitioner-prep', title: 'AWS Cloud Practitioner Exam Prep', short: 'Everything on the CLF-C02 exam guide, with a full practice exam.', about: 'A focused prep course for the AWS Certified Cloud Practitioner exam, updated for the current exam guide.', cats: ['cloud-devops'], teachers: [3], tags: ['aws', 'certification'], price: 79_00, discount: [0, 25], ios: true, topics: ['Cloud Concepts', 'Core AWS Services', 'Security and IAM', 'Billing and Pricing'] },
    { kind: 'course', seo: 'ci-cd-with-github-actions', title: 'CI/CD with GitHub Actions', short: 'Automate tests, builds and deploys with GitHub Actions workflows you can reuse.', about: 'Set up a pipeline that runs tests on every pull request and deploys on merge, with caching that keeps it fast.', cats: ['cloud-devops'], teachers: [3, 0], tags: ['ci-cd', 'github'], price: 59_00, topics: ['Workflows and Triggers', 'Testing in CI', 'Caching and Matrix Builds', 'Deploying Safely'] },
    { kind: 'course', seo: 'data-structures-and-algorithms', title: 'Data Structures and Algorithms', short: 'The patterns behind 300 interview problems, explained from first principles.', about: 'Learn the dozen patterns that solve most interview problems, and practise them in JavaScript or Python.', cats: ['computer-science', 'career-prep'], teachers: [4], tags: ['algorithms', 'interviews'], price: 199_00, premium: 349_00, topics: ['Big-O and Complexity', 'Arrays and Hashing', 'Linked Lists, Stacks and Queues', 'Trees and Graphs', 'Dynamic Programming', 'Sorting and Searching'] },
    { kind: 'course', seo: 'system-design-interviews', title: 'System Design for Interviews', short: 'A repeatable framework and ten worked designs, from URL shorteners to news feeds.', about: 'For engineers interviewing for mid-level and senior roles. Each case study is drawn on a whiteboard and then critiqued.', cats: ['computer-science', 'career-prep'], teachers: [4, 3], tags: ['system-design', 'interviews'], drip: 7, price: 229_00, topics: ['A Framework for Any Design', 'Scaling Reads', 'Scaling Writes', 'Caching and Queues', 'Case Studies'] },
    { kind: 'course', seo: 'web-security-essentials', title: 'Web Security Essentials', short: 'OWASP Top 10, authentication, XSS and CSP: secure the apps you already build.', about: 'Break into a deliberately vulnerable app, then fix every hole you found. Practical, not paranoid.', cats: ['computer-science', 'web-development'], teachers: [6], tags: ['security', 'owasp'], price: 149_00, topics: ['The OWASP Top 10', 'Authentication and Sessions', 'XSS and Content Security Policy', 'Secrets Management'] },
    { kind: 'course', seo: 'git-and-github-essentials', title: 'Git and GitHub Essentials', short: 'A free starter course: commits, branches and pull requests without the fear.', about: 'Everyone in the bootcamp starts here. Three short modules, each with a hands-on lab in a real repository.', cats: ['free-workshops', 'web-development'], teachers: [0], tags: ['git', 'free'], certificate: true, price: 0, topics: ['Commits and History', 'Branching and Merging', 'Pull Requests and Code Review'] },
    { kind: 'course', seo: 'rust-for-backend-engineers', title: 'Rust for Backend Engineers', short: 'Ownership, error handling and async Rust, building a production HTTP service.', about: 'Our first Rust course, in production now. Join the waitlist to hear when enrollment opens.', cats: ['computer-science'], teachers: [3, 4], tags: ['rust', 'backend'], price: 199_00, status: 'coming_soon', topics: ['Ownership and Borrowing', 'Error Handling', 'Async with Tokio', 'Building an HTTP Service'] },
    { kind: 'course', seo: 'career-launchpad', title: 'Tech Career Launchpad', short: 'Portfolio, résumé, interviews and negotiation with a personal career coach.', about: 'Available to bootcamp graduates. A coach works with you for twelve weeks until you have an offer you are happy with.', cats: ['career-prep'], teachers: [5], tags: ['career', 'coaching'], price: 149_00, private: true, topics: ['Portfolio Projects that Get Noticed', 'Résumé and LinkedIn', 'Technical Interviews', 'Negotiating Offers'] },

    // Tests
    { kind: 'test', seo: 'javascript-fundamentals-assessment', title: 'JavaScript Fundamentals Assessment', short: 'A free 45-minute check of your JavaScript basics before you join the bootcamp.', about: 'Take it before you apply: it tells you whether to start with the Full-Stack Bootcamp or the JavaScript deep dive.', cats: ['javascript-typescript', 'free-workshops'], teachers: [1], tags: ['assessment', 'javascript', 'free'], price: 0, facts: [30, 45, 30, ['multichoice', 'fill_in_the_blanks']] },
    { kind: 'test', seo: 'react-skills-assessment', title: 'React Skills Assessment', short: 'Hooks, state, effects and performance questions with two short code reviews.', about: 'Forty questions modelled on the screening tests used by mid-size product companies.', cats: ['web-development'], teachers: [1], tags: ['assessment', 'react'], price: 29_00, facts: [40, 60, 60, ['multichoice', 'subjective']] },
    { kind: 'test', seo: 'python-data-skills-test', title: 'Python Data Skills Test', short: 'pandas, NumPy and statistics questions with numeric answers checked to two decimals.', about: 'Measures whether you can go from raw data to a correct number under time pressure.', cats: ['python-data'], teachers: [2], tags: ['assessment', 'python'], price: 29_00, facts: [35, 60, 70, ['multichoice', 'numeric']] },
    { kind: 'test', seo: 'sql-challenge-test', title: 'SQL Challenge Test', short: 'Twenty-five queries of increasing difficulty against a sample e-commerce schema.', about: 'Write the query, or pick the one that returns the right rows. Ends with two window-function puzzles.', cats: ['python-data'], teachers: [2], tags: ['assessment', 'sql'], price: 19_00, facts: [25, 45, 50, ['multichoice', 'fill_in_the_blanks']] },
    { kind: 'test', seo: 'aws-cloud-practitioner-practice-exam', title: 'AWS Cloud Practitioner Practice Exam', short: 'A full 65-question practice exam in the real exam\'s format and time.', about: 'Timed like the real exam, with an explanation and documentation link for every answer.', cats: ['cloud-devops'], teachers: [3], tags: ['aws', 'practice-exam'], price: 39_00, ios: true, facts: [65, 90, 65, ['multichoice']] },
    { kind: 'test', seo: 'dsa-mock-interview-test', title: 'DSA Mock Interview Test', short: 'Six algorithm problems in 90 minutes, graded on correctness and complexity.', about: 'Simulates an online assessment round: six problems, ninety minutes, graded on both correctness and Big-O.', cats: ['computer-science', 'career-prep'], teachers: [4], tags: ['interviews', 'algorithms'], price: 49_00, facts: [7, 90, 60, ['subjective', 'numeric', 'feedback']] },
    { kind: 'test', seo: 'frontend-certification-exam-2025', title: 'Front-End Certification Exam 2025', short: 'The 2025 certification exam; registrations have closed.', about: 'The 2025 edition of our front-end certification. The 2026 exam is part of the Full-Stack Certification Series.', cats: ['web-development'], teachers: [0, 1], tags: ['certification', 'frontend'], price: 79_00, status: 'expired', validity: '2027-01-31', facts: [60, 120, 100, ['multichoice', 'subjective']] },
    { kind: 'test', seo: 'spring-hackathon-qualifier-2027', title: 'Spring Hackathon Qualifier 2027', short: 'A free, timed qualifier for the Harbor Code Spring Hackathon on March 6, 2027.', about: 'Solve as many of the eight problems as you can in three hours. The top 100 qualify for the hackathon weekend.', cats: ['free-workshops', 'computer-science'], teachers: [4, 0], tags: ['hackathon', 'free'], price: 0, status: 'scheduled', startsAt: '2027-03-06', promo: 'Spring Hackathon qualifier: free entry, March 6', facts: [8, 180, 100, ['subjective', 'numeric']] },

    // Test series
    { kind: 'series', seo: 'frontend-interview-test-series', title: 'Front-End Interview Test Series', short: 'JavaScript, React and algorithm assessments modelled on real screening rounds.', about: 'Three assessments in the order most front-end hiring loops use them, with a debrief video after each.', cats: ['web-development', 'career-prep'], teachers: [1, 4], tags: ['test-series', 'interviews'], price: 79_00, promo: 'Front-End Interview Series: practice the real screening rounds', items: ['javascript-fundamentals-assessment', 'react-skills-assessment', 'dsa-mock-interview-test'] },
    { kind: 'series', seo: 'data-analyst-assessment-series', title: 'Data Analyst Assessment Series', short: 'Python and SQL tests that mirror analyst take-home and live screens.', about: 'Two assessments covering what analyst interviews actually test: SQL fluency and careful data handling.', cats: ['python-data', 'career-prep'], teachers: [2], tags: ['test-series', 'data'], price: 59_00, items: ['python-data-skills-test', 'sql-challenge-test'] },
    { kind: 'series', seo: 'aws-certification-practice-series', title: 'AWS Certification Practice Series', short: 'Cloud Practitioner practice exams with weak-area reports.', about: 'Practice exams in the real format, with a report that maps your mistakes to the exam guide domains.', cats: ['cloud-devops'], teachers: [3], tags: ['aws', 'test-series'], price: 49_00, discount: [1, 10_00], items: ['aws-cloud-practitioner-practice-exam'] },
    { kind: 'series', seo: 'coding-interview-prep-series', title: 'Coding Interview Prep Series', short: 'Algorithm, JavaScript and SQL rounds to rehearse a full interview loop.', about: 'Rehearse a full loop before the real one, and get a written debrief from an instructor with the premium plan.', cats: ['career-prep', 'computer-science'], teachers: [4, 5], tags: ['interviews', 'test-series'], price: 99_00, premium: 149_00, items: ['dsa-mock-interview-test', 'javascript-fundamentals-assessment', 'sql-challenge-test'] },
    { kind: 'series', seo: 'full-stack-certification-series', title: 'Full-Stack Certification Series', short: 'The assessments that lead to the Harbor Code full-stack certificate.', about: 'Pass all three assessments to earn the Harbor Code Full-Stack certificate, shareable on LinkedIn.', cats: ['web-development'], teachers: [0, 1], tags: ['certification', 'test-series'], price: 89_00, items: ['javascript-fundamentals-assessment', 'react-skills-assessment', 'frontend-certification-exam-2025'] },
    { kind: 'series', seo: 'ml-engineer-assessment-series', title: 'ML Engineer Assessment Series', short: 'Modelling, evaluation and data-handling tests for aspiring ML engineers.', about: 'In preparation alongside the Machine Learning Foundations cohort. Enrollment opens soon.', cats: ['python-data'], teachers: [2], tags: ['machine-learning', 'test-series'], price: 69_00, status: 'coming_soon', items: ['python-data-skills-test'] },

    // Bundles
    { kind: 'bundle', seo: 'full-stack-career-bundle', title: 'Full-Stack Career Bundle', short: 'The bootcamp, TypeScript and React courses, plus the front-end interview series.', about: 'Everything you need to go from learning to code to your first developer job, at the best price we offer.', cats: ['web-development', 'career-prep'], teachers: [0, 1, 5], tags: ['bundle', 'career'], price: 499_00, discount: [0, 10], promo: 'Career Bundle: bootcamp + interview prep, 10% off', items: ['full-stack-web-bootcamp', 'typescript-for-react-developers', 'react-19-in-depth', 'frontend-interview-test-series'] },
    { kind: 'bundle', seo: 'frontend-mastery-bundle', title: 'Front-End Mastery Bundle', short: 'JavaScript, TypeScript and React 19 in depth, with interview practice.', about: 'For working developers who want to become the front-end expert on their team.', cats: ['javascript-typescript', 'web-development'], teachers: [1], tags: ['bundle', 'frontend'], price: 349_00, discount: [1, 50_00], promo: 'Front-End Mastery: $50 off three courses', items: ['modern-javascript-deep-dive', 'typescript-for-react-developers', 'react-19-in-depth', 'frontend-interview-test-series'] },
    { kind: 'bundle', seo: 'data-analyst-bundle', title: 'Data Analyst Bundle', short: 'Python, pandas and SQL with the analyst assessment series.', about: 'The shortest path to an entry-level analyst role: two courses and two realistic assessments.', cats: ['python-data'], teachers: [2], tags: ['bundle', 'data'], price: 299_00, items: ['python-for-data-analysis', 'sql-for-analysts', 'data-analyst-assessment-series'] },
    { kind: 'bundle', seo: 'cloud-devops-bundle', title: 'Cloud and DevOps Bundle', short: 'Docker, Kubernetes, GitHub Actions and AWS certification prep together.', about: 'From container to certification: four products that take you from writing code to running it in production.', cats: ['cloud-devops'], teachers: [3], tags: ['bundle', 'devops'], price: 329_00, ios: true, items: ['docker-and-kubernetes', 'ci-cd-with-github-actions', 'aws-cloud-practitioner-prep', 'aws-certification-practice-series'] },
    { kind: 'bundle', seo: 'interview-ready-bundle', title: 'Interview-Ready Bundle with Coaching', short: 'DSA, system design and mock interviews with a personal coach.', about: 'Offered to graduates and partner companies only. Includes four one-on-one mock interviews with Tom Whitaker.', cats: ['career-prep'], teachers: [4, 5], tags: ['bundle', 'coaching'], price: 379_00, private: true, items: ['data-structures-and-algorithms', 'system-design-interviews', 'coding-interview-prep-series'] },
    { kind: 'bundle', seo: 'summer-2026-cohort-bundle', title: 'Summer 2026 Cohort Bundle', short: 'The summer 2026 cohort package; enrollment has closed.', about: 'The summer 2026 cohort. Enrollment is closed; the winter cohort is open now.', cats: ['web-development'], teachers: [0, 6], tags: ['bundle', 'cohort'], price: 449_00, status: 'expired', validity: '2027-02-28', items: ['full-stack-web-bootcamp', 'web-security-essentials', 'git-and-github-essentials'] },
  ],
  lessonPatterns: [
    { title: (t) => `${t}: walkthrough`, kind: 'video' },
    { title: (t) => `${t}: hands-on lab`, kind: 'code' },
    { title: (t) => `${t}: reading`, kind: 'text', supplement: { title: (t) => `${t}: exercise sheet`, file: 'exercise-sheet.pdf' } },
    { title: (t) => `${t}: checkpoint quiz`, kind: 'quiz' },
  ],
  reviewers: ['Jordan Miller', 'Ashley Nguyen', 'Marcus Johnson', 'Emily Rodriguez', 'Tyler Anderson', 'Samantha Lee', 'Kevin Patel', 'Brianna Thompson', 'Chris Walker', 'Olivia Martinez', 'Derek Kim', 'Rachel Cohen', 'Andre Williams', 'Megan O’Brien', 'Ethan Brooks', 'Natalie Foster'],
  schoolFaqs: [
    ['Do I need prior coding experience?', 'No for the Full-Stack Bootcamp and the free workshops; yes for the in-depth courses, which list their prerequisites on the course page. The free JavaScript assessment helps you decide.'],
    ['How does code review work?', 'Every lab is a GitHub repository. You open a pull request and an instructor reviews it within two business days.'],
    ['Can I get a refund?', 'Yes, within 14 days of purchase if you have completed less than a quarter of the course. Email support and we will process it within five business days.'],
    ['Do you offer financing or employer sponsorship?', 'Many employers reimburse our courses. We can issue an invoice in your company’s name; email support with the billing details.'],
    ['Is there a certificate?', 'Courses award a certificate of completion. The Full-Stack Certification Series awards a verified certificate after you pass all its assessments.'],
  ],
  productFaqs: {
    course: [
      ['How long do I have access to {title}?', 'Access lasts for the plan period shown with the price. Your lab repositories stay in your GitHub account forever.'],
      ['What setup do I need for {title}?', 'A laptop with a modern browser. Labs run in a cloud editor, so you do not need to install anything locally unless you want to.'],
      ['Is {title} self-paced?', 'Yes. Lessons are recorded and labs open immediately; live office hours run every Tuesday and Thursday evening (Eastern Time).'],
    ],
    test: [
      ['Can I retake {title}?', 'You can retake it after 24 hours. Your best score is the one shown on your profile.'],
      ['Which language can I use for coding questions?', 'JavaScript, TypeScript or Python, chosen per question.'],
    ],
    series: [
      ['In what order should I take the tests in {title}?', 'The series page lists them in the recommended order, easiest first, but you can take them in any order.'],
      ['Do I get feedback on written answers?', 'Yes. Subjective answers are graded by an instructor within three business days.'],
    ],
    bundle: [
      ['Is {title} cheaper than buying each item?', 'Yes. The bundle price is lower than the sum of its items, and you get one plan period for all of them.'],
      ['Can I upgrade from a single course to {title}?', 'Yes. Email support and we will credit what you paid for courses already in the bundle.'],
    ],
  },
  legalDocuments: {
    'web-security-essentials': {
      id: 'security-lab-agreement',
      kind: 'enrolment_agreement',
      title: 'Web Security Essentials lab agreement',
      version: '2026-06-15',
      body: [
        'This agreement is between Harbor Code and you, the learner enrolling in Web Security Essentials.',
        'The course teaches how attacks on web applications work so that you can defend against them. Its labs run deliberately vulnerable applications in sandboxes that Harbor Code provides for you.',
        'You attack only the lab sandboxes, and systems you own or have written permission to test. Using what you learn here against anyone else\'s system is illegal in most countries and ends your enrolment without a refund.',
        'If you find a vulnerability outside the labs, including in Harbor Code itself, you report it privately to security@harborcode.example and do not publish it until it is fixed.',
        'Lab sandboxes are reset every 24 hours. Do not store anything of your own in them.',
        'You may ask for a full refund within 14 days of enrolling if you have completed less than a quarter of the course.',
        'By signing, you confirm that you have read this agreement and accept it.',
      ].join('\n\n'),
    },
  },
  subscriptions: [{
    seo: 'full-stack-career-bundle',
    plans: [
      { name: 'monthly', title: 'All-access monthly', plan_type: 'standard', period: 'monthly', amount: 19_00, tax_mode: 'no_tax', validity: { validity_type: 'relative', periods: null },
        features: ['Every course of the Full-Stack Career Bundle', 'New courses as they join it', 'Cancel any time'] },
      { name: 'pro', title: 'Pro monthly', plan_type: 'premium', period: 'monthly', amount: 29_00, tax_mode: 'no_tax', validity: { validity_type: 'relative', periods: null },
        extras: ['coding-interview-prep-series'], features: ['Everything in all-access', 'The Coding Interview Prep Series too'] },
    ],
  }],
  planNames: { standard: 'Self-paced', premium: 'Mentored' },
  descriptionTail: {
    course: 'Every module pairs short walkthrough videos with a hands-on lab in a real repository. Instructors review your pull requests and hold live office hours twice a week.',
    test: 'Runs in the browser with a built-in editor. Your answers autosave every few seconds, so a dropped connection never costs you work.',
    series: 'Each assessment comes with a debrief video and a skills report you can share with recruiters.',
    bundle: 'One purchase gives you every item below for the plan period you choose.',
  },
  // school.json's tax is null: US sales tax depends on where the buyer lives, so prices are shown before any tax.
  taxCycle: ['no_tax'],
  publishedRange: ['2025-02-03', '2026-10-19'],
};
