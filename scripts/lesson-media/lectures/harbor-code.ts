import type { Lectures } from './lecture.ts';

/** Harbor Code's lectures: each a walkthrough of one idea and its code. */
export const HARBOR_LECTURES: Lectures = {
  'HTML, CSS and Accessibility': {
    points: [
      ['Semantic elements first', 'Use the element that means what you show: a button for actions, a link for navigation.'],
      ['Labels for every input', 'Every form field needs a label that screen readers can announce.'],
      ['Contrast and focus', 'Keep text contrast at four and a half to one, and never hide the focus ring.'],
    ],
    example: 'A labelled form field',
    visual: { code: '<label for="email">Email</label>\n<input id="email" type="email"\n       autocomplete="email" required>\n<button type="submit">Subscribe</button>', lang: 'html' },
    explain: 'The label’s for attribute points at the input’s id, so clicking the label focuses the field and assistive technology reads its name.',
  },
  'JavaScript Fundamentals': {
    points: [
      ['const by default', 'Declare with const, and reach for let only when a value must change.'],
      ['Functions are values', 'Functions can be stored, passed and returned like any other value.'],
      ['Arrays transform', 'map, filter and reduce turn one array into another without loops.'],
    ],
    example: 'Transforming an array',
    visual: { code: 'const prices = [499, 1299, 250];\nconst withTax = prices.map((p) => Math.round(p * 1.18));\nconst total = withTax.reduce((sum, p) => sum + p, 0);\nconsole.log(total); // 2415', lang: 'js' },
    explain: 'map adds tax to each price, and reduce adds them up, starting from zero. No index variables, no mutation.',
  },
  'Values, Types and Coercion': {
    points: [
      ['Seven primitives', 'JavaScript has seven primitive types, and everything else is an object.'],
      ['Loose equality coerces', 'Double equals converts types before comparing, which surprises people.'],
      ['Prefer triple equals', 'Triple equals compares without conversion; use it by default.'],
    ],
    example: 'Coercion surprises',
    visual: { code: "0 == ''        // true\n0 === ''       // false\nnull == undefined  // true\n[] + {}        // '[object Object]'\ntypeof null    // 'object'", lang: 'js' },
    explain: 'Each of these follows the coercion rules exactly. Knowing them helps you read old code, and triple equals keeps yours clear.',
  },
  'Closures and Scope': {
    points: [
      ['Scope is lexical', 'A function sees the variables of the place where it was written.'],
      ['Closures remember', 'A closure is a function together with the variables it captured.'],
      ['Private state', 'Closures give you private state without classes.'],
    ],
    example: 'A counter with private state',
    visual: { code: 'function counter() {\n  let count = 0;\n  return () => ++count;\n}\nconst next = counter();\nnext(); // 1\nnext(); // 2', lang: 'js' },
    explain: 'count lives on after counter returns, because the arrow function still refers to it. Nothing outside can change it.',
  },
  'Types and Inference': {
    points: [
      ['Let TypeScript infer', 'Annotate function boundaries, and let inference do the rest.'],
      ['Unions model choices', 'A union type says a value is one of several shapes.'],
      ['Narrowing', 'Checks like typeof and in narrow a union to one member.'],
    ],
    example: 'Narrowing a union',
    visual: { code: "type Result = { ok: true; value: number } | { ok: false; error: string };\n\nfunction show(r: Result) {\n  if (r.ok) return `Value ${r.value}`;\n  return `Error: ${r.error}`;\n}", lang: 'ts' },
    explain: 'Inside the if, TypeScript knows r has a value; after it, r must be the error case. The compiler checks both paths.',
  },
  'Generics in Practice': {
    points: [
      ['Generics keep types', 'A generic function keeps the type of what goes in on what comes out.'],
      ['Constraints', 'extends limits a type parameter to what the function needs.'],
      ['Infer from arguments', 'Callers rarely write type arguments; they are inferred.'],
    ],
    example: 'A typed groupBy',
    visual: { code: 'function groupBy<T, K extends PropertyKey>(items: T[], key: (t: T) => K) {\n  const groups = {} as Record<K, T[]>;\n  for (const item of items) (groups[key(item)] ??= []).push(item);\n  return groups;\n}', lang: 'ts' },
    explain: 'T is whatever the array holds and K whatever the key function returns, so the result is typed without a single annotation at the call.',
  },
  'Rendering and Reconciliation': {
    points: [
      ['Render is a function', 'A component is a function from props and state to a description of the UI.'],
      ['React diffs the tree', 'React compares the new description with the last one and changes only what differs.'],
      ['Keys identify items', 'Stable keys let React match list items between renders.'],
    ],
    example: 'Keys in a list',
    visual: { code: 'function Lessons({ lessons }: { lessons: Lesson[] }) {\n  return (\n    <ul>\n      {lessons.map((l) => <li key={l.id}>{l.title}</li>)}\n    </ul>\n  );\n}', lang: 'tsx' },
    explain: 'Using the lesson’s id as its key, not its index, keeps each item’s state attached to the right lesson when the list changes.',
  },
  'State and Effects': {
    points: [
      ['State triggers renders', 'Setting state schedules a new render with the new value.'],
      ['Derive, do not store', 'If a value can be computed from props or state, compute it during render.'],
      ['Effects synchronise', 'Effects connect a component to something outside React, and clean up after.'],
    ],
    example: 'An effect with cleanup',
    visual: { code: 'useEffect(() => {\n  const id = setInterval(() => setNow(Date.now()), 1000);\n  return () => clearInterval(id);\n}, []);', lang: 'tsx' },
    explain: 'The returned function clears the timer when the component leaves, so no interval keeps running in the background.',
  },
  'Python Essentials': {
    points: [
      ['Indentation is syntax', 'Python uses indentation to mark blocks instead of braces.'],
      ['Lists and dictionaries', 'Lists hold sequences; dictionaries map keys to values.'],
      ['Comprehensions', 'A comprehension builds a list in one readable line.'],
    ],
    example: 'A comprehension',
    visual: { code: "scores = {'asha': 82, 'ben': 67, 'chen': 91}\npassed = [name for name, s in scores.items() if s >= 70]\nprint(passed)  # ['asha', 'chen']", lang: 'python' },
    explain: 'Read it left to right: the name, for each name and score, if the score is at least seventy.',
  },
  'NumPy Arrays': {
    points: [
      ['Arrays are typed blocks', 'A NumPy array is one block of memory with one type, which makes it fast.'],
      ['Vectorise', 'Operations apply to whole arrays at once, without Python loops.'],
      ['Broadcasting', 'Arrays of different shapes combine by stretching the smaller one.'],
    ],
    example: 'Broadcasting',
    visual: { code: 'import numpy as np\nprices = np.array([[100, 250], [80, 40]])\ntax = np.array([1.18, 1.05])\nprint(prices * tax)\n# [[118.  262.5]\n#  [ 94.4  42. ]]', lang: 'python' },
    explain: 'The tax row is stretched down to both rows, so each column gets its own rate in one expression.',
  },
  'Supervised Learning': {
    points: [
      ['Learn from labelled examples', 'Supervised learning fits a model to inputs paired with known answers.'],
      ['Regression and classification', 'Predict a number with regression, and a category with classification.'],
      ['Split before you fit', 'Hold out test data before training, or your score will flatter you.'],
    ],
    example: 'Fit and score',
    visual: { code: 'from sklearn.model_selection import train_test_split\nfrom sklearn.linear_model import LogisticRegression\n\nX_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.2)\nmodel = LogisticRegression().fit(X_tr, y_tr)\nprint(model.score(X_te, y_te))', lang: 'python' },
    explain: 'Every scikit-learn model has the same shape: construct it, fit it on training data, and score it on data it has never seen.',
  },
  'Model Evaluation': {
    points: [
      ['Accuracy can mislead', 'With rare positives, a model that always says no still scores high accuracy.'],
      ['Precision and recall', 'Precision asks how many alarms were right; recall asks how many cases were caught.'],
      ['Cross-validation', 'Average the score over several splits for a steadier estimate.'],
    ],
    example: 'Precision and recall',
    visual: { formula: ['\\text{precision} = \\dfrac{TP}{TP + FP}', '\\text{recall} = \\dfrac{TP}{TP + FN}', 'F_1 = \\dfrac{2PR}{P + R}'] },
    explain: 'F one is the harmonic mean of the two, so it is only high when both precision and recall are.',
  },
  'SELECT and Filtering': {
    points: [
      ['Name your columns', 'Select the columns you need rather than star.'],
      ['WHERE filters rows', 'WHERE keeps only the rows that match a condition.'],
      ['NULL is unknown', 'Compare with IS NULL, because NULL equals nothing, not even NULL.'],
    ],
    example: 'Filtering orders',
    visual: { code: "SELECT id, customer, total\nFROM orders\nWHERE status = 'paid'\n  AND total >= 1000\n  AND coupon IS NULL\nORDER BY total DESC\nLIMIT 10;", lang: 'sql' },
    explain: 'This returns the ten largest paid orders placed without a coupon, biggest first.',
  },
  'Joins': {
    points: [
      ['Inner join keeps matches', 'An inner join keeps rows that match in both tables.'],
      ['Left join keeps the left', 'A left join keeps every row on the left, with NULLs where nothing matched.'],
      ['Join on keys', 'Join on keys, and check the row count after every join.'],
    ],
    example: 'Customers without orders',
    visual: { code: 'SELECT c.name\nFROM customers c\nLEFT JOIN orders o ON o.customer_id = c.id\nWHERE o.id IS NULL;', lang: 'sql' },
    explain: 'The left join keeps every customer; the ones with no order have NULL in the order columns, and the WHERE keeps just those.',
  },
  'Containers from Scratch': {
    points: [
      ['A container is a process', 'A container is an ordinary process with its own view of the system.'],
      ['Namespaces isolate', 'Namespaces give it its own processes, network and file system.'],
      ['Cgroups limit', 'Control groups cap how much CPU and memory it can use.'],
    ],
    example: 'Running one by hand',
    visual: { code: 'docker run --rm -it \\\n  --memory 256m --cpus 0.5 \\\n  -p 8080:80 nginx:alpine\n\ndocker ps\ndocker exec -it <id> sh', lang: 'bash' },
    explain: 'The flags set the cgroup limits and publish a port; inside, the process sees only its own little world.',
  },
  'Writing Good Dockerfiles': {
    points: [
      ['Order for the cache', 'Copy dependency files and install before copying the source.'],
      ['Multi-stage builds', 'Build in one stage and copy only the output into a small final image.'],
      ['Run as non-root', 'Switch to an unprivileged user before the command runs.'],
    ],
    example: 'A multi-stage build',
    visual: { code: 'FROM node:24 AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n\nFROM node:24-slim\nCOPY --from=build /app/dist /app\nUSER node\nCMD ["node", "/app/server.js"]', lang: 'dockerfile' },
    explain: 'A change to the source reuses the cached install layer, and the final image carries no compilers or dev dependencies.',
  },
  'Cloud Concepts': {
    points: [
      ['Pay for what you use', 'The cloud turns fixed hardware costs into a bill for what you actually use.'],
      ['Shared responsibility', 'The provider secures the cloud; you secure what you put in it.'],
      ['Regions and zones', 'A region holds several availability zones, each with its own power and network.'],
    ],
    example: 'Service models',
    visual: { table: [['IaaS', 'Virtual machines: you run the OS'], ['PaaS', 'You bring the code'], ['SaaS', 'You use the software'], ['Serverless', 'You bring a function']] },
    explain: 'Moving down the table, the provider manages more and you manage less, in exchange for less control.',
  },
  'Core AWS Services': {
    points: [
      ['Compute', 'E C 2 gives virtual machines, and Lambda runs functions on demand.'],
      ['Storage', 'S 3 stores objects; E B S gives disks to machines.'],
      ['Databases', 'R D S runs relational databases; Dynamo D B is a managed key-value store.'],
    ],
    example: 'Which service when',
    visual: { table: [['Static website files', 'S3 and CloudFront'], ['Long-running server', 'EC2 or ECS'], ['Occasional job', 'Lambda'], ['Relational data', 'RDS']] },
    explain: 'The exam asks these as scenarios: find the workload’s shape, and the service follows.',
  },
  'Workflows and Triggers': {
    points: [
      ['Workflows live in the repo', 'A workflow is a YAML file under dot github slash workflows.'],
      ['Events trigger runs', 'Pushes, pull requests and schedules start a workflow.'],
      ['Jobs run in parallel', 'Jobs run side by side unless one needs another.'],
    ],
    example: 'A minimal workflow',
    visual: { code: 'on:\n  pull_request:\n  push:\n    branches: [main]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm test', lang: 'yaml' },
    explain: 'Every pull request and every push to main runs the tests on a fresh machine.',
  },
  'Testing in CI': {
    points: [
      ['Fail fast', 'Run the quickest checks first, so a typo fails in seconds.'],
      ['Cache dependencies', 'Cache the package store keyed on the lock file.'],
      ['Flaky tests are bugs', 'A test that fails one run in ten is a broken test: fix it, do not retry it.'],
    ],
    example: 'A build matrix',
    visual: { code: 'jobs:\n  test:\n    strategy:\n      matrix:\n        node: [20, 22, 24]\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v4\n        with: { node-version: "${{ matrix.node }}", cache: npm }\n      - run: npm ci && npm test', lang: 'yaml' },
    explain: 'One job definition becomes three runs, one per Node version, each with its dependency cache.',
  },
  'Big-O and Complexity': {
    points: [
      ['Count how work grows', 'Big O describes how running time grows with input size.'],
      ['Drop constants', 'Two n and n are both O of n; only the growth rate matters.'],
      ['Nested loops multiply', 'A loop inside a loop over the same input is usually O of n squared.'],
    ],
    example: 'Common growth rates',
    visual: { formula: ['O(1) < O(\\log n) < O(n) < O(n \\log n) < O(n^2) < O(2^n)'] },
    explain: 'At a million items, n log n is about twenty million steps, while n squared is a trillion. That gap is the whole point.',
  },
  'Arrays and Hashing': {
    points: [
      ['Hash maps look up in O of one', 'A hash map finds a key in constant time on average.'],
      ['Trade memory for time', 'Storing what you have seen often turns O of n squared into O of n.'],
      ['Sets for membership', 'Use a set when you only need to know whether something is there.'],
    ],
    example: 'Two sum in one pass',
    visual: { code: 'function twoSum(nums: number[], target: number) {\n  const seen = new Map<number, number>();\n  for (const [i, n] of nums.entries()) {\n    const j = seen.get(target - n);\n    if (j !== undefined) return [j, i];\n    seen.set(n, i);\n  }\n}', lang: 'ts' },
    explain: 'For each number we ask the map whether its partner came earlier, so one pass suffices.',
  },
  'A Framework for Any Design': {
    points: [
      ['Clarify requirements', 'Start by asking who the users are and what the system must do.'],
      ['Estimate the scale', 'Estimate requests per second and storage before drawing boxes.'],
      ['Find the bottleneck', 'Design the simple version, then find and fix its bottleneck.'],
    ],
    example: 'The forty-five minutes',
    visual: { table: [['5 min', 'Requirements and constraints'], ['5 min', 'Back-of-envelope estimates'], ['15 min', 'High-level design'], ['20 min', 'Deep dives and trade-offs']] },
    explain: 'Interviewers grade the reasoning more than the boxes, so say your trade-offs out loud.',
  },
  'Scaling Reads': {
    points: [
      ['Cache the hot data', 'Most traffic reads a small share of the data, so cache it.'],
      ['Read replicas', 'Replicas copy the primary database and share the reads.'],
      ['Stale is a choice', 'Caches and replicas lag, so decide how stale each read may be.'],
    ],
    example: 'Cache-aside',
    visual: { code: 'async function course(id: string) {\n  const hit = await cache.get(id);\n  if (hit) return hit;\n  const row = await db.course(id);\n  await cache.set(id, row, { ttl: 60 });\n  return row;\n}', lang: 'ts' },
    explain: 'Read the cache first, fall back to the database, and fill the cache for the next reader, with a time to live that bounds staleness.',
  },
  'The OWASP Top 10': {
    points: [
      ['Broken access control', 'The most common flaw: users reaching data that is not theirs.'],
      ['Injection', 'Untrusted input mixed into a query or command can take it over.'],
      ['Misconfiguration', 'Default settings, open buckets and verbose errors give attackers a head start.'],
    ],
    example: 'Parameterised queries',
    visual: { code: "// vulnerable\ndb.query(`SELECT * FROM users WHERE email = '${email}'`);\n\n// safe\ndb.query('SELECT * FROM users WHERE email = ?', [email]);", lang: 'ts' },
    explain: 'With a placeholder, the database treats the input as a value, never as part of the query.',
  },
  'Authentication and Sessions': {
    points: [
      ['Hash passwords slowly', 'Store passwords with a slow, salted hash such as argon two or bcrypt.'],
      ['Sessions in secure cookies', 'Keep the session in an HTTP-only, secure, same-site cookie.'],
      ['Rotate on sign-in', 'Issue a new session identifier at sign-in to prevent fixation.'],
    ],
    example: 'A safe session cookie',
    visual: { code: 'Set-Cookie: session=9f2c…; Path=/;\n  HttpOnly; Secure; SameSite=Lax;\n  Max-Age=2592000', lang: 'text' },
    explain: 'HttpOnly keeps scripts from reading it, Secure keeps it off plain HTTP, and SameSite blocks most cross-site requests.',
  },
  'Commits and History': {
    points: [
      ['Small commits', 'Each commit should make one change you can describe in a line.'],
      ['Messages say why', 'The diff shows what changed; the message explains why.'],
      ['History is searchable', 'log, blame and bisect turn history into answers.'],
    ],
    example: 'Reading history',
    visual: { code: 'git log --oneline --graph -10\ngit show HEAD~2 --stat\ngit blame -L 40,60 src/cart.ts\ngit bisect start HEAD v1.2.0', lang: 'bash' },
    explain: 'bisect walks the commits between a good and a bad version to find the one that broke things, in a handful of steps.',
  },
  'Branching and Merging': {
    points: [
      ['Branches are cheap', 'A branch is just a pointer to a commit.'],
      ['Merge or rebase', 'Merging keeps history as it happened; rebasing replays it in a line.'],
      ['Resolve conflicts calmly', 'A conflict marks both versions; keep what is right, then commit.'],
    ],
    example: 'A feature branch',
    visual: { code: 'git switch -c feature/coupons\n# ...commit work...\ngit fetch origin\ngit rebase origin/main\ngit push -u origin feature/coupons', lang: 'bash' },
    explain: 'Rebasing onto the latest main before you push makes the pull request easy to review and merge.',
  },
  'Ownership and Borrowing': {
    points: [
      ['One owner', 'Every value in Rust has exactly one owner.'],
      ['Borrow to share', 'References borrow a value without taking ownership.'],
      ['One writer or many readers', 'You may have one mutable reference or many shared ones, never both.'],
    ],
    example: 'Borrowing',
    visual: { code: 'fn total(prices: &[u32]) -> u32 {\n    prices.iter().sum()\n}\n\nlet prices = vec![499, 1299];\nlet t = total(&prices);\nprintln!("{t} {}", prices.len());', lang: 'rust' },
    explain: 'total borrows the vector, so prices is still usable afterwards. The compiler proves no one changes it meanwhile.',
  },
  'Error Handling': {
    points: [
      ['Errors are values', 'Rust returns Result for operations that can fail.'],
      ['The question mark', 'The question mark operator returns early with the error.'],
      ['Panic only for bugs', 'Reserve panics for states that should be impossible.'],
    ],
    example: 'Propagating errors',
    visual: { code: 'fn read_port(path: &str) -> Result<u16, Box<dyn Error>> {\n    let text = fs::read_to_string(path)?;\n    let port = text.trim().parse::<u16>()?;\n    Ok(port)\n}', lang: 'rust' },
    explain: 'Each question mark either unwraps the value or returns the error to the caller, so the happy path reads straight down.',
  },
  'Portfolio Projects that Get Noticed': {
    points: [
      ['Solve a real problem', 'Build something a real person uses, even if it is small.'],
      ['Show the process', 'A clear README with decisions and trade-offs matters as much as the code.'],
      ['Deploy it', 'A live link beats a screenshot.'],
    ],
    example: 'A README that works',
    visual: { code: '# Course Tracker\nTracks study hours for 40 learners at my college.\n\n## Try it\nhttps://tracker.example\n\n## Decisions\n- SQLite: one server, simple backups\n- Server-rendered pages: fast on cheap phones', lang: 'text' },
    explain: 'In a minute a reviewer knows who it is for, can try it, and sees that you make decisions on purpose.',
  },
  'Résumé and LinkedIn': {
    points: [
      ['One page', 'Keep the résumé to one page until you have years of experience.'],
      ['Impact, with numbers', 'Write what changed because of your work, with a number.'],
      ['Match the posting', 'Use the words of the job posting where they are true of you.'],
    ],
    example: 'Rewriting a bullet',
    visual: { table: [['Before', 'Worked on the checkout page'], ['After', 'Cut checkout load time 40% by splitting the bundle'], ['Before', 'Helped with testing'], ['After', 'Added 120 end-to-end tests; releases stopped breaking payments']] },
    explain: 'The second version of each line says what you did and what it changed, which is what a reader is scanning for.',
  },
  'Recording: Closures and scope, live': {
    points: [
      ['Loops and closures', 'With var, every callback in a loop shares one variable.'],
      ['let makes a new binding', 'With let, each iteration gets its own binding.'],
      ['Debug by printing scope', 'When in doubt, log the variable where the function is created, not where it runs.'],
    ],
    example: 'The classic loop bug',
    visual: { code: 'for (var i = 0; i < 3; i++) setTimeout(() => console.log(i));\n// 3 3 3\n\nfor (let i = 0; i < 3; i++) setTimeout(() => console.log(i));\n// 0 1 2', lang: 'js' },
    explain: 'In the live session we traced why var prints three three times, and how let fixes it by giving each callback its own i.',
  },
};
